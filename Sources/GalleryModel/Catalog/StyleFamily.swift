/// A kind of SwiftUI view whose look is chosen by a style modifier, such as
/// `Toggle` with `toggleStyle(_:)`. The gallery has one page per family.
public enum StyleFamily: String, CaseIterable, Codable, Sendable, NamedValue {
    case button
    case toggle
    case picker
    case datePicker
    case menu
    case gauge
    case progressView
    case label
    case textField
    case textEditor
    case list
    case table
    case disclosureGroup
    case navigationSplitView
    case tabView
    case controlGroup

    public static let kindName: LocalizedText = say("family")
    public static let kindPluralName: LocalizedText = say("families")

    /// The SwiftUI view type: `DatePicker`.
    public var viewName: String {
        switch self {
        case .button: "Button"
        case .toggle: "Toggle"
        case .picker: "Picker"
        case .datePicker: "DatePicker"
        case .menu: "Menu"
        case .gauge: "Gauge"
        case .progressView: "ProgressView"
        case .label: "Label"
        case .textField: "TextField"
        case .textEditor: "TextEditor"
        case .list: "List"
        case .table: "Table"
        case .disclosureGroup: "DisclosureGroup"
        case .navigationSplitView: "NavigationSplitView"
        case .tabView: "TabView"
        case .controlGroup: "ControlGroup"
        }
    }

    /// The style modifier without its argument label list: `datePickerStyle`.
    public var modifierName: String {
        rawValue + "Style"
    }

    /// The style protocol: `DatePickerStyle`.
    public var protocolName: String {
        viewName + "Style"
    }

    /// The page title in the sidebar: "Date Pickers".
    public var title: String {
        switch self {
        case .button: "Buttons"
        case .toggle: "Toggles"
        case .picker: "Pickers"
        case .datePicker: "Date Pickers"
        case .menu: "Menus"
        case .gauge: "Gauges"
        case .progressView: "Progress Views"
        case .label: "Labels"
        case .textField: "Text Fields"
        case .textEditor: "Text Editors"
        case .list: "Lists"
        case .table: "Tables"
        case .disclosureGroup: "Disclosure Groups"
        case .navigationSplitView: "Split Views"
        case .tabView: "Tab Views"
        case .controlGroup: "Control Groups"
        }
    }

    /// Whether the family's examples need wide cards (two to a row instead of three).
    public var prefersWideCards: Bool {
        [.datePicker, .list, .table, .navigationSplitView, .tabView, .textEditor].contains(self)
    }

    /// The freedesktop icon shown beside the family in the sidebar.
    public var sidebarIcon: String {
        switch self {
        case .button: "input-mouse-symbolic"
        case .toggle: "emblem-ok-symbolic"
        case .picker: "view-list-symbolic"
        case .datePicker: "x-office-calendar-symbolic"
        case .menu: "open-menu-symbolic"
        case .gauge: "power-profile-balanced-symbolic"
        case .progressView: "content-loading-symbolic"
        case .label: "user-bookmarks-symbolic"
        case .textField: "insert-text-symbolic"
        case .textEditor: "accessories-text-editor-symbolic"
        case .list: "view-list-bullet-symbolic"
        case .table: "x-office-spreadsheet-symbolic"
        case .disclosureGroup: "pan-down-symbolic"
        case .navigationSplitView: "view-dual-symbolic"
        case .tabView: "view-paged-symbolic"
        case .controlGroup: "view-grid-symbolic"
        }
    }
}
