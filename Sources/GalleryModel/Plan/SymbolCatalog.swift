/// SF Symbols, the icon names SwiftUI code uses, mapped to freedesktop
/// symbolic icons that GTK themes (Adwaita) ship, or, where Adwaita has no icon of the
/// same shape, to the gallery's own drawing of the symbol (``galleryIconPrefix``, an SVG in
/// `Resources/icons/hicolor/scalable/actions`). Each stand-in has the symbol's shape
/// (https://developer.apple.com/sf-symbols/): a chevron is an open chevron, never a filled
/// triangle; `ellipsis.circle` is three dots across inside a ring, never a vertical ⋮.
/// Every stand-in is drawn whole in the colour it is given, as a symbol takes the foreground style: Adwaita's outline
/// star, information, sidebar and web browser icons, drawn partly at a third of that colour, would read grey (dark grey
/// on the Watch's black), so the gallery draws those itself.
public enum SymbolCatalog {
    /// The icon drawn for a symbol with no counterpart, of its own or of its family: a dashed square that holds the
    /// symbol's place, where GTK's "image missing" would read as a broken picture.
    public static let fallbackIcon = "swiftui-style-gallery-symbol-placeholder-symbolic"

    /// An activity indicator's eight spokes, the brightest at the top and each one after it fainter (the gallery's
    /// drawing); the interpreter turns it a spoke at a time.
    public static let activitySpokes = "swiftui-style-gallery-activity-spokes-symbolic"

    /// The prefix of the icons the gallery draws itself.
    public static let galleryIconPrefix = "swiftui-style-gallery-"

    /// SF Symbol name → freedesktop icon name.
    static let icons: [String: String] = [
        "arrow.clockwise": "view-refresh-symbolic",
        "archivebox": "swiftui-style-gallery-archivebox-symbolic",
        "bold": "format-text-bold-symbolic",
        "italic": "format-text-italic-symbolic",
        "key": "dialog-password-symbolic",
        "plus.magnifyingglass": "zoom-in-symbolic",
        "minus.magnifyingglass": "zoom-out-symbolic",
        "sun.max.circle.fill": "weather-clear-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic",
        // A speaker by how many waves it sends: Adwaita's volume icons draw one, two and three.
        "speaker": "audio-volume-low-symbolic",
        "speaker.wave.1": "audio-volume-low-symbolic",
        "speaker.wave.3": "audio-volume-high-symbolic",
        "speaker.slash": "audio-volume-muted-symbolic",
        "person.2": "swiftui-style-gallery-person-2-symbolic",
        // A filled disc with the person cut out of it, as a contact's placeholder picture.
        "person.crop.circle.fill": "swiftui-style-gallery-person-crop-circle-fill-symbolic",
        "person.circle.fill": "swiftui-style-gallery-person-crop-circle-fill-symbolic",
        "film": "swiftui-style-gallery-film-symbolic",
        "xmark.bin": "swiftui-style-gallery-xmark-bin-symbolic",
        "sun.max": "weather-clear-symbolic",
        "cloud": "weather-overcast-symbolic",
        "cloud.rain": "weather-showers-symbolic",
        "snowflake": "weather-snow-symbolic",
        "cloud.bolt": "weather-storm-symbolic",
        "ellipsis.circle": "swiftui-style-gallery-ellipsis-circle-symbolic",
        // A digit inside a ring: the control group sample's buttons (reference/view-styles.zh.md, "controlGroupStyle(_:)").
        "1.circle": "swiftui-style-gallery-1-circle-symbolic",
        "2.circle": "swiftui-style-gallery-2-circle-symbolic",
        "3.circle": "swiftui-style-gallery-3-circle-symbolic",
        "plus.square.on.square": "edit-copy-symbolic",
        "pencil": "document-edit-symbolic",
        "trash": "user-trash-symbolic",
        "folder": "swiftui-style-gallery-folder-symbolic",
        "star.fill": "starred-symbolic",
        "star": "swiftui-style-gallery-star-symbolic",
        "bolt.fill": "swiftui-style-gallery-bolt-fill-symbolic",
        "moon.circle.fill": "swiftui-style-gallery-moon-circle-fill-symbolic",
        "flame.fill": "swiftui-style-gallery-flame-fill-symbolic",
        "tray": "swiftui-style-gallery-tray-symbolic",
        "doc": "text-x-generic-symbolic",
        "house": "go-home-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "swiftui-style-gallery-gear-symbolic",
        "gearshape": "swiftui-style-gallery-gearshape-symbolic",
        "scissors": "edit-cut-symbolic",
        "doc.on.doc": "edit-copy-symbolic",
        "doc.on.clipboard": "edit-paste-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.left": "go-previous-symbolic",
        "chevron.down": "go-down-symbolic",
        "chevron.up": "go-up-symbolic",
        "chevron.forward": "go-next-symbolic",
        "chevron.backward": "go-previous-symbolic",
        "chevron.up.chevron.down": "swiftui-style-gallery-chevron-up-chevron-down-symbolic",
        "checkmark": "object-select-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "preferences-system-time-symbolic",
        "sidebar.left": "swiftui-style-gallery-sidebar-left-symbolic",
        "hand.thumbsup": "swiftui-style-gallery-hand-thumbsup-symbolic",
        "hand.thumbsdown": "swiftui-style-gallery-hand-thumbsdown-symbolic",
        "heart": "swiftui-style-gallery-heart-symbolic",
        "heart.fill": "emote-love-symbolic",
        "flag": "swiftui-style-gallery-flag-symbolic",
        "flag.fill": "swiftui-style-gallery-flag-fill-symbolic",
        "circle": "swiftui-style-gallery-circle-symbolic",
        "face.smiling": "swiftui-style-gallery-face-smiling-symbolic",
        "face.smiling.fill": "face-smile-symbolic",
        "face.dashed": "swiftui-style-gallery-face-dashed-symbolic",
        "circle.fill": "swiftui-style-gallery-circle-fill-symbolic",
        "circle.dashed.inset.filled": "swiftui-style-gallery-circle-dashed-inset-filled-symbolic",
        "pin.fill": "view-pin-symbolic",
        "battery.75": "battery-level-70-symbolic",
        // A full battery: the charge inside its outline, the cap at its end.
        "battery.100percent": "swiftui-style-gallery-battery-full-symbolic",
        "line.3.horizontal": "open-menu-symbolic",
        "square.and.arrow.up": "swiftui-style-gallery-square-and-arrow-up-symbolic",
        // A check box a custom toggle style draws, as ToggleStyle's own example does
        // (https://developer.apple.com/documentation/swiftui/togglestyle).
        "square": "swiftui-style-gallery-square-symbolic",
        "checkmark.square": "swiftui-style-gallery-checkmark-square-symbolic",
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "person.circle": "swiftui-style-gallery-person-circle-symbolic",
        "xmark": "window-close-symbolic",
        "info.circle": "swiftui-style-gallery-info-circle-symbolic",
        "exclamationmark.triangle.fill": "swiftui-style-gallery-exclamationmark-triangle-fill-symbolic",
        // Drawn by the gallery where Adwaita has no icon of the symbol's shape, or one that is filled where the symbol
        // is an outline (bell, lock, heart, play, moon), or loses the symbol's ring (the .circle variants), or
        // means something else (a diamond for questionmark, an envelope for paperplane): the symbols most used in
        // six open-source apps (https://developer.apple.com/sf-symbols/ names each one's shape).
        "checkmark.circle": "swiftui-style-gallery-checkmark-circle-symbolic",
        "checkmark.circle.fill": "swiftui-style-gallery-checkmark-circle-fill-symbolic",
        "checkmark.seal": "swiftui-style-gallery-checkmark-seal-symbolic",
        "checkmark.seal.fill": "swiftui-style-gallery-checkmark-seal-fill-symbolic",
        "xmark.circle": "swiftui-style-gallery-xmark-circle-symbolic",
        "xmark.circle.fill": "swiftui-style-gallery-xmark-circle-fill-symbolic",
        "plus.circle": "swiftui-style-gallery-plus-circle-symbolic",
        "plus.circle.fill": "swiftui-style-gallery-plus-circle-fill-symbolic",
        "minus.circle": "swiftui-style-gallery-minus-circle-symbolic",
        "minus.circle.fill": "swiftui-style-gallery-minus-circle-fill-symbolic",
        "questionmark": "swiftui-style-gallery-questionmark-symbolic",
        "questionmark.circle": "swiftui-style-gallery-questionmark-circle-symbolic",
        "questionmark.circle.fill": "swiftui-style-gallery-questionmark-circle-fill-symbolic",
        "exclamationmark.triangle": "swiftui-style-gallery-exclamationmark-triangle-symbolic",
        "star.circle": "swiftui-style-gallery-star-circle-symbolic",
        "star.circle.fill": "swiftui-style-gallery-star-circle-fill-symbolic",
        "bell": "swiftui-style-gallery-bell-symbolic",
        "lock": "swiftui-style-gallery-lock-symbolic",
        "bookmark": "swiftui-style-gallery-bookmark-symbolic",
        "bookmark.fill": "swiftui-style-gallery-bookmark-fill-symbolic",
        "paperplane": "swiftui-style-gallery-paperplane-symbolic",
        "paperplane.fill": "swiftui-style-gallery-paperplane-fill-symbolic",
        "person": "swiftui-style-gallery-person-symbolic",
        "person.badge.plus": "swiftui-style-gallery-person-badge-plus-symbolic",
        "number": "swiftui-style-gallery-number-symbolic",
        "chart.bar": "swiftui-style-gallery-chart-bar-symbolic",
        "chart.bar.fill": "swiftui-style-gallery-chart-bar-fill-symbolic",
        "line.3.horizontal.decrease": "swiftui-style-gallery-line-3-horizontal-decrease-symbolic",
        "line.3.horizontal.decrease.circle": "swiftui-style-gallery-line-3-horizontal-decrease-circle-symbolic",
        "arrow.2.squarepath": "swiftui-style-gallery-arrow-2-squarepath-symbolic",
        "arrow.triangle.2.circlepath": "swiftui-style-gallery-arrow-triangle-2-circlepath-symbolic",
        "arrow.down.circle": "swiftui-style-gallery-arrow-down-circle-symbolic",
        "pin": "swiftui-style-gallery-pin-symbolic",
        "quote.bubble": "swiftui-style-gallery-quote-bubble-symbolic",
        "text.bubble": "swiftui-style-gallery-text-bubble-symbolic",
        "captions.bubble": "swiftui-style-gallery-captions-bubble-symbolic",
        "exclamationmark.bubble": "swiftui-style-gallery-exclamationmark-bubble-symbolic",
        "dot.radiowaves.right": "swiftui-style-gallery-dot-radiowaves-right-symbolic",
        "box.truck": "swiftui-style-gallery-box-truck-symbolic",
        "cup.and.saucer.fill": "swiftui-style-gallery-cup-and-saucer-fill-symbolic",
        "tag": "swiftui-style-gallery-tag-symbolic",
        "play": "swiftui-style-gallery-play-symbolic",
        "at": "swiftui-style-gallery-at-symbolic",
        "arrowshape.turn.up.left": "swiftui-style-gallery-arrowshape-turn-up-left-symbolic",
        "arrowshape.turn.up.left.fill": "swiftui-style-gallery-arrowshape-turn-up-left-fill-symbolic",
        "moon": "swiftui-style-gallery-moon-symbolic",
        "link": "swiftui-style-gallery-link-symbolic",
        "checkmark.shield": "swiftui-style-gallery-checkmark-shield-symbolic",
        "xmark.seal.fill": "swiftui-style-gallery-xmark-seal-fill-symbolic",
        "chevron.down.circle": "swiftui-style-gallery-chevron-down-circle-symbolic",
        "chevron.up.circle": "swiftui-style-gallery-chevron-up-circle-symbolic",
        "plus.bubble": "swiftui-style-gallery-plus-bubble-symbolic",
        "bubble.left": "swiftui-style-gallery-bubble-left-symbolic",
        "bubble.right": "swiftui-style-gallery-bubble-right-symbolic",
        "arrow.right": "swiftui-style-gallery-arrow-right-symbolic",
        "arrow.down": "swiftui-style-gallery-arrow-down-symbolic",
        "arrow.left": "swiftui-style-gallery-arrow-left-symbolic",
        "arrow.up": "swiftui-style-gallery-arrow-up-symbolic",
        "globe": "swiftui-style-gallery-globe-symbolic",
        "square.and.pencil": "swiftui-style-gallery-square-and-pencil-symbolic",
        "slider.horizontal.3": "swiftui-style-gallery-slider-horizontal-3-symbolic",
        "square.grid.2x2": "swiftui-style-gallery-square-grid-2x2-symbolic",
        "rectangle.stack": "swiftui-style-gallery-rectangle-stack-symbolic",
        // Filled symbols a tab bar and a card most often show, drawn filled: their outline's stand-in would read as
        // another symbol (a hollow triangle for play.circle.fill).
        "square.grid.2x2.fill": "swiftui-style-gallery-square-grid-2x2-fill-symbolic",
        "rectangle.stack.fill": "swiftui-style-gallery-rectangle-stack-fill-symbolic",
        "play.circle.fill": "swiftui-style-gallery-play-circle-fill-symbolic",
        "ellipsis.circle.fill": "swiftui-style-gallery-ellipsis-circle-fill-symbolic",
        // A single note, where the music family's stand-in is two; a list of checked items, where none stood.
        "music.note": "swiftui-style-gallery-music-note-symbolic",
        "checklist": "swiftui-style-gallery-checklist-symbolic",
        "house.fill": "swiftui-style-gallery-house-fill-symbolic",
        "location.fill": "swiftui-style-gallery-location-fill-symbolic",
        "mountain.2.fill": "swiftui-style-gallery-mountain-2-fill-symbolic",
        // Settings rows' symbols: privacy's raised hand, storage's drive.
        "hand.raised.fill": "swiftui-style-gallery-hand-raised-fill-symbolic",
        "internaldrive.fill": "swiftui-style-gallery-internaldrive-fill-symbolic",
        // The arrow pointing the way text reads, drawn for a left-to-right stage.
        "arrow.forward": "swiftui-style-gallery-arrow-right-symbolic",
        "arrow.backward": "swiftui-style-gallery-arrow-left-symbolic",
        // Two spellings of one shape.
        "line.horizontal.3.decrease.circle": "swiftui-style-gallery-line-3-horizontal-decrease-circle-symbolic",
        "person.crop.circle": "swiftui-style-gallery-person-circle-symbolic",
        // Adwaita has these in the symbol's own shape and fill.
        "bell.fill": "preferences-system-notifications-symbolic",
        "lock.fill": "system-lock-screen-symbolic",
        "person.fill": "avatar-default-symbolic",
        "play.fill": "media-playback-start-symbolic",
        "moon.fill": "weather-clear-night-symbolic",
        "eye.slash": "view-conceal-symbolic",
        "photo": "image-x-generic-symbolic",
        // Symbols of real apps that had only the placeholder (Backyard Birds' birds, Ice Cubes' sort and translate
        // buttons, reviewers' players and settings), each drawn in its own shape by the gallery.
        "arrow.up.arrow.down": "swiftui-style-gallery-arrow-up-arrow-down-symbolic",
        "arrow.left.arrow.right": "swiftui-style-gallery-arrow-left-arrow-right-symbolic",
        "arrow.swap": "swiftui-style-gallery-arrow-left-arrow-right-symbolic",
        "arrow.uturn.left": "swiftui-style-gallery-arrow-uturn-left-symbolic",
        "arrow.uturn.backward": "swiftui-style-gallery-arrow-uturn-left-symbolic",
        "arrow.uturn.right": "swiftui-style-gallery-arrow-uturn-right-symbolic",
        "arrow.uturn.forward": "swiftui-style-gallery-arrow-uturn-right-symbolic",
        "bubble.left.and.bubble.right": "swiftui-style-gallery-bubble-left-and-bubble-right-symbolic",
        "bubble.left.and.text.bubble.right": "swiftui-style-gallery-bubble-left-and-bubble-right-symbolic",
        "chart.line.uptrend.xyaxis": "swiftui-style-gallery-chart-line-uptrend-xyaxis-symbolic",
        "wand.and.stars": "swiftui-style-gallery-wand-and-stars-symbolic",
        "square.stack": "swiftui-style-gallery-rectangle-stack-symbolic",
        "antenna.radiowaves.left.and.right": "swiftui-style-gallery-antenna-radiowaves-left-and-right-symbolic",
        // A stopwatch's face and crown: the Clock app's timer.
        "timer": "swiftui-style-gallery-timer-symbolic",
        // A music app's playlists (lines beside a note) and its karaoke microphone, where the music family's two notes stood.
        "music.note.list": "swiftui-style-gallery-music-note-list-symbolic",
        "music.mic": "swiftui-style-gallery-music-mic-symbolic",
        "mic": "swiftui-style-gallery-music-mic-symbolic",
    ]

    /// The colour a symbol is drawn in under `.symbolRenderingMode(.multicolor)`, where its multicolour rendering is
    /// one system colour over most of it (the gallery's reading of SF Symbols' multicolour symbols,
    /// https://developer.apple.com/documentation/swiftui/symbolrenderingmode/multicolor: "displays symbols with their
    /// intrinsic colors"): a yellow sun, a red heart, an orange flame. Nil for the others, drawn in the foreground.
    public static func multicolor(_ symbol: String) -> SceneColor? {
        multicolors[symbol]
    }

    private static let multicolors: [String: SceneColor] = [
        "sun.max": .yellow, "sun.max.fill": .yellow, "sun.min": .yellow, "sun.min.fill": .yellow,
        "heart.fill": .red, "flame.fill": .orange, "bolt.fill": .yellow, "leaf.fill": .green, "drop.fill": .blue,
        "exclamationmark.triangle.fill": .yellow,
    ]

    /// Every SF Symbol the catalog has a stand-in for.
    public static var symbols: [String] { icons.keys.sorted() }

    /// The freedesktop icon for `symbol`: its own stand-in; else that of the symbol without its variants
    /// (`trash.fill` is drawn as `trash`); else its family's, named by its first word (every `person.…` as a person,
    /// every `lock.…` as a lock); else ``fallbackIcon``. Real apps name hundreds of symbols (199 in six open-source
    /// apps), most of them variants of a few dozen shapes. A struck-through symbol (`eye.slash`, `pencil.slash`) says
    /// the opposite of its shape without the stroke, so only its own stand-in draws it, or its variant's
    /// (`speaker.slash.fill` as `speaker.slash`).
    public static func iconName(for symbol: String) -> String {
        if let icon = icons[symbol] { return icon }
        var parts = symbol.split(separator: ".").map(String.init)
        while parts.count > 1, let last = parts.last, variants.contains(last) {
            parts.removeLast()
            if let icon = icons[parts.joined(separator: ".")] { return icon }
        }
        guard !parts.contains("slash") else { return fallbackIcon }
        return parts.first.flatMap { families[$0] } ?? fallbackIcon
    }

    /// Whether `symbol` is drawn by a stand-in, its own, its shape's or its family's; false where ``fallbackIcon``
    /// holds its place, which the scene's outline and inspector then name.
    public static func hasStandIn(for symbol: String) -> Bool {
        iconName(for: symbol) != fallbackIcon
    }

    /// Whether `symbol` has a stand-in of its own, not one of its family's or the placeholder.
    public static func hasDrawing(of symbol: String) -> Bool {
        icons[symbol] != nil
    }

    /// The last words of a symbol's name that draw the same shape enclosed, filled or marked
    /// (https://developer.apple.com/sf-symbols/: variants are "fill", "circle", "square" and the like).
    private static let variants: Set<String> = ["fill", "circle", "square", "rectangle", "badge", "inset", "filled"]

    /// A symbol's first word → the freedesktop icon of the same subject, for symbols the table above does not list.
    static let families: [String: String] = [
        "person": "swiftui-style-gallery-person-symbolic",
        "photo": "image-x-generic-symbolic",
        "lock": "swiftui-style-gallery-lock-symbolic",
        "link": "swiftui-style-gallery-link-symbolic",
        "eye": "view-reveal-symbolic",
        "list": "view-list-bullet-symbolic",
        "ellipsis": "view-more-horizontal-symbolic",
        "checkmark": "object-select-symbolic",
        "xmark": "window-close-symbolic",
        "bell": "swiftui-style-gallery-bell-symbolic",
        "gearshape": "swiftui-style-gallery-gearshape-symbolic",
        "safari": "swiftui-style-gallery-safari-symbolic",
        "envelope": "mail-unread-symbolic",
        "camera": "camera-photo-symbolic",
        "mappin": "mark-location-symbolic",
        "location": "find-location-symbolic",
        "fork": "emoji-food-symbolic",
        "mic": "audio-input-microphone-symbolic",
        "play": "swiftui-style-gallery-play-symbolic",
        "pause": "media-playback-pause-symbolic",
        "phone": "call-start-symbolic",
        "bookmark": "swiftui-style-gallery-bookmark-symbolic",
        "printer": "printer-symbolic",
        "alarm": "alarm-symbolic",
        "cloud": "weather-overcast-symbolic",
        "sun": "weather-clear-symbolic",
        "moon": "swiftui-style-gallery-moon-symbolic",
        // The status bar's glyphs, drawn by the gallery whole in the text's colour: signal strength as four rising
        // bars, Wi-Fi as a wedge under two arcs.
        "wifi": "swiftui-style-gallery-wifi-symbolic",
        "cellularbars": "swiftui-style-gallery-cellularbars-symbolic",
        "doc": "text-x-generic-symbolic",
        "heart": "swiftui-style-gallery-heart-symbolic",
        "star": "swiftui-style-gallery-star-symbolic",
        "trash": "user-trash-symbolic",
        "folder": "swiftui-style-gallery-folder-symbolic",
        "pencil": "document-edit-symbolic",
        "shippingbox": "package-x-generic-symbolic",
        "archivebox": "swiftui-style-gallery-archivebox-symbolic",
        "box": "package-x-generic-symbolic",
        "info": "swiftui-style-gallery-info-circle-symbolic",
        "questionmark": "swiftui-style-gallery-questionmark-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "preferences-system-time-symbolic",
        "house": "go-home-symbolic",
        "paperplane": "swiftui-style-gallery-paperplane-symbolic",
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "flag": "swiftui-style-gallery-flag-symbolic",
        "bolt": "swiftui-style-gallery-bolt-fill-symbolic",
        "tray": "swiftui-style-gallery-tray-symbolic",
        // Common subjects of app screens (the symbols two reviewers' screens named that had no stand-in): Adwaita's
        // where it has the subject's shape, the gallery's own drawing otherwise.
        "airplane": "airplane-mode-symbolic",
        "battery": "battery-full-symbolic",
        "forward": "media-seek-forward-symbolic",
        "backward": "media-seek-backward-symbolic",
        "stop": "media-playback-stop-symbolic",
        "tv": "tv-symbolic",
        "video": "camera-video-symbolic",
        "keyboard": "input-keyboard-symbolic",
        "desktopcomputer": "computer-symbolic",
        "laptopcomputer": "computer-symbolic",
        "iphone": "phone-apple-iphone-symbolic",
        "externaldrive": "drive-harddisk-symbolic",
        "music": "audio-x-generic-symbolic",
        "paperclip": "mail-attachment-symbolic",
        "car": "emoji-travel-symbolic",
        "leaf": "emoji-nature-symbolic",
        "note": "text-x-generic-symbolic",
        "message": "swiftui-style-gallery-bubble-left-symbolic",
        "flame": "swiftui-style-gallery-flame-fill-symbolic",
        "cart": "swiftui-style-gallery-cart-symbolic",
        "bag": "swiftui-style-gallery-bag-symbolic",
        "gift": "swiftui-style-gallery-gift-symbolic",
        "creditcard": "swiftui-style-gallery-creditcard-symbolic",
        "drop": "swiftui-style-gallery-drop-symbolic",
        "books": "swiftui-style-gallery-books-vertical-symbolic",
        "book": "swiftui-style-gallery-book-symbolic",
        "applewatch": "swiftui-style-gallery-applewatch-symbolic",
        "figure": "swiftui-style-gallery-figure-walk-symbolic",
        "map": "swiftui-style-gallery-map-symbolic",
        "bicycle": "swiftui-style-gallery-bicycle-symbolic",
        "speaker": "audio-volume-high-symbolic",
        "bird": "swiftui-style-gallery-bird-fill-symbolic",
        "tortoise": "swiftui-style-gallery-tortoise-symbolic",
        "hare": "swiftui-style-gallery-hare-symbolic",
        "trophy": "swiftui-style-gallery-trophy-symbolic",
        "sparkles": "swiftui-style-gallery-sparkles-symbolic",
        "wand": "swiftui-style-gallery-wand-and-stars-symbolic",
        "wallet": "swiftui-style-gallery-wallet-pass-symbolic",
        "quote": "swiftui-style-gallery-quote-opening-symbolic",
        "building": "swiftui-style-gallery-building-2-symbolic",
        "wrench": "swiftui-style-gallery-wrench-symbolic",
        "cube": "swiftui-style-gallery-cube-symbolic",
        "network": "swiftui-style-gallery-network-symbolic",
        "chart": "swiftui-style-gallery-chart-line-uptrend-xyaxis-symbolic",
        "waveform": "swiftui-style-gallery-waveform-symbolic",
        "zzz": "swiftui-style-gallery-zzz-symbolic",
        "sunrise": "swiftui-style-gallery-sunrise-symbolic",
        "sunset": "swiftui-style-gallery-sunrise-symbolic",
        "suitcase": "swiftui-style-gallery-suitcase-symbolic",
        "server": "swiftui-style-gallery-server-rack-symbolic",
        "hifispeaker": "swiftui-style-gallery-hifispeaker-symbolic",
        "antenna": "swiftui-style-gallery-antenna-radiowaves-left-and-right-symbolic",
        "storefront": "swiftui-style-gallery-storefront-symbolic",
        "paintpalette": "swiftui-style-gallery-paintpalette-symbolic",
        "party": "swiftui-style-gallery-party-popper-symbolic",
        "gobackward": "swiftui-style-gallery-gobackward-symbolic",
        "goforward": "swiftui-style-gallery-goforward-symbolic",
        "bubble": "swiftui-style-gallery-bubble-left-symbolic",
        "internaldrive": "swiftui-style-gallery-internaldrive-fill-symbolic",
        "hand": "swiftui-style-gallery-hand-raised-fill-symbolic",
    ]
}
