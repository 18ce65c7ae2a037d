import GalleryModel
import Testing
@testable import GallerySceneReader

/// A `ForEach` over rows an app derives from its data, read as a preview first draws them: a computed property of the
/// view, a choice on a search query that starts empty, the array filtered or sorted by a closure the gallery cannot
/// run (all its elements, in the order written).
@Suite("Rows derived from the view's data")
struct DerivedDataReadingTests {
    private static let source = """
        import SwiftUI

        struct Message: Identifiable {
            let id = UUID()
            let sender: String
            let unread: Bool
        }

        struct Inbox: View {
            @State private var query = ""
            let messages = [
                Message(sender: "Anna", unread: true),
                Message(sender: "Mark", unread: false),
            ]
            var filtered: [Message] {
                query.isEmpty ? messages : messages.filter { $0.sender.contains(query) }
            }
            var byName: [Message] {
                get { return messages.sorted { $0.sender < $1.sender } }
            }
            var body: some View {
                List {
                    ForEach(filtered) { message in
                        HStack {
                            Circle().fill(message.unread ? Color.blue : Color.clear)
                            Text(message.sender)
                        }
                    }
                    Section("Sorted") {
                        ForEach(byName.reversed()) { message in Text("By \\(message.sender)") }
                    }
                    Section("Unread") {
                        ForEach(messages.filter(\\.unread)) { message in Text("Unread: \\(message.sender)") }
                    }
                }
            }
        }

        """

    private static func nodes() throws -> [SceneNode] {
        ReaderSupport.allNodes(try ReaderSupport.scene(source, named: "Inbox").roots)
    }

    @Test("ForEach over a computed property choosing on an empty query draws a row per message, each with its own values")
    func computedProperty() throws {
        let titles = try Self.nodes().compactMap(\.title)
        #expect(titles.filter { ["Anna", "Mark"].contains($0) } == ["Anna", "Mark"], "\(titles)")
        let dots = try Self.nodes().filter { $0.kind == .plain(.circle) }
        let fills = dots.prefix(2).map { $0.modifiers.map(\.kind) }
        #expect(fills == [[.other(name: "fill", source: ".fill(Color.blue)")], [.other(name: "fill", source: ".fill(Color.clear)")]],
                "each row's dot is the colour its message's flag chooses")
    }

    @Test("sorted, reversed() and filter of the data draw its elements as written: the closure that picks or orders them is not run")
    func derivedArrays() throws {
        let titles = try Self.nodes().compactMap(\.title)
        #expect(titles.contains("By Anna") && titles.contains("By Mark"))
        #expect(titles.contains("Unread: Anna") && titles.contains("Unread: Mark"))
        #expect(!titles.contains { $0.contains("message.sender") }, "no row of source text")
    }
}
