// swift-tools-version: 5.9
// A small app the scene reader's tests read with its string tables: a catalogue (Localizable.xcstrings) with a plural
// and a Chinese translation, and a table of .strings and .stringsdict files (Lamp) in language folders.
import PackageDescription

let package = Package(
    name: "Lantern",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .executableTarget(name: "Lantern", resources: [.process("Resources")]),
    ]
)
