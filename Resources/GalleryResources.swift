import Foundation

/// The files in Resources/ that the running gallery reads.
public enum GalleryResources {
    /// The window's structural stylesheet (cards, badges, stages, emulated controls), or
    /// nil when the resource bundle beside the executable has lost it.
    public static var stylesheet: String? {
        guard let url = Bundle.module.url(forResource: "gallery", withExtension: "css") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
