import Foundation
@testable import GalleryModel
import Testing

/// A symbol takes the foreground style whole (https://developer.apple.com/documentation/swiftui/image/init(systemname:)),
/// so every stand-in icon is drawn at full strength in the colour the stage gives it: an icon drawn at partial opacity
/// (Adwaita's outline star, at 35 %) would read grey, dark grey on the Watch's black.
@Suite("Symbol stand-ins are drawn whole")
struct SymbolStandInOpacityTests {
    /// The gallery's own icons, and the system's Adwaita theme where it is installed.
    static let folders: [URL] = {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let ours = package.appendingPathComponent("Resources/icons/hicolor/scalable")
        let adwaita = URL(fileURLWithPath: "/usr/share/icons/Adwaita/scalable")
        return [ours, adwaita].flatMap { root in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).map { root.appendingPathComponent($0) }
        }
    }()

    /// The SVG of the icon `name`, or nil where no folder holds it.
    static func svg(_ name: String) -> String? {
        folders.lazy.compactMap { try? String(contentsOf: $0.appendingPathComponent(name + ".svg"), encoding: .utf8) }.first
    }

    @Test("No stand-in icon is drawn at partial opacity (the activity indicator's fading spokes aside)")
    func fullStrength() throws {
        let names = Set(SymbolCatalog.icons.values).union(SymbolCatalog.families.values).union([SymbolCatalog.fallbackIcon])
        var found = 0
        for name in names.sorted() {
            guard let svg = Self.svg(name) else {
                // Every icon the gallery draws itself is shipped with it.
                #expect(!name.hasPrefix(SymbolCatalog.galleryIconPrefix), "\(name) is not in Resources/icons")
                continue
            }
            found += 1
            let partial = svg.matches(of: /opacity[=:]"?\s*(0?\.\d+|0)\b/).count
            #expect(partial == 0, "\(name) is drawn at partial opacity")
        }
        #expect(found >= names.filter { $0.hasPrefix(SymbolCatalog.galleryIconPrefix) }.count)
        #expect(SymbolCatalog.iconName(for: "star") == SymbolCatalog.galleryIconPrefix + "star-symbolic")
        #expect(SymbolCatalog.iconName(for: "info.circle") == SymbolCatalog.galleryIconPrefix + "info-circle-symbolic")
        // A custom toggle style's check box is an empty square and a checked one, never the placeholder.
        #expect(SymbolCatalog.iconName(for: "square") == SymbolCatalog.galleryIconPrefix + "square-symbolic")
        #expect(SymbolCatalog.iconName(for: "checkmark.square.fill") == SymbolCatalog.galleryIconPrefix + "checkmark-square-symbolic")
    }
}
