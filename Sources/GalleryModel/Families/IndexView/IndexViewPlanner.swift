/// Draws page indexes: the background behind a page TabView's dots, as the index view style in force and the
/// platform decide. The dots themselves are the paged stack's (one per page, the current one solid); the style adds a
/// class the stage's sheet draws (``stylesheet``).
enum IndexViewPlanner {
    /// The card's page TabView: three coloured pages, turned by swiping or by the dots, with the requested style.
    static func sample(_ context: PlanContext<IndexViewFamily>) -> SceneNode {
        let pages = SampleContent.pageIndex.map { color in
            SceneNode(.plain(.color), arguments: [SceneArgument(nil, .expression(".\(color.rawValue)"))])
        }
        return .pageTabView(pages, selection: IndexViewFamily.page.binding)
    }

    /// The background a page index draws in `mode` on `platform`: `automatic` is the platform's default, which
    /// UIKit's page control documents as adapting to interaction on iPhone, iPad and Vision Pro and as always shown on
    /// Apple TV (https://developer.apple.com/documentation/uikit/uipagecontrol/backgroundstyle-swift.enum/automatic;
    /// its header: "Default is UIPageControlBackgroundStyleAutomatic on iOS, and UIPageControlBackgroundStyleProminent
    /// on tvOS"); the watch draws its dots alone (the gallery's reading: Apple names no watchOS default).
    static func background(_ mode: IndexViewFamily.BackgroundDisplayMode, on platform: Platform) -> IndexViewFamily.BackgroundDisplayMode {
        guard mode == .automatic else { return mode }
        return switch platform {
        case .iOS, .iPadOS, .visionOS: .interactive
        case .tvOS: .always
        case .watchOS, .macOS: .never
        }
    }

    /// The stage's rules for the backgrounds: a dark translucent capsule behind the dots, always or while the pointer
    /// is over them (GTK's stand-in for a finger on the index).
    static let stylesheet = """
        .stage .page-dots.page-index-always, .stage .page-dots.page-index-interactive:hover {
            background-color: alpha(black, 0.35); border-radius: 999px;
        }
        .stage .page-dots.page-index-never, .stage .page-dots.page-index-interactive { background-color: transparent; }
        """
}

extension DrawingContext {
    /// The classes of a page TabView's dots in the index view style in force around it, or, where none is written,
    /// the family's `page` with the platform's background.
    func pageIndexClasses() -> [String] {
        let mode = composed(IndexViewFamily.self)?.argument(as: IndexViewFamily.BackgroundDisplayMode.self) ?? .automatic
        let shown = IndexViewPlanner.background(mode, on: platform)
        return ["page-index-\(String(shown.rawValue.dropFirst()))"]
    }
}
