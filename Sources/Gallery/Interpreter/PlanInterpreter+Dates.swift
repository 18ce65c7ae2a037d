import CGtk
import GalleryModel

/// The spin buttons that edit parts of a date or a number.
extension PlanInterpreter {
    func spinButton(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let spin = gtk_spin_button_new_with_range(plan.double(.minimum) ?? 0, plan.double(.maximum) ?? 100, plan.double(.step) ?? 1)!
        gtk_spin_button_set_numeric(gallery_spin_button(spin), 1)
        guard let binding = plan.binding else { return spin }
        let component = plan.dateComponent
        if let component {
            Signal.connectReturningBool(spin, "output") {
                let value = Int(gtk_spin_button_get_value(gallery_spin_button(spin)))
                gtk_editable_set_text(gallery_editable(spin), component.fieldText(value))
                return true
            }
        }
        let bindings = self.bindings
        let handler = Signal.connect(spin, "value-changed") {
            let number = gtk_spin_button_get_value(gallery_spin_button(spin))
            if let component {
                bindings.edit(binding.key, .string(bindings.date(binding.key).setting(component, to: Int(number)).text))
            } else {
                bindings.edit(binding.key, .double(number))
            }
        }
        bindings.register(binding.key) { value in
            let number: Double
            if let component {
                guard let date = value.stringValue.flatMap(ExampleDate.init) else { return }
                number = Double(date.value(of: component))
            } else {
                number = value.doubleValue ?? 0
            }
            guard gtk_spin_button_get_value(gallery_spin_button(spin)) != number else { return }
            Signal.blocking(spin, [handler]) { gtk_spin_button_set_value(gallery_spin_button(spin), number) }
        }
        return spin
    }
}
