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
        /// Whether the stack is composed at an accessibility text size.
        public let accessibilitySize: Bool
        /// The document's point, in one sentence.
        public let caption: String

        /// The text size the editor takes when this stack is loaded into it.
        public var contentSize: ContentSize {
            accessibilitySize ? .accessibilityLarge : .large
        }
    }

    /// The document's stacks, in its order.
    public static let documentStacks: [DocumentStack] = [
        DocumentStack(title: "Built-ins are exclusive", stack: [.iconOnly, .titleOnly, .automatic], accessibilitySize: false,
                      caption: "Only the built-in style nearest the Label applies."),
        DocumentStack(title: "A custom style on top", stack: [.shadow, .iconOnly], accessibilitySize: false,
                      caption: "ShadowLabelStyle draws its shadow over what iconOnly gives."),
        DocumentStack(title: "Erased by a nearer built-in", stack: [.iconOnly, .shadow], accessibilitySize: false,
                      caption: "iconOnly is nearer, erases everything farther away: no shadow."),
        DocumentStack(title: "A custom eraser", stack: [.shadowErase, .titleOnly, .iconOnly], accessibilitySize: false,
                      caption: "ShadowEraseLabelStyle applies DefaultLabelStyle itself, so titleOnly and iconOnly never apply."),
        DocumentStack(title: "Rebuilding the Label keeps visibility", stack: [.shadowTry, .iconOnly], accessibilitySize: false,
                      caption: "The parts keep the visibility the whole stack gives them: still only the icon."),
        DocumentStack(title: "Swapping the parts", stack: [.swap, .iconOnly], accessibilitySize: false,
                      caption: "The title stays hidden even in the icon's slot; people still see the original icon."),
        DocumentStack(title: "Not a Label", stack: [.hStack], accessibilitySize: false,
                      caption: "HStackLabelStyle lays the parts out with a spacer between them."),
        DocumentStack(title: "Styles after a non-Label are ignored", stack: [.hStack, .shadow, .iconOnly], accessibilitySize: false,
                      caption: "The HStack is not a Label, so the farther shadow and iconOnly do nothing."),
        DocumentStack(title: "Apply them before the HStack", stack: [.shadow, .iconOnly, .hStack], accessibilitySize: false,
                      caption: "Nearer than the HStack, shadow and iconOnly work."),
        DocumentStack(title: "Accessible at a large text size", stack: [.accessible], accessibilitySize: true,
                      caption: "At an accessibility size AccessibleLabelStyle hides the icon."),
        DocumentStack(title: "A red border", stack: [.redBordered], accessibilitySize: false,
                      caption: "RedBorderedLabelStyle frames the default label."),
        DocumentStack(title: "A label that is a card", stack: [.myLabelStyle], accessibilitySize: false,
                      caption: "MyLabelStyle draws a green card with the icon above the bold title."),
    ]

    /// How `stack` composes for a Label in the standard placement of `platform`.
    public static func compose(_ stack: [LabelStyleKind], on platform: Platform, accessibilitySize: Bool) -> LabelComposition {
        let automatic = StyleResolver.resolve(StyleCatalog.family(.label).automatic, platform: platform).resolved.name
        return LabelComposer.compose(stack, automaticLook: automatic, accessibilitySize: accessibilitySize)
    }

    /// The widgets of a Label showing the sample with `composition`.
    public static func plan(_ composition: LabelComposition) -> WidgetPlan {
        LabelPlanner.plan(SampleContent.label, composition)
    }

    /// The modifier that applies `style`: `.labelStyle(.iconOnly)`, `.labelStyle(ShadowLabelStyle())`.
    public static func modifier(_ style: LabelStyleKind) -> String {
        ".labelStyle(\(style.isBuiltIn ? "." + style.rawValue : style.rawValue + "()"))"
    }

    /// The SwiftUI code of the sample Label with `stack` applied.
    public static func code(_ stack: [LabelStyleKind]) -> String {
        let item = SampleContent.label
        return "Label(\"\(item.title)\", systemImage: \"\(item.symbol)\")" + stack.map { "\n    " + modifier($0) }.joined()
    }

    /// One sentence on what a composition shows: "Shows icon then title; shadow."
    public static func describe(_ composition: LabelComposition) -> String {
        let parts = composition.visibleParts.map(\.rawValue).joined(separator: " then ")
        let effects = composition.effects.isEmpty ? "no effects" : composition.effects.joined(separator: ", ")
        return "Shows \(parts.isEmpty ? "nothing" : parts); \(effects)."
    }

    /// The sentence above the toolbar example.
    public static func toolbarCaption(on platform: Platform, look: String) -> String {
        "On \(platform.rawValue) a Label in a toolbar resolves to \(look)."
    }

    /// Labels in a toolbar on `platform`: what the automatic style gives there.
    public static func toolbar(on platform: Platform) -> (plan: WidgetPlan, look: String) {
        let look = StyleResolver.resolve(StyleCatalog.family(.label).automatic, platform: platform, placement: .toolbar).resolved.name
        let items = [SampleContent.Item("Rain", symbol: "cloud.rain"), SampleContent.Item("Snow", symbol: "snowflake"),
                     SampleContent.Item("Sun", symbol: "sun.max")]
        let composition = LabelComposer.compose([], automaticLook: look)
        let labels = items.map { LabelPlanner.plan($0, composition) }
        let plan = Build.hstack(spacing: 14, classes: ["toolbar", "placement-toolbar"], [Build.text("Forecast", classes: ["toolbar-title"]), Build.spacer()] + labels)
        return (plan, look)
    }

    /// A Label whose icon is a composed view: initials in a coloured circle, beside a name and a role.
    public static let composedIcon = ViewExample(
        title: "A composed icon",
        caption: "The icon is a view of its own: a filled circle with initials, next to a two-line title.",
        plan: Build.hstack(spacing: 12, [
            Build.text("GH", classes: ["avatar"], [.width: .int(44), .height: .int(44)]),
            Build.vstack(spacing: 2, [
                Build.text("Grace Hopper", classes: ["heading"], [.halign: .string("start")]),
                Build.text("Rear Admiral", classes: ["dim-label", "caption"], [.halign: .string("start")]),
            ]),
        ]),
        code: """
            Label {
                Text(person.fullName)
                    .font(.body)
                Text(person.role)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            } icon: {
                Circle()
                    .fill(person.tint)
                    .frame(width: 44, height: 44)
                    .overlay(Text(person.initials).foregroundStyle(.white))
            }
            """)
}
