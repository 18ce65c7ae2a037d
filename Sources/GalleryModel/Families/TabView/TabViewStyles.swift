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
        styleProtocol: Availability(
            iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/tabviewstyle"
        ),
        summary: """
            A container that holds several child views and shows one at a time. People switch \
            between them either with tab items in a tab bar or by swiping from page to page, \
            and the style decides which. On Apple Watch the paging styles are the natural fit.
            """,
        styles: [
            StyleDescriptor(
                automatic: .tabView,
                // developer.apple.com/documentation/swiftui/defaulttabviewstyle: iOS 14, macOS 11, tvOS 14, watchOS 7.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/defaulttabviewstyle"
                ),
                summary: """
                    The platform's usual tab interface, one entry per tab: a tab bar along the bottom \
                    on iPhone, floating at the top on iPad since iPadOS 18, tabs over the content on \
                    the Mac and along the top on Apple TV. Since the 18 releases tabs are written with \
                    `Tab`; the older `tabItem(_:)` is deprecated in the 27 releases except on visionOS.
                    """
            ),
            .pageTabView,
            StyleDescriptor(
                TabViewFamily.Look.pageIndexDisplayMode,
                // developer.apple.com/documentation/swiftui/tabviewstyle/page(indexdisplaymode:): no macOS entry;
                // IndexDisplayMode.always needs watchOS 8, .automatic and .never watchOS 7.
                availability: Availability(
                    iOS: "14.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/page(indexdisplaymode:)"
                ),
                summary: """
                    The same sideways paging, with a choice about the page dots: `.always`, \
                    `.automatic` (dots when there is more than one page) or `.never`. Hiding them suits \
                    full-screen media where the dots would get in the way or the app draws its own \
                    position indicator.
                    """,
                parameter: StyleParameter(
                    "indexDisplayMode", default: TabViewFamily.IndexDisplayMode.never,
                    spelling: .argument(".page(indexDisplayMode: {choice})"),
                    source: "https://developer.apple.com/documentation/swiftui/pagetabviewstyle/indexdisplaymode")
            ),
            StyleDescriptor(
                TabViewFamily.Look.verticalPage,
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
                TabViewFamily.Look.verticalPageTransitionStyle,
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
                parameter: StyleParameter(
                    "transitionStyle", default: TabViewFamily.TransitionStyle.identity,
                    spelling: .argument(".verticalPage(transitionStyle: {choice})"),
                    source: "https://developer.apple.com/documentation/swiftui/verticalpagetabviewstyle/transitionstyle")
            ),
            StyleDescriptor(
                TabViewFamily.Look.sidebarAdaptable,
                // developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable: iOS 18, macOS 15, tvOS 18,
                // visionOS 2; no watchOS. Its page gives each platform's look.
                availability: Availability(
                    iOS: "18.0", macOS: "15.0", tvOS: "18.0", visionOS: "2.0",
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable"
                ),
                summary: """
                    A tab bar that can become a sidebar. On iPad the bar sits at the top and people \
                    can turn it into a sidebar; iPhone keeps its bottom tab bar; the Mac and Apple TV \
                    always show a sidebar; Vision Pro shows an ornament, with a sidebar for tabs \
                    grouped in a `TabSection`.
                    """
            ),
            StyleDescriptor(
                TabViewFamily.Look.tabBarOnly,
                // developer.apple.com/documentation/swiftui/tabviewstyle/tabbaronly: the same releases as sidebarAdaptable.
                availability: Availability(
                    iOS: "18.0", macOS: "15.0", tvOS: "18.0", visionOS: "2.0",
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/tabbaronly"
                ),
                summary: """
                    Shows a tab bar wherever the platform can, and never turns it into a sidebar. \
                    Choose it on iPad when the app's sections should stay one tap away in the bar.
                    """
            ),
            StyleDescriptor(
                TabViewFamily.Look.grouped,
                // developer.apple.com/documentation/swiftui/tabviewstyle/grouped: macOS 15 only.
                availability: Availability(
                    macOS: "15.0",
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/grouped"
                ),
                summary: """
                    A Mac tab bar that holds its tabs together as one group, centred above the \
                    content, rather than as tabs joined to a bordered pane. macOS only.
                    """
            ),
            StyleDescriptor(
                TabViewFamily.Look.carousel,
                // developer.apple.com/documentation/swiftui/tabviewstyle/carousel: watchOS 7; today's pages name no
                // replacement. Deprecated in a future release (Deprecation.future), not in a release of its own: the
                // pages of this one symbol disagree, watchOS 27.2 on the type's
                // (https://developer.apple.com/documentation/swiftui/carouseltabviewstyle) and 27.3 on its initializer's
                // (https://developer.apple.com/documentation/swiftui/carouseltabviewstyle/init()) and the member's; the
                // member's page built with the watchOS 11.4 SDK showed "watchOS 7.0–11.4 Deprecated"
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-tabviewstyle-carousel-deprecated.md,
                // which then said to use verticalPage); and the iOS 17.0 SDK's interface writes
                // `@available(watchOS, introduced: 7.0, deprecated: 100000.0)` on the member and `deprecated: 100000.0,
                // renamed: "VerticalTabViewStyle"` on the type
                // (https://github.com/xybp888/iOS-SDKs/blob/17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55/iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface).
                availability: Availability(
                    watchOS: "7.0",
                    deprecated: [.watchOS: .future],
                    source: "https://developer.apple.com/documentation/swiftui/tabviewstyle/carousel"
                ),
                summary: """
                    The older Apple Watch paging in which the pages scroll past vertically like a \
                    carousel. Apple marks it to be deprecated in a future release, and its page names no \
                    replacement; the vertical page style of watchOS 10 is the current way to page up and \
                    down.
                    """
            ),
        ]
    )
}

extension StyleDescriptor {
    /// `page`: the style a view showing a page index is written with (a page TabView).
    static let pageTabView = StyleDescriptor(
        TabViewFamily.Look.page,
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
    )
}
