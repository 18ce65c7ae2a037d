import GalleryModel

/// SwiftUI views the gallery draws as a container it knows, because what sets them apart does not show in a still
/// picture: when rows load, what a proxy can do, how glass shapes merge. Each is read with its closure's views and
/// a note at the use that says what it is drawn as and why, so a developer's `LazyVStack` is neither a placeholder
/// nor silently another view.
enum SwiftUIStandIn: String, CaseIterable {
    /// https://developer.apple.com/documentation/swiftui/lazyvstack: a VStack that creates its views as they are
    /// needed; laid out the same.
    case lazyVStack = "LazyVStack"
    /// https://developer.apple.com/documentation/swiftui/lazyhstack
    case lazyHStack = "LazyHStack"
    /// https://developer.apple.com/documentation/swiftui/vstacklayout: the layout behind VStack, used as a view.
    case vStackLayout = "VStackLayout"
    /// https://developer.apple.com/documentation/swiftui/hstacklayout
    case hStackLayout = "HStackLayout"
    /// https://developer.apple.com/documentation/swiftui/zstacklayout
    case zStackLayout = "ZStackLayout"
    /// https://developer.apple.com/documentation/swiftui/grid: rows of cells whose columns line up.
    case grid = "Grid"
    /// https://developer.apple.com/documentation/swiftui/gridrow
    case gridRow = "GridRow"
    /// https://developer.apple.com/documentation/swiftui/lazyhgrid: cells in the rows its `rows:` describe.
    case lazyHGrid = "LazyHGrid"
    /// https://developer.apple.com/documentation/swiftui/glasseffectcontainer: merges the Liquid Glass shapes of its
    /// views when they come close.
    case glassEffectContainer = "GlassEffectContainer"
    /// https://developer.apple.com/documentation/swiftui/scrollviewreader: its proxy scrolls; its content draws as written.
    case scrollViewReader = "ScrollViewReader"
    /// https://developer.apple.com/documentation/swiftui/geometryreader: takes all the space offered and places its
    /// content at the top leading corner.
    case geometryReader = "GeometryReader"
    /// https://developer.apple.com/documentation/swiftui/viewthatfits: shows the first of its views that fits.
    case viewThatFits = "ViewThatFits"
    /// https://developer.apple.com/documentation/swiftui/timelineview: redraws its content on a schedule.
    case timelineView = "TimelineView"
    /// https://developer.apple.com/documentation/swiftui/phaseanimator: animates its content through phases.
    case phaseAnimator = "PhaseAnimator"
    /// https://developer.apple.com/documentation/swiftui/toolbartitlemenu: a menu under the navigation title.
    case toolbarTitleMenu = "ToolbarTitleMenu"
    /// https://developer.apple.com/documentation/swiftui/tabsection: a titled group of a TabView's tabs.
    case tabSection = "TabSection"
    /// https://developer.apple.com/documentation/swiftui/toolbarspacer: room between toolbar items.
    case toolbarSpacer = "ToolbarSpacer"
    /// https://developer.apple.com/documentation/swiftui/canvas: draws with code, which the gallery does not run.
    case canvas = "Canvas"
    /// https://developer.apple.com/documentation/swiftui/asyncimage: loads an image from a URL, showing its
    /// placeholder until then.
    case asyncImage = "AsyncImage"
    /// https://developer.apple.com/documentation/swiftui/hsplitview: the Mac's row of views a person resizes by
    /// dragging the dividers between them.
    case hSplitView = "HSplitView"
    /// https://developer.apple.com/documentation/swiftui/vsplitview: the Mac's column of resizable views.
    case vSplitView = "VSplitView"

    /// The container drawn in its place.
    var drawnAs: SceneLayout {
        switch self {
        case .lazyVStack, .vStackLayout, .grid, .vSplitView: .vStack
        case .lazyHStack, .hStackLayout, .gridRow, .lazyHGrid, .hSplitView: .hStack
        case .zStackLayout, .geometryReader: .zStack
        case .glassEffectContainer, .scrollViewReader, .viewThatFits, .timelineView, .phaseAnimator, .toolbarTitleMenu, .tabSection,
             .toolbarSpacer, .canvas, .asyncImage: .group
        }
    }

    /// Whether its initializer takes a stack's arguments (`alignment:`, `spacing:`), kept on the stack drawn.
    var keepsStackArguments: Bool {
        switch self {
        case .lazyVStack, .lazyHStack, .vStackLayout, .hStackLayout, .zStackLayout: true
        default: false
        }
    }

    /// Whether only its first view is drawn.
    var drawsFirstViewOnly: Bool { self == .viewThatFits }

    /// Whether its main closure holds views: a Canvas's draws with code, an AsyncImage's takes the loaded image (what
    /// shows in the gallery is its `placeholder:`).
    var readsContent: Bool { self != .canvas && self != .asyncImage }

    /// The note said where it is used.
    var note: LocalizedText {
        switch self {
        case .lazyVStack, .lazyHStack:
            say("The gallery draws \(rawValue) as a \(drawnAs.rawValue): a lazy stack creates its views as they scroll into sight and lays them out as the stack does.")
        case .vStackLayout, .hStackLayout, .zStackLayout:
            say("The gallery draws \(rawValue) as the \(drawnAs.rawValue) it lays out like.")
        case .grid, .gridRow, .lazyHGrid:
            say("The gallery draws \(rawValue) as a \(drawnAs.rawValue): its cells are not lined up in columns.")
        case .glassEffectContainer:
            say("The gallery draws the views of GlassEffectContainer as a Group's: their glass shapes are not merged.")
        case .scrollViewReader:
            say("The gallery draws the views of ScrollViewReader as a Group's: its proxy only scrolls.")
        case .geometryReader:
            say("The gallery draws the views of GeometryReader as a ZStack's, without the sizes its proxy gives (SwiftUI places them at the top leading corner).")
        case .viewThatFits:
            say("The gallery draws the first view of ViewThatFits, the one SwiftUI shows when the space allows it.")
        case .timelineView:
            say("The gallery draws the views of TimelineView as a Group's, at one moment.")
        case .phaseAnimator:
            say("The gallery draws the views of PhaseAnimator as a Group's, without animating them.")
        case .toolbarTitleMenu:
            say("The gallery draws the items of ToolbarTitleMenu as a Group's: SwiftUI shows them in a menu under the navigation title.")
        case .tabSection:
            say("The gallery draws the tabs of TabSection as a Group's, without its title.")
        case .toolbarSpacer:
            say("The gallery draws no room for ToolbarSpacer.")
        case .canvas:
            say("The gallery does not run the drawing code of Canvas; its room stays empty.")
        case .asyncImage:
            say("The gallery draws what AsyncImage shows before its image loads: it loads nothing.")
        case .hSplitView, .vSplitView:
            say("The gallery draws \(rawValue) as a \(drawnAs.rawValue): the dividers a person drags to resize its views are not drawn.")
        }
    }

    /// Arguments of a stack's initializer.
    static let stackArguments: Set<String> = ["alignment", "spacing"]
}
