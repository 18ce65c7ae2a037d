/// The one way to a view page's examples: the window draws them, and `gallery code PAGE` and
/// `gallery plan PAGE` print them, from the same functions.
public enum ViewPageExamples {
    /// Every example on `page`, in the order the window shows them, each with the code the window shows;
    /// nil for a family page or a scene, which are made of cards.
    public static func examples(of page: GalleryPage, for configuration: Configuration) -> [ViewExample]? {
        switch page {
        case .text: TextViewContent.examples(for: configuration)
        case .label: LabelViewContent.examples(for: configuration)
        case .button: ButtonViewContent.examples(for: configuration)
        case .image: ImageViewContent.examples(for: configuration)
        case .secureField: SecureFieldViewContent.examples(for: configuration)
        case .family, .scene, .composer: nil
        }
    }

    /// The pages that have examples of their own: the view pages, in sidebar order.
    public static var pages: [GalleryPage] {
        GalleryPage.all.filter { examples(of: $0, for: Configuration()) != nil }
    }
}
