// swift-tools-version: 5.3
import PackageDescription

let package = Package(
    name: "Old",
    platforms: [SupportedPlatform.iOS(.v9), .macOS(.v10_15)],
    targets: [Target.target(name: "Old")]
)
