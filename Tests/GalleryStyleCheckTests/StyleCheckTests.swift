import GalleryModel
import Testing
@testable import GalleryStyleCheck

/// `gallery check` reads every style use in a file, as the compiler compiles it: outside `body`, in closures and
/// branches, under `#if` and availability checks, and knows the project's own styles.
@Suite("Style check")
struct StyleCheckTests {
    @Test("Every style use and view is checked wherever it stands: properties, functions, extensions, nested types, modifier closures, every branch")
    func everywhere() {
        #expect(CheckSupport.lines(["Everywhere.swift"], ["iOS=13"]) == [
            "Everywhere.swift:12:17: error: 'Gauge' is only available in iOS 16.0 or newer [availability]",  // .sheet
            "Everywhere.swift:15:17: error: 'Label' is only available in iOS 14.0 or newer [availability]",  // .overlay
            "Everywhere.swift:15:54: error: '.labelStyle(.titleAndIcon)' is only available in iOS 14.5 or newer [availability]",
            "Everywhere.swift:19:21: error: 'Menu' is only available in iOS 14.0 or newer [availability]",  // .toolbar
            "Everywhere.swift:19:52: error: '.menuStyle(.button)' is only available in iOS 16.0 or newer [availability]",
            "Everywhere.swift:23:46: error: '.toggleStyle(.button)' is only available in iOS 15.0 or newer [availability]",  // .contextMenu
            "Everywhere.swift:33:17: error: 'LabeledContent' is only available in iOS 16.0 or newer [availability]",  // else of an if
            "Everywhere.swift:37:34: error: 'swipeActions' is only available in iOS 15.0 or newer [availability]",  // a switch's case
            "Everywhere.swift:45:9: error: 'ControlGroup' is only available in iOS 15.0 or newer [availability]",  // a @ViewBuilder func
            // A computed property in an extension; a style Apple deprecates in a future release warns at every target.
            "Everywhere.swift:51:23: warning: '.textFieldStyle(.roundedBorder)' will be deprecated in a future version of iOS: use .textFieldStyle(.bordered) with .textInputBorderShape(.roundedRectangle) [deprecation]",
            "Everywhere.swift:56:13: error: 'NavigationSplitView' is only available in iOS 16.0 or newer [availability]",  // nested in an extension
        ])
        // A switch's other case, inside .swipeActions; a computed property in an extension.
        let tv = CheckSupport.lines(["Everywhere.swift"], ["tvOS=15"])
        #expect(tv.contains("Everywhere.swift:37:69: error: '.buttonStyle(.borderless)' is only available in tvOS 17.0 or newer [availability]"), "\(tv)")
        #expect(tv.contains("Everywhere.swift:51:23: error: '.textFieldStyle(.roundedBorder)' is unavailable in tvOS [availability]"), "\(tv)")
    }

    @Test("if #available, guard #available, the else of #unavailable and @available raise the release, per platform; @available(iOS, unavailable) is not checked on iOS")
    func availability() {
        #expect(CheckSupport.lines(["Availability.swift"], ["iOS=15", "macOS=12"]) == [
            // The else of `if #available` is checked at the target.
            "Availability.swift:9:13: error: 'Gauge' is only available in iOS 16.0 or newer [availability]",
            "Availability.swift:9:13: error: 'Gauge' is only available in macOS 13.0 or newer [availability]",
            // Raised for iOS only: macOS keeps its target (`*`).
            "Availability.swift:15:24: error: 'Gauge' is only available in macOS 13.0 or newer [availability]",
            "Availability.swift:23:13: error: 'Gauge' is only available in macOS 13.0 or newer [availability]",
            "Availability.swift:31:9: error: 'Gauge' is only available in macOS 13.0 or newer [availability]",
            "Availability.swift:31:47: error: '.gaugeStyle(.accessoryCircular)' is only available in macOS 13.0 or newer [availability]",
            "Availability.swift:38:9: error: 'Gauge' is only available in macOS 13.0 or newer [availability]",
            "Availability.swift:43:9: error: 'Gauge' is only available in macOS 13.0 or newer [availability]",
        ])
    }

    @Test("#if is evaluated per platform in statements, members and modifier chains: each platform checks what it compiles, and -D conditions count")
    func conditionalCompilation() {
        #expect(CheckSupport.lines(["Conditional.swift"], ["iOS=13"]) == [
            "Conditional.swift:8:51: error: '.toggleStyle(.button)' is only available in iOS 15.0 or newer [availability]",
            "Conditional.swift:16:17: error: '.labelStyle(.iconOnly)' is only available in iOS 14.0 or newer [availability]",
            "Conditional.swift:19:26: warning: '.textFieldStyle(.roundedBorder)' will be deprecated in a future version of iOS: use .textFieldStyle(.bordered) with .textInputBorderShape(.roundedRectangle) [deprecation]",
        ])
        #expect(CheckSupport.lines(["Conditional.swift"], ["iOS=13"], conditions: ["DEBUG"]).contains(
            "Conditional.swift:22:13: error: 'Gauge' is only available in iOS 16.0 or newer [availability]"))
        // The Mac compiles its own branch, its own member and no UIKit; the Watch the chain's other clause.
        #expect(CheckSupport.lines(["Conditional.swift"], ["macOS=10.15"]) == [
            "Conditional.swift:16:17: error: '.labelStyle(.iconOnly)' is only available in macOS 11.0 or newer [availability]",
        ])
        // The watch SDK holds UIKit too (images, colours, fonts: https://developer.apple.com/documentation/uikit lists
        // watchOS 2), so `#if canImport(UIKit)` compiles there, and so does the text field it guards.
        #expect(CheckSupport.lines(["Conditional.swift"], ["watchOS=7"]) == [
            "Conditional.swift:14:17: error: '.buttonStyle(.borderedProminent)' is only available in watchOS 8.0 or newer [availability]",
            "Conditional.swift:19:26: error: '.textFieldStyle(.roundedBorder)' is unavailable in watchOS [availability]",
        ])
    }

    @Test("The project's own styles are styles: types and static members, declared in any file; a name nobody declares is a warning, never the gallery's examples as SwiftUI's")
    func customStyles() {
        let lines = CheckSupport.lines(["CustomStyles.swift", "OtherFile.swift"], ["iOS=13"])
        #expect(lines.contains("CustomStyles.swift:31:49: error: '.labelStyle(_:)' is only available in iOS 14.0 or newer [availability]"), "\(lines)")
        #expect(lines.contains("CustomStyles.swift:35:32: warning: '.nobodyDeclaresThis' is not a built-in button style, and not declared in the files checked [unknownStyle]"))
        #expect(lines.contains("CustomStyles.swift:36:43: warning: 'MyButtonStyle()' is not a built-in button style, and not declared in the files checked [unknownStyle]"))
        // Declared as a type, a static var, a static func, in this file or another: no warning, no error at iOS 13.
        #expect(!lines.contains { $0.contains("header") || $0.contains("pill") || $0.contains("fromAnotherFile") || $0.contains(":33:") || $0.contains(":34:") })
        // Without the file that declares it, the use is unknown.
        #expect(CheckSupport.lines(["CustomStyles.swift"], ["iOS=26"]).contains(
            "CustomStyles.swift:34:35: warning: '.fromAnotherFile' is not a built-in button style, and not declared in the files checked [unknownStyle]"))
    }

    @Test("Each branch of a ?: is a style of its own; a style the code computes is a region not read, never a silent pass")
    func computedStyles() {
        let checks = CheckSupport.check(["CustomStyles.swift", "OtherFile.swift"], ["iOS=18"])
        let errors = checks[0].findings.filter { $0.diagnostic.severity == .error }
        #expect(errors.map(\.diagnostic.message.english) == ["'.buttonStyle(.glass)' is only available in iOS 26.0 or newer"])
        #expect(errors.first?.diagnostic.location == SceneLocation(line: 38, column: 78))
        #expect(checks[0].notRead.map(\.location) == [SceneLocation(line: 37, column: 34)])
        #expect(checks[1].findings.isEmpty && checks[1].notRead.isEmpty, "a file read whole and clean is the only empty one")
    }

    @Test("A project's own type named like a SwiftUI view is its own, not SwiftUI's")
    func shadowedView() {
        let alone = CheckSupport.lines(["Everywhere.swift"], ["iOS=13"])
        let shadowed = CheckSupport.lines(["Everywhere.swift", "OwnGauge.swift"], ["iOS=13"])
        #expect(alone.contains { $0.contains("'Gauge'") })
        #expect(!shadowed.contains { $0.contains("'Gauge'") })
    }

    @Test("Any release number is a release; iOS and iPadOS at the same release say each finding once")
    func releases() {
        let source = "import SwiftUI\nlet v = Toggle(\"A\", isOn: .constant(true)).toggleStyle(.button)\n"
        #expect(CheckSupport.lines(source: source, ["iOS=14.7"]) == ["2:43: error: '.toggleStyle(.button)' is only available in iOS 15.0 or newer"])
        #expect(CheckSupport.lines(source: source, ["iOS=15.0.1"]).isEmpty)
        #expect(CheckSupport.lines(source: source, ["iOS=14.2", "iPadOS=14.2"]) == ["2:43: error: '.toggleStyle(.button)' is only available in iOS 15.0 or newer"])
        #expect(CheckSupport.lines(source: source, ["iOS=15", "iPadOS=14"]).count == 1)
    }

    @Test("A style Apple deprecates in a future release warns at every target, the oldest and the newest, naming no release")
    func futureDeprecation() {
        let menu = "import SwiftUI\nlet v = Menu(\"M\") { }.menuStyle(.borderlessButton)\n"
        let replacement = "use .menuStyle(.button) with .buttonStyle(.borderless)"
        for platform in [Platform.iOS, .macOS, .tvOS, .visionOS] {
            let first = StyleCatalog.family(.menu).viewAvailability.introduced[platform]!
            for release in Set([first, platform.newestRelease]) {
                #expect(CheckSupport.lines(source: menu, ["\(platform.rawValue)=\(release)"]) == [
                    "2:22: warning: '.menuStyle(.borderlessButton)' will be deprecated in a future version of \(platform.rawValue): \(replacement)",
                ], "\(platform.rawValue) \(release)")
            }
        }
        // iOS and iPadOS at the same release say it once; a platform without the style is an error, not a warning.
        #expect(CheckSupport.lines(source: menu, ["iOS=14", "iPadOS=14"]).count == 1)
        #expect(CheckSupport.lines(source: menu, ["watchOS=\(Platform.watchOS.newestRelease)"]).allSatisfy { $0.contains(": error: ") })
        // Without a replacement the warning ends at the platform.
        let carousel = "import SwiftUI\nlet v = TabView { }.tabViewStyle(.carousel)\n"
        #expect(CheckSupport.lines(source: carousel, ["watchOS=7"]) == [
            "2:20: warning: '.tabViewStyle(.carousel)' will be deprecated in a future version of watchOS",
        ])
    }

    @Test("A style Apple deprecated in a release warns from that release on, as the compiler words it")
    func releaseDeprecation() {
        let square = "import SwiftUI\nlet v = TextField(\"A\", text: .constant(\"\")).textFieldStyle(.squareBorder)\n"
        #expect(CheckSupport.lines(source: square, ["macOS=26"]).isEmpty)
        #expect(CheckSupport.lines(source: square, ["macOS=27"]) == [
            "2:44: warning: '.textFieldStyle(.squareBorder)' was deprecated in macOS 27.0",
        ])
    }

    @Test("What cannot be read is said where it is: a syntax error, a file past the reader's limits")
    func notRead() {
        let broken = StyleCheck.check([StyleCheck.Input(name: "Broken.swift", source: .text("import SwiftUI\nlet v = Toggle(\"A\" isOn: x).toggleStyle(.button\n"),
                                                        targets: CheckSupport.targets(["iOS=13"]), conditions: [])])[0]
        #expect(broken.notRead.contains { $0.reason.english.hasPrefix("a syntax error: ") && $0.location.line == 2 }, "\(broken.notRead)")
        let hostile = StyleCheck.check([StyleCheck.Input(name: "Hostile.swift", source: .text("let x = " + String(repeating: "[(", count: 30) + "1" + String(repeating: ")]", count: 30)),
                                                         targets: CheckSupport.targets(["iOS=13"]), conditions: [])])[0]
        #expect(hostile.unreadable == nil)
        #expect(hostile.notRead.count == 1 && hostile.notRead[0].reason.english.contains("square brackets"))
    }

    @Test("The other views the gallery knows are checked as a family's view: NavigationStack, ContentUnavailableView, ShareLink; NavigationView warns")
    func knownViews() {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    NavigationStack { ContentUnavailableView("None", systemImage: "tray") }
                    ShareLink(item: "x")
                    NavigationView { Text("Old") }
                }
            }
            """
        #expect(CheckSupport.lines(source: source, ["iOS=15"]) == [
            "4:9: error: 'NavigationStack' is only available in iOS 16.0 or newer",
            "4:27: error: 'ContentUnavailableView' is only available in iOS 17.0 or newer",
            "5:9: error: 'ShareLink' is only available in iOS 16.0 or newer",
            "6:9: warning: 'NavigationView' will be deprecated in a future version of iOS: use NavigationStack or NavigationSplitView",
        ])
        #expect(CheckSupport.lines(source: source, ["tvOS=17"]).contains("5:9: error: 'ShareLink' is unavailable in tvOS"))
    }

    @Test("EditButton builds for iPhone, iPad and Vision Pro only: on the Mac, Apple TV and Apple Watch it is an error, as the compiler says")
    func editButton() {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    List { Text("Row") }.toolbar { EditButton() }
                }
            }
            """
        #expect(CheckSupport.lines(source: source, ["iOS=17"]).isEmpty)
        #expect(CheckSupport.lines(source: source, ["visionOS=1"]).isEmpty)
        for target in ["macOS=14", "tvOS=17", "watchOS=10"] {
            let platform = target.prefix { $0 != "=" }
            #expect(CheckSupport.lines(source: source, [target]) == ["4:40: error: 'EditButton' is unavailable in \(platform)"], "\(target)")
        }
    }

    @Test("iPhone-first modifiers are checked as the compiler does: .navigationBarTitleDisplayMode and .keyboardType do not build for the Mac, neither under #if os(iOS) nor with the project's own shim")
    func platformModifiers() {
        let source = """
            import SwiftUI
            struct Signup: View {
                @State private var email = ""
                var body: some View {
                    Form { TextField("Email", text: $email).keyboardType(.emailAddress) }
                        .navigationBarTitleDisplayMode(.inline)
                        #if os(iOS)
                        .fullScreenCover(isPresented: .constant(false)) { Text("Welcome") }
                        #endif
                }
            }
            """
        #expect(CheckSupport.lines(source: source, ["iOS=17"]).isEmpty)
        #expect(CheckSupport.lines(source: source, ["macOS=14"]) == [
            "5:48: error: 'keyboardType' is unavailable in macOS",
            "6:13: error: 'navigationBarTitleDisplayMode' is unavailable in macOS",
        ])
        // Apple TV has the keyboard's type but not the title's display mode; the Watch the other way round.
        #expect(CheckSupport.lines(source: source, ["tvOS=17"]) == ["6:13: error: 'navigationBarTitleDisplayMode' is unavailable in tvOS"])
        #expect(CheckSupport.lines(source: source, ["watchOS=10"]) == ["5:48: error: 'keyboardType' is unavailable in watchOS"])
        // A project that declares its own function of the name (a shim for the Mac) calls its own.
        let shimmed = source + """

            #if os(macOS)
            extension View {
                func keyboardType(_ type: Int) -> some View { self }
            }
            #endif
            """
        #expect(CheckSupport.lines(source: shimmed, ["macOS=14"]) == ["6:13: error: 'navigationBarTitleDisplayMode' is unavailable in macOS"])
    }

    @Test("Modifiers of one platform or era are checked as the compiler does: glass before the 26 releases and on Vision Pro, a Vision Pro row's hover under #if os(visionOS) only there")
    func platformAndEraModifiers() {
        let source = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        Text("Glass").glassEffect()
                    }
                    List { Text("Row") }
                        #if os(visionOS)
                        .listRowHoverEffectDisabled()
                        #endif
                        .presentationDetents([.medium])
                }
            }
            """
        #expect(CheckSupport.lines(source: source, ["iOS=26"]).isEmpty)
        #expect(CheckSupport.lines(source: source, ["iOS=15"]) == ["11:13: error: 'presentationDetents' is only available in iOS 16.0 or newer"])
        // `*` compiles the branch for Vision Pro at its own target, where glass is not a modifier of SwiftUI's.
        #expect(CheckSupport.lines(source: source, ["visionOS=2"]) == ["5:26: error: 'glassEffect' is unavailable in visionOS"])
    }

    @Test("A row's .swipeActions does not build for Apple TV, and builds everywhere else")
    func swipeActionsOnTV() {
        let source = """
            import SwiftUI
            struct Groceries: View {
                var body: some View {
                    List { Text("Milk").swipeActions { Button("Delete", role: .destructive) { } } }
                }
            }
            """
        #expect(CheckSupport.lines(source: source, ["tvOS=17"]) == ["4:28: error: 'swipeActions' is unavailable in tvOS"])
        #expect(CheckSupport.lines(source: source, ["iOS=17", "macOS=14", "watchOS=10"]).isEmpty)
    }

    @Test("A toolbar item's placement is checked where it is written: .bottomBar does not build for the Mac, .keyboard not for the watch; under #if os(iOS) the Mac never sees it")
    func toolbarPlacements() {
        let source = """
            import SwiftUI
            struct Editor: View {
                var body: some View {
                    Text("Draft")
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) { Button("Send") {} }
                            ToolbarItemGroup(placement: ToolbarItemPlacement.keyboard) { Button("Done") {} }
                            ToolbarItem(placement: compact ? .topBarLeading : .primaryAction) { Button("Back") {} }
                            #if os(iOS)
                            ToolbarItem(placement: .bottomBar) { Button("Share") {} }
                            #endif
                        }
                }
            }
            """
        #expect(CheckSupport.lines(source: source, ["iOS=15"]).isEmpty)
        #expect(CheckSupport.lines(source: source, ["macOS=14"]) == [
            "6:41: error: 'bottomBar' is unavailable in macOS",
            "8:51: error: 'topBarLeading' is unavailable in macOS",
        ])
        #expect(CheckSupport.lines(source: source, ["watchOS=9"]) == [
            "6:41: error: 'bottomBar' is only available in watchOS 10.0 or newer",
            "7:66: error: 'keyboard' is unavailable in watchOS",
            "8:51: error: 'topBarLeading' is only available in watchOS 10.0 or newer",
        ])
        // A placement renamed in the 27 releases warns from there; the table cites every placement's own page.
        let old = "import SwiftUI\nlet t = ToolbarItem(placement: .navigationBarLeading) { Text(\"x\") }\n"
        #expect(CheckSupport.lines(source: old, ["iOS=27"]).first?.hasPrefix("2:33: warning: 'navigationBarLeading' was deprecated in iOS 27") == true,
                "\(CheckSupport.lines(source: old, ["iOS=27"]))")
        for (name, availability) in ToolbarItemPlacementAvailability.table {
            #expect(availability.source.hasPrefix("https://developer.apple.com/documentation/swiftui/toolbaritemplacement/"), "\(name)")
        }
    }

    @Test("Every family's style protocol has its availability from its own page")
    func protocols() {
        for family in StyleFamily.allCases {
            #expect(StyleProtocols.availability(of: family).source.hasPrefix("https://developer.apple.com/documentation/swiftui/\(family.protocolName.lowercased())"),
                    "\(family)")
        }
    }
}
