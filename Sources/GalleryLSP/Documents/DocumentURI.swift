import GalleryModel

/// A document's URI (RFC 3986) and the file it names.
enum DocumentURI {
    /// The path of a `file:` URI (`file:///home/me/My%20App/Row.swift` is `/home/me/My App/Row.swift`), with its
    /// percent-escapes decoded to the bytes they stand for; nil for any other scheme (`untitled:`), a host other than
    /// this machine's, or an escape that is not one.
    static func path(_ uri: String) -> String? {
        var rest = Substring(uri)
        guard rest.lowercased().hasPrefix("file://") else { return nil }
        rest = rest.dropFirst("file://".count)
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        // A query or fragment is not part of the path.
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1]) else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        guard !bytes.contains(0) else { return nil }
        return SystemPath.string(bytes)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
