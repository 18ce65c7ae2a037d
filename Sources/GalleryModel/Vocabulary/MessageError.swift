/// An error the model explains to people: its message is ``LocalizedText``, so the window and the command line
/// say it in the reader's language (`tr(error.text)`), while its `description`, which logs and tests read, is
/// the English.
public protocol MessageError: Error, CustomStringConvertible {
    /// What went wrong, to be said in the reader's language.
    var text: LocalizedText { get }
}

extension MessageError {
    /// The message in English.
    public var description: String {
        text.english
    }
}
