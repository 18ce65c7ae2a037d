import Testing
@testable import GalleryModel

/// A tab's symbol is drawn at the size its bar gives it.
@Suite("Tab bar symbols")
struct TabBarSymbolTests {
    /// The sizes of the symbols of the automatic TabView's tabs on `platform`.
    private func symbolSizes(on platform: Platform) throws -> [Int?] {
        let widget = try Planner.plan(StyleResolver.resolve(.tabView, style: "automatic", platform: platform)).widget
        let tabs = widget.allPlans.filter { $0.cssClasses.contains("tab-item") }
        return tabs.flatMap { $0.allPlans.filter { $0.kind == .image }.map { $0.int(.iconSize) } }
    }

    @Test("A symbol above its title (iPhone's tab bar) or alone (Vision Pro's ornament) is 23 points, not the text's size", arguments: [Platform.iOS, .visionOS])
    func stacked(platform: Platform) throws {
        let sizes = try symbolSizes(on: platform)
        #expect(!sizes.isEmpty)
        #expect(sizes.allSatisfy { $0 == 23 }, "\(sizes)")
    }

    @Test("Vision Pro's ornament shows each tab's symbol alone, named by its title; iPhone's bar shows both")
    func ornamentSymbolsAlone() throws {
        for (platform, showsTitles) in [(Platform.visionOS, false), (.iOS, true)] {
            let widget = try Planner.plan(StyleResolver.resolve(.tabView, style: "automatic", platform: platform)).widget
            let tabs = widget.allPlans.filter { $0.cssClasses.contains("tab-item") }
            #expect(!tabs.isEmpty && tabs.allSatisfy { $0.accessibleName != nil })
            #expect(tabs.allSatisfy { tab in tab.allPlans.contains { $0.kind == .label } == showsTitles }, "\(platform)")
        }
    }

    @Test("A symbol beside its title (iPad's top bar) keeps the text's size")
    func inline() throws {
        #expect(try symbolSizes(on: .iPadOS).allSatisfy { $0 == nil })
    }
}
