import GalleryModel
import Testing

/// The TextField page's example, read from its plan and code: the document's title, the echo bound to the same
/// String, and the focus, onSubmit and input modifiers (reference/text-label-textfield-button.zh.md, "概览").
@Suite("TextField page")
struct TextFieldPageTests {
    @Test("The field and its echo share the user name; the code focuses, submits and tunes input as the document does", arguments: Platform.allCases)
    func echo(platform: Platform) throws {
        var configuration = Configuration()
        configuration.platform = platform
        let example = try #require(ViewPage.textFieldView.examples(for: configuration).first)
        let field = try #require(example.plan.first(.entry))
        #expect(field.string(.placeholder) == "User name (email address)" && field.accessibleName == "User name (email address)")
        let echo = try #require(example.plan.allPlans.first { $0.kind == .label && $0.binding?.key == TextFieldViewContent.Keys.username })
        #expect(field.binding?.key == echo.binding?.key)
        for line in ["@FocusState private var emailFieldIsFocused", ".focused($emailFieldIsFocused)", "validate(name: username)",
                     ".textInputAutocapitalization(.never)", ".disableAutocorrection(true)", ".border(.secondary)",
                     "Text(username)", ".foregroundColor(emailFieldIsFocused ? .red : .blue)"] {
            #expect(example.code.contains(line), "the code lacks \(line)")
        }
        // The chain is one column, level with the call's closing parenthesis.
        #expect(example.code.contains("    )\n    .focused($emailFieldIsFocused)\n    .onSubmit {\n        validate(name: username)\n    }\n    .textInputAutocapitalization(.never)"))
    }
}
