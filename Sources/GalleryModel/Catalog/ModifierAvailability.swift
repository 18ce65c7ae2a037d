/// Where the view modifiers that exist on some platforms only are, from each modifier's page: the iPhone-first
/// modifiers real apps write (`.navigationBarTitleDisplayMode(.inline)`, `.keyboardType(.emailAddress)`) that do not
/// build for the Mac, or for Apple TV and the Watch. `gallery check` reports them as the compiler does, unless the
/// project declares a function of that name of its own (a shim for the platforms that lack it).
public enum ModifierAvailability {
    /// The availability of the modifier named `name` (`keyboardType`), or nil for one the table does not hold.
    public static func of(_ name: String) -> Availability? {
        table[name]
    }

    /// Every modifier the table holds, by name.
    public static let table: [String: Availability] = [
        // Not on the Mac, nor on Apple TV.
        "navigationBarTitleDisplayMode": Availability(iOS: "14.0", watchOS: "8.0", visionOS: "1.0",
                                                      source: "https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)"),
        "fullScreenCover": Availability(iOS: "14.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                        source: "https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)"),
        "keyboardType": Availability(iOS: "13.0", tvOS: "13.0", visionOS: "1.0",
                                     source: "https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)"),
        "textInputAutocapitalization": Availability(iOS: "15.0", tvOS: "15.0", watchOS: "8.0", visionOS: "1.0",
                                                    source: "https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)"),
    ]
}
