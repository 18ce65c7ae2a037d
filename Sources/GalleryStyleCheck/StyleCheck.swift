import Foundation
import GalleryModel
import GallerySceneReader

/// `gallery check`'s engine: every file read once, on every core, each checked for the targets it is built for;
/// then the project's own styles, declared anywhere in the files read, known wherever they are used.
public enum StyleCheck {
    /// One file to check.
    public struct Input: Sendable {
        /// Where the text comes from.
        public enum Source: Sendable {
            /// The file at this path.
            case file(String)
            /// This text (an editor's unsaved buffer).
            case text(String)
            /// These bytes (standard input), checked as a file's are: Swift source in UTF-8.
            case bytes([UInt8])
        }

        /// One way the file is compiled: the platforms of a target, each with its deployment target, and the
        /// target's `-D` compilation conditions. A file two targets compile differently is checked for both.
        public struct Build: Sendable, Hashable {
            public let targets: [DeploymentTarget]
            public let conditions: Set<String>

            public init(targets: [DeploymentTarget], conditions: Set<String>) {
                self.targets = targets
                self.conditions = conditions
            }
        }

        /// The file's name in what is printed.
        public let name: String
        public let source: Source
        /// Every way the file is compiled.
        public let builds: [Build]

        public init(name: String, source: Source, builds: [Build]) {
            self.name = name
            self.source = source
            self.builds = builds
        }

        /// A file compiled one way: for `targets`, with `conditions` set.
        public init(name: String, source: Source, targets: [DeploymentTarget], conditions: Set<String>) {
            self.init(name: name, source: source, builds: [Build(targets: targets, conditions: conditions)])
        }
    }

    /// The checks of `inputs`, in their order. `declarations` are more files read only for the styles they
    /// declare (a dependency's sources, the project's other files when one file is checked).
    public static func check(_ inputs: [Input], declarations: [Input] = []) -> [FileCheck] {
        check(inputs, declarations: declarations, knowing: StyleDeclarations())
    }

    /// The checks of `inputs`, in their order, knowing the styles `known` declares besides those of `inputs` and
    /// `declarations`: what a caller that checks one file again and again (an editor's language server) read once
    /// from the project's other files with ``declarations(of:)``.
    public static func check(_ inputs: [Input], declarations: [Input] = [], knowing known: StyleDeclarations) -> [FileCheck] {
        let scans = readAll(inputs + declarations, scan)
        var declared = known.declared
        for scan in scans { if case .read(let read) = scan { declared.merge(read.declared) } }
        return zip(inputs, scans).map { input, scan in
            switch scan {
            case .read(let read): read.check(knowing: declared)
            case .unreadable(let error) where error.isPastLimits: FileCheck(file: input.name, findings: [], notRead: [NotRead(at: error.location, error.problem)])
            case .unreadable(let error): FileCheck(file: input.name, findings: [], notRead: [], unreadable: error)
            }
        }
    }

    /// What each of `inputs` declares (its own styles and type names), read on every core, in their order; a file
    /// that cannot be read declares nothing.
    public static func declarations(of inputs: [Input]) -> [StyleDeclarations] {
        readAll(inputs) { input in
            do throws(SceneFileError) {
                return StyleDeclarations(FileScan.declarations(in: try text(of: input), file: input.name))
            } catch {
                return StyleDeclarations()
            }
        }
    }

    /// What reading one input gave.
    fileprivate enum Scanned: Sendable {
        case read(FileScan)
        case unreadable(SceneFileError)
    }

    /// `read` of each of `inputs`, on every core (``ReadingThread/map(_:_:)``).
    private static func readAll<Result: Sendable>(_ inputs: [Input], _ read: @escaping @Sendable (Input) -> Result) -> [Result] {
        ReadingThread.map(inputs, read)
    }

    @Sendable private static func scan(_ input: Input) -> Scanned {
        do throws(SceneFileError) {
            return .read(FileScan.scan(source: try text(of: input), file: input.name, builds: input.builds))
        } catch {
            return .unreadable(error)
        }
    }

    /// The Swift source `input` holds.
    private static func text(of input: Input) throws(SceneFileError) -> String {
        switch input.source {
        case .file(let path): try SceneFileBytes.source(atPath: path)
        case .text(let text): try SceneFileBytes.source(of: Array(text.utf8), fileName: input.name)
        case .bytes(let bytes): try SceneFileBytes.source(of: bytes, fileName: input.name)
        }
    }
}
