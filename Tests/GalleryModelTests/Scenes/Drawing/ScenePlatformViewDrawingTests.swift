@testable import GalleryModel
import Testing

/// A view UIKit or AppKit draws is drawn as a box naming the class SwiftUI hosts there, filling the room it is given,
/// never as the placeholder of a view the gallery does not know; where its framework does not exist it says the code
/// does not build there.
@Suite("Scene platform views")
struct ScenePlatformViewDrawingTests {
    private func resolved(_ roots: [SceneNode], on platform: Platform) -> ResolvedScene {
        SceneResolver.resolve(Scene(name: "Test", roots: roots), in: Context(platform: platform))
    }

    private func words(_ plan: WidgetPlan) -> [String] {
        plan.sayingGalleryWords { $0 }.allPlans.filter { $0.kind == .label }.compactMap { $0.string(.text) }
    }

    private static let webPage = SceneNode(.platformView(ScenePlatformView(name: "WebPage", host: .uiView, platformClass: "WKWebView")))

    @Test("On iPhone: a box filling its room, naming WKWebView, saying SwiftUI shows a UIKit view the gallery cannot draw")
    func namesTheClass() throws {
        let plan = ScenePlanner.plan(resolved([Self.webPage], on: .iOS)).drawn
        let box = try #require(plan.allPlans.first { $0.cssClasses.contains("scene-platform-view") })
        #expect(box.properties[.hexpand] == .bool(true) && box.properties[.vexpand] == .bool(true))
        #expect(words(box) == ["WKWebView", "SwiftUI shows this UIKit view here; the gallery cannot draw UIKit."])
        #expect(!plan.allPlans.contains { $0.cssClasses.contains("scene-placeholder") })
        #expect(box.scenePath == ScenePath([0]))
    }

    @Test("A class the gallery could not read is said to be the framework's view")
    func unreadClass() throws {
        let node = SceneNode(.platformView(ScenePlatformView(name: "Sketch", host: .nsView, platformClass: nil)))
        let plan = ScenePlanner.plan(resolved([node], on: .macOS)).drawn
        #expect(words(plan) == ["AppKit view", "SwiftUI shows this AppKit view here; the gallery cannot draw AppKit."])
    }

    @Test("A UIKit view drawn for the Mac or the Watch says it does not build there, and its outline row is dimmed")
    func doesNotBuild() throws {
        for platform in [Platform.macOS, .watchOS] {
            let scene = resolved([Self.webPage], on: platform)
            let plan = ScenePlanner.plan(scene).drawn
            #expect(words(plan) == ["WebPage", "UIViewRepresentable is UIKit's: this code does not build for \(platform.rawValue)."])
            let row = try #require(SceneOutline(scene).rows.first)
            #expect(!row.isAvailable && !row.isUnknown)
        }
        let row = try #require(SceneOutline(resolved([Self.webPage], on: .iOS)).rows.first)
        #expect(row.isAvailable && !row.isUnknown && row.label == "WebPage → WKWebView")
    }

    @Test("A fixed frame sizes it; without one it takes the room of its stack")
    func frames() throws {
        var framed = Self.webPage
        framed.modifiers = [SceneModifier(.other(name: "frame", source: ".frame(height: 200)"))]
        let stack = SceneNode(.layout(.vStack), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Reading"))]), framed])
        let plan = ScenePlanner.plan(resolved([stack], on: .iOS)).drawn
        let holdsBox = { (plan: WidgetPlan) in plan.allPlans.contains { $0.cssClasses.contains("scene-platform-view") } }
        let frame = try #require(plan.allPlans.first { $0.properties[.height] == .int(200) && holdsBox($0) })
        // It fills the frame's height and keeps taking the width it is offered.
        #expect(frame.children.first?.properties[.valign] == .alignment(.fill))
        #expect(frame.properties[.hexpand] == .bool(true) && frame.children.first?.properties[.halign] == nil)
        // Without a frame, the stack holding it takes the room along both axes, as the view does.
        let free = ScenePlanner.plan(resolved([SceneNode(.layout(.vStack), children: [Self.webPage])], on: .iOS))
        let root = try #require(free.widget.allPlans.first { $0.scenePath == ScenePath([0]) })
        #expect(root.properties[.hexpand] == .bool(true) && holdsBox(root))
        #expect(root.allPlans.contains { $0.properties[.vexpand] == .bool(true) && holdsBox($0) })
    }
}
