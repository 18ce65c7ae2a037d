// swift-tools-version: 5.9
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Platforms",
    platforms: [
        .iOS(.v17), .macOS("14.2"), .watchOS(.v10), .tvOS("17.0"),
        .visionOS(.v1), .macCatalyst(.v17),
    ],
    products: [.library(name: "Library", targets: ["Library"])],
    targets: [
        .target(name: "Library", swiftSettings: [.define("LIBRARY"), .define("TRACE", .when(configuration: .debug)), .unsafeFlags(["-DUNSAFE"])]),
        .executableTarget(name: "Tool", dependencies: ["Library"]),
        .testTarget(name: "LibraryTests", dependencies: ["Library"]),
        .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
        .plugin(name: "Plugin", capability: .buildTool()),
        .binaryTarget(name: "Binary", path: "Binary.xcframework"),
    ]
)
