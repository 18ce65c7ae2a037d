@testable import GalleryModel
import Testing

/// `paletteSelectionEffect(_:)` takes `.automatic`, `.custom` and `.symbolVariant(_:)` with any of SymbolVariants'
/// type properties (https://developer.apple.com/documentation/swiftui/paletteselectioneffect,
/// https://developer.apple.com/documentation/swiftui/symbolvariants), each where the palette picker is: iOS 17,
/// macOS 14, visionOS 1.
@Suite("Palette selection effects")
struct PaletteSelectionEffectTests {
    static let variants = ["none", "circle", "square", "rectangle", "fill", "slash"]

    @Test("Every member Apple lists is a value of the card, available with the palette style and refused before it")
    func everyMember() throws {
        let descriptor = try StyleCatalog.style(named: "palette", in: .picker)
        let spellings = try #require(descriptor.parameter?.spellings)
        #expect(Set(spellings) == Set([".automatic", ".custom"] + Self.variants.map { ".symbolVariant(.\($0))" }))
        for spelling in spellings {
            for (platform, first, before) in [(Platform.iOS, "17.0", "16.0"), (.macOS, "14.0", "13.0"), (.visionOS, "1.0", nil)] {
                let context = Context(platform: platform, release: OSVersion(stringLiteral: first), placement: .menu)
                #expect(StyleResolver.resolve(descriptor, in: context, argument: spelling).isAvailable, "\(spelling) \(platform)")
                if let before {
                    let older = Context(platform: platform, release: OSVersion(stringLiteral: before), placement: .menu)
                    #expect(!StyleResolver.resolve(descriptor, in: older, argument: spelling).isAvailable, "\(spelling) \(platform)")
                }
            }
            for platform in [Platform.tvOS, .watchOS] {
                #expect(!StyleResolver.resolve(descriptor, in: Context(platform: platform), argument: spelling).isAvailable)
            }
        }
    }

    @Test("The reference document's .symbolVariant(.slash) is written in the code and marks the chosen flag")
    func slash() throws {
        let descriptor = try StyleCatalog.style(named: "palette", in: .picker)
        let plan = Planner.plan(StyleResolver.resolve(descriptor, in: Context(platform: .iOS, placement: .menu),
                                                      argument: ".symbolVariant(.slash)"))
        #expect(plan.code.contains(".paletteSelectionEffect(.symbolVariant(.slash))"))
        #expect(plan.code.contains("systemImage: \"flag\""))
        let options = CardDetailTests.paletteOptions(plan)
        #expect(options.count == SampleContent.tintedPalettes.count)
        // The gallery has no drawing of flag.slash: the system's highlight marks the chosen flag instead.
        #expect(options.allSatisfy { $0.icon == SymbolCatalog.iconName(for: "flag") && ($0.marksSelection || $0.selectedIcon != nil) })
        let none = Planner.plan(StyleResolver.resolve(descriptor, in: Context(platform: .iOS, placement: .menu),
                                                      argument: ".symbolVariant(.none)"))
        #expect(CardDetailTests.paletteOptions(none).allSatisfy { !$0.marksSelection && $0.selectedIcon == nil })
    }
}
