import CGtk
import GalleryModel
import GalleryTranslation

/// The form of the Text page: one control per modifier, each writing its
/// value into the configuration's text settings.
@MainActor
final class TextControls {
    let root: UnsafeMutablePointer<GtkWidget>
    private let store: WindowStore
    private var row: Int32 = 0

    init(store: WindowStore) {
        self.store = store
        root = gtk_grid_new()!
        gtk_grid_set_row_spacing(gallery_grid(root), 8)
        gtk_grid_set_column_spacing(gallery_grid(root), 12)
        Widget(root).setName("text-controls")
        build(store.state.configuration.text)
    }

    /// Sends the Text page's settings as they are with `change` made: what one control of the form edits.
    func edit(_ change: (inout TextSettings) -> Void) {
        var text = store.state.configuration.text
        change(&text)
        store.send(.editText(text))
    }

    private func build(_ text: TextSettings) {
        add(tr("Text"), entry(text.content) { $0.content = $1 })
        add(tr("Created with"), choice(TextSource.allCases, text.source) { $0.source = $1 })
        add("font(_:)", choice(TextStyleName.allCases, text.font) { $0.font = $1 })
        add(".system(size:weight:design:)", hbox([
            spin(TextSettings.sizeRange, step: 1, text.systemSize, name: tr("System font size")) { $0.systemSize = $1 },
            optionalChoice(FontWeight.allCases, text.systemWeight, name: tr("System font weight")) { $0.systemWeight = $1 },
            optionalChoice(FontDesign.allCases, text.systemDesign, name: tr("System font design")) { $0.systemDesign = $1 },
        ]))
        add("fontWeight(_:)", optionalChoice(FontWeight.allCases, text.fontWeight, name: tr("Font weight")) { $0.fontWeight = $1 })
        add("fontDesign(_:)", optionalChoice(FontDesign.allCases, text.fontDesign, name: tr("Font design")) { $0.fontDesign = $1 })
        add("fontWidth(_:)", optionalChoice(FontWidth.allCases, text.fontWidth, name: tr("Font width")) { $0.fontWidth = $1 })
        add(tr("Emphasis"), hbox([
            check("bold()", text.bold) { $0.bold = $1 },
            check("italic()", text.italic) { $0.italic = $1 },
        ]))
        add(tr("Monospacing"), hbox([
            check("monospaced()", text.monospaced) { $0.monospaced = $1 },
            check("monospacedDigit()", text.monospacedDigit) { $0.monospacedDigit = $1 },
        ]))
        for (title, path) in [("strikethrough(_:pattern:color:)", \TextSettings.strikethrough),
                              ("underline(_:pattern:color:)", \TextSettings.underline)] {
            let line = text[keyPath: path]
            let name = title.prefix { $0 != "(" }
            add(title, hbox([
                check("isActive", line.isActive, name: tr("\(name) active")) { $0[keyPath: path].isActive = $1 },
                choice(LinePattern.allCases, line.pattern, name: tr("\(name) pattern")) { $0[keyPath: path].pattern = $1 },
                optionalChoice(NamedColor.allCases, line.color, name: tr("\(name) colour")) { $0[keyPath: path].color = $1 },
            ]))
        }
        add("kerning(_:)", optionalSpin(TextSettings.spacingRange, text.kerning, name: tr("Kerning")) { $0.kerning = $1 })
        add("tracking(_:)", optionalSpin(TextSettings.spacingRange, text.tracking, name: tr("Tracking")) { $0.tracking = $1 })
        add("baselineOffset(_:)", spin(TextSettings.baselineRange, step: 1, text.baselineOffset, name: tr("Baseline offset")) {
            $0.baselineOffset = $1
        })
        add("lineLimit(_:)", optionalSpin(Self.doubles(TextSettings.lineLimitRange),
                                          text.lineLimit.map(Double.init), name: tr("Line limit")) { $0.lineLimit = $1.map { Int($0) } })
        add("truncationMode(_:)", choice(TruncationMode.allCases, text.truncationMode) { $0.truncationMode = $1 })
        add("frame(width:)", optionalSpin(Self.doubles(TextSettings.frameWidthRange),
                                          text.frameWidth.map(Double.init), name: tr("Frame width")) { $0.frameWidth = $1.map { Int($0) } })
        add("textScale(_:)", choice(TextScale.allCases, text.textScale) { $0.textScale = $1 })
        add("multilineTextAlignment(_:)", choice(TextAlignment.allCases, text.alignment) { $0.alignment = $1 })
        add("foregroundStyle(_:)", optionalChoice(NamedColor.allCases, text.foreground, name: tr("Foreground colour")) { $0.foreground = $1 })
        buildTypesetting(text.typesetting)
        buildSpeech(text)
    }

    private static func doubles(_ range: ClosedRange<Int>) -> ClosedRange<Double> {
        Double(range.lowerBound)...Double(range.upperBound)
    }

    func add(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(title)!
        Widget(label).addClass("code")
        gtk_label_set_xalign(gallery_label(label), 1)
        gtk_grid_attach(gallery_grid(root), label, 0, row, 1, 1)
        Widget(control).setHAlign(GTK_ALIGN_START)
        gtk_grid_attach(gallery_grid(root), control, 1, row, 1, 1)
        row += 1
    }

    func hbox(_ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        for child in children { gtk_box_append(gallery_box(box), child) }
        return box
    }

    private func entry(_ value: String, _ set: @escaping (inout TextSettings, String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(gallery_editable(entry), value)
        gtk_entry_set_max_length(gallery_entry(entry), Int32(TextSettings.contentLimit.characters))
        Widget(entry).setSizeRequest(width: 320)
        Widget(entry).setAccessibleLabel(tr("Sample text"))
        Signal.connect(entry, "changed") { [unowned self] in
            let text = String(cString: gtk_editable_get_text(gallery_editable(entry)))
            self.edit { set(&$0, text) }
        }
        return entry
    }

    private func choice<Value: NamedValue & Equatable>(
        _ values: [Value], _ current: Value, name: String? = nil, _ set: @escaping (inout TextSettings, Value) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = withCStringArray(values.map { "." + $0.rawValue }) { gtk_drop_down_new_from_strings($0) }!
        gtk_drop_down_set_selected(gallery_drop_down(dropDown), UInt32(values.firstIndex(of: current) ?? 0))
        Widget(dropDown).setAccessibleLabel(name ?? tr(Value.kindName))
        Signal.connectPointer(dropDown, "notify::selected") { [unowned self] _ in
            let value = values[Int(gtk_drop_down_get_selected(gallery_drop_down(dropDown)))]
            self.edit { set(&$0, value) }
        }
        return dropDown
    }

    /// A drop-down whose first item, "none", leaves the modifier off.
    func optionalChoice<Value: NamedValue & Equatable>(
        _ values: [Value], _ current: Value?, name: String, _ set: @escaping (inout TextSettings, Value?) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = withCStringArray(["none"] + values.map { "." + $0.rawValue }) { gtk_drop_down_new_from_strings($0) }!
        gtk_drop_down_set_selected(gallery_drop_down(dropDown), UInt32(current.flatMap { values.firstIndex(of: $0) }.map { $0 + 1 } ?? 0))
        Widget(dropDown).setAccessibleLabel(name)
        Signal.connectPointer(dropDown, "notify::selected") { [unowned self] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(dropDown)))
            self.edit { set(&$0, index == 0 ? nil : values[index - 1]) }
        }
        return dropDown
    }

    func check(_ title: String, _ active: Bool, name: String? = nil, _ set: @escaping (inout TextSettings, Bool) -> Void)
        -> UnsafeMutablePointer<GtkWidget> {
        let check = gtk_check_button_new_with_label(title)!
        gtk_check_button_set_active(gallery_check_button(check), active ? 1 : 0)
        if let name { Widget(check).setAccessibleLabel(name) }
        Signal.connect(check, "toggled") { [unowned self] in
            let on = gtk_check_button_get_active(gallery_check_button(check)) != 0
            self.edit { set(&$0, on) }
        }
        return check
    }

    func spin(
        _ range: ClosedRange<Double>, step: Double, _ value: Double, name: String, _ set: @escaping (inout TextSettings, Double) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let spin = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)!
        gtk_spin_button_set_value(gallery_spin_button(spin), value)
        Widget(spin).setAccessibleLabel(name)
        Signal.connect(spin, "value-changed") { [unowned self] in
            let number = gtk_spin_button_get_value(gallery_spin_button(spin))
            self.edit { set(&$0, number) }
        }
        return spin
    }

    /// A check box that turns the modifier on, beside the spin button with its value.
    private func optionalSpin(
        _ range: ClosedRange<Double>, _ value: Double?, name: String, _ set: @escaping (inout TextSettings, Double?) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let enabled = gtk_check_button_new()!
        gtk_check_button_set_active(gallery_check_button(enabled), value == nil ? 0 : 1)
        Widget(enabled).setAccessibleLabel(tr("Apply \(name.lowercased())"))
        let spin = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, 1)!
        gtk_spin_button_set_value(gallery_spin_button(spin), value ?? max(range.lowerBound, min(range.upperBound, 2)))
        Widget(spin).setSensitive(value != nil)
        Widget(spin).setAccessibleLabel(name)
        let update: @MainActor () -> Void = { [unowned self] in
            let on = gtk_check_button_get_active(gallery_check_button(enabled)) != 0
            Widget(spin).setSensitive(on)
            let number = gtk_spin_button_get_value(gallery_spin_button(spin))
            self.edit { set(&$0, on ? number : nil) }
        }
        Signal.connect(enabled, "toggled", update)
        Signal.connect(spin, "value-changed", update)
        gtk_box_append(gallery_box(box), enabled)
        gtk_box_append(gallery_box(box), spin)
        return box
    }
}
