// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let tabView = FamilyDescriptor(
        .tabView,
        // developer.apple.com/documentation/swiftui/tabview: watchOS from 7.0; styling (TabViewStyle) needs
        // iOS 14, macOS 11, tvOS 14.
        viewAvailability: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "7.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/tabview"
        ),
        summary: """
            A container that holds several child views and shows one at a time. People switch \
            between them either with tab items in a tab bar or by swiping from page to page, \
            and the style decides which. On Apple Watch the paging styles are the natural fit.
            """,
        styles: [
            StyleDescriptor(
                .tabView, "automatic",
                // developer.apple.com/documentation/swiftui/defaulttabviewstyle: iOS 14, macOS 11, tvOS 14, watchOS 7.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/defaulttabviewstyle"
                ),
                summary: """
                    The platform's usual tab interface, with one entry per child view taken from its \
                    `tabItem`. Typically that is a tab bar along the bottom on iPhone and a row of \
                    tabs along the top on the Mac and Apple TV.
                    """
            ),
            StyleDescriptor(
                .tabView, "page",
                // developer.apple.com/documentation/swiftui/pagetabviewstyle: no macOS entry.
                availability: Availability(
                    iOS: "14.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/page"
                ),
                summary: """
                    Lays the children out as pages that people swipe through sideways, with a row of \
                    dots marking the current page. Ideal for onboarding screens and photo carousels. \
                    The Mac doesn't offer it.
                    """
            ),
            StyleDescriptor(
                .tabView, "page(indexDisplayMode:)",
                // developer.apple.com/documentation/swiftui/tabviewstyle/page(indexdisplaymode:): no macOS entry;
                // IndexDisplayMode.always needs watchOS 8, .automatic and .never watchOS 7.
                availability: Availability(
                    iOS: "14.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/page(indexdisplaymode:)"
                ),
                summary: """
                    The same sideways paging, with a choice about the page dots: `.always`, \
                    `.automatic` or `.never`. Hiding them suits full-screen media where the dots \
                    would get in the way or the app draws its own position indicator.
                    """,
                argument: ".page(indexDisplayMode: .never)"
            ),
            StyleDescriptor(
                .tabView, "verticalPage",
                // developer.apple.com/documentation/swiftui/verticalpagetabviewstyle: watchOS only, from 10.0
                // (badge in the reference too).
                availability: Availability(
                    watchOS: "10.0",
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/verticalpage"
                ),
                summary: """
                    The watchOS 10 layout where pages are stacked vertically and people move between \
                    them by turning the Digital Crown or swiping up and down. It fits apps that \
                    present a handful of full-screen views in a fixed order.
                    """
            ),
            StyleDescriptor(
                .tabView, "verticalPage(transitionStyle:)",
                // developer.apple.com/documentation/swiftui/tabviewstyle/verticalpage(transitionstyle:): watchOS only,
                // from 10.0; transition styles are .automatic, .blur and .identity.
                availability: Availability(
                    watchOS: "10.0",
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/verticalpage(transitionstyle:)"
                ),
                summary: """
                    Vertical paging with a chosen transition between pages: `.automatic`, `.blur`, \
                    which blurs the content as one page gives way to the next, or `.identity`, which \
                    switches with no animation at all.
                    """,
                argument: ".verticalPage(transitionStyle: .identity)"
            ),
        ]
    )
}
