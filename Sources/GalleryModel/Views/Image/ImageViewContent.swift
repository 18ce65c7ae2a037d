/// The Image page: an SF Symbol and an asset, `resizable()`, `aspectRatio(contentMode:)` with `.fit` and `.fill`,
/// `scaledToFit()`, `renderingMode(_:)`, `symbolRenderingMode(_:)`, and images VoiceOver skips or reads by a label.
public enum ImageViewContent {
    /// The page's introduction.
    public static let summary = """
        An Image shows a picture from the app's assets or a symbol from SF Symbols. It keeps its own size until it is \
        made resizable; then its aspect ratio decides how it meets its frame, its rendering mode whether it keeps its \
        colours, and the way it was created whether VoiceOver reads it.
        """

    /// What the inspector says about the page.
    public static let inspectorSummary = """
        Create an image for decoration with Image(decorative:), and give any other image a label: VoiceOver reads the label, \
        or the asset's name when there is none.
        """

    /// The symbol the page shows beside the asset, and the words a label gives it.
    static let symbol = (name: "sun.max", label: "Sunny")
    /// The symbol Apple's pages draw in each symbol rendering mode.
    static let layeredSymbol = "exclamationmark.triangle.fill"
    /// What the labelled landscape is called.
    public static let landscapeLabel = "A water mill beside a river"
    /// The caption under the scaled landscape.
    static let landscapeCaption = "Water mill"
    /// A large title's size in points, the symbols' size here.
    static let largeTitle = 34

    /// The page's examples, in order, each with the code that makes it.
    public static func examples(for configuration: Configuration) -> [ViewExample] {
        [sources, resizable, aspectRatio, scaledToFit, renderingMode(for: configuration),
         symbolRendering(for: configuration), accessibility]
    }

    /// `Image(systemName:)` and `Image(_:)`, each at its own size.
    static var sources: ViewExample {
        let landscape = ImageAsset.landscape
        return ViewExample(
            title: "A symbol and an asset",
            caption: "Image(systemName:) draws a symbol at the size of the font around it; Image(_:) draws the asset at its own size.",
            plan: Build.hstack(spacing: 20, [
                Build.icon(symbol.name, size: largeTitle),
                .picture(landscape, .natural, accessibleName: landscape.rawValue),
            ]),
            code: SwiftSource.block("HStack(spacing: 20)", [
                SwiftSource.modified("Image(systemName: \(SwiftSource.literal(symbol.name)))", ".font(.largeTitle)"),
                "Image(\(SwiftSource.literal(landscape.rawValue)))",
            ]))
    }

    /// `resizable()` in a frame of other proportions: the image is stretched.
    static var resizable: ViewExample {
        let frame = (width: 240, height: 80)
        return ViewExample(
            title: "resizable()",
            caption: "A resizable image takes the size of its frame, scaling each axis on its own: here it is stretched.",
            plan: .picture(.landscape, .stretch, width: frame.width, height: frame.height, accessibleName: ImageAsset.landscape.rawValue),
            code: [".resizable()", ".frame(width: \(frame.width), height: \(frame.height))"]
                .reduce("Image(\(SwiftSource.literal(ImageAsset.landscape.rawValue)))", SwiftSource.modified))
    }

    /// `.fit` beside `.fill` in the same square frame, the filled one clipped.
    static var aspectRatio: ViewExample {
        let side = 120
        let modes: [ImageContentMode] = [.fit, .fill]
        return ViewExample(
            title: "aspectRatio(contentMode:)",
            caption: ".fit keeps the whole image inside the square and leaves space; .fill covers the square and clipped() cuts off the rest.",
            plan: Build.hstack(spacing: 16, modes.map { mode in
                .picture(.landscape, mode, width: side, height: side, classes: ["image-border"], accessibleName: ImageAsset.landscape.rawValue)
            }),
            code: SwiftSource.block("HStack(spacing: 16)", modes.map { mode in
                ([".resizable()", ".aspectRatio(contentMode: .\(mode.rawValue))", ".frame(width: \(side), height: \(side))"]
                    + (mode == .fill ? [".clipped()"] : []) + [".border(.secondary)"])
                    .reduce("Image(\(SwiftSource.literal(ImageAsset.landscape.rawValue)))", SwiftSource.modified)
            }))
    }

    /// `scaledToFit()` under a width, with a caption below.
    static var scaledToFit: ViewExample {
        let width = 240
        let landscape = ImageAsset.landscape
        return ViewExample(
            title: "scaledToFit()",
            caption: "scaledToFit() is aspectRatio(contentMode: .fit): given a width, the image takes the height its proportions ask.",
            plan: Build.vstack(spacing: 8, [
                .picture(landscape, .fit, width: width, height: landscape.height(fittingWidth: width), accessibleName: landscape.rawValue),
                Build.text(landscapeCaption, [.halign: .alignment(.center)]),
            ]),
            code: SwiftSource.block("VStack", [
                [".resizable()", ".scaledToFit()", ".frame(width: \(width))"]
                    .reduce("Image(\(SwiftSource.literal(landscape.rawValue)))", SwiftSource.modified),
                "Text(\(SwiftSource.literal(landscapeCaption)))",
            ]))
    }

    /// The sailboat as it is and as a template in blue.
    static func renderingMode(for configuration: Configuration) -> ViewExample {
        let sailboat = ImageAsset.sailboat
        let tint = NamedColor.blue
        return ViewExample(
            title: "renderingMode(_:)",
            caption: ".original draws the asset's own colours; .template draws every pixel that is not transparent in the foreground colour.",
            plan: Build.hstack(spacing: 24, ImageRenderingMode.allCases.map { mode in
                .picture(sailboat, .natural, renderingMode: mode, classes: mode == .template ? [foregroundClass(tint)] : [],
                         accessibleName: sailboat.rawValue)
            }),
            code: SwiftSource.block("HStack(spacing: 24)", ImageRenderingMode.allCases.map { mode in
                ([".renderingMode(.\(mode.rawValue))"] + (mode == .template ? [foreground([tint], for: configuration)] : []))
                    .reduce("Image(\(SwiftSource.literal(sailboat.rawValue)))", SwiftSource.modified)
            }))
    }

    /// The four symbol rendering modes side by side, dimmed on a release without them.
    static func symbolRendering(for configuration: Configuration) -> ViewExample {
        let available = SymbolRendering.availability.isAvailable(on: configuration.platform, in: configuration.release)
        let first = SymbolRendering.availability.introduced[configuration.platform].map { "\(configuration.platform.rawValue) \($0)" } ?? ""
        let columns = SymbolRendering.allCases.map { mode in
            Build.vstack(spacing: 6, [
                Build.icon(layeredSymbol, size: largeTitle, classes: [mode.cssClass]),
                Build.text(mode.rawValue, classes: ["caption"], [.halign: .alignment(.center)]),
            ])
        }
        let code = SymbolRendering.allCases.map { mode in
            SwiftSource.block("VStack", [
                ([".symbolRenderingMode(.\(mode.rawValue))"] + (mode.foregroundStyles.isEmpty ? [] : [foreground(mode.foregroundStyles, for: configuration)]))
                    .reduce("Image(systemName: \(SwiftSource.literal(layeredSymbol)))", SwiftSource.modified),
                "Text(\(SwiftSource.literal(mode.rawValue)))",
            ])
        }
        return ViewExample(
            title: "symbolRenderingMode(_:)",
            caption: available
                ? say("Monochrome fills the symbol with one style, hierarchical lowers the opacity of its second layer, palette gives each layer a style, multicolor keeps the symbol's own colours.")
                : say("symbolRenderingMode(_:) came in \(first): \(configuration.platform.rawValue) \(configuration.release) has none, so this code does not build for it."),
            plan: Build.hstack(spacing: 20, classes: available ? [] : ["dimmed-example"], columns),
            code: SwiftSource.modified(SwiftSource.block("HStack(spacing: 20)", code), ".font(.largeTitle)"),
            approximation: "The symbol's second layer is drawn at half the opacity of the first; SwiftUI uses the foreground style's secondary level.")
    }

    /// `Image(decorative:)`, `Image(_:label:)` and `accessibilityLabel(_:)`, each with what VoiceOver makes of it.
    static var accessibility: ViewExample {
        let landscape = ImageAsset.landscape
        let width = 120
        let height = landscape.height(fittingWidth: width)
        let scaled = [".resizable()", ".scaledToFit()", ".frame(width: \(width))"]
        let column = { (image: WidgetPlan, heard: String) in
            Build.vstack(spacing: 6, [image, Build.text(heard, classes: ["caption", "dim-label"]).from(.gallery)])
        }
        return ViewExample(
            title: "Decorative and labelled images",
            caption: "VoiceOver skips an image created with Image(decorative:) and reads any other by its label.",
            plan: Build.hstack(spacing: 16, [
                column(WidgetPlan.picture(landscape, .fit, width: width, height: height, accessibleName: nil).decorative(),
                       "Hidden from VoiceOver"),
                column(.picture(landscape, .fit, width: width, height: height, accessibleName: landscapeLabel),
                       "Read by its label"),
                column(WidgetPlan(.image, [.iconName: Build.iconValue(symbol.name), .iconSize: .int(largeTitle)], accessibleName: symbol.label),
                       "Read by its accessibility label"),
            ]),
            code: SwiftSource.block("HStack(spacing: 16)", [
                scaled.reduce("Image(decorative: \(SwiftSource.literal(landscape.rawValue)))", SwiftSource.modified),
                scaled.reduce("Image(\(SwiftSource.literal(landscape.rawValue)), label: Text(\(SwiftSource.literal(landscapeLabel))))",
                              SwiftSource.modified),
                [".font(.largeTitle)", ".accessibilityLabel(\(SwiftSource.literal(symbol.label)))"]
                    .reduce("Image(systemName: \(SwiftSource.literal(symbol.name)))", SwiftSource.modified),
            ]))
    }

    /// The CSS class that draws a template image or symbol in `color` (``PlatformTheme/imageRules``).
    public static func foregroundClass(_ color: NamedColor) -> String {
        "image-foreground-\(color.rawValue)"
    }

    /// `.foregroundStyle(.yellow, .cyan)`; before the releases of `foregroundStyle(_:)` (those of
    /// ``SymbolRendering/availability``) a single colour is `.foregroundColor(.blue)`
    /// (https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)).
    static func foreground(_ colors: [NamedColor], for configuration: Configuration) -> String {
        let names = colors.map { ".\($0.rawValue)" }.joined(separator: ", ")
        let hasStyle = SymbolRendering.availability.isAvailable(on: configuration.platform, in: configuration.release)
        return hasStyle || colors.count != 1 ? ".foregroundStyle(\(names))" : ".foregroundColor(\(names))"
    }
}
