import Foundation

/// An opaque sRGB colour, with the WCAG 2 measures the gallery holds its text to.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    /// The channels, 0 … 255.
    public let red: Int
    public let green: Int
    public let blue: Int

    public init(red: Int, green: Int, blue: Int) {
        self.red = min(max(red, 0), 255)
        self.green = min(max(green, 0), 255)
        self.blue = min(max(blue, 0), 255)
    }

    /// A colour written `#rrggbb`. The gallery's colours are literals it owns, so a
    /// malformed one is a programming error, caught by the theme's tests.
    public init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = Int(digits, radix: 16) ?? 0
        self.init(red: value >> 16 & 0xff, green: value >> 8 & 0xff, blue: value & 0xff)
    }

    /// `#rrggbb`.
    public var hex: String {
        "#" + [red, green, blue].map { channel in
            let digits = String(channel, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    public var description: String { hex }

    /// This colour drawn with `alpha` over `background`, as the screen shows it.
    public func over(_ background: RGBColor, alpha: Double) -> RGBColor {
        func mix(_ front: Int, _ back: Int) -> Int { Int((Double(front) * alpha + Double(back) * (1 - alpha)).rounded()) }
        return RGBColor(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// WCAG 2's relative luminance, 0 (black) … 1 (white).
    public var relativeLuminance: Double {
        func linear(_ channel: Int) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio between two colours, 1 … 21, the same whichever is given first.
    public static func contrast(_ first: RGBColor, _ second: RGBColor) -> Double {
        let lighter = max(first.relativeLuminance, second.relativeLuminance)
        let darker = min(first.relativeLuminance, second.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
