import ArgumentParser
import GalleryModel
import GalleryTranslation

/// `gallery check`: every SwiftUI style and view a project's Swift files use, checked against the deployment targets
/// each file is built for, reported as a compiler reports, so a Linux CI job of a SwiftUI app can run it.
package struct CheckCommand: SourceCommand, FindingsCommand {
    package static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the SwiftUI styles and views of Swift files against deployment targets, as compiler-style diagnostics.",
        discussion: """
            Finds the Swift packages and Xcode projects around the paths and checks each file for the platforms \
            and deployment targets of the targets that compile it (a --target gives its platform's release instead; \
            a file no project holds is checked for the --targets given). \
            Reads every .swift file given (folders are searched at any depth, in sorted order, skipping .build and \
            hidden folders; a folder that cannot be listed or entered and a file that cannot be opened are each an \
            error naming it) and checks every style modifier and family view it uses, wherever it stands, as the compiler \
            would for each target: #if evaluated for the platform, if #available and @available raising the \
            release. Prints FILE:LINE:COLUMN: error: for what a target lacks, warning: for a deprecated style or a \
            style nobody declares, note: for a region not read; then a summary on standard error. Exit status: 0 \
            without errors, 1 with any, 2 for a usage mistake. With --format json, standard output is one JSON \
            document instead: every file with its targets, diagnostics and regions not read, and the counts.
            """
    )

    @Argument(help: "The Swift files and folders to check; - reads standard input (named <stdin> in what is printed).")
    package var paths: [String] = []

    @Option(name: .customLong("target"), help: "A deployment target, PLATFORM=RELEASE such as iOS=17 or macOS=14.2; repeat it for each platform. Each file is checked for the platforms of the project targets that build it (Package.swift, *.xcodeproj), a platform named here at the release given; a file no project holds, for the targets given here.")
    package var targets: [String] = []

    @Option(name: .customLong("define"), help: "A compilation condition set for #if, such as DEBUG; repeat it for each.")
    package var defines: [String] = []

    @Option(help: "text: compiler-style lines; json: one JSON document of every file checked and its diagnostics, for editors and CI.")
    package var format: CheckFormat = .text

    package init() {}

    package func validate() throws {
        if paths.isEmpty { throw ValidationError(tr("give at least one Swift file or folder to check")) }
        _ = try deploymentTargets()
        for name in defines where !Self.isIdentifier(name) {
            throw ValidationError(tr("--define \(Quoting.quoted(name)) is not a condition name such as DEBUG"))
        }
    }

    /// Whether `name` can be a compilation condition: a Swift identifier.
    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    /// The targets `--target` names, in the order given, each platform once. Any release number is a release.
    ///
    /// - Throws: `ValidationError` naming what is wrong and what is known: no `=`, an unknown platform, a release that
    ///   is not a number, or a platform given twice.
    package func deploymentTargets() throws -> [DeploymentTarget] {
        var result: [DeploymentTarget] = []
        for text in targets {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else {
                let platforms = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError(tr("--target \(Quoting.quoted(text)) is not PLATFORM=RELEASE, such as iOS=17; platforms: \(platforms)"))
            }
            let platform: Platform
            do {
                platform = try parseName(parts[0], as: Platform.self)
            } catch let error as GalleryError {
                throw ValidationError(tr("--target \(Quoting.quoted(text)): \(error.text)"))
            }
            guard let release = OSVersion(parts[1]) else {
                throw ValidationError(tr("--target \(Quoting.quoted(text)): \(Quoting.quoted(parts[1])) is not a release number such as 17 or 14.2"))
            }
            if result.contains(where: { $0.platform == platform }) {
                throw ValidationError(tr("--target names \(platform.rawValue) twice; give one release per platform"))
            }
            result.append(DeploymentTarget(platform: platform, release: release))
        }
        return result
    }
}

/// How `gallery check` prints what it finds.
package enum CheckFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Compiler-style lines, `FILE:LINE:COLUMN: severity: message [rule]`, and a note for each region not read.
    case text
    /// One JSON document (`CheckReport`).
    case json
}
