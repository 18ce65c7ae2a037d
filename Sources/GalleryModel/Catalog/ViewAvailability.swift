/// Where the SwiftUI views that are not a style family's own exist, from each view's page: the containers and
/// controls a real app writes beside the families (`NavigationStack`, `Grid`, `ShareLink`…). `gallery check` checks
/// their availability as it checks a family's view, and the scene reader knows them by name.
public enum ViewAvailability {
    /// The availability of the view named `name` (`NavigationStack`), or nil for a view the table does not hold.
    public static func of(_ name: String) -> Availability? {
        table[name]
    }

    /// Every view the table holds, by name.
    public static let table: [String: Availability] = [
        "NavigationStack": Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                                        source: "https://developer.apple.com/documentation/swiftui/navigationstack"),
        // Soft-deprecated in 2022 (https://developer.apple.com/forums/thread/710377), so deprecated in a future release
        // (``Deprecation/future``), though its page shows the SDK's 27.0 as its end; copies of the SDK's interface quote
        // the replacement "use NavigationStack or NavigationSplitView instead".
        "NavigationView": Availability(iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "7.0", visionOS: "1.0",
                                       deprecated: [.iOS: .future, .macOS: .future, .tvOS: .future, .watchOS: .future, .visionOS: .future],
                                       replacement: "NavigationStack or NavigationSplitView",
                                       source: "https://developer.apple.com/documentation/swiftui/navigationview"),
        "Tab": Availability(iOS: "18.0", macOS: "15.0", tvOS: "18.0", watchOS: "11.0", visionOS: "2.0",
                            source: "https://developer.apple.com/documentation/swiftui/tab"),
        "Grid": Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                             source: "https://developer.apple.com/documentation/swiftui/grid"),
        "GridRow": Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                                source: "https://developer.apple.com/documentation/swiftui/grid"),
        "LazyVGrid": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/lazyvgrid"),
        "LazyHGrid": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/lazyhgrid"),
        "ContentUnavailableView": Availability(iOS: "17.0", macOS: "14.0", tvOS: "17.0", watchOS: "10.0", visionOS: "1.0",
                                               source: "https://developer.apple.com/documentation/swiftui/contentunavailableview"),
        "ViewThatFits": Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                                     source: "https://developer.apple.com/documentation/swiftui/viewthatfits"),
        "ShareLink": Availability(iOS: "16.0", macOS: "13.0", watchOS: "9.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/sharelink"),
        // Only where a list has an edit mode to toggle: not on the Mac, Apple TV or Apple Watch.
        "EditButton": Availability(iOS: "13.0", visionOS: "1.0", source: "https://developer.apple.com/documentation/swiftui/editbutton"),
        "Link": Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                             source: "https://developer.apple.com/documentation/swiftui/link"),
        "Slider": Availability(iOS: "13.0", macOS: "10.15", watchOS: "6.0", visionOS: "1.0",
                               source: "https://developer.apple.com/documentation/swiftui/slider"),
        "Stepper": Availability(iOS: "13.0", macOS: "10.15", watchOS: "9.0", visionOS: "1.0",
                                source: "https://developer.apple.com/documentation/swiftui/stepper"),
        "MultiDatePicker": Availability(iOS: "16.0", visionOS: "1.0",
                                        source: "https://developer.apple.com/documentation/swiftui/multidatepicker"),
        "ColorPicker": Availability(iOS: "14.0", macOS: "11.0", visionOS: "1.0",
                                    source: "https://developer.apple.com/documentation/swiftui/colorpicker"),
    ]
}
