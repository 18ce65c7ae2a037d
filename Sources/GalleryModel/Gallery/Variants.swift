/// The variants view: one stage per platform, side by side, for each value of
/// a second axis (the colour scheme or the Dynamic Type size). Every stage is
/// the configuration's context moved to its platform (in the release of the
/// same year) and given its row's value, so the placement and release chosen in
/// the header apply to the whole grid.
public enum Variants {
    /// The second axis of the grid.
    public enum Axis: String, CaseIterable, Sendable, NamedValue {
        /// Light and dark.
        case colorScheme
        /// The seven standard text sizes and the five accessibility sizes.
        case contentSize

        public static let kindName: LocalizedText = say("variant axis")
        public static let kindPluralName: LocalizedText = say("variant axes")

        /// How the view names the axis.
        public var title: String {
            switch self {
            case .colorScheme: "Colour scheme"
            case .contentSize: "Dynamic Type size"
            }
        }
    }

    /// One row of stages: a value of the axis, and a context per platform.
    public struct Row: Sendable, Equatable {
        /// "Dark", "accessibilityLarge".
        public let title: String
        /// One context per platform, in `Platform.allCases` order.
        public let contexts: [Context]
    }

    /// The rows of `axis` around `base`: one per value, each with a context per platform.
    public static func rows(_ axis: Axis, around base: Context) -> [Row] {
        switch axis {
        case .colorScheme:
            ColorScheme.allCases.map { scheme in
                row(scheme.rawValue.capitalized, base) { $0.colorScheme = scheme }
            }
        case .contentSize:
            ContentSize.allCases.map { size in
                row(size.rawValue, base) { $0.contentSize = size }
            }
        }
    }

    private static func row(_ title: String, _ base: Context, _ change: (inout Context) -> Void) -> Row {
        Row(title: title, contexts: Platform.allCases.map { platform in
            var context = base.on(platform)
            change(&context)
            return context
        })
    }

    /// One style's part of the grid: a row of cards (one per platform) for each value of the axis.
    public struct Section: Sendable {
        /// The style the cards show.
        public let style: StyleDescriptor
        /// The rows, in the axis's order.
        public let rows: [(title: String, cards: [StyleCard])]
    }

    /// The cards of `styles` for every row of `axis`, all with the configuration's choices, parameters and example state.
    public static func sections(of styles: [StyleDescriptor], axis: Axis, in configuration: Configuration) -> [Section] {
        let rows = rows(axis, around: configuration.context)
        return styles.map { style in
            Section(style: style, rows: rows.map { row in
                (row.title, row.contexts.map { StyleCard.card(for: style, in: configuration, context: $0) })
            })
        }
    }

    /// What the Label and Button pages show on each stage: the configuration's label stack, composed in
    /// `context`; every built-in button style with the configuration's parameters, as `context` draws it.
    /// The Text page draws ``textSample(of:in:)`` instead; family pages draw ``sections(of:axis:in:)``.
    public static func viewExample(for page: GalleryPage, in configuration: Configuration, context: Context) -> ViewExample? {
        let moved = configuration.with(context)
        switch page {
        case .label:
            let composition = LabelViewContent.compose(moved.labelStack, on: context.platform, in: context.placement,
                                                       accessibilitySize: context.contentSize.isAccessibilityCategory)
            return ViewExample(title: "Your label stack", caption: LabelViewContent.describe(composition),
                               plan: LabelViewContent.plan(composition), code: LabelViewContent.code(moved.labelStack),
                               approximation: LabelViewContent.approximation(of: composition))
        case .button:
            let rows = ButtonViewContent.rolesGrid(for: moved).map { row in
                Build.hstack(spacing: 8, [Build.text(row.title, classes: ["caption-heading"], [.width: .int(150)])] + row.buttons)
            }
            let buttons = ButtonRole.allCases.map { role in
                "Button(\(SwiftSource.literal(role.sampleTitle))\(role == .none ? "" : ", role: .\(role.rawValue)")) {}"
            }
            let code = StyleCatalog.family(.button).builtInStyles.map { style in
                style.modifiers(choosing: moved.argument(for: style)).reduce(SwiftSource.block("HStack", buttons), SwiftSource.modified)
            }
            return ViewExample(title: "Every built-in style with every role", caption: ButtonViewContent.gridCaption(on: context.platform),
                               plan: Build.vstack(spacing: 6, rows), code: SwiftSource.block("VStack", code))
        case .text, .family:
            return nil
        }
    }

    /// The Text page's sample as `context` draws it.
    public static func textSample(of configuration: Configuration, in context: Context) -> RenderedText {
        TextRenderer.render(configuration.text, on: context.platform, contentSize: context.contentSize)
    }

    /// The line under a stage: its platform and release, and what the style became there.
    public static func caption(_ card: StyleCard) -> String {
        let context = card.resolution.context
        let look = card.headline.map { " " + $0 } ?? ""
        return "\(context.platform.rawValue) \(context.release)\(look)"
    }

    /// The note a stage of the Mac carries on the Dynamic Type axis: the Mac has no Dynamic Type.
    public static func note(for context: Context, axis: Axis) -> LocalizedText? {
        guard axis == .contentSize, !PlatformTheme.of(context.platform).supportsDynamicType else { return nil }
        return say("macOS has no Dynamic Type: text keeps its size.")
    }
}
