/// The views of a scene with no style family: stacks and groups, text, images, spacers and dividers, and what
/// the modifiers around a view add (its toolbar, its navigation title, its context menu).
extension SceneDrawing {
    /// Whether a secondary or tertiary foreground style dims the view's words or symbol
    /// (https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle).
    static func isDimmed(_ node: SceneNode) -> Bool {
        node.modifiers.contains { modifier in
            switch modifier.kind {
            case .foregroundStyle(let style): [.secondary, .tertiary, .quaternary].contains(style)
            default: modifier.kind.written.map { $0.name == .foregroundColor && SceneShape.color(in: $0.source) == .secondary } ?? false
            }
        }
    }

    /// A view with no style family and no children of its own.
    mutating func plain(_ view: ScenePlainView, _ node: ResolvedSceneNode) -> WidgetPlan {
        let title = node.node.title ?? ""
        switch view {
        case .text:
            let dims = Self.isDimmed(node.node)
            // `Text(item.name)`: words the app computes as it runs. The expression stands in for them, dimmed, so the
            // row keeps words of a likely length where it would otherwise be empty. Being longer than the value it
            // stands for (`store.state.movies.count` for a count), it keeps one line and ends in "…" where it is short of
            // room: it never squeezes the row's real title beside it onto several lines, nor, in a badge laid over a
            // small image, breaks into a column of letters down the screen.
            if let source = node.node.computedTitleSource {
                return Build.text(Self.runtimeWords(source), classes: ["dim-label", "scene-runtime-words"],
                                  [.halign: .alignment(.start), .wraps: .bool(false), .truncates: .bool(true)])
            }
            return Build.text(title, classes: dims ? ["dim-label"] : [], [.halign: .alignment(.start), .wraps: .bool(true)])
        case .image:
            // `Image(systemName: "star")`: its symbol's freedesktop stand-in. An image of the app's assets, or one whose
            // name is computed, is a picture the gallery cannot show: a photo stands in for it.
            let symbol = node.node.stringArgument("systemName") ?? "photo"
            var icon = Build.icon(symbol)
            if Self.isDimmed(node.node) { icon.cssClasses.append("dim-label") }
            // `.symbolRenderingMode(.multicolor)`: the symbol in its own colour (``SymbolCatalog/multicolor(_:)``).
            if node.node.modifiers.contains(where: { $0.kind.written.map { $0.name == .symbolRenderingMode && $0.source.contains(".multicolor") } ?? false }),
               let color = SymbolCatalog.multicolor(symbol) {
                icon.cssClasses.append(SceneDecoration.foregroundClass(color))
            }
            return icon
        case .secureField:
            return WidgetPlan(.passwordEntry, [.placeholder: .string(title)], accessibleName: title)
        case .spacer:
            return Build.spacer().decorative()
        case .divider:
            return WidgetPlan(.separator, [.orientation: .orientation(.horizontal)]).decorative()
        case .color:
            // `Color.red` fills the room it is given in its colour, as SwiftUI's colours do; another colour (a clear one, or
            // one the gallery cannot name) takes the room and shows the stage's own colour through it: it is not seen, so
            // `.background { Color.clear.contentShape(Rectangle()) }` leaves the row it stands behind as it was.
            let named = node.node.arguments.first.flatMap { argument -> SceneColor? in
                guard argument.label == nil, case .expression(let member) = argument.value, member.hasPrefix(".") else { return nil }
                return SceneColor(rawValue: String(member.dropFirst()))
            }
            guard let named, named.fill != nil else {
                return WidgetPlan(.colorSwatch, [.height: .int(24), .hexpand: .bool(true), .opacity: .double(0)]).decorative()
            }
            var swatch = WidgetPlan(.colorSwatch, [.height: .int(24), .hexpand: .bool(true), .vexpand: .bool(true)])
            Self.fill(&swatch, with: named)
            return swatch.decorative()
        case .navigationLink, .link, .shareLink, .editButton:
            return actionLabel(view, node)
        case .tableColumn:
            // Outside a Table, which draws its columns, a column is its title.
            return Build.text(title, classes: ["heading"], [.halign: .alignment(.start)])
        case .tableRow:
            // Outside a Table, which draws its rows, a row is the value it shows.
            return Build.text(node.node.arguments.first.map { SceneSource.value($0.value) } ?? "", [.halign: .alignment(.start)])
        case .contentUnavailableView:
            return contentUnavailable(node)
        case .chart:
            return chart(node)
        case .barMark, .lineMark, .areaMark, .pointMark, .rectangleMark, .ruleMark, .sectorMark:
            // Its Chart plots it; outside one Charts draws no mark (the code does not build).
            return Build.spacer().decorative()
        case .slider:
            return slider(node)
        case .stepper:
            return stepper(node)
        case .colorPicker:
            // Its title at the leading edge and a round well at the trailing edge, in blue here since the
            // colour it binds is the app's.
            let well = Self.shape(SceneShape(outline: .circle, color: .blue, width: 24, height: 24))
            return Build.hstack([Build.text(title, [.halign: .alignment(.start), .hexpand: .bool(true)]), well])
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .circle, .capsule, .ellipse, .containerRelativeShape,
             .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient:
            // Every one of these is a shape, so the spacer is never drawn.
            return SceneShape(node.node).map { Self.shape($0, scale: TextStyleMetrics.pixelsPerPoint(on: context.platform)) } ?? Build.spacer().decorative()
        }
    }

    /// A Slider, drawn by the Slider page's drawing: over its `in:` range (0 to 1 unless written), moving by its `step:`
    /// (a hundredth of the range unless written), at the value of the `@State` its `value:` binds (the middle of the
    /// range when the scene does not declare it), which the scene keeps as the slider's own state; its
    /// `minimumValueLabel:` and `maximumValueLabel:` views at the ends of the track, its label its name
    /// (https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)).
    mutating func slider(_ node: ResolvedSceneNode, labelledApart: Bool = false) -> WidgetPlan {
        let range = node.node.rangeArgument ?? 0...1
        let step = node.node.stepArgument ?? (range.upperBound - range.lowerBound) / 100
        let declared = node.node.boundNumber(in: state)
        let key = ExampleKey.viewPage(.slider, slot: "value").inScene(at: node.path)
        let initial = min(max(declared ?? (range.lowerBound + range.upperBound) / 2, range.lowerBound), range.upperBound)
        declare(ExampleSlot(key, .double(initial), .number(range)))
        let label = Self.sliderLabel(node)
        return SliderViewContent.slider(StateBinding(key, .value), in: range, step: step, label: label,
                                        minimumLabel: node.slot("minimumValueLabel").map { widget(for: $0) },
                                        maximumLabel: node.slot("maximumValueLabel").map { widget(for: $0) }, on: context.platform,
                                        showsLabel: !labelledApart)
    }

    /// A Slider's label: its first trailing closure's words, or those of `label:` where the closures are all labelled.
    static func sliderLabel(_ node: ResolvedSceneNode) -> String? {
        node.node.title ?? (node.content + node.slot("label")).lazy.compactMap(\.node.labelTitle).first
    }

    /// A Stepper: its label, and the platform's − and + moving the `@State` its `value:` binds by its `step:` (1 unless
    /// written) within its `in:` range (none unless written), which the scene keeps as the stepper's own state
    /// (https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)).
    mutating func stepper(_ node: ResolvedSceneNode) -> WidgetPlan {
        let range = node.node.rangeArgument
        let step = node.node.stepArgument ?? 1
        let declared = node.node.boundNumber(in: state)
        let key = ExampleKey.view(.stepper, slot: "value").inScene(at: node.path)
        let bounds = range ?? -Double(Int32.max)...Double(Int32.max)
        let initial = min(max(declared ?? range?.lowerBound ?? 0, bounds.lowerBound), bounds.upperBound)
        declare(ExampleSlot(key, .double(initial), .number(bounds)))
        let label = node.node.title ?? (node.content + node.slot("label")).lazy.compactMap(\.node.labelTitle).first
        return StepperDrawing.stepper(StateBinding(key, .value), step: step, label: label, on: context.platform)
    }

    /// The bounds of a range written `0...100`, `-1.5...1.5`; nil for any other expression.
    static func closedRange(_ text: String) -> ClosedRange<Double>? {
        guard let dots = text.firstRange(of: "...") else { return nil }
        let number = { (part: Substring) in Double(part.filter { !$0.isWhitespace }) }
        guard let lower = number(text[..<dots.lowerBound]), let upper = number(text[dots.upperBound...]), lower < upper else { return nil }
        return lower...upper
    }

    /// The label of a view that acts without a style of its own, in the accent colour as SwiftUI tints what can be
    /// pressed: its title (EditButton's "Edit", ShareLink's "Share" with its symbol when it writes none), else its
    /// label's views. Among a toolbar's items a title with a symbol shows the symbol alone, named by the title for
    /// screen readers, as a Label in a toolbar does (https://developer.apple.com/documentation/swiftui/label: a toolbar
    /// shows a label's icon; a ShareLink's label is a Label).
    mutating func actionLabel(_ view: ScenePlainView, _ node: ResolvedSceneNode) -> WidgetPlan {
        let symbol = node.node.stringArgument("systemImage") ?? (view == .shareLink ? "square.and.arrow.up" : nil)
        // Its title is its first argument, unlabelled (`ShareLink("Send", item: url)`); `item:` is what it shares.
        let written = node.node.arguments.first.flatMap { argument -> String? in
            argument.label == nil ? argument.value.words : nil
        }
        let title = written ?? (view == .editButton ? "Edit" : view == .shareLink && node.content.isEmpty ? "Share" : nil)
        let label: [WidgetPlan]
        if let title, let symbol, drawsToolbarItems {
            var icon = Build.icon(symbol, classes: ["link-button"])
            icon.accessibleName = title
            label = [icon]
        } else if let title {
            label = (symbol.map { [Build.icon($0, classes: ["link-button"])] } ?? []) + [Build.text(title, classes: ["link-button"])]
        } else {
            label = subtitledLabel(node).map { [$0] } ?? labelViews(node)
        }
        return Build.hstack(label).with(.halign, .alignment(.start))
    }

    /// The widgets of a control's or a link's label: its `label:` closure's views (`NavigationLink { Detail() } label:
    /// { … }`), else its main closure's (`NavigationLink(value: item) { … }`).
    mutating func labelViews(_ node: ResolvedSceneNode) -> [WidgetPlan] {
        let slot = node.slot("label")
        return (slot.isEmpty ? node.content : slot).map { widget(for: $0) }
    }

    /// A navigation link as a list or form row: its label at the leading edge and the disclosure chevron at the
    /// trailing edge, which iPhone, iPad, Apple TV and Vision Pro draw there
    /// (https://developer.apple.com/documentation/swiftui/view/navigationlinkindicatorvisibility(_:)); the Mac's sidebar
    /// rows and the Watch's platters show none (the gallery's reading of their lists: a Watch row is tapped whole). The
    /// label takes the row's text colour, not the accent.
    mutating func navigationRow(_ node: ResolvedSceneNode) -> WidgetPlan {
        let label = node.node.title.map { [Build.text($0, [.halign: .alignment(.start)])] } ?? subtitledLabel(node).map { [$0] } ?? labelViews(node)
        let chevron = [.macOS, .watchOS].contains(context.platform) ? [] : [Build.disclosureIndicator()]
        // A label that takes the row's width (`HStack { Label(…); Spacer(); Text(count) }`) runs to the chevron, its
        // last view beside it; a label of its own width leaves the room between them.
        let fills = label.contains { $0.bool(.hexpand) == true }
        // Its badge stands before the chevron (``rowBadge(_:)``).
        let badge = rowBadge(node).map { [$0] } ?? []
        return Build.hstack(label + (fills ? [] : [Build.spacer()]) + badge + chevron).with(.hexpand, .bool(true))
    }

    /// A LazyVGrid: its views in the columns `columns:` describes (``GridColumns``), row after row, across the room it
    /// is offered; two columns, with a note, where they are computed as the app runs. Its `spacing:` parts the rows,
    /// each column's own parts the columns (8 points by default, as SwiftUI's).
    mutating func grid(_ node: ResolvedSceneNode) -> WidgetPlan {
        let written = node.node.arguments.first { $0.label == "columns" }.map { SceneSource.value($0.value) }
        let read = written.flatMap(GridColumns.init(written:))
        if read == nil { note(GridColumns.computedNote) }
        let columns = read ?? .count(2)
        // Points, drawn at the stage's pixels per point (Apple TV's are smaller: ``TextStyleMetrics/pixelsPerPoint(on:)``).
        let scale = TextStyleMetrics.pixelsPerPoint(on: context.platform)
        let pixels = { (points: Double) in Int((points * scale).rounded()) }
        var spacing = pixels(8)
        if case .number(let points)? = node.node.arguments.first(where: { $0.label == "spacing" })?.value { spacing = pixels(points) }
        var properties: [PlanProperty: PlanValue] = [.hexpand: .bool(true), .halign: .alignment(.fill), .spacing: .int(spacing)]
        switch columns {
        case .adaptive(let minimum): properties[.minimumColumnWidth] = .int(pixels(Double(minimum)))
        case .count(let count): properties[.columnCount] = .int(count)
        }
        // A cell's view runs the column's width where it takes the room across (a card of a shape), else it is centred.
        // Its row is as tall as its views: a lazy grid offers its cells no height to take, so a resizable image in one
        // keeps its own size rather than stretching the grid down the screen.
        let cells = node.content.map { child -> WidgetPlan in
            let drawn = widget(for: child)
            return Self.centred(drawn, taking: takes(child, drawn: drawn, along: .horizontal).intersection(.horizontal))
                .with(.vexpand, .bool(false))
        }
        return WidgetPlan(.grid, properties, children: cells)
    }

    /// ContentUnavailableView: its symbol large and dimmed over its title and its description, centred, as SwiftUI
    /// draws it; `ContentUnavailableView.search` is the search's own ("No Results", a magnifying glass).
    mutating func contentUnavailable(_ node: ResolvedSceneNode) -> WidgetPlan {
        let isSearch = node.node.arguments.contains { argument in
            if case .expression(let text) = argument.value { text == ".search" } else { false }
        }
        let title = node.node.labelTitle ?? (isSearch ? "No Results" : "")
        let symbol = node.node.labelSymbol ?? (isSearch ? "magnifyingglass" : nil)
        let description = node.node.arguments.first { $0.label == "description" }.flatMap { argument -> String? in
            guard case .expression(let text) = argument.value, let open = text.firstIndex(of: "\"") else { return nil }
            return String(text[text.index(after: open)...].prefix { $0 != "\"" })
        } ?? node.slot("description").compactMap(\.node.title).first
        var parts = symbol.map { [Build.icon($0, size: 48, classes: ["dim-label"])] } ?? []
        parts.append(Build.text(title, classes: ["title-2"], [.halign: .alignment(.center)]))
        if let description { parts.append(Build.text(description, classes: ["dim-label"], [.halign: .alignment(.center), .wraps: .bool(true)])) }
        return Build.vstack(spacing: 8, parts + node.slot("actions").map { widget(for: $0) }).with(.halign, .alignment(.center))
    }

    /// A shape, filling the room it is offered as SwiftUI's shapes do (the row's width and 44 points high unless
    /// `.frame(width:height:)` or `.aspectRatio(_:contentMode:)` says),
    /// in its `.fill`, `.stroke` or foreground colour, else the foreground's; decorative, as a shape says nothing.
    static func shape(_ shape: SceneShape, scale: Double = 1) -> WidgetPlan {
        // Its frame's points in the stage's pixels (Apple TV's are 20 per 29 points, as its text is:
        // ``TextStyleMetrics/pixelsPerPoint(on:)``), its corners too.
        let pixels = { (points: Double) in Int((points * scale).rounded()) }
        var outline = shape.outline
        if case .roundedRectangle(let radius) = outline, scale != 1 { outline = .roundedRectangle(cornerRadius: (radius * scale).rounded()) }
        var properties: [PlanProperty: PlanValue] = [.outline: .outline(outline), .strokes: .bool(shape.strokes)]
        // Its height: the frame's; else the ratio's of the width (of the frame's, or of what it is offered); else 44.
        switch (shape.height, shape.aspectRatio, shape.width) {
        case (let height?, _, _): properties[.height] = .int(pixels(height))
        case (nil, let ratio?, let width?): properties[.height] = .int(pixels(width / ratio))
        case (nil, let ratio?, nil): properties[.aspectRatio] = .double(ratio)
        case (nil, nil, _): properties[.height] = .int(pixels(44))
        }
        if let width = shape.width {
            properties[.width] = .int(pixels(width))
        } else {
            properties[.hexpand] = .bool(true)
            properties[.halign] = .alignment(.fill)
        }
        if let opacity = shape.colorOpacity { properties[.opacity] = .double(min(max(opacity, 0), 1)) }
        // `Color.clear` fills with nothing (https://developer.apple.com/documentation/swiftui/color/clear): the shape
        // keeps its place, unseen.
        if shape.color == .clear { properties[.opacity] = .double(0) }
        var drawn = WidgetPlan(.shape, properties, classes: fillClass(shape).map { [$0] } ?? [])
        if let color = shape.color { fill(&drawn, with: color) }
        if let gradient = shape.gradient, shape.color != nil {
            // The gradient's end colour is carried by a child the shape's drawing reads it from, coloured as a fill is.
            drawn.properties[.gradientAngle] = .double(gradient.angle)
            if let end = gradient.end {
                var stop = WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(0)])
                fill(&stop, with: end)
                drawn.children = [stop.decorative()]
            }
        }
        return drawn.decorative()
    }

    /// Gives a shape or a block of colour `color`: a system colour through its class, which each stage colours as its
    /// release draws it in its appearance (``NamedColor/systemHex(in:scheme:)``); white and black as they are; the
    /// stage's own colours (the accent, the greys) through ``fillClass(_:)``.
    static func fill(_ plan: inout WidgetPlan, with color: SceneColor) {
        if color.namedColor != nil {
            plan.cssClasses.append(SceneDecoration.foregroundClass(color))
        } else if let hex = color.fill {
            plan.properties[.color] = .string(hex)
        }
    }

    /// The class that colours a shape whose fill depends on the stage (``PlatformTheme/sceneRules``): the accent, a
    /// hierarchical grey, the background, a material, an app's colour; nil for a named colour or the foreground.
    static func fillClass(_ shape: SceneShape) -> String? {
        if let surface = shape.surface { return "scene-fill-\(surface.rawValue)" }
        return switch shape.color {
        case .accentColor?: "scene-fill-accent"
        case .secondary?, .tertiary?, .quaternary?: shape.color.map { "scene-fill-\($0.rawValue)" }
        default: nil
        }
    }

    /// A container that only arranges its children
    /// (https://developer.apple.com/documentation/swiftui/building-layouts-with-stack-views). Stacks place their views
    /// as ``SceneStackLayout`` says; a Group, a NavigationStack's root and a tab's content stand one above the other,
    /// centred, as a VStack of them would.
    mutating func layout(_ layout: SceneLayout, _ node: ResolvedSceneNode) -> WidgetPlan {
        switch layout {
        case .vStack:
            return stacked(node, SceneStackLayout(axis: .vertical, of: node.node, scale: pixelsPerPoint))
        case .hStack:
            return stacked(node, SceneStackLayout(axis: .horizontal, of: node.node, scale: pixelsPerPoint))
        case .group, .navigationStack, .tab:
            return stacked(node, SceneStackLayout(axis: .vertical, of: node.node, scale: pixelsPerPoint))
        case .toolbarItem, .toolbarItemGroup:
            return Build.hstack(spacing: 8, node.content.map { widget(for: $0) })
        case .zStack:
            // As large as its largest view, and as wide as the room when one of them takes it (a shape does). A view that
            // does not take the room along an axis keeps its own size there, placed where `alignment:` says (centred by
            // default), rather than stretched over the others: `ZStack(alignment: .top) { Form { … }; preview }` pins
            // the preview at the form's top edge (https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)).
            let written = node.node.arguments.first { $0.label == "alignment" }.flatMap { argument -> String? in
                if case .expression(let written) = argument.value { written } else { nil }
            }
            let (horizontal, vertical) = Self.alignment(written)
            let children = node.content.map { child -> WidgetPlan in
                let drawn = widget(for: child)
                let takes = self.takes(child, drawn: drawn, along: nil)
                var placed = drawn
                if !takes.contains(.vertical) { placed.properties[.valign] = .alignment(vertical) }
                if !takes.contains(.horizontal), drawn.alignment(.halign) == nil { placed.properties[.halign] = .alignment(horizontal) }
                return placed
            }
            let expands = children.contains { $0.bool(.hexpand) == true }
            return WidgetPlan(.overlay, expands ? [.hexpand: .bool(true), .measuresLayers: .bool(true)] : [.measuresLayers: .bool(true)],
                              children: children)
        case .scrollView:
            // It takes the height it is offered, up to the device's screen's (about an iPhone's where the stage is no
            // device's), then it scrolls. Its content is a VStack of its views, centred across the scroll view unless it
            // takes the room (https://developer.apple.com/documentation/swiftui/scrollview).
            let content = stacked(node, SceneStackLayout(axis: .vertical, of: node.node, scale: pixelsPerPoint))
            if node.node.scrollsHorizontally {
                // Along the row: as wide as it is offered, as tall as its content, scrolling what is wider than the
                // screen sideways inside it rather than widening the screen.
                return WidgetPlan(.scroller, [.orientation: .orientation(.horizontal), .hexpand: .bool(true), .halign: .alignment(.fill)],
                                  children: [content])
            }
            let takes: SceneAxes = content.bool(.hexpand) == true ? .horizontal : []
            let tallest = PlatformTheme.of(context.platform).deviceScreen?.height ?? 640
            return WidgetPlan(.scroller, [.vexpand: .bool(true), .valign: .alignment(.fill), .maximumHeight: .int(tallest)],
                              children: [Self.centred(content, taking: takes)])
        case .lazyVGrid:
            return grid(node)
        case .section:
            // Outside a form or list a section is its header over its views (https://developer.apple.com/documentation/swiftui/section).
            let header = sectionHeader(node).map { [Build.text($0, classes: ["heading"], [.halign: .alignment(.start)])] } ?? []
            return Build.vstack(spacing: 6, header + node.content.map { widget(for: $0) } + slot(node, "footer"))
        }
    }

    /// A section's header: its title, or the text of its `header:` closure.
    func sectionHeader(_ node: ResolvedSceneNode) -> String? {
        node.node.title ?? node.node.slots.first { $0.label == "header" }?.children.compactMap(\.title).first
    }

    /// The widgets of `node`'s closure `label`, as dim captions (a section's footer).
    mutating func slot(_ node: ResolvedSceneNode, _ label: String) -> [WidgetPlan] {
        node.slot(label).map { Build.text($0.node.title ?? "", classes: ["dim-label", "caption"], [.halign: .alignment(.start)]) }
    }

    /// `widget` with what `node`'s modifiers add around it: its layers and swipe actions (SceneDrawing+Attachments); the
    /// toolbar `.toolbar { }` fills, as a placed card's toolbar is drawn, titled by `.navigationTitle`, else the
    /// navigation title above it. Its `.contextMenu { }` drawn open and the screens it presents go to
    /// ``presentations``, drawn after the scene (SceneDrawing+Presentations).
    mutating func decorated(_ plain: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        let widget = attached(plain, node)
        let title = node.node.modifiers.lazy.compactMap { modifier -> String? in
            if case .navigationTitle(let title, _) = modifier.kind { return title }
            return nil
        }.last
        var above: [WidgetPlan] = []
        var toolbarItems: [ToolbarItemSide: [WidgetPlan]] = [:]
        var hasToolbar = false
        for (modifier, nodes) in node.modifierContents {
            guard case .toolbar = modifier else { continue }
            hasToolbar = true
            for item in nodes {
                let placement = item.node.arguments.first { $0.label == "placement" }.flatMap { argument -> String? in
                    if case .expression(let written) = argument.value { written } else { nil }
                }
                let side = ToolbarItemSide.of(placement, on: context.platform)
                // The bottom bar places each item of a group on its own (a watch's in the screen's corners).
                let outside = drawsToolbarItems
                drawsToolbarItems = true
                let drawn = side == .bottom && item.node.kind == .layout(.toolbarItemGroup) ? item.content.map { self.widget(for: $0) }
                                                                                              : [self.widget(for: item)]
                drawsToolbarItems = outside
                toolbarItems[side, default: []].append(contentsOf: drawn)
            }
        }
        // The search field where the platform puts it (``SearchFieldPlacement``).
        let search = SearchFieldPlacement.prompt(in: node.node.modifiers)
            .map { (placement: SearchFieldPlacement.of(context.platform, era: era), prompt: $0) }
        if let search, search.placement == .toolbarTrailing {
            hasToolbar = true
            toolbarItems[.trailing, default: []].append(search.placement.field(search.prompt))
        }
        // The title as the platform shows it (``NavigationTitleLook``): large under the bar, or in the bar; inline in
        // the bar where the code asks for it (`.navigationBarTitleDisplayMode(.inline)`).
        let look = NavigationTitleLook.of(context.platform)
        let large = look.isLarge && !Self.asksForInlineTitle(node.node)
        let watchCorners = context.platform == .watchOS && !((toolbarItems[.leading] ?? []) + (toolbarItems[.trailing] ?? [])).isEmpty
        if watchCorners {
            // Apple Watch puts a bar's buttons in the screen's top corners, the clock between them, and the title under
            // them at the leading edge (https://developer.apple.com/design/human-interface-guidelines/toolbars, watchOS:
            // buttons go in the top corners; the gallery's reading of watchOS 10's bar for the clock and the title).
            above.append(Build.watchCornerBar(leading: toolbarItems[.leading] ?? [], trailing: toolbarItems[.trailing] ?? []))
            if let title { above.append(Build.text(title, classes: ["toolbar-title", NavigationTitleLook.cssClass], [.halign: .alignment(.start), .truncates: .bool(true)])) }
        } else if hasToolbar || (title != nil && !large) {
            above.append(Build.toolbar(title: large ? "" : title ?? "", era: era, leading: toolbarItems[.leading] ?? [],
                                       principal: toolbarItems[.principal] ?? [], centresTitle: look.isCentred || (look.isLarge && !large),
                                       titleClasses: look.isLarge ? [] : [NavigationTitleLook.cssClass], toolbarItems[.trailing] ?? []))
        }
        if let title, large {
            // iPhone and iPad keep the bar's row over a large title even when it holds no items, so the title stands
            // under the bar (``navigationBarHeight``), not against the status bar.
            if !hasToolbar, [.iOS, .iPadOS].contains(context.platform) {
                above.append(WidgetPlan(.box, [.orientation: .orientation(.vertical), .spacing: .int(0), .height: .int(Self.navigationBarHeight)]).decorative())
            }
            above.append(Build.text(title, classes: [NavigationTitleLook.cssClass], [.halign: .alignment(.start)]))
        }
        if let search, search.placement == .underTitle { above.append(search.placement.field(search.prompt)) }
        // Apple Watch shows the first item without a corner of its own under the bar, across the screen
        // (``ToolbarItemSide/underBar``); the others it does not show.
        if let item = toolbarItems[.underBar]?.first {
            above.append(item.with(.hexpand, .bool(true)).with(.halign, .alignment(.fill)))
        }
        var below = toolbarItems[.bottom].map { [Build.bottomToolbar(era: era, spreadsToCorners: context.platform == .watchOS, $0)] } ?? []
        if let search, search.placement == .bottom { below.append(search.placement.field(search.prompt)) }
        guard !above.isEmpty || !below.isEmpty else { return widget }
        guard !below.isEmpty else {
            // On a device's screen the content under the bar is centred in the room the bar leaves, as SwiftUI centres a
            // view in its safe area; a view that takes the height (a List, a ScrollView) fills it anyway.
            guard PlatformTheme.of(context.platform).deviceScreen != nil else { return Build.vstack(spacing: 8, above + [widget]) }
            guard !takes(node, drawn: widget, along: nil).contains(.vertical) else {
                // A List or a Form runs down from under the bar.
                return Build.vstack(spacing: 8, above + [widget]).fillingItsContainer()
            }
            // Centred both ways, as across the screen without a bar, unless it takes the room across.
            let across = Self.centred(widget, taking: takes(node, drawn: widget, along: nil).intersection(.horizontal))
            let centred = across.with(.vexpand, .bool(true)).with(.valign, .alignment(.center))
            return Build.vstack(spacing: 8, above + [centred]).fillingItsContainer()
        }
        // A bottom toolbar spans the screen, whatever the width of the content above it, which stays centred unless
        // it takes the room across (a List, a Form), as it does without the bar; the bar and a bottom search field
        // stand on the screen's bottom edge, however short the content above them.
        let content = Self.centred(widget, taking: takes(node, drawn: widget, along: nil).intersection(.horizontal))
        let room = WidgetPlan(.box, [.orientation: .orientation(.vertical), .spacing: .int(0), .vexpand: .bool(true)]).decorative()
        return Build.vstack(spacing: 8, above + [content, room] + below).fillingItsContainer()
    }
}

extension SceneDrawing {
    /// The height of iPhone's and iPad's navigation bar row, in points: UIKit's standard bar, over which a large title
    /// stands (https://developer.apple.com/documentation/uikit/uinavigationbar; 44 points is the gallery's reading of it).
    static let navigationBarHeight = 44

    /// Whether `node` asks for its navigation title inline in the bar: `.navigationBarTitleDisplayMode(.inline)` or
    /// `.toolbarTitleDisplayMode(.inline)` (https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)).
    static func asksForInlineTitle(_ node: SceneNode) -> Bool {
        node.modifiers.contains { modifier in
            guard case .other(let name, let source) = modifier.kind else { return false }
            return ["navigationBarTitleDisplayMode", "toolbarTitleDisplayMode"].contains(name) && source.contains(".inline")
        }
    }

    /// How a Text of words computed as the app runs shows its expression: `item.name` as written; a string literal
    /// interpolating values (`"\(count) movies"`) without its quotes, and one that is a single interpolation
    /// (`"\(movies.count)"`) as the expression inside; cut after 40 characters.
    static func runtimeWords(_ source: String) -> String {
        var shown = source
        if shown.count >= 2, shown.hasPrefix("\""), shown.hasSuffix("\""), !shown.hasPrefix("\"\"\"") {
            shown = String(shown.dropFirst().dropLast())
            if shown.hasPrefix("\\("), shown.hasSuffix(")"), closingParenthesis(of: shown) == shown.index(before: shown.endIndex) {
                shown = String(shown.dropFirst(2).dropLast())
            }
        }
        return shown.count > 40 ? shown.prefix(39) + "…" : shown
    }

    /// Where the parenthesis opened by the `\(` at the start of `text` closes, or nil.
    private static func closingParenthesis(of text: String) -> String.Index? {
        var depth = 0
        for index in text.indices.dropFirst() {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
