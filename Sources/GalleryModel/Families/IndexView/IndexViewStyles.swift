// Availability: Apple's SwiftUI documentation, one page per symbol
// (https://developer.apple.com/documentation/swiftui/<symbol>), read 2026-11-27. Every page of the family names the
// same releases: iOS, iPadOS and Mac Catalyst 14.0, tvOS 14.0, watchOS 8.0, visionOS 1.0; none names macOS. The
// protocol names no automatic style: `page` is the one a page index takes where none is written. The reference
// documents have no index view style.

extension FamilyDescriptor {
    static let indexView = FamilyDescriptor(
        .indexView,
        // developer.apple.com/documentation/swiftui/indexviewstyle: what `.indexViewStyle(_:)` styles, the page index
        // of a page TabView, exists where the protocol does.
        viewAvailability: Availability(
            iOS: "14.0", tvOS: "14.0", watchOS: "8.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/indexviewstyle"
        ),
        styleProtocol: Availability(
            iOS: "14.0", tvOS: "14.0", watchOS: "8.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/indexviewstyle"
        ),
        summary: """
            The row of dots a page TabView shows over its pages, one per page, the current one solid. The \
            index view style decides whether a background sits behind the dots. Apple documents one style, \
            page, with or without a choice of background; the Mac has no page TabView and no index view style.
            """,
        styles: [
            StyleDescriptor(
                IndexViewFamily.Look.page,
                // developer.apple.com/documentation/swiftui/indexviewstyle/page (PageIndexViewStyle's page agrees).
                availability: Availability(
                    iOS: "14.0", tvOS: "14.0", watchOS: "8.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/indexviewstyle/page"
                ),
                summary: """
                    The page index over the pages, its background as the platform draws it by default: on iPhone, \
                    iPad and Vision Pro a dark capsule shows behind the dots only while someone uses them, on \
                    Apple TV it is always there, and the watch draws the dots alone. A page TabView takes this \
                    style where none is written.
                    """
            ),
            StyleDescriptor(
                IndexViewFamily.Look.pageBackgroundDisplayMode,
                // developer.apple.com/documentation/swiftui/indexviewstyle/page(backgrounddisplaymode:): the same releases.
                // BackgroundDisplayMode's always and interactive pages name no watchOS release, automatic and never do.
                availability: Availability(
                    iOS: "14.0", tvOS: "14.0", watchOS: "8.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/indexviewstyle/page(backgrounddisplaymode:)"
                ),
                summary: """
                    The page index with its background chosen: `.always` behind the dots, `.interactive` only \
                    while someone drags along them, `.never`, or `.automatic`, the platform's default. Apple's \
                    pages give always and interactive no watchOS release.
                    """,
                parameter: StyleParameter(
                    "backgroundDisplayMode", default: IndexViewFamily.BackgroundDisplayMode.always,
                    spelling: .argument(".page(backgroundDisplayMode: {choice})"),
                    source: "https://developer.apple.com/documentation/swiftui/pageindexviewstyle/backgrounddisplaymode")
            ),
        ]
    )
}
