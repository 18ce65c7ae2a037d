import GalleryModel
import Testing

/// A TextField bound to PersonNameComponents through a format style: the words typed become the components, which
/// the Text under the field shows as their description.
@Suite("A field bound through a name format")
struct PersonNameTextTests {
    @Test("Given, middle and family names from the words typed, as the components describe themselves")
    func components() {
        #expect(PersonNameText.debugDescription(of: "Juan Chavez") == "givenName: Juan familyName: Chavez")
        #expect(PersonNameText.debugDescription(of: "  Ada  ") == "givenName: Ada")
        #expect(PersonNameText.debugDescription(of: "Juan Carlos de la Chavez") == "givenName: Juan middleName: Carlos de la familyName: Chavez")
        #expect(PersonNameText.debugDescription(of: " ").isEmpty)
    }

    @Test("The TextField page draws the field and the Text bound to one slot, the Text showing the components", arguments: Platform.allCases)
    func page(platform: Platform) throws {
        let example = try #require(TextFieldViewContent.examples(for: Configuration(platform: platform)).first { $0.title == "A value that is not a String" })
        let field = try #require(example.plan.allPlans.first { $0.kind == .entry })
        let shown = try #require(example.plan.allPlans.first { $0.kind == .label && $0.bool(.personName) == true })
        #expect(field.binding?.key == shown.binding?.key && field.binding?.key == TextFieldViewContent.Keys.properName)
        #expect(BoundText.text(for: shown, value: .string("Juan Chavez")) == "givenName: Juan familyName: Chavez")
        #expect(example.code.contains("format: .name(style: .medium)") && example.code.contains("Text(nameComponents.debugDescription)"))
    }
}
