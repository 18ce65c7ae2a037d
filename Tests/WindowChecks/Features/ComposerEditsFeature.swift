import CGtk
import GalleryModel
import GalleryWindow

/// The composer builds a scene through its actions: a Form holding a Toggle, styled on the Form; its buttons follow what
/// can be done (undo once there is an edit, Move Up not on the first view, Move In not without a neighbour); undo and
/// redo walk the edits.
@MainActor
enum ComposerEditsFeature: WindowCheck {
    nonisolated static let name = "composerEdits"

    static func run(_ check: WindowDriver) throws {
        check.send(.choosePlatform(.iOS), .composer(.new))
        check.expect(check.state.page == .composer)
        try compose(formWithToggle: check)
        let composer = check.state.composer.composer
        let code = composer.source
        check.expect(code.contains("Form {") && code.contains("Toggle(\"Wi-Fi\", isOn: $isOn)") && code.contains(".toggleStyle(.button)"), code)
        let rows = try outline(check)
        check.expect(rows.first?.hasPrefix("Form") == true && rows.contains { $0.hasPrefix("Toggle “Wi-Fi”: button") }, "\(rows)")
        check.expect(isSensitive("composer-undo", check), "Undo is dimmed after an edit")
        check.expect(!isSensitive("composer-move-up", check), "Move Up is not dimmed on the first view")
        // The Toggle is the Form's only view: it has no neighbour to move into.
        check.expect(!isSensitive("composer-move-in", check), "Move In is not dimmed without a neighbour")
        check.photograph(check.window.toplevel, as: "shot-composer-iOS")

        check.send(.composer(.undo), .composer(.undo))
        check.expect(!styleOnForm(check), "undo left the style on the Form")
        check.send(.composer(.redo), .composer(.redo))
        check.expect(styleOnForm(check), "redo did not bring the style back")
        check.send(.choosePlatform(.watchOS))
        check.photograph(check.window.toplevel, as: "shot-composer-watchOS")
    }

    /// Adds a Form, a Toggle into it, `.toggleStyle(.button)` on the Form and "Wi-Fi" as the Toggle's title.
    static func compose(formWithToggle check: WindowDriver) throws {
        let form = try check.require(ScenePalette.items.first { $0.title == "Form" })
        let toggle = try check.require(ScenePalette.items.first { $0.title == "Toggle" })
        check.send(.composer(.insert(form)), .composer(.insert(toggle)))
        // The Toggle went into the chosen Form; choose the Form again and set Toggle's style on it.
        let button = try StyleCatalog.style(named: "button", in: .toggle)
        check.send(.chooseSceneNode(ScenePath([0])), .composer(.setStyle(.toggle, button)), .chooseSceneNode(ScenePath([0, 0])),
                   .composer(.setTitle("Wi-Fi")))
    }

    /// The composer's outline as a screen reader reads it, row by row, from the rows the window shows.
    static func outline(_ check: WindowDriver) throws -> [String] {
        let resolved = SceneResolver.resolve(check.state.composer.scene, in: check.state.configuration.context)
        return SceneOutline(resolved).rows.compactMap { row in
            check.widget(named: "outline:\(row.path)").map { _ in row.accessibleName.english }
        }
    }

    private static func styleOnForm(_ check: WindowDriver) -> Bool {
        check.state.composer.composer.scene.roots.first?.modifiers.contains {
            if case .style(let style, _) = $0.kind { style.family == .toggle } else { false }
        } ?? false
    }

    /// Whether the composer's button named `name` can be pressed now.
    static func isSensitive(_ name: String, _ check: WindowDriver) -> Bool {
        check.widget(named: name).map { gtk_widget_get_sensitive($0) != 0 } ?? false
    }
}
