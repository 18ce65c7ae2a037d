/// What a view's initializer was given, read the way drawings need it.
extension SceneNode {
    /// The string literal given as the argument labelled `label` (`value: "2.4.1"`), or nil.
    func stringArgument(_ label: String) -> String? {
        arguments.lazy.compactMap { argument -> String? in
            if argument.label == label, case .string(let text) = argument.value { return text }
            return nil
        }.first
    }

    /// The words of the argument labelled `label` when it is a string literal or a `Text` of one (a TextField's
    /// `prompt: Text("Required")`, which the reader keeps as its source), or nil.
    func textArgument(_ label: String) -> String? {
        if let text = stringArgument(label) { return text }
        return arguments.lazy.compactMap { argument -> String? in
            // `prompt: Text("field.prompt")` found in the app's string table.
            if argument.label == label, case .localized(let localized) = argument.value { return localized.words }
            guard argument.label == label, case .expression(let source) = argument.value,
                  source.hasPrefix("Text(\""), source.hasSuffix("\")") else { return nil }
            let literal = source.dropFirst("Text(\"".count).dropLast("\")".count)
            // Only a literal without escapes or interpolation is read: anything else is not plain words.
            return literal.contains(where: { $0 == "\"" || $0 == "\\" }) ? nil : String(literal)
        }.first
    }

    /// The words `.accessibilityLabel("…")` (or `.accessibilityLabel(Text("…"))`) gives the view, the label assistive
    /// technologies read in place of what the view shows
    /// (https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)); the last written wins; nil without one.
    var accessibilityLabel: String? {
        modifiers.reversed().lazy.compactMap { modifier -> String? in
            guard let (name, source) = modifier.kind.written, name == .accessibilityLabel,
                  let written = SceneDecoration.arguments(of: source).first else { return nil }
            let literal = written.hasPrefix("Text(") ? SceneDecoration.arguments(of: written).first ?? "" : written
            guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""),
                  !literal.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "\\" }) else { return nil }
            return String(literal.dropFirst().dropLast())
        }.first
    }

    /// The value of the first argument written as a constant binding, `.constant(true)`, `.constant(3)` or
    /// `.constant("Ada")`, or nil (https://developer.apple.com/documentation/swiftui/binding/constant(_:)).
    var constantArgument: ExampleValue? {
        arguments.lazy.compactMap { argument -> ExampleValue? in
            guard case .expression(let source) = argument.value, source.hasPrefix(".constant("), source.hasSuffix(")") else { return nil }
            let inner = String(source.dropFirst(".constant(".count).dropLast().drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            if inner == "true" || inner == "false" { return .bool(inner == "true") }
            if let number = Int(inner) { return .int(number) }
            if let number = Double(inner) { return .double(number) }
            if inner.count >= 2, inner.hasPrefix("\""), inner.hasSuffix("\""), !inner.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "\\" }) {
                return .string(String(inner.dropFirst().dropLast()))
            }
            return nil
        }.first
    }

    /// The number the argument labelled `label` gives the view: a literal (`value: 0.5`), the initial value of the
    /// scene's `@State` it names (`value: level`), or an expression known only as the app runs (`value: model.level`);
    /// nil where the view has no such argument.
    func number(_ label: String, in state: [SceneState]) -> SceneNumber? {
        guard let value = arguments.first(where: { $0.label == label })?.value else { return nil }
        switch value {
        case .number(let number):
            return .stated(number)
        case .expression(let source):
            let declared = state.first { $0.name == source }.flatMap { state -> Double? in
                if case .number(let number) = state.value { number } else { nil }
            }
            return declared.map(SceneNumber.stated) ?? .unknown(source)
        default:
            return .unknown(SceneSource.value(value))
        }
    }

    /// The bounds of the range its `in:` argument writes (`in: 0...100`), or nil.
    var rangeArgument: ClosedRange<Double>? {
        arguments.first { $0.label == "in" }.flatMap { argument -> ClosedRange<Double>? in
            guard case .expression(let text) = argument.value else { return nil }
            return SceneDrawing.closedRange(text)
        }
    }

    /// The positive step its `step:` argument writes (`step: 5`), or nil.
    var stepArgument: Double? {
        arguments.first { $0.label == "step" }.flatMap { argument -> Double? in
            if case .number(let step) = argument.value, step > 0 { step } else { nil }
        }
    }

    /// The initial value of the scene's numeric `@State` that its binding names (`value: $volume`), or nil.
    func boundNumber(in state: [SceneState]) -> Double? {
        boundState.flatMap { name in state.first { $0.name == name } }.flatMap { state -> Double? in
            if case .number(let value) = state.value { value } else { nil }
        }
    }

    /// The colour of the `.tint(_:)` written on the view itself, or nil.
    var ownTint: NamedColor? {
        modifiers.lazy.compactMap { modifier -> NamedColor? in
            if case .tint(let color) = modifier.kind { return color.namedColor }
            return nil
        }.first
    }
}

extension SceneNode {
    /// The role its `role:` argument gives a Button (`Button("Delete", role: .destructive) { … }`), or `.none`.
    var buttonRole: ButtonRole {
        arguments.lazy.compactMap { argument -> ButtonRole? in
            guard argument.label == "role", case .expression(let member) = argument.value, member.hasPrefix(".") else { return nil }
            return ButtonRole(rawValue: String(member.dropFirst()))
        }.first ?? .none
    }
}

/// A number a view is given, as far as the file says it (``SceneNode/number(_:in:)``).
enum SceneNumber: Equatable {
    /// A number the file states: a literal, or the initial value of the `@State` it names.
    case stated(Double)
    /// An expression known only as the app runs, as written.
    case unknown(String)
}
