import Foundation
import GalleryModel
@testable import GalleryStyleCheck

/// Helpers the checker's tests share: fixtures by name, and what checking them says, one line per finding.
enum CheckSupport {
    /// The path of a fixture file.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// `iOS=17` and the like, as deployment targets.
    static func targets(_ texts: [String]) -> [DeploymentTarget] {
        texts.map { text in
            let parts = text.split(separator: "=").map(String.init)
            return DeploymentTarget(platform: Platform(rawValue: parts[0])!, release: OSVersion(parts[1])!)
        }
    }

    /// The checks of the fixtures `names`, each for `targets` with `conditions`.
    static func check(_ names: [String], _ targets: [String], conditions: Set<String> = []) -> [FileCheck] {
        StyleCheck.check(names.map { name in
            StyleCheck.Input(name: name, source: .file(fixture(name)), targets: Self.targets(targets), conditions: conditions)
        })
    }

    /// The findings of `names` as `File.swift:LINE:COLUMN: severity: message [rule]`, file by file.
    static func lines(_ names: [String], _ targets: [String], conditions: Set<String> = []) -> [String] {
        check(names, targets, conditions: conditions).flatMap { check in
            check.findings.map { "\(check.file):\($0.diagnostic.location): \($0.diagnostic.severity.rawValue): \($0.diagnostic.message.english) [\($0.rule.rawValue)]" }
        }
    }

    /// The findings of the text `source`, checked alone, as `LINE:COLUMN: severity: message`.
    static func lines(source: String, _ targets: [String], conditions: Set<String> = []) -> [String] {
        let check = StyleCheck.check([StyleCheck.Input(name: "Test.swift", source: .text(source), targets: Self.targets(targets), conditions: conditions)])[0]
        return check.findings.map { "\($0.diagnostic.location): \($0.diagnostic.severity.rawValue): \($0.diagnostic.message.english)" }
    }
}
