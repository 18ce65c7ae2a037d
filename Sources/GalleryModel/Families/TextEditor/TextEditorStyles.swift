// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let textEditor = FamilyDescriptor(
        .textEditor,
        // developer.apple.com/documentation/swiftui/texteditor: no tvOS or watchOS entry.
        viewAvailability: Availability(
            iOS: "14.0", macOS: "11.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/texteditor"
        ),
        styleProtocol: Availability(
            iOS: "17.0", macOS: "14.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/texteditorstyle"
        ),
        summary: """
            A scrolling, multi-line area for showing and editing longer text, bound to a string. \
            The editor itself dates from iOS 14 and macOS 11, but styling it only became possible \
            with iOS 17 and macOS 14. Apple TV and Apple Watch have no text editor.
            """,
        styles: [
            StyleDescriptor(
                automatic: .textEditor,
                // developer.apple.com/documentation/swiftui/automatictexteditorstyle: iOS 17, macOS 14, visionOS 1.
                availability: Availability(
                    iOS: "17.0", macOS: "14.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/texteditorstyle/automatic"
                ),
                summary: """
                    Uses the editor look that suits the platform and context. On iPhone, iPad and \
                    the Mac that is a bare scrolling text area with no frame of its own, so it \
                    usually sits inside a form or gets a border from its surroundings.
                    """
            ),
            StyleDescriptor(
                TextEditorFamily.Look.plain,
                // developer.apple.com/documentation/swiftui/plaintexteditorstyle: iOS 17, macOS 14, visionOS 1.
                availability: Availability(
                    iOS: "17.0", macOS: "14.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/texteditorstyle/plain"
                ),
                summary: """
                    Text with no decoration at all: no border, no background. Add your own frame, \
                    padding or border when the editor needs visible edges, as in a notes pane.
                    """
            ),
            StyleDescriptor(
                TextEditorFamily.Look.roundedBorder,
                // developer.apple.com/documentation/swiftui/roundedbordertexteditorstyle: visionOS 1.0 only
                // (iOS/iPadOS listed without a version, read as unavailable; badge in the reference too).
                availability: Availability(
                    visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/texteditorstyle/roundedborder"
                ),
                summary: """
                    A Vision Pro editor framed by the system's rounded border, matching the rounded \
                    text fields around it. It exists only on visionOS.
                    """
            ),
        ]
    )
}
