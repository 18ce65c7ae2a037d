import Glibc
import Testing
@testable import GalleryModel

/// Paths are bytes: a path that is not UTF-8 survives the trip through a `String` unchanged.
@Suite("Paths as bytes")
struct SystemPathTests {
    @Test("Every byte sequence comes back as it went in", arguments: [
        Array("plain/ascii.json".utf8),
        Array("中文/日本語.json".utf8),
        [0x61, 0xFF, 0x62],                 // a byte that starts nothing
        [0xC3],                             // a sequence cut short
        [0xED, 0xA0, 0x80],                 // an encoded surrogate
        [0xC0, 0xAF],                       // an overlong '/'
        Array("\u{10FF41}".utf8),           // a real scalar of the range that stands for raw bytes
        [0xF4, 0x8F, 0xBD, 0x81, 0xFF],     // the same, then a raw byte
    ])
    func roundTrip(bytes: [UInt8]) {
        #expect(SystemPath.bytes(SystemPath.string(bytes)) == bytes)
    }

    @Test("Seeded random bytes come back as they went in")
    func randomRoundTrip() {
        var generator = SplitMix64(seed: 18)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(SystemPath.bytes(SystemPath.string(bytes)) == bytes)
        }
    }

    @Test("Valid UTF-8 reads as the text it is")
    func validText() {
        #expect(SystemPath.string(Array("out/tvOS 17.json".utf8)) == "out/tvOS 17.json")
    }

    @Test("Messages show a raw byte as \\xFF")
    func shownAsByte() {
        #expect(Quoting.path(SystemPath.string([0x61, 0xFF, 0x62, 0x01])) == "'a\\xFFb\\u{1}'")
    }

    @Test("A folder entry's name is read up to its NUL where it lies: a short record at the end of mapped memory, as readdir packs them, is read without touching the page after it")
    func entryNameAtTheEndOfMemory() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // Two pages, the second unreadable: a record that ends at the first page's end, as readdir's last record can.
        let memory = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        defer { munmap(memory, 2 * page) }
        #expect(mprotect(memory.advanced(by: page), page, PROT_NONE) == 0)
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = Array("Pkg.swift".utf8) + [0]
        let record = memory.advanced(by: page - offset - name.count)
        name.withUnsafeBytes { record.advanced(by: offset).copyMemory(from: $0.baseAddress!, byteCount: name.count) }
        let entry = record.bindMemory(to: dirent.self, capacity: 1)
        #expect(SystemPath.entryName(entry) == Array("Pkg.swift".utf8))
    }
}
