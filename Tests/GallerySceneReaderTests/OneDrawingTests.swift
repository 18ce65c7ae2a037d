import GalleryModel
import Testing
@testable import GallerySceneReader

/// The three places where a card and a scene used to draw the same view differently, each now drawn one way: a
/// GroupBox's title, a control in a Form, and which views hold others. (``CardSceneDrawingTests`` holds every card to
/// the scene of its code; these say what a person sees.)
@Suite("One drawing for a card and a scene")
struct OneDrawingTests {
    /// The plan of the one view `body` declares, read as a file's view and drawn on `platform`.
    static func scene(_ body: String, on platform: Platform) throws -> WidgetPlan {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Sample: View {
                @State private var on = true
                var body: some View {
                    \(body)
                }
            }
            """)
        return ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
    }

    /// The classes of the label showing `title` in `plan`.
    static func titleClasses(_ title: String, in plan: WidgetPlan) throws -> [String] {
        try #require(plan.allPlans.first { $0.kind == .label && $0.string(.text) == title }, "no \(title)").cssClasses
    }

    @Test("A GroupBox's title has the same weight on its card and in a scene: a headline inside the box, regular above the Mac's",
          arguments: [(Platform.iOS, true), (.macOS, false), (.visionOS, true)])
    func groupBoxTitle(platform: Platform, bold: Bool) throws {
        let scene = try Self.scene(#"GroupBox("Mail") { Text("Inside") }"#, on: platform)
        #expect(try Self.titleClasses("Mail", in: scene).contains("heading") == bold)
        let card = try Planner.plan(StyleResolver.resolve(.groupBox, platform: platform)).widget
        #expect(try Self.titleClasses(SampleContent.groupBox.label.title, in: card).contains("heading") == bold)
    }

    @Test("The Mac shows a Slider's and a DatePicker's label in the columns Form's label column, and a Slider's before its track outside a form; iPhone only names the slider by it")
    func macLabels() throws {
        let written = #"Slider(value: .constant(0.5)) { Text("Brightness") }; DatePicker("Alarm", selection: .constant(Date()), displayedComponents: .hourAndMinute)"#
        let form = try Self.scene("Form { \(written) }", on: .macOS)
        let labels = try #require(form.allPlans.first { $0.cssClasses.contains("form-columns") }?.children.first?.children)
        #expect(labels.compactMap { $0.string(.text) } == ["Brightness", "Alarm"])
        let bare = try Self.scene(#"VStack { Slider(value: .constant(0.5)) { Text("Brightness") } }"#, on: .macOS)
        #expect(bare.allPlans.contains { $0.kind == .label && $0.string(.text) == "Brightness" })
        let phone = try Self.scene(#"VStack { Slider(value: .constant(0.5)) { Text("Brightness") } }"#, on: .iOS)
        #expect(!phone.allPlans.contains { $0.kind == .label && $0.string(.text) == "Brightness" })
        #expect(phone.allPlans.contains { $0.kind == .slider && $0.accessibleName == "Brightness" })
    }

    @Test("The Mac's columns Form keeps a section's footer, in small secondary text under the section's controls")
    func columnsFooter() throws {
        let form = try Self.scene(#"Form { Section { Toggle("Wi-Fi", isOn: $on) } footer: { Text("Joins known networks.") } }"#, on: .macOS)
        let columns = try #require(form.allPlans.first { $0.cssClasses.contains("form-columns") })
        let controls = try #require(columns.children.last?.children)
        #expect(controls.last?.string(.text) == "Joins known networks." && controls.last?.cssClasses.contains("list-footer") == true)
        #expect(columns.children.first?.children.count == controls.count, "the label column keeps an empty row beside it")
    }

    @Test("In the Mac's columns Form a Slider runs to the column's end, a Toggle stays at its start")
    func flexibleControlsFillTheMacColumn() throws {
        let scene = try Self.scene(#"Form { Slider(value: .constant(0.5)); Toggle("Wi-Fi", isOn: $on) }"#, on: .macOS)
        let controls = try #require(scene.allPlans.first { $0.cssClasses.contains("form-columns") }?.children.last?.children)
        #expect(controls.map { $0.alignment(.halign) } == [.fill, .start])
    }

    @Test("A control in a Form is drawn as the Form draws its rows on the card of the form placement and in a scene's Form",
          arguments: [(Platform.macOS, "form-columns"), (.watchOS, "list-platters"), (.iOS, "list-insetGrouped")])
    func controlInAForm(platform: Platform, marker: String) throws {
        let scene = try Self.scene(#"Form { Toggle("Wi-Fi", isOn: $on) }"#, on: platform)
        #expect(scene.allPlans.contains { $0.cssClasses.contains(marker) }, "the scene's Form on \(platform)")
        let card = try Planner.plan(StyleResolver.resolve(.toggle, platform: platform, placement: .form)).widget
        #expect(card.allPlans.contains { $0.cssClasses.contains(marker) }, "the toggle's card in a form on \(platform)")
        // The Toggle is one row of the form in both, drawn the same way.
        let sceneToggle = scene.allPlans.first { $0.kind == .switchControl || $0.kind == .checkButton }
        let cardToggle = card.allPlans.first { $0.kind == .switchControl || $0.kind == .checkButton }
        #expect(sceneToggle?.kind == cardToggle?.kind)
    }

    @Test("Every family whose view holds views is written with its closure, read back as itself, and draws what it holds")
    func oneContainerList() throws {
        for family in StyleFamily.allCases where family.hasOwnView {
            let empty = SceneNode(.styled(family))
            let holding = SceneNode(.styled(family), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Inside"))])])
            let plan = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "One", roots: [holding]), in: Context(platform: .iOS))).drawn
            let drawsInside = plan.allPlans.contains { $0.string(.text) == "Inside" } || plan.allPlans.contains { $0.menu != nil }
            if empty.holdsContent {
                // Written `Form {}` when empty, as Swift requires, and read back as the same view.
                let code = SceneSource.view(empty)
                #expect(code.hasSuffix("{}"), "\(family): \(code)")
                let read = try ReaderSupport.scene("import SwiftUI\nstruct V: View { var body: some View { \(code) } }")
                #expect(read.roots.first?.kind == .styled(family), "\(family): \(code)")
                // A Table's closure holds its columns, which scenes do not hold yet.
                #expect(drawsInside || family == .table, "\(family) holds views but draws none of them")
            }
        }
    }
}
