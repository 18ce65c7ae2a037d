/// How much text a value may hold: few enough characters, lines and combining marks
/// that the window lays it out and draws it at once, whatever a file or a person puts in.
///
/// Characters are counted as Unicode scalars, as GTK counts them for an entry's maximum
/// length, so that a letter carrying thousands of combining marks counts as thousands.
public struct TextLimit: Sendable, Equatable {
    /// The most Unicode scalars.
    public let characters: Int
    /// The most lines (one for a single-line field).
    public let lines: Int

    /// The most Unicode scalars in one character as people see it: a letter with its accents, an emoji
    /// sequence such as a family with skin tones (11), a subdivision flag (7).
    public static let scalarsPerCharacter = 16

    public init(characters: Int, lines: Int) {
        self.characters = characters
        self.lines = lines
    }

    /// Why `text` is over the limit, as the end of a sentence naming the field ("is longer than
    /// 1000 characters"), or nil when it fits.
    public func problem(with text: String) -> LocalizedText? {
        var scalars = 0
        var lineCount = 1
        for character in text {
            let size = character.unicodeScalars.count
            scalars += size
            if scalars > characters { return say("is longer than \(characters) characters") }
            if size > Self.scalarsPerCharacter {
                return say("has a character made of more than \(Self.scalarsPerCharacter) code points (a letter with too many marks)")
            }
            if character.isNewline {
                lineCount += 1
                if lineCount > lines {
                    return lines == 1 ? say("must be a single line") : say("has more than \(lines) lines")
                }
            }
        }
        return nil
    }

    /// The longest text the limit allows, in wide letters spread over as many lines as it allows.
    public var widestText: String {
        let perLine = max(1, characters / lines - 1)
        var result = [String]()
        var used = 0
        while result.count < lines, used + perLine + 1 <= characters {
            result.append(String(repeating: "W", count: perLine))
            used += perLine + 1
        }
        return result.joined(separator: "\n")
    }
}
