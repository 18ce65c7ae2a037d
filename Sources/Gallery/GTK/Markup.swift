import CGtk

/// GLib's markup escaping, for text put inside Pango markup or GtkBuilder XML.
enum Markup {
    /// `text` with `&`, `<`, `>`, quotes and apostrophes escaped.
    static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
