import GalleryModel

/// Why a file gives no scene: it cannot be read as Swift source (missing, a folder, too large, binary, not
/// UTF-8), it holds no view, or it has no view of the name asked for. Said in one line, as a compiler says an
/// error: `FILE:LINE:COLUMN: error: …`, at 1:1 when no better place is known.
public struct SceneFileError: MessageError, Equatable {
    /// The file as it was named.
    public let fileName: String
    /// Where the problem is.
    public let location: SceneLocation
    /// What is wrong, without the file and place.
    public let problem: LocalizedText
    /// Whether the file is Swift source the gallery will not read because it is past the reader's limits (its size,
    /// its shape): the compiler would read it, so `gallery check` says it was not read rather than that it is wrong.
    public let isPastLimits: Bool

    public init(fileName: String, location: SceneLocation = SceneLocation(line: 1, column: 1), problem: LocalizedText, isPastLimits: Bool = false) {
        self.fileName = fileName
        self.location = location
        self.problem = problem
        self.isPastLimits = isPastLimits
    }

    /// `FILE:LINE:COLUMN: error: …`, to be said in the reader's language.
    public var text: LocalizedText {
        // "error:" stays English in every language, as compilers write it and tools look for it.
        .verbatim("\(Quoting.oneLine(fileName)):\(location.line):\(location.column): error: ") + problem
    }

    /// The one line in English.
    public var message: String {
        text.english
    }
}
