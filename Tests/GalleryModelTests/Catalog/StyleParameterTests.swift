import GalleryModel
import Testing

/// Styles that take a parameter (`.page(indexDisplayMode:)`, `.glass(_:)`, the bordered text field's
/// border shape): every value is offered, written into the code, and changes what the card draws.
@Suite("Style parameters")
struct StyleParameterTests {
    static let parameterized = StyleCatalog.allStyles.filter { $0.parameter != nil }

    @Test("The styles Apple documents with a parameter offer its values", arguments: [
        ("tabView", "page(indexDisplayMode:)", [".always", ".automatic", ".never"]),
        ("tabView", "verticalPage(transitionStyle:)", [".automatic", ".blur", ".identity"]),
        ("button", "glass(_:)", [".regular", ".clear", ".identity", ".regular.tint(.orange)", ".regular.interactive()"]),
        ("textField", "bordered", [".automatic", ".capsule", ".roundedRectangle"]),
        ("list", "bordered(alternatesRowBackgrounds:)", ["true", "false"]),
        ("list", "inset(alternatesRowBackgrounds:)", ["true", "false"]),
        ("table", "BorderedTableStyle(alternatesRowBackgrounds:)", ["true", "false"]),
        ("table", "inset(alternatesRowBackgrounds:)", ["true", "false"]),
    ])
    func valuesAreOffered(family: String, style: String, values: [String]) throws {
        let descriptor = try StyleCatalog.style(named: style, in: try StyleFamily.named(family))
        #expect(descriptor.parameter?.spellings == values)
        #expect(descriptor.parameter?.source.hasPrefix("https://developer.apple.com/") == true)
    }

    @Test("Each value reaches the code: in the style's argument or as the modifier Apple pairs with it")
    func valuesReachTheCode() throws {
        let page = try StyleCatalog.style(named: "page(indexDisplayMode:)", in: .tabView)
        #expect(page.modifiers(choosing: ".always") == [".tabViewStyle(.page(indexDisplayMode: .always))"])
        let bordered = try StyleCatalog.style(named: "bordered", in: .textField)
        #expect(bordered.modifiers(choosing: ".capsule") == [".textFieldStyle(.bordered)", ".textInputBorderShape(.capsule)"])
        let table = try StyleCatalog.style(named: "BorderedTableStyle(alternatesRowBackgrounds:)", in: .table)
        #expect(table.modifier == ".tableStyle(BorderedTableStyle(alternatesRowBackgrounds: false))")
        let code = Planner.plan(StyleResolver.resolve(page, platform: .iOS, argument: ".always")).code
        #expect(code.contains(".tabViewStyle(.page(indexDisplayMode: .always))"))
        #expect(!code.contains(".never"))
    }

    @Test("Every parameterized style draws differently for at least two of its values, on a platform that has it",
          arguments: parameterized.map(\.id))
    func valuesChangeTheWidgets(id: String) throws {
        let style = try #require(StyleCatalog.allStyles.first { $0.id == id })
        let parameter = try #require(style.parameter)
        // The first platform where every value is available (a table's row backgrounds are the Mac's alone).
        let platforms = StyleCatalog.platforms(of: style)
        let platform = platforms.first { platform in
            parameter.spellings.allSatisfy { StyleResolver.resolve(style, platform: platform, argument: $0).isAvailable }
        } ?? platforms[0]
        let widgets = Set(parameter.spellings.map { value in
            "\(Planner.plan(StyleResolver.resolve(style, platform: platform, argument: value)).widget)"
        })
        #expect(widgets.count > 1, "every value of \(parameter.label) draws the same")
    }

    @Test("Each value draws as Apple's page describes it")
    func valuesDrawAsDescribed() throws {
        func widget(_ family: StyleFamily, _ style: String, on platform: Platform, _ value: String) throws -> WidgetPlan {
            Planner.plan(StyleResolver.resolve(try StyleCatalog.style(named: style, in: family), platform: platform, argument: value)).widget
        }
        // Glass: .identity is no glass at all; .clear is see-through; a tinted Glass is tinted.
        let glass = { (value: String) in try widget(.button, "glass(_:)", on: .iOS, value).first(.button)?.cssClasses ?? [] }
        #expect(try !glass(".identity").contains("glass-button"))
        #expect(try glass(".clear").contains("glass-clear"))
        #expect(try glass(".regular.tint(.orange)").contains("glass-tinted"))
        #expect(try glass(".regular") == ["glass-button"])
        // Page dots: hidden by .never only.
        let dots = { (value: String) in try widget(.tabView, "page(indexDisplayMode:)", on: .iOS, value).first(.pagedStack)?.bool(.showsIndicator) }
        #expect(try dots(".never") == false)
        #expect(try dots(".always") == true && dots(".automatic") == true)
        // Vertical pages: .identity switches at once, .blur fades (GTK cannot blur), .automatic slides.
        let pages = { (value: String) in try widget(.tabView, "verticalPage(transitionStyle:)", on: .watchOS, value).first(.pagedStack) }
        #expect(try pages(".identity")?.transition == .immediate)
        #expect(try pages(".blur")?.transition == .crossfade)
        #expect(try pages(".automatic")?.transition == .slide)
        #expect(try pages(".automatic")?.orientation == .vertical)
        // The bordered field's border: a capsule only when asked for.
        let field = { (value: String) in try widget(.textField, "bordered", on: .iOS, value).first(.entry)?.cssClasses ?? [] }
        #expect(try field(".capsule").contains("capsule-border"))
        #expect(try !field(".roundedRectangle").contains("capsule-border") && field(".roundedRectangle").contains("rounded-border"))
        // Striped rows follow alternatesRowBackgrounds.
        let list = { (value: String) in try widget(.list, "bordered(alternatesRowBackgrounds:)", on: .macOS, value).first(.listBox) }
        #expect(try list("true")?.bool(.alternatesRows) == true)
        #expect(try list("false")?.bool(.alternatesRows) == nil)
        let table = { (value: String) in try widget(.table, "inset(alternatesRowBackgrounds:)", on: .macOS, value).first(.columnView) }
        #expect(try table("true")?.bool(.alternatesRows) == true)
        #expect(try table("false")?.bool(.alternatesRows) == false)
    }

    @Test("A value newer than the style is unavailable in the releases before it, and says which release it needs")
    func valueNewerThanTheStyle() throws {
        let page = try StyleCatalog.style(named: "page(indexDisplayMode:)", in: .tabView)
        let old = StyleResolver.resolve(page, platform: .watchOS, release: "7", argument: ".always")
        #expect(!old.isAvailable)
        #expect(old.reasons[0] == "indexDisplayMode .always needs watchOS 8; this is watchOS 7.")
        #expect(old.shownRelease == "8")
        #expect(StyleResolver.resolve(page, platform: .watchOS, release: "7", argument: ".never").isAvailable)
        #expect(StyleResolver.resolve(page, platform: .watchOS, release: "8", argument: ".always").isAvailable)
    }

    @Test("An unknown value is refused, naming the values; the configuration keeps the old one")
    func unknownValue() throws {
        let page = try StyleCatalog.style(named: "page(indexDisplayMode:)", in: .tabView)
        var configuration = Configuration()
        #expect(configuration.argument(for: page) == ".never")
        #expect(throws: UnknownNameError.self) { try configuration.setArgument(".sometimes", for: page) }
        #expect(configuration.argument(for: page) == ".never")
        try configuration.setArgument(".automatic", for: page)
        #expect(configuration.resolution(of: page).argument == ".automatic")
        #expect(configuration.argument(for: try StyleCatalog.style(named: "page", in: .tabView)) == nil)
    }
}

/// `gallery render`'s jobs: which cards, in which contexts, under which names.
@Suite("Render jobs")
struct RenderJobTests {
    @Test("Every card of every page on every platform gets a file name of its own")
    func namesAreUnique() throws {
        let jobs = try RenderJobs.jobs(pages: [], style: nil, platforms: Platform.allCases, base: Context(platform: .iOS))
        #expect(Set(jobs.map(\.fileName)).count == jobs.count)
        // One image per style, and one per view page (Text, Label, Button, SecureField...).
        let viewPages = GalleryPage.all.count - StyleFamily.allCases.count
        #expect(jobs.count == (StyleCatalog.allStyles.count + viewPages) * Platform.allCases.count)
        #expect(jobs.contains { $0.fileName == "toggle-switch-iOS-light.png" })
        #expect(jobs.contains { $0.fileName == "button-glass-_-macOS-light.png" })
        #expect(jobs.contains { $0.fileName == "tabView-page-indexDisplayMode-watchOS-light.png" })
    }

    @Test("Every platform is drawn in the release it shipped the same year as the one asked for")
    func sameYearReleases() throws {
        let jobs = try RenderJobs.jobs(pages: [.family(.toggle)], style: "switch", platforms: Platform.allCases,
                                       base: Context(platform: .iOS, release: "17"))
        let releases = Dictionary(uniqueKeysWithValues: jobs.map { ($0.context.platform, $0.context.release) })
        #expect(releases == [.iOS: "17", .iPadOS: "17", .macOS: "14", .tvOS: "17", .watchOS: "10", .visionOS: "1"])
        #expect(Context(platform: .macOS, release: "12").on(.visionOS).release == "1", "before visionOS: its first release")
        // A point release carries over where the other platform knows the same number (titleAndIcon's 14.5).
        #expect(Context(platform: .iOS, release: "14.5").on(.tvOS).release == "14.5")
        #expect(Context(platform: .iOS, release: "14.5").on(.macOS).release == "11")
    }

    @Test("A style the page's family lacks is refused, naming the family's styles")
    func unknownStyle() {
        #expect(throws: UnknownNameError.self) {
            try RenderJobs.jobs(pages: [.family(.toggle)], style: "sparkly", platforms: [.iOS], base: Context(platform: .iOS))
        }
    }
}
