import Foundation
import GalleryModel

/// Finds and reads the string tables a target's views are looked up in: the string catalogues (`*.xcstrings`) and the
/// `.strings`/`.stringsdict` files of each language folder (`en.lproj`, `Base.lproj`) under the folders holding the
/// target's Swift files, then under the app's when the target is a library (a `LocalizedStringKey` with no bundle is
/// looked up in the main bundle, the app's). Every file is read within ``SceneReadingLimits``; a file that cannot be
/// read is one warning naming it, and its keys are shown as written.
enum StringTableFiles {
    /// What was found: the tables, the nearest first, and a warning for each file left out.
    struct Found {
        var tables: [SceneStringTable] = []
        var warnings: [SceneDiagnostic] = []
    }

    /// The tables under `folders` (each searched once, in order).
    static func tables(under folders: [String]) -> Found {
        var found = Found()
        var entries = 0
        var files: [String] = []
        for folder in folders {
            files += walk(folder, entries: &entries, found: &found)
        }
        var seen: Set<String> = []
        files = files.filter { seen.insert($0).inserted }
        if files.count > SceneReadingLimits.maximumStringTableFiles {
            found.warnings.append(warning(files[SceneReadingLimits.maximumStringTableFiles],
                                          say("the project has more than \(SceneReadingLimits.maximumStringTableFiles) string table files; the gallery reads the first ones")))
            files = Array(files.prefix(SceneReadingLimits.maximumStringTableFiles))
        }
        // Catalogues are whole tables; `.strings` and `.stringsdict` files are gathered by their language folders' parent and table name.
        var gathered: [String: (file: String, entries: [String: [String: SceneStringEntry]])] = [:]
        var order: [String] = []
        for file in files {
            guard let data = read(file, found: &found) else { continue }
            if file.hasSuffix(".xcstrings") {
                do throws(SceneStringTableReading.Failure) {
                    found.tables.append(try SceneStringTableReading.catalogue(data, file: file))
                } catch {
                    found.warnings.append(warning(file, error.reason))
                }
                continue
            }
            let url = URL(fileURLWithPath: file)
            let languageFolder = url.deletingLastPathComponent()
            var language = languageFolder.deletingPathExtension().lastPathComponent
            if language == "Base" { language = "en" }
            let group = languageFolder.deletingLastPathComponent().path + "/" + SceneStringTableReading.tableName(of: file)
            if gathered[group] == nil { order.append(group); gathered[group] = (file, [:]) }
            do throws(SceneStringTableReading.Failure) {
                if file.hasSuffix(".stringsdict") {
                    for (key, entry) in try SceneStringTableReading.stringsdict(data) { gathered[group]?.entries[key, default: [:]][language] = entry }
                } else {
                    for (key, words) in try SceneStringTableReading.strings(data) where gathered[group]?.entries[key]?[language] == nil {
                        gathered[group]?.entries[key, default: [:]][language] = .text(words)
                    }
                }
            } catch {
                found.warnings.append(warning(file, error.reason))
            }
        }
        for group in order {
            guard let (file, entries) = gathered[group], !entries.isEmpty else { continue }
            found.tables.append(SceneStringTable(name: SceneStringTableReading.tableName(of: file), file: file, sourceLanguage: "en", entries: entries))
        }
        return found
    }

    /// The string table files under `folder`, in path order, within the walk's budget of entries and depth.
    private static func walk(_ folder: String, entries: inout Int, found: inout Found) -> [String] {
        var files: [String] = []
        var pending: [(path: String, depth: Int)] = [(folder, 0)]
        while let (path, depth) = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                entries += 1
                guard entries <= SceneReadingLimits.maximumStringTableSearchEntries else {
                    found.warnings.append(warning(folder, say("the search for string tables stopped after \(SceneReadingLimits.maximumStringTableSearchEntries) entries")))
                    return files
                }
                let child = path + "/" + name
                var isFolder: ObjCBool = false
                // Links are not followed: a link cannot lead the search out of the project or round a loop.
                guard (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) == nil,
                      FileManager.default.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    let skipped = [".xcodeproj", ".xcassets", ".xcworkspace", ".build", ".bundle", ".framework"].contains { name.hasSuffix($0) }
                        || ["Pods", "node_modules", "DerivedData", "Carthage"].contains(name)
                    if !skipped, depth < SceneReadingLimits.maximumStringTableDepth { pending.append((child, depth + 1)) }
                } else if name.hasSuffix(".xcstrings") || (path.hasSuffix(".lproj") && (name.hasSuffix(".strings") || name.hasSuffix(".stringsdict"))) {
                    files.append(child)
                }
            }
        }
        return files.sorted()
    }

    /// The bytes of `file`, or nil (with a warning) when it is larger than the bound or cannot be read.
    private static func read(_ file: String, found: inout Found) -> Data? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard size <= SceneReadingLimits.maximumStringTableBytes else {
            found.warnings.append(warning(file, say("it is larger than \(SceneReadingLimits.maximumStringTableBytes >> 20) MiB")))
            return nil
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            found.warnings.append(warning(file, say("it cannot be read")))
            return nil
        }
        return data
    }

    /// One warning line: the file, what is wrong, and what the gallery does instead.
    private static func warning(_ file: String, _ reason: LocalizedText) -> SceneDiagnostic {
        SceneDiagnostic(.warning, at: SceneLocation(line: 1, column: 1, file: file),
                        say("not read as a string table: \(reason); the titles it translates are shown as their keys"))
    }

    /// The deepest folder holding every one of `files` (a target's Swift files): where its resources lie.
    static func folder(holding files: [String]) -> String? {
        guard var common = files.first.map({ URL(fileURLWithPath: $0).deletingLastPathComponent().pathComponents }) else { return nil }
        for file in files.dropFirst() {
            let components = URL(fileURLWithPath: file).deletingLastPathComponent().pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        guard common.count > 1 else { return nil }
        return NSString.path(withComponents: common)
    }
}
