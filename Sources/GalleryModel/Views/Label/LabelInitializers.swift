/// The ways of making a Label, one example each: Apple's initializers
/// (https://developer.apple.com/documentation/swiftui/label, Creating a label), the title a localized key or a String
/// beside a symbol or an asset's image, an ImageResource, two views, and a style's configuration, and the article's
/// `colorfulSystemImage` extension (reference/label-style-composition.zh.md, Label Extensions).
public enum LabelInitializers {
    /// The initializers, as the automatic label style of `platform` draws them.
    public static func examples(on platform: Platform) -> [ViewExample] {
        let look = automaticLook(on: platform)
        let lightning = SampleContent.Item("Lightning", symbol: "bolt.fill")
        let plain = LabelComposer.compose([], automatic: look)
        let asset = "sunrise"
        let sunrise = standIn(LabelPlanner.plan(SampleContent.Item("Sunrise", symbol: asset), plain))
        let assetNote = "The picture comes from the app's asset catalog; the gallery has none, so it draws a stand-in."
        let bordered = LabelComposer.compose([.redBordered], automatic: look)
        // The catalog declares RedBorderedLabelStyle with its definition.
        let redBordered = StyleCatalog.family(.label).styles.first { $0.name == LabelStyleKind.redBordered.rawValue }!.definition!
        return [
            // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
            ViewExample(title: "Label(_:systemImage:)",
                        caption: say("A title and an SF Symbol: the title is a localized string key, looked up in the app's strings."),
                        plan: LabelPlanner.plan(lightning, plain), code: SwiftSource.label(lightning.title, symbol: lightning.symbol)),
            // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (the StringProtocol overload)
            ViewExample(title: "Label(_:systemImage:) with a String",
                        caption: say("A String that is not a literal is shown as it is, never looked up in the app's strings."),
                        plan: LabelPlanner.plan(lightning, plain),
                        code: "let forecast = \(SwiftSource.literal(lightning.title))\nLabel(forecast, systemImage: \(SwiftSource.literal(lightning.symbol)))"),
            // https://developer.apple.com/documentation/swiftui/label (Creating a label: init(_:image:) with a
            // LocalizedStringKey title, iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1)
            ViewExample(title: "Label(_:image:)", caption: say("A title and an image of the app's asset catalog, by name."),
                        plan: sunrise, code: "Label(\"Sunrise\", image: \(SwiftSource.literal(asset)))", approximation: assetNote),
            // https://developer.apple.com/documentation/swiftui/label/init(_:image:)-6zbvg (the StringProtocol overload,
            // iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1)
            ViewExample(title: "Label(_:image:) with a String",
                        caption: say("A String title beside an asset's image, shown as it is rather than looked up in the app's strings."),
                        plan: sunrise,
                        code: "let moment = \"Sunrise\"\nLabel(moment, image: \(SwiftSource.literal(asset)))", approximation: assetNote),
            // https://developer.apple.com/documentation/swiftui/label (init(_:image:) with an ImageResource, iOS 17)
            ViewExample(title: "Label(_:image:) with an ImageResource",
                        caption: say("The asset's generated ImageResource: a misspelt name no longer compiles."),
                        plan: sunrise, code: "Label(\"Sunrise\", image: .\(asset))", approximation: assetNote),
            // https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
            ViewExample(title: "Label(title:icon:)", caption: say("Any view as the title and any view as the icon."),
                        plan: LabelPlanner.plan(lightning, plain),
                        code: SwiftSource.blocks("Label", [
                            (nil, ["Text(\(SwiftSource.literal(lightning.title)))"]),
                            ("icon", ["Image(systemName: \(SwiftSource.literal(lightning.symbol)))"]),
                        ])),
            // https://developer.apple.com/documentation/swiftui/label/init(_:) (a LabelStyleConfiguration)
            ViewExample(title: "Label(_:) from a style's configuration",
                        caption: say("Inside a LabelStyle, Label(configuration) is the Label being styled, to draw on top of."),
                        plan: LabelPlanner.plan(lightning, bordered),
                        code: redBordered + "\n\n"
                            + SwiftSource.modified(SwiftSource.label(lightning.title, symbol: lightning.symbol),
                                                   ".labelStyle(RedBorderedLabelStyle())")),
        ]
    }

    /// The article's extension: a Label whose symbol keeps its own colours, under a shadow.
    public static func colorfulSystemImage(on platform: Platform) -> ViewExample {
        let night = SampleContent.Item("Night Sky", symbol: "moon.circle.fill")
        let shadowed = LabelComposer.compose([.shadow], automatic: automaticLook(on: platform))
        let extensionCode = SwiftSource.block("extension Label where Title == Text, Icon == Image", [
            SwiftSource.block("init(_ title: LocalizedStringKey, colorfulSystemImage systemImage: String)", [
                SwiftSource.blocks("self.init", [
                    (nil, ["Text(title)"]),
                    // https://developer.apple.com/documentation/swiftui/image/renderingmode(_:)
                    ("icon", [SwiftSource.modified("Image(systemName: systemImage)", ".renderingMode(.original)")]),
                ]),
            ]),
        ])
        let usage = SwiftSource.modified("Label(\(SwiftSource.literal(night.title)), colorfulSystemImage: \(SwiftSource.literal(night.symbol)))",
                                         ".labelStyle(ShadowLabelStyle())")
        return ViewExample(title: "Label(_:colorfulSystemImage:)",
                           caption: say("An extension of Label adds an initializer whose symbol keeps its own colours."),
                           plan: LabelPlanner.plan(night, shadowed), code: extensionCode + "\n\n" + usage,
                           approximation: "GTK draws a symbol in one colour, so the symbol's own colours are not shown.")
    }

    /// `plan` with every icon drawn as a generic picture, the stand-in for an image of the app's assets.
    private static func standIn(_ plan: WidgetPlan) -> WidgetPlan {
        var plan = plan
        if plan.kind == .image { plan.properties[.iconName] = .string("image-x-generic-symbolic") }
        plan.children = plan.children.map(standIn)
        return plan
    }

    /// What the automatic label style is on `platform` in the standard placement.
    private static func automaticLook(on platform: Platform) -> Resolution {
        StyleResolver.resolve(StyleCatalog.family(.label).automatic, platform: platform)
    }
}
