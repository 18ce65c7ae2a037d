import GalleryModel
import Testing

/// A card's face is what the window draws; equal faces let the window keep a card across a switch, so
/// a face must change whenever anything drawn changes, and stay when nothing does.
@Suite("Card faces")
struct StyleCardFaceTests {
    /// The card of `family`'s style `name` on `platform` in `release` (newest when nil).
    static func card(_ family: StyleFamily, _ name: String, on platform: Platform, release: OSVersion? = nil) throws -> StyleCard {
        var configuration = Configuration()
        configuration.platform = platform
        try configuration.chooseRelease(release)
        let style = try StyleCatalog.style(named: name, in: family)
        return StyleCard.card(for: style, in: configuration)
    }

    @Test("A release that changes the look, the availability or the code changes the face")
    func changedLooks() throws {
        // tvOS's automatic toggle: the button look before 18, the switch's from 18.
        #expect(try Self.card(.toggle, "automatic", on: .tvOS, release: "17").face != Self.card(.toggle, "automatic", on: .tvOS, release: "18").face)
        // glass needs 26: dimmed before.
        #expect(try Self.card(.button, "glass", on: .iOS, release: "18").face != Self.card(.button, "glass", on: .iOS, release: "26").face)
        // Tabs written with tabItem before 18 and Tab from 18: the code differs.
        #expect(try Self.card(.tabView, "automatic", on: .iOS, release: "17").face != Self.card(.tabView, "automatic", on: .iOS, release: "18").face)
    }

    @Test("Another platform always changes the face; being chosen does not")
    func platformsAndChoice() throws {
        for family in StyleFamily.allCases {
            let name = StyleCatalog.family(family).styles[0].name
            #expect(try Self.card(family, name, on: .iOS).face != Self.card(family, name, on: .iPadOS).face, "\(family)")
        }
        var configuration = Configuration()
        let plain = try StyleCatalog.style(named: "plain", in: .button)
        let before = StyleCard.card(for: plain, in: configuration)
        configuration.choose(plain)
        let chosen = StyleCard.card(for: plain, in: configuration)
        #expect(before.isChosen != chosen.isChosen)
        #expect(before.face == chosen.face)
    }

    @Test("Between two releases that change nothing for a style, its card keeps its face")
    func unchangedLooks() throws {
        #expect(try Self.card(.toggle, "switch", on: .iOS, release: "17").face == Self.card(.toggle, "switch", on: .iOS, release: "18").face)
        // Most cards of most pages look the same one release apart: the window keeps them.
        var kept = 0, all = 0
        for family in StyleFamily.allCases {
            for style in StyleCatalog.family(family).styles {
                all += 1
                if try Self.card(family, style.name, on: .macOS, release: "15").face == Self.card(family, style.name, on: .macOS, release: "14").face { kept += 1 }
            }
        }
        #expect(kept * 2 > all, "\(kept) of \(all) cards keep their face from macOS 14 to 15")
    }
}
