import CGtk
import GalleryModel
import GalleryWindow

/// Every border, background and tint a style's description claims (``LookClaim``) is in its photograph: each claim's
/// widget photographed alone on the claim's platform and release.
@MainActor
enum LookClaimsFeature: WindowCheck {
    nonisolated static let name = "lookClaims"

    static func run(_ check: WindowDriver) throws {
        for claim in LookClaim.all {
            guard let family = StyleFamily(rawValue: String(claim.styleID.prefix { $0 != "." })) else {
                check.fail("\(claim.styleID) names no family")
                continue
            }
            check.send(.choosePlatform(claim.platform), .chooseRelease(claim.release), .openPage(.family(family)))
            guard let card = check.widget(named: "card:\(claim.styleID)"),
                  let widget = check.widget(withClass: claim.widgetClass, in: card),
                  let photo = Pixels(widget) else {
                check.fail("\(claim.photographName) not taken")
                continue
            }
            check.photograph(widget, as: String(claim.photographName.dropLast(4)))
            try judge(photo, claim, check)
        }
    }

    /// Checks each property `claim` says against `photo`.
    private static func judge(_ photo: Pixels, _ claim: LookClaim, _ check: WindowDriver) throws {
        let (width, height) = (photo.width, photo.height)
        let palette = PlatformTheme.of(claim.platform).palette(.light)
        for property in claim.properties {
            switch property {
            case .noBackground:
                // Corners and edges are where a background or border would show; the content sits inside.
                let edges = [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width - 1, height / 2), (width / 2, height - 1)]
                check.expect(edges.allSatisfy { photo.alpha(x: $0.0, y: $0.1) == 0 }, "\(claim.styleID) draws a background or border")
            case .background:
                check.expect(photo.alpha(x: width - 3, y: height / 2) == 255 && photo.alpha(x: width / 2, y: 2) == 255,
                        "\(claim.styleID) draws no background")
            case .neutralBackground:
                // Beside the title, inside the rim: red, green and blue within a few steps of one another.
                let fill = photo.color(x: width - 8, y: height / 2)
                let spread = max(fill.red, fill.green, fill.blue) - min(fill.red, fill.green, fill.blue)
                check.expect(spread <= 12, "\(claim.styleID)'s background is \(fill), a tinted colour, not a grey")
            case .roundedCorners:
                check.expect(photo.alpha(x: 0, y: 0) < 200 && photo.alpha(x: width - 1, y: height - 1) < 200, "\(claim.styleID)'s corners are square")
            case .squareCorners:
                check.expect(photo.alpha(x: 0, y: 0) == 255 && photo.alpha(x: width - 1, y: height - 1) == 255,
                        "\(claim.styleID)'s corners are rounded")
            case .tintedText, .untintedText:
                let ink = try check.require(photo.ink(over: palette.background), "\(claim.styleID) shows no text")
                let tinted = ink.distance(to: palette.accentText) < ink.distance(to: palette.text)
                check.expect(tinted == (property == .tintedText), "\(claim.styleID)'s text is \(ink), closer to \(tinted ? "the tint" : "the text colour")")
            case .redFrame:
                let edge = photo.color(x: 0, y: height / 2)
                check.expect(edge.red > 180 && edge.green < 90 && edge.blue < 90, "\(claim.styleID)'s edge is \(edge), not red")
            case .separateRows:
                // Down the middle, opaque rows with transparent gaps between them.
                let column = (0..<height).map { photo.alpha(x: width / 2, y: $0) == 0 }
                let gaps = zip(column, column.dropFirst()).filter { !$0.0 && $0.1 }.count
                check.expect(gaps >= 2, "\(claim.styleID)'s rows run together")
            }
        }
    }
}
