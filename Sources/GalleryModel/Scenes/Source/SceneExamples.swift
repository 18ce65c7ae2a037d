/// A scene file the gallery ships in `Resources/scenes/`: one of the documents' examples written as a SwiftUI view,
/// with a `#Preview`.
public struct SceneExample: Sendable, Hashable, Identifiable {
    /// The file's name in the scenes folder: `SignInRow.swift`.
    public let fileName: String
    /// The view the file's preview shows, which is also its struct's name: `SignInRow`.
    public let viewName: String
    /// What the sidebar calls it.
    public let title: LocalizedText
    /// What it shows, in one line.
    public let summary: LocalizedText

    public var id: String { fileName }

    init(_ viewName: String, title: LocalizedText, summary: LocalizedText) {
        self.fileName = viewName + ".swift"
        self.viewName = viewName
        self.title = title
        self.summary = summary
    }
}

/// The scene files the gallery ships (`Resources/scenes/`), in the order the sidebar lists them: the documents'
/// own examples of styles flowing down a hierarchy and of containers choosing what `automatic` becomes.
public enum SceneExamples {
    /// Every shipped scene file.
    public static let all: [SceneExample] = [
        SceneExample("SignInRow", title: say("Sign-in row"),
                     summary: say("One bordered button style on a row reaches its button, its button-style menu and its button-style toggles.")),
        SceneExample("WeatherLabels", title: say("Weather labels"),
                     summary: say("An icon-only label style on a stack shows only the symbols of the labels inside it.")),
        SceneExample("SettingsForm", title: say("Settings form"),
                     summary: say("Toggles and pickers in the sections of a form take the form's looks; a segmented picker keeps its own.")),
        SceneExample("EditorToolbar", title: say("Toolbar"),
                     summary: say("Toolbar items and a group of toggles in a navigation stack's toolbar, at their placements.")),
        SceneExample("PlaybackMenu", title: say("Menu with controls"),
                     summary: say("A menu holding a toggle, a picker and a submenu, each drawn as a menu draws it.")),
        SceneExample("MailboxList", title: say("List"),
                     summary: say("A list in two sections, with labels, toggles and a button in its rows.")),
        SceneExample("ToolbarControlGroup", title: say("Control group in a toolbar"),
                     summary: say("Two zoom buttons grouped in a toolbar item, beside a toggle in another item.")),
        SceneExample("AddressFields", title: say("Text fields sharing a style"),
                     summary: say("One rounded-border style on a stack of text fields; the nearest style wins for the last field.")),
        SceneExample("LabelStyleStack", title: say("Label style stack"),
                     summary: say("Built-in and custom label styles stacked on labels and their parent: which one each label draws with.")),
    ]

    /// The shipped scene whose file is named `fileName`, or nil.
    public static func example(fileName: String) -> SceneExample? {
        all.first { $0.fileName == fileName }
    }
}
