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
        "archivebox": "package-x-generic-symbolic",
        "bold": "format-text-bold-symbolic",
        "italic": "format-text-italic-symbolic",
        "key": "dialog-password-symbolic",
        "plus.magnifyingglass": "zoom-in-symbolic",
        "minus.magnifyingglass": "zoom-out-symbolic",
        "star.circle.fill": "starred-symbolic",
        "sun.max.circle.fill": "weather-clear-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic",
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
        "paperplane": "mail-send-symbolic",
        "house": "go-home-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "swiftui-style-gallery-gear-symbolic",
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
        "heart": "emote-love-symbolic",
        "questionmark": "dialog-question-symbolic",
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
        "square.and.arrow.up": "swiftui-style-gallery-square-and-arrow-up-symbolic",
        // A check box a custom toggle style draws, as ToggleStyle's own example does
        // (https://developer.apple.com/documentation/swiftui/togglestyle).
        "square": "swiftui-style-gallery-square-symbolic",
        "checkmark.square": "swiftui-style-gallery-checkmark-square-symbolic",
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "person.circle": "swiftui-style-gallery-person-circle-symbolic",
        "xmark": "window-close-symbolic",
        "xmark.circle.fill": "window-close-symbolic",
        "arrowshape.turn.up.left.fill": "mail-reply-sender-symbolic",
        "info.circle": "swiftui-style-gallery-info-circle-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
        "exclamationmark.triangle.fill": "swiftui-style-gallery-exclamationmark-triangle-fill-symbolic",
    ]

    /// Every SF Symbol the catalog has a stand-in for.
    public static var symbols: [String] { icons.keys.sorted() }

    /// The freedesktop icon for `symbol`: its own stand-in; else that of the symbol without its variants
    /// (`checkmark.circle.fill` is drawn as `checkmark`); else its family's, named by its first word (every `person.…`
    /// as a person, every `lock.…` as a lock); else ``fallbackIcon``. Real apps name hundreds of symbols (184 in four
    /// open-source apps), most of them variants of a few dozen shapes.
    public static func iconName(for symbol: String) -> String {
        if let icon = icons[symbol] { return icon }
        var parts = symbol.split(separator: ".").map(String.init)
        while parts.count > 1, let last = parts.last, variants.contains(last) {
            parts.removeLast()
            if let icon = icons[parts.joined(separator: ".")] { return icon }
        }
        return parts.first.flatMap { families[$0] } ?? fallbackIcon
    }

    /// Whether `symbol` has a stand-in of its own, not one of its family's or the placeholder.
    public static func hasDrawing(of symbol: String) -> Bool {
        icons[symbol] != nil
    }

    /// The last words of a symbol's name that draw the same shape enclosed, filled or marked
    /// (https://developer.apple.com/sf-symbols/: variants are "fill", "circle", "square", "slash" and the like).
    private static let variants: Set<String> = ["fill", "circle", "square", "rectangle", "badge", "inset", "filled", "slash"]

    /// A symbol's first word → the freedesktop icon of the same subject, for symbols the table above does not list.
    static let families: [String: String] = [
        "person": "avatar-default-symbolic",
        "photo": "image-x-generic-symbolic",
        "lock": "system-lock-screen-symbolic",
        "link": "insert-link-symbolic",
        "eye": "view-reveal-symbolic",
        "list": "view-list-bullet-symbolic",
        "ellipsis": "view-more-horizontal-symbolic",
        "checkmark": "object-select-symbolic",
        "xmark": "window-close-symbolic",
        "bell": "preferences-system-notifications-symbolic",
        "gearshape": "swiftui-style-gallery-gearshape-symbolic",
        "safari": "swiftui-style-gallery-safari-symbolic",
        "envelope": "mail-unread-symbolic",
        "camera": "camera-photo-symbolic",
        "mappin": "mark-location-symbolic",
        "location": "find-location-symbolic",
        "fork": "emoji-food-symbolic",
        "mic": "audio-input-microphone-symbolic",
        "play": "media-playback-start-symbolic",
        "pause": "media-playback-pause-symbolic",
        "phone": "call-start-symbolic",
        "bookmark": "bookmark-new-symbolic",
        "printer": "printer-symbolic",
        "alarm": "alarm-symbolic",
        "cloud": "weather-overcast-symbolic",
        "sun": "weather-clear-symbolic",
        "moon": "weather-clear-night-symbolic",
        "wifi": "network-wireless-symbolic",
        "doc": "text-x-generic-symbolic",
        "heart": "emote-love-symbolic",
        "star": "swiftui-style-gallery-star-symbolic",
        "trash": "user-trash-symbolic",
        "folder": "swiftui-style-gallery-folder-symbolic",
        "pencil": "document-edit-symbolic",
        "shippingbox": "package-x-generic-symbolic",
        "archivebox": "package-x-generic-symbolic",
        "box": "package-x-generic-symbolic",
        "info": "swiftui-style-gallery-info-circle-symbolic",
        "exclamationmark": "dialog-warning-symbolic",
        "questionmark": "dialog-question-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "preferences-system-time-symbolic",
        "house": "go-home-symbolic",
        "paperplane": "mail-send-symbolic",
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "flag": "swiftui-style-gallery-flag-symbolic",
        "bolt": "swiftui-style-gallery-bolt-fill-symbolic",
        "tray": "swiftui-style-gallery-tray-symbolic",
    ]
}
