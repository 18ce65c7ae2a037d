import GalleryModel

/// A framework a file imports outside any `#if`, which a platform that lacks it cannot compile: `import UIKit` at the
/// top of a file of a target that lists macOS. The compiler stops such a build at "no such module", so the target does
/// not build for that platform at all, and nothing else of it is checked there.
public struct PlatformImport: Sendable, Equatable {
    /// The file, absolute.
    public let path: String
    /// The import's 1-based line.
    public let line: Int
    /// The framework imported.
    public let module: String
}

/// Finds the frameworks of ``PlatformFrameworks`` that a file imports outside any `#if`, by reading its head as
/// lines: imports stand at the top of a file, so the first ``maximumBytes`` are read. A line is an import when it
/// starts, after attributes (`@testable`, `@preconcurrency`) and an access level (`public import`), with `import`;
/// lines inside `#if … #endif` and block comments are skipped.
enum ImportScan {
    /// How much of each file is read.
    static let maximumBytes = 64 << 10

    /// The platform-bound imports of the file at `path`, in its order; none when it cannot be read.
    static func imports(atPath path: String) -> [PlatformImport] {
        guard let bytes = ProjectFiles.head(atPath: path, limit: maximumBytes) else { return [] }
        return imports(in: String(decoding: bytes, as: UTF8.self)).map { PlatformImport(path: path, line: $0.line, module: $0.module) }
    }

    /// The platform-bound imports written outside any `#if` in `text`, with their 1-based lines.
    static func imports(in text: String) -> [(module: String, line: Int)] {
        var found: [(module: String, line: Int)] = []
        var conditionalDepth = 0
        var inComment = false
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = raw.drop { $0 == " " || $0 == "\t" }
            if inComment {
                guard let end = line.range(of: "*/") else { continue }
                inComment = false
                line = line[end.upperBound...].drop { $0 == " " || $0 == "\t" }
            }
            if line.hasPrefix("/*") {
                if line.range(of: "*/") == nil { inComment = true }
                continue
            }
            if line.hasPrefix("#if") { conditionalDepth += 1; continue }
            if line.hasPrefix("#endif") { conditionalDepth = max(0, conditionalDepth - 1); continue }
            guard conditionalDepth == 0, let module = importedModule(line) else { continue }
            if PlatformFrameworks.platforms[module] != nil { found.append((module, offset + 1)) }
        }
        return found
    }

    /// The first component of the module `line` imports, or nil when the line is no import.
    private static func importedModule(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(first) {
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let kind = words.first, ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind) {
            words = words.dropFirst()
        }
        guard let path = words.first else { return nil }
        let module = path.prefix { $0 != "." && $0 != ";" }
        return module.isEmpty ? nil : String(module)
    }
}

extension ProjectTarget {
    /// The target without the platforms one of its files' imports rules out (``unbuildable`` says which and why).
    func narrowedByImports() -> ProjectTarget {
        var unbuildable: [Platform: PlatformImport] = [:]
        for file in files {
            for found in ImportScan.imports(atPath: file) {
                for platform in deployment(of: file).keys where !PlatformFrameworks.canImport(found.module, on: platform) && unbuildable[platform] == nil {
                    unbuildable[platform] = found
                }
            }
            if unbuildable.count == deployment.count { break }
        }
        guard !unbuildable.isEmpty else { return self }
        return ProjectTarget(name: name, role: role, files: files, deployment: deployment.filter { unbuildable[$0.key] == nil },
                             conditions: conditions, deploymentSource: deploymentSource, filePlatforms: filePlatforms,
                             unbuildable: unbuildable)
    }
}
