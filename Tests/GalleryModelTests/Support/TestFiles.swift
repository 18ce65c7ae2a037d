import Foundation

/// Where the model's tests find the files they read, whichever folder of `Tests/GalleryModelTests` (which mirrors
/// `Sources/GalleryModel`) a test sits in.
enum TestFiles {
    /// `Tests/GalleryModelTests`.
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The package's root.
    static let package = tests.deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/GalleryModelTests/Fixtures/NAME`.
    static func fixture(_ name: String) -> URL {
        tests.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }
}
