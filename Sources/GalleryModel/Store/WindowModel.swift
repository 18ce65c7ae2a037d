/// Everything the gallery window shows and remembers, as one value: the configuration the examples are drawn
/// with, the page, the search, the variants view, the window's frame and panes, the language, every scene open
/// (its file's last good reading, its diagnostics, the view chosen in it, its controls' values), the composer's
/// document, the banner, the question waiting for an answer and the offer of an unsaved scene.
///
/// It is changed only by ``reduce(_:_:)``, one ``WindowAction`` at a time, which also says what must happen
/// outside the value (``WindowEffect``: reading and writing files, timers, processes, dialogs, focus). The GTK side
/// sends an action for every signal a person causes, runs the effects, and draws what changed between the value it
/// last drew and this one; it keeps no copy of any of it, and decides none of it.
public struct WindowModel: Sendable, Equatable {
    /// Platform, release, placement, scheme, text size, chosen styles and their parameters, every example's value,
    /// the Text page's modifiers and the Label page's stack.
    public internal(set) var configuration: Configuration
    /// The page shown.
    public internal(set) var page: GalleryPage
    /// The last page the window drew on screen: what the state file remembers, so that a page that crashed or hung
    /// while it was drawn is not opened again at the next start.
    public internal(set) var drawnPage: GalleryPage
    /// A scene page asked for whose file is being read; it is shown once read.
    public internal(set) var opening: GalleryPage?
    /// The scenes whose files are being read for the first time.
    public internal(set) var reading: Set<SceneOrigin> = []
    /// What the sidebar's search field holds.
    public internal(set) var search = ""
    /// Whether the variants view shows, and what it shows.
    public internal(set) var variants = VariantsChoice()
    /// The window's size when last not maximised, and whether it is maximised, as GTK last said.
    public internal(set) var frame: WindowFrame
    /// How the window's width is shared now.
    public internal(set) var layout: WindowLayout
    /// Whether the inspector shows: beside the page in a wide window, below it in a narrow one.
    public internal(set) var inspectorShown: Bool
    /// Whether the sidebar shows (it folds away as a drawer only in a very narrow window).
    public internal(set) var sidebarShown: Bool
    /// The language the window speaks.
    public internal(set) var language: InterfaceLanguage
    /// Every scene opened, by where it comes from, kept while the window runs.
    public internal(set) var scenes: [SceneOrigin: SceneDocumentModel] = [:]
    /// The files opened as scenes, in the order they were, which the sidebar lists after the shipped examples.
    public internal(set) var openedFiles: [String] = []
    /// The scene composed by hand.
    public internal(set) var composer = ComposerModel()
    /// The one line across the top of the page: an outcome or an error.
    public internal(set) var banner: Banner?
    /// The question the window asks before work could be lost, until it is answered.
    public internal(set) var question: WindowQuestion?
    /// The scene an earlier run left unsaved, offered back until it is recovered or discarded.
    public internal(set) var recoveryOffer: RecoveryOffer?
    /// The last edit of an example's value, kept or refused: the widgets bound to its key show the value kept.
    public internal(set) var exampleEdit = ExampleEdit(key: nil, serial: 0)
    /// How many times a whole configuration replaced the one shown (an import): every control shows the new values.
    public internal(set) var replacements = 0
    /// Whether the window is closing or the gallery quitting, the person having been asked where edits would be lost.
    public internal(set) var isEnding = false

    /// A window showing `configuration`, laid out as `window` remembers (its page, size, maximised state and
    /// inspector), speaking `language`. A remembered scene page is shown once its file has been read
    /// (``WindowAction/windowOpened``); until then the window shows the first page.
    public init(configuration: Configuration, window: WindowState = WindowState(), language: InterfaceLanguage = .english) {
        self.configuration = configuration
        if case .scene = window.page {
            page = WindowState().page
            opening = window.page
        } else {
            page = window.page
        }
        drawnPage = page
        frame = WindowFrame(width: window.width, height: window.height, maximized: window.maximized)
        layout = WindowLayout(width: window.width)
        inspectorShown = window.inspectorVisible
        sidebarShown = !layout.foldsSidebar
        self.language = language
    }

    /// What the state file keeps: the configuration, and the page drawn, the size, the maximised state and the
    /// inspector.
    public var remembered: RememberedState {
        RememberedState(configuration: configuration,
                        window: WindowState(page: drawnPage, width: frame.width, height: frame.height, maximized: frame.maximized,
                                            inspectorVisible: inspectorShown))
    }

    /// The values of the controls of `owner`'s scene (none for a scene not open).
    public func controlValues(of owner: SceneOwner) -> SceneControlValues {
        switch owner {
        case .composer: composer.examples
        case .scene(let origin): scenes[origin]?.examples ?? SceneControlValues()
        }
    }

    /// The document of the scene page shown, or nil on another page.
    public var shownScene: SceneDocumentModel? {
        guard case .scene(let origin) = page else { return nil }
        return scenes[origin]
    }

    /// Every page the sidebar lists, in order: the families, the view pages, the composer, the shipped scenes and
    /// the files opened.
    public var sidebarPages: [GalleryPage] {
        GalleryPage.all + [.composer] + SceneExamples.all.map { .scene(.example($0.viewName)) } + openedFiles.map { .scene(.file($0)) }
    }

    /// The pages the search leaves in the sidebar, in order.
    public var matchingPages: [GalleryPage] {
        sidebarPages.filter { $0.matches(search) }
    }

    /// Whether `self` differs from `other` in more than the values the examples' controls edit and where the window's
    /// edges are: what the inspector explains (a style, a scene's view, a view page) does not change with those.
    public func differs(beyondControlsFrom other: WindowModel) -> Bool {
        var mine = self
        mine.configuration.examples = other.configuration.examples
        mine.exampleEdit = other.exampleEdit
        mine.frame = other.frame
        mine.scenes = mine.scenes.mapValues { document in
            var document = document
            document.examples = other.scenes[document.origin]?.examples ?? document.examples
            return document
        }
        mine.composer.examples = other.composer.examples
        return mine != other
    }

    /// The areas F6 moves between, in order: the sidebar, the offer of an unsaved scene while it shows, the page,
    /// and the inspector while it shows.
    public var areas: [WindowArea] {
        [.sidebar] + (recoveryOffer == nil ? [] : [.recoveryOffer]) + [.page] + (inspectorShown ? [.inspector] : [])
    }
}

extension Configuration {
    /// Whether `self` differs from `other` in more than its examples' values: a choice, a context, the Text page's
    /// settings or the Label page's stack, which change what the examples draw.
    public func differs(beyondExamplesFrom other: Configuration) -> Bool {
        var mine = self
        mine.examples = other.examples
        return mine != other
    }
}

/// What the variants view (Ctrl+M) shows, kept across pages.
public struct VariantsChoice: Sendable, Equatable {
    /// Whether the page shows its variants rather than itself.
    public internal(set) var shown = false
    /// Which cards of a family page the grid shows.
    public internal(set) var scope = VariantsScope.chosen
    /// What the grid compares.
    public internal(set) var axis = Variants.Axis.colorScheme

    public init() {}
}

/// Which cards of a family page the variants view shows.
public enum VariantsScope: String, CaseIterable, Sendable {
    /// The family's chosen style.
    case chosen
    /// Every style of the family.
    case all

    /// How the view's drop-down names it.
    public var title: LocalizedText {
        switch self {
        case .chosen: say("The chosen style")
        case .all: say("Every style of the page")
        }
    }
}

/// The window's size when last not maximised, and whether it is maximised.
public struct WindowFrame: Sendable, Equatable {
    public internal(set) var width: Int
    public internal(set) var height: Int
    public internal(set) var maximized: Bool
}

/// A part of the window the keyboard focus goes to.
public enum WindowArea: Sendable, Equatable {
    /// The list of pages (the current page's row).
    case sidebar
    /// The search field above it.
    case search
    /// The bar offering an unsaved scene back (its Recover button).
    case recoveryOffer
    /// The page's first example (or a family page's inspected card).
    case page
    /// The inspector's first control.
    case inspector
    /// The composer's chosen view in its outline.
    case chosenView
}

/// One line across the top of the page.
public struct Banner: Sendable, Equatable {
    /// What it says.
    public let text: LocalizedText
    /// Whether it says something went wrong (drawn in red) rather than an outcome.
    public let isError: Bool

    public init(text: LocalizedText, isError: Bool) {
        self.text = text
        self.isError = isError
    }

    static func error(_ text: LocalizedText) -> Banner { Banner(text: text, isError: true) }
    static func info(_ text: LocalizedText) -> Banner { Banner(text: text, isError: false) }
}

/// An edit of an example's value, made in a card or a stage: its key and a serial number that counts every edit.
public struct ExampleEdit: Sendable, Equatable {
    /// The slot edited; nil before the first edit.
    public let key: ExampleKey?
    public let serial: Int
}
