// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges cross-checked with reference/view-styles.zh.md and reference/text-label-textfield-button.zh.md.

extension FamilyDescriptor {
    static let textField = FamilyDescriptor(
        .textField,
        // developer.apple.com/documentation/swiftui/textfield: iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1.
        viewAvailability: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/textfield"
        ),
        styleProtocol: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/textfieldstyle"
        ),
        summary: """
            A single-line control for typing and editing text, bound to a string or a formatted \
            value, with a prompt shown while it is empty. The style decides whether the field \
            carries a border and which kind; `automatic` follows the platform and any container \
            that presents fields in its own way, such as a Form.
            """,
        styles: [
            StyleDescriptor(
                automatic: .textField,
                // developer.apple.com/documentation/swiftui/defaulttextfieldstyle: recommended style for the
                // platform and the field's place in the hierarchy (reference/view-styles.zh.md).
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic"
                ),
                summary: """
                    Uses the field look recommended for the platform and for where the field sits. \
                    A container with its own way of showing fields, like a Form, takes over: each \
                    field becomes a row that fits the form's layout.
                    """
            ),
            StyleDescriptor(
                TextFieldFamily.Look.plain,
                // developer.apple.com/documentation/swiftui/plaintextfieldstyle
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/plain"
                ),
                summary: """
                    Just the editable text and its prompt, with no border, bezel or background. \
                    Use it when you draw the surroundings yourself, such as a custom search capsule \
                    or text laid directly on a card.
                    """
            ),
            StyleDescriptor(
                TextFieldFamily.Look.roundedBorder,
                // developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle and
                // developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder: iOS, iPadOS and Mac Catalyst 13,
                // macOS 10.15, visionOS 1 (not deprecated there), no tvOS or watchOS; the page's replacement: "Use
                // textFieldStyle(_:) to apply the bordered style with textInputBorderShape(_:) to apply the
                // roundedRectangle shape instead."
                // Deprecated in a future release (Deprecation.future), though both pages show 27.0: a rendering of the
                // iOS 27.1 SDK's interface shows "Deprecated in iOS 100000.0 · SDK 27.1"
                // (https://onestack.dev/ios-reference/SwiftUI/RoundedBorderTextFieldStyle), the SDK's soft deprecation.
                // The quote is iOS's; macOS takes the same answer, its pages showing the same 27.0 for the same symbol.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", visionOS: "1.0",
                    deprecated: [.iOS: .future, .macOS: .future],
                    replacement: ".textFieldStyle(.bordered) with .textInputBorderShape(.roundedRectangle)",
                    source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder"
                ),
                summary: """
                    Surrounds the field with the system's rounded-rectangle border, making it clear \
                    where to type even outside a form. Applied to a container, it styles every field \
                    inside. Apple TV and Apple Watch don't offer it.
                    """
            ),
            StyleDescriptor(
                TextFieldFamily.Look.squareBorder,
                // developer.apple.com/documentation/swiftui/squarebordertextfieldstyle and
                // developer.apple.com/documentation/swiftui/textfieldstyle/squareborder: macOS only, 10.15, both pages
                // deprecated in macOS 27.0. The pages name no replacement; they say only "As of macOS 26, text fields no
                // longer have a rectangular border." A real deprecation in macOS 27.0 (Deprecation.release): its pages
                // agree on one release, the page built with the macOS 15.4 SDK did not mark it deprecated
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-squarebordertextfieldstyle.md),
                // and no quote of the SDK's annotation for it was found.
                availability: Availability(
                    macOS: "10.15",
                    deprecated: [.macOS: .release("27.0")],
                    source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/squareborder"
                ),
                summary: """
                    The Mac's field with a square-cornered border drawn by the system, the classic \
                    AppKit look for forms and inspectors, until macOS 26: since then Mac fields have no \
                    rectangular border, and the style draws the rounded one. Deprecated in macOS 27.
                    """
            ),
            StyleDescriptor(
                TextFieldFamily.Look.bordered,
                // developer.apple.com/documentation/swiftui/textfieldstyle/bordered: 27.0 on every platform; the
                // border's shape comes from textInputBorderShape(_:) (automatic, capsule or roundedRectangle).
                availability: Availability(
                    iOS: "27.0", macOS: "27.0", tvOS: "27.0", watchOS: "27.0", visionOS: "27.0",
                    source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/bordered"
                ),
                summary: """
                    The border style of the 27 releases, on every platform: the field sits inside a \
                    drawn outline whose shape you pick separately with textInputBorderShape(_:), a \
                    capsule or a rounded rectangle. It replaces the rounded and square border styles.
                    """,
                parameter: StyleParameter(
                    "textInputBorderShape", default: TextFieldFamily.TextInputBorderShape.automatic,
                    spelling: .companion(".textInputBorderShape({choice})"),
                    source: "https://developer.apple.com/documentation/swiftui/textinputbordershape")
            ),
        ]
    )
}
