import Testing
@testable import GalleryModel

/// An Apple TV list's rows are platters; a control that is its row (a toggle, a text field, a picker's row) is that
/// platter, not one inside another.
@Suite("List row platters")
struct ListRowPlatterTests {
    private func rows(on platform: Platform) throws -> [WidgetPlan] {
        let widget = try Planner.plan(StyleResolver.resolve(.list, style: "automatic", platform: platform)).widget
        return widget.allPlans.filter { $0.kind == .listRow }
    }

    /// The rows of the Form card's grouped form on `platform`: its sections' panels' rows, not a picker's choices.
    private func formRows(on platform: Platform) throws -> [WidgetPlan] {
        let widget = try Planner.plan(StyleResolver.resolve(.form, style: "automatic", platform: platform)).widget
        return widget.allPlans.filter { $0.kind == .listBox && $0.cssClasses.contains("list-style") }.flatMap(\.children)
    }

    /// How many platters `row` draws: its own, unless it holds a row platter, and each row platter inside it.
    private func platters(in row: WidgetPlan) -> Int {
        let inner = row.allPlans.filter { $0.cssClasses.contains(WidgetPlan.rowPlatterClass) }.count
        return inner + (row.cssClasses.contains(WidgetPlan.holdsRowPlatterClass) ? 0 : 1)
    }

    @Test("On Apple TV the toggle's row draws no platter around the toggle; the other rows keep theirs")
    func tvToggleRow() throws {
        let rows = try rows(on: .tvOS)
        let toggleRows = rows.filter { $0.allPlans.contains { $0.kind == .toggleButton } }
        #expect(!toggleRows.isEmpty, "the list's sample has no toggle")
        for row in toggleRows { #expect(row.cssClasses.contains(WidgetPlan.holdsRowPlatterClass)) }
        for row in rows where !toggleRows.contains(row) { #expect(!row.cssClasses.contains(WidgetPlan.holdsRowPlatterClass)) }
    }

    @Test("On Apple TV each row of a form is one platter: the text field's, the toggle's and the picker's rows are the control")
    func tvFormRows() throws {
        let rows = try formRows(on: .tvOS)
        #expect(rows.count == 4, "the form's sample has a field, a value, a toggle and a picker")
        for row in rows { #expect(platters(in: row) == 1, "\(row.allPlans.map(\.kind))") }
        for kind in [WidgetKind.entry, .toggleButton, .popoverButton] {
            let row = rows.first { $0.allPlans.contains { $0.kind == kind } }
            #expect(row?.cssClasses.contains(WidgetPlan.holdsRowPlatterClass) == true, "\(kind)")
            #expect(row?.allPlans.first { $0.kind == kind }?.cssClasses.contains(WidgetPlan.rowPlatterClass) == true, "\(kind)")
        }
    }

    @Test("On Apple TV a menu picker in a form is its row's platter too")
    func tvMenuPickerRow() throws {
        let widget = try Planner.plan(StyleResolver.resolve(.picker, style: "menu", platform: .tvOS, placement: .form)).widget
        let button = try #require(widget.first(.menuButton))
        #expect(button.cssClasses.contains(WidgetPlan.rowPlatterClass))
        #expect(WidgetPlan.listRow(holding: widget).cssClasses.contains(WidgetPlan.holdsRowPlatterClass))
    }

    @Test("On Apple TV an inline picker's choices are the form's row platters, each waiting on the grey one",
          arguments: ColorScheme.allCases)
    func tvInlinePicker(scheme: ColorScheme) throws {
        let widget = try Planner.plan(StyleResolver.resolve(.picker, style: "inline", platform: .tvOS, placement: .form)).widget
        let choices = try #require(widget.allPlans.first { $0.kind == .listBox && $0.cssClasses.contains("inline-picker") })
        #expect(choices.cssClasses.contains(WidgetPlan.rowPlatterClass))
        #expect(WidgetPlan.listRow(holding: widget).cssClasses.contains(WidgetPlan.holdsRowPlatterClass))
        let theme = PlatformTheme.of(.tvOS)
        let scope = ".stage.\(theme.cssClass).\(DesignEra.liquidGlass.cssClass).scheme-\(scheme.rawValue)"
        #expect(theme.containerRules.split(separator: "\n").contains {
            $0.contains("\(scope) list.boxed-list.\(WidgetPlan.rowPlatterClass) > row {")
                && $0.contains("background-color: \(theme.palette(scheme).unfocusedPlatter)")
        })
    }

    @Test("Elsewhere no row is marked: the toggle is a switch inside the row, the field and picker sit in it")
    func otherPlatforms() throws {
        for platform in Platform.allCases where platform != .tvOS {
            #expect(try rows(on: platform).allSatisfy { !$0.cssClasses.contains(WidgetPlan.holdsRowPlatterClass) }, "\(platform)")
            #expect(try formRows(on: platform).allSatisfy { !$0.cssClasses.contains(WidgetPlan.holdsRowPlatterClass) }, "\(platform)")
        }
    }

    @Test("Apple TV's rows wait on the grey platter and only the focused one lifts onto the light one; row platters likewise",
          arguments: ColorScheme.allCases)
    func tvRowColours(scheme: ColorScheme) {
        let theme = PlatformTheme.of(.tvOS), palette = theme.palette(scheme)
        let scope = ".stage.\(theme.cssClass).\(DesignEra.liquidGlass.cssClass).scheme-\(scheme.rawValue)"
        let lines = theme.containerRules.split(separator: "\n").map(String.init)
        func rule(_ selector: String) -> (index: Int, text: String)? {
            guard let index = lines.firstIndex(where: { $0.contains("\(scope) \(selector)") }) else { return nil }
            let end = lines[index...].firstIndex { $0.contains("}") } ?? index
            return (index, lines[index...end].joined(separator: " "))
        }
        let resting = rule("list.list-style.list-platters > row:not(.\(WidgetPlan.holdsRowPlatterClass))")
        let focused = rule("list.list-style.list-platters > row:focus")
        #expect(resting?.text.contains("background-color: \(palette.unfocusedPlatter)") == true)
        #expect(focused?.text.contains("background-color: \(palette.focusPlatter)") == true)
        // A focused row's rule is as specific as a resting one's, so it comes after it.
        #expect((resting?.index ?? .max) < (focused?.index ?? .min))
        #expect(palette.unfocusedPlatter != palette.focusPlatter)
        for platter in PlatformTheme.tvRowPlatters {
            #expect(rule(platter)?.text.contains("background-color: \(palette.unfocusedPlatter)") == true, "\(platter)")
        }
        #expect(theme.containerRules.contains("\(scope) list.list-style.list-platters > row:not(.\(WidgetPlan.holdsRowPlatterClass)) .dim-label"))
    }
}
