/// Plans Picker examples: wheels, pop-up menus, segmented controls, radio
/// groups, inline lists, navigation rows, palettes and menu forms.
enum PickerPlanner {
    static func plan(_ context: PlanContext<PickerFamily>) -> FamilyPlan {
        let tinted = showsTintedPalettes(context)
        let choices = tinted ? SampleContent.tintedPalettes.map { SampleContent.Item($0.title, symbol: "") }
            : context.choices(sampleChoices(context))
        let titles = choices.map(\.title)
        // Each option's own tint: the tinted palettes' on a card, in a scene the `.tint(_:)` written on each choice.
        let tints: [NamedColor?] = tinted ? SampleContent.tintedPalettes.map(\.tint)
            : context.sceneNode?.children.filter { $0.labelTitle != nil }.map(\.ownTint) ?? []
        let label = context.title(sampleLabel(context))
        let selection = context.bind(PickerFamily.selection, .selection)
        let choiceItems: [MenuItemPlan] = choices.indices.map {
            .choice(choices[$0].title, binding: context.bind(PickerFamily.selection, .selects($0)))
        }
        let radios = choices.indices.map {
            WidgetPlan(.checkButton, [.label: .string(choices[$0].title)],
                       binding: context.bind(PickerFamily.selection, .selects($0)), accessibleName: choices[$0].title)
        }

        let look = context.look
        switch look {
        case .submenu:
            return FamilyPlan(menu: [.submenu(label, items: choiceItems)])
        case .inline where context.placement == .menu:
            return FamilyPlan(menu: [.section(label, items: choiceItems)])
        case .palette:
            // Only reached inside a menu: outside one, palette resolves to segmented.
            let effect = context.argument(as: PickerFamily.PaletteSelectionEffect.self) ?? .automatic
            let options: [MenuItemPlan] = choices.indices.map { index in
                .paletteOption(paletteOption(choices[index], effect: effect, tint: tints.indices.contains(index) ? tints[index] : nil,
                                             binding: context.bind(PickerFamily.selection, .selects(index))))
            }
            return FamilyPlan(menu: [.section(label, items: options, horizontal: true)],
                              approximation: "A GTK menu row of icons stands in for the palette.")
        case .wheel:
            let wheel = WidgetPlan(.wheel, [.items: .strings(titles), .visibleRows: .int(5), .width: .int(150)], classes: ["picker-wheel"],
                                   binding: selection, accessibleName: label)
            return FamilyPlan(context.titledWheel(wheel, label: label),
                              approximation: "GTK has no 3-D wheel: a scrolling column with a highlighted band stands in for it.")
        case .segmented, .tabs:
            // The Mac's tabs picker is a segmented control marked as tab navigation (pickerstyle/tabs).
            let segments = choices.indices.map {
                WidgetPlan(.toggleButton, [.label: .string(choices[$0].title)], classes: ["segment"],
                           binding: context.bind(PickerFamily.selection, .selects($0)), accessibleName: choices[$0].title)
            }
            let tabs = look == .tabs
            // The segments share the track equally; the track fills the row or fits its segments as the platform's does.
            let track: [PlanProperty: PlanValue] = [.orientation: .orientation(.horizontal), .spacing: .int(0), .homogeneous: .bool(true)]
            return FamilyPlan(WidgetPlan(.box, track.merging(SegmentedTrack.placement(on: context.platform)) { $1 },
                                         classes: ["linked", "segmented"], children: segments, accessibleName: label),
                              approximation: tabs || requestedLook(context) == .tabs
                                  ? "GTK names each segment a toggle button; VoiceOver announces the tabs style's options as tabs."
                                  : context.era == .liquidGlass
                                  ? "GTK cannot refract what lies behind a control: the glass thumb is drawn as a translucent capsule." : nil)
        case .radioGroup:
            return FamilyPlan(Build.hstack(spacing: 12, [
                Build.text(label, [.halign: .alignment(.end)]),
                Build.vstack(spacing: 4, classes: ["radio-group"], radios),
            ]))
        case .inline:
            let rows = choices.indices.map { index in
                WidgetPlan(.listRow, children: [Build.hstack([
                    Build.text(choices[index].title, [.hexpand: .bool(true), .halign: .alignment(.start)]),
                    checkmark(context.bind(PickerFamily.selection, .selects(index))),
                ])])
            }
            if context.platform == .macOS {
                // On the Mac the inline style is a group of radio buttons (Apple's Form page).
                return FamilyPlan(Build.vstack(spacing: 4, classes: ["radio-group"], [Build.text(label, classes: ["heading"])] + radios))
            }
            return FamilyPlan(Build.vstack([
                // Its header leads, as a list section's does (https://developer.apple.com/documentation/swiftui/pickerstyle/inline).
                Build.text(label, classes: ["list-header"], [.halign: .alignment(.start),
                                                             .uppercased: .bool(PlatformTheme.of(context.platform).setsSectionHeadersInCapitals(in: context.era))]),
                // On Apple TV each choice is a row platter of the list around it, not a row of a platter in the row's.
                WidgetPlan(.listBox, classes: ["boxed-list", "inline-picker"], children: rows, binding: selection, accessibleName: label)
                    .drawnAsRowPlatter(on: context.platform),
            ]))
        case .navigationLink, .navigationRow:
            // Apple Watch stacks the chosen option under the label on the row's platter, with no chevron, as its menu
            // picker does (https://developer.apple.com/design/human-interface-guidelines/pickers, watchOS); elsewhere
            // the value trails the label before the disclosure chevron.
            let stacked = PickerMenuButton.face(on: context.platform) == .stackedPlatter
            let row = stacked
                ? PickerMenuButton.stackedFace(label: label, titles: titles, selection: selection)
                : Build.hstack(spacing: 8, [
                    Build.text(label, [.hexpand: .bool(true), .halign: .alignment(.start)]),
                    Build.boundText(selection, [.items: .strings(titles)], classes: ["dim-label"]),
                    Build.disclosureIndicator().from(.system),
                ])
            let list = WidgetPlan(.listBox, classes: ["boxed-list"], children: choices.indices.map { index in
                WidgetPlan(.listRow, children: [Build.hstack([
                    Build.text(choices[index].title, [.hexpand: .bool(true), .halign: .alignment(.start)]),
                    checkmark(context.bind(PickerFamily.selection, .selects(index))),
                ])])
            }, binding: selection, accessibleName: label)
            return FamilyPlan(
                WidgetPlan(.popoverButton, [.hexpand: .bool(true)], classes: stacked ? ["navigation-row", "picker-platter"] : ["flat", "navigation-row"],
                           children: [list, row],
                           accessibleName: label).drawnAsRowPlatter(on: context.platform),
                approximation: "GTK has no navigation push here: the choices open in a popover instead of a pushed list.")
        case .menu, .popUpButtonPickerStyle:
            let button = PickerMenuButton.plan(on: context.platform, label: label, titles: titles, selection: selection, choices: choiceItems)
            let holdsLabel = PickerMenuButton.holdsLabel(on: context.platform)
            if context.placement == .form {
                // A form lays the row out: the label leading, the button its control; a platter row holds its label itself.
                return FamilyPlan(labelled: [LabelledRow(label: holdsLabel ? nil : label,
                                                         control: holdsLabel ? button.with(.halign, .alignment(.fill)) : button)])
            }
            // Outside a form the button stands alone where it shows the choice in the tint (iPhone, iPad, Vision Pro):
            // the label names it for VoiceOver, not on the screen ("The button itself indicates the selected option",
            // https://developer.apple.com/documentation/swiftui/pickerstyle/menu); the Mac's pop-up button keeps its
            // label beside it.
            if context.placement == .toolbar || holdsLabel || PickerMenuButton.face(on: context.platform) == .tintedText {
                return FamilyPlan(button)
            }
            return FamilyPlan(Build.hstack(spacing: 12, [
                Build.text(label, [.hexpand: .bool(context.platform != .macOS), .halign: .alignment(.start)]), button,
            ]))
        }
    }

    /// One option of the palette in `effect` (https://developer.apple.com/documentation/swiftui/paletteselectioneffect):
    /// `.automatic` marks the selected symbol in the tint; `.custom` marks nothing, the option's own symbol changing
    /// (the reference document's filled circle, dashed around while chosen); `.symbolVariant(_:)` draws the chosen
    /// symbol's variant (the document's flag, filled or slashed). A view file's own choices keep their symbols, filled where a filled variant is drawn.
    private static func paletteOption(
        _ choice: SampleContent.Item, effect: PickerFamily.PaletteSelectionEffect, tint: NamedColor?, binding: StateBinding
    ) -> PaletteOption {
        let icon = SymbolCatalog.iconName
        switch effect {
        case .automatic:
            return PaletteOption(choice.title, icon: choice.icon ?? SymbolCatalog.fallbackIcon, binding: binding, marksSelection: true, tint: tint)
        case .custom where tint != nil:
            return PaletteOption(choice.title, icon: icon("circle.fill"), selectedIcon: icon("circle.dashed.inset.filled"), binding: binding,
                                 marksSelection: false, tint: tint)
        case .custom:
            return PaletteOption(choice.title, icon: choice.icon ?? SymbolCatalog.fallbackIcon, binding: binding, marksSelection: false)
        case .symbolVariantFill, .symbolVariantSlash, .symbolVariantCircle, .symbolVariantSquare, .symbolVariantRectangle,
             .symbolVariantNone:
            // The document's flags on a card, a view file's own symbols in a scene. `.none` leaves the chosen symbol as
            // it is, so nothing marks it. Where the gallery has no drawing of the variant's symbol (flag.slash), the
            // system's highlight stands in for it: the gallery's approximation, not SwiftUI's look.
            let symbol = tint != nil ? "flag" : choice.symbol
            let base = tint != nil ? icon("flag") : choice.icon ?? SymbolCatalog.fallbackIcon
            let suffix = effect.symbolSuffix ?? ""
            let variant = !suffix.isEmpty && SymbolCatalog.symbols.contains(symbol + suffix) ? icon(symbol + suffix) : nil
            return PaletteOption(choice.title, icon: base, selectedIcon: variant, binding: binding,
                                 marksSelection: variant == nil && !suffix.isEmpty, tint: tint)
        }
    }

    /// Whether the card shows the tinted palettes of the reference document instead of the forecast: a card (a view
    /// file's picker keeps its own choices) of the palette style whose selection effect is not the system's.
    private static func showsTintedPalettes(_ context: PlanContext<PickerFamily>) -> Bool {
        guard context.sceneNode == nil, let effect = context.argument(as: PickerFamily.PaletteSelectionEffect.self) else { return false }
        return effect != .automatic
    }

    /// The card's choices: the reference document's reactions where a palette is drawn, in a menu (its "palette"
    /// section), its fruits on every other card ("pickerStyle(_:)"), a palette outside a menu among them, which is
    /// drawn as a segmented control.
    private static func sampleChoices(_ context: PlanContext<PickerFamily>) -> [SampleContent.Item] {
        context.look == .palette ? SampleContent.reactions : SampleContent.pickerChoices
    }

    /// The card's label: "选择", the palette card's "Palette", or the tinted palettes' "Palettes" (`.custom`) and
    /// "Flags" (a symbol variant), each as the reference document titles that picker.
    private static func sampleLabel(_ context: PlanContext<PickerFamily>) -> String {
        if showsTintedPalettes(context) {
            return context.argument(as: PickerFamily.PaletteSelectionEffect.self) == .custom
                ? SampleContent.tintedPaletteLabel : SampleContent.flagsLabel
        }
        return context.look == .palette ? SampleContent.paletteLabel : SampleContent.pickerLabel
    }

    /// `Picker("选择", selection: $selection) { Text("Apple").tag(0) … }` with the requested style, as the reference
    /// document writes it. The palette shows symbols, so its choices are the document's reaction Labels, tagged by
    /// `Reaction`. A palette with its own selection effect shows tinted palettes: filled circles, the chosen one
    /// drawn by the option itself (`.custom`), or flags that the effect fills (`.symbolVariant(.fill)`), as the
    /// document writes them.
    static func code(_ context: PlanContext<PickerFamily>) -> String {
        let label = SwiftSource.literal(sampleLabel(context))
        if showsTintedPalettes(context) {
            let custom = context.argument(as: PickerFamily.PaletteSelectionEffect.self) == .custom
            let options = SampleContent.tintedPalettes.map { palette in
                let name = SampleContent.actionName(palette.title)
                let symbol = custom ? "selection == .\(name) ? \"circle.dashed.inset.filled\" : \"circle.fill\"" : "\"flag\""
                return [".tint(.\(palette.tint.rawValue))", ".tag(Palette.\(name))"]
                    .reduce("Label(\(SwiftSource.literal(palette.title)), systemImage: \(symbol))", SwiftSource.modified)
            }
            return context.styled(SwiftSource.block("Picker(\(label), selection: $selection)", options))
        }
        if context.look == .palette {
            let options = zip(SampleContent.reactions, SampleContent.reactionTags).map { reaction, tag in
                SwiftSource.modified(SwiftSource.label(reaction.title, symbol: reaction.symbol), ".tag(Reaction.\(tag))")
            }
            return context.styled(SwiftSource.block("Picker(\(label), selection: $selection)", options))
        }
        let choices = SampleContent.pickerChoices.enumerated().map { index, choice in
            "Text(\(SwiftSource.literal(choice.title))).tag(\(index))"
        }
        return context.styled(SwiftSource.block("Picker(\(label), selection: $selection)", choices))
    }

    /// The look the card asked for by name, or nil for `automatic`.
    private static func requestedLook(_ context: PlanContext<PickerFamily>) -> PickerFamily.Look? {
        PickerFamily.Look(rawValue: context.style.name)
    }

    /// The checkmark the platform draws beside the chosen row of a list of choices.
    private static func checkmark(_ binding: StateBinding) -> WidgetPlan {
        WidgetPlan(.image, [.iconName: .string("object-select-symbolic")], classes: ["selection-check"], binding: binding, origin: .system)
    }
}
