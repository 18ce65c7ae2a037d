import Foundation
import GalleryModel
import GalleryTestSupport
import Testing

/// Every CSS class the model puts on a widget is matched by a rule: in `Resources/gallery.css`, in the
/// stylesheets the palettes generate, or in GTK 4.8's own Default theme. A class no rule names draws
/// nothing, so it is either a missing rule or a class to stop emitting.
@Suite("Stylesheet classes")
struct StylesheetClassTests {
    /// Every class the model emits, with the first place it was seen.
    static let emitted: [String: String] = {
        var seen: [String: String] = [:]
        func add(_ plan: WidgetPlan, _ place: @autoclosure () -> String) {
            for name in plan.allPlans.flatMap(\.cssClasses) where seen[name] == nil { seen[name] = place() }
        }
        // Every card: family × style (× each value of its parameter) × platform × every release × placement,
        // at the default text size and an accessibility size (AccessibleLabelStyle changes the Label's parts there).
        for style in StyleCatalog.allStyles {
            for argument in style.parameter?.spellings.map(Optional.some) ?? [nil] {
                for platform in Platform.allCases {
                    for release in platform.releases {
                        for placement in Placement.allCases {
                            for size in [ContentSize.large, .accessibilityLarge] {
                                let context = Context(platform: platform, release: release, placement: placement, contentSize: size)
                                let resolution = StyleResolver.resolve(style, in: context, argument: argument)
                                add(Planner.plan(resolution).widget, "\(style.id)\(argument.map { "(\($0))" } ?? "") on \(platform.rawValue) "
                                    + "\(release) in \(placement.rawValue) at \(size.rawValue)")
                            }
                        }
                    }
                }
            }
        }
        // The stages the cards and the view pages draw on.
        for platform in Platform.allCases {
            for era in PlatformTheme.eras(of: platform) {
                for scheme in ColorScheme.allCases {
                    for size in ContentSize.allCases {
                        let stage = PlatformTheme.of(platform).stageClasses(release: era.since, scheme: scheme, contentSize: size)
                        add(WidgetPlan(.box, classes: stage),
                            "a stage on \(platform.rawValue) \(era.since) in \(scheme.rawValue) at \(size.rawValue)")
                    }
                }
            }
        }
        // The Button and Label pages in every release of every platform (the Button page's grid with every value of
        // every button style's parameter), and the variants view's stages of both in every placement and text size.
        let parameterizedButtons = StyleCatalog.allStyles.filter { $0.parameter != nil && $0.family == .button }
        for platform in Platform.allCases {
            for release in platform.releases {
                let configuration = Configuration().with(Context(platform: platform, release: release))
                let place = "on \(platform.rawValue) \(release)"
                for row in ButtonViewContent.rolesGrid(for: configuration) {
                    for button in row.buttons { add(button, "the Button page's .\(row.style) row \(place)") }
                }
                for style in parameterizedButtons {
                    for argument in style.parameter?.spellings ?? [] {
                        var chosen = configuration
                        try? chosen.setArgument(argument, for: style)
                        for row in ButtonViewContent.rolesGrid(for: chosen) {
                            for button in row.buttons { add(button, "the Button page's .\(row.style) row with \(argument) \(place)") }
                        }
                    }
                }
                for page in ViewPage.allCases {
                    for example in page.examples(for: configuration) {
                        add(example.plan, "the \(page) page's \"\(example.title)\" \(place)")
                    }
                }
                for placement in Placement.allCases {
                    for size in [ContentSize.large, .accessibilityLarge] {
                        let context = Context(platform: platform, release: release, placement: placement, contentSize: size)
                        for page in ViewPage.allCases {
                            if case .example(let example) = Variants.variant(of: page, in: configuration, context: context) {
                                add(example.plan, "the variants view of the \(page) page \(place) in \(placement.rawValue) at \(size.rawValue)")
                            }
                        }
                    }
                }
            }
            for era in PlatformTheme.eras(of: platform) {
                add(LabelViewContent.toolbar(on: platform, release: era.since).plan,
                    "the Label page's toolbar on \(platform.rawValue) \(era.since)")
            }
            for example in LabelViewContent.documentStacks {
                add(LabelViewContent.plan(LabelViewContent.compose(example, on: platform)),
                    "the Label page's \"\(example.title)\" on \(platform.rawValue)")
            }
        }
        add(ButtonViewContent.feedback, "the Button page's last-pressed line")
        add(LabelViewContent.composedIcon.plan, "the Label page's composed icon")
        // The Label page's own stack: every stack of up to two styles (every effect and layout comes from one style,
        // and the second shows how it combines), in every placement (the automatic look differs in a toolbar).
        let kinds = LabelStyleKind.allCases
        let stacks = [[]] + kinds.map { [$0] } + kinds.flatMap { first in kinds.map { [first, $0] } }
        for platform in Platform.allCases {
            for placement in Placement.allCases {
                for accessibilitySize in [false, true] {
                    for stack in stacks {
                        let composition = LabelViewContent.compose(stack, on: platform, in: placement, accessibilitySize: accessibilitySize)
                        add(LabelViewContent.plan(composition), "the Label page's stack \(stack.map(\.rawValue)) on \(platform.rawValue) in \(placement.rawValue)")
                    }
                }
            }
        }
        return seen
    }()

    /// The folder of the package.
    static let package = TestFiles.package

    /// Every class a rule names: the window's structural sheet, the sheets the palettes generate, and GTK's theme.
    static let styled: Set<String> = {
        let structure = (try? String(contentsOf: package.appendingPathComponent("Resources/gallery.css"), encoding: .utf8)) ?? ""
        return CSSClasses.selected(in: structure)
            .union(CSSClasses.selected(in: WindowPalette.stylesheet))
            .union(CSSClasses.selected(in: PlatformTheme.stylesheet))
            .union(CSSClasses.selected(in: PlatformTheme.baseStylesheet))
            .union(gtkTheme)
    }()

    /// The classes GTK 4.8's Default theme names in its selectors (`Fixtures/gtk-4.8-default-theme-classes.txt`).
    static let gtkTheme: Set<String> = {
        let url = TestFiles.fixture("gtk-4.8-default-theme-classes.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }()

    @Test("Every CSS class the model emits is matched by a rule of the gallery's stylesheets or GTK's theme", .sweep)
    func everyEmittedClassHasARule() {
        #expect(!Self.styled.isEmpty && Self.gtkTheme.contains("dim-label"), "the stylesheets were not read")
        #expect(Self.emitted["borderless-button"] != nil && Self.emitted["stage"] != nil, "the walk found no classes")
        let unstyled = Self.emitted.keys.filter { !Self.styled.contains($0) }.sorted()
        #expect(unstyled.isEmpty, """
            \(unstyled.count) CSS classes the model emits match no rule (add the rule, or stop emitting the class):
            \(unstyled.map { "  .\($0)  (first seen: \(Self.emitted[$0]!))" }.joined(separator: "\n"))
            """)
    }

    @Test("The class reader takes class names from selectors only, not from declarations or comments")
    func classReader() {
        let css = """
            @import url("contained.css");
            @define-color accent_color alpha(#3584e4, 0.5);
            /* .commented { } */
            .a, list.b > row:not(.c) { margin: 0.5em; background: alpha(currentColor, 0.12); }
            .stage.platform-ios .d:checked + button.e-f { -gtk-icon-size: 9px; }
            @keyframes spin { to { transform: rotate(1turn); } }
            """
        #expect(CSSClasses.selected(in: css) == ["a", "b", "c", "stage", "platform-ios", "d", "e-f"])
    }

    /// GTK 4.8's library, where the fixture was read from; nil where another version is installed.
    static let gtkLibrary: String? = {
        let path = "/usr/lib/x86_64-linux-gnu/libgtk-4.so.1"
        let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
        return real.hasPrefix("libgtk-4.so.1.800.") && FileManager.default.isExecutableFile(atPath: "/usr/bin/gresource") ? path : nil
    }()

    @Test("The fixture lists the classes of GTK 4.8's Default theme, light and dark", .enabled(if: gtkLibrary != nil))
    func gtkThemeFixture() throws {
        for variant in ["light", "dark"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/gresource")
            process.arguments = ["extract", Self.gtkLibrary!, "/org/gtk/libgtk/theme/Default/Default-\(variant).css"]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let classes = CSSClasses.selected(in: String(decoding: data, as: UTF8.self))
            #expect(process.terminationStatus == 0 && classes == Self.gtkTheme,
                    "Default-\(variant).css: missing from the fixture \(classes.subtracting(Self.gtkTheme).sorted()), not in the theme \(Self.gtkTheme.subtracting(classes).sorted())")
        }
    }
}

/// The class names CSS selectors name.
enum CSSClasses {
    /// Every `.name` in the selectors of `css` (also inside `:not(…)`, which a class changes the matching of),
    /// ignoring comments and everything between braces.
    static func selected(in css: String) -> Set<String> {
        // The text of every rule's selector: what stands before a `{` at the top level, after the last rule or `;`.
        var selectors: [String] = []
        var current = ""
        var depth = 0
        var rest = Substring(css)
        while let character = rest.first {
            if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { break }
                rest = rest[end.upperBound...]
                continue
            }
            rest = rest.dropFirst()
            switch character {
            case "{":
                if depth == 0 { selectors.append(current) }
                depth += 1
                current = ""
            case "}":
                depth = max(0, depth - 1)
                current = ""
            case ";" where depth == 0:
                current = ""
            default:
                if depth == 0 { current.append(character) }
            }
        }
        var names: Set<String> = []
        for selector in selectors {
            let text = Array(selector)
            var index = 0
            while index < text.count {
                guard text[index] == ".", index + 1 < text.count, text[index + 1].isLetter || "_-".contains(text[index + 1]) else {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < text.count, text[end].isLetter || text[end].isNumber || "_-".contains(text[end]) { end += 1 }
                names.insert(String(text[(index + 1)..<end]))
                index = end
            }
        }
        return names
    }
}
