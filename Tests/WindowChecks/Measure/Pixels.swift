import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// The pixels of a widget as its window's renderer draws it (``Screenshot/render(_:)``), or of a PNG.
package struct Pixels {
    package let width: Int
    package let height: Int
    package let bytes: [UInt8]

    /// What `widget` shows, all of it; nil when it has no size or renderer yet.
    @MainActor
    package init?(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let texture = Screenshot.render(widget) else { return nil }
        defer { g_object_unref(texture.raw) }
        self.init(texture: texture)
    }

    /// The PNG at `path`.
    package init(_ path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    private init(texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        buffer.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        self.width = width
        self.height = height
        bytes = buffer
    }

    /// The opacity of the pixel at (`x`, `y`), 0 where nothing was drawn.
    package func alpha(x: Int, y: Int) -> UInt8 {
        bytes[(y * width + x) * 4 + 3]
    }

    /// The colour of the pixel at (`x`, `y`), as drawn over white (GDK's bytes are premultiplied BGRA).
    package func color(x: Int, y: Int) -> RGBColor {
        let offset = (y * width + x) * 4
        let uncovered = 255 - Int(bytes[offset + 3])
        return RGBColor(red: Int(bytes[offset + 2]) + uncovered, green: Int(bytes[offset + 1]) + uncovered, blue: Int(bytes[offset]) + uncovered)
    }

    /// The opaque pixel that stands out most from `background`: the colour of the text, if any.
    package func ink(over background: RGBColor) -> RGBColor? {
        var best: (contrast: Double, color: RGBColor)?
        for y in 0..<height {
            for x in 0..<width where alpha(x: x, y: y) == 255 {
                let pixel = color(x: x, y: y)
                let contrast = RGBColor.contrast(pixel, background)
                if contrast > best?.contrast ?? 1.5 { best = (contrast, pixel) }
            }
        }
        return best?.color
    }

    /// How many different colours the image uses.
    package var distinctColors: Int {
        var colors = Set<UInt32>()
        for index in stride(from: 0, to: bytes.count, by: 4) {
            colors.insert(UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]))
            if colors.count > 5_000 { break }
        }
        return colors.count
    }

    /// The share of pixels that differ from `other` (over the area both cover; size differences count fully).
    package func differingFraction(from other: Pixels) -> Double {
        let total = max(width * height, other.width * other.height)
        let commonWidth = min(width, other.width)
        let commonHeight = min(height, other.height)
        var same = 0
        for y in 0..<commonHeight {
            for x in 0..<commonWidth {
                let a = (y * width + x) * 4
                let b = (y * other.width + x) * 4
                if bytes[a] == other.bytes[b], bytes[a + 1] == other.bytes[b + 1], bytes[a + 2] == other.bytes[b + 2] { same += 1 }
            }
        }
        return Double(total - same) / Double(total)
    }
}

extension RGBColor {
    /// How far apart two colours are in RGB: 0 for the same colour.
    package func distance(to other: RGBColor) -> Double {
        let red = Double(self.red - other.red)
        let green = Double(self.green - other.green)
        let blue = Double(self.blue - other.blue)
        return (red * red + green * green + blue * blue).squareRoot()
    }
}

