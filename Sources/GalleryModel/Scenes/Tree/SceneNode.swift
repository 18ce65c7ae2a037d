/// Where something was written in a scene's source: a 1-based line and column (UTF-8 columns, as the Swift
/// compiler counts them), and the file when it is not the scene's own. Scenes built without source (a card's scene)
/// carry `.none`.
///
/// A scene read from a project draws views written in other files (a custom view's body, a modifier's, a computed
/// property's): each keeps the file it is written in, so the outline and the inspector say where each control is.
public struct SceneLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The line, from 1; 0 when the node was not read from source.
    public let line: Int
    /// The column, from 1; 0 when the node was not read from source.
    public let column: Int
    /// The file it is written in, as the reader named it (a project's files by their paths), or nil for the scene's
    /// own file.
    public let file: String?

    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    /// No place in any source.
    public static let none = SceneLocation(line: 0, column: 0)

    /// The scene's own file first, then other files by name, each in line and column order.
    public static func < (a: SceneLocation, b: SceneLocation) -> Bool {
        (a.file ?? "", a.line, a.column) < (b.file ?? "", b.line, b.column)
    }

    /// "12:5" in the scene's own file, "Row.swift:12:5" in another (the file's last path component).
    public var description: String {
        described(namingFile: Self.fileName)
    }

    /// "12:5" in the scene's own file, "NAME:12:5" in another, its path named by `name` (the command line names it
    /// from the working folder).
    public func described(namingFile name: (String) -> String) -> String {
        guard let file else { return "\(line):\(column)" }
        return "\(name(file)):\(line):\(column)"
    }

    /// A path's last component: `Row.swift` of `Sources/App/Row.swift`.
    public static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// What kind of SwiftUI view a scene node is.
public enum SceneViewKind: Sendable, Hashable {
    /// A view whose look a style family chooses: Toggle, Picker, Menu, List, Form, Button, Label, TextField…
    case styled(StyleFamily)
    /// A container that only arranges or groups what it holds.
    case layout(SceneLayout)
    /// A view with no style family of its own.
    case plain(ScenePlainView)
    /// A view the gallery does not know (a type the file does not define), drawn as a labelled placeholder.
    case unknown(String)
    /// A view of the project's that UIKit, AppKit or WatchKit draws (a representable), drawn as a box naming the class.
    case platformView(ScenePlatformView)
    /// A part of a custom style's configuration where its `makeBody` places it (``SceneStyleBody``): bound to the
    /// control's own part when the style draws a control.
    case stylePart(SceneStylePart)

    /// Whether its first unlabelled argument is its title (`Toggle("Wi-Fi", isOn:)`, `Section("Donuts")`): true for
    /// Text, controls and titled containers; false where that argument is data (`List(items)`, `Table(orders)`,
    /// `ProgressView(progress)`), a name (`Image("Logo")`, `Color("Brand")`) or a view of the project's.
    var takesTitleFirst: Bool {
        switch self {
        case .styled(let family): ![.list, .table, .progressView].contains(family)
        case .layout(let layout): [.section, .tab].contains(layout)
        case .plain(let view): ![.image, .color, .tableRow].contains(view)
        case .unknown, .platformView, .stylePart: false
        }
    }

    /// The SwiftUI type name as source writes it: `Toggle`, `VStack`, `Text`, or the unknown name.
    public var typeName: String {
        switch self {
        case .styled(let family): family.viewName
        case .layout(let layout): layout.rawValue
        case .plain(let view): view.rawValue
        case .unknown(let name): name
        case .platformView(let view): view.name
        case .stylePart(let part): part.written
        }
    }
}

/// Containers that arrange or group views without a style family of their own.
public enum SceneLayout: String, Sendable, Hashable, CaseIterable {
    case vStack = "VStack"
    case hStack = "HStack"
    case zStack = "ZStack"
    case group = "Group"
    case scrollView = "ScrollView"
    case section = "Section"
    case navigationStack = "NavigationStack"
    case tab = "Tab"
    case toolbarItem = "ToolbarItem"
    case toolbarItemGroup = "ToolbarItemGroup"
    /// https://developer.apple.com/documentation/swiftui/lazyvgrid: cells in the columns its `columns:` describe
    /// (``GridColumns``), row after row.
    case lazyVGrid = "LazyVGrid"
}

/// Views with no style family and no children of their own.
public enum ScenePlainView: String, Sendable, Hashable, CaseIterable {
    case text = "Text"
    case image = "Image"
    /// Takes the text field style in force (`textFieldStyle(_:)` applies to secure fields too).
    case secureField = "SecureField"
    case spacer = "Spacer"
    case divider = "Divider"
    case color = "Color"
    // Shapes (https://developer.apple.com/documentation/swiftui/shapes): each fills the room it is offered with the
    // foreground style unless `.fill(_:)` or `.stroke(_:)` says otherwise. ``SceneShapeOutline`` is the outline drawn.
    case rectangle = "Rectangle"
    case roundedRectangle = "RoundedRectangle"
    case unevenRoundedRectangle = "UnevenRoundedRectangle"
    case circle = "Circle"
    case capsule = "Capsule"
    case ellipse = "Ellipse"
    case containerRelativeShape = "ContainerRelativeShape"
    // Gradients (https://developer.apple.com/documentation/swiftui/lineargradient and its siblings) fill the room they
    // are offered, as a rectangle does.
    case linearGradient = "LinearGradient"
    case radialGradient = "RadialGradient"
    case angularGradient = "AngularGradient"
    case ellipticalGradient = "EllipticalGradient"
    // Views that act without a style of their own (https://developer.apple.com/documentation/swiftui/navigationlink,
    // /link, /sharelink, /editbutton): drawn as their label in the accent colour, a navigation link in a list or form
    // as a row with a disclosure chevron.
    case navigationLink = "NavigationLink"
    case link = "Link"
    case shareLink = "ShareLink"
    case editButton = "EditButton"
    /// A column of a Table (https://developer.apple.com/documentation/swiftui/tablecolumn): its title heads the column
    /// the Table draws.
    case tableColumn = "TableColumn"
    /// A row a Table's `rows:` closure writes (https://developer.apple.com/documentation/swiftui/tablerow).
    case tableRow = "TableRow"
    /// What a screen shows when it has nothing to show: a symbol, a title and a description
    /// (https://developer.apple.com/documentation/swiftui/contentunavailableview).
    case contentUnavailableView = "ContentUnavailableView"
    /// A title and a well showing the chosen colour (https://developer.apple.com/documentation/swiftui/colorpicker).
    case colorPicker = "ColorPicker"
    /// A value picked along a track (https://developer.apple.com/documentation/swiftui/slider), drawn as the Slider
    /// page draws it; it has no style to choose.
    case slider = "Slider"
    /// A value stepped up and down by a − and a + (https://developer.apple.com/documentation/swiftui/stepper), drawn as
    /// each platform draws its stepper (``StepperDrawing``); it has no style to choose.
    case stepper = "Stepper"
    // Swift Charts (https://developer.apple.com/documentation/charts), which a SwiftUI app imports beside SwiftUI: a
    // Chart draws the marks its closure writes (``SceneChartPlot``); a mark stands only inside a Chart.
    case chart = "Chart"
    case barMark = "BarMark"
    case lineMark = "LineMark"
    case areaMark = "AreaMark"
    case pointMark = "PointMark"
    case rectangleMark = "RectangleMark"
    case ruleMark = "RuleMark"
    case sectorMark = "SectorMark"

    /// The marks of Swift Charts, each drawn by the Chart that holds it.
    public static let chartMarks: [ScenePlainView] = [.barMark, .lineMark, .areaMark, .pointMark, .rectangleMark, .ruleMark, .sectorMark]
}

/// One argument of a view's initializer, as written: `isOn: $wifi`, `systemImage: "wifi"`, `"Wi-Fi"`.
public struct SceneArgument: Sendable, Hashable {
    /// The argument label, or nil for an unlabelled argument.
    public var label: String?
    /// The value.
    public var value: SceneValue

    public init(_ label: String?, _ value: SceneValue) {
        self.label = label
        self.value = value
    }
}

/// The value of an initializer argument, as far as the gallery reads it.
public enum SceneValue: Sendable, Hashable {
    /// A string literal's text, unescaped (a title SwiftUI looks up that the app's string table lacks is shown so).
    case string(String)
    /// A title SwiftUI takes as a `LocalizedStringKey`, found in the app's string table: shown as the table's words,
    /// written as its key.
    case localized(SceneLocalizedString)
    /// A binding to state: `$wifi`, by the state's name.
    case binding(String)
    /// A number literal.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// Any other expression, kept as source text so the scene prints back as written.
    case expression(String)
    /// `configuration.isOn ? "checkmark.circle.fill" : "circle"` in a custom style's code: one value or the other, as the
    /// flag stands for the control the style draws.
    indirect case choice(SceneStyleFlag, ifTrue: SceneValue, ifFalse: SceneValue)

    /// The words a title shows: a literal's text, or a localized key's words from the table; nil for any other value.
    public var words: String? {
        switch self {
        case .string(let text): text
        case .localized(let localized): localized.words
        default: nil
        }
    }
}

/// A closure after the main one, with its label: `label: { … }` of a Menu, `header: { … }` of a Section.
public struct SceneSlot: Sendable, Equatable {
    /// The closure's argument label: `label`, `header`, `footer`, `currentValueLabel`.
    public var label: String
    /// The views the closure holds.
    public var children: [SceneNode]

    public init(label: String, children: [SceneNode]) {
        self.label = label
        self.children = children
    }
}

/// One view of a scene, as SwiftUI source writes it: its type, its initializer's arguments, the views its
/// closures hold and its modifiers in source order (the first written is the closest to the view).
public struct SceneNode: Sendable, Equatable {
    /// What kind of view it is.
    public var kind: SceneViewKind
    /// The initializer's arguments, in order (closures excluded).
    public var arguments: [SceneArgument]
    /// The views of its main (or only) closure.
    public var children: [SceneNode]
    /// Its other labelled closures, in order.
    public var slots: [SceneSlot]
    /// Its modifiers, in source order.
    public var modifiers: [SceneModifier]
    /// Where the view's initializer begins.
    public var location: SceneLocation
    /// The project's declarations it was expanded from, the outermost first (a view whose body is one view holds
    /// both); empty for a view written where it stands.
    public var expansions: [SceneExpansion]

    public init(_ kind: SceneViewKind, arguments: [SceneArgument] = [], children: [SceneNode] = [], slots: [SceneSlot] = [],
                modifiers: [SceneModifier] = [], location: SceneLocation = .none, expansions: [SceneExpansion] = []) {
        self.kind = kind
        self.arguments = arguments
        self.children = children
        self.slots = slots
        self.modifiers = modifiers
        self.location = location
        self.expansions = expansions
    }

    /// The words of its title, its first unlabelled argument (or `Text(verbatim:)`'s): "Wi-Fi" of
    /// `Toggle("Wi-Fi", isOn: $wifi)`. A labelled string is something else (the symbol of `systemImage: "star"`, a
    /// LabeledContent's `value:`), and a title computed as the app runs (`Label(city.name, systemImage: "building.2")`)
    /// has no words yet: nil for both. An Image's one string is its title, the name the outline shows
    /// (`Image(systemName: "photo")`).
    public var title: String? {
        if kind == .plain(.image) { return arguments.lazy.compactMap(\.value.words).first }
        return arguments.first { $0.label == nil || $0.label == "verbatim" }?.value.words
    }

    /// The source of a title the app computes as it runs: `city.name` of `Label(city.name, systemImage: "building.2")`
    /// or `Text(item.name)`, its first unlabelled argument when that is an expression; nil when its title is a literal,
    /// and for views whose first argument is no title (a List's or a Table's data, a ProgressView's `Progress`, an
    /// Image's or a Color's name, a view the gallery does not know).
    public var computedTitleSource: String? {
        guard kind.takesTitleFirst, let argument = arguments.first(where: { $0.label == nil }),
              case .expression(let source) = argument.value else { return nil }
        return source
    }

    /// Where its title's words come from when the app's string table gave them: the key and the table; nil otherwise.
    public var titleLocalization: SceneLocalizedString? {
        arguments.lazy.compactMap { argument -> SceneLocalizedString? in
            if case .localized(let localized) = argument.value { return localized }
            return nil
        }.first
    }

    /// The words its label shows: its own title, else the first title in its `label:` closure (or, without one, in
    /// its content: `Toggle(isOn: $on) { Label("Stay Signed In", systemImage: "clock") }`); nil when it has none.
    public var labelTitle: String? {
        // An image has no words: `Image(systemName: "star")`'s string names its symbol (``labelSymbol``).
        if kind == .plain(.image) { return nil }
        return title ?? labelViews.lazy.compactMap(\.labelTitle).first
    }

    /// The symbol its label shows: its own `systemImage:` (an Image's `systemName:`), else the first in its label's
    /// views; nil when it has none.
    public var labelSymbol: String? {
        if kind == .plain(.image) { return ownSymbol }
        return ownSymbol ?? labelViews.lazy.compactMap(\.labelSymbol).first
    }

    /// The symbol the view itself names: an Image's `systemName:`, else its own `systemImage:`; nil when it names none
    /// (a stack, or a control whose symbol is a view of its label).
    public var ownSymbol: String? {
        if kind == .plain(.image) { return stringArgument("systemName") }
        return arguments.lazy.compactMap { argument -> String? in
            if argument.label == "systemImage", case .string(let name) = argument.value { return name }
            return nil
        }.first
    }

    /// Whether its label is built of more than one title, symbol or Label: several views, or one that is none of
    /// those (`HStack { Label(…); Spacer(); Image(…) }`), which a control shows as those views rather than as a title
    /// and a symbol.
    public var hasComposedLabel: Bool {
        let views = labelViews
        guard views.count == 1, let only = views.first else { return views.count > 1 }
        return ![.plain(.text), .plain(.image), .styled(.label)].contains(only.kind)
    }

    /// The tab a TabView's bar shows for it, from its `.tabItem { … }`: the title and symbol of a Label there, or the
    /// words of a Text and the symbol of an Image ("Tab views only support tab labels of type Text, Image, or an image
    /// followed by text": https://developer.apple.com/documentation/swiftui/view/tabitem(_:)); nil without one.
    var tabItem: SampleContent.Item? {
        for modifier in modifiers {
            guard case .attached(let attachment, let views) = modifier.kind, attachment.kind == .tabItem else { continue }
            let title = views.lazy.compactMap { $0.kind == .plain(.image) ? nil : $0.labelTitle }.first
            let symbol = views.lazy.compactMap(\.labelSymbol).first
                ?? views.lazy.compactMap { $0.kind == .plain(.image) ? $0.stringArgument("systemName") : nil }.first
            guard title != nil || symbol != nil else { return nil }
            return SampleContent.Item(title ?? "", symbol: symbol ?? "", badge: badge)
        }
        return nil
    }

    /// What `.badge(_:)` written on a tab's view or a list's row shows: a count (`.badge(3)`) or words
    /// (`.badge("New")`); nil for none, a count of 0, which SwiftUI hides, or a value the app computes
    /// (https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43).
    public var badge: String? {
        for modifier in modifiers.reversed() {
            guard let (name, source) = modifier.kind.written, name == .badge,
                  let open = source.firstIndex(of: "("), source.hasSuffix(")") else { continue }
            let argument = source[source.index(after: open)..<source.index(before: source.endIndex)].trimmingCharacters(in: .whitespaces)
            if let count = Int(argument) { return count == 0 ? nil : String(count) }
            if argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\""), !argument.contains("\\(") {
                return String(argument.dropFirst().dropLast())
            }
            return nil
        }
        return nil
    }

    /// Whether it is a ScrollView that scrolls along the row alone: `ScrollView(.horizontal)`, `ScrollView([.horizontal])`,
    /// `ScrollView(axes: .horizontal)` (https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)).
    var scrollsHorizontally: Bool {
        guard kind == .layout(.scrollView), let axes = arguments.first(where: { $0.label == nil || $0.label == "axes" }),
              case .expression(let written) = axes.value else { return false }
        let spelled = written.filter { !$0.isWhitespace }
        return [".horizontal", "[.horizontal]", "Axis.Set.horizontal"].contains(spelled)
    }

    /// The Image its label is, where the label is one (`Button { } label: { Image(systemName: "play.fill") }`).
    var labelImage: SceneNode? {
        let views = labelViews
        return views.count == 1 && views[0].kind == .plain(.image) ? views[0] : nil
    }

    /// Whether it asks for no row background: `.listRowBackground(Color.clear)`, `.listRowBackground(.clear)` or
    /// `.listRowBackground(EmptyView())`.
    var hasClearRowBackground: Bool {
        modifiers.contains { modifier in
            guard case .other(let name, let source) = modifier.kind, name == "listRowBackground" else { return false }
            let argument = source.filter { !$0.isWhitespace }
            return ["(Color.clear)", "(.clear)", "(EmptyView())"].contains { argument.hasSuffix($0) }
        }
    }

    /// The badge of the row it is: its own, else one written on a view of its label
    /// (`NavigationLink { … } label: { Label("Inbox", systemImage: "tray").badge(12) }`).
    var rowBadge: String? {
        badge ?? labelViews.lazy.compactMap(\.badge).first
    }

    /// The views that make its label: its `label:` closure's, or its content's when it has no such closure.
    private var labelViews: [SceneNode] {
        slots.first { $0.label == "label" }?.children ?? children
    }

    /// The style family that chooses its look, or nil: a SecureField takes the text field family's.
    public var family: StyleFamily? {
        switch kind {
        case .styled(let family): family
        case .plain(.secureField): .textField
        case .layout, .plain, .unknown, .platformView, .stylePart: nil
        }
    }

    /// Every view it holds, in a fixed order: the main closure's, then each slot's, then each modifier's
    /// content (`.toolbar { … }`, `.contextMenu { … }`). A ``ScenePath`` counts children in this order.
    public var allChildren: [SceneNode] {
        children + slots.flatMap(\.children) + modifiers.flatMap(\.content)
    }
}

/// Where a node sits in its scene: the index of each ancestor among its parent's ``SceneNode/allChildren``,
/// from a root of the scene. Outline rows, stage widgets and the inspector name nodes by their path.
public struct ScenePath: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// Indices from the scene's roots down.
    public let indices: [Int]

    public init(_ indices: [Int]) {
        self.indices = indices
    }

    /// The path of the `index`th child of the node at this path.
    public func appending(_ index: Int) -> ScenePath {
        ScenePath(indices + [index])
    }

    public static func < (a: ScenePath, b: ScenePath) -> Bool {
        a.indices.lexicographicallyPrecedes(b.indices)
    }

    /// "0.2.1".
    public var description: String { indices.map(String.init).joined(separator: ".") }
}
