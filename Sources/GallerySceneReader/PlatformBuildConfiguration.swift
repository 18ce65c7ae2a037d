import GalleryModel
import GallerySwiftProject
import SwiftIfConfig
import SwiftSyntax

/// How `#if` reads when the code is compiled for one platform, as `swiftc` would read it for a device build of that
/// platform with the project's compilation conditions: `os(…)`, `canImport(…)`, `targetEnvironment(…)`, `arch(…)`,
/// `compiler(>=…)`, `swift(>=…)` and the `-D` conditions (`DEBUG`, or any `--define`). SwiftIfConfig evaluates the
/// conditions with it, so `gallery check` sees of each file what that platform's build compiles, and only that, and a
/// scene is read as the platform drawn compiles it.
///
/// Sources: the conditions and their arguments,
/// <https://docs.swift.org/swift-book/documentation/the-swift-programming-language/statements/#Conditional-Compilation-Block>;
/// the frameworks each platform has, ``PlatformFrameworks``.
public struct PlatformBuildConfiguration: BuildConfiguration, Sendable, Hashable {
    /// The platform compiled for.
    public let platform: Platform
    /// The `-D` conditions set.
    public let conditions: Set<String>

    public init(platform: Platform, conditions: Set<String>) {
        self.platform = platform
        self.conditions = conditions
    }

    /// The operating system names `os(…)` accepts for the platform (iPadOS is `os(iOS)`; visionOS was `xrOS` first).
    private var osNames: Set<String> {
        switch platform {
        case .iOS, .iPadOS: ["iOS"]
        case .macOS: ["macOS", "OSX"]
        case .tvOS: ["tvOS"]
        case .watchOS: ["watchOS"]
        case .visionOS: ["visionOS", "xrOS"]
        }
    }

    public func isCustomConditionSet(name: String) throws -> Bool { conditions.contains(name) }

    public func hasFeature(name: String) throws -> Bool { false }

    public func hasAttribute(name: String) throws -> Bool { true }

    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return true }
        return PlatformFrameworks.canImport(module, on: platform)
    }

    public func isActiveTargetOS(name: String) throws -> Bool { osNames.contains(name) }

    /// A device build: Apple silicon.
    public func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }

    /// Neither the simulator nor Mac Catalyst: a device build of the platform itself.
    public func isActiveTargetEnvironment(name: String) throws -> Bool { false }

    public func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }

    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }

    public func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }

    public var targetPointerBitWidth: Int { platform == .watchOS ? 32 : 64 }

    public var targetAtomicBitWidths: [Int] { [32, 64] }

    public var endianness: Endianness { .little }

    /// Swift 6 language mode.
    public var languageVersion: VersionTuple { VersionTuple(6, 0) }

    /// The compiler of Xcode 26.
    public var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
