import GalleryModel
import Testing

/// The Image page's examples: what each draws, the code that makes it, and what assistive technologies learn of it.
@Suite("Image page")
struct ImageViewContentTests {
    static let iOS = ImageViewContent.examples(for: Configuration(platform: .iOS))

    /// Every node of `plan`, depth first.
    static func nodes(_ plan: WidgetPlan) -> [WidgetPlan] {
        [plan] + plan.children.flatMap(nodes)
    }

    static func pictures(_ example: ViewExample) -> [WidgetPlan] {
        nodes(example.plan).filter { $0.kind == .picture }
    }

    @Test("The page is `image` on the command line, after the other view pages in the sidebar")
    func page() throws {
        #expect(try GalleryPage.named("image") == .view(.image))
        let views = GalleryPage.all.compactMap { if case .view(let page) = $0 { page } else { nil } }
        #expect(views.firstIndex(of: .image).map { $0 > views.firstIndex(of: .button)! } == true)
        #expect(GalleryPage.view(.image).matches("scaledToFit") && GalleryPage.view(.image).matches("decorative"))
    }

    @Test("Each example's code holds the modifiers its pictures and symbols are drawn with")
    func codeHoldsWhatThePlanDraws() {
        for platform in Platform.allCases {
            for example in ImageViewContent.examples(for: Configuration(platform: platform)) {
                let code = example.code
                for picture in Self.pictures(example) {
                    guard let asset = picture.asset else {
                        Issue.record("\(example.title): a picture without an asset")
                        continue
                    }
                    #expect(code.contains("\"\(asset.rawValue)\""), "\(example.title): no \(asset.rawValue)")
                    switch picture.contentMode {
                    case .natural?: #expect(!code.contains(".resizable()"), "\(example.title)")
                    case .stretch?: #expect(code.contains(".resizable()") && code.contains(".frame(width: \(picture.int(.width)!), height: \(picture.int(.height)!))"))
                    case .fit?: #expect(code.contains(".aspectRatio(contentMode: .fit)") || code.contains(".scaledToFit()"), "\(example.title)")
                    case .fill?: #expect(code.contains(".aspectRatio(contentMode: .fill)") && code.contains(".clipped()"), "\(example.title)")
                    case nil: Issue.record("\(example.title): a picture without a content mode")
                    }
                    if picture.contentMode != .natural { #expect(code.contains(".resizable()"), "\(example.title)") }
                    if picture.renderingMode == .template { #expect(code.contains(".renderingMode(.template)"), "\(example.title)") }
                    if picture.isDecorative { #expect(code.contains("Image(decorative: \"\(asset.rawValue)\")"), "\(example.title)") }
                    if let name = picture.accessibleName, name != asset.rawValue {
                        #expect(code.contains("label: Text(\"\(name)\")"), "\(example.title)")
                    }
                }
                for mode in SymbolRendering.allCases where Self.nodes(example.plan).contains(where: { $0.cssClasses.contains(mode.cssClass) }) {
                    #expect(code.contains(".symbolRenderingMode(.\(mode.rawValue))"), "\(example.title)")
                }
                // Balanced, as code that compiles is.
                #expect(code.filter { $0 == "{" }.count == code.filter { $0 == "}" }.count, "\(example.title)")
                #expect(code.filter { $0 == "(" }.count == code.filter { $0 == ")" }.count, "\(example.title)")
            }
        }
    }

    @Test("fit and fill draw the same asset in the same square, differently; scaledToFit takes the height of the asset's proportions")
    func fitAndFill() throws {
        let aspect = try #require(Self.iOS.first { $0.title == "aspectRatio(contentMode:)" })
        let pictures = Self.pictures(aspect)
        #expect(pictures.map(\.contentMode) == [.fit, .fill])
        #expect(Set(pictures.map { [$0.int(.width), $0.int(.height)] }) == [[120, 120]])
        #expect(pictures[0] != pictures[1])
        let scaled = try #require(Self.iOS.first { $0.title == "scaledToFit()" }.flatMap { Self.pictures($0).first })
        #expect(scaled.int(.width) == 240 && scaled.int(.height) == 160)
        let stretched = try #require(Self.iOS.first { $0.title == "resizable()" }.flatMap { Self.pictures($0).first })
        #expect(stretched.contentMode == .stretch)
    }

    @Test("A decorative image has no name and is hidden; a labelled one is named by its label, an unlabelled asset by its name")
    func accessibility() throws {
        let example = try #require(Self.iOS.first { $0.title == "Decorative and labelled images" })
        let pictures = Self.pictures(example)
        #expect(pictures.count == 2)
        #expect(pictures[0].accessibleNaming == .decorative && pictures[0].accessibleLabel == nil)
        #expect(pictures[1].accessibleNaming == .named(ImageViewContent.landscapeLabel))
        #expect(Self.nodes(example.plan).contains { $0.kind == .image && $0.accessibleLabel == "Sunny" })
        #expect(example.code.contains(".accessibilityLabel(\"Sunny\")"))
        // Everywhere else an asset is read by its name, as `Image(_:)` labels it.
        let others = Self.iOS.filter { $0.title != example.title }.flatMap(Self.pictures)
        #expect(!others.isEmpty && others.allSatisfy { $0.accessibleLabel == $0.asset?.rawValue })
    }

    @Test("Template rendering draws the shape in the foreground colour the code names; original draws the asset's own")
    func renderingMode() throws {
        let example = try #require(Self.iOS.first { $0.title == "renderingMode(_:)" })
        let pictures = Self.pictures(example)
        #expect(pictures.map(\.renderingMode) == [.original, .template])
        #expect(pictures[1].cssClasses == [ImageViewContent.foregroundClass(.blue)])
        #expect(example.code.contains(".foregroundStyle(.blue)"))
    }

    @Test("symbolRenderingMode arrived in iOS 15 and macOS 12: before, the example is dimmed and says so, and colours take foregroundColor")
    func symbolRenderingByRelease() throws {
        var old = Configuration(platform: .iOS)
        try old.chooseRelease("14")
        let before = try #require(ImageViewContent.examples(for: old).first { $0.title == "symbolRenderingMode(_:)" })
        #expect(before.plan.cssClasses.contains("dimmed-example"))
        #expect(before.caption.english.contains("iOS 15"))
        let template = try #require(ImageViewContent.examples(for: old).first { $0.title == "renderingMode(_:)" })
        #expect(template.code.contains(".foregroundColor(.blue)") && !template.code.contains("foregroundStyle"))
        for platform in Platform.allCases {
            let now = try #require(ImageViewContent.examples(for: Configuration(platform: platform)).first { $0.title == "symbolRenderingMode(_:)" })
            #expect(!now.plan.cssClasses.contains("dimmed-example"), "\(platform)")
            #expect(now.code.contains(".foregroundStyle(.yellow, .cyan)"))
        }
        var mac = Configuration(platform: .macOS)
        try mac.chooseRelease("11")
        #expect(ImageViewContent.examples(for: mac).contains { $0.plan.cssClasses.contains("dimmed-example") })
    }

    @Test("Every symbol rendering mode colours the symbol's two layers its own way")
    func symbolLayers() {
        let css = PlatformTheme.stylesheet
        for mode in SymbolRendering.allCases {
            #expect(css.contains(".stage.platform-ios.era-liquid-glass.scheme-dark .\(mode.cssClass) { -gtk-icon-palette:"), "\(mode)")
        }
        #expect(SymbolCatalog.iconName(for: "exclamationmark.triangle.fill").hasPrefix(SymbolCatalog.galleryIconPrefix))
    }
}
