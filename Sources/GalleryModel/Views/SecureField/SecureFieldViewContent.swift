/// The SecureField page: a field with a label and a prompt, the same in a Form as each platform lays it out, what
/// `onSubmit` sees, and a field that reveals its text on request. Facts from Apple's SecureField page
/// (https://developer.apple.com/documentation/swiftui/securefield) and its initializers
/// (https://developer.apple.com/documentation/swiftui/securefield/init(_:text:prompt:)); where the label and prompt go
/// is ``SecureFieldFormLayout``'s, what the field guards ``SecureFieldBehaviour``'s.
public enum SecureFieldViewContent {
    /// The page's introduction.
    public static let summary = """
        A SecureField is a TextField that keeps what is typed private. It is bound to a String and updates it on \
        every keystroke, like any field, but it never shows, copies or gives away the characters themselves.
        """

    /// What the inspector says about the page.
    public static let inspectorSummary = """
        SecureField takes a label, which names it for VoiceOver and, in a Mac form, heads its row, and a prompt, \
        which shows inside the empty field.
        """

    /// Why the field hides what it hides, above the list of what it does.
    public static let explanation = """
        Passwords and other secrets are typed where someone may be watching the screen, recording it or reading the \
        clipboard. So the field shows dots instead of characters and keeps its text off the clipboard. The String \
        your code reads is still the real one: guard it there too, and never show, log or store it.
        """

    /// The sentence above the list of what the field does on `platform`.
    public static func behaviourCaption(on platform: Platform) -> LocalizedText {
        say("What a SecureField does on \(platform.rawValue):")
    }

    /// The words of the examples.
    static let label = "Password"
    static let prompt = "Required"
    static let username = "Username"
    static let section = "Account"

    /// The state keys of the page's examples. The password itself is kept by the fields only, never in the
    /// gallery's example state, which the window saves to disk and exports.
    public enum Keys {
        /// What is typed in the Form's Username field.
        public static let username = ExampleKey.viewPage(.secureField, slot: "username")
        /// How many characters the field held when Return was last pressed in it; -1 before the first time.
        public static let submittedLength = ExampleKey.viewPage(.secureField, slot: "submittedLength")
    }

    /// The page's example state.
    static let slots: [ExampleSlot] = [
        ExampleSlot(Keys.username, .string(""), .text(ExampleCatalog.fieldLimit)),
        ExampleSlot(Keys.submittedLength, .int(-1), .index(-1...ExampleCatalog.fieldLimit.characters)),
    ]

    /// The page's examples, in order, each with the SwiftUI code that makes it.
    public static func examples(for configuration: Configuration) -> [ViewExample] {
        let platform = configuration.platform
        let release = configuration.release
        let layout = SecureFieldFormLayout.of(platform)
        let standalone = field(placeholder: prompt, look: textFieldLook(on: platform, release: release, placement: .standard))
        let declaration = secureField(prompt: prompt)

        let labelled = ViewExample(
            title: "A label and a prompt",
            caption: "The label names the field for VoiceOver; the prompt shows inside it while it is empty. Type: each character becomes a dot.",
            plan: standalone, code: declaration)

        let formWithoutPrompt = ViewExample(
            title: "In a Form, without a prompt",
            caption: formCaption(layout, withPrompt: false),
            plan: form(layout, prompt: nil, withUsername: false, on: platform, release: release),
            code: SwiftSource.block("Form", [SwiftSource.block("Section(\(SwiftSource.literal(section)))", [secureField(prompt: nil)])]))

        var submitting = standalone
        submitting.binding = StateBinding(Keys.submittedLength, .submitsLength)
        let submit = ViewExample(
            title: "What onSubmit sees",
            caption: """
                Press Return in the field: onSubmit runs and reads the bound password. The line below shows only how many \
                characters it held, because echoing a secret on screen would undo what the field is for.
                """,
            plan: Build.vstack(spacing: 6, [submitting, submitStatus]),
            code: declaration + "\n" + SwiftSource.indented(SwiftSource.block(".onSubmit", ["submittedLength = password.count"])))

        var revealing = standalone
        revealing.properties[.showsPeekIcon] = .bool(true)
        let reveal = ViewExample(
            title: "Revealing the text on request",
            caption: """
                No platform's SecureField has a button that shows the text. An app that wants one keeps a Boolean and \
                swaps the SecureField for a TextField bound to the same String.
                """,
            plan: revealing,
            code: SwiftSource.block("HStack", [
                "if isRevealed {\n" + SwiftSource.indented(textField(label, prompt: prompt)) + "\n} else {\n"
                    + SwiftSource.indented(declaration) + "\n}",
                SwiftSource.blocks("Button", [(nil, ["isRevealed.toggle()"]),
                                              ("label", [SwiftSource.modified("Image(systemName: \"eye\")",
                                                                              ".symbolVariant(isRevealed ? .slash : .none)")])]),
            ]),
            approximation: "GTK's password entry shows and hides its own text with its peek icon, which stands for the Button that swaps the fields.")

        return [labelled, formExample(for: configuration), formWithoutPrompt, submit, reveal]
    }

    /// The Form with a Username field and the SecureField, both with a prompt, as the configuration's platform lays it
    /// out: where the platforms differ most (the variants view shows it).
    public static func formExample(for configuration: Configuration) -> ViewExample {
        let layout = SecureFieldFormLayout.of(configuration.platform)
        return ViewExample(
            title: "In a Form",
            caption: formCaption(layout, withPrompt: true),
            plan: form(layout, prompt: prompt, withUsername: true, on: configuration.platform, release: configuration.release),
            code: SwiftSource.block("Form", [SwiftSource.block("Section(\(SwiftSource.literal(section)))", [
                "TextField(\(SwiftSource.literal(username)), text: $username, prompt: Text(\(SwiftSource.literal(prompt))))",
                secureField(prompt: prompt),
            ])]))
    }

    /// The gallery's line under the submitting field: how many characters `onSubmit` saw, never what they were.
    static let submitStatus = Build.status(StateBinding(Keys.submittedLength, .value), [
        .template: .string("onSubmit saw {value} characters"), .singularTemplate: .string("onSubmit saw {value} character"),
        .placeholder: .string("Type a password, then press Return."),
    ], classes: ["dim-label"])

    /// What the Form example's caption says of `layout`.
    private static func formCaption(_ layout: SecureFieldFormLayout, withPrompt: Bool) -> LocalizedText {
        switch (layout, withPrompt) {
        case (.labelColumn, true):
            "The Mac's form puts each label in a column of its own, aligned to the fields, and the prompt inside the field."
        case (.labelColumn, false):
            "Without a prompt the Mac's form keeps the label in its column and leaves the field empty."
        case (.promptInRow, true):
            "This platform's form shows the prompt inside the row and draws no label; VoiceOver still reads it."
        case (.promptInRow, false):
            "Without a prompt the label takes its place inside the row."
        }
    }

    /// The Form of the examples: a section holding the Username field (when asked) and the password field, in
    /// `layout` as the platform's automatic Form draws it (``FormPlanner``).
    private static func form(_ layout: SecureFieldFormLayout, prompt: String?, withUsername: Bool,
                             on platform: Platform, release: OSVersion) -> WidgetPlan {
        let look = textFieldLook(on: platform, release: release, placement: .form)
        var rows: [LabelledRow] = []
        if withUsername {
            var entry = WidgetPlan(.entry, classes: TextFieldPlanner.classes(look),
                                   binding: StateBinding(Keys.username, .text), accessibleName: username)
            entry.properties = fieldProperties(layout.placeholder(label: username, prompt: prompt))
            rows.append(LabelledRow(label: layout == .labelColumn ? username : nil, control: entry))
        }
        rows.append(LabelledRow(label: layout == .labelColumn ? label : nil,
                            control: field(placeholder: layout.placeholder(label: label, prompt: prompt), look: look)))
        switch layout {
        case .labelColumn:
            return FormPlanner.columns([(header: section, rows: rows, footer: [])])
        case .promptInRow:
            // A grouped form spans the screen's width, as its panels do in SwiftUI.
            return FormPlanner.groupedSection(section, rows, on: platform, era: PlatformTheme.of(platform).era(at: release))
                .with(.hexpand, .bool(true)).with(.halign, .alignment(.fill))
        }
    }

    /// The password field: its text hidden, named by its label, its placeholder inside.
    private static func field(placeholder: String?, look: TextFieldFamily.Look) -> WidgetPlan {
        var plan = WidgetPlan(.passwordEntry, classes: TextFieldPlanner.classes(look), accessibleName: label)
        plan.properties = fieldProperties(placeholder)
        return plan
    }

    /// A field's properties: its placeholder, if any, and the room it takes.
    private static func fieldProperties(_ placeholder: String?) -> [PlanProperty: PlanValue] {
        var properties: [PlanProperty: PlanValue] = [.width: .int(220), .hexpand: .bool(true)]
        if let placeholder { properties[.placeholder] = .string(placeholder) }
        return properties
    }

    /// The look `automatic` gives a text field (and so a SecureField, which takes the text field styles) in `placement`.
    private static func textFieldLook(on platform: Platform, release: OSVersion, placement: Placement) -> TextFieldFamily.Look {
        StyleResolver.automaticLook(of: TextFieldFamily.self, in: Context(platform: platform, release: release, placement: placement))
    }

    /// `SecureField("Password", text: $password, prompt: Text("Required"))`, or without the prompt.
    private static func secureField(prompt: String?) -> String {
        "SecureField(\(SwiftSource.literal(label)), text: $password\(prompt.map { ", prompt: Text(\(SwiftSource.literal($0)))" } ?? ""))"
    }

    /// `TextField("Password", text: $password, prompt: Text("Required"))`.
    private static func textField(_ title: String, prompt: String) -> String {
        "TextField(\(SwiftSource.literal(title)), text: $password, prompt: Text(\(SwiftSource.literal(prompt))))"
    }
}
