/// Plans Label examples from the label-style composition rules, so built-in
/// and custom styles are drawn by the same computation as the stack editor.
enum LabelPlanner {
    static func plan(_ context: PlanContext<LabelFamily>) -> FamilyPlan {
        // A card shows one style, so its stack is that style alone (automatic when it is the built-in look).
        let kind = LabelStyleKind(context.style) ?? .automatic
        let item = context.item(sample(for: kind))
        let stack: [LabelStyleKind] = kind == .automatic ? [] : [kind]
        let automaticLook = context.automatic(LabelFamily.self)
        let composition = LabelComposer.compose(stack, automaticLook: automaticLook,
                                                accessibilitySize: context.resolution.context.contentSize.isAccessibilityCategory)

        if context.placement == .menu {
            let showsTitle = composition.visibleParts.contains(.title)
            let showsIcon = composition.visibleParts.contains(.icon)
            return FamilyPlan(menu: [
                showsTitle
                    ? .action(item.title, icon: showsIcon ? item.icon : nil)
                    : .section(nil, items: [.action(item.title, icon: item.icon)], horizontal: true),
            ])
        }
        return FamilyPlan(plan(item, composition), approximation: approximation(of: composition))
    }

    /// `Label("Lightning", systemImage: "bolt.fill")` with the requested style (`Label("Title", systemImage:
    /// "moon.circle.fill")` for a style of the label-style composition article).
    static func code(_ context: PlanContext<LabelFamily>) -> String {
        let item = sample(for: LabelStyleKind(context.style) ?? .automatic)
        return context.styled(SwiftSource.label(item.title, symbol: item.symbol))
    }

    /// The Label a card of `kind` shows: the composition article's for the styles it defines, else the one
    /// reference/view-styles.zh.md writes.
    static func sample(for kind: LabelStyleKind) -> SampleContent.Item {
        compositionStyles.contains(kind) ? SampleContent.compositionLabel : SampleContent.label
    }

    /// The styles reference/label-style-composition.zh.md defines.
    static let compositionStyles: Set<LabelStyleKind> = [.shadow, .shadowErase, .shadowTry, .swap, .hStack, .accessible]

    /// What GTK can only approximate in `composition`, if anything.
    static func approximation(of composition: LabelComposition) -> String? {
        composition.effects.contains("shadow") ? "The drop shadow is a GTK CSS box shadow, softer than SwiftUI's." : nil
    }

    /// Effects drawn by something other than an `effect-` class: MyLabelStyle's green card is its layout
    /// (`label-card`), its bold title the title's `bold`.
    private static let effectsDrawnApart: Set<String> = ["greenCard", "boldTitle"]

    /// The widgets for a composed Label showing `item`.
    static func plan(_ item: SampleContent.Item, _ composition: LabelComposition) -> WidgetPlan {
        let parts = composition.visibleParts.map { part -> WidgetPlan in
            switch part {
            case .icon:
                Build.icon(item.symbol, size: composition.layout == .card ? 32 : nil)
            case .title:
                Build.text(item.title, classes: composition.effects.contains("boldTitle") ? ["bold"] : [])
            }
        }
        let classes = composition.effects.filter { !effectsDrawnApart.contains($0) }.map { "effect-\($0)" }
        switch composition.layout {
        case .card:
            return Build.vstack(spacing: 6, classes: ["label-card"] + classes, parts)
        case .spacedRow:
            let spaced = parts.count == 2 ? [parts[0], Build.spacer(), parts[1]] : parts
            return WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(6), .hexpand: .bool(true),
                                    .halign: .alignment(.fill)],
                              classes: classes, children: spaced, accessibleName: item.title)
        case .label:
            return WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(6), .halign: .alignment(.start)],
                              classes: classes, children: parts, accessibleName: item.title)
        }
    }
}
