import GalleryModel
import Testing

/// The Form family's plans: the columns style's two aligned columns and the grouped style's panels,
/// checked without a display.
@Suite("Form plans")
struct FormPlanTests {
    private func plan(_ style: String, on platform: Platform) throws -> WidgetPlan {
        try Planner.plan(StyleResolver.resolve(.form, style: style, platform: platform)).widget
    }

    @Test("Columns: labels trailing-aligned in one column, controls leading-aligned in the other, row for row",
          arguments: [Platform.macOS, .iOS])
    func columns(platform: Platform) throws {
        let form = try #require(try plan("columns", on: platform).allPlans.first { $0.cssClasses.contains("form-columns") })
        #expect(form.children.count == 2)
        let (labels, controls) = (form.children[0], form.children[1])
        // Paired rows keep each label level with its control, each row as tall as what it holds.
        #expect(form.bool(.pairsRows) == true && labels.bool(.homogeneous) != true && controls.bool(.homogeneous) != true)
        #expect(labels.children.count == controls.children.count)
        let name = try #require(labels.children.firstIndex { $0.string(.text) == "Name" })
        #expect(labels.children[name].alignment(.halign) == .end)
        #expect(controls.children[name].kind == .entry)
        #expect(controls.children[name].string(.placeholder) == "Required")
        let sound = try #require(labels.children.firstIndex { $0.string(.text) == "Sound" })
        #expect(controls.children[sound].kind == .menuButton)
        #expect(controls.children[sound].alignment(.halign) == .start)
    }

    @Test("A Mac check box keeps its title in the value column of columns and ends its row in a grouped form")
    func macCheckBox() throws {
        let columns = try #require(try plan("columns", on: .macOS).first(.checkButton))
        #expect(columns.string(.label) == "Show Previews")
        let grouped = try #require(try plan("grouped", on: .macOS).first(.checkButton))
        #expect(grouped.string(.label) == nil && grouped.accessibleName == "Show Previews")
        #expect(grouped.alignment(.halign) == .end)
    }

    @Test("Grouped: a panel of rows per section under its header, capitals outside the Mac but on iPhone and iPad from the 26 releases",
          arguments: [(Platform.iOS, "list-insetGrouped"), (.macOS, "list-insetGrouped"), (.tvOS, "list-grouped"),
                      (.watchOS, "list-platters")])
    func grouped(platform: Platform, panel: String) throws {
        let form = try plan("grouped", on: platform)
        let panels = form.allPlans.filter { $0.kind == .listBox && $0.cssClasses.contains(panel) }
        #expect(panels.map(\.accessibleName) == ["Profile", "Notifications"])
        #expect(panels.allSatisfy { $0.children.count == 2 && $0.children.allSatisfy { $0.kind == .listRow } })
        let header = try #require(form.allPlans.first { $0.string(.text) == "Profile" })
        #expect(header.bool(.uppercased) == ![.macOS, .iOS].contains(platform), "the newest release")
        let classic = try #require(platform.releases.first { PlatformTheme.of(platform).era(at: $0) == .classic })
        let older = Planner.plan(try StyleResolver.resolve(.form, style: "grouped", platform: platform, release: classic)).widget
        let olderHeader = try #require(older.allPlans.first { $0.string(.text) == "Profile" })
        #expect(olderHeader.bool(.uppercased) == (platform != .macOS), "\(classic), before Liquid Glass")
    }

    @Test("A grouped section's footer is small secondary text under its panel, with or without a header")
    func groupedFooter() throws {
        let text = { (words: String) in SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }
        let section = { (header: String?) in
            SceneNode(.layout(.section), children: [text("Export my data")],
                      slots: (header.map { [SceneSlot(label: "header", children: [text($0)])] } ?? [])
                          + [SceneSlot(label: "footer", children: [text("None of these work yet")])])
        }
        let form = SceneNode(.styled(.form), children: [section("App data"), section(nil)])
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Settings", roots: [form]), in: Context(platform: .iOS))).drawn
        let footers = widget.allPlans.filter { $0.string(.text) == "None of these work yet" }
        #expect(footers.count == 2 && footers.allSatisfy { $0.cssClasses.contains("list-footer") })
        // Under the panel, in the section's column.
        let column = try #require(widget.allPlans.first { $0.children.contains { $0.kind == .listBox } && $0.children.contains { $0.string(.text) == "None of these work yet" } })
        #expect(column.children.last?.string(.text) == "None of these work yet")
    }

    @Test("Section headers and footers of a Form and a List wrap to the screen's width, rather than widening the iPhone to their length", arguments: [StyleFamily.form, .list])
    func headersAndFootersWrap(family: StyleFamily) throws {
        let long = "Changes apply to all your devices signed in with the same account, now and later."
        let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Row"))])
        let section = SceneNode(.layout(.section), children: [text], slots: [
            SceneSlot(label: "header", children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Header: " + long))])]),
            SceneSlot(label: "footer", children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(long))])]),
        ])
        for platform in Platform.allCases {
            let root = SceneNode(.styled(family), children: [section])
            let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "S", roots: [root]), in: Context(platform: platform))).drawn
            let words = widget.allPlans.filter { $0.string(.text).map { $0.hasSuffix("now and later.") } == true }
            #expect(words.count == 2 && words.allSatisfy { $0.bool(.wraps) == true }, "\(family) on \(platform)")
        }
    }

    @Test("Automatic is columns on the Mac and grouped elsewhere")
    func automatic() throws {
        #expect(try plan("automatic", on: .macOS).allPlans.contains { $0.cssClasses.contains("form-columns") })
        for platform in Platform.allCases where platform != .macOS {
            #expect(try !plan("automatic", on: platform).allPlans.contains { $0.cssClasses.contains("form-columns") }, "\(platform)")
        }
    }
}
