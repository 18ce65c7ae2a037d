// Written by scripts/generate-tables from PlatformReleases.derived() and CustomStyleAPIs.derivedAvailability(of:).
// Do not edit: GeneratedTablesTests fails when this file differs from what they give.

/// What a process would otherwise derive from the catalog at each start, derived once when the gallery is built.
enum GeneratedTables {
    /// Every release each platform's selector offers, newest first (``PlatformReleases/derived()``).
    static let releases: [Platform: [OSVersion]] = [
        .iOS: ["27", "26", "18", "17", "16.4", "16", "15", "14.5", "14", "13"],
        .iPadOS: ["27", "26", "18", "17", "16.4", "16", "15", "14.5", "14", "13"],
        .macOS: ["27", "26", "15", "14", "13.3", "13", "12", "11.3", "11", "10.15.4", "10.15"],
        .tvOS: ["27", "26", "18", "17", "16", "15", "14.5", "14", "13"],
        .watchOS: ["27", "26", "11", "10", "9", "8", "7.4", "7", "6"],
        .visionOS: ["27", "26", "2", "1"],
    ]

    /// Each custom style's availability, by style id (``CustomStyleAPIs/derivedAvailability(of:)``).
    static let customStyles: [String: Availability] = [
        "button.MyButtonStyle": Availability(
            introduced: [.iOS: "15", .iPadOS: "15", .macOS: "12", .tvOS: "15", .watchOS: "8", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role; https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role"),
        "button.DoubleClickButtonStyle": Availability(
            introduced: [.iOS: "13", .iPadOS: "13", .macOS: "10.15", .tvOS: "13", .watchOS: "6", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle"),
        "label.MyLabelStyle": Availability(
            introduced: [.iOS: "15", .iPadOS: "15", .macOS: "12", .tvOS: "15", .watchOS: "8", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labelstyle; https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)"),
        "label.RedBorderedLabelStyle": Availability(
            introduced: [.iOS: "14.5", .iPadOS: "14.5", .macOS: "11.3", .tvOS: "14.5", .watchOS: "7.4", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labelstyle; https://developer.apple.com/documentation/swiftui/label/init(_:)"),
        "label.ShadowLabelStyle": Availability(
            introduced: [.iOS: "14.5", .iPadOS: "14.5", .macOS: "11.3", .tvOS: "14.5", .watchOS: "7.4", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labelstyle; https://developer.apple.com/documentation/swiftui/label/init(_:)"),
        "label.ShadowEraseLabelStyle": Availability(
            introduced: [.iOS: "14.5", .iPadOS: "14.5", .macOS: "11.3", .tvOS: "14.5", .watchOS: "7.4", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labelstyle; https://developer.apple.com/documentation/swiftui/label/init(_:)"),
        "label.ShadowLabelTryStyle": Availability(
            introduced: [.iOS: "14", .iPadOS: "14", .macOS: "11", .tvOS: "14", .watchOS: "7", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labelstyle"),
        "label.SwapLabelStyle": Availability(
            introduced: [.iOS: "14", .iPadOS: "14", .macOS: "11", .tvOS: "14", .watchOS: "7", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labelstyle"),
        "label.HStackLabelStyle": Availability(
            introduced: [.iOS: "14", .iPadOS: "14", .macOS: "11", .tvOS: "14", .watchOS: "7", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labelstyle"),
        "label.AccessibleLabelStyle": Availability(
            introduced: [.iOS: "14.5", .iPadOS: "14.5", .macOS: "11.3", .tvOS: "14.5", .watchOS: "7.4", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labelstyle; https://developer.apple.com/documentation/swiftui/label/init(_:)"),
        "labeledContent.StackedLabeledContentStyle": Availability(
            introduced: [.iOS: "16", .iPadOS: "16", .macOS: "13", .tvOS: "16", .watchOS: "9", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/labeledcontentstyle; https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)"),
        "disclosureGroup.MyDisclosureStyle": Availability(
            introduced: [.iOS: "16", .iPadOS: "16", .macOS: "13", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/disclosuregroupstyle"),
        "groupBox.CardGroupBoxStyle": Availability(
            introduced: [.iOS: "16", .iPadOS: "16", .macOS: "13", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/groupboxstyle; https://developer.apple.com/documentation/swiftui/controlgroup/init(content:label:)"),
        "controlGroup.MyControlGroupStyle": Availability(
            introduced: [.iOS: "16", .iPadOS: "16", .macOS: "13", .tvOS: "17", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle; https://developer.apple.com/documentation/swiftui/controlgroup/init(content:label:)"),
    ]
}
