import Foundation
@testable import GalleryModel
import Testing

/// The SF Symbols real apps use most are drawn in their own shape (https://developer.apple.com/sf-symbols/): an outline
/// where the symbol is an outline, its ring where it has one, and never an icon of another meaning, such as Adwaita's
/// filled diamond for `questionmark.circle`, which reads as the replacement character "�".
@Suite("SF Symbols are drawn in their own shape")
struct SymbolDrawingTests {
    /// The gallery's own drawings.
    static let folder = TestFiles.package.appendingPathComponent("Resources/icons/hicolor/scalable/actions")

    /// Adwaita icons whose shape is not the symbol's they once stood for; none may stand for it again.
    enum Mismatch: CaseIterable {
        /// A filled diamond holding a "?": the replacement character, not a question mark in a ring.
        case questionDiamond
        /// A filled triangle with the mark cut out, where `exclamationmark.triangle` is an outline.
        case filledWarning
        /// An envelope with an arrow, not a paper plane.
        case envelopeForPaperPlane
        /// A bookmark with a plus: adding one, not the bookmark.
        case bookmarkWithPlus
        /// A thin line arrow, not the broad arrow shape.
        case lineReplyArrow
        /// A level bar over a drop, not a chain's two links.
        case linkOfAnotherShape
        /// A bare check mark, without the circle it sits in.
        case bareCheckForCircle
        /// A bare cross, without the filled circle it is cut from.
        case bareCrossForFilledCircle
        /// A bare chevron, without its ring.
        case bareChevronForCircle
        /// A plus, without the speech bubble it sits in.
        case barePlusForBubble
        /// Filled shapes standing for outline symbols.
        case filledHeart, filledBell, filledLock, filledBust, filledPlay

        /// The icon, and the symbols it must not stand for (nil: none at all).
        var icon: (name: String, symbols: [String]?) {
            switch self {
            case .questionDiamond: ("dialog-question-symbolic", nil)
            case .filledWarning: ("dialog-warning-symbolic", nil)
            case .envelopeForPaperPlane: ("mail-send-symbolic", nil)
            case .bookmarkWithPlus: ("bookmark-new-symbolic", nil)
            case .lineReplyArrow: ("mail-reply-sender-symbolic", nil)
            case .linkOfAnotherShape: ("insert-link-symbolic", nil)
            case .bareCheckForCircle: ("object-select-symbolic", ["checkmark.circle", "checkmark.circle.fill", "checkmark.seal.fill", "checkmark.shield"])
            case .bareCrossForFilledCircle: ("window-close-symbolic", ["xmark.circle", "xmark.circle.fill", "xmark.seal.fill"])
            case .bareChevronForCircle: ("go-down-symbolic", ["chevron.down.circle"])
            case .barePlusForBubble: ("list-add-symbolic", ["plus.bubble", "plus.circle"])
            case .filledHeart: ("emote-love-symbolic", ["heart"])
            case .filledBell: ("preferences-system-notifications-symbolic", ["bell"])
            case .filledLock: ("system-lock-screen-symbolic", ["lock"])
            case .filledBust: ("avatar-default-symbolic", ["person", "person.crop.circle"])
            case .filledPlay: ("media-playback-start-symbolic", ["play"])
            }
        }
    }

    /// The symbols six open-source apps (Ice Cubes, Food Truck, Backyard Birds, Whisky, MovieSwiftUI and Clean
    /// Architecture) name most in `systemName:` and `systemImage:`, each drawn by a stand-in of its own.
    static let mostUsed = [
        "xmark", "chevron.right", "plus", "arrow.2.squarepath", "checkmark.circle.fill", "star", "trash", "at", "link", "star.fill",
        "checkmark.seal.fill", "doc.on.doc", "pencil", "square.and.arrow.up", "bell", "box.truck", "calendar",
        "exclamationmark.triangle.fill", "quote.bubble", "arrow.clockwise", "bell.fill", "bookmark", "bookmark.fill",
        "chart.bar", "checkmark.circle", "chevron.down", "chevron.forward", "folder", "line.3.horizontal.decrease.circle",
        "number", "person.badge.plus", "photo", "pin", "xmark.circle", "arrowshape.turn.up.left", "captions.bubble",
        "checkmark", "cup.and.saucer.fill", "dot.radiowaves.right", "exclamationmark.bubble", "gear", "gearshape",
        "heart.fill", "info.circle", "line.horizontal.3.decrease.circle", "paperplane", "questionmark", "text.bubble",
        "questionmark.circle", "heart", "lock", "xmark.circle.fill", "magnifyingglass", "person.crop.circle", "play",
        // A third reviewer's screens: tab bars' filled symbols and a landscape placeholder.
        "house.fill", "play.circle.fill", "square.grid.2x2.fill", "rectangle.stack.fill", "location.fill", "mountain.2.fill",
        "hand.raised.fill", "internaldrive.fill",
        // A player's "more" button, a song's note, a notes app's checklist.
        "ellipsis.circle.fill", "music.note", "checklist",
    ]

    @Test("Every symbol the gallery draws itself has its drawing, and every drawing is a symbol's")
    func drawingsExist() throws {
        let named = Set(SymbolCatalog.icons.values).union(SymbolCatalog.families.values).union([SymbolCatalog.fallbackIcon])
            .filter { $0.hasPrefix(SymbolCatalog.galleryIconPrefix) }
        for icon in named.sorted() {
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(icon + ".svg").path), "\(icon)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".svg") }
        // The activity indicator's spokes and Image's sailboat are pictures of their own, not symbols' stand-ins.
        let others: Set<String> = [SymbolCatalog.activitySpokes, SymbolCatalog.galleryIconPrefix + "sailboat-symbolic"]
        for file in files.sorted() {
            let icon = String(file.dropLast(4))
            #expect(named.contains(icon) || others.contains(icon), "\(file) stands for no symbol")
        }
    }

    @Test("The gallery's drawings take the colour they are given: filled paths, rectangles and circles, never strokes")
    func recolourable() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".svg") }
        #expect(files.count > 40)
        for file in files {
            let svg = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            // GTK colours a symbolic icon by setting the fill of its path, rect and circle elements.
            let shapes = svg.matches(of: /<(\w+)[\s>]/).map { String($0.output.1) }.filter { !["svg", "g"].contains($0) }
            #expect(!shapes.isEmpty && shapes.allSatisfy { ["path", "rect", "circle"].contains($0) }, "\(file): \(shapes)")
            #expect(!svg.contains("stroke"), "\(file) is stroked: GTK would fill its lines")
        }
    }

    @Test("No symbol is drawn by an Adwaita icon of another shape")
    func noMismatches() {
        let mapped = SymbolCatalog.icons.merging(SymbolCatalog.families) { own, _ in own }
        for mismatch in Mismatch.allCases {
            let (icon, symbols) = mismatch.icon
            if let symbols {
                for symbol in symbols { #expect(SymbolCatalog.iconName(for: symbol) != icon, "\(symbol) as \(icon)") }
            } else {
                #expect(!mapped.values.contains(icon), "\(icon) stands for \(mapped.filter { $0.value == icon }.keys.sorted())")
            }
        }
    }

    @Test("The symbols real apps use most are drawn by stand-ins of their own, in their own shape and fill")
    func mostUsed() {
        for symbol in Self.mostUsed {
            #expect(SymbolCatalog.hasDrawing(of: symbol), "\(symbol)")
        }
        // An outline and its filled variant are two drawings; a ring is kept.
        for (outline, filled) in [("checkmark.circle", "checkmark.circle.fill"), ("heart", "heart.fill"), ("bell", "bell.fill"),
                                  ("bookmark", "bookmark.fill"), ("xmark.circle", "xmark.circle.fill"), ("play", "play.fill"),
                                  ("house", "house.fill"), ("play.circle", "play.circle.fill"), ("square.grid.2x2", "square.grid.2x2.fill"),
                                  ("rectangle.stack", "rectangle.stack.fill"), ("location", "location.fill"),
                                  ("ellipsis.circle", "ellipsis.circle.fill")] {
            #expect(SymbolCatalog.iconName(for: outline) != SymbolCatalog.iconName(for: filled), "\(outline)")
        }
        #expect(SymbolCatalog.iconName(for: "xmark.circle") != SymbolCatalog.iconName(for: "xmark"))
        #expect(SymbolCatalog.iconName(for: "questionmark.circle") != SymbolCatalog.iconName(for: "questionmark"))
    }

    /// Symbols app screens name for their subjects (travel, shopping, devices, media, health), from two reviewers'
    /// screens of this session, each of which had the placeholder.
    static let subjects = [
        "airplane", "applewatch", "backward.fill", "bag", "book", "battery.100", "bicycle", "books.vertical", "car", "cart", "creditcard",
        "desktopcomputer", "drop", "externaldrive", "figure.run", "figure.walk", "figure.yoga", "flame", "forward.fill", "gift", "iphone",
        "keyboard", "laptopcomputer", "leaf", "line.3.horizontal", "map", "message", "music.note", "note.text", "paperclip",
        "stop.fill", "tv", "video", "speaker.fill", "speaker.wave.3.fill", "speaker.slash", "person.2", "xmark.bin", "film", "archivebox",
    ]

    @Test("The subjects of app screens (travel, shopping, devices, media, health) have a stand-in, not the placeholder")
    func subjectsDrawn() {
        for symbol in Self.subjects {
            #expect(SymbolCatalog.hasStandIn(for: symbol), "\(symbol) is the dashed placeholder")
        }
    }

    /// Symbols four real apps (Ice Cubes, MovieSwiftUI, Food Truck, Backyard Birds) and five reviewers' screens name
    /// that had the placeholder, counted by `systemName:` and `systemImage:` uses.
    static let realApps = [
        "bird", "bird.fill", "wallet.pass", "bubble.left.and.text.bubble.right", "bubble.left.and.bubble.right", "wand.and.stars",
        "trophy", "tortoise", "hare", "quote.opening", "building.2", "arrow.up.arrow.down", "arrow.left.arrow.right", "arrow.swap",
        "arrow.uturn.right", "gobackward", "goforward", "chart.line.uptrend.xyaxis", "waveform", "waveform.path", "zzz", "sunrise",
        "sunset", "sparkles", "wrench", "cube", "network", "server.rack", "suitcase", "hifispeaker", "storefront", "paintpalette",
        "party.popper", "antenna.radiowaves.left.and.right", "square.stack", "internaldrive", "hand.draw", "timer", "music.note.list", "music.mic",
    ]

    @Test("The symbols real apps name that had the placeholder are drawn, the common ones in shapes of their own")
    func realAppsDrawn() {
        for symbol in Self.realApps {
            #expect(SymbolCatalog.hasStandIn(for: symbol), "\(symbol) is the dashed placeholder")
        }
        // Opposite directions are opposite drawings; a tortoise is not a hare.
        #expect(SymbolCatalog.iconName(for: "gobackward") != SymbolCatalog.iconName(for: "goforward"))
        #expect(SymbolCatalog.iconName(for: "arrow.uturn.left") != SymbolCatalog.iconName(for: "arrow.uturn.right"))
        #expect(SymbolCatalog.iconName(for: "arrow.up.arrow.down") != SymbolCatalog.iconName(for: "arrow.left.arrow.right"))
        #expect(SymbolCatalog.iconName(for: "tortoise") != SymbolCatalog.iconName(for: "hare"))
        // A playlist and a microphone are not the music family's two notes.
        #expect(SymbolCatalog.iconName(for: "music.note.list") != SymbolCatalog.iconName(for: "music"))
        #expect(SymbolCatalog.iconName(for: "music.mic") != SymbolCatalog.iconName(for: "music"))
    }

    @Test("A symbol that names how many there are draws as many: two people, a speaker's waves, a bin marked with its cross")
    func counts() {
        #expect(SymbolCatalog.iconName(for: "person.2") != SymbolCatalog.iconName(for: "person"))
        #expect(SymbolCatalog.iconName(for: "person.2.fill") == SymbolCatalog.iconName(for: "person.2"))
        #expect(SymbolCatalog.iconName(for: "speaker.wave.3.fill") != SymbolCatalog.iconName(for: "speaker.wave.1"))
        #expect(SymbolCatalog.iconName(for: "speaker.slash") != SymbolCatalog.iconName(for: "speaker"))
        #expect(SymbolCatalog.iconName(for: "xmark.bin") != SymbolCatalog.iconName(for: "xmark"))
        // A filled person's disc is not the outlined ring, nor a box the generic package.
        #expect(SymbolCatalog.iconName(for: "person.crop.circle.fill") != SymbolCatalog.iconName(for: "person.crop.circle"))
        #expect(SymbolCatalog.iconName(for: "archivebox") != SymbolCatalog.iconName(for: "shippingbox"))
    }

    @Test("A struck-through symbol is its own drawing or the placeholder, never the shape it negates")
    func slashed() {
        #expect(SymbolCatalog.iconName(for: "eye.slash") != SymbolCatalog.iconName(for: "eye"))
        #expect(SymbolCatalog.iconName(for: "pencil.slash") == SymbolCatalog.fallbackIcon)
        #expect(SymbolCatalog.iconName(for: "pin.slash") == SymbolCatalog.fallbackIcon)
        // A variant of a struck-through symbol that has a drawing is that drawing.
        #expect(SymbolCatalog.iconName(for: "speaker.slash.fill") == SymbolCatalog.iconName(for: "speaker.slash"))
        #expect(SymbolCatalog.iconName(for: "bell.slash.fill") == SymbolCatalog.fallbackIcon)
    }
}
