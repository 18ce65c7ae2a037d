extension SampleContent {
    /// The colours of the pages the index view example's TabView turns.
    static let pageIndex: [NamedColor] = [.teal, .orange, .pink]
}
