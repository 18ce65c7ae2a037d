import Foundation
import GalleryModel
import Testing

/// Every section of the reference documents has its place in the window: `DocumentCoverage` holds each heading, and
/// every page, card and example it names exists.
@Suite("Document coverage")
struct DocumentCoverageTests {
    /// The reference documents' folder beside the repository (`../shared/reference`), when this machine has it.
    static let folder: URL? = {
        let repository = TestFiles.package
        let folder = repository.deletingLastPathComponent().appendingPathComponent("shared/reference")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()

    /// The headings of `text`, outside fenced code, each joined to those above it as ``DocumentCoverage/Entry/heading`` is.
    static func headings(of text: String) -> [String] {
        var inCode = false
        var above: [(level: Int, title: String)] = []
        var headings: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inCode.toggle()
                continue
            }
            let level = line.prefix { $0 == "#" }.count
            guard !inCode, (1...6).contains(level), line.dropFirst(level).first == " " else { continue }
            let title = line.dropFirst(level).replacing(/<Badge[^>]*\/>/, with: "").trimmingCharacters(in: .whitespaces)
            above = above.filter { $0.level < level } + [(level, title)]
            headings.append(above.map(\.title).joined(separator: DocumentCoverage.headingSeparator))
        }
        return headings
    }

    @Test("Every heading of every reference document is in the table, in the document's order, and nothing else is",
          .enabled(if: folder != nil, "the reference documents are not on this machine"))
    func everyHeading() throws {
        let folder = try #require(Self.folder)
        for document in DocumentCoverage.Document.allCases {
            let text = try String(contentsOf: folder.appendingPathComponent(document.rawValue), encoding: .utf8)
            let table = DocumentCoverage.entries.filter { $0.document == document }.map(\.heading)
            let headings = Self.headings(of: text)
            #expect(Set(headings).subtracting(table).isEmpty, "\(document.rawValue): not in the table: \(Set(headings).subtracting(table).sorted())")
            #expect(Set(table).subtracting(headings).isEmpty, "\(document.rawValue): no such heading: \(Set(table).subtracting(headings).sorted())")
            #expect(table == headings, "\(document.rawValue): the table's order is not the document's")
        }
    }

    @Test("Every family page and card the table names exists")
    func familiesExist() throws {
        for entry in DocumentCoverage.entries {
            guard case .family(let family, let style?) = entry.place else { continue }
            #expect(throws: Never.self, "\(entry.heading)") { try StyleCatalog.style(named: style, in: family) }
        }
    }

    @Test("Every view page and example the table names exists")
    func pagesExist() {
        let configuration = Configuration()
        // The Image and SecureField pages are built beside this table (#22) and join the window with their branches.
        let arriving: Set = ["image", "secureField"]
        for entry in DocumentCoverage.entries {
            guard case .page(let id, let title) = entry.place else { continue }
            guard let page = try? GalleryPage.named(id) else {
                #expect(arriving.contains(id), "\(entry.heading): no page \(id)")
                continue
            }
            guard case .view(let viewPage) = page else {
                Issue.record("\(entry.heading): \(id) is not a view page")
                continue
            }
            let examples: [ViewExample]? = viewPage.examples(for: configuration)
            if let title {
                #expect(examples?.contains { $0.title == title } == true, "\(entry.heading): the \(id) page has no example \(title)")
            }
        }
    }

    @Test("Every omission says why")
    func omissionsSayWhy() {
        for entry in DocumentCoverage.entries {
            if case .omitted(let reason) = entry.place { #expect(reason.count > 20, "\(entry.heading)") }
        }
    }
}
