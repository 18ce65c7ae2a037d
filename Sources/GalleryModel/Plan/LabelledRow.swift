/// A view as a row of a form: the words of its label and its control, and where the label goes in each of the
/// form's layouts. A grouped form puts the label at the row's leading edge and the control at its trailing edge; a
/// columns form puts the label in a leading column, trailing-aligned, and the control in a trailing one
/// (https://developer.apple.com/documentation/swiftui/formstyle/grouped, /columns). The view draws the row; the
/// form, whichever family's view it holds, lays it out.
struct LabelledRow {
    /// The words of the row's label, or nil when the control carries its own (a picker row that holds its label).
    let label: String?
    /// The control, or the value.
    var control: WidgetPlan
    /// Whether a grouped form shows the label: a text field outside the Mac shows only its prompt, its label said to
    /// assistive technologies alone (``WidgetPlan/accessibleName``).
    var showsLabelWhenGrouped = true
    /// Whether a columns form keeps the label beside the control in the value column rather than in the label column:
    /// a check box keeps its title beside the box.
    var keepsLabelBesideControl = false
    /// The label as drawn when it is more than its words: a title over a subtitle (``SceneDrawing/subtitledLabel(_:)``),
    /// which stands wherever the words would; nil for a label of words alone.
    var face: WidgetPlan? = nil

    /// The label's widget, aligned to `alignment`: its face, else its words; nil for a row without a label.
    func labelWidget(_ alignment: PlanValue.Alignment, expands: Bool = false) -> WidgetPlan? {
        let properties: [PlanProperty: PlanValue] = expands ? [.hexpand: .bool(true), .halign: .alignment(alignment)] : [.halign: .alignment(alignment)]
        if let face { return properties.reduce(face) { $0.with($1.key, $1.value) } }
        return label.map { Build.text($0, properties) }
    }

    /// The control with the label beside it inside (a check box's title after the box): its face as the control's
    /// child, else its words as the control's title.
    var controlWithLabelBeside: WidgetPlan {
        guard let face else { return control.with(.label, .string(label ?? "")) }
        var copy = control
        copy.properties[.label] = nil
        copy.children = [face.with(.halign, .alignment(.start))]
        return copy
    }

    /// The row as one widget outside a form's layout: its label at the leading edge and its control at the trailing
    /// edge, as a grouped form draws it.
    var widget: WidgetPlan {
        guard showsLabelWhenGrouped, let label = labelWidget(.start, expands: true) else { return control.with(.hexpand, .bool(true)) }
        return Build.hstack(spacing: 12, [label, control.with(.halign, .alignment(.end))])
    }
}
