// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Kit",
    platforms: [
        .iOS(.v16),
        .macOS(.v13),
    ],
    products: [
        .library(name: "Kit", targets: ["Kit"]),
    ],
    dependencies: [
        .package(path: "../Utility"),
        .package(url: "https://github.com/example/remote.git", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "Kit",
            dependencies: [
                "Core",
                .product(name: "Utility", package: "Utility", condition: .when(platforms: [.iOS])),
                .product(name: "Remote", package: "remote"),
            ]
        ),
        .target(name: "Core"),
        .target(name: "Unused"),
        .testTarget(name: "KitTests", dependencies: ["Kit"]),
    ]
)
