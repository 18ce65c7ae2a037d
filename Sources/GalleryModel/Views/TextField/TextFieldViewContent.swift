/// The TextField page: the overview's field for a user name, whose Text below echoes every keystroke and whose
/// `onSubmit` hands the entry to the app's own check, with the document's title and modifiers (Apple's TextField page,
/// https://developer.apple.com/documentation/swiftui/textfield; reference/text-label-textfield-button.zh.md, "概览").
/// The field's look in forms and toolbars is the TextField family's.
public enum TextFieldViewContent {
    /// The page's introduction.
    public static let summary = """
        A TextField edits a line of text bound to a value. Bound to a String it updates the value on every keystroke; \
        bound to another type through a format, it updates the value when the entry is submitted.
        """

    /// What the inspector says about the page.
    public static let inspectorSummary = """
        The Text under the field reads the same String, so it changes as you type; focused(_:) tells the view whether \
        the field has the keyboard focus, and onSubmit runs when Return is pressed in it.
        """

    /// The field's title, the document's.
    static let title = "User name (email address)"

    /// The state keys of the page's examples.
    public enum Keys {
        /// What is typed in the user name field.
        public static let username = ExampleKey.viewPage(.textFieldView, slot: "username")
        /// What is typed in the proper name field, whose value is a `PersonNameComponents`.
        public static let properName = ExampleKey.viewPage(.textFieldView, slot: "properName")
    }

    /// The page's example state: the user name, empty at first as the document's `@State` is.
    static let slots: [ExampleSlot] = [ExampleSlot(Keys.username, .string(""), .text(ExampleCatalog.fieldLimit)),
                                       ExampleSlot(Keys.properName, .string(""), .text(ExampleCatalog.fieldLimit))]

    /// The page's examples, in order, each with the SwiftUI code that makes it.
    public static func examples(for configuration: Configuration) -> [ViewExample] {
        [echoExample(for: configuration), nameExample(for: configuration)]
    }

    /// The proper name field bound to a `PersonNameComponents` through a format style, and the Text showing the
    /// components it makes: a field's value need not be a String.
    public static func nameExample(for configuration: Configuration) -> ViewExample {
        let look = StyleResolver.automaticLook(of: TextFieldFamily.self, in: Context(platform: configuration.platform, release: configuration.release))
        let title = "Proper name"
        let field = WidgetPlan(.entry, [.placeholder: .string(title), .width: .int(260)], classes: TextFieldPlanner.classes(look),
                               binding: StateBinding(Keys.properName, .text), accessibleName: title)
        let components = Build.boundText(StateBinding(Keys.properName, .text), [.personName: .bool(true), .halign: .alignment(.start)])
        let code = "@State private var nameComponents = PersonNameComponents()\n\n"
            + SwiftSource.block("var body: some View", [
                [SwiftSource.block(".onSubmit", ["validate(components: nameComponents)"]), ".disableAutocorrection(true)", ".border(.secondary)"]
                    .reduce("TextField(\n    \(SwiftSource.literal(title)),\n    value: $nameComponents,\n    format: .name(style: .medium)\n)",
                            SwiftSource.modified),
                "Text(nameComponents.debugDescription)",
            ])
        return ViewExample(
            title: "A value that is not a String",
            caption: "Type a name such as Juan Chavez: the format style turns the words into PersonNameComponents, and the Text below shows them.",
            plan: Build.vstack(spacing: 6, [field, components]), code: code,
            approximation: "The gallery reads the first word as the given name, the last as the family name and any between as the middle name; Foundation's parser also knows prefixes, suffixes and other name orders.",
            // The prompt is drawn in Apple's placeholder colour; where that misses 4.5:1, the lines under it say so.
            contrastFindings: PlatformTheme.contrastFindings(of: [.placeholderOnStage, .placeholderOnSurface], for: configuration))
    }

    /// The user name field and the Text that echoes it, with the document's modifiers.
    public static func echoExample(for configuration: Configuration) -> ViewExample {
        let look = StyleResolver.automaticLook(of: TextFieldFamily.self, in: Context(platform: configuration.platform, release: configuration.release))
        let field = WidgetPlan(.entry, [.placeholder: .string(title), .width: .int(260)], classes: TextFieldPlanner.classes(look),
                               binding: StateBinding(Keys.username, .text), accessibleName: title)
        let echo = Build.boundText(StateBinding(Keys.username, .text), [.template: .string("{value}"), .halign: .alignment(.start)])
        let code = "@State private var username: String = \"\"\n@FocusState private var emailFieldIsFocused: Bool = false\n\n"
            + SwiftSource.block("var body: some View", [
                [".focused($emailFieldIsFocused)", SwiftSource.block(".onSubmit", ["validate(name: username)"]),
                 ".textInputAutocapitalization(.never)", ".disableAutocorrection(true)", ".border(.secondary)"]
                    .reduce("TextField(\n    \(SwiftSource.literal(title)),\n    text: $username\n)", SwiftSource.modified),
                SwiftSource.modified("Text(username)", ".foregroundColor(emailFieldIsFocused ? .red : .blue)"),
            ])
        return ViewExample(
            title: "Echoing the field, and checking it on Return",
            caption: "Type a name: the Text below repeats each keystroke. Return submits the field, and onSubmit passes the name to the app's validate(name:).",
            plan: Build.vstack(spacing: 6, [field, echo]), code: code,
            approximation: "The echo is drawn in one colour: the gallery does not follow the field's focus, which SwiftUI reads to paint it red while editing and blue after. validate(name:) is the app's own function.")
    }
}
