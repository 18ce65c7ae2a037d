import GalleryModel
import GalleryTranslation

/// `gallery scene`'s text: a heading, then one line per view, indented two spaces a level.
enum SceneTreeText {
    /// "SignInRow on iOS 26", then a line per node of `scene`, depth first in source order.
    static func lines(_ scene: ResolvedScene) -> [String] {
        var lines = [tr("\(scene.scene.name) on \(scene.context.platform.rawValue) \(scene.context.release)")]
        func add(_ node: ResolvedSceneNode, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + line(node))
            for child in node.children { add(child, depth: depth + 1) }
            // The views a custom style's code draws the control as.
            for view in node.control?.styleBody ?? [] { add(view, depth: depth + 1) }
        }
        for root in scene.roots { add(root, depth: 0) }
        return lines
    }

    /// `Button "Sign In" 4:13  automatic → bordered; available; set at 8:10 on HStack — The nearest …`: the view, its
    /// title and place, and for a control its requested and resolved style, whether the release has it, where the
    /// deciding modifier is, and the last step of its reason chain.
    static func line(_ node: ResolvedSceneNode) -> String {
        var line = node.node.kind.typeName
        // A UIKit or AppKit view: the class SwiftUI shows there, `WebPage → WKWebView`.
        if case .platformView(let view) = node.node.kind, let hosted = view.platformClass { line += " → \(hosted)" }
        if let title = node.node.title { line += " \"\(title)\"" }
        if node.node.location != .none { line += " \(node.node.location)" }
        guard let control = node.control else { return line }
        let resolution = control.resolution
        // A control a custom style's code draws is drawn by its makeBody, listed under it.
        var resolved = control.styleBody == nil ? resolution.resolved.name : "makeBody(configuration:)"
        if !control.composed.isEmpty {
            resolved += " (" + control.composed.map { "\($0.family.viewName): \($0.resolved.name)" }.joined(separator: ", ") + ")"
        }
        let available = resolution.isAvailable ? say("available") : say("not available")
        let site = control.setAt.map { say("set at \($0.location) on \($0.view.typeName)") } ?? say("no style modifier")
        line += "  " + tr("\(control.projectStyle ?? resolution.requested) → \(resolved); \(available); \(site)")
        if let reason = control.steps.last ?? resolution.steps.last { line += " — " + tr(reason.text) }
        return line
    }

    /// "Conditionals (--branch [FILE:]LINE[:COLUMN]=N draws another branch):", then one line per conditional:
    /// `  Row.swift:12:9 if: 1. if isOn (drawn)  2. else`; nothing when there is none.
    static func conditionalLines(_ conditionals: [SceneConditional]) -> [String] {
        guard !conditionals.isEmpty else { return [] }
        return [tr("Conditionals (--branch [FILE:]LINE[:COLUMN]=N draws another branch):")] + conditionals.map { conditional in
            // A file is named from the working folder, as the command's other lines name it.
            "  " + tr(conditional.line(namingFile: SceneFileReading.shown))
        }
    }
}
