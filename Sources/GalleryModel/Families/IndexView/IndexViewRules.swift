extension IndexViewFamily {
    /// None: IndexViewStyle names no automatic style (https://developer.apple.com/documentation/swiftui/indexviewstyle,
    /// "Getting built-in index view styles": page and page(backgroundDisplayMode:)), so there is nothing for `automatic`
    /// to become. A page index where none is written takes `page`, the family's first style.
    static let automaticRules: [AutomaticRule<IndexViewFamily>] = []

    /// None, as there are no rows to exemplify.
    static let resolutionExamples: [ResolutionExample<IndexViewFamily>] = []
}
