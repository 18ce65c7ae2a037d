import GalleryModel

/// What the self-check saw: `report.json` in its folder, written by the self-check (`gallery-self-check`) and read
/// back by the window tests. Each part records into its own member; a part that did not run
/// (`GALLERY_SELF_CHECK_PARTS` names others) leaves its values nil.
public struct SelfCheckReport: Codable, Sendable {
    /// What went wrong while checking: steps that timed out, pictures not taken, files not written.
    public var errors: [String] = []
    /// How far the check went (``SelfCheckDepth``).
    public var depth: SelfCheckDepth?
    /// How the window started (the `launch` part).
    public var launch: Launch?
    /// What the window showed when the check ended, which quitting then saves as its state.
    public var end: End?
    /// Every label's contrast on every page and platform in both schemes (`contrast`).
    public var contrast = Contrast()
    /// Whether every page fits its pane at each width (`fit`).
    public var fit = Fit()
    /// The sidebar's search (`search`).
    public var search = Search()
    /// Example state across a platform switch (`state`).
    public var state = StateSwitch()
    /// The Text page's form (`text`).
    public var text = TextEdits()
    /// Export and a broken import (`files`).
    public var files = Files()
    /// The About window and the app's icons (`about`).
    public var about = About()
    /// The pages seen on chosen releases, by ``ReleaseVisit`` name ("tvOS17-toggle") (`releases`).
    public var releaseVisits: [String: ReleaseVisit]?
    /// A card's parameter drop-down (`parameters`).
    public var parameters = Parameters()
    /// Choices in the header's drop-downs, by the window action they ask ("platform", "release") (`road`).
    public var road: [String: RoadStep]?
    /// The variants view (`variants`).
    public var variants = VariantsCheck()
    /// Export Images (`images`, `imagesQuit`).
    public var images = Images()
    /// Focus on Apple TV's stage (`tvFocus`).
    public var tvFocus = TVFocus()
    /// How many pages were drawn with every example at the far end of its range (`extremes`).
    public var extremesVisited: Int?
    /// Many switches: memory and example state (`longUse`).
    public var longUse = LongUse()
    /// The window rebuilt in Simplified Chinese (`language`).
    public var language = Language()
    /// A scene page, opened, chosen in and followed as its file is saved (`scenes`).
    public var scenes = ScenesCheck()
    /// The composer, driven through its actions (`composer`).
    public var composer = ComposerCheck()
    /// The composer's unsaved scene kept, offered back and answered (`composeHeld`, `recovery`, `recoveryDiscard`,
    /// `quitDiscarding`, each run only when named).
    public var recovery = RecoveryCheck()
    /// How long switches take (`benchmark`, run only when named).
    public var benchmark: Benchmark?

    public init() {}

    /// How the window started: what it restored from the state file under the options given.
    public struct Launch: Codable, Sendable {
        public var platform: Platform
        public var osVersion: OSVersion
        public var placement: Placement
        public var colorScheme: ColorScheme
        /// The page's id (`toggle`, `text`).
        public var page: String
        /// The window's default size.
        public var width: Int
        public var height: Int
        public var maximized: Bool
        public var inspectorVisible: Bool
        /// The type name of the renderer GTK draws with (`GskCairoRenderer`), or "" when none could be read.
        public var renderer: String
        /// What the banner said, if anything (a remembered scene that no longer reads).
        public var banner: String?

        public init(platform: Platform, osVersion: OSVersion, placement: Placement, colorScheme: ColorScheme, page: String,
                    width: Int, height: Int, maximized: Bool, inspectorVisible: Bool, renderer: String, banner: String?) {
            self.platform = platform
            self.osVersion = osVersion
            self.placement = placement
            self.colorScheme = colorScheme
            self.page = page
            self.width = width
            self.height = height
            self.maximized = maximized
            self.inspectorVisible = inspectorVisible
            self.renderer = renderer
            self.banner = banner
        }
    }

    /// The platform and page the window showed as the check ended.
    public struct End: Codable, Sendable {
        public var platform: Platform
        /// The page's id.
        public var page: String

        public init(platform: Platform, page: String) {
            self.platform = platform
            self.page = page
        }
    }

    /// Labels measured below WCAG AA, and the lowest ratio found.
    public struct Contrast: Codable, Sendable {
        /// One line per label below what its size needs.
        public var failures: [String]?
        public var lowest: Double?
        /// Where the lowest ratio was measured: page, platform, scheme and the label's text.
        public var lowestAt: String?

        public init() {}
    }

    /// Pages wider than their pane, and what the window showed at each width.
    public struct Fit: Codable, Sendable {
        /// One line per page, platform, placement and width where the page is wider than its pane.
        public var overflows: [String]?
        /// What the window showed at each width, by width in pixels.
        public var widths: [Int: Width] = [:]
        /// The variants view at 1280 × 860 with the inspector open.
        public var variants: Variants?

        public init() {}

        /// The variants view at 1280 × 860 with the inspector open, on a few pages across every axis.
        public struct Variants: Codable, Sendable {
            /// What was measured: "toggle across release".
            public var measured: [String] = []
            /// Whether the inspector was beside the page every time.
            public var inspectorShown: Bool?
            /// The window's size as the last page was measured: "1280 × 860".
            public var windowSize: String?
            /// One line per label cut at the pane's edge or shortened, stage out of the pane's reach, or stage
            /// whose example runs past its edges.
            public var problems: [String] = []

            public init() {}
        }

        /// The window at one width.
        public struct Width: Codable, Sendable {
            public var contentWidth: Int?
            public var inspectorShown: Bool?
            /// Below 1000 px: whether F9 brings the folded inspector back.
            public var inspectorShownAfterF9: Bool?
            /// Below 1000 px: how many pixels the page overflows with the inspector below it.
            public var pageOverflowWithInspector: Int?

            public init() {}
        }
    }

    /// The search: a word nothing has, "checkbox" and Enter, a view page, Escape.
    public struct Search: Codable, Sendable {
        /// Whether the family page says nothing matches (and shows no card) for a word nothing has.
        public var noMatchShown: Bool?
        public var noMatchText: String?
        /// The page Enter opened, by id.
        public var enterOpened: String?
        /// The styles whose cards show for "checkbox", by name.
        public var cardsShownForCheckbox: [String]?
        /// Whether the first card shown has the keyboard focus after Enter.
        public var focusAfterEnter: Bool?
        public var inspectorAfterEnter: String?
        /// The line a view page shows while nothing on it matches; nil when it shows none.
        public var viewPageNoMatch: String?
        public var searchTextAfterEscape: String?

        public init() {}
    }

    /// The automatic toggle switched on iOS, then read on macOS.
    public struct StateSwitch: Codable, Sendable {
        public var switchBefore: Bool?
        public var checkBoxAfter: Bool?

        public init() {}
    }

    /// The Text page after bold() and a new sample, and in a frame of 120 pixels.
    public struct TextEdits: Codable, Sendable {
        public var boldAfterEdit: Bool?
        public var sampleAfterEdit: String?
        public var sampleWidthInFrame120: Int?

        public init() {}
    }

    /// The banners of an export and a broken import.
    public struct Files: Codable, Sendable {
        public var exportBanner: String?
        public var importBanner: String?
        public var importChangedNothing: Bool?

        public init() {}
    }

    /// What the About window shows, and whether the icon theme finds the app's icons.
    public struct About: Codable, Sendable {
        public var name: String?
        public var version: String?
        public var website: String?
        public var copyright: String?
        public var licenseIsMIT: Bool?
        public var logoIconName: String?
        /// The text selected in any of its labels, "" when none is.
        public var selectedText: String?
        /// The type of the widget with the focus, or "none".
        public var focus: String?
        public var appIconFound: Bool?
        public var appSymbolicIconFound: Bool?

        public init() {}
    }

    /// A page on a release: the release the window showed, the cards it dimmed and those it marked deprecated
    /// (style ids).
    public struct ReleaseVisit: Codable, Sendable {
        public var release: OSVersion
        public var dimmed: [String]
        public var deprecated: [String]

        public init(release: OSVersion, dimmed: [String], deprecated: [String]) {
            self.release = release
            self.dimmed = dimmed
            self.deprecated = deprecated
        }
    }

    /// The page dots of `.page(indexDisplayMode:)` before and after choosing `.always` in the card's drop-down.
    public struct Parameters: Codable, Sendable {
        public var pageDotsBefore: Bool?
        public var pageDotsAfter: Bool?
        /// The argument the configuration holds afterwards.
        public var argumentAfter: String?

        public init() {}
    }

    /// A choice in a header drop-down: what the window held right after the drop-down's selection changed,
    /// and once the window had followed (the next frame).
    public struct RoadStep: Codable, Sendable {
        public var atOnce: RoadReading
        public var after: RoadReading

        public init(atOnce: RoadReading, after: RoadReading) {
            self.atOnce = atOnce
            self.after = after
        }
    }

    /// What the window held at one moment of a ``RoadStep``.
    public struct RoadReading: Codable, Sendable {
        /// The values the window action was asked for (its `change-state` requests), in order.
        public var requests: [String]
        /// The action's state.
        public var actionState: String
        /// The configuration's value (platform or release).
        public var configuration: String
        /// Each dispatch of the window's state so far, as the changes it gave its observers ("context").
        public var dispatches: [[String]]
        /// The items the header's platform, release and placement drop-downs show (read after only).
        public var shown: [String]?

        public init(requests: [String], actionState: String, configuration: String, dispatches: [[String]], shown: [String]? = nil) {
            self.requests = requests
            self.actionState = actionState
            self.configuration = configuration
            self.dispatches = dispatches
            self.shown = shown
        }
    }

    /// The variants view: labels below WCAG AA on its stages, and the switch flipped on its first stage.
    public struct VariantsCheck: Codable, Sendable {
        public var contrastFailures: [String]?
        public var switchBefore: Bool?

        public init() {}
    }

    /// Export Images of the toggle page.
    public struct Images: Codable, Sendable {
        /// What the export put in the temporary folder while the render ran.
        public var temporaryFiles: [String]?
        public var banner: String?
        /// The files in the export's folder afterwards.
        public var files: [String]?
        /// The pid of the render the `imagesQuit` part left running as the window quit.
        public var renderProcess: Int32?

        public init() {}
    }

    /// Colours drawn at the middle of the bordered buttons on Apple TV's stage ("#rrggbb").
    public struct TVFocus: Codable, Sendable {
        public var focusedBefore: String?
        public var unfocusedBefore: String?
        /// Whether the Down arrow moved the focus off the first button.
        public var moved: Bool?
        public var firstAfter: String?

        public init() {}
    }

    /// Resident memory over many switches, and the example values they changed.
    public struct LongUse: Codable, Sendable {
        public var residentKiBAtStart: Int?
        /// Once every page has been drawn on every platform in every placement.
        public var residentKiBAfterWarmUp: Int?
        public var residentKiBAtEnd: Int?
        /// How many switches drew every page everywhere, and how many mixed ones followed.
        public var warmUp: Int?
        public var switches: Int?
        /// The example slots whose values the switches changed.
        public var stateChanges: [String]?

        public init() {}
    }

    /// The window's title in Chinese and back in English, and its words still in English.
    public struct Language: Codable, Sendable {
        public var windowTitle: String?
        public var untranslated: [String]?
        public var backTitle: String?

        public init() {}
    }
}
