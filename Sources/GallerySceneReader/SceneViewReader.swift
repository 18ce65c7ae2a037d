import GalleryModel
import SwiftParser
import SwiftSyntax

/// Reads the statements of a view builder (a `body`, a preview, a closure of a container) into scene nodes:
/// views with their arguments, closures and modifiers; `ForEach` over literals expanded; the first branch of an
/// `if` or `switch`; the file's own views expanded in place. What it cannot read becomes a diagnostic.
///
/// A closure is read as follows. The trailing closure is a view's ``SceneNode/children`` whatever SwiftUI calls
/// it, as the main closure of `Menu { … } label: { … }` is. A closure argument labelled `content:` (or unlabelled)
/// is the children too when there is no trailing closure. Other labelled closures (`label:`, `header:`,
/// `footer:`, `currentValueLabel:`…) are ``SceneNode/slots``, unless one is a view's only closure:
/// `Toggle(isOn: $on, label: { … })` reads as `Toggle(isOn: $on) { … }`. Closures that hold actions rather than
/// views (`action:`, `primaryAction:`…) are kept as arguments, as source text. A Button's label is always its
/// children and its action an `action:` argument, however it is written: `Button(action: save) { Label(…) }`,
/// `Button { save() } label: { Label(…) }` and `Button(action: save, label: { Label(…) })` read alike, and
/// `Button("Save") { save() }`'s trailing closure is its action.
final class SceneViewReader {
    private let file: SceneFileReader
    /// What was found while reading, in the order found.
    private(set) var diagnostics: [SceneDiagnostic] = []
    /// ``diagnostics`` as a set, so each is said once.
    private var said: Set<SceneDiagnostic> = []
    /// The `@State` properties of the views read, the scene's own first.
    private(set) var state: [SceneState] = []
    /// What reading the file may still spend, shared with the file's other views.
    private let budget: ReadingBudget
    /// The file's views being expanded, outermost first, so that a view using itself is caught.
    private var expanding: [String] = []
    /// How many view builders are being read inside one another: the depth of the views being read.
    private var depth = 0
    /// Whether reading went past ``SceneReadingLimits/maximumViewDepth`` (said once).
    private var saidTooDeep = false
    /// Whether this view said where the file's budget ran out (each view that meets it says it once).
    private var saidExhaustion = false

    /// Closure labels whose closures hold actions, not views.
    private static let actionLabels: Set<String> = [
        "action", "primaryAction", "perform", "onCommit", "onEditingChanged", "onIncrement", "onDecrement", "onDismiss",
    ]

    init(file: SceneFileReader, budget: ReadingBudget) {
        self.file = file
        self.budget = budget
    }

    /// Records a diagnostic, once however often the same place says the same thing (a view expanded many times).
    func diagnose(_ severity: SceneDiagnostic.Severity, at node: some SyntaxProtocol, _ message: LocalizedText) {
        let diagnostic = SceneDiagnostic(severity, at: file.location(of: node), message)
        if said.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    func location(of node: some SyntaxProtocol) -> SceneLocation {
        file.location(of: node)
    }

    /// Whether the file's budget still allows reading; once it does not, says so here the first time.
    private func withinBudget(at syntax: some SyntaxProtocol) -> Bool {
        guard let reason = budget.exhaustion else { return true }
        if !saidExhaustion {
            saidExhaustion = true
            diagnose(.error, at: syntax, reason)
        }
        return false
    }

    /// The views of one of the file's `View` structs, whose `body` is `body`, with its `@State` properties.
    func expand(_ structure: StructDeclSyntax, body: CodeBlockItemListSyntax) -> [SceneNode] {
        let name = structure.name.text
        expanding.append(name)
        defer { expanding.removeLast() }
        readState(of: structure)
        return views(in: body, substitutions: [:])
    }

    /// The views of a view builder's statements, one level deeper than the view that holds them; none past
    /// ``SceneReadingLimits/maximumViewDepth`` (said once) or once the budget is spent.
    func views(in statements: some Collection<CodeBlockItemSyntax>, substitutions: [String: SceneValue]) -> [SceneNode] {
        guard let first = statements.first, withinBudget(at: first) else { return [] }
        depth += 1
        defer { depth -= 1 }
        if depth > SceneReadingLimits.maximumViewDepth {
            if !saidTooDeep {
                saidTooDeep = true
                diagnose(.error, at: first, say("Views are nested more than \(SceneReadingLimits.maximumViewDepth) deep here; the gallery reads no deeper."))
            }
            return []
        }
        return statements.flatMap { item -> [SceneNode] in
            // `if case` rather than a switch: swift-syntax's enums may gain cases.
            if case .expr(let expression) = item.item {
                return views(of: expression, substitutions: substitutions)
            }
            if let expression = item.item.as(ExpressionStmtSyntax.self)?.expression {
                return views(of: expression, substitutions: substitutions)
            }
            if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
                return views(of: returned, substitutions: substitutions)
            }
            if item.item.is(DeclSyntax.self) {
                diagnose(.note, at: item, say("The gallery skips this declaration; it is not a view."))
            } else {
                diagnose(.note, at: item, say("The gallery skips this statement; it is not a view."))
            }
            return []
        }
    }

    /// The views one expression of a view builder makes: none, one, or several (an expanded `ForEach` or view).
    func views(of expression: ExprSyntax, substitutions: [String: SceneValue]) -> [SceneNode] {
        guard withinBudget(at: expression) else { return [] }
        if let branch = expression.as(IfExprSyntax.self) {
            diagnose(.note, at: branch, say("The gallery shows the first branch of this if."))
            return views(in: branch.body.statements, substitutions: substitutions)
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            diagnose(.note, at: choice, say("The gallery shows the first case of this switch."))
            for case .switchCase(let first) in choice.cases {
                return views(in: first.statements, substitutions: substitutions)
            }
            return []
        }
        // Peel the modifiers off, outermost (last written) first.
        var peeled: [(member: MemberAccessExprSyntax, call: FunctionCallExprSyntax?)] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, !Self.isTypeName(base) {
                peeled.append((member, call))
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !Self.isTypeName(base) {
                peeled.append((member, nil))
                current = base
            } else {
                break
            }
        }
        let modifierSyntax = Array(peeled.reversed())
        if let call = current.as(FunctionCallExprSyntax.self), let name = Self.typeName(call.calledExpression) {
            return views(called: name, call, modifiers: modifierSyntax, substitutions: substitutions)
        }
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
           Self.typeName(base) == ScenePlainView.color.rawValue {
            // `Color.blue`: a colour view, its colour kept as the member it names.
            guard let node = makeNode(.plain(.color), at: current, arguments: [SceneArgument(nil, .expression("." + member.declName.baseName.text))],
                                      modifiers: modifierSyntax, substitutions: substitutions) else { return [] }
            return [node]
        }
        diagnose(.warning, at: current, say("The gallery cannot read \(Quoting.quoted(current.sourceText)) as a view; it draws a placeholder."))
        guard let node = makeNode(.unknown(current.sourceText), at: current, modifiers: modifierSyntax,
                                  substitutions: substitutions) else { return [] }
        return [node]
    }

    /// The views of a call of the type `name`: a view of SwiftUI's, a `ForEach`, or one of the file's views.
    private func views(called name: String, _ call: FunctionCallExprSyntax, modifiers: [(member: MemberAccessExprSyntax, call: FunctionCallExprSyntax?)],
                       substitutions: [String: SceneValue]) -> [SceneNode] {
        if name == "ForEach" {
            let expanded = ForEachExpansion(reader: self).views(of: call, substitutions: substitutions)
            let extra = readModifiers(modifiers, substitutions: substitutions)
            return expanded.map { node in
                var node = node
                node.modifiers += extra
                return node
            }
        }
        if let structure = file.viewStructs[name], let body = SceneFileReader.computedProperty("body", of: structure) {
            if expanding.contains(name) {
                diagnose(.warning, at: call, say("\(name) uses itself; the gallery draws a placeholder instead of expanding it again."))
                return makeNode(.unknown(name), at: call, modifiers: modifiers, substitutions: substitutions).map { [$0] } ?? []
            }
            if expanding.count >= SceneReadingLimits.maximumExpansionDepth {
                diagnose(.warning, at: call, say("The file's views are used inside one another more than \(SceneReadingLimits.maximumExpansionDepth) deep here; the gallery draws \(name) as a placeholder."))
                return makeNode(.unknown(name), at: call, modifiers: modifiers, substitutions: substitutions).map { [$0] } ?? []
            }
            let expanded = expand(structure, body: body)
            let extra = readModifiers(modifiers, substitutions: substitutions)
            if expanded.count == 1, var node = expanded.first {
                node.modifiers += extra
                return [node]
            }
            return [SceneNode(.layout(.group), children: expanded, modifiers: extra, location: location(of: call))]
        }
        let kind: SceneViewKind
        if let family = SceneNames.familiesByView[name] {
            kind = .styled(family)
        } else if let layout = SceneLayout(rawValue: name) {
            kind = .layout(layout)
        } else if let plain = ScenePlainView(rawValue: name) {
            kind = .plain(plain)
        } else {
            diagnose(.warning, at: call, say("The gallery does not know the view \(name); it draws a placeholder."))
            kind = .unknown(name)
        }
        return makeNode(kind, at: call, call: call, modifiers: modifiers, substitutions: substitutions).map { [$0] } ?? []
    }

    /// A node of `kind`, with the arguments and closures of `call` and its modifiers; nil once the file's reading
    /// budget is spent (said once, where it ran out).
    private func makeNode(_ kind: SceneViewKind, at syntax: some SyntaxProtocol, call: FunctionCallExprSyntax? = nil,
                          arguments extraArguments: [SceneArgument] = [],
                          modifiers: [(member: MemberAccessExprSyntax, call: FunctionCallExprSyntax?)],
                          substitutions: [String: SceneValue]) -> SceneNode? {
        guard budget.spendNode() else {
            _ = withinBudget(at: syntax)
            return nil
        }
        var node = SceneNode(kind, arguments: extraArguments, location: location(of: syntax))
        if let call {
            readArguments(of: call, into: &node, substitutions: substitutions)
        }
        node.modifiers = readModifiers(modifiers, substitutions: substitutions)
        return node
    }

    /// The arguments of `call`, its main closure as children and its other view closures as slots.
    private func readArguments(of call: FunctionCallExprSyntax, into node: inout SceneNode, substitutions: [String: SceneValue]) {
        var main: ClosureExprSyntax? = call.trailingClosure
        let isButton = node.kind == .styled(.button)
        let hasAction = call.arguments.contains { $0.label?.text == "action" }
        // `Button("Save") { save() }` or `Button { save() } label: { … }`: the trailing closure is the action.
        let trailingAction = isButton && !hasAction ? main : nil
        if trailingAction != nil { main = nil }
        for argument in call.arguments {
            let label = argument.label?.text
            if let closure = argument.expression.as(ClosureExprSyntax.self), !Self.actionLabels.contains(label ?? "") {
                if main == nil, label == nil || label == "content" || (isButton && label == "label") {
                    main = closure
                } else {
                    node.slots.append(SceneSlot(label: label ?? "content", children: views(in: closure.statements, substitutions: substitutions)))
                }
                continue
            }
            node.arguments.append(SceneArgument(label, SceneValueReader.value(of: argument.expression, substitutions: substitutions)))
        }
        if let trailingAction {
            node.arguments.append(SceneArgument("action", .expression(trailingAction.sourceText)))
        }
        if main == nil, call.trailingClosure == nil, node.slots.count == 1, let only = node.slots.first {
            // `Toggle(isOn: $on, label: { … })`: the only closure, as `Toggle(isOn: $on) { … }` writes it.
            node.children = only.children
            node.slots = []
        }
        for closure in call.additionalTrailingClosures where isButton && main == nil && closure.label.text == "label" {
            main = closure.closure
        }
        if let main {
            node.children = views(in: main.statements, substitutions: substitutions)
        }
        for closure in call.additionalTrailingClosures where !(isButton && closure.label.text == "label") {
            let label = closure.label.text
            if Self.actionLabels.contains(label) {
                node.arguments.append(SceneArgument(label, .expression(closure.closure.sourceText)))
            } else {
                node.slots.append(SceneSlot(label: label, children: views(in: closure.closure.statements, substitutions: substitutions)))
            }
        }
    }

    /// The modifiers, in source order.
    func readModifiers(_ modifiers: [(member: MemberAccessExprSyntax, call: FunctionCallExprSyntax?)],
                       substitutions: [String: SceneValue]) -> [SceneModifier] {
        ModifierReader(reader: self, customStyles: file.customStyles).modifiers(modifiers, substitutions: substitutions)
    }

    /// Records the `@State` properties of `structure` with their initial values (the first of a name wins).
    private func readState(of structure: StructDeclSyntax) {
        for member in structure.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "State" })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      !state.contains(where: { $0.name == name }) else { continue }
                guard let initial = binding.initializer?.value else {
                    diagnose(.note, at: binding, say("The state \(name) has no initial value the gallery can read."))
                    continue
                }
                state.append(SceneState(name: name, value: SceneValueReader.value(of: initial, substitutions: [:]), location: location(of: binding)))
            }
        }
    }

    /// Whether `expression` names a type (`Color` of `Color.blue`): a capitalised name.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        typeName(expression) != nil
    }

    /// The type an expression names, `Toggle` of `Toggle(…)` or `Picker<…>`, or nil when it names none.
    static func typeName(_ expression: ExprSyntax) -> String? {
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialized.expression)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let first = reference.baseName.text.first, first.isUppercase else { return nil }
        return reference.baseName.text
    }
}
