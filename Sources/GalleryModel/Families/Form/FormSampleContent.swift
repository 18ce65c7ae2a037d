extension SampleContent {
    /// The words of the Form example: a settings screen of two sections, the first with a text field and a
    /// labelled value, the second with a toggle and a picker.
    enum FormExample {
        /// The first section's header.
        static let profileHeader = "Profile"
        /// The text field's label and its prompt (Apple's TextField page prompts a form's field with "Required").
        static let nameField = (label: "Name", prompt: "Required")
        /// The labelled value: `LabeledContent`'s label and the value beside it.
        static let email = (label: "Email", value: "ada@example.com")
        /// The second section's header.
        static let notificationsHeader = "Notifications"
        /// The toggle's title.
        static let previewsToggle = "Show Previews"
        /// The picker's label.
        static let soundPicker = "Sound"
        /// The picker's choices.
        static let sounds = ["Chime", "Glass", "Pulse"]
    }
}
