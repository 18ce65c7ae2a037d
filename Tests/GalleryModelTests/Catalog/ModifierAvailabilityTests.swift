@testable import GalleryModel
import Testing

/// The table of modifiers some platforms lack, row by row: each row is read from its own Apple page, and says what a
/// developer building for that platform meets from the compiler.
@Suite("Modifier availability")
struct ModifierAvailabilityTests {
    @Test("Every row cites the modifier's own page on developer.apple.com", arguments: ModifierAvailability.table.keys.sorted())
    func rowCitesItsPage(name: String) throws {
        let availability = try #require(ModifierAvailability.of(name))
        #expect(availability.source.hasPrefix("https://developer.apple.com/documentation/swiftui/view/\(name.lowercased())("),
                "\(name): \(availability.source)")
        #expect(!availability.platforms.isEmpty)
    }

    /// Each row's platforms as its page lists them (iPadOS follows iOS): where the compiler refuses the modifier.
    static let missing: [String: Set<Platform>] = [
        "navigationBarTitleDisplayMode": [.macOS, .tvOS], "fullScreenCover": [.macOS], "keyboardType": [.macOS, .watchOS],
        "textInputAutocapitalization": [.macOS], "swipeActions": [.tvOS],
        "listRowSeparator": [.tvOS, .watchOS], "listSectionSeparator": [.tvOS, .watchOS], "scrollContentBackground": [.tvOS],
        "listRowSpacing": [.macOS, .watchOS], "hoverEffect": [.macOS, .watchOS], "onHover": [.tvOS, .watchOS],
        "keyboardShortcut": [.tvOS, .watchOS], "draggable": [.tvOS, .watchOS], "dropDestination": [.tvOS, .watchOS],
        "fileImporter": [.tvOS, .watchOS], "navigationBarItems": [.macOS, .watchOS], "navigationBarTitle": [.macOS],
        "navigationBarHidden": [.macOS], "statusBarHidden": [.macOS, .tvOS, .watchOS],
        "digitalCrownRotation": [.iOS, .iPadOS, .macOS, .tvOS, .visionOS], "ornament": [.iOS, .iPadOS, .macOS, .tvOS, .watchOS],
        "listRowHoverEffectDisabled": [.iOS, .iPadOS, .macOS, .tvOS, .watchOS], "focusSection": [.iOS, .iPadOS, .watchOS, .visionOS],
        "prefersDefaultFocus": [.iOS, .iPadOS, .visionOS], "inspector": [.tvOS, .watchOS, .visionOS], "glassEffect": [.visionOS],
        "presentationDetents": [], "containerBackground": [], "scrollClipDisabled": [], "sensoryFeedback": [],
        "toolbarBackground": [], "refreshable": [],
    ]

    @Test("Each modifier is missing exactly where its page does not list the platform", arguments: missing.keys.sorted())
    func missingWhere(name: String) throws {
        let availability = try #require(ModifierAvailability.of(name))
        let absent = Set(Platform.allCases.filter { !availability.isAvailable(on: $0) })
        #expect(absent == Self.missing[name], "\(name)")
    }

    @Test("The table holds exactly the rows above, so a new row comes with its platforms")
    func everyRowListed() {
        #expect(Set(ModifierAvailability.table.keys) == Set(Self.missing.keys))
    }

    @Test("A modifier is missing before its first release: glass before the 26 releases, detents before iOS 16")
    func releases() throws {
        let glass = try #require(ModifierAvailability.of("glassEffect"))
        #expect(!glass.isAvailable(on: .iOS, in: "18.0") && glass.isAvailable(on: .iOS, in: "26.0"))
        let detents = try #require(ModifierAvailability.of("presentationDetents"))
        #expect(!detents.isAvailable(on: .iOS, in: "15.0") && detents.isAvailable(on: .iOS, in: "16.0"))
        // Vision Pro's sensory feedback came with its 26 release, years after iPhone's.
        let feedback = try #require(ModifierAvailability.of("sensoryFeedback"))
        #expect(!feedback.isAvailable(on: .visionOS, in: "2.0") && feedback.isAvailable(on: .iOS, in: "17.0"))
    }
}
