extension SelfCheckReport {
    /// What the composer part saw (`composer`): a scene built through the composer's actions, undone and redone,
    /// saved and read back, the questions that guard unsaved edits, and an editor saving the file behind it.
    public struct ComposerCheck: Codable, Sendable {
        /// The outline's rows after Form, a Toggle in it, and `.toggleStyle(.button)` on the Form.
        public var outlineAfterBuilding: [String]?
        /// The code the inspector shows then.
        public var codeAfterBuilding: String?
        /// Whether Undo took the style back off, and Redo put it on again.
        public var undoRemovedStyle: Bool?
        public var redoRestoredStyle: Bool?
        /// Whether the edit buttons followed: Undo enabled after an edit, Move Up disabled on the first view.
        public var undoEnabledAfterEdit: Bool?
        public var moveUpDisabledOnFirst: Bool?
        /// Whether Move In was disabled on a view with no neighbour to move into.
        public var moveInDisabledWithoutNeighbour: Bool?
        /// The file saved, whether the scene read back from it is the composed one, and the page's title after saving.
        public var savedFile: String?
        public var readBackIdentical: Bool?
        public var titleAfterSave: String?
        /// The outline of the saved file opened as a scene page, and the composer's, for comparison.
        public var savedFileOutline: [String]?
        public var composerOutline: [String]?
        /// Whether closing the window and quitting with unsaved edits asked, and Cancel kept the window and the edits.
        public var closeAsked: Bool?
        public var quitAsked: Bool?
        public var editsKeptAfterCancel: Bool?
        /// An editor's save with nothing unsaved: whether the composer took it without asking.
        public var reloadedWithoutAsking: Bool?
        /// An editor's save over unsaved edits: whether it asked, and what each answer kept.
        public var conflictAsked: Bool?
        public var keepMineKeptEdits: Bool?
        public var keepMineLeftFile: Bool?
        public var takeFileTookFile: Bool?
    }
}
