import Foundation

/// How a stack places its views, as SwiftUI's stacks do: one after the other along its axis, `spacing` points apart,
/// each view that does not take the stack's whole breadth placed across it where `alignment:` says, centred by default
/// (`VStack(alignment: HorizontalAlignment = .center, …)`:
/// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:); `HStack(alignment:
/// VerticalAlignment = .center, …)`: https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)).
/// A stack is as large as its views (it hugs them) unless one of them takes all the room it is offered (a Spacer along
/// the stack, a List, a TextField, `.frame(maxWidth: .infinity)`): then the stack takes it too
/// (https://developer.apple.com/documentation/swiftui/building-layouts-with-stack-views).
///
/// The model decides it; the plan carries it as each widget's alignment and expansion, which GTK maps as they are.
struct SceneStackLayout: Equatable {
    /// The stack's axis: vertical for a VStack, horizontal for an HStack.
    let axis: PlanValue.Orientation
    /// Where a view that does not take the stack's breadth sits across it.
    let alignment: PlanValue.Alignment
    /// The points between two views.
    let spacing: Int

    /// The distance SwiftUI's stacks keep between two views when `spacing:` is nil: the platform's standard spacing,
    /// about 8 points between two controls on iPhone.
    static let standardSpacing = 8

    init(axis: PlanValue.Orientation, alignment: PlanValue.Alignment = .center, spacing: Int = standardSpacing) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The layout `node`, a stack of `axis`, writes: its `alignment:` and `spacing:` arguments, else the defaults; its
    /// spacing's points drawn at `scale` pixels each (the stage's: ``TextStyleMetrics/pixelsPerPoint(on:)``).
    init(axis: PlanValue.Orientation, of node: SceneNode, scale: Double = 1) {
        var alignment = PlanValue.Alignment.center
        var points = Double(Self.standardSpacing)
        for argument in node.arguments {
            switch (argument.label, argument.value) {
            case ("alignment", .expression(let member)):
                alignment = Self.alignment(member, along: axis)
            case ("spacing", .number(let written)):
                points = max(0, written)
            default:
                break
            }
        }
        self.init(axis: axis, alignment: alignment, spacing: Int((points * scale).rounded()))
    }

    /// The alignment a guide names across a stack of `axis`: `.leading`/`.trailing` across a VStack, `.top`/`.bottom`
    /// across an HStack. The text baselines (`.firstTextBaseline`, `.lastTextBaseline`) line up the bottoms of lines
    /// of one line each, which is what real rows put side by side.
    static func alignment(_ member: String, along axis: PlanValue.Orientation) -> PlanValue.Alignment {
        let name = member.hasPrefix(".") ? String(member.dropFirst()) : String(member.split(separator: ".").last ?? "")
        switch (axis, name) {
        case (.vertical, "leading"), (.horizontal, "top"): return .start
        case (.vertical, "trailing"), (.horizontal, "bottom"), (.horizontal, "firstTextBaseline"), (.horizontal, "lastTextBaseline"):
            return .end
        default: return .center
        }
    }

    /// The stack of `views`, each with the axes along which it takes the room it is offered: every view placed across
    /// the stack at the stack's alignment, or stretched across it where it takes that room; along an HStack, the room
    /// left goes to the views that take it. The stack itself takes the room along an axis where one of its views does,
    /// and otherwise hugs its views at the leading edge of what holds it (a list's row places it so); a stack that holds
    /// it places it as its own alignment says (``placed(_:taking:)``).
    func stack(_ views: [(widget: WidgetPlan, takes: SceneAxes)]) -> WidgetPlan {
        let children = views.map { view in placed(view.widget, taking: view.takes) }
        let takes = views.reduce(into: SceneAxes()) { $0.formUnion($1.takes) }
        return Build.stack(axis, spacing: spacing, children, Self.own(takes))
    }

    /// A card's views in the `VStack { … }` (or `VStack(spacing: spacing) { … }`) its code writes them in, placed as a
    /// scene places the views of that VStack (each takes the room across where its drawing does), its spacing's points
    /// drawn at `platform`'s pixels per point (``TextStyleMetrics/pixelsPerPoint(on:)``), as a scene's are.
    static func column(_ views: [WidgetPlan], spacing: Int = standardSpacing, on platform: Platform) -> WidgetPlan {
        let pixels = Int((Double(spacing) * TextStyleMetrics.pixelsPerPoint(on: platform)).rounded())
        return SceneStackLayout(axis: .vertical, spacing: pixels).stack(views.map { ($0, $0.bool(.hexpand) == true ? SceneAxes.horizontal : []) })
    }

    /// `widget` placed in this stack: across it at the stack's alignment unless it takes the room across, and given
    /// the room left along an HStack only where it takes it.
    func placed(_ widget: WidgetPlan, taking takes: SceneAxes) -> WidgetPlan {
        var copy = widget
        switch axis {
        case .vertical:
            copy.properties[.halign] = .alignment(takes.contains(.horizontal) ? .fill : alignment)
        case .horizontal:
            copy.properties[.valign] = .alignment(takes.contains(.vertical) ? .fill : alignment)
            // A view given the room left along the row fills it: a button whose label is framed to the full width
            // (`.frame(maxWidth: .infinity)`) is as wide as its share, not its words centred in it.
            if takes.contains(.horizontal) { copy.properties[.halign] = .alignment(.fill) }
        }
        // Said either way, so that GTK does not pass a child's expansion up to a stack that hugs its views.
        copy.properties[.hexpand] = .bool(takes.contains(.horizontal))
        return copy
    }

    /// The alignment and expansion of a stack, or of a scene's root, taking `takes` where nothing places it.
    static func own(_ takes: SceneAxes) -> [PlanProperty: PlanValue] {
        [.hexpand: .bool(takes.contains(.horizontal)), .halign: .alignment(takes.contains(.horizontal) ? .fill : .start)]
    }
}

/// The axes along which a view takes all the room it is offered, as SwiftUI's flexible views do (a Spacer along its
/// stack, a TextField across, a List both ways), rather than keeping its own size.
struct SceneAxes: OptionSet, Equatable {
    let rawValue: Int
    static let horizontal = SceneAxes(rawValue: 1)
    static let vertical = SceneAxes(rawValue: 2)
    static let both: SceneAxes = [.horizontal, .vertical]
}

/// A flexible frame, `.frame(maxWidth: .infinity, alignment: .leading)`: room taken along the axes whose maximum is
/// infinite, the view placed in it where `alignment:` says, centred by default
/// (https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)).
/// A fixed `.frame(width:)` keeps the view from taking room along that axis.
struct SceneFrame: Equatable {
    /// The axes the frame takes all the room along.
    var takes: SceneAxes = []
    /// The axes the frame fixes to a size.
    var fixes: SceneAxes = []
    /// Where the view sits in the frame's room, across and along.
    var horizontal: PlanValue.Alignment = .center
    var vertical: PlanValue.Alignment = .center
    /// The size a fixed frame gives, in points (`.frame(width: 60, height: 60)`), where it is written as a number.
    var width: Int?
    var height: Int?

    /// The frames `node`'s modifiers write, the outermost last; nil when it writes none.
    init?(_ node: SceneNode) {
        self.init(modifiers: node.modifiers)
    }

    /// Whether `node` writes a frame before an overlay or a background, which then takes the frame's size
    /// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:): the background is sized
    /// to the view it modifies, here the frame): its frames are drawn in their place among its modifiers.
    static func isLayered(_ node: SceneNode) -> Bool {
        guard let frame = node.modifiers.firstIndex(where: { $0.kind.isWritten(.frame) }) else { return false }
        return node.modifiers[frame...].contains { modifier in
            if case .attached(let attachment, _) = modifier.kind { [.overlay, .background].contains(attachment.kind) } else { false }
        }
    }

    /// The frames `modifiers` write, the outermost last; nil when they write none.
    init?(modifiers: [SceneModifier]) {
        let sources = modifiers.compactMap { modifier -> String? in
            modifier.kind.written.flatMap { $0.name == .frame ? $0.source : nil }
        }
        guard !sources.isEmpty else { return nil }
        for source in sources {
            let arguments = Self.arguments(source)
            for (label, value) in arguments {
                switch (label, value) {
                case ("maxWidth", ".infinity"), ("maxWidth", "CGFloat.infinity"): takes.insert(.horizontal)
                case ("maxHeight", ".infinity"), ("maxHeight", "CGFloat.infinity"): takes.insert(.vertical)
                case ("width", let points):
                    fixes.insert(.horizontal)
                    width = Self.points(points)
                case ("height", let points):
                    fixes.insert(.vertical)
                    height = Self.points(points)
                case ("alignment", let guide): (horizontal, vertical) = Self.alignment(guide)
                default: break
                }
            }
        }
        takes.subtract(fixes)
    }

    /// The labelled arguments of `.frame(…)`, each trimmed, split as every decoration's arguments are
    /// (``SceneDecoration/arguments(of:)``, which keeps `min(a, b)` whole).
    private static func arguments(_ source: String) -> [(String, String)] {
        SceneDecoration.arguments(of: source).compactMap { argument in
            let pieces = argument.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { return nil }
            return (pieces[0].trimmingCharacters(in: .whitespaces), pieces[1].trimmingCharacters(in: .whitespaces))
        }
    }

    /// A frame's size written as a number of points (`60`, `44.5`), or nil for one the app computes.
    private static func points(_ written: String) -> Int? {
        guard let value = Double(written), value >= 0, value <= 4_000 else { return nil }
        return Int(value.rounded())
    }

    /// The place `.leading`, `.topTrailing`, `Alignment.bottom`… names in a frame, across and along.
    private static func alignment(_ guide: String) -> (PlanValue.Alignment, PlanValue.Alignment) {
        let name = guide.split(separator: ".").last.map(String.init)?.lowercased() ?? ""
        let horizontal: PlanValue.Alignment = name.hasSuffix("leading") ? .start : name.hasSuffix("trailing") ? .end : .center
        let vertical: PlanValue.Alignment = name.hasPrefix("top") ? .start : name.hasPrefix("bottom") ? .end : .center
        return (horizontal, vertical)
    }

    /// `widget` in the frame: where the frame takes the room, a box that takes it, holding the view where the
    /// frame's alignment says; a size of points drawn at `scale` pixels each (the stage's:
    /// ``TextStyleMetrics/pixelsPerPoint(on:)``).
    func framed(_ widget: WidgetPlan, scale: Double = 1) -> WidgetPlan {
        let pixels = { (points: Int) in Int((Double(points) * scale).rounded()) }
        if takes.isEmpty, width != nil || height != nil {
            // `.frame(width: 60, height: 60)`: a box of that size, the view at the frame's alignment inside it (GTK
            // cannot make a view smaller than its own least size: a frame narrower than that is as wide as the view).
            // Only the axes it sizes are the frame's: along the other the view keeps its own size, so a view that fills
            // its room (a colour, a UIKit view) stays as wide as it is offered under `.frame(height: 200)`.
            var view = widget
            var properties: [PlanProperty: PlanValue] = [:]
            // A view that takes all the room it is offered (it expands) fills the size; another sits at the alignment.
            if let width {
                view.properties[.halign] = .alignment(widget.properties[.hexpand] == .bool(true) ? .fill : horizontal)
                properties[.width] = .int(pixels(width))
                properties[.hexpand] = .bool(false)
            }
            if let height {
                view.properties[.valign] = .alignment(widget.properties[.vexpand] == .bool(true) ? .fill : vertical)
                // The box's height is the view's to be placed in; the box itself takes no more room than its size.
                view.properties[.vexpand] = .bool(true)
                properties[.height] = .int(pixels(height))
                properties[.vexpand] = .bool(false)
            }
            return Build.stack(.vertical, spacing: 0, [view], properties)
        }
        guard !takes.isEmpty else { return widget }
        var view = widget
        // The frame takes the room; the view sits in it at the frame's alignment, or fills it where it takes the room
        // itself (a stack of buttons that share the row's width).
        if takes.contains(.horizontal) { view.properties[.halign] = .alignment(widget.bool(.hexpand) == true ? .fill : horizontal) }
        if takes.contains(.vertical) {
            view.properties[.valign] = .alignment(vertical)
            view.properties[.vexpand] = .bool(true)
        }
        var properties: [PlanProperty: PlanValue] = [.hexpand: .bool(takes.contains(.horizontal))]
        if takes.contains(.horizontal) { properties[.halign] = .alignment(.fill) }
        if takes.contains(.vertical) { properties[.vexpand] = .bool(true) }
        return Build.stack(.vertical, spacing: 0, [view], properties)
    }
}

extension SceneDrawing {
    /// The axes along which `node`, drawn as `drawn` in a stack of `axis` (nil outside any), takes all the room it is
    /// offered: a Spacer along its stack (across nothing), a Divider across it; a TextField or SecureField across; a
    /// List, Form, Table, TabView, ScrollView, NavigationStack, a colour or a shape both ways; a stack where one of its
    /// views does; a control whose family draws it across the room (a switch's row, a linear progress bar); and what a
    /// `.frame` says last of all.
    func takes(_ node: ResolvedSceneNode, drawn: WidgetPlan, along axis: PlanValue.Orientation?) -> SceneAxes {
        var takes = kindTakes(node, along: axis)
        if node.node.kind != .plain(.spacer), drawn.bool(.hexpand) == true { takes.insert(.horizontal) }
        if let frame = SceneFrame(node.node) {
            takes.formUnion(frame.takes)
            takes.subtract(frame.fixes)
        }
        return takes
    }

    /// The axes `node`'s kind of view takes the room along, whatever its family draws: found once for each node and
    /// axis in a drawing, as every stack around a view asks again for the views inside it.
    private func kindTakes(_ node: ResolvedSceneNode, along axis: PlanValue.Orientation?) -> SceneAxes {
        let key = SceneAxesMemo.Key(path: node.path, axis: axis)
        if let known = axesMemo.axes[key] { return known }
        let found: SceneAxes
        if case .layout(.lazyVGrid) = node.node.kind {
            // A grid's columns share the width it is offered: it takes the room across.
            found = .horizontal
        } else if context.platform == .watchOS, node.node.kind == .styled(.button),
                  let style = node.control?.resolution.resolved.name, ["bordered", "borderedProminent", "glass", "glassProminent"].contains(style) {
            // Apple Watch's bordered and glass buttons run the width they are offered, sharing a row's between them
            // (https://developer.apple.com/design/human-interface-guidelines/buttons, watchOS: buttons span the screen,
            // two side by side at most), where a button hugging its symbol would be a small disc.
            found = .horizontal
        } else if node.node.kind == .styled(.button), !node.content.isEmpty {
            // A button whose label takes the width it is offered (a shape, a stack with a Spacer) is as wide as its
            // label: a card in a grid's cell runs the cell's width. Its height is its label's own.
            found = node.content.reduce(into: SceneAxes()) { takes, child in
                var own = kindTakes(child, along: axis)
                if let frame = SceneFrame(child.node) {
                    own.formUnion(frame.takes)
                    own.subtract(frame.fixes)
                }
                takes.formUnion(own.intersection(.horizontal))
            }
        } else if case .layout(let layout) = node.node.kind, ![.scrollView, .navigationStack, .tab, .toolbarItem, .toolbarItemGroup].contains(layout) {
            let inner: PlanValue.Orientation? = switch layout {
            case .vStack: .vertical
            case .hStack: .horizontal
            default: axis
            }
            // A stack takes the room where one of its views does; its views are the first of its resolved children.
            found = node.children.prefix(node.node.children.count).reduce(into: SceneAxes()) { takes, child in
                var own = kindTakes(child, along: inner)
                if let frame = SceneFrame(child.node) {
                    own.formUnion(frame.takes)
                    own.subtract(frame.fixes)
                }
                takes.formUnion(own)
            }
        } else {
            found = Self.takes(node.node, along: axis)
        }
        axesMemo.axes[key] = found
        return found
    }

    /// The axes `node`'s kind of view takes the room along, whatever its family draws; a stack's are its views' (see
    /// ``kindTakes(_:along:)``).
    private static func takes(_ node: SceneNode, along axis: PlanValue.Orientation?) -> SceneAxes {
        switch node.kind {
        case .plain(.spacer):
            // A spacer "expands along the major axis of its containing stack layout"
            // (https://developer.apple.com/documentation/swiftui/spacer).
            return axis == .horizontal ? .horizontal : .vertical
        case .plain(.divider):
            // A divider is a line across its stack (https://developer.apple.com/documentation/swiftui/divider).
            return axis == .horizontal ? .vertical : .horizontal
        case .plain(.secureField):
            return .horizontal
        case .plain(.rectangle), .plain(.roundedRectangle), .plain(.unevenRoundedRectangle), .plain(.circle), .plain(.capsule),
             .plain(.ellipse), .plain(.containerRelativeShape), .plain(.linearGradient), .plain(.radialGradient), .plain(.angularGradient),
             .plain(.ellipticalGradient):
            // A shape takes the room it is offered; one in proportion (`.aspectRatio(16/9, contentMode: .fit)`) takes
            // the width, its height following from it.
            return SceneShape(node)?.aspectRatio == nil ? .both : .horizontal
        case .plain(.color), .plain(.contentUnavailableView), .plain(.chart):
            return .both
        case .platformView:
            // A UIKit or AppKit view that states no size of its own takes the size it is offered, which SwiftUI's
            // default sizing gives it (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)).
            return .both
        case .plain, .unknown, .stylePart:
            return []
        case .layout(.scrollView):
            // A horizontal ScrollView takes the width it is offered and is as tall as its content.
            return node.scrollsHorizontally ? .horizontal : .both
        case .layout(.navigationStack), .layout(.tab):
            return .both
        case .layout(.toolbarItem), .layout(.toolbarItemGroup):
            return []
        case .layout:
            // A stack's are its views' (``kindTakes(_:along:)`` finds them, once).
            return []
        case .styled(let family):
            if [StyleFamily.list, .form, .table, .tabView, .navigationSplitView, .textEditor].contains(family) { return .both }
            return family == .textField ? .horizontal : []
        }
    }

    /// The widgets of `node`'s main closure laid out as `layout` says.
    mutating func stacked(_ node: ResolvedSceneNode, _ layout: SceneStackLayout) -> WidgetPlan {
        layout.stack(node.content.map { child in
            let drawn = widget(for: child)
            return (drawn, takes(child, drawn: drawn, along: layout.axis))
        })
    }

    /// `widget`, a view that nothing else places, centred in the room across, or stretched over it where it takes it:
    /// a scene's root, as a preview centres it, and a scroll view's content.
    static func centred(_ widget: WidgetPlan, taking takes: SceneAxes) -> WidgetPlan {
        widget.with(.halign, .alignment(takes.contains(.horizontal) ? .fill : .center)).with(.hexpand, .bool(takes.contains(.horizontal)))
    }
}

/// The axes each node of one drawing takes the room along, by its path and the axis of the stack around it: a stack
/// asks for its views', and every stack around it asks again.
final class SceneAxesMemo {
    struct Key: Hashable {
        let path: ScenePath
        let axis: PlanValue.Orientation?
    }

    var axes: [Key: SceneAxes] = [:]
}
