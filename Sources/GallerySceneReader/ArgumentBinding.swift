import GalleryModel
import SwiftSyntax

/// Which of a custom view's properties each argument of a call sets, as Swift's initializers do:
///
/// - an explicit `init` whose parameters fit the call's labels is read: `self.title = title`, `_isOn = isOn` (a
///   `@Binding`), `_count = State(initialValue: count)`, `self.content = content()` (a `@ViewBuilder` closure);
///   a property it sets from anything else is bound to that expression, read with the parameters bound;
/// - otherwise the memberwise initializer: the stored properties in order (those a property wrapper such as
///   `@Environment` sets itself left out), each argument by its label, the trailing closure the first closure-typed or
///   `@ViewBuilder` property not set yet.
///
/// Every argument is bound with the caller's scope, so a title reads as the caller wrote it, a `$state` as the caller's
/// state, and a content closure's views where the caller wrote them.
struct ArgumentBinding {
    let reader: SceneViewReader

    /// Property wrappers that set their property themselves, so the memberwise initializer does not take it.
    private static let selfSetting: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "Namespace", "AppStorage", "SceneStorage", "Query", "FetchRequest",
        "SectionedFetchRequest", "GestureState", "ScaledMetric", "FocusedValue", "FocusedBinding", "AccessibilityFocusState",
    ]

    /// One argument of a call: its label (nil for an unlabelled one or the trailing closure) and its expression or closure.
    struct Argument {
        let label: String?
        let expression: ExprSyntax
        /// Whether it is the unlabelled trailing closure.
        let isTrailing: Bool
    }

    /// The call's arguments, the trailing closures last, as the initializer receives them.
    static func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var arguments = call.arguments.map { Argument(label: $0.label?.text, expression: $0.expression, isTrailing: false) }
        if let closure = call.trailingClosure {
            arguments.append(Argument(label: nil, expression: ExprSyntax(closure), isTrailing: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(Argument(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailing: false))
        }
        return arguments
    }

    /// What an argument stands for in the caller's scope: its closure, or its expression.
    private static func bound(_ argument: Argument, caller: ReadingScope) -> Bound {
        argument.expression.as(ClosureExprSyntax.self).map { .closure($0, caller) } ?? .expression(argument.expression, caller)
    }

    /// The names `type`'s body reads, bound to what `call` gives its properties.
    func names(for call: FunctionCallExprSyntax, of type: DeclaredType, caller: ReadingScope) -> [String: Bound] {
        let arguments = Self.arguments(of: call)
        guard !arguments.isEmpty else { return [:] }
        for initializer in type.initializers(compiledFor: reader.configuration) {
            if let parameters = parameters(initializer.signature.parameterClause.parameters, given: arguments, caller: caller) {
                return properties(setBy: initializer, parameters: parameters, of: type)
            }
        }
        return memberwise(arguments, of: type, caller: caller)
    }

    /// The parameters of a function bound to `call`'s arguments, or nil when the call does not fit them.
    func parameters(_ parameters: FunctionParameterListSyntax, for call: FunctionCallExprSyntax, caller: ReadingScope) -> [String: Bound]? {
        self.parameters(parameters, given: Self.arguments(of: call), caller: caller)
    }

    private func parameters(_ parameters: FunctionParameterListSyntax, given arguments: [Argument], caller: ReadingScope) -> [String: Bound]? {
        var bound: [String: Bound] = [:]
        var remaining = Array(parameters)[...]
        for argument in arguments {
            // Parameters with defaults the call leaves out are skipped, as Swift matches labels.
            while let next = remaining.first, !fits(argument, next) {
                guard next.defaultValue != nil else { return nil }
                remaining.removeFirst()
            }
            guard let parameter = remaining.popFirst() else { return nil }
            bound[(parameter.secondName ?? parameter.firstName).text] = Self.bound(argument, caller: caller)
        }
        guard remaining.allSatisfy({ $0.defaultValue != nil || $0.ellipsis != nil }) else { return nil }
        // A default the call leaves: its value, read where the function is declared.
        for parameter in remaining {
            if let value = parameter.defaultValue?.value {
                bound[(parameter.secondName ?? parameter.firstName).text] = .expression(value, ReadingScope(owner: caller.owner))
            }
        }
        return bound
    }

    /// Whether `argument` can be given to `parameter`: the labels agree (the trailing closure fits a closure-typed
    /// parameter whatever its label).
    private func fits(_ argument: Argument, _ parameter: FunctionParameterSyntax) -> Bool {
        if argument.isTrailing { return Self.isClosureTyped(parameter.type) }
        let label = parameter.firstName.text
        return argument.label == (label == "_" ? nil : label)
    }

    private static func isClosureTyped(_ type: TypeSyntax) -> Bool {
        type.trimmedDescription.contains("->")
    }

    /// The properties an initializer's body sets, each bound to what it is set from.
    private func properties(setBy initializer: InitializerDeclSyntax, parameters: [String: Bound], of type: DeclaredType) -> [String: Bound] {
        let scope = ReadingScope(owner: type, names: parameters)
        var properties: [String: Bound] = [:]
        for item in initializer.body?.statements ?? [] {
            guard let (target, value) = Self.assignment(item) else { continue }
            properties[target] = Self.source(of: value, parameters: parameters) ?? .expression(value, scope)
        }
        return properties
    }

    /// What a property is set from when it is a parameter as it is (`title`), called (`content()`), or wrapped
    /// (`State(initialValue: count)`, `Binding(projectedValue: $isOn)`): that parameter's argument.
    private static func source(of value: ExprSyntax, parameters: [String: Bound]) -> Bound? {
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = parameters[name] { return bound }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if call.arguments.isEmpty, call.trailingClosure == nil, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let bound = parameters[name] {
                return bound
            }
            if let wrapper = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               ["State", "Binding", "StateObject", "ObservedObject"].contains(wrapper), call.arguments.count == 1,
               let inner = call.arguments.first?.expression {
                return source(of: inner, parameters: parameters)
            }
        }
        return nil
    }

    /// `self.title = value`, `title = value`, `_isOn = value`: the property set (without `self.` or `_`) and the value.
    private static func assignment(_ item: CodeBlockItemSyntax) -> (String, ExprSyntax)? {
        guard case .expr(let expression) = item.item else { return nil }
        let target: ExprSyntax, value: ExprSyntax
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
            let elements = Array(sequence.elements)
            (target, value) = (elements[0], elements[2])
        } else if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            (target, value) = (infix.leftOperand, infix.rightOperand)
        } else {
            return nil
        }
        let written: String
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            written = member.declName.baseName.text
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            written = reference.baseName.text
        } else {
            return nil
        }
        return (written.hasPrefix("_") ? String(written.dropFirst()) : written, value)
    }

    /// The memberwise initializer's binding: each labelled argument to the stored property of its name, the trailing
    /// closure to the first closure-typed or `@ViewBuilder` property not set yet.
    private func memberwise(_ arguments: [Argument], of type: DeclaredType, caller: ReadingScope) -> [String: Bound] {
        let taken = type.storedProperties.filter { member in
            guard case .property(let variable, let binding) = member.kind, member.isCompiled(for: reader.configuration) else { return false }
            let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            let constant = variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
            return !constant && !wrappers.contains(where: Self.selfSetting.contains)
        }
        var properties: [String: Bound] = [:]
        var unlabelled = taken.map(\.name)[...]
        for argument in arguments {
            if let label = argument.label {
                properties[label] = Self.bound(argument, caller: caller)
                continue
            }
            let closureProperty = taken.first { member in
                guard properties[member.name] == nil, case .property(let variable, let binding) = member.kind else { return false }
                let builder = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
                return builder || binding.typeAnnotation.map { Self.isClosureTyped($0.type) } == true
            }
            let name = argument.isTrailing ? closureProperty?.name : unlabelled.first { properties[$0] == nil }
            if let name {
                properties[name] = Self.bound(argument, caller: caller)
                unlabelled = unlabelled.drop { $0 != name }.dropFirst()
            }
        }
        return properties
    }

    /// The names of a closure's parameters: `order` of `{ order in … }`, `$0` when it names none.
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        // `if case` rather than a switch: swift-syntax's enums may gain cases.
        if case .simpleInput(let parameters) = closure.signature?.parameterClause {
            return parameters.map(\.name.text)
        }
        if case .parameterClause(let clause) = closure.signature?.parameterClause {
            return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        return ["$0", "$1", "$2"]
    }
}
