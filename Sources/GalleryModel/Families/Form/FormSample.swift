extension SampleContent {
    /// The words of the Form example, a settings screen of two sections: the first section's header, its text
    /// field's label and prompt (Apple's TextField page prompts a form's field with "Required") and a labelled
    /// value; the second section's header, its toggle's title, and its picker's label and choices.
    static let form = (
        profileHeader: "Profile",
        nameField: (label: "Name", prompt: "Required"),
        email: (label: "Email", value: "ada@example.com"),
        notificationsHeader: "Notifications",
        previewsToggle: "Show Previews",
        soundPicker: "Sound",
        sounds: ["Chime", "Glass", "Pulse"]
    )
}
