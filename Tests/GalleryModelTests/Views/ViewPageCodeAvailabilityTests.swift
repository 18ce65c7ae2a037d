@testable import GalleryModel
import Testing

/// Code a view page prints for a platform builds for it: no style the platform lacks is applied in it
/// (`gallery code buttonView --platform iOS` printed `.buttonStyle(.link)`, `.accessoryBar` and `.card`).
@Suite("View page code and availability")
struct ViewPageCodeAvailabilityTests {
    @Test("No view page applies a style its platform lacks", arguments: Platform.allCases)
    func noUnavailableStyle(platform: Platform) {
        var configuration = Configuration()
        configuration.platform = platform
        let missing = StyleFamily.allCases.flatMap { family in
            StyleCatalog.family(family).builtInStyles.filter { !StyleCatalog.platforms(of: $0).contains(platform) }
        }
        for page in ViewPage.allCases {
            let code = page.examples(for: configuration).map(\.code).joined(separator: "\n")
            // Only code lines count: a comment may name what the platform lacks.
            let lines = code.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for style in missing {
                let applied = "\(style.modifier.split(separator: "(").first!)(.\(style.name)"
                #expect(!lines.contains { $0.contains(applied + ")") || $0.contains(applied + "(") },
                        "\(page) on \(platform) applies \(style.modifier), which \(platform) lacks")
            }
        }
    }

    @Test("The Button page's grid names the styles iOS lacks in a comment and applies the others")
    func buttonGridOnIOS() {
        var configuration = Configuration()
        configuration.platform = .iOS
        let code = ButtonViewContent.gridExample(for: configuration).code
        #expect(code.contains(".buttonStyle(.borderedProminent)"))
        #expect(!code.contains(".buttonStyle(.link)") && !code.contains(".buttonStyle(.card)") && !code.contains(".buttonStyle(.accessoryBar)"))
        #expect(code.contains("// Not in iOS") && code.contains(".link") && code.contains(".card"))
    }
}
