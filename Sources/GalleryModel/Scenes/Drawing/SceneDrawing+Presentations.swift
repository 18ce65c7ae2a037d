/// The screens a view's modifiers present, drawn below the view as the platform shows them, under a caption naming
/// the modifier and the view it is written on: one function per kind of presentation, used wherever one appears.
/// ("Present content in a separate view that offers focused interaction":
/// https://developer.apple.com/documentation/swiftui/modal-presentations.)
extension SceneDrawing {
    /// What `attachment` on `presenter` shows, under its caption ("Shown by .sheet(isPresented: $adding) on List at 6:9");
    /// nil for an attachment that presents nothing (a layer, swipe actions, a tab item).
    mutating func presentation(_ attachment: SceneAttachment, _ nodes: [ResolvedSceneNode], on presenter: ResolvedSceneNode) -> WidgetPlan? {
        let panel: WidgetPlan
        switch attachment.kind {
        case .sheet: panel = sheet(nodes)
        case .fullScreenCover: panel = fullScreenCover(nodes)
        case .popover: panel = popover(nodes)
        case .inspector: panel = inspector(nodes)
        case .navigationDestination: panel = pushedScreen(nodes)
        case .alert: panel = alert(attachment, nodes)
        case .confirmationDialog: panel = confirmationDialog(attachment, nodes)
        case .overlay, .background, .safeAreaInset, .swipeActions, .tabItem: return nil
        }
        return captioned(panel, written: attachment.written, on: presenter)
    }

    /// `panel` under the caption naming the modifier as `written` and the view it is written on.
    func captioned(_ panel: WidgetPlan, written: String, on presenter: ResolvedSceneNode) -> WidgetPlan {
        let site = SceneSiteText.view(presenter.node.kind, at: presenter.node.location)
        let caption = WidgetPlan(.label, [.text: .localized(say("Shown by \(LocalizedText.verbatim(written)) on \(site)")),
                                          .halign: .alignment(.start), .wraps: .bool(true), .wrapsInsideWords: .bool(true)],
                                 classes: ["dim-label", "caption"], origin: .gallery)
        return Build.vstack(spacing: 6, classes: ["scene-presentation"], [caption, panel])
    }

    /// A context menu, drawn open as the menu a secondary click or a long press opens: its views as menu items, in the
    /// platform's menu layout, as a card in the menu placement shows its open menu (``MenuPreview``)
    /// (https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)).
    mutating func contextMenu(_ nodes: [ResolvedSceneNode], on presenter: ResolvedSceneNode) -> WidgetPlan {
        let menu = MenuPreview.plan(menuItems(nodes), layout: MenuLayout.on(context.platform, release: context.release))
        return captioned(menu.with(.halign, .alignment(.start)), written: ".contextMenu", on: presenter)
    }

    /// A sheet: a panel with rounded top corners holding its views; on iPhone and iPad with the grabber on top where
    /// the sheet can be resized (several `.presentationDetents`) or `.presentationDragIndicator(.visible)` asks for it
    /// ("You can show a drag indicator when it isn't apparent that a sheet can resize":
    /// https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:);
    /// "By default, sheets support the large detent": https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)).
    mutating func sheet(_ nodes: [ResolvedSceneNode]) -> WidgetPlan {
        let touch = [.iOS, .iPadOS].contains(context.platform)
        let grabber = touch && Self.showsDragIndicator(nodes.map(\.node))
            ? [WidgetPlan(.box, [.halign: .alignment(.center)], classes: ["scene-grabber"]).decorative()] : []
        return Build.vstack(spacing: 8, classes: ["scene-sheet"] + Self.screenClasses(nodes), grabber + nodes.map { widget(for: $0) })
    }

    /// The class a presented screen takes from what fills it: a grouped Form or List paints the screen in the grouped
    /// background, on which its rows' panels stand out (``Self/groupedScreen``), as it paints the stage; a screen of other
    /// views is the raised surface.
    static func screenClasses(_ nodes: [ResolvedSceneNode]) -> [String] {
        holdsGroupedRows(nodes) ? [groupedScreen] : []
    }

    /// The class of a presented screen a grouped Form or List fills.
    static let groupedScreen = "scene-grouped-screen"

    /// Whether the first view of `nodes`, looked for through the navigation stacks and groups around it, is a Form or a
    /// List whose rows stand on grouped panels (a grouped form, a grouped or inset grouped list).
    private static func holdsGroupedRows(_ nodes: [ResolvedSceneNode]) -> Bool {
        guard let first = nodes.first else { return false }
        switch first.node.kind {
        case .styled:
            return (first.control?.resolution.resolved.look as? any GroupedPanelRows)?.standsOnGroupedPanels == true
        case .layout(.navigationStack), .layout(.group), .layout(.vStack), .layout(.zStack):
            return holdsGroupedRows(first.children)
        default:
            return false
        }
    }

    /// Whether a sheet's views ask for the drag indicator: `.presentationDragIndicator(.visible)`, or several detents
    /// without `.presentationDragIndicator(.hidden)`.
    static func showsDragIndicator(_ nodes: [SceneNode]) -> Bool {
        let written = nodes.flatMap(\.modifiers).compactMap(\.kind.written)
        if let indicator = written.first(where: { $0.name == .presentationDragIndicator }) {
            return indicator.source.contains(".visible")
        }
        guard let detents = written.first(where: { $0.name == .presentationDetents }) else { return false }
        return detents.source.filter { $0 == "," }.count >= 1
    }

    /// A full-screen cover: its views on a screen of their own, edge to edge
    /// (https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)).
    mutating func fullScreenCover(_ nodes: [ResolvedSceneNode]) -> WidgetPlan {
        Build.vstack(spacing: 8, classes: ["scene-cover"] + Self.screenClasses(nodes), nodes.map { widget(for: $0) })
    }

    /// A popover: a bordered bubble on iPad, the Mac and Vision Pro; on iPhone, where the width is compact, SwiftUI shows
    /// it as a sheet ("In a horizontally compact environment, popovers adapt to sheets by default":
    /// https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)).
    mutating func popover(_ nodes: [ResolvedSceneNode]) -> WidgetPlan {
        guard context.platform != .iOS else { return sheet(nodes) }
        return Build.vstack(spacing: 8, classes: ["scene-popover"] + Self.screenClasses(nodes), nodes.map { widget(for: $0) })
            .with(.halign, .alignment(.start))
    }

    /// An inspector: a column at the trailing edge on iPad and the Mac; on iPhone a sheet
    /// (https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:): "In a compact size class,
    /// the inspector presents as a sheet").
    mutating func inspector(_ nodes: [ResolvedSceneNode]) -> WidgetPlan {
        guard context.platform != .iOS else { return sheet(nodes) }
        return Build.vstack(spacing: 8, classes: ["scene-inspector"] + Self.screenClasses(nodes), nodes.map { widget(for: $0) })
            .with(.halign, .alignment(.end))
    }

    /// The screen a navigation destination pushes: its views under a bar with the back button, the chevron with
    /// "Back" on iPhone and iPad, the chevron alone in the Mac's toolbar
    /// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)).
    mutating func pushedScreen(_ nodes: [ResolvedSceneNode]) -> WidgetPlan {
        let chevron = Build.icon("chevron.left", classes: ["link-button"])
        let back = context.platform == .macOS ? [chevron] : [chevron, Build.text("Back", classes: ["link-button"]).from(.system)]
        let bar = Build.hstack(spacing: 4, classes: ["scene-pushed-bar"], back)
        return Build.vstack(spacing: 8, classes: ["scene-pushed"] + Self.screenClasses(nodes), [bar] + nodes.map { widget(for: $0) })
    }

    /// An alert: its title over its actions, "OK" when it writes none, the cancel action last, or first of two side by
    /// side (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)). On iPhone and iPad
    /// two actions stand side by side and more one above the other, as lines of text; on the Mac every action is a
    /// push button, one above the other, the first without a role the default one (the gallery's reading of
    /// https://developer.apple.com/design/human-interface-guidelines/alerts).
    ///
    /// `addsCancel` draws the Cancel button the system adds when none is written (a confirmation dialog's).
    mutating func alert(_ attachment: SceneAttachment, _ nodes: [ResolvedSceneNode], addsCancel: Bool = false) -> WidgetPlan {
        var title = attachment.title.map { [Build.text($0, classes: ["heading"], [.halign: .alignment(.center), .wraps: .bool(true)])] } ?? []
        if let message = attachment.message {
            // Its message, smaller, right under the title
            // (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)).
            title = [Build.vstack(spacing: 4, title + [Build.text(message, classes: ["caption"], [.halign: .alignment(.center), .wraps: .bool(true)])])]
        }
        let buttons = Self.dialogButtons(nodes)
        let cancel = buttons.filter { $0.node.buttonRole == .cancel }
        let ordered = buttons.filter { $0.node.buttonRole != .cancel } + cancel
        // Other views of its actions (a TextField) stand above its buttons.
        let fields = nodes.filter { Self.dialogButtons([$0]).isEmpty }.map { widget(for: $0) }
        if context.platform == .macOS {
            let first = ordered.first { $0.node.buttonRole == .none }?.path
            var actions = ordered.map { node -> WidgetPlan in
                let role = node.node.buttonRole
                let classes = ["bordered-button"] + (role == .destructive ? ["destructive-text"] : []) + (node.path == first ? ["suggested-action"] : [])
                return tagged(WidgetPlan(.button, [.label: .string(node.node.labelTitle ?? ""), .hexpand: .bool(true)], classes: classes), node)
            }
            if actions.isEmpty { actions = [WidgetPlan(.button, [.label: .string("OK"), .hexpand: .bool(true)], classes: ["bordered-button", "suggested-action"]).from(.system)] }
            if addsCancel && cancel.isEmpty { actions.append(WidgetPlan(.button, [.label: .string("Cancel"), .hexpand: .bool(true)], classes: ["bordered-button"]).from(.system)) }
            // The app's icon heads the alert (https://developer.apple.com/design/human-interface-guidelines/alerts, macOS:
            // the system shows the app icon): the gallery cannot know it, so a plain rounded square stands in for it.
            let icon = WidgetPlan(.shape, [.outline: .outline(.roundedRectangle(cornerRadius: 12)), .width: .int(48), .height: .int(48),
                                           .halign: .alignment(.center)], classes: ["scene-fill-tertiary"]).decorative()
            // Two buttons stand side by side, the cancel one first; more stand one above the other.
            let row = actions.count == 2
                ? Build.hstack(spacing: 8, [actions[1], actions[0]].map { $0.with(.hexpand, .bool(true)) })
                : Build.vstack(spacing: 6, actions)
            return Build.vstack(spacing: 12, classes: ["scene-alert", "scene-mac-alert"], [icon] + title + fields + [row])
                .with(.halign, .alignment(.center))
        }
        if let capsules = capsuleAlert(title: title, fields: fields, ordered: ordered, cancel: cancel, addsCancel: addsCancel) { return capsules }
        let sideBySide = ordered.count == 2
        var actions = dialogActions(sideBySide ? cancel + ordered.filter { $0.node.buttonRole != .cancel } : ordered)
        if actions.isEmpty { actions = [Build.text("OK", classes: ["scene-dialog-action", "link-button"], [.halign: .alignment(.fill)]).from(.system)] }
        let row = sideBySide ? Build.hstack(spacing: 0, actions.map { $0.with(.hexpand, .bool(true)) }) : Build.vstack(spacing: 0, actions)
        return Build.vstack(spacing: 12, classes: ["scene-alert"], title + fields + [row]).with(.halign, .alignment(.center))
    }

    /// An alert whose actions are capsules, where the platform draws them so, or nil where it draws lines of text:
    /// - Apple Watch and Apple TV: each action a full-width capsule, one above the other, the cancel action last
    ///   (https://developer.apple.com/design/human-interface-guidelines/alerts, watchOS and tvOS: buttons stack);
    /// - iPhone and iPad from the 26 releases: the title and message at the leading edge and the actions as glass
    ///   capsules, two side by side, the cancel action first (the gallery's reading of the Liquid Glass alert,
    ///   https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass).
    private mutating func capsuleAlert(title: [WidgetPlan], fields: [WidgetPlan], ordered: [ResolvedSceneNode], cancel: [ResolvedSceneNode],
                                       addsCancel: Bool) -> WidgetPlan? {
        let stacks = [.watchOS, .tvOS].contains(context.platform)
        let glass = [.iOS, .iPadOS].contains(context.platform) && era == .liquidGlass
        guard stacks || glass else { return nil }
        let sideBySide = glass && ordered.count == 2
        let nodes = sideBySide ? cancel + ordered.filter { $0.node.buttonRole != .cancel } : ordered
        var actions = nodes.map { node -> WidgetPlan in
            let classes = ["bordered-button", "scene-alert-capsule"] + (node.node.buttonRole == .destructive ? ["destructive-text"] : [])
            return tagged(WidgetPlan(.button, [.label: .string(node.node.labelTitle ?? ""), .hexpand: .bool(true)], classes: classes), node)
        }
        if actions.isEmpty {
            actions = [WidgetPlan(.button, [.label: .string("OK"), .hexpand: .bool(true)], classes: ["bordered-button", "scene-alert-capsule"]).from(.system)]
        }
        if addsCancel && cancel.isEmpty {
            actions.append(WidgetPlan(.button, [.label: .string("Cancel"), .hexpand: .bool(true)], classes: ["bordered-button", "scene-alert-capsule"]).from(.system))
        }
        // Words at the leading edge on iPhone's and iPad's glass alert, centred on the others.
        let words = glass ? title.map { $0.leading() } : title
        let row = sideBySide ? Build.hstack(spacing: 8, actions) : Build.vstack(spacing: 8, actions)
        return Build.vstack(spacing: 14, classes: ["scene-alert", "scene-capsule-alert"], words + fields + [row]).with(.halign, .alignment(.center))
    }

    /// A confirmation dialog: on iPhone an action sheet at the bottom (its actions in one rounded group, under its title
    /// only with `titleVisibility: .visible`, Cancel apart in its own, added when none is written); on iPad the same
    /// group in a popover, without Cancel, as UIKit shows an action sheet there ("For applications running on iPad
    /// devices, the action sheet is typically displayed in a popover": https://developer.apple.com/documentation/uikit/uiactionsheet);
    /// elsewhere drawn as an alert, with the Cancel button added there too
    /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)).
    mutating func confirmationDialog(_ attachment: SceneAttachment, _ nodes: [ResolvedSceneNode]) -> WidgetPlan {
        guard [.iOS, .iPadOS].contains(context.platform) else { return alert(attachment, nodes, addsCancel: true) }
        let buttons = Self.dialogButtons(nodes)
        let cancel = buttons.filter { $0.node.buttonRole == .cancel }
        let others = nodes.filter { node in !cancel.contains { $0.path == node.path } }
        let shown = attachment.argument("titleVisibility") == ".visible" ? attachment.title : nil
        var title = shown.map { [Build.text($0, classes: ["dim-label", "caption", "scene-dialog-title"], [.halign: .alignment(.fill)])] } ?? []
        if let message = attachment.message {
            // Its message stands under the title, the title shown or not
            // (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)).
            let lines = [shown, message].compactMap { $0 }.map { Build.text($0, classes: ["dim-label", "caption"], [.halign: .alignment(.fill), .wraps: .bool(true)]) }
            title = [Build.vstack(spacing: 2, classes: ["scene-dialog-title"], lines)]
        }
        if context.platform == .iPadOS {
            return Build.vstack(spacing: 0, classes: ["scene-popover", "scene-action-sheet"], title + dialogActions(others))
                .with(.halign, .alignment(.start))
        }
        let group = Build.vstack(spacing: 0, classes: ["scene-action-sheet"], title + dialogActions(others))
        let cancelGroup = cancel.isEmpty
            ? Build.text("Cancel", classes: ["scene-dialog-action", "heading"], [.halign: .alignment(.fill)]).from(.system)
            : Build.vstack(spacing: 0, dialogActions(cancel))
        return Build.vstack(spacing: 8, [group, Build.vstack(spacing: 0, classes: ["scene-action-sheet"], [cancelGroup])])
    }

    /// The Buttons among a dialog's views, through stacks and ForEach.
    static func dialogButtons(_ nodes: [ResolvedSceneNode]) -> [ResolvedSceneNode] {
        nodes.flatMap { node -> [ResolvedSceneNode] in
            switch node.node.kind {
            case .styled(.button): [node]
            case .layout: dialogButtons(node.content)
            default: []
            }
        }
    }

    /// A dialog's actions as the system draws them, whatever their button style: each Button its title in the accent
    /// colour, red for a destructive role, bold for the cancel role; another view (a TextField) as itself.
    mutating func dialogActions(_ nodes: [ResolvedSceneNode]) -> [WidgetPlan] {
        nodes.flatMap { node -> [WidgetPlan] in
            switch node.node.kind {
            case .styled(.button):
                let role = node.node.buttonRole
                let classes = ["scene-dialog-action", role == .destructive ? "destructive-text" : "link-button"] + (role == .cancel ? ["heading"] : [])
                return [tagged(Build.text(node.node.labelTitle ?? "", classes: classes, [.halign: .alignment(.fill)]), node)]
            case .layout:
                return dialogActions(node.content)
            default:
                return [widget(for: node)]
            }
        }
    }
}

/// A container look that says whether its rows stand on panels over the grouped background (a grouped form, a grouped or
/// inset grouped list), so that a presented screen it fills takes that background without naming its family.
protocol GroupedPanelRows {
    /// Whether the rows stand on panels over the grouped background.
    var standsOnGroupedPanels: Bool { get }
}

private extension WidgetPlan {
    /// This plan with its words at the leading edge: each label in it set there.
    func leading() -> WidgetPlan {
        var copy = self
        if kind == .label { copy.properties[.halign] = .alignment(.start) }
        if kind == .box { copy.properties[.halign] = .alignment(.fill) }
        copy.children = children.map { $0.leading() }
        return copy
    }
}
