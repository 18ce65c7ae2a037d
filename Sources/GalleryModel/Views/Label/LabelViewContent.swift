/// The Label page: a stack of label styles composed by the document's rules,
/// the document's own stacks, a Label in a toolbar, and a composed icon.
public enum LabelViewContent {
    /// The page's introduction.
    public static let summary = """
        Label styles stack. Write them in source order: the first modifier is the one closest to the Label. \
        Built-in styles erase everything farther away; a custom style that returns Label(configuration) draws on top \
        of what the rest of the stack gives; a style that returns something else ends the stack.
        """

    /// A stack from the label-style-composition document, with what it demonstrates.
    public struct DocumentStack: Sendable, Equatable {
        /// What the stack shows, in a few words.
        public let title: String
        /// The styles in source order, closest to the Label first.
        public let stack: [LabelStyleKind]
        /// The text size the stack is composed at (and the editor takes when it is loaded).
        public let contentSize: ContentSize
        /// The document's point, in one sentence.
        public let caption: String

        init(title: String, stack: [LabelStyleKind], contentSize: ContentSize = .large, caption: String) {
            self.title = title
            self.stack = stack
            self.contentSize = contentSize
            self.caption = caption
        }
    }

    /// The document's stacks, in its order.
    public static let documentStacks: [DocumentStack] = [
        DocumentStack(title: "Built-ins are exclusive", stack: [.iconOnly, .titleOnly, .automatic],
                      caption: "Only the built-in style nearest the Label applies."),
        DocumentStack(title: "A custom style on top", stack: [.shadow, .iconOnly],
                      caption: "ShadowLabelStyle draws its shadow over what iconOnly gives."),
        DocumentStack(title: "Erased by a nearer built-in", stack: [.iconOnly, .shadow],
                      caption: "iconOnly is nearer, erases everything farther away: no shadow."),
        DocumentStack(title: "A custom eraser", stack: [.shadowErase, .titleOnly, .iconOnly],
                      caption: "ShadowEraseLabelStyle applies DefaultLabelStyle itself, so titleOnly and iconOnly never apply."),
        DocumentStack(title: "Rebuilding the Label keeps visibility", stack: [.shadowTry, .iconOnly],
                      caption: "The parts keep the visibility the whole stack gives them: still only the icon."),
        DocumentStack(title: "Swapping the parts", stack: [.swap, .iconOnly],
                      caption: "The title stays hidden even in the icon's slot; people still see the original icon."),
        DocumentStack(title: "Not a Label", stack: [.hStack],
                      caption: "HStackLabelStyle lays the parts out with a spacer between them."),
        DocumentStack(title: "Styles after a non-Label are ignored", stack: [.hStack, .shadow, .iconOnly],
                      caption: "The HStack is not a Label, so the farther shadow and iconOnly do nothing."),
        DocumentStack(title: "Apply them before the HStack", stack: [.shadow, .iconOnly, .hStack],
                      caption: "Nearer than the HStack, shadow and iconOnly work."),
        DocumentStack(title: "Accessible at a large text size", stack: [.accessible], contentSize: .accessibilityLarge,
                      caption: "At an accessibility size AccessibleLabelStyle hides the icon."),
        DocumentStack(title: "A red border", stack: [.redBordered],
                      caption: "RedBorderedLabelStyle frames the default label."),
        DocumentStack(title: "A label that is a card", stack: [.myLabelStyle],
                      caption: "MyLabelStyle draws a green card with the icon above the bold title."),
    ]

    /// How `stack` composes for a Label in `placement` on `platform`, at a text size that is an
    /// accessibility size or not.
    public static func compose(
        _ stack: [LabelStyleKind], on platform: Platform, in placement: Placement = .standard, accessibilitySize: Bool
    ) -> LabelComposition {
        let automatic = StyleResolver.resolve(StyleCatalog.family(.label).automatic, platform: platform, placement: placement)
        return LabelComposer.compose(stack, automatic: automatic, accessibilitySize: accessibilitySize)
    }

    /// How the configuration's own stack composes on its platform, in its placement and at its text size.
    public static func compose(_ configuration: Configuration) -> LabelComposition {
        compose(configuration.labelStack, on: configuration.platform, in: configuration.placement,
                accessibilitySize: configuration.contentSize.isAccessibilityCategory)
    }

    /// How one of the document's stacks composes on `platform`.
    public static func compose(_ example: DocumentStack, on platform: Platform) -> LabelComposition {
        compose(example.stack, on: platform, accessibilitySize: example.contentSize.isAccessibilityCategory)
    }

    /// What GTK can only approximate in `composition`, if anything.
    public static func approximation(of composition: LabelComposition) -> String? {
        LabelPlanner.approximation(of: composition)
    }

    /// The widgets of a Label showing the sample with `composition`.
    public static func plan(_ composition: LabelComposition) -> WidgetPlan {
        LabelPlanner.plan(SampleContent.compositionLabel, composition)
    }

    /// The modifier that applies `style`: `.labelStyle(.iconOnly)`, `.labelStyle(ShadowLabelStyle())`.
    public static func modifier(_ style: LabelStyleKind) -> String {
        ".labelStyle(\(style.isBuiltIn ? "." + style.rawValue : style.rawValue + "()"))"
    }

    /// The SwiftUI code of the sample Label with `stack` applied: the label of the composition article, whose
    /// stacks the page composes.
    public static func code(_ stack: [LabelStyleKind]) -> String {
        let item = SampleContent.compositionLabel
        return "Label(\"\(item.title)\", systemImage: \"\(item.symbol)\")" + stack.map { "\n    " + modifier($0) }.joined()
    }

    /// One sentence on what a composition shows: "Shows icon then title; shadow."
    public static func describe(_ composition: LabelComposition) -> LocalizedText {
        // The parts are words ("icon", "title"); the effects are the gallery's names for what styles draw.
        let parts = LocalizedText.joined(composition.visibleParts.map { LocalizedText($0.rawValue) }, separator: " → ")
        let effects = composition.effects.joined(separator: ", ")
        switch (composition.visibleParts.isEmpty, effects.isEmpty) {
        case (true, true): return say("Shows nothing; no effects.")
        case (true, false): return say("Shows nothing; \(effects).")
        case (false, true): return say("Shows \(parts); no effects.")
        case (false, false): return say("Shows \(parts); \(effects).")
        }
    }

    /// Every example of the page, in the window's order: the configuration's own stack, the document's
    /// stacks, Labels in a toolbar, a composed icon, then every initializer and the colorful-symbol extension.
    public static func examples(for configuration: Configuration) -> [ViewExample] {
        [stackExample(for: configuration)]
            + documentStacks.map { documentExample($0, on: configuration.platform) }
            + [toolbarExample(for: configuration), composedIcon]
            + LabelInitializers.examples(on: configuration.platform) + [LabelInitializers.colorfulSystemImage(on: configuration.platform)]
    }

    /// The configuration's own stack, composed in its placement and text size.
    public static func stackExample(for configuration: Configuration) -> ViewExample {
        let composition = compose(configuration)
        return ViewExample(title: "Your label stack", caption: describe(composition), plan: plan(composition),
                           code: code(configuration.labelStack), approximation: approximation(of: composition))
    }

    /// One of the document's stacks as `platform` composes it.
    public static func documentExample(_ stack: DocumentStack, on platform: Platform) -> ViewExample {
        let composition = compose(stack, on: platform)
        return ViewExample(title: stack.title, caption: LocalizedText(stack.caption), plan: plan(composition),
                           code: code(stack.stack), approximation: approximation(of: composition))
    }

    /// Labels in a toolbar, as the configuration's platform and release draw them.
    public static func toolbarExample(for configuration: Configuration) -> ViewExample {
        let toolbar = toolbar(on: configuration.platform, release: configuration.release)
        return ViewExample(title: "In a toolbar", caption: toolbarCaption(on: configuration.platform, look: toolbar.look),
                           plan: toolbar.plan,
                           code: SwiftSource.toolbarScreen(title: toolbarTitle, items: toolbarItems.map { SwiftSource.label($0.title, symbol: $0.symbol) }))
    }

    /// The toolbar example's title and Labels.
    private static let toolbarTitle = "Forecast"
    private static let toolbarItems = [SampleContent.Item("Rain", symbol: "cloud.rain"), SampleContent.Item("Snow", symbol: "snowflake"),
                                       SampleContent.Item("Sun", symbol: "sun.max")]

    /// The sentence above the toolbar example.
    public static func toolbarCaption(on platform: Platform, look: String) -> LocalizedText {
        say("On \(platform.rawValue) a Label in a toolbar resolves to \(look).")
    }

    /// Labels in a toolbar on `platform` in `release`: what the automatic style gives there, in the release's era.
    public static func toolbar(on platform: Platform, release: OSVersion) -> (plan: WidgetPlan, look: String) {
        let automatic = StyleResolver.resolve(StyleCatalog.family(.label).automatic, platform: platform, release: release, placement: .toolbar)
        let look = automatic.resolved.name
        let composition = LabelComposer.compose([], automatic: automatic)
        let era = PlatformTheme.of(platform).era(at: release)
        return (Build.toolbar(title: toolbarTitle, spacing: 14, era: era, toolbarItems.map { LabelPlanner.plan($0, composition) }), look)
    }

    /// A Label whose icon is a composed view: initials in a coloured circle, beside a name and a role.
    public static let composedIcon: ViewExample = {
        let person = (name: "Grace Hopper", role: "Rear Admiral", initials: "GH")
        return ViewExample(
            title: "A composed icon",
            caption: "The icon is a view of its own: a filled circle with initials, next to a two-line title.",
            plan: Build.hstack(spacing: 12, [
                Build.text(person.initials, classes: ["avatar"], [.width: .int(44), .height: .int(44)]),
                Build.vstack(spacing: 2, [
                    Build.text(person.name, classes: ["heading"], [.halign: .alignment(.start)]),
                    Build.text(person.role, classes: ["dim-label", "caption"], [.halign: .alignment(.start)]),
                ]),
            ]),
            code: SwiftSource.blocks("Label", [
                (nil, [
                    SwiftSource.modified("Text(\(SwiftSource.literal(person.name)))", ".font(.headline)"),
                    SwiftSource.modified(SwiftSource.modified("Text(\(SwiftSource.literal(person.role)))", ".font(.caption)"),
                                         ".foregroundStyle(.secondary)"),
                ]),
                ("icon", [
                    SwiftSource.modified(SwiftSource.modified("Circle()", ".fill(.blue)"), ".frame(width: 44, height: 44)")
                        + "\n" + SwiftSource.indentUnit + ".overlay { Text(\(SwiftSource.literal(person.initials))).foregroundStyle(.white) }",
                ]),
            ]))
    }()
}
