import Foundation

/// What a window check found wrong, written by the test host as `result.json` in the check's folder and read by the
/// test that started it, which reports each failure at its place in the check's file.
package struct CheckResult: Codable, Sendable {
    /// One expectation that did not hold.
    package struct Failure: Codable, Sendable {
        package let message: String
        /// The check's source file and line.
        package let file: String
        package let line: Int
    }

    package var failures: [Failure] = []
    /// Whether the check ran to its end (a check that stopped at a requirement that did not hold says why in a failure).
    package var finished = false

    /// The result's file in `folder`.
    package static func path(in folder: String) -> String {
        folder + "/result.json"
    }

    /// The result the check in `folder` wrote.
    package static func read(in folder: String) throws -> CheckResult {
        try JSONDecoder().decode(CheckResult.self, from: Data(contentsOf: URL(fileURLWithPath: path(in: folder))))
    }
}

/// A record a scenario writes for the test that started it, as `NAME.json` in its folder.
package protocol ScenarioRecord: Codable, Sendable {
    /// The record's file name, without `.json`.
    static var fileName: String { get }
}

extension ScenarioRecord {
    /// The record the scenario in `folder` wrote.
    package static func read(in folder: String) throws -> Self {
        try JSONDecoder().decode(Self.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + fileName + ".json")))
    }
}
