import Foundation

/// The WCAG 2 AA rule for text, and how readable drawn text is, measured from
/// the pixels of a screenshot.
public enum TextContrast {
    /// The lowest ratio text of `pixelSize` (and `bold` or not) may have against its
    /// background: 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold; a point is 4/3 pixels).
    public static func required(pixelSize: Double, bold: Bool) -> Double {
        let points = pixelSize * 3 / 4
        return points >= 18 || (bold && points >= 14) ? 3 : 4.5
    }

    /// What a measurement found: the text's colour, the background it sits on, and their ratio.
    public struct Measurement: Sendable, Equatable {
        public let text: RGBColor
        public let background: RGBColor

        /// The contrast ratio of text and background.
        public var ratio: Double { RGBColor.contrast(text, background) }
    }

    /// Measures text drawn in a rectangle of an image in premultiplied BGRA, four bytes a
    /// pixel (the layout of Cairo's and GDK's images); what is not opaque counts as drawn over white.
    ///
    /// The background is the most common colour in the rectangle (colours within a few
    /// levels of each other count as one); the text is whichever of the darkest and the
    /// lightest pixel stands out more from it, which is the text's own colour wherever a
    /// glyph's stroke is fully covered. Text that cannot be seen measures about 1:1.
    /// Returns nil for an empty rectangle or one outside the image.
    public static func measure(
        bgra: UnsafeBufferPointer<UInt8>, rowStride: Int, x: Int, y: Int, width: Int, height: Int
    ) -> Measurement? {
        guard width > 0, height > 0, x >= 0, y >= 0, (x + width) * 4 <= rowStride,
              (y + height - 1) * rowStride + (x + width) * 4 <= bgra.count else { return nil }
        var counts = [Int](repeating: 0, count: 4096)
        var darkest = (luminance: Double.infinity, color: 0)
        var lightest = (luminance: -Double.infinity, color: 0)
        for row in y..<(y + height) {
            var offset = row * rowStride + x * 4
            for _ in 0..<width {
                let uncovered = 255 - Int(bgra[offset + 3])
                let red = Int(bgra[offset + 2]) + uncovered
                let green = Int(bgra[offset + 1]) + uncovered
                let blue = Int(bgra[offset]) + uncovered
                counts[(red >> 4) << 8 | (green >> 4) << 4 | blue >> 4] += 1
                let luminance = linear[red] * 0.2126 + linear[green] * 0.7152 + linear[blue] * 0.0722
                let packed = red << 16 | green << 8 | blue
                if luminance < darkest.luminance { darkest = (luminance, packed) }
                if luminance > lightest.luminance { lightest = (luminance, packed) }
                offset += 4
            }
        }
        // The background: the average of the pixels in the most common bucket.
        guard let bucket = counts.indices.max(by: { counts[$0] < counts[$1] }) else { return nil }
        var sums = (red: 0, green: 0, blue: 0, count: 0)
        for row in y..<(y + height) {
            var offset = row * rowStride + x * 4
            for _ in 0..<width {
                let uncovered = 255 - Int(bgra[offset + 3])
                let red = Int(bgra[offset + 2]) + uncovered
                let green = Int(bgra[offset + 1]) + uncovered
                let blue = Int(bgra[offset]) + uncovered
                if (red >> 4) << 8 | (green >> 4) << 4 | blue >> 4 == bucket {
                    sums = (sums.red + red, sums.green + green, sums.blue + blue, sums.count + 1)
                }
                offset += 4
            }
        }
        let background = RGBColor(red: sums.red / sums.count, green: sums.green / sums.count, blue: sums.blue / sums.count)
        let candidates = [darkest.color, lightest.color].map { RGBColor(red: $0 >> 16 & 0xff, green: $0 >> 8 & 0xff, blue: $0 & 0xff) }
        let text = candidates.max { RGBColor.contrast($0, background) < RGBColor.contrast($1, background) } ?? background
        return Measurement(text: text, background: background)
    }

    /// Each 8-bit channel value in linear light, as WCAG's luminance formula needs it.
    private static let linear: [Double] = (0...255).map { channel in
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
