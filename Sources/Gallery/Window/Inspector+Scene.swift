import CGtk
import GalleryModel
import GalleryTranslation

extension Inspector {
    /// Shows the view of a scene chosen in its outline or on its stage: where it is written and, for a control,
    /// the style asked for and where, the look drawn and why, with sources; then the scene's SwiftUI code.
    func show(_ inspection: SceneInspection, code: String) {
        clear()
        heading(tr("INSPECTOR"))
        title = inspection.title
        text(inspection.title, classes: ["inspector-title"])
        field(tr("Written at"), inspection.written)
        if let localization = inspection.localization { field(tr("String key"), tr(localization)) }
        if let symbol = inspection.undrawnSymbol { field(tr("Symbol"), tr(symbol)) }
        if let control = inspection.control {
            field(tr("Requested"), control.requested)
            field(tr("Set at"), control.setAt.map(tr) ?? tr("No style modifier around it: the family's automatic style."))
            field(tr("Resolved"), tr(control.resolved))
            for composed in control.composed { field(tr("Draws with"), tr(composed)) }
            field(tr("Context"), control.context)
            if let instead = control.shownInstead { field(tr("Shown instead"), tr(instead)) }
            if let deprecation = control.deprecation { field(tr("Deprecation"), tr(deprecation)) }
            if !control.environment.isEmpty { field(tr("In force"), control.environment.joined(separator: "\n")) }
            heading(tr("WHY"))
            for (index, step) in control.steps.enumerated() {
                text("\(index + 1). " + tr(step.text))
                text(step.source, classes: ["inspector-source"])
            }
        } else {
            text(tr("Not a control: no style chooses its look."), classes: ["card-explanation"])
        }
        showCode(code)
    }

    /// Shows a scene's chosen view (`chosen`) with `code`, or with none chosen the scene `name`d.
    func showScene(named name: String, code: String, chosen: SceneInspection?) {
        if let chosen { show(chosen, code: code) } else { show(scene: name, code: code) }
    }

    /// Shows a scene with no view chosen: its name, how to choose one, and its SwiftUI code.
    func show(scene name: String, code: String) {
        show(title: name, summary: tr("Choose a view in the outline or click a control on the stage to see how its style was decided."), code: code)
    }
}
