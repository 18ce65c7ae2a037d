/// A question the window asks before work could be lost, until the person answers it (``WindowAction/answer(_:)``).
public enum WindowQuestion: Sendable, Equatable {
    /// The composer has edits that are not saved, and `intent` would lose them: Save (then go on), Discard (go on)
    /// or Cancel.
    case unsavedEdits(before: ComposerIntent)
    /// An editor saved the composer's file at `path` over its unsaved edits: keep the edits (the file stays as the
    /// editor wrote it until the scene is saved), or take the file's version. Neither is lost.
    case fileChanged(path: String)

    /// The question's heading.
    public var heading: LocalizedText {
        switch self {
        case .unsavedEdits: say("Save the composed scene?")
        case .fileChanged: say("The file changed on disk")
        }
    }

    /// The sentence under the heading.
    public var body: LocalizedText {
        switch self {
        case .unsavedEdits(let intent):
            say("The scene in the composer has edits that are not saved. They are lost by \(intent.doing) unless you save them.")
        case .fileChanged(let path):
            say("\(Quoting.path(path)) was saved by another program while the composer has unsaved edits. Keep your edits (the file stays as it is until you save), or take the file’s version?")
        }
    }

    /// The answers, in the order their buttons stand.
    public var answers: [QuestionAnswer] {
        switch self {
        case .unsavedEdits: [.cancel, .discard, .save]
        case .fileChanged: [.takeFile, .keepMine]
        }
    }

    /// The answer whose button has the keyboard focus as the question opens: the safest one.
    public var focusedAnswer: QuestionAnswer {
        switch self {
        case .unsavedEdits: .save
        case .fileChanged: .keepMine
        }
    }

    /// The answer Escape and the question window's close button give.
    public var cancelAnswer: QuestionAnswer {
        switch self {
        case .unsavedEdits: .cancel
        case .fileChanged: .keepMine
        }
    }
}

/// An answer to a ``WindowQuestion``.
public enum QuestionAnswer: String, Sendable, Equatable, CaseIterable {
    /// Save the scene, then go on.
    case save
    /// Go on, losing the unsaved edits.
    case discard
    /// Stay as before.
    case cancel
    /// Over an editor's save: keep the composer's edits.
    case keepMine = "keep-mine"
    /// Over an editor's save: take the file's version.
    case takeFile = "take-file"

    /// What the answer's button says, with its mnemonic.
    public var title: LocalizedText {
        switch self {
        case .save: say("_Save")
        case .discard: say("_Discard")
        case .cancel: say("_Cancel")
        case .keepMine: say("_Keep My Edits")
        case .takeFile: say("_Take the File’s Version")
        }
    }
}
