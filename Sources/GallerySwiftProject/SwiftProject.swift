import GalleryModel

/// A Swift package or an Xcode project found on disk, with the targets it builds.
///
/// Paths are absolute and normalised the way ``ProjectSearch/targets(building:)`` looks files up: every symbolic
/// link resolved, no `.` or `..` left.
public struct SwiftProject: Sendable, Equatable {
    /// What kind of manifest describes the project.
    public enum Kind: Sendable, Equatable {
        /// A Swift package: `Package.swift`, read with SwiftSyntax and never run.
        case package
        /// An Xcode project: the `project.pbxproj` inside a `.xcodeproj` folder.
        case xcodeProject
    }

    /// A package or an Xcode project.
    public let kind: Kind
    /// The path of `Package.swift`, or of the `.xcodeproj` folder.
    public let manifest: String
    /// The folder holding the manifest: a package's root, or the folder the `.xcodeproj` sits in.
    public let root: String
    /// The package's `name:`, or the Xcode project's name (its folder's name without `.xcodeproj`).
    public let name: String
    /// The targets that compile Swift, in the manifest's order.
    public let targets: [ProjectTarget]

    public init(kind: Kind, manifest: String, root: String, name: String, targets: [ProjectTarget]) {
        self.kind = kind
        self.manifest = manifest
        self.root = root
        self.name = name
        self.targets = targets
    }
}

/// One target of a project: the Swift files it compiles and what it is built for.
public struct ProjectTarget: Sendable, Equatable {
    /// What the target makes.
    public enum Role: Sendable, Equatable {
        /// An application (an iPhone, Mac, watch or TV app, an App Clip).
        case app
        /// An extension that runs inside another app or the system: a widget, a share extension, a watch extension.
        case appExtension
        /// A library or framework: a package's `.target`, an Xcode framework or static library.
        case library
        /// A command-line program: a package's `.executableTarget`, an Xcode tool.
        case executable
        /// Tests: a package's `.testTarget`, an Xcode unit-test or UI-test bundle.
        case test
        /// Anything else: a package's macros and plugins (built for the Mac that builds), other Xcode products.
        case other
    }

    /// The target's name.
    public let name: String
    /// What it makes.
    public let role: Role
    /// The `.swift` files it compiles, absolute, normalised and existing on disk, in the order they were found.
    public let files: [String]
    /// The platforms it is built for, each with the oldest release it must run on. A file of the target is checked
    /// against each of them (``deployment(of:)`` narrows it for files Xcode builds on some platforms only).
    public let deployment: [Platform: OSVersion]
    /// Its compilation conditions, the names `#if` sees as set: an Xcode target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
    /// (and `-D` in `OTHER_SWIFT_FLAGS`) of its Release configuration, a package target's `.define("X")`s that hold
    /// in a release build.
    public let conditions: Set<String>
    /// Where each release of ``deployment`` came from, to be said in messages: `"Package.swift:4:16"`,
    /// `"App.xcodeproj (Release): IPHONEOS_DEPLOYMENT_TARGET"`, `"SwiftPM's default"`, `"Xcode's default"`.
    public let deploymentSource: [Platform: String]
    /// The files the target compiles for some of its platforms only (Xcode's platform filters on a file), each with
    /// those platforms. A file not listed is compiled for every platform of ``deployment``.
    public let filePlatforms: [String: Set<Platform>]
    /// The platforms the project lists that the target does not build for, each with the import of a framework the
    /// platform lacks that rules it out (``ImportScan``): they are not in ``deployment``.
    public let unbuildable: [Platform: PlatformImport]

    public init(name: String, role: Role, files: [String], deployment: [Platform: OSVersion], conditions: Set<String>,
                deploymentSource: [Platform: String], filePlatforms: [String: Set<Platform>] = [:],
                unbuildable: [Platform: PlatformImport] = [:]) {
        self.name = name
        self.role = role
        self.files = files
        self.deployment = deployment
        self.conditions = conditions
        self.deploymentSource = deploymentSource
        self.filePlatforms = filePlatforms
        self.unbuildable = unbuildable
    }

    /// The platforms and releases `file` (one of ``files``) is compiled for: ``deployment``, narrowed to the
    /// platforms of its filter when Xcode compiles it for some platforms only.
    public func deployment(of file: String) -> [Platform: OSVersion] {
        guard let platforms = filePlatforms[file] else { return deployment }
        return deployment.filter { platforms.contains($0.key) }
    }
}

/// Something in a project that could not be read, or was read with a guess: a manifest it does not understand, a
/// `project.pbxproj` that does not parse, a folder it cannot enter, a file a target names that is not on disk, a
/// release it could not work out. Every one is reported; none is dropped silently.
public struct ProjectProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file or folder the problem is in.
    public let path: String
    /// The 1-based line, or 0 when the problem is about the whole file or folder.
    public let line: Int
    /// The 1-based column (in bytes, as the compiler counts), or 0 with ``line``.
    public let column: Int
    /// What is wrong, in words the edge translates.
    public let message: LocalizedText

    public init(path: String, line: Int = 0, column: Int = 0, message: LocalizedText) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `PATH:LINE:COLUMN: MESSAGE`, or `PATH: MESSAGE` without a place, in English.
    public var description: String {
        line > 0 ? "\(path):\(line):\(column): \(message.english)" : "\(path): \(message.english)"
    }
}
