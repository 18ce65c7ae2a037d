// swift-tools-version: 5.9
// A small app whose controls are drawn by its own custom styles: the scene reader's tests read each style's
// makeBody(configuration:) and draw the controls it reaches from that code.
import PackageDescription

let package = Package(
    name: "Styles",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .executableTarget(name: "Styles"),
    ]
)
