/// Where each of `ToolbarItemPlacement`'s placements exists, as its page on Apple's site gives it: `gallery check`
/// says, as the compiler does, that `ToolbarItem(placement: .bottomBar)` does not build for the Mac.
///
/// A placement the table does not hold (one the project declares as a static member of its own) is not checked.
public enum ToolbarItemPlacementAvailability {
    /// The availability of the placement named `name` (`bottomBar`), or nil for one the table does not hold.
    public static func of(_ name: String) -> Availability? {
        table[name]
    }

    /// The views whose `placement:` argument is a `ToolbarItemPlacement`.
    public static let placedViews: Set<String> = ["ToolbarItem", "ToolbarItemGroup"]

    /// Every placement the table holds, by name.
    public static let table: [String: Availability] = [
        "automatic": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic"),
        "principal": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal"),
        "navigation": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", visionOS: "1.0",
                                   source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation"),
        "primaryAction": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                      source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction"),
        "secondaryAction": Availability(iOS: "16.0", macOS: "13.0", visionOS: "1.0",
                                        source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/secondaryaction"),
        "status": Availability(iOS: "14.0", macOS: "11.0", tvOS: "18.0", visionOS: "1.0",
                               source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/status"),
        "confirmationAction": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                           source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction"),
        "cancellationAction": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                           source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction"),
        "destructiveAction": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                          source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/destructiveaction"),
        "keyboard": Availability(iOS: "15.0", macOS: "12.0",
                                 source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard"),
        "bottomBar": Availability(iOS: "14.0", tvOS: "18.0", watchOS: "10.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar"),
        // Deprecated in the 27 releases, renamed topBarLeading and topBarTrailing; never on the Mac or the watch.
        "navigationBarLeading": Availability(iOS: "14.0", tvOS: "14.0", visionOS: "1.0",
                                             deprecated: [.iOS: .release("27.0"), .tvOS: .release("27.0"), .visionOS: .release("27.0")],
                                             replacement: "topBarLeading",
                                             source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbarleading"),
        "navigationBarTrailing": Availability(iOS: "14.0", tvOS: "14.0", visionOS: "1.0",
                                              deprecated: [.iOS: .release("27.0"), .tvOS: .release("27.0"), .visionOS: .release("27.0")],
                                              replacement: "topBarTrailing",
                                              source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbartrailing"),
        // Back-deployed before iOS and tvOS 17, so from 14 there.
        "topBarLeading": Availability(iOS: "14.0", tvOS: "14.0", watchOS: "10.0", visionOS: "1.0",
                                      source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading"),
        // Its page is not among those read; it is declared beside topBarLeading, with the same availability.
        "topBarTrailing": Availability(iOS: "14.0", tvOS: "14.0", watchOS: "10.0", visionOS: "1.0",
                                       source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading"),
        "bottomOrnament": Availability(iOS: "14.0", visionOS: "1.0",
                                       source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottomornament"),
        "subtitle": Availability(iOS: "26.0",
                                 source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/subtitle"),
        "largeSubtitle": Availability(iOS: "26.0",
                                      source: "https://developer.apple.com/documentation/swiftui/toolbaritemplacement/largesubtitle"),
    ]
}
