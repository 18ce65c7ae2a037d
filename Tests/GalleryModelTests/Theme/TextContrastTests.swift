import GalleryModel
import Testing

/// WCAG 2 contrast, and the measurement the window's contrast check makes on its own pixels.
@Suite("Text contrast")
struct TextContrastTests {
    @Test("Contrast ratios match WCAG 2's published values")
    func ratios() {
        let black = RGBColor(hex: "#000000")
        let white = RGBColor(hex: "#ffffff")
        #expect(abs(RGBColor.contrast(black, white) - 21) < 0.01)
        #expect(RGBColor.contrast(white, white) == 1)
        // Apple's light-mode system blue on white is famously just under AA.
        #expect(abs(RGBColor.contrast(RGBColor(hex: "#007aff"), white) - 4.02) < 0.02)
        #expect(abs(RGBColor.contrast(RGBColor(hex: "#767676"), white) - 4.54) < 0.02)
        #expect(RGBColor(hex: "#0a64d6").hex == "#0a64d6")
    }

    @Test("Large text needs 3:1, other text 4.5:1")
    func requirement() {
        #expect(TextContrast.required(pixelSize: 15, bold: false) == 4.5)
        #expect(TextContrast.required(pixelSize: 24, bold: false) == 3)
        #expect(TextContrast.required(pixelSize: 19, bold: true) == 3)
        #expect(TextContrast.required(pixelSize: 19, bold: false) == 4.5)
    }

    /// A `width` × `height` image in premultiplied BGRA whose pixels `color(x, y)` gives.
    private func image(width: Int, height: Int, _ color: (Int, Int) -> RGBColor) -> [UInt8] {
        (0..<height).flatMap { y in
            (0..<width).flatMap { x -> [UInt8] in
                let pixel = color(x, y)
                return [UInt8(pixel.blue), UInt8(pixel.green), UInt8(pixel.red), 255]
            }
        }
    }

    @Test("Measuring finds the background and the text's own colour, and invisible text measures 1:1")
    func measurement() {
        let background = RGBColor(hex: "#f2f2f7")
        let ink = RGBColor(hex: "#1c1c1e")
        // A 20 × 10 image with a 2-pixel stroke and its anti-aliased edge.
        let pixels = image(width: 20, height: 10) { x, _ in
            if x == 5 || x == 6 { return ink }
            if x == 7 { return ink.over(background, alpha: 0.5) }
            return background
        }
        let measured = pixels.withUnsafeBufferPointer {
            TextContrast.measure(bgra: $0, rowStride: 80, x: 0, y: 0, width: 20, height: 10)
        }
        #expect(measured?.background == background)
        #expect(measured?.text == ink)
        let blank = image(width: 20, height: 10) { _, _ in RGBColor(hex: "#000000") }
        #expect(blank.withUnsafeBufferPointer { TextContrast.measure(bgra: $0, rowStride: 80, x: 0, y: 0, width: 20, height: 10) }?.ratio == 1)
        #expect(blank.withUnsafeBufferPointer { TextContrast.measure(bgra: $0, rowStride: 80, x: 0, y: 0, width: 0, height: 4) } == nil)
        #expect(blank.withUnsafeBufferPointer { TextContrast.measure(bgra: $0, rowStride: 80, x: 15, y: 0, width: 10, height: 4) } == nil,
                "a rectangle beyond the image")
    }

    @Test("A transparent pixel reads as white, a half-covered one as its colour over white")
    func transparency() {
        // Premultiplied: half-covered black is stored as 0 with alpha 128.
        let pixels: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0]
        let measured = pixels.withUnsafeBufferPointer { TextContrast.measure(bgra: $0, rowStride: 16, x: 0, y: 0, width: 4, height: 1) }
        #expect(measured?.background == RGBColor(hex: "#ffffff"))
        #expect(measured?.text == RGBColor(red: 127, green: 127, blue: 127))
    }
}
