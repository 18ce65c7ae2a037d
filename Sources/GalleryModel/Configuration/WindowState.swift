/// How the window was left: the page it showed, its size, whether it was maximised and whether
/// the inspector showed. The state file keeps it beside the configuration (``RememberedState``).
public struct WindowState: Sendable, Equatable {
    /// The sizes, in pixels, a remembered width or height may have: a window GTK can show.
    public static let sizes: ClosedRange<Int> = 200...16_384

    /// The page shown.
    public var page: GalleryPage
    /// The width of the window when not maximised, within ``sizes``.
    public private(set) var width: Int
    /// The height of the window when not maximised, within ``sizes``.
    public private(set) var height: Int
    /// Whether the window was maximised (it keeps its width and height for when it is not).
    public var maximized: Bool
    /// Whether the inspector showed, beside or below the page.
    public var inspectorVisible: Bool

    /// A window state; a width or height outside ``sizes`` is brought to its nearest end, so that every
    /// state the window reports can be written and read back.
    public init(page: GalleryPage = .family(.button), width: Int = 1280, height: Int = 820, maximized: Bool = false,
                inspectorVisible: Bool = true) {
        self.page = page
        self.width = Self.sizes.clamp(width)
        self.height = Self.sizes.clamp(height)
        self.maximized = maximized
        self.inspectorVisible = inspectorVisible
    }
}

/// The window state's JSON form, the state file's `window` member. Every field may be left out
/// (it keeps its default); unknown fields, wrong types and sizes out of range are refused.
extension WindowState: Codable {
    private enum Field: String, CaseIterable {
        case page, width, height, maximized, inspectorVisible
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(page.id, forKey: AnyKey(Field.page.rawValue))
        try container.encode(width, forKey: AnyKey(Field.width.rawValue))
        try container.encode(height, forKey: AnyKey(Field.height.rawValue))
        try container.encode(maximized, forKey: AnyKey(Field.maximized.rawValue))
        try container.encode(inspectorVisible, forKey: AnyKey(Field.inspectorVisible.rawValue))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.refuseUnknownKeys(allowed: Field.allCases.map(\.rawValue))
        self.init()
        let pageKey = AnyKey(Field.page.rawValue)
        if let name = try container.decodeIfPresent(String.self, forKey: pageKey) {
            do {
                page = try GalleryPage.windowPage(named: name)
            } catch {
                throw FieldProblem(forKey: pageKey, in: container, error.text)
            }
        }
        width = try container.decodeInteger(forKey: Field.width.rawValue, in: Self.sizes) ?? width
        height = try container.decodeInteger(forKey: Field.height.rawValue, in: Self.sizes) ?? height
        maximized = try container.decodeIfPresent(Bool.self, forKey: AnyKey(Field.maximized.rawValue)) ?? maximized
        inspectorVisible = try container.decodeIfPresent(Bool.self, forKey: AnyKey(Field.inspectorVisible.rawValue)) ?? inspectorVisible
    }
}

extension ClosedRange where Bound == Int {
    /// `value`, or the nearest end of the range when it lies outside.
    fileprivate func clamp(_ value: Int) -> Int {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
