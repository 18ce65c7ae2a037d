import GalleryModel
import GalleryTestSupport
import Testing

/// Every card's SwiftUI code makes what the card shows: both come from one example,
/// so every word the widgets show is written in the code, every word of the code is
/// shown or carried (an accessible name, a value read aloud), and every icon is a
/// symbol the code names.
@Suite("Example code")
struct ExampleCodeTests {
    /// Every card in every context: family × style (× each value of its parameter) × platform (in its newest and its
    /// first release, whose code may use older API) × placement.
    static let cards: [Resolution] = StyleCatalog.allStyles.flatMap { style in
        (style.parameter?.spellings.map(Optional.some) ?? [nil]).flatMap { argument in
            Platform.allCases.flatMap { platform in
                [platform.newestRelease, platform.majorReleases[0]].flatMap { release in
                    Placement.allCases.map {
                        StyleResolver.resolve(style, platform: platform, release: release, argument: argument, placement: $0)
                    }
                }
            }
        }
    }

    private static func name(_ resolution: Resolution) -> String {
        "\(resolution.style.id)\(resolution.argument.map { "(\($0))" } ?? "") on \(resolution.platform.rawValue) "
            + "\(resolution.release) in \(resolution.placement.rawValue)"
    }

    @Test("Every word a card shows is written in its code, and every word of its code is shown or carried", .sweep)
    func wordsAgree() {
        for resolution in Self.cards {
            let plan = Planner.plan(resolution)
            let words = PlanWords(plan.widget)
            let code = SwiftLiterals(plan.code)
            let notInCode = words.shown.subtracting(code.words)
            #expect(notInCode.isEmpty, "\(Self.name(resolution)) shows words its code lacks: \(notInCode.sorted())\n\(plan.code)")
            let notShown = code.words.subtracting(words.shown).subtracting(words.carried)
            #expect(notShown.isEmpty, "\(Self.name(resolution))'s code has words the card neither shows nor carries: \(notShown.sorted())")
        }
    }

    @Test("Every icon a card shows is an SF Symbol its code names", .sweep)
    func iconsAgree() {
        for resolution in Self.cards {
            let plan = Planner.plan(resolution)
            let named = Set(SwiftLiterals(plan.code).symbols.map(SymbolCatalog.iconName(for:)))
            let unnamed = PlanWords(plan.widget).icons.subtracting(named)
            #expect(unnamed.isEmpty, "\(Self.name(resolution)) shows icons its code does not name: \(unnamed.sorted())")
        }
    }

    @Test("The code applies the chosen style and is wrapped in the placement's container and nothing else", .sweep)
    func wrapper() {
        for resolution in Self.cards {
            let plan = Planner.plan(resolution)
            for modifier in resolution.style.modifiers(choosing: resolution.argument) {
                #expect(plan.code.contains(modifier), "\(Self.name(resolution)) does not apply \(modifier)")
            }
            let usage = resolution.style.definition.map { String(plan.code.dropFirst($0.count + 2)) } ?? plan.code
            let opening: String? = switch resolution.effectivePlacement {
            case .standard: nil
            case .form: "Form {"
            case .list: "List {"
            case .toolbar: "NavigationStack {"
            case .menu: "Menu {"
            }
            if let opening {
                #expect(usage.hasPrefix(opening), "\(Self.name(resolution)) should start with \(opening)")
            } else {
                // The family's own view is the example, not a wrapper (a Form card's code is a Form).
                for wrapper in ["Form {", "NavigationStack {", ".toolbar {"] where wrapper != "\(resolution.family.viewName) {" {
                    #expect(!usage.contains(wrapper), "\(Self.name(resolution)) in a standard view wraps its example in \(wrapper)")
                }
            }
        }
    }

    @Test("A custom style's code starts with its definition")
    func customDefinitions() {
        for resolution in Self.cards where resolution.style.origin == .custom {
            let definition = resolution.style.definition ?? ""
            #expect(!definition.isEmpty && Planner.plan(resolution).code.hasPrefix(definition + "\n\n"), "\(Self.name(resolution))")
        }
    }

    @Test("The literal reader sees words, symbols and interpolations as written")
    func literalReader() {
        let code = #"Label("Say \"hi\"", systemImage: "star") + Text("\(Int(value))%")"#
        #expect(SwiftLiterals(code).words == ["Say \"hi\"", "{}%"])
        #expect(SwiftLiterals(code).symbols == ["star"])
    }
}

/// The Button, Image and Label pages' examples keep the same promise as the cards.
@Suite("View page example code")
struct ViewPageExampleCodeTests {
    static let examples: [(platform: Platform, example: ViewExample)] = Platform.allCases.flatMap { platform in
        // Label's initializers but those of an asset image, drawn as a stand-in that no word of the code names.
        let initializers: [ViewExample] = LabelInitializers.examples(on: platform).filter { $0.approximation == nil }
        let configuration = Configuration(platform: platform)
        var examples: [ViewExample] = ButtonViewContent.containerExamples(for: configuration)
        examples += [LabelViewContent.composedIcon]
        examples += initializers
        examples += ImageViewContent.examples(for: configuration)
        examples += SecureFieldViewContent.examples(for: configuration)
        return examples.map { (platform, $0) }
    }

    @Test("Every word and icon of a view page's example is in its code, and every word of its code is shown or carried")
    func wordsAgree() {
        for (platform, example) in Self.examples {
            let words = PlanWords(example.plan)
            let code = SwiftLiterals(example.code)
            #expect(words.shown.subtracting(code.words).isEmpty,
                    "\(example.title) on \(platform) shows \(words.shown.subtracting(code.words).sorted()) not in its code")
            let notShown = code.words.subtracting(words.shown).subtracting(words.carried)
            #expect(notShown.isEmpty, "\(example.title) on \(platform): code words neither shown nor carried: \(notShown.sorted())")
            let named = Set(code.symbols.map(SymbolCatalog.iconName(for:)))
            #expect(words.icons.subtracting(named).isEmpty, "\(example.title) on \(platform) shows icons its code does not name")
        }
    }
}
