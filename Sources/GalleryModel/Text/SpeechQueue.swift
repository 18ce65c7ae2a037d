/// The utterances of the Text page's Speak button: the one being spoken and those waiting behind it.
/// The window carries out what each step returns (starting and stopping espeak-ng); the order lives here.
public struct SpeechQueue: Sendable, Equatable {
    /// What the window does next.
    public enum Action: Sendable, Equatable {
        /// Starts speaking the request.
        case start(SpeechRequest)
        /// Stops the utterance being spoken (its end then comes as ``SpeechQueue/finished()``).
        case stopCurrent
    }

    /// The utterance being spoken, if any.
    public private(set) var current: SpeechRequest?
    /// The utterances waiting, first first.
    public private(set) var waiting: [SpeechRequest] = []

    public init() {}

    /// The most utterances waiting; a press beyond them is dropped, so a held key cannot pile up minutes of speech.
    public static let maximumWaiting = 8

    /// Whether anything is being spoken or waits.
    public var isSpeaking: Bool { current != nil }

    /// A new announcement: spoken now when nothing is; otherwise queued behind the current one or, when not
    /// queued, replacing it and everything waiting.
    public mutating func speak(_ request: SpeechRequest) -> [Action] {
        guard current != nil else {
            current = request
            return [.start(request)]
        }
        switch request.policy {
        case .queued:
            if waiting.count < Self.maximumWaiting { waiting.append(request) }
            return []
        case .interrupting:
            waiting = [request]
            return [.stopCurrent]
        }
    }

    /// The current utterance ended (spoken to its end or stopped): the next one waiting starts.
    public mutating func finished() -> [Action] {
        guard !waiting.isEmpty else {
            current = nil
            return []
        }
        let next = waiting.removeFirst()
        current = next
        return [.start(next)]
    }

    /// Stop: nothing more is spoken.
    public mutating func stop() -> [Action] {
        waiting = []
        return current == nil ? [] : [.stopCurrent]
    }
}
