import Foundation

/// The files in Resources/ that the running gallery reads.
public enum GalleryResources {
    /// The window's structural stylesheet (cards, badges, stages, emulated controls).
    public static var stylesheet: String {
        guard let url = Bundle.module.url(forResource: "gallery", withExtension: "css"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }
}
