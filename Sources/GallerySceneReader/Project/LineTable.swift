import GalleryModel

/// Where each line of a file begins, to turn a syntax node's byte offset into the line and column the compiler gives
/// it (1-based, columns in UTF-8 bytes): one pass over the text, then a binary search per place.
struct LineTable: Sendable {
    /// The byte offset at which each line begins.
    private let starts: [Int]

    init(_ source: String) {
        var starts = [0]
        for (offset, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    /// The place of the byte at `offset`, in `file` (nil for the scene's own file).
    func location(ofOffset offset: Int, file: String?) -> SceneLocation {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SceneLocation(line: low + 1, column: offset - starts[low] + 1, file: file)
    }
}
