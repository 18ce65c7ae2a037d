/// One utterance for espeak-ng (Debian's `espeak-ng` 1.51): its arguments, with the Text page's speech
/// modifiers applied, and how it meets an utterance already being spoken.
///
/// The text goes as SSML (`-m`), escaped: spelling out is `<say-as interpret-as="characters">`, which espeak-ng
/// honours letter by letter ("APPL 25" takes 1.72 s against 1.35 s), and in SSML `--punct` also says a sentence's
/// final full stop, which plain text drops.
public struct SpeechRequest: Sendable, Equatable {
    /// The program that speaks.
    public static let program = "espeak-ng"

    /// The SSML document spoken.
    public let document: String
    /// espeak-ng's pitch, 0…99 with 50 its own.
    public let pitch: Int
    /// Whether every punctuation mark is said by name.
    public let speaksPunctuation: Bool
    /// How it meets an utterance already being spoken.
    public let policy: SpeechQueuePolicy

    /// The request that speaks `text` as a Text carrying `speech` is spoken.
    public init(speaking text: String, with speech: TextSpeech) {
        let escaped = Self.escaped(text)
        let body = speech.spellsOutCharacters ? "<say-as interpret-as=\"characters\">\(escaped)</say-as>" : escaped
        document = "<speak>\(body)</speak>"
        pitch = Self.pitch(speech.adjustedPitch ?? 0)
        speaksPunctuation = speech.alwaysIncludesPunctuation
        policy = speech.queuePolicy
    }

    /// espeak-ng's arguments: to the sound card, or into a WAV file at `wavPath`.
    public func arguments(writingTo wavPath: String? = nil) -> [String] {
        var arguments = ["-m", "-p", String(pitch)]
        if speaksPunctuation { arguments.append("--punct") }
        if let wavPath { arguments += ["-w", wavPath] }
        return arguments + [document]
    }

    /// SwiftUI's pitch (-1…1, clamped as SwiftUI clamps it) as espeak-ng's: -1 is 0, 0 is 50, 1 is 99.
    public static func pitch(_ adjusted: Double) -> Int {
        let value = min(max(adjusted, TextSpeech.pitchRange.lowerBound), TextSpeech.pitchRange.upperBound)
        return Int((50 + value * (value < 0 ? 50 : 49)).rounded())
    }

    /// `text` with XML's five special characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// Whether a new announcement waits for the one being spoken (`speechAnnouncementsQueued(true)`) or cuts it
/// off, which is what VoiceOver does by default.
/// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement
public enum SpeechQueuePolicy: Sendable, Equatable {
    case queued, interrupting
}
