/// The four VoiceOver modifiers of a Text: how a screen reader speaks it.
///
/// Each is a modifier of `Text` that returns `Text`, from iOS 15 and macOS 12:
/// - `speechSpellsOutCharacters(_:)`, one character at a time ("APPL" as "A-P-P-L"), its Bool defaulting to true:
///   https://developer.apple.com/documentation/swiftui/view/speechspellsoutcharacters(_:)
/// - `speechAlwaysIncludesPunctuation(_:)`, every punctuation mark said, its Bool defaulting to true:
///   https://developer.apple.com/documentation/swiftui/view/speechalwaysincludespunctuation(_:)
/// - `speechAdjustedPitch(_:)`, a pitch from -1 (lower) through 0 to 1 (higher), clamped to that range:
///   https://developer.apple.com/documentation/swiftui/view/speechadjustedpitch(_:)
/// - `speechAnnouncementsQueued(_:)`, announcements queued behind speech in progress instead of interrupting it,
///   its Bool defaulting to true:
///   https://developer.apple.com/documentation/swiftui/view/speechannouncementsqueued(_:)
public struct TextSpeech: Sendable, Equatable {
    /// `speechSpellsOutCharacters()`.
    public var spellsOutCharacters = false
    /// `speechAlwaysIncludesPunctuation()`.
    public var alwaysIncludesPunctuation = false
    /// `speechAdjustedPitch(_:)`; nil leaves the voice's own pitch.
    public var adjustedPitch: Double?
    /// `speechAnnouncementsQueued()`.
    public var announcementsQueued = false

    public init(spellsOutCharacters: Bool = false, alwaysIncludesPunctuation: Bool = false,
                adjustedPitch: Double? = nil, announcementsQueued: Bool = false) {
        self.spellsOutCharacters = spellsOutCharacters
        self.alwaysIncludesPunctuation = alwaysIncludesPunctuation
        self.adjustedPitch = adjustedPitch
        self.announcementsQueued = announcementsQueued
    }

    /// The pitches SwiftUI takes: it clamps any other value into this range.
    public static let pitchRange: ClosedRange<Double> = -1...1

    /// How a new announcement meets one being spoken.
    public var queuePolicy: SpeechQueuePolicy { announcementsQueued ? .queued : .interrupting }

    /// The modifiers as SwiftUI writes them, one per line, only those set.
    public var codeLines: [String] {
        var lines: [String] = []
        if spellsOutCharacters { lines.append(".speechSpellsOutCharacters()") }
        if alwaysIncludesPunctuation { lines.append(".speechAlwaysIncludesPunctuation()") }
        if let pitch = adjustedPitch { lines.append(".speechAdjustedPitch(\(BoundText.format(pitch)))") }
        if announcementsQueued { lines.append(".speechAnnouncementsQueued()") }
        return lines
    }
}
