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
        // Not on Apple TV, whose lists are moved through by focus, not swiped.
        "swipeActions": Availability(iOS: "15.0", macOS: "12.0", watchOS: "8.0", visionOS: "1.0",
                                     source: "https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)"),
        // Lists' separators and backgrounds: not on Apple TV or the Watch, whose rows are platters.
        "listRowSeparator": Availability(iOS: "15.0", macOS: "13.0", visionOS: "1.0",
                                         source: "https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:)"),
        "listSectionSeparator": Availability(iOS: "15.0", macOS: "13.0", visionOS: "1.0",
                                             source: "https://developer.apple.com/documentation/swiftui/view/listsectionseparator(_:edges:)"),
        "scrollContentBackground": Availability(iOS: "16.0", macOS: "13.0", watchOS: "9.0", visionOS: "1.0",
                                                source: "https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:)"),
        "listRowSpacing": Availability(iOS: "15.0", tvOS: "27.0", visionOS: "1.0",
                                       source: "https://developer.apple.com/documentation/swiftui/view/listrowspacing(_:)"),
        // Pointer, keyboard and drag: where there is a pointer, a hardware keyboard or a drag.
        "hoverEffect": Availability(iOS: "13.4", tvOS: "16.0", visionOS: "1.0",
                                    source: "https://developer.apple.com/documentation/swiftui/view/hovereffect(_:)"),
        "onHover": Availability(iOS: "13.4", macOS: "10.15", visionOS: "1.0",
                                source: "https://developer.apple.com/documentation/swiftui/view/onhover(perform:)"),
        "keyboardShortcut": Availability(iOS: "14.0", macOS: "11.0", visionOS: "1.0",
                                         source: "https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)"),
        "draggable": Availability(iOS: "16.0", macOS: "13.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/view/draggable(_:)"),
        "dropDestination": Availability(iOS: "16.0", macOS: "13.0", visionOS: "1.0",
                                        source: "https://developer.apple.com/documentation/swiftui/view/dropdestination(for:action:istargeted:)"),
        "fileImporter": Availability(iOS: "14.0", macOS: "11.0", visionOS: "1.0",
                                     source: "https://developer.apple.com/documentation/swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:)"),
        // The iPhone's bars (UIKit's navigation and status bars), which the Mac does not have.
        "navigationBarItems": Availability(iOS: "13.0", tvOS: "13.0", visionOS: "1.0",
                                           source: "https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:)"),
        "navigationBarTitle": Availability(iOS: "13.0", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                                           source: "https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-6p1k7"),
        "navigationBarHidden": Availability(iOS: "13.0", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                                            source: "https://developer.apple.com/documentation/swiftui/view/navigationbarhidden(_:)"),
        "statusBarHidden": Availability(iOS: "13.0", visionOS: "1.0",
                                        source: "https://developer.apple.com/documentation/swiftui/view/statusbarhidden(_:)"),
        // One platform's own: the Watch's crown, Vision Pro's ornaments and row hover, focus sections of the Mac and Apple TV.
        "digitalCrownRotation": Availability(watchOS: "6.0",
                                             source: "https://developer.apple.com/documentation/swiftui/view/digitalcrownrotation(_:from:through:by:sensitivity:iscontinuous:ishapticfeedbackenabled:)"),
        "ornament": Availability(visionOS: "1.0",
                                 source: "https://developer.apple.com/documentation/swiftui/view/ornament(visibility:attachmentanchor:contentalignment:ornament:)"),
        "listRowHoverEffectDisabled": Availability(visionOS: "1.0",
                                                   source: "https://developer.apple.com/documentation/swiftui/view/listrowhovereffectdisabled(_:)"),
        "focusSection": Availability(macOS: "13.0", tvOS: "15.0",
                                     source: "https://developer.apple.com/documentation/swiftui/view/focussection()"),
        "prefersDefaultFocus": Availability(macOS: "12.0", tvOS: "14.0", watchOS: "7.0",
                                            source: "https://developer.apple.com/documentation/swiftui/view/prefersdefaultfocus(_:in:)"),
        "inspector": Availability(iOS: "17.0", macOS: "14.0",
                                  source: "https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)"),
        // Liquid Glass, from the 26 releases; Vision Pro has its own glass.
        "glassEffect": Availability(iOS: "26.0", macOS: "26.0", tvOS: "26.0", watchOS: "26.0",
                                    source: "https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)"),
        // On every platform, from a release real apps still reach below. (`contentMargins` is not here: a Live
        // Activity's Dynamic Island has a modifier of that name from iOS 16.1, which a reading of the syntax cannot tell
        // from the view's, from iOS 17.)
        "presentationDetents": Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                                            source: "https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)"),
        "containerBackground": Availability(iOS: "17.0", macOS: "14.0", tvOS: "17.0", watchOS: "10.0", visionOS: "1.0",
                                            source: "https://developer.apple.com/documentation/swiftui/view/containerbackground(_:for:)"),
        "scrollClipDisabled": Availability(iOS: "17.0", macOS: "14.0", tvOS: "17.0", watchOS: "10.0", visionOS: "1.0",
                                           source: "https://developer.apple.com/documentation/swiftui/view/scrollclipdisabled(_:)"),
        "sensoryFeedback": Availability(iOS: "17.0", macOS: "14.0", tvOS: "17.0", watchOS: "10.0", visionOS: "26.0",
                                        source: "https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)"),
        "toolbarBackground": Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                                          source: "https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)"),
        "refreshable": Availability(iOS: "15.0", macOS: "12.0", tvOS: "15.0", watchOS: "8.0", visionOS: "1.0",
                                    source: "https://developer.apple.com/documentation/swiftui/view/refreshable(action:)"),
    ]
}
