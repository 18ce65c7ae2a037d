import GalleryModel
import Testing

/// Every custom style's code is the whole definition its document gives, with the document's values, and is what
/// the style's card shows.
@Suite("Custom style code")
struct CustomStyleCodeTests {
    /// What each custom style's definition must say, from the document that gives it; the gallery's own styles
    /// (no document) say nothing in particular.
    static let documentValues: [String: [String]] = [
        // reference/view-styles.zh.md
        "MyButtonStyle": [".title2.bold()", ": .title2", "configuration.role == .destructive ? Color.red : nil"],
        "DoubleClickButtonStyle": [".onTapGesture(count: 2)", "configuration.trigger()"],
        "MyLabelStyle": ["RoundedRectangle(cornerRadius: 25)", ".fill(.green.gradient)", "configuration.title.bold()",
                         ".foregroundStyle(.white)", ".padding()"],
        "MyDisclosureStyle": ["withAnimation", "configuration.isExpanded.toggle()", "HStack(alignment: .firstTextBaseline)",
                              "configuration.isExpanded ? \"hide\" : \"show\"", ".foregroundColor(.accentColor)",
                              ".font(.caption.lowercaseSmallCaps())", ".animation(nil, value: configuration.isExpanded)",
                              ".contentShape(Rectangle())", ".buttonStyle(.plain)", "configuration.content"],
        "MyControlGroupStyle": ["configuration.label", "Divider()", "configuration.content"],
        // reference/text-label-textfield-button.zh.md and displaying-text.zh.md
        "RedBorderedLabelStyle": ["Label(configuration)", ".border(Color.red)"],
        // reference/label-style-composition.zh.md
        "ShadowLabelStyle": ["Label(configuration)", ".shadow(color: .gray.opacity(0.9), radius: 4, x: 0, y: 5)"],
        "ShadowEraseLabelStyle": [".shadow(color: .gray.opacity(0.9), radius: 4, x: 0, y: 5)", ".labelStyle(DefaultLabelStyle())"],
        "ShadowLabelTryStyle": ["Label { configuration.icon } icon: { configuration.title }",
                                ".shadow(color: .gray.opacity(0.9), radius: 4, x: 0, y: 5)"],
        "SwapLabelStyle": ["Label { configuration.icon } icon: { configuration.title }"],
        "HStackLabelStyle": ["HStack {", "configuration.icon", "Spacer()", "configuration.title"],
        "AccessibleLabelStyle": ["@Environment(\\.sizeCategory) var sizeCategory: ContentSizeCategory", "Label(configuration)",
                                 ".if(sizeCategory.isAccessibilityCategory) { $0.labelStyle(TitleOnlyLabelStyle()) }",
                                 // The article's conditional-modifier helper, printed with the style.
                                 "func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View"],
        // The gallery's own.
        "CardGroupBoxStyle": [],
        "StackedLabeledContentStyle": [],
    ]

    static let customStyles = StyleCatalog.families.flatMap(\.styles).filter { $0.origin == .custom }

    /// `code` without its string literals, so a brace inside quotes does not count.
    static func withoutStrings(_ code: String) -> String {
        code.replacing(/"(\\.|[^"\\])*"/, with: "\"\"")
    }

    @Test("Every custom style is whole: one struct with its makeBody, every brace, parenthesis and bracket closed",
          arguments: customStyles)
    func whole(style: StyleDescriptor) throws {
        let definition = try #require(style.definition, "\(style.name) has no definition")
        #expect(definition.hasPrefix("struct \(style.name): "))
        #expect(definition.contains("func makeBody(configuration: Configuration) -> some View {"))
        #expect(definition.hasSuffix("\n}"))
        let code = Self.withoutStrings(definition)
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
            var depth = 0
            for character in code {
                if String(character) == open { depth += 1 }
                if String(character) == close { depth -= 1 }
                #expect(depth >= 0, "\(style.name) closes a \(close) it never opened")
            }
            #expect(depth == 0, "\(style.name) leaves \(depth) \(open) open")
        }
    }

    @Test("Every custom style has its document's values", arguments: customStyles)
    func documentValues(style: StyleDescriptor) throws {
        let values = try #require(Self.documentValues[style.name], "\(style.name): say what its document's definition holds")
        let definition = try #require(style.definition)
        for value in values {
            #expect(definition.contains(value), "\(style.name) lacks \(value)")
        }
    }

    @Test("A custom style's card shows its whole definition, then the code that applies it, on every platform it has",
          arguments: customStyles)
    func cardShowsDefinition(style: StyleDescriptor) throws {
        let definition = try #require(style.definition)
        for platform in style.availability.platforms {
            let code = Planner.plan(StyleResolver.resolve(style, platform: platform)).code
            #expect(code.hasPrefix(definition + "\n\n"), "\(style.name) on \(platform)")
        }
    }
}
