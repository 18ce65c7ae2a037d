@testable import GalleryModel
import Testing

/// How printed code chains modifiers: one column per chain, whatever the lines before it.
@Suite("Printed code: modifier chains")
struct SwiftSourceTests {
    @Test("A modifier after a block's modifier stays level with it, not one level deeper")
    func chainAfterBlock() {
        let block = SwiftSource.block("HStack", ["Toggle(\"Alerts\", isOn: $alerts)"])
        let code = SwiftSource.modified(SwiftSource.modified(block, ".toggleStyle(.button)"), ".buttonStyle(.bordered)")
        #expect(code == "HStack {\n    Toggle(\"Alerts\", isOn: $alerts)\n}\n.toggleStyle(.button)\n.buttonStyle(.bordered)")
    }

    @Test("A modifier after a call written over several lines is level with its closing parenthesis")
    func chainAfterMultiLineCall() {
        let code = SwiftSource.modified(SwiftSource.modified("TextField(\n    \"Name\",\n    text: $name\n)", ".focused($isFocused)"), ".border(.secondary)")
        #expect(code == "TextField(\n    \"Name\",\n    text: $name\n)\n.focused($isFocused)\n.border(.secondary)")
    }

    @Test("A modifier after a one-line view, and after a multi-line modifier, is indented one level under the view")
    func chainAfterOneLine() {
        let field = SwiftSource.modified(SwiftSource.modified("TextField(\"Name\", text: $name)", ".onSubmit {\n    validate()\n}"), ".disableAutocorrection(true)")
        #expect(field == "TextField(\"Name\", text: $name)\n    .onSubmit {\n        validate()\n    }\n    .disableAutocorrection(true)")
        let afterBlock = SwiftSource.modified(SwiftSource.modified(SwiftSource.block("VStack", ["Text(\"Hi\")"]), ".onSubmit {\n    validate()\n}"),
                                              ".padding()")
        #expect(afterBlock == "VStack {\n    Text(\"Hi\")\n}\n.onSubmit {\n    validate()\n}\n.padding()")
        let chain = SwiftSource.modified(SwiftSource.modified("Text(\"Hi\")", ".bold()"), ".italic()")
        #expect(chain == "Text(\"Hi\")\n    .bold()\n    .italic()")
    }
}
