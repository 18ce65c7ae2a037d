import Foundation
@testable import GalleryModel
import Testing

/// The view pages' registry and examples, the one road the window, the variants view and `gallery code PAGE` share.
@Suite("View page examples")
struct ViewPageExamplesTests {
    @Test("The view pages are the registry's, in its order, after the families; each is named, found and titled by its definition")
    func registry() throws {
        #expect(ViewPage.allCases == ViewPageRegistry.definitions.map(\.page))
        #expect(ViewPage.allCases.prefix(3) == [.text, .label, .button], "the sidebar starts its view pages with Text, Label and Button")
        #expect(GalleryPage.all == StyleFamily.allCases.map(GalleryPage.family) + ViewPage.allCases.map(GalleryPage.view))
        #expect(Set(ViewPage.allCases.map(\.rawValue)).count == ViewPage.allCases.count, "two view pages share an id")
        for page in ViewPage.allCases {
            #expect(try GalleryPage.named(page.rawValue.uppercased()) == .view(page))
            #expect(GalleryPage.view(page).matches(page.title))
            #expect(!page.icon.isEmpty && !page.summary.english.isEmpty)
        }
    }

    @Test("Every view page's example state is in the catalog, valid at its default")
    func slots() {
        for slot in ViewPageRegistry.slots {
            #expect(ExampleCatalog.slotsByKey[slot.key] != nil, "\(slot.key) is not in the catalog")
            #expect((try? slot.validate(slot.defaultValue).get()) == slot.defaultValue)
        }
    }

    @Test("Every example of every view page has a title of its own and code, on every platform; its inspector has code and a variant",
          arguments: Platform.allCases)
    func titledAndCoded(platform: Platform) throws {
        let configuration = Configuration(platform: platform)
        for page in ViewPage.allCases {
            let examples = page.examples(for: configuration)
            #expect(!examples.isEmpty, "\(page) has no examples")
            #expect(Set(examples.map(\.title)).count == examples.count, "\(page) repeats a title")
            #expect(examples.allSatisfy { !$0.code.isEmpty }, "\(page) has an example without code")
            #expect(!page.inspection(for: configuration).code.isEmpty)
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
        #expect(assets.count == 3 && assets.allSatisfy { $0.approximation != nil }, "an asset image is drawn as a stand-in, and says so")
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
