import CGtk
import GalleryModel

/// The window's actions GTK must know by name: the main menu's items, the accelerators (Ctrl+1 … Ctrl+6, Ctrl+E…) and
/// the header's toggle buttons activate them. Each stands for the ``WindowAction`` it sends; its name is used only
/// inside the binding (menus, accelerators, actionable buttons), never to drive the window. Widgets that hold the
/// store send their actions directly.
enum NamedCommand: CaseIterable {
    case platform(Platform)
    case exportConfiguration, importConfiguration, openScene, newScene, exportImages
    case search, nextArea, previousArea, shortcuts, about
    /// The header's toggle buttons and their keys: each shows part of the state and asks to turn it over.
    case dark, inspector, variants, sidebar

    static var allCases: [NamedCommand] {
        Platform.allCases.map(NamedCommand.platform) + [
            .exportConfiguration, .importConfiguration, .openScene, .newScene, .exportImages, .search, .nextArea, .previousArea,
            .shortcuts, .about, .dark, .inspector, .variants, .sidebar,
        ]
    }

    /// The action's name in the window's action group (`win.` and this).
    var name: String {
        switch self {
        case .platform(let platform): "platform-\(platform.rawValue)"
        case .exportConfiguration: "export"
        case .importConfiguration: "import"
        case .openScene: "open-scene"
        case .newScene: "new-scene"
        case .exportImages: "export-images"
        case .search: "search"
        case .nextArea: "next-area"
        case .previousArea: "previous-area"
        case .shortcuts: "show-help-overlay"
        case .about: "about"
        case .dark: "dark"
        case .inspector: "inspector"
        case .variants: "variants"
        case .sidebar: "sidebar"
        }
    }

    /// The detailed name a menu item or an accelerator uses.
    var detailedName: String {
        "win." + name
    }

    /// For a toggle, the part of `state` it shows; nil for a command without state.
    func isOn(in state: WindowModel) -> Bool? {
        switch self {
        case .dark: state.configuration.colorScheme == .dark
        case .inspector: state.inspectorShown
        case .variants: state.variants.shown
        case .sidebar: state.sidebarShown
        default: nil
        }
    }

    /// What activating the command asks; a toggle asks for `on`. `focused` is the area the keyboard focus is in, for F6.
    func action(on: Bool, focused: WindowArea?) -> WindowAction {
        switch self {
        case .platform(let platform): .choosePlatform(platform)
        case .exportConfiguration: .chooseExport
        case .importConfiguration: .chooseImport
        case .openScene: .chooseSceneFile
        case .newScene: .composer(.new)
        case .exportImages: .chooseImageFolder
        case .search: .focusSearch
        case .nextArea: .moveFocus(forward: true, from: focused)
        case .previousArea: .moveFocus(forward: false, from: focused)
        case .shortcuts: .showShortcuts
        case .about: .showAbout
        case .dark: .chooseColorScheme(on ? .dark : .light)
        case .inspector: .showInspector(on)
        case .variants: .showVariants(on)
        case .sidebar: .showSidebar(on)
        }
    }
}
