extension SelfCheckReport {
    /// A scene page (`scenes`): a shipped example's outline, stage and inspector, then a copy of it opened,
    /// saved again and again, broken and mended while the page follows.
    public struct ScenesCheck: Codable, Sendable {
        /// The example opened (`SignInRow`).
        public var example: String?
        /// The outline's rows as assistive technologies read them, in order.
        public var outlineRows: [String]?
        /// How many of the stage's widgets are a view's own, by path.
        public var stageViews: Int?
        /// The path chosen (`win.scene-node`), and the path found under the middle of its widget on the stage.
        public var chosenPath: String?
        public var pathAtChosenWidget: String?
        /// The inspector's heading and every line it shows for the chosen control.
        public var inspectorTitle: String?
        public var inspectorLines: [String]?
        /// The file opened with Open…'s action, and whether the sidebar lists it.
        public var openedFile: String?
        public var sidebarListsFile: Bool?
        /// What the banner said when a file that is not Swift source was opened, and whether the page stayed.
        public var unreadableBanner: String?
        public var pageKeptAfterUnreadable: Bool?
        /// How many saves were followed, and the last title the stage showed.
        public var saves: Int?
        public var stageTitleAfterSaves: String?
        /// The chosen path after the saves (kept while it exists).
        public var chosenPathAfterSaves: String?
        /// A save that broke the file: the stale note, whether the stage still shows the last good scene, and the
        /// diagnostics listed.
        public var staleNote: String?
        public var stageKeptWhenBroken: Bool?
        public var diagnosticsWhenBroken: [String]?
        /// Whether mending the file drew it again without the stale note.
        public var mended: Bool?
        /// Whether a main-loop turn found a large file's reading under way (the window answered while it was read).
        public var answeredWhileReading: Bool?
        /// The stale note each hostile file left, by the shape's name.
        public var hostileStaleReasons: [String: String]?

        public init() {}
    }
}
