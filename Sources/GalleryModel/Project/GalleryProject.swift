/// What the gallery says about itself, in one place: the About window, `gallery --version` and the window's
/// icon read it, and the tests hold the desktop entry and the AppStream metainfo in `Resources/` to it.
public enum GalleryProject {
    /// The application id (reverse DNS): the desktop entry's and the metainfo's file name and the icon's name.
    public static let applicationID = "io.github.swiftui_style_gallery.Gallery"

    /// The name people see.
    public static let name = "SwiftUI Style Gallery"

    /// This release; the metainfo's newest `<release>` has the same version.
    public static let version = "1.0.0"

    /// The project's home page, as the About window and the metainfo's homepage link give it.
    public static let website = "https://github.com/swiftui-style-gallery/gallery"

    /// The copyright line, as in LICENSE.
    public static let copyright = "© 2026 The SwiftUI Style Gallery contributors"
}
