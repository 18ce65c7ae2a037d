// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Utility",
    products: [.library(name: "Utility", targets: ["Utility"])],
    targets: [.target(name: "Utility")]
)
