extension SelfCheckReport {
    /// What the recovery parts saw: the recovery files in the state folder at each moment (their names), what the
    /// window offered at start, and what each answer did.
    public struct RecoveryCheck: Codable, Sendable {
        /// The recovery files once the composed scene was kept (`composeHeld`, `quitDiscarding`).
        public var filesWhileEdited: [String]?
        /// The recovery bar's sentence as the window started, or nil when it offered nothing (`recovery`,
        /// `recoveryDiscard`).
        public var offered: String?
        /// Whether the keyboard focus was on Recover the Unsaved Scene as the window started.
        public var focusOnRecover: Bool?
        /// The recovery files as the window started.
        public var filesAtStart: [String]?
        /// After Recover the Unsaved Scene: the page shown, the composer's code, whether it is unsaved, the page's
        /// title, the bar's sentence (nil once folded away) and the recovery files (this run's own, written at once).
        public var pageAfterRecover: String?
        public var sourceAfterRecover: String?
        public var editedAfterRecover: Bool?
        public var titleAfterRecover: String?
        public var offerAfterAnswer: String?
        public var filesAfterRecover: [String]?
        /// The recovery files once the recovered scene was saved (Save), and whether the save reached the file.
        public var filesAfterSave: [String]?
        public var savedFile: String?
        /// After Discard It: the recovery files, and whether the composer stayed empty and unsaved-free.
        public var filesAfterDiscard: [String]?
        public var composerEmptyAfterDiscard: Bool?
        /// Quitting with unsaved edits asked (`quitDiscarding`); the answer Discard follows the report.
        public var quitAsked: Bool?
    }
}
