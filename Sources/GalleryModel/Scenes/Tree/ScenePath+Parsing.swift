extension ScenePath {
    /// The path `text` writes as ``description`` does ("0.2.1"), or nil when it is not one: how the window's
    /// `win.scene-node` action carries a path.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let indices = parts.compactMap { Int($0) }
        guard !parts.isEmpty, indices.count == parts.count, indices.allSatisfy({ $0 >= 0 }) else { return nil }
        self.init(indices)
    }
}
