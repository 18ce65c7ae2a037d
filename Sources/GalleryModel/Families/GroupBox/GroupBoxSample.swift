extension SampleContent {
    /// The group box's label, and the line of text and the toggle it holds.
    public static let groupBox = (
        label: Item("Account", symbol: "person.circle"),
        text: "Kim Lee is signed in.",
        toggle: "Sync Contacts"
    )
}
