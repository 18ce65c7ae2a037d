@testable import GalleryModel
import Testing

/// No Apple page says what the automatic text field becomes in the 27 releases
/// (https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic names no style): the bordered rows
/// are the gallery's inference from the bezel styles' deprecations, and say so.
@Suite("Text field inference")
struct TextFieldInferenceTests {
    @Test("automatic → bordered on macOS 27 and in an iOS or iPadOS 27 toolbar is said to be the gallery's reading",
          arguments: [(Platform.macOS, Placement.standard), (.iOS, .toolbar), (.iPadOS, .toolbar)])
    func borderedIsInference(platform: Platform, placement: Placement) throws {
        let resolution = StyleResolver.resolve(try StyleCatalog.style(named: "automatic", in: .textField),
                                               in: Context(platform: platform, release: "27.0", placement: placement))
        #expect(resolution.resolved == (try StyleCatalog.style(named: "bordered", in: .textField)).look)
        let step = try #require(resolution.steps.first { $0.text.english.contains("bordered") })
        #expect(step.source.hasPrefix("gallery's reading"))
        #expect(step.text.english.contains("No Apple page") && step.text.english.contains("infers"))
    }
}
