#if canImport(Glibc)
import Glibc
#endif

/// Paths are bytes: Linux names a file with any bytes but `/` and NUL, not only with UTF-8.
///
/// The gallery keeps a path it was given (on the command line, in the environment, from the file
/// chooser) as a `String` that carries those bytes exactly: each byte that is not part of valid UTF-8
/// becomes one scalar of U+10FF00…U+10FFFF (the last 256 private-use code points), and so does each
/// byte of a real scalar from that range, so the mapping goes back without loss. Every system call
/// that takes a path gets its bytes through ``withCString(_:_:)``; ``Quoting`` shows a raw byte as `\xFF`.
public enum SystemPath {
    /// The first of the 256 scalars that stand for raw bytes.
    static let rawByteBase: UInt32 = 0x10FF00

    /// The byte `scalar` stands for, when it stands for one.
    public static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= rawByteBase ? UInt8(scalar.value - rawByteBase) : nil
    }

    /// `bytes` as a string that keeps every byte (see ``SystemPath``).
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        // Most names are ASCII, which is its own UTF-8 and never in the raw-byte range.
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var rest = bytes[...]
        while let first = rest.first {
            let length = validSequenceLength(rest)
            if length == 0 {
                scalars.append(Unicode.Scalar(rawByteBase + UInt32(first))!)
                rest = rest.dropFirst()
                continue
            }
            let sequence = rest.prefix(length)
            let scalar = String(decoding: sequence, as: UTF8.self).unicodeScalars.first!
            if scalar.value >= rawByteBase {
                for byte in sequence { scalars.append(Unicode.Scalar(rawByteBase + UInt32(byte))!) }
            } else {
                scalars.append(scalar)
            }
            rest = rest.dropFirst(length)
        }
        return String(scalars)
    }

    /// The bytes `path` stands for: the inverse of ``string(_:)``.
    public static func bytes(_ path: String) -> [UInt8] {
        if path.utf8.allSatisfy({ $0 < 0x80 }) { return Array(path.utf8) }
        var result = [UInt8]()
        result.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = rawByte(scalar) {
                result.append(byte)
            } else {
                result.append(contentsOf: String(scalar).utf8)
            }
        }
        return result
    }

    /// Calls `body` with `path`'s bytes as a C string, for a system call.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try withCString(bytes: bytes(path), body)
    }

    /// Calls `body` with `bytes` (a path or one of its names) as a C string, for a system call.
    public static func withCString<Result>(bytes: [UInt8], _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// A C string's bytes, kept (a path from the system: `argv`, `getenv`, GLib).
    public static func string(cString: UnsafePointer<CChar>) -> String {
        string(UnsafeBufferPointer(start: cString, count: strlen(cString)).lazy.map { UInt8(bitPattern: $0) })
    }

    /// The process's arguments, without the program's name, each byte kept.
    public static func arguments(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String] {
        (1..<Int(max(argc, 1))).compactMap { index in argv[index].map { string(cString: $0) } }
    }

    /// The value of the environment variable `name`, each byte kept; nil when it is not set.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { string(cString: $0) }
    }

    /// How many bytes at the start of `bytes` make one valid UTF-8 scalar; 0 when they make none.
    private static func validSequenceLength(_ bytes: some Collection<UInt8>) -> Int {
        var iterator = bytes.makeIterator()
        guard let lead = iterator.next() else { return 0 }
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return 0
        }
        for position in 1..<length {
            guard let byte = iterator.next() else { return 0 }
            let range = position == 1 ? lower...upper : 0x80...0xBF
            guard range.contains(byte) else { return 0 }
        }
        return length
    }
}

#if canImport(Glibc)
extension SystemPath {
    /// The bytes of the name of the folder entry `entry` (what `readdir` returned), without its NUL.
    ///
    /// The name is read where it lies, up to its NUL: `readdir` returns records as long as their names need, packed in
    /// its buffer, so copying the whole `d_name` field (256 bytes) reads past a short record at the end of the buffer,
    /// which can be the end of mapped memory, and crashes.
    public static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        // A stored field of the C struct always has an offset.
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }
}
#endif
