import Foundation
import GalleryModel
import Testing

/// A family's name stays in its room: every type a family's folder declares (`ToggleFamily`, `TogglePlanner`,
/// `PickerMenuButton`) is named only in that folder and in the registry, so that adding or changing a family touches
/// its folder, the registry and the translations. The few places that deliberately draw with another room's types are
/// listed here, each with its reason.
@Suite("Families in their rooms")
struct FamilyRoomTests {
    /// The repository's root, found from this file.
    static let root = TestFiles.package

    /// Where the families' rooms are.
    static let families = "Sources/GalleryModel/Families"

    /// The files that list every family, and this test, which lists the exceptions.
    static let registries: Set<String> = ["Sources/GalleryModel/Families/FamilyRegistry.swift", "Tests/GalleryModelTests/Families/FamilyRoomTests.swift"]

    /// Files outside a family's room that name its types on purpose, with the types and why.
    static let exceptions: [(file: String, types: Set<String>, reason: String)] = [
        ("Sources/GalleryModel/Views/Button/ButtonViewContent.swift", ["ButtonFamily", "ButtonPlanner"],
         "the Button page shows every button look with every role, drawn by the Button family's own drawing"),
        ("Sources/GalleryModel/Views/Button/ButtonViewContent+Initializers.swift", ["ButtonFamily", "ButtonPlanner"],
         "the Button page's initializer examples are buttons in the Button family's looks"),
        ("Sources/GalleryModel/Views/Label/LabelViewContent.swift", ["LabelPlanner"],
         "the Label page draws its stacks of label styles with the Label family's drawing"),
        ("Sources/GalleryModel/Views/Label/LabelInitializers.swift", ["LabelPlanner"],
         "the Label page's initializer examples are Labels drawn by the Label family"),
        ("Sources/GalleryModel/Views/SecureField/SecureFieldViewContent.swift", ["FormPlanner", "TextFieldFamily", "TextFieldPlanner"],
         "a SecureField takes the text field styles, and the SecureField page shows it in the platform's Form"),
        ("Sources/GalleryModel/Views/TextField/TextFieldViewContent.swift", ["TextFieldFamily", "TextFieldPlanner"],
         "the TextField page's field takes the look the automatic text field style has on the platform"),
        ("Sources/GalleryModel/Composition/LabelComposition.swift", ["LabelFamily"],
         "label styles compose over the look the automatic Label style takes where the Label sits"),
        ("Sources/GalleryModel/Plan/MenuLayout.swift", ["LabelFamily"],
         "the Mac's menus show their items' icons as the automatic Label style in a menu draws them"),
    ]

    /// Every Swift file of the sources and the tests, by its path from the root.
    static let files: [String: String] = {
        var files: [String: String] = [:]
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "swift" {
                let path = String(url.path.dropFirst(root.path.count + 1))
                files[path] = try? String(contentsOf: url, encoding: .utf8)
            }
        }
        return files
    }()

    /// The words each file is written with: its identifiers, comments and strings alike.
    static let words: [String: Set<Substring>] = files.mapValues { text in
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }

    /// Each family's room and the types declared at the top level of its files.
    static let rooms: [(room: String, types: Set<String>)] = {
        let declaration = /^(?:public |package |private |fileprivate )?(?:struct|enum|class|final class|protocol|typealias|actor) ([A-Z][A-Za-z0-9]*)/
            .anchorsMatchLineEndings()
        let rooms = Set(files.keys.filter { $0.hasPrefix(families + "/") && $0.split(separator: "/").count == 5 }
            .map { $0.split(separator: "/").prefix(4).joined(separator: "/") })
        return rooms.sorted().map { room in
            let types = files.filter { $0.key.hasPrefix(room + "/") }.values.flatMap { text in
                text.matches(of: declaration).map { String($0.output.1) }
            }
            return (room, Set(types))
        }
    }()

    @Test("Every family of the registry has a room with its types")
    func roomsFound() {
        #expect(Self.rooms.count == StyleFamily.allCases.count)
        #expect(Self.rooms.allSatisfy { !$0.types.isEmpty })
        for family in StyleFamily.allCases {
            #expect(Self.rooms.contains { $0.types.contains(family.viewName + "Family") }, "\(family) has no room declaring \(family.viewName)Family")
        }
    }

    @Test("A family's types are named only in its room, the registry and the listed exceptions")
    func familiesStayInTheirRooms() {
        for (room, types) in Self.rooms {
            for (path, words) in Self.words where !path.hasPrefix(room + "/") && !Self.registries.contains(path) {
                let allowed = Self.exceptions.filter { $0.file == path }.reduce(into: Set<String>()) { $0.formUnion($1.types) }
                for type in types.subtracting(allowed) where words.contains(Substring(type)) {
                    Issue.record("\(path) names \(type), a type of \(room)")
                }
            }
        }
    }

    @Test("Every exception names a file that exists and a type it still names, with a reason")
    func exceptionsAreNeeded() throws {
        for exception in Self.exceptions {
            let words = try #require(Self.words[exception.file], "\(exception.file) is gone")
            #expect(!exception.reason.isEmpty)
            for type in exception.types {
                #expect(words.contains(Substring(type)), "\(exception.file) no longer names \(type)")
            }
        }
    }
}
