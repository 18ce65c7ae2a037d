@testable import GalleryModel
import Testing

/// The Label page's initializers, each as Apple's Label page declares it
/// (https://developer.apple.com/documentation/swiftui/label, Creating a label).
@Suite("Label initializers")
struct LabelInitializersTests {
    @Test("init(_:image:) is shown with a String title as init(_:systemImage:) is: the StringProtocol overload beside the key's",
          arguments: Platform.allCases)
    func stringImage(platform: Platform) throws {
        let examples = LabelInitializers.examples(on: platform)
        let titles = examples.map(\.title)
        #expect(titles.contains("Label(_:image:)") && titles.contains("Label(_:image:) with a String"))
        #expect(titles.contains("Label(_:systemImage:)") && titles.contains("Label(_:systemImage:) with a String"))
        let string = try #require(examples.first { $0.title == "Label(_:image:) with a String" })
        #expect(string.code == "let moment = \"Sunrise\"\nLabel(moment, image: \"sunrise\")")
        #expect(string.approximation != nil, "the asset's picture is a stand-in, and says so")
    }
}
