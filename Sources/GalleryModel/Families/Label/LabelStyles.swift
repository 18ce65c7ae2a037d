// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// custom styles and their composition rules from reference/label-style-composition.zh.md,
// reference/text-label-textfield-button.zh.md and reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let label = FamilyDescriptor(
        .label,
        // developer.apple.com/documentation/swiftui/label: iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1.
        viewAvailability: Availability(
            iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/label"
        ),
        styleProtocol: Availability(
            iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/labelstyle"
        ),
        summary: """
            A title paired with an icon, the building block of list rows, menu items and toolbar \
            buttons. The style decides which of the two parts show and how they are arranged. \
            Several label styles can be stacked on one view: the built-in ones (and any style that \
            does not return a Label) end the stack, while a custom style that returns \
            `Label(configuration)` draws on top of whatever the styles farther out produce.
            """,
        styles: [
            StyleDescriptor(
                automatic: .label,
                // developer.apple.com/documentation/swiftui/defaultlabelstyle; toolbar rule from
                // reference/text-label-textfield-button.zh.md.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle/automatic"
                ),
                summary: """
                    Lets the context decide. Most places show both the icon and the title, but \
                    toolbars on iOS and macOS show only the icon. Like the other built-in label \
                    styles it starts from a clean configuration, so any label styles applied farther \
                    out have no effect.
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.iconOnly,
                // developer.apple.com/documentation/swiftui/icononlylabelstyle
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle/icononly"
                ),
                summary: """
                    Shows just the icon. The title is hidden from sight but still names the label \
                    for VoiceOver, so always give one. It fits tight rows of buttons and compact \
                    toolbars.
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.titleAndIcon,
                // developer.apple.com/documentation/swiftui/titleandiconlabelstyle: later than the others:
                // iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4.
                availability: Availability(
                    iOS: "14.5", macOS: "11.3", tvOS: "14.5", watchOS: "7.4", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle/titleandicon"
                ),
                summary: """
                    Forces both parts in the system's standard arrangement, usually side by side with \
                    the icon leading. Use it where a container would otherwise drop the title, such \
                    as a toolbar. It arrived a little later than the other label styles, in iOS 14.5 \
                    and macOS 11.3.
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.titleOnly,
                // developer.apple.com/documentation/swiftui/titleonlylabelstyle
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle/titleonly"
                ),
                summary: """
                    Shows just the title text and hides the icon. Handy when the layout shrinks, for \
                    example after rotation or a window resize, or when the words matter more than \
                    the picture.
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.MyLabelStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labelstyle: the protocol's availability
                // (the example's `.gradient` fill needs iOS 16 / macOS 13).
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle"
                ),
                summary: """
                    Turns the label into a card: a green, gently shaded rounded rectangle with the \
                    icon stacked above a bold white title. It builds a brand-new view from the \
                    configuration's parts rather than a Label, so no label style farther out can \
                    change it.
                    """,
                definition: """
                    struct MyLabelStyle: LabelStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            RoundedRectangle(cornerRadius: 25)
                                .fill(.green.gradient)
                                .overlay {
                                    VStack {
                                        configuration.icon
                                        configuration.title.bold()
                                    }
                                    .foregroundStyle(.white)
                                }
                                .padding()
                        }
                    }
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.RedBorderedLabelStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labelstyle: the protocol's availability.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle"
                ),
                summary: """
                    Keeps the label as it is and draws a thin red frame around it. Because it returns \
                    `Label(configuration)`, it adds to the current style instead of replacing it: a \
                    style farther out still decides whether the icon, the title or both appear inside \
                    the frame.
                    """,
                definition: """
                    struct RedBorderedLabelStyle: LabelStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            Label(configuration).border(Color.red)
                        }
                    }
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.ShadowLabelStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labelstyle: the protocol's availability.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle"
                ),
                summary: """
                    Adds a soft grey drop shadow under whatever the resolved style draws. Placed \
                    nearer the label than `.iconOnly`, it yields a shadowed icon. Placed farther out, \
                    it never runs: the built-in style nearer the label ends the stack and SwiftUI \
                    doesn't even call this style's `makeBody`.
                    """,
                definition: """
                    struct ShadowLabelStyle: LabelStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            Label(configuration)
                                .shadow(color: .gray.opacity(0.9), radius: 4, x: 0, y: 5)
                        }
                    }
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.ShadowEraseLabelStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labelstyle: the protocol's availability.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle"
                ),
                summary: """
                    Adds the same shadow but then applies DefaultLabelStyle to its own Label. That \
                    turns the custom style into an eraser: the label always shows both title and \
                    icon with the shadow, and `.titleOnly` or `.iconOnly` applied farther out are \
                    ignored. Only SwiftUI can make a fresh configuration, so borrowing a built-in \
                    style is how a custom style wipes the slate.
                    """,
                definition: """
                    struct ShadowEraseLabelStyle: LabelStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            Label(configuration)
                                .shadow(color: .gray.opacity(0.9), radius: 4, x: 0, y: 5)
                                .labelStyle(DefaultLabelStyle())
                        }
                    }
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.ShadowLabelTryStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labelstyle: the protocol's availability.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle"
                ),
                summary: """
                    Tries to escape the outer styles another way: it builds a new Label from \
                    `configuration.icon` and `configuration.title` (swapped) and adds a shadow. It \
                    doesn't work as an eraser, because each part remembers whether the styles \
                    farther out hid it. Under `.iconOnly` the title stays hidden, and people still \
                    see just the shadowed icon.
                    """,
                definition: """
                    struct ShadowLabelTryStyle: LabelStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            Label { configuration.icon } icon: { configuration.title }
                                .shadow(color: .gray.opacity(0.9), radius: 4, x: 0, y: 5)
                        }
                    }
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.SwapLabelStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labelstyle: the protocol's availability.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle"
                ),
                summary: """
                    Builds a new Label that puts the original title in the icon slot and the icon in \
                    the title slot, so on its own the text comes first and the symbol after it. With \
                    `.iconOnly` farther out, though, the swap changes nothing visible: the hidden \
                    title stays hidden wherever it goes, and only the original icon appears.
                    """,
                definition: """
                    struct SwapLabelStyle: LabelStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            Label { configuration.icon } icon: { configuration.title }
                        }
                    }
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.HStackLabelStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labelstyle: the protocol's availability.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle"
                ),
                summary: """
                    Returns a plain HStack with the icon at the leading edge, a spacer, and the title \
                    at the trailing edge, spreading across the available width. Since the result is \
                    not a Label, label styles applied farther out (erasers included) are ignored; \
                    only styles nearer the label than this one still take effect.
                    """,
                definition: """
                    struct HStackLabelStyle: LabelStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            HStack {
                                configuration.icon
                                Spacer()
                                configuration.title
                            }
                        }
                    }
                    """
            ),
            StyleDescriptor(
                LabelFamily.Look.AccessibleLabelStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labelstyle: the protocol's availability. The definition is
                // reference/label-style-composition.zh.md's ("可访问的Label"): it reads `\.sizeCategory`
                // (https://developer.apple.com/documentation/swiftui/environmentvalues/sizecategory, iOS 13, macOS
                // 10.15) and applies `TitleOnlyLabelStyle()` through the article's conditional-modifier extension
                // `.if`, which the article links to without writing out: the extension printed after the style is the
                // usual form of that helper, the gallery's wording.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labelstyle"
                ),
                summary: """
                    Passes the label through unchanged at ordinary text sizes. When someone picks one \
                    of the accessibility text sizes, it also applies `.titleOnly`, which drops the \
                    icon and any effects from styles farther out, leaving only the words needed to \
                    get the task done.
                    """,
                definition: """
                    struct AccessibleLabelStyle: LabelStyle {
                        @Environment(\\.sizeCategory) var sizeCategory: ContentSizeCategory

                        func makeBody(configuration: Configuration) -> some View {
                            Label(configuration)
                                .if(sizeCategory.isAccessibilityCategory) { $0.labelStyle(TitleOnlyLabelStyle()) }
                        }
                    }

                    extension View {
                        /// This view transformed by `transform` when `condition` holds, else unchanged.
                        @ViewBuilder
                        func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                            if condition {
                                transform(self)
                            } else {
                                self
                            }
                        }
                    }
                    """
            ),
        ]
    )
}
