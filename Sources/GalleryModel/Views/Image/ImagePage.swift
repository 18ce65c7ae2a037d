/// The Image page: a symbol and an asset, resizing and aspect ratios, rendering modes, and images VoiceOver skips
/// or reads by their label, from ``ImageViewContent``.
struct ImagePage: ViewPageDefinition {
    let page = ViewPage.image
    let title = "Image"
    let icon = "image-x-generic-symbolic"
    let searchTerms = ["resizable", "aspectRatio", "scaledToFit", "renderingMode", "symbolRenderingMode", "decorative", "accessibilityLabel"]
    var summary: LocalizedText { LocalizedText(ImageViewContent.summary) }

    func examples(for configuration: Configuration) -> [ViewExample] {
        ImageViewContent.examples(for: configuration)
    }

    func inspection(for configuration: Configuration) -> ViewPageInspection {
        ViewPageInspection(title: say("Image · sizes, rendering and accessibility"), summary: LocalizedText(ImageViewContent.inspectorSummary),
                           code: ImageViewContent.examples(for: configuration)[0].code)
    }

    /// The page's one example that differs by platform and release: a release without symbol rendering modes dims it.
    func variant(for configuration: Configuration) -> ViewVariant {
        .example(ImageViewContent.symbolRendering(for: configuration))
    }

    var messages: [String] {
        [ImageViewContent.summary, ImageViewContent.inspectorSummary]
    }
}

extension ViewPage {
    /// Image: symbols and assets, sizing, rendering modes and accessibility.
    public static let image = ViewPage(declaring: "image")
}
