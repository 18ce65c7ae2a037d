import Foundation

/// The files in Resources/ that the running gallery reads.
public enum GalleryResources {
    /// The window's structural stylesheet (cards, badges, stages, emulated controls), or
    /// nil when the resource bundle is not beside the executable.
    public static var stylesheet: String? {
        guard let url = bundle?.url(forResource: "gallery", withExtension: "css") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// The resource bundle SwiftPM puts beside the executable. Looked up here rather than through
    /// the generated `Bundle.module`, which stops the program when the bundle is missing.
    private static var bundle: Bundle? {
        Bundle(url: Bundle.main.bundleURL.appendingPathComponent("SwiftUIStyleGallery_GalleryResources.resources"))
    }
}
