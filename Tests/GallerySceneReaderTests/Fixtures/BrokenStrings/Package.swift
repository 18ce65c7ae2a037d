// swift-tools-version: 5.9
// An app whose string catalogue is cut short: its scene is read with one warning naming the catalogue.
import PackageDescription

let package = Package(
    name: "Broken",
    platforms: [.iOS(.v17)],
    targets: [.executableTarget(name: "Broken")]
)
