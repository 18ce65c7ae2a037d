import GalleryModel
import SwiftSyntax

/// Reading a custom style of the project's from its code: the views its `makeBody(configuration:)` returns, read as a
/// view's body is (each node at its own file, line and column, in the style's file), with the configuration's parts
/// (`configuration.label`, `.title`, `.icon`, `.content`, `Label(configuration)`) as typed placeholders
/// (``SceneStylePart``) and its flags (`configuration.isOn`, `.isPressed`, `.isExpanded`, `.role == .destructive`) as
/// typed choices (``SceneStyleFlag``). A style named by a static member (`.labelStyle(.badge)`,
/// `extension LabelStyle where Self == Badge { static var badge: Badge { Badge() } }`) is the type the member returns.
///
/// A style whose body cannot be read (no `makeBody` the platform compiles, a body that uses itself or goes past the
/// depth cap, or code the reader does not know) is left unread: its family's automatic look stands in for it, as
/// before, and what the reader found while trying is not said.
extension SceneViewReader {
    /// The body of the project's style `argument` names for `family`, or nil when it cannot be read.
    func styleBody(of family: StyleFamily, _ argument: ExprSyntax, protocols: [String], scope: ReadingScope) -> SceneStyleBody? {
        guard let (type, call) = styleType(argument, protocols: protocols, scope: scope),
              let member = type.member("makeBody", compiledFor: configuration), case .function(let function) = member.kind,
              let statements = function.body?.statements else { return nil }
        let key = type.declaration.qualifiedName
        let said = diagnostics.count
        guard mayExpand(key, shown: type.name, at: argument, scope: scope) else {
            forgetDiagnostics(after: said)
            return nil
        }
        var inner = ReadingScope(owner: type, names: call.map { ArgumentBinding(reader: self).names(for: $0, of: type, caller: scope) } ?? [:],
                                 expanding: scope.expanding + [key])
        let parameter = function.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "configuration"
        inner.names[parameter] = .styleConfiguration(family)
        let roots = deeper(at: argument) { views(in: statements, scope: inner) }
        guard !roots.isEmpty, !roots.contains(where: Self.holdsUnknown) else {
            forgetDiagnostics(after: said)
            return nil
        }
        return SceneStyleBody(name: type.name, location: location(of: function.name), roots: roots)
    }

    /// The style type `argument` names and the call that makes it (nil for a type named without a call): `Badge()`,
    /// `Badge(color: .red)`, or the type a static member of the style's protocol returns (`.badge`, `.pill(radius: 4)`),
    /// made by the call its code returns.
    private func styleType(_ argument: ExprSyntax, protocols: [String], scope: ReadingScope) -> (DeclaredType, FunctionCallExprSyntax?)? {
        let called = argument.as(FunctionCallExprSyntax.self)
        let access = argument.as(MemberAccessExprSyntax.self) ?? called?.calledExpression.as(MemberAccessExprSyntax.self)
        if let access, access.base == nil {
            let name = access.declName.baseName.text
            for member in protocols.flatMap({ index.extensionMembers(of: $0, named: name) }) where member.isCompiled(for: configuration) {
                // `static var badge: Badge { Badge() }`: the call its code returns makes the style and sets its properties;
                // a member declared `-> Self` is the type that call names.
                let returned = member.statements.flatMap(Self.onlyCall)
                let written = member.declaredType.map(FileDeclarations.bareName).flatMap { $0 == "Self" ? nil : $0 }
                    ?? returned.flatMap { Self.typeName($0.calledExpression) }
                guard let written, let type = types(named: written, usedAt: argument, scope: scope)
                    .first(where: { !$0.conformances.isDisjoint(with: protocols) }) else { continue }
                return (type, returned)
            }
            return nil
        }
        let typeExpression = called?.calledExpression ?? argument
        guard let name = Self.typeName(typeExpression),
              let type = types(named: name, usedAt: argument, scope: scope).first(where: { !$0.conformances.isDisjoint(with: protocols) })
        else { return nil }
        return (type, called)
    }

    /// The call a member's code is made of alone (`Badge()`, `return Badge(color: .red)`), or nil.
    private static func onlyCall(_ statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ReturnStmtSyntax.self)?.expression
        return expression?.as(FunctionCallExprSyntax.self)
    }

    /// Whether `node` or a view under it is one the gallery does not know.
    private static func holdsUnknown(_ node: SceneNode) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            if case .unknown = next.kind { return true }
            pending += next.allChildren
        }
        return false
    }

    /// The part of the style's configuration `core` and its first modifier name (`configuration.label`), or nil.
    func stylePart(_ core: ExprSyntax, _ member: WrittenModifier?, scope: ReadingScope) -> SceneStylePart? {
        guard let member, member.call == nil, let name = core.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .styleConfiguration? = scope.names[name] else { return nil }
        switch member.name {
        case "label": return .label
        case "title": return .title
        case "icon": return .icon
        case "content": return .content
        default: return nil
        }
    }

    /// The family of a view of SwiftUI's built from the style's configuration alone (`Label(configuration)`,
    /// `Toggle(configuration)`, `Button(configuration)`), or nil.
    func configurationControl(_ name: String, _ call: FunctionCallExprSyntax, scope: ReadingScope) -> StyleFamily? {
        guard case .styled(let family)? = Self.swiftUIKind(name), call.arguments.count == 1, call.trailingClosure == nil,
              let only = call.arguments.first, only.label == nil,
              let reference = only.expression.as(DeclReferenceExprSyntax.self),
              case .styleConfiguration? = scope.names[reference.baseName.text] else { return nil }
        return family
    }

    /// The state a tap's action flips in a style's code: `configuration.isOn.toggle()`, `configuration.isOn =
    /// !configuration.isOn`, either inside `withAnimation { … }`, as the closure's one statement; nil for any other action.
    /// Only the state a binding holds can be flipped (`isOn`, `isExpanded`).
    func toggledFlag(by closure: ClosureExprSyntax, scope: ReadingScope) -> SceneStyleFlag? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        let flag: SceneStyleFlag?
        if let call = expression?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
           callee.declName.baseName.text == "toggle", call.arguments.isEmpty, call.trailingClosure == nil, let base = callee.base {
            flag = self.flag(of: [base], scope: scope)
        } else if let call = expression?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation", let inner = call.trailingClosure {
            return toggledFlag(by: inner, scope: scope)
        } else if let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                  let negated = Array(sequence.elements)[2].as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
                  let target = sequence.elements.first, target.trimmedDescription == negated.expression.trimmedDescription {
            flag = self.flag(of: [target], scope: scope)
        } else {
            flag = nil
        }
        return flag == .isOn || flag == .isExpanded ? flag : nil
    }

    /// A choice on a flag of the style's configuration, `configuration.isOn ? a : b` or
    /// `configuration.role == .destructive ? a : b`: the flag and both values; nil for any other expression.
    func flagChoice(_ expression: ExprSyntax, scope: ReadingScope) -> (SceneStyleFlag, ExprSyntax, ExprSyntax)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              let flag = flag(of: Array(elements.dropLast(2)), scope: scope) else { return nil }
        return (flag, ternary.thenExpression, elements[elements.count - 1])
    }

    /// The flag a condition reads, written `configuration.isOn` or `configuration.role == .destructive` (the elements of
    /// its unfolded sequence); nil for any other condition.
    private func flag(of condition: [ExprSyntax], scope: ReadingScope) -> SceneStyleFlag? {
        guard let first = condition.first?.as(MemberAccessExprSyntax.self), let base = first.base?.as(DeclReferenceExprSyntax.self),
              case .styleConfiguration? = scope.names[base.baseName.text] else { return nil }
        switch (first.declName.baseName.text, condition.count) {
        case ("isOn", 1): return .isOn
        case ("isPressed", 1): return .isPressed
        case ("isExpanded", 1): return .isExpanded
        case ("role", 3):
            guard condition[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                  let role = condition[2].as(MemberAccessExprSyntax.self), role.base == nil else { return nil }
            return .role(role.declName.baseName.text)
        default:
            return nil
        }
    }

    /// The views of `if configuration.isOn { … } else { … }` or `configuration.isOn ? A : B` in a style's body: one node
    /// holding both branches (``SceneStylePart/branch(_:)``), which the control's state chooses between; nil for any
    /// other expression (an `else if` too, drawn as other conditionals are).
    func flagBranch(_ expression: ExprSyntax, scope: ReadingScope) -> [SceneNode]? {
        let flag: SceneStyleFlag, then: [SceneNode], otherwise: [SceneNode]
        if let branch = expression.as(IfExprSyntax.self), branch.conditions.count == 1,
           case .expression(let condition) = branch.conditions.first?.condition {
            let elements = condition.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [condition]
            guard let found = self.flag(of: elements, scope: scope) else { return nil }
            switch branch.elseBody {
            case .ifExpr?: return nil
            case .codeBlock(let block)?: otherwise = views(in: block.statements, scope: scope)
            case nil: otherwise = []
            }
            flag = found
            then = views(in: branch.body.statements, scope: scope)
        } else if let (found, ifTrue, ifFalse) = flagChoice(expression, scope: scope) {
            flag = found
            then = views(of: ifTrue, scope: scope)
            otherwise = views(of: ifFalse, scope: scope)
        } else {
            return nil
        }
        guard var node = makeNode(.stylePart(.branch(flag)), at: expression, scope: scope) else { return [] }
        node.children = then
        if !otherwise.isEmpty { node.slots = [SceneSlot(label: "else", children: otherwise)] }
        return [node]
    }
}
