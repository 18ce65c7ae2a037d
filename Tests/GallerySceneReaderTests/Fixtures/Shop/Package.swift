// swift-tools-version: 5.9
// A small app the scene reader's tests read as a project: views, properties, functions, a modifier type, a View
// extension, a view nested in an extension, toolbar content, a sheet, and #if; and a widget target of its own.
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .executableTarget(name: "Shop"),
        .executableTarget(name: "ShopWidget"),
    ]
)
