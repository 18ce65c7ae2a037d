/// SF Symbols, the icon names SwiftUI code uses, mapped to freedesktop
/// symbolic icons that GTK themes (Adwaita) ship.
public enum SymbolCatalog {
    /// The icon GTK shows for a symbol with no counterpart.
    public static let fallbackIcon = "image-missing-symbolic"

    /// SF Symbol name → freedesktop icon name.
    static let icons: [String: String] = [
        "arrow.clockwise": "view-refresh-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic",
        "sun.max": "weather-clear-symbolic",
        "cloud": "weather-overcast-symbolic",
        "cloud.rain": "weather-showers-symbolic",
        "snowflake": "weather-snow-symbolic",
        "cloud.bolt": "weather-storm-symbolic",
        "ellipsis.circle": "view-more-symbolic",
        "plus.square.on.square": "edit-copy-symbolic",
        "pencil": "document-edit-symbolic",
        "trash": "user-trash-symbolic",
        "folder": "folder-symbolic",
        "star.fill": "starred-symbolic",
        "star": "non-starred-symbolic",
        "bolt.fill": "weather-storm-symbolic",
        "moon.circle.fill": "weather-clear-night-symbolic",
        "flame.fill": "weather-clear-symbolic",
        "tray": "mail-unread-symbolic",
        "doc": "document-new-symbolic",
        "paperplane": "mail-send-symbolic",
        "house": "go-home-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "emblem-system-symbolic",
        "scissors": "edit-cut-symbolic",
        "doc.on.doc": "edit-copy-symbolic",
        "doc.on.clipboard": "edit-paste-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.down": "pan-down-symbolic",
        "checkmark": "object-select-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "alarm-symbolic",
        "sidebar.left": "sidebar-show-symbolic",
        "hand.thumbsup": "face-smile-symbolic",
        "hand.thumbsdown": "face-sad-symbolic",
        "heart": "emote-love-symbolic",
        "questionmark": "dialog-question-symbolic",
        "flag.fill": "mail-mark-important-symbolic",
        "pin.fill": "view-pin-symbolic",
        "battery.75": "battery-level-70-symbolic",
        "square.and.arrow.up": "send-to-symbolic",
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "person.circle": "avatar-default-symbolic",
        "xmark": "window-close-symbolic",
        "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
    ]

    /// The freedesktop icon for `symbol`, or ``fallbackIcon``.
    public static func iconName(for symbol: String) -> String {
        icons[symbol] ?? fallbackIcon
    }
}
