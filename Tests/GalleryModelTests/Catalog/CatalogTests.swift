import GalleryModel
import Testing

/// The catalog: every family and style (AppleStyleTableTests checks the built-in ones against Apple's pages), with availability on all
/// six platforms, a source, a description and code.
@Suite("Style catalog")
struct CatalogTests {
    @Test("Every family of the registry is in the catalog once, in the same order, found by its name, with automatic first where it has one")
    func families() throws {
        #expect(StyleCatalog.families.map(\.family) == StyleFamily.allCases)
        #expect(Set(StyleFamily.allCases).count == StyleFamily.allCases.count)
        for family in StyleFamily.allCases {
            #expect(StyleFamily(rawValue: family.rawValue) == family)
            #expect(try StyleFamily.named(family.rawValue.uppercased()) == family)
            // A family whose protocol names no automatic style (IndexViewStyle) has none, and its rows none either.
            let styles = StyleCatalog.family(family).styles
            #expect(styles.first?.isAutomatic == true || (!styles.contains(where: \.isAutomatic) && !AutomaticStyleTable.rules.contains { $0.family == family }))
        }
        #expect(StyleFamily(rawValue: "slider") == nil, "a name no family declares is no family")
    }

    @Test("The documents' custom styles are in the catalog")
    func customStyles() {
        let custom = Set(StyleCatalog.allStyles.filter { $0.origin == .custom }.map(\.id))
        for id in ["button.MyButtonStyle", "label.MyLabelStyle", "label.RedBorderedLabelStyle", "label.ShadowLabelStyle",
                   "label.ShadowEraseLabelStyle", "label.ShadowLabelTryStyle", "label.SwapLabelStyle", "label.HStackLabelStyle",
                   "label.AccessibleLabelStyle", "disclosureGroup.MyDisclosureStyle", "controlGroup.MyControlGroupStyle"] {
            #expect(custom.contains(id), "\(id)")
        }
    }

    @Test("Every style has a source, a description, a modifier that applies it, and a platform", arguments: StyleCatalog.allStyles.map(\.id))
    func styleIsDescribed(id: String) throws {
        let style = StyleCatalog.allStyles.first { $0.id == id }!
        #expect(style.availability.source.contains("developer.apple.com") || style.availability.source.contains("reference/"))
        #expect(style.summary.count > 60)
        #expect(!StyleCatalog.platforms(of: style).isEmpty)
        let baseName = String(style.name.prefix { $0 != "(" })
        // Custom styles and built-in ones without a static member (PopUpButtonPickerStyle()) are applied by their type.
        let byType = style.origin == .custom || style.name.first!.isUppercase
        #expect(style.modifier.hasPrefix(".\(style.family.modifierName)(\(byType ? "" : ".")\(baseName)"),
                "\(style.modifier) should apply \(style.name)")
        // A custom style's code defines it (a PrimitiveButtonStyle is a kind of ButtonStyle); a built-in one needs no definition.
        let firstLine = style.definition?.split(separator: "\n").first ?? ""
        let defines = firstLine.hasPrefix("struct \(style.name): ") && firstLine.hasSuffix("\(style.family.protocolName) {")
        #expect(defines == (style.origin == .custom), "\(firstLine)")
    }

    @Test("A style never claims a platform its view lacks")
    func stylesWithinTheirView() {
        for style in StyleCatalog.allStyles {
            let view = StyleCatalog.family(style.family).viewAvailability
            for platform in style.availability.platforms {
                #expect(view.isAvailable(on: platform), "\(style.id) on \(platform)")
            }
        }
    }

    /// The badges of reference/view-styles.zh.md and reference/toggle-styles.zh.md.
    @Test("Platform badges of the reference documents", arguments: [
        ("toggle", "checkbox", [Platform.macOS]),
        ("picker", "radioGroup", [.macOS]),
        ("datePicker", "field", [.macOS]),
        ("datePicker", "stepperField", [.macOS]),
        ("textField", "squareBorder", [.macOS]),
        ("textEditor", "roundedBorder", [.visionOS]),
        ("list", "bordered", [.macOS]),
        ("list", "carousel", [.watchOS]),
        ("list", "elliptical", [.watchOS]),
        ("table", "bordered", [.macOS]),
        ("gauge", "circular", [.watchOS]),
        ("gauge", "linear", [.watchOS]),
        ("tabView", "verticalPage", [.watchOS]),
        ("tabView", "verticalPage(transitionStyle:)", [.watchOS]),
        ("button", "link", [.macOS]),
    ])
    func badges(family: String, style: String, platforms: [Platform]) throws {
        let descriptor = try StyleCatalog.style(named: style, in: StyleFamily.named(family))
        #expect(StyleCatalog.platforms(of: descriptor) == platforms)
    }

    @Test("Views missing from platforms, per Apple's pages")
    func viewAvailability() {
        func platforms(_ family: StyleFamily) -> [Platform] { StyleCatalog.family(family).viewAvailability.platforms }
        #expect(!platforms(.datePicker).contains(.tvOS))
        #expect(!platforms(.gauge).contains(.tvOS))
        #expect(!platforms(.menu).contains(.watchOS))
        #expect(!platforms(.controlGroup).contains(.watchOS))
        #expect(platforms(.textEditor) == [.iOS, .iPadOS, .macOS, .visionOS])
        #expect(platforms(.table) == [.iOS, .iPadOS, .macOS, .visionOS])
        #expect(platforms(.toggle) == Platform.allCases)
    }

    @Test("Availability badges read as versions per platform")
    func badgeText() throws {
        let style = try StyleCatalog.style(named: "switch", in: .toggle)
        #expect(style.availability.badgeText == "iOS 13.0+, iPadOS 13.0+, macOS 10.15+, tvOS 18.0+, watchOS 6.0+, visionOS 1.0+")
    }
}

/// The claims the window's photographs check are the catalog's own words.
@Suite("Look claims")
struct LookClaimTests {
    @Test("Each claim's words are in its style's summary or in the reason its card gives on that platform")
    func claimsQuoteTheCatalog() throws {
        for claim in LookClaim.all {
            let parts = claim.styleID.split(separator: ".").map(String.init)
            let style = try StyleCatalog.style(named: parts[1], in: try StyleFamily.named(parts[0]))
            let resolution = StyleResolver.resolve(style, platform: claim.platform, release: claim.release)
            let words = [style.summary, resolution.reason, resolution.resolved.contextStyle?.summary ?? ""].joined(separator: " ")
            #expect(words.contains(claim.phrase), "\(claim.styleID) no longer says \"\(claim.phrase)\"")
            #expect(resolution.isAvailable, "\(claim.styleID) is photographed on \(claim.platform), which lacks it")
            #expect(Planner.plan(resolution).widget.allPlans.contains { $0.cssClasses.contains(claim.widgetClass) },
                    "\(claim.styleID) on \(claim.platform) has no widget of class \(claim.widgetClass)")
        }
    }
}

@Suite("Search")
struct SearchTests {
    @Test("Pages match their titles, SwiftUI names and styles; a word nothing has matches no page")
    func matching() {
        #expect(GalleryPage.family(.toggle).matches("checkbox"))
        #expect(GalleryPage.family(.picker).matches("pickerstyle"))
        #expect(GalleryPage.all.filter { $0.matches("xyzzy") }.isEmpty)
        #expect(GalleryPage.family(.toggle).matchingStyles("CHECK") == ["checkbox"])
    }

    @Test("The no-match line quotes the query on one line")
    func noMatch() {
        #expect(SearchText.noMatch("xyz").english == "No style matches 'xyz'")
        #expect(SearchText.noMatch("a\nb").english == "No style matches 'a b'")
        #expect(SearchText.noMatch(String(repeating: "w", count: 100)).english.count < 70)
        #expect(SearchText.pageMessage("checkbox", on: .family(.toggle)) == nil)
        #expect(SearchText.pageMessage("checkbox", on: .family(.picker))?.english.hasPrefix("No style on Pickers matches 'checkbox'.") == true)
        #expect(SearchText.pageMessage("xyzzy", on: .family(.picker))?.english == "No style matches 'xyzzy'")
    }
}

@Suite("Window layout")
struct WindowLayoutTests {
    @Test("A wide window shows everything; a narrow one folds the inspector below the page, a very narrow one the sidebar too")
    func layouts() {
        let wide = WindowLayout(width: 1280)
        #expect(wide.showsInspector && !wide.inspectorBelow && !wide.foldsSidebar)
        let narrow = WindowLayout(width: 900)
        #expect(!narrow.showsInspector && narrow.inspectorBelow && !narrow.foldsSidebar && narrow.sidebarWidth < wide.sidebarWidth)
        let folded = WindowLayout(width: 700)
        #expect(folded.foldsSidebar && !folded.showsInspector)
        #expect(WindowLayout(width: 1000) == wide)
    }

    @Test("A folded window's header makes room: no title, and the release named by its number beside the platform's name")
    func foldedHeader() {
        let folded = WindowLayout(width: 700)
        #expect(!folded.showsTitle && folded.releaseTitle("27", of: .visionOS) == "27")
        #expect(folded.releaseTitle("10.15", of: .macOS) == "10.15")
        for width in [900, 1280] {
            let layout = WindowLayout(width: width)
            #expect(layout.showsTitle && layout.releaseTitle("27", of: .visionOS) == "visionOS 27")
        }
    }
}
