import Foundation

/// What a label bound to example state reads, decided here so that every
/// display of a value (on/off words, chosen item, dates, counts) is tested
/// with the model.
public enum BoundText {
    /// The text of `plan` (a label) when its bound value is `value`, a date written as `language` writes it.
    public static func text(for plan: WidgetPlan, value: ExampleValue?, language: InterfaceLanguage = .english) -> String {
        switch value {
        case .bool(let isOn)?:
            return (isOn ? plan.string(.onText) : plan.string(.offText)) ?? (isOn ? "On" : "Off")
        case .int(let index)? where plan.strings(.items) != nil:
            let items = plan.strings(.items)!
            let item = items.indices.contains(index) ? items[index] : "None"
            return fill(plan.string(.template), value: item, percent: item)
        case .string(let text)?:
            if let format = plan.dateFormat { return ExampleDate(text)?.formatted(format, in: language) ?? text }
            if plan.bool(.personName) == true { return PersonNameText.debugDescription(of: text) }
            if text.isEmpty, let placeholder = plan.string(.placeholder) { return placeholder }
            return fill(plan.string(.template), value: text, percent: text)
        case .int(let number)? where number < 0 && plan.string(.placeholder) != nil:
            // A count not taken yet (a field never submitted).
            return plan.string(.placeholder) ?? ""
        case .int(let number)?:
            let template = number == 1 ? plan.string(.singularTemplate) ?? plan.string(.template) : plan.string(.template)
            return fill(template, value: String(number), percent: percent(number))
        case .double(let number)?:
            return fill(plan.string(.template), value: format(number), percent: format(number * 100, decimals: false) + "%")
        case nil:
            return plan.string(.text) ?? ""
        }
    }

    /// `template` with `{value}` and `{percent}` filled in from `value`.
    public static func render(_ template: String, value: ExampleValue?) -> String {
        text(for: WidgetPlan(.label, [.template: .string(template)]), value: value)
    }

    /// A number as people read it: whole numbers without decimals, others with one
    /// (`decimals: false` rounds to a whole number). Never traps, however large the number.
    public static func format(_ number: Double, decimals: Bool = true) -> String {
        let rounded = number.rounded()
        guard number.isFinite, abs(rounded) < 1e15 else { return String(number) }
        if !decimals || abs(number - rounded) < 0.05 { return String(Int(rounded)) }
        return String((number * 10).rounded() / 10)
    }

    /// A whole number as a percentage ("1" is "100%"), without overflowing.
    static func percent(_ number: Int) -> String {
        let (hundredfold, overflow) = number.multipliedReportingOverflow(by: 100)
        return overflow ? "\(number)00%" : "\(hundredfold)%"
    }

    /// `template` with `{value}` and `{percent}` filled in; the value alone without a template.
    static func fill(_ template: String?, value: String, percent: String) -> String {
        guard let template else { return value }
        return template.replacingOccurrences(of: "{value}", with: value).replacingOccurrences(of: "{percent}", with: percent)
    }
}
