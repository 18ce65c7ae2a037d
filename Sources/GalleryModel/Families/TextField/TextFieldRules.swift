extension TextFieldFamily {
    /// What `automatic` becomes for a TextField: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<TextFieldFamily>] = [
        AutomaticRule(on: [.macOS], in: [.toolbar], before: [.macOS: "27"], Look.roundedBorder,
            because: "Text fields in a Mac toolbar get the rounded bezel.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic"),
        AutomaticRule(on: [.macOS], before: [.macOS: "26"], Look.squareBorder,
            because: "macOS draws its standard bezelled field; in a Form the label sits at the leading edge.",
            source: "https://developer.apple.com/documentation/swiftui/textfield (forms on macOS); bezel: gallery's reading"),
        AutomaticRule(on: [.macOS], since: [.macOS: "26"], before: [.macOS: "27"], Look.roundedBorder,
            because: "Since macOS 26 Mac text fields have no rectangular border: the standard field is the rounded one.",
            source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/squareborder (no rectangular border as of macOS 26); rounded: gallery's reading"),
        AutomaticRule(on: [.iOS, .iPadOS], in: [.toolbar], before: [.iOS: "27", .iPadOS: "27"], Look.roundedBorder,
            because: "A field in an iPhone or iPad toolbar gets a rounded background so it reads as a field among icons.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic"),
        // No Apple page says what automatic becomes from the 27 releases: its page only promises the style that suits
        // the platform and context. These two rows are the gallery's inference from the deprecations, which name
        // bordered as the bezel styles' replacement.
        AutomaticRule(on: [.macOS], since: [.macOS: "27"], Look.bordered,
            because: "No Apple page names this default for macOS 27; the gallery infers bordered because the bezel styles it used are on their way out (squareBorder deprecated in macOS 27, roundedBorder to be deprecated in a future release) and Apple names bordered as their replacement.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder (to be deprecated, use bordered) and https://developer.apple.com/documentation/swiftui/textfieldstyle/squareborder (deprecated in macOS 27); https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic names no style"),
        AutomaticRule(on: [.iOS, .iPadOS], in: [.toolbar], since: [.iOS: "27", .iPadOS: "27"], Look.bordered,
            because: "No Apple page names this default in an iOS or iPadOS 27 toolbar; the gallery infers bordered because the rounded-border style it used is to be deprecated in a future release and Apple names bordered as its replacement.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder (to be deprecated, use bordered with textInputBorderShape); https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic names no style"),
        AutomaticRule(on: [.visionOS], Look.roundedBorder,
            because: "visionOS fields sit on a rounded, recessed background.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/text-fields (visionOS)"),
        AutomaticRule(Look.plain,
            because: "iPhone, iPad, Apple TV and Apple Watch draw the field without a border; in a Form the prompt or label becomes the placeholder.",
            source: "https://developer.apple.com/documentation/swiftui/textfield (forms on iOS); border: gallery's reading"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<TextFieldFamily>] = [
        ResolutionExample(.iOS, release: "26", in: .toolbar, .roundedBorder),
        ResolutionExample(.iOS, .plain),
        ResolutionExample(.iOS, in: .toolbar, .bordered),
        ResolutionExample(.iOS, in: .menu, .plain, outsidePlacement: true),
        ResolutionExample(.iPadOS, release: "26", in: .toolbar, .roundedBorder),
        ResolutionExample(.iPadOS, in: .toolbar, .bordered),
        ResolutionExample(.macOS, release: "15", .squareBorder),
        ResolutionExample(.macOS, release: "26", .roundedBorder),
        ResolutionExample(.macOS, release: "26", in: .toolbar, .roundedBorder),
        ResolutionExample(.macOS, .bordered),
        ResolutionExample(.macOS, in: .toolbar, .bordered),
        ResolutionExample(.visionOS, .roundedBorder),
    ]

    /// Where SwiftUI changes a chosen text field style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<TextFieldFamily>] = [
        StyleAdjustment([.squareBorder], on: [.macOS], since: [.macOS: "26"], becomes: .roundedBorder,
            because: "Since macOS 26 text fields have no rectangular border, so the square-border style draws the rounded one.",
            source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/squareborder"),
    ]
}
