// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Loose", targets: [.target(name: "Loose")])
