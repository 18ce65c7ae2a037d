/// The images the gallery ships as an app's asset catalogue holds them (`Resources/images`), by the name
/// SwiftUI code gives them: `Image("Landscape")`.
public enum ImageAsset: String, Sendable, CaseIterable {
    /// A mill by a river, in full colour edge to edge: a bitmap as a photograph is one.
    case landscape = "Landscape"
    /// A sailboat in four colours on a transparent ground: what a template rendering reduces to its shape.
    case sailboat = "Sailboat"

    /// Where the window finds the asset: a file of the resources' `images` folder, or an SVG of the gallery's icons
    /// (`Resources/icons/hicolor/scalable/actions`), which GTK can also draw as a symbolic icon, every shape in the
    /// foreground colour, as a template is drawn.
    public enum Location: Sendable, Equatable {
        /// `images/NAME`.
        case image(String)
        /// The icon named so, `NAME.svg` among the gallery's icons.
        case icon(String)
    }

    /// Where the window finds the asset.
    public var location: Location {
        switch self {
        case .landscape: .image("landscape.png")
        case .sailboat: .icon(SymbolCatalog.galleryIconPrefix + "sailboat-symbolic")
        }
    }

    /// Its own size in points, which it keeps unless it is made resizable: the landscape is a 360 × 240 pixel
    /// bitmap at 2× (https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)).
    public var size: (width: Int, height: Int) {
        switch self {
        case .landscape: (180, 120)
        case .sailboat: (64, 64)
        }
    }

    /// The height the image takes when scaled to fit `width` with its own proportions.
    public func height(fittingWidth width: Int) -> Int {
        (width * size.height + size.width / 2) / size.width
    }
}

/// How a picture meets the room its frame gives it.
public enum ImageContentMode: String, Sendable, CaseIterable {
    /// Not resizable: the image keeps its own size whatever the frame.
    case natural
    /// `resizable()` alone: both axes scaled on their own to the frame, so the image is stretched.
    case stretch
    /// `.aspectRatio(contentMode: .fit)`: whole and in proportion, empty space on one axis
    /// (https://developer.apple.com/documentation/swiftui/contentmode/fit).
    case fit
    /// `.aspectRatio(contentMode: .fill)` with `.clipped()`: in proportion, covering the frame, the overflow cut off
    /// (https://developer.apple.com/documentation/swiftui/contentmode/fill).
    case fill
}

/// `Image.TemplateRenderingMode` (https://developer.apple.com/documentation/swiftui/image/templaterenderingmode).
public enum ImageRenderingMode: String, Sendable, CaseIterable {
    /// The image's own pixels as they are.
    case original
    /// Every pixel that is not transparent in the foreground colour.
    case template
}
