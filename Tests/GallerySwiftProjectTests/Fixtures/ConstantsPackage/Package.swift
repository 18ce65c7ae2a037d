// swift-tools-version: 5.9
import Foundation
import PackageDescription

let platforms: [SupportedPlatform] = [.iOS(.v16), .macOS(.v13)]
let settings: [SwiftSetting] = [.define("SHARED"), .define("VERBOSE", .when(configuration: .debug))]
let features = ["Cards", "Lists"]

var targets: [Target] = features.map { name in
    .target(name: name, path: "Features/\(name)", swiftSettings: settings + [.define("FEATURE_\(name)")])
}
targets.append(.target(name: "Core", path: "Code", exclude: ["Legacy"], sources: ["Views", "./Model.swift"]))

func tool(_ name: String, uses dependency: String = "Core") -> Target {
    .executableTarget(name: name, dependencies: [.target(name: dependency)])
}

let package = Package(
    name: "Constants",
    platforms: platforms,
    products: [.library(name: "Core", targets: ["Core"])],
    targets: targets + [tool("Tool")]
)

package.targets.append(.testTarget(name: "CoreTests", dependencies: ["Core"]))
package.targets += [
    .target(name: "Flaky", swiftSettings: ProcessInfo.processInfo.environment["FLAKY"] == nil ? [] : [.define("FLAKY")]),
]

for target in package.targets where target.type == .regular {
    target.swiftSettings = (target.swiftSettings ?? []) + [.define("LOOPED")]
}
