import Testing
@testable import GalleryModel

/// The SecureField page: where each platform's Form puts the label and the prompt, what onSubmit sees, and that the
/// secret never reaches the gallery's state.
@Suite("SecureField page")
struct SecureFieldPageTests {
    @Test("The Mac's Form puts the label in its column; every other platform's shows the prompt in the row", arguments: Platform.allCases)
    func formLayout(platform: Platform) {
        let expected: SecureFieldFormLayout = platform == .macOS ? .labelColumn : .promptInRow
        #expect(SecureFieldFormLayout.of(platform) == expected)
        // The layout follows the form style the platform's automatic Form takes, in every release.
        for release in platform.releases {
            let form = StyleResolver.resolve(StyleCatalog.family(.form).automatic, platform: platform, release: release)
            #expect((form.resolved.name == "columns") == (expected == .labelColumn), "\(platform) \(release): \(form.resolved.name)")
        }
    }

    @Test("A grouped Form spans the stage's width, as its panels span the screen; the Mac's columns stay at their own width",
          arguments: Platform.allCases)
    func formWidth(platform: Platform) {
        let plan = SecureFieldViewContent.formExample(for: Configuration(platform: platform)).plan
        let spans = plan.alignment(.halign) == .fill && plan.properties[.hexpand] == .bool(true)
        #expect(spans == (SecureFieldFormLayout.of(platform) == .promptInRow), "\(platform)")
    }

    @Test("The prompt is the placeholder; without one the label takes its place only where the label is not drawn")
    func placeholder() {
        #expect(SecureFieldFormLayout.labelColumn.placeholder(label: "Password", prompt: "Required") == "Required")
        #expect(SecureFieldFormLayout.labelColumn.placeholder(label: "Password", prompt: nil) == nil)
        #expect(SecureFieldFormLayout.promptInRow.placeholder(label: "Password", prompt: "Required") == "Required")
        #expect(SecureFieldFormLayout.promptInRow.placeholder(label: "Password", prompt: nil) == "Password")
    }

    @Test("On the Mac the Form draws the labels in a trailing-aligned column beside fields that hold the prompt")
    func macForm() throws {
        let plan = SecureFieldViewContent.formExample(for: Configuration(platform: .macOS)).plan
        let labels = plan.allPlans.filter { $0.kind == .label && $0.alignment(.halign) == .end }.compactMap { $0.string(.text) }
        #expect(labels == ["Username", "Password"])
        let field = try #require(plan.first(.passwordEntry))
        #expect(field.string(.placeholder) == "Required")
        #expect(field.accessibleName == "Password")
        #expect(plan.cssClasses.contains("form-columns"))
    }

    @Test("On iPhone, Apple TV and Apple Watch the Form row shows the prompt and no label, and the label without a prompt",
          arguments: [Platform.iOS, .tvOS, .watchOS])
    func groupedForm(platform: Platform) throws {
        let examples = SecureFieldViewContent.examples(for: Configuration(platform: platform))
        let withPrompt = try #require(examples.first { $0.title == "In a Form" })
        #expect(!withPrompt.plan.allPlans.contains { $0.string(.text) == "Password" }, "no label is drawn")
        let field = try #require(withPrompt.plan.first(.passwordEntry))
        #expect(field.string(.placeholder) == "Required")
        #expect(field.accessibleName == "Password")
        #expect(withPrompt.plan.first(.listBox) != nil)
        let withoutPrompt = try #require(examples.first { $0.title == "In a Form, without a prompt" })
        #expect(withoutPrompt.plan.first(.passwordEntry)?.string(.placeholder) == "Password")
        #expect(!withoutPrompt.code.contains("prompt:"))
    }

    @Test("Without a prompt the Mac keeps the label in its column and leaves the field empty")
    func macFormWithoutPrompt() throws {
        let examples = SecureFieldViewContent.examples(for: Configuration(platform: .macOS))
        let plan = try #require(examples.first { $0.title == "In a Form, without a prompt" }).plan
        #expect(plan.first(.passwordEntry)?.string(.placeholder) == nil)
        #expect(plan.allPlans.contains { $0.kind == .label && $0.string(.text) == "Password" })
    }

    @Test("Every example's field hides its text, is named by its label, and keeps the secret out of the gallery's state",
          arguments: Platform.allCases)
    func secretStaysInTheField(platform: Platform) {
        for example in SecureFieldViewContent.examples(for: Configuration(platform: platform)) {
            let fields = example.plan.allPlans.filter { $0.kind == .passwordEntry }
            #expect(fields.count == 1, "\(example.title)")
            #expect(fields.allSatisfy { $0.accessibleName == "Password" })
            #expect(fields.allSatisfy { $0.binding == nil || $0.binding?.role == .submitsLength }, "\(example.title) stores the text")
            #expect(example.code.contains("SecureField(\"Password\", text: $password"))
        }
    }

    @Test("onSubmit sees the bound password; the page shows how many characters it held, never the text")
    func submit() throws {
        let example = try #require(SecureFieldViewContent.examples(for: Configuration()).first { $0.title == "What onSubmit sees" })
        #expect(example.code.hasSuffix("""
                .onSubmit {
                    submittedLength = password.count
                }
            """))
        let field = try #require(example.plan.first(.passwordEntry))
        let binding = try #require(field.binding)
        #expect(binding.role == .submitsLength)
        // Characters as Swift counts them: a letter with its accent and an emoji with its skin tone are one each.
        #expect(ExampleCatalog.submitted(binding, text: "pa\u{0301}ss👍🏽") == .int(5))
        #expect(ExampleCatalog.submitted(StateBinding(binding.key, .text), text: "secret") == nil)
        let status = try #require(example.plan.allPlans.first { $0.kind == .label && $0.binding?.key == binding.key })
        #expect(status.origin == .gallery)
        #expect(BoundText.text(for: status, value: .int(-1)) == "Type a password, then press Return.")
        #expect(BoundText.text(for: status, value: .int(1)) == "onSubmit saw 1 character")
        #expect(BoundText.text(for: status, value: .int(8)) == "onSubmit saw 8 characters")
        #expect(ExampleCatalog.slotsByKey[binding.key]?.defaultValue == .int(-1))
    }

    @Test("Only the example that swaps in a TextField reveals the text: no platform's SecureField has a reveal button")
    func reveal() {
        for platform in Platform.allCases {
            #expect(SecureFieldBehaviour.on(platform).contains(.noRevealButton))
            #expect(SecureFieldBehaviour.on(platform).contains(.dots) && SecureFieldBehaviour.on(platform).contains(.noCopy))
            let peeking = SecureFieldViewContent.examples(for: Configuration(platform: platform)).filter {
                $0.plan.first(.passwordEntry)?.bool(.showsPeekIcon) == true
            }
            #expect(peeking.map(\.title) == ["Revealing the text on request"])
            #expect(peeking.allSatisfy { $0.code.contains("TextField(\"Password\"") && $0.approximation != nil })
        }
        #expect(Platform.allCases.filter { SecureFieldBehaviour.on($0).contains(.hiddenInScreenshots) } == [.iOS, .iPadOS])
        #expect(!SecureFieldBehaviour.on(.watchOS).contains(.capsLockIndicator))
    }

    @Test("The page is a view page named secureField, found by its words")
    func page() throws {
        #expect(GalleryPage.all.contains(.view(.secureField)))
        #expect(try GalleryPage.named("securefield") == .view(.secureField))
        #expect(GalleryPage.view(.secureField).matches("password"))
        guard case .example(let variant) = Variants.variant(of: .secureField, in: Configuration(), context: Configuration(platform: .macOS).context)
        else {
            Issue.record("the SecureField page's variant is not an example")
            return
        }
        #expect(variant.title == "In a Form")
    }

    @Test("The Text Field card draws no SecureField: it has a page of its own")
    func textFieldCard() {
        for platform in Platform.allCases {
            let plan = Planner.plan(StyleResolver.resolve(StyleCatalog.family(.textField).automatic, platform: platform, placement: .form))
            #expect(plan.widget.first(.passwordEntry) == nil)
            #expect(!plan.code.contains("SecureField"))
        }
    }
}
