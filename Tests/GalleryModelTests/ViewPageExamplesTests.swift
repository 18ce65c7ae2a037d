import Foundation
import GalleryModel
import Testing

/// The view pages' examples, the one road the window and `gallery code PAGE` share.
@Suite("View page examples")
struct ViewPageExamplesTests {
    @Test("Only the view pages have examples; family and scene pages are made of cards")
    func onlyViewPages() {
        let configuration = Configuration()
        #expect(ViewPageExamples.pages == [.text, .label, .button, .image, .secureField])
        for family in StyleFamily.allCases {
            #expect(ViewPageExamples.examples(of: .family(family), for: configuration) == nil)
        }
        #expect(ViewPageExamples.examples(of: .scene(.example("SignInRow")), for: configuration) == nil)
    }

    @Test("Every example of every view page has a title of its own and code, on every platform", arguments: Platform.allCases)
    func titledAndCoded(platform: Platform) throws {
        for page in ViewPageExamples.pages {
            let examples = try #require(ViewPageExamples.examples(of: page, for: Configuration(platform: platform)))
            #expect(Set(examples.map(\.title)).count == examples.count, "\(page.id) repeats a title")
            #expect(examples.allSatisfy { !$0.code.isEmpty }, "\(page.id) has an example without code")
        }
    }

    @Test("The Text page: the sample with the configuration's modifiers, concatenation, three sources, then the dates")
    func textPage() {
        var configuration = Configuration()
        configuration.text.bold = true
        let examples = TextViewContent.examples(for: configuration)
        #expect(examples.map(\.title).first == "Sample")
        #expect(examples[0].code == TextCode.code(for: configuration.text))
        #expect(examples[0].code.contains(".bold()"))
        #expect(examples[1].title == "Concatenation" && examples[1].code.contains("+ Text("))
        #expect(examples[2...4].map(\.code) == TextSource.allCases.map { source in
            var settings = TextSettings()
            settings.source = source
            return TextCode.code(for: settings)
        })
        #expect(examples.last?.title == "Dates and timers")
        #expect(examples.last?.code.split(separator: "\n").count == TextViewContent.dateExamples(opened: Date(), now: Date()).count)
    }

    @Test("The Label page shows Label's six initializers and the colorfulSystemImage extension, each with its code")
    func labelInitializers() throws {
        let examples = LabelViewContent.examples(for: Configuration())
        let codes = examples.map(\.code)
        for call in ["Label(\"Lightning\", systemImage: \"bolt.fill\")", "Label(forecast, systemImage:", "Label(\"Sunrise\", image: \"sunrise\")",
                     "Label(\"Sunrise\", image: .sunrise)", "} icon: {", "Label(configuration)",
                     "init(_ title: LocalizedStringKey, colorfulSystemImage systemImage: String)", ".renderingMode(.original)"] {
            #expect(codes.contains { $0.contains(call) }, "no example's code calls \(call)")
        }
        let assets = examples.filter { $0.code.contains("image: ") && !$0.code.contains("systemImage") }
        #expect(assets.count == 2 && assets.allSatisfy { $0.approximation != nil }, "an asset image is drawn as a stand-in, and says so")
    }

    @Test("The Button page shows Button(_:systemImage:action:) and a button with a context menu")
    func buttonExtras() throws {
        let examples = ButtonViewContent.examples(for: Configuration())
        let systemImage = try #require(examples.first { $0.title == "Button(_:systemImage:action:)" })
        #expect(systemImage.code == "Button(\"Add to Favorites\", systemImage: \"star\", action: addToFavorites)")
        let contextMenu = try #require(examples.first { $0.title == "A context menu" })
        #expect(contextMenu.plan.kind == .button)
        #expect(contextMenu.plan.menu?.flatMap { item -> [String] in
            guard case .section(_, let items, _) = item else { return [] }
            return items.compactMap { if case .action(let title, _, _, _) = $0 { title } else { nil } }
        } == ["Copy", "Duplicate", "Delete"])
        #expect(contextMenu.code.contains("\n.contextMenu {\n"))
    }
}
