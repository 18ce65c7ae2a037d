import Foundation
import GalleryModel

/// Small stage words drawn as full-coloured as Apple's screens draw them: FreeType's CFF stem darkening
/// (``AppleTypeface/rasteriserProperties``), for the Inter faces that stand in for SF Pro.
package enum GlyphDarkening {
    /// Asks FreeType for the stand-ins' rasterising properties, unless the person set `FREETYPE_PROPERTIES`. Call
    /// before GTK starts: FreeType reads the variable once, when fontconfig and Pango first make its library.
    package static func turnOn() {
        setenv("FREETYPE_PROPERTIES", AppleTypeface.rasteriserProperties, 0)
    }
}
