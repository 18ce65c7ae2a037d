import Foundation
import GalleryModel
import Testing
@testable import GallerySwiftProject

/// A folder's names, as the project search and `check` list them: every name, in byte order, whatever bytes it holds.
@Suite("Project files")
struct ProjectFilesTests {
    @Test("A folder's names come in the order of their bytes, a name that is not UTF-8 kept exactly")
    func namesInByteOrder() throws {
        let folder = try TemporaryFolder()
        for name in ["b.swift", "a.swift", "é.swift", "z.swift", "B.swift"] { try folder.write(name) }
        let raw = Array("x".utf8) + [0xFF] + Array(".swift".utf8)
        let rawPath = Array(folder.path.utf8) + Array("/".utf8) + raw
        let descriptor = (rawPath.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        try #require(descriptor >= 0)
        close(descriptor)

        let names = try ProjectFiles.names(in: folder.path).get()
        // "B" (0x42) before "a" (0x61), "z" (0x7A) before "é" (0xC3 0xA9) and the raw 0xFF name after "x".
        #expect(names.map(SystemPath.bytes) == [
            Array("B.swift".utf8), Array("a.swift".utf8), Array("b.swift".utf8), raw, Array("z.swift".utf8), Array("é.swift".utf8),
        ])
    }
}
