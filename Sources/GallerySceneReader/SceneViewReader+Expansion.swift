import GalleryModel
import SwiftSyntax

/// Expanding what the project declares, in place, each node keeping the file, line and column it is written at:
///
/// - a custom view is drawn from its own `body`, its properties bound to the call's arguments (``ArgumentBinding``):
///   literal titles, `@ViewBuilder` content closures (read where the caller wrote them, in the caller's scope),
///   bindings to the caller's state;
/// - a computed property (`var list: some View`) or a function (`func row(_ order: Order) -> some View`) of the view
///   being read is expanded where it is used, a function's parameters bound to the call's arguments;
/// - a `ViewModifier` applied with `.modifier(Card())` is read from its `body(content:)`, `content` being the view
///   so far; a `View` extension method (`.card()`) from its body, `self` being the view so far.
///
/// A declaration met again inside itself, or expansions nested more than ``SceneReadingLimits/maximumExpansionDepth``
/// deep, is drawn as a placeholder with a note: a view that uses itself, or views that use each other across files,
/// end there.
extension SceneViewReader {
    /// Whether `key` may be expanded inside `scope`; when not, says why at `syntax`.
    func mayExpand(_ key: String, shown name: String, at syntax: some SyntaxProtocol, scope: ReadingScope) -> Bool {
        if scope.expanding.contains(key) {
            diagnose(.warning, at: syntax, say("\(name) uses itself; the gallery draws a placeholder instead of expanding it again."))
            return false
        }
        if scope.expanding.count >= SceneReadingLimits.maximumExpansionDepth {
            diagnose(.warning, at: syntax, say("The project's views are used inside one another more than \(SceneReadingLimits.maximumExpansionDepth) deep here; the gallery draws \(name) as a placeholder."))
            return false
        }
        return true
    }

    /// `nodes` as one view, tagged with what it was expanded from: the node itself when there is one, else a Group
    /// holding them at the place of use.
    private func tagged(_ nodes: [SceneNode], _ expansion: SceneExpansion, at syntax: some SyntaxProtocol, scope: ReadingScope) -> [SceneNode] {
        guard nodes.count == 1, var node = nodes.first else {
            guard !nodes.isEmpty, let group = makeNode(.layout(.group), at: syntax, scope: scope) else { return nodes }
            var tagged = group
            tagged.children = nodes
            tagged.expansions = [expansion]
            return [tagged]
        }
        node.expansions.insert(expansion, at: 0)
        return [node]
    }

    /// The custom view `type`, called by `call` (nil for a view named without a call), drawn from its `body`.
    func expand(_ type: DeclaredType, call: FunctionCallExprSyntax?, at syntax: some SyntaxProtocol, scope: ReadingScope) -> [SceneNode] {
        let key = type.declaration.qualifiedName
        guard let body = type.member("body", compiledFor: configuration)?.statements else {
            diagnose(.warning, at: syntax, say("The gallery finds no body of \(type.name) it can read; it draws a placeholder."))
            return placeholder(type.name, at: syntax, scope: scope)
        }
        guard mayExpand(key, shown: type.name, at: syntax, scope: scope) else { return placeholder(type.name, at: syntax, scope: scope) }
        if let method = type.bodyMethod {
            let conformances = type.conformances.subtracting(["View"]).sorted().joined(separator: ", ")
            diagnose(.note, at: syntax, say("The gallery draws \(type.name) from its \(method.name.text)\(method.signature.parameterClause.trimmedDescription) method, which its conformance to \(conformances) calls: the values it is given are not known here."))
        }
        let names = call.map { ArgumentBinding(reader: self).names(for: $0, of: type, caller: scope) } ?? [:]
        readState(of: type)
        let inner = ReadingScope(owner: type, names: names, expanding: scope.expanding + [key])
        let nodes = deeper(at: syntax) { views(in: body, scope: inner) }
        return tagged(nodes, SceneExpansion(.view, name: type.name, at: location(of: syntax)), at: syntax, scope: scope)
    }

    /// The views `name` stands for where it is used in a view builder (called with `call`, or named alone): a name
    /// the scope binds (a content closure, a view argument, a view modifier's `content`), a computed property or
    /// function of the view being read, or a top-level function; nil when it is none of these.
    func memberViews(named name: String, call: FunctionCallExprSyntax?, at syntax: Syntax, scope: ReadingScope) -> [SceneNode]? {
        if let bound = scope.names[name], let found = views(of: bound, arguments: call?.arguments, at: syntax, scope: scope) {
            return found
        }
        if let owner = scope.owner, let found = memberViews(of: owner, named: name, call: call, at: syntax, scope: scope) {
            return found
        }
        if let call, let function = index.functions[name]?.first(where: { $0.isCompiled(for: configuration) }) {
            return expandFunction(function, key: name, shown: name, owner: nil, call: call, at: syntax, scope: scope)
        }
        // A method of `View` or `ToolbarContent` called without `self.` (`statusEditorToolbarItem(…)` in a toolbar).
        for extended in ["View", "ToolbarContent"] {
            if let method = index.extensionMembers(of: extended, named: name).first(where: { $0.isCompiled(for: configuration) }),
               case .function(let function) = method.kind, scope.names["self"] == nil {
                return expandFunction(function, key: extended + "." + name, shown: extended + "." + name, owner: scope.owner, call: call,
                                      at: syntax, scope: scope)
            }
        }
        return nil
    }

    /// The views of `value.member` where the value's type is not known (a `ForEach` element, an `if let`): the
    /// project's member of that name declared as a view (`var image: Image`, `func makeContentView() -> some View`),
    /// read from its code, or the view its type names; nil when no member of that name is a view.
    func valueMemberViews(_ member: WrittenModifier, scope: ReadingScope) -> [SceneNode]? {
        // A `View` extension method (`content().withEnvironments()`) is a modifier of whatever view it is called on,
        // applied with `self` standing for that view, not a view of its own.
        guard index.extensionMembers(of: "View", named: member.name).isEmpty else { return nil }
        for (owner, declared) in index.members(named: member.name) where declared.isCompiled(for: configuration) {
            guard let type = declared.declaredType, let kind = Self.viewKind(ofDeclared: type, index: index) else { continue }
            let at = member.at
            let shown = (owner?.name).map { $0 + "." + member.name } ?? member.name
            let key = (owner?.declaration.qualifiedName ?? "") + "." + member.name
            // The member being read is not the value's (`var image: Image { birdFood.image }`).
            if scope.expanding.contains(key) { continue }
            if let statements = declared.statements {
                guard mayExpand(key, shown: shown, at: at, scope: scope) else { return placeholder(member.name, at: at, scope: scope) }
                var inner = ReadingScope(owner: owner, expanding: scope.expanding + [key])
                if case .function(let function) = declared.kind, let call = member.call {
                    inner.names = ArgumentBinding(reader: self).parameters(function.signature.parameterClause.parameters, for: call, caller: scope) ?? [:]
                    inner.keyParameters = Self.keyParameters(function.signature.parameterClause.parameters)
                }
                let nodes = deeper(at: at) { views(in: statements, scope: inner) }
                return tagged(nodes, SceneExpansion(declared.isFunction ? .function : .property, name: shown, at: location(of: at)), at: at, scope: scope)
            }
            guard let kind else { continue }
            return makeNode(kind, at: at, scope: scope).map { [$0] } ?? []
        }
        return nil
    }

    /// What a member declared `type` draws: `Image`, `Text`, `Color` and SwiftUI's shapes their views; `some View`,
    /// `AnyView`, `AnyShape` and the project's view types views read from the member's code (`.some(nil)`); nil for
    /// anything else.
    static func viewKind(ofDeclared type: String, index: ProjectIndex) -> SceneViewKind?? {
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        // Images, words, colours and SwiftUI's shapes (`var panelShape: UnevenRoundedRectangle { … }`, a layer's shape).
        if let plain = ScenePlainView(rawValue: bare),
           [.image, .text, .color, .rectangle, .roundedRectangle, .unevenRoundedRectangle, .circle, .capsule, .ellipse,
            .containerRelativeShape].contains(plain) {
            return .some(.plain(plain))
        }
        if bare.hasPrefix("some View") || bare == "AnyView" || bare == "AnyShape" || bare.hasPrefix("some ToolbarContent")
            || index.types(named: bare).contains(where: { $0.role == .view }) {
            return .some(nil)
        }
        return nil
    }

    /// The views of `owner`'s member `name`: a computed property or a function returning views, expanded in place.
    func memberViews(of owner: DeclaredType, named name: String, call: FunctionCallExprSyntax?, at syntax: Syntax,
                     scope: ReadingScope) -> [SceneNode]? {
        guard let member = owner.member(name, compiledFor: configuration), member.isView(in: index) else { return nil }
        let key = owner.declaration.qualifiedName + "." + name
        switch member.kind {
        case .function(let function):
            return expandFunction(function, key: key, shown: owner.name + "." + name, owner: owner, call: call, at: syntax, scope: scope)
        case .property(_, let binding) where binding.accessorBlock != nil:
            guard let statements = member.statements else { return nil }
            guard mayExpand(key, shown: owner.name + "." + name, at: syntax, scope: scope) else { return placeholder(name, at: syntax, scope: scope) }
            var inner = scope
            inner.owner = owner
            inner.expanding.append(key)
            let nodes = deeper(at: syntax) { views(in: statements, scope: inner) }
            return tagged(nodes, SceneExpansion(.property, name: owner.name + "." + name, at: location(of: syntax)), at: syntax, scope: scope)
        case .property(_, let binding):
            // A stored property the call did not set: its initial value when it is a view, else the view its type names
            // (`let image: Image`).
            guard let initial = binding.initializer?.value else {
                guard let type = member.declaredType, case .some(.some(let kind)) = Self.viewKind(ofDeclared: type, index: index) else { return nil }
                return makeNode(kind, at: syntax, scope: scope).map { [$0] } ?? []
            }
            return views(of: initial, scope: ReadingScope(owner: owner, expanding: scope.expanding))
        case .initializer:
            return nil
        }
    }

    /// A function's body, expanded where it is called, its parameters bound to the call's arguments.
    private func expandFunction(_ function: FunctionDeclSyntax, key: String, shown: String, owner: DeclaredType?,
                                call: FunctionCallExprSyntax?, at syntax: Syntax, scope: ReadingScope) -> [SceneNode]? {
        guard let statements = function.body?.statements else { return nil }
        guard mayExpand(key, shown: shown, at: syntax, scope: scope) else { return placeholder(function.name.text, at: syntax, scope: scope) }
        var inner = scope
        inner.owner = owner ?? scope.owner
        inner.expanding.append(key)
        if let call {
            let parameters = ArgumentBinding(reader: self).parameters(function.signature.parameterClause.parameters, for: call, caller: scope)
            inner.names.merge(parameters ?? [:]) { $1 }
            // The function's own parameters hide the names outside it, keys or not.
            let given = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            inner.keyParameters = inner.keyParameters.subtracting(given).union(Self.keyParameters(function.signature.parameterClause.parameters))
        }
        let nodes = deeper(at: syntax) { views(in: statements, scope: inner) }
        return tagged(nodes, SceneExpansion(.function, name: shown, at: location(of: syntax)), at: syntax, scope: scope)
    }

    /// The views a bound name stands for: a closure's (its parameters bound to `arguments`, when it is called), an
    /// argument's expression read where it was written when it makes a view, the view built so far; nil for a value
    /// (`donut` of `donut.glaze.image`), which the place that uses it names.
    private func views(of bound: Bound, arguments: LabeledExprListSyntax?, at syntax: Syntax, scope: ReadingScope) -> [SceneNode]? {
        switch bound {
        case .closure(let closure, let outer):
            var inner = outer
            if let arguments {
                for (name, argument) in zip(ArgumentBinding.parameterNames(of: closure), arguments) {
                    inner.names[name] = .expression(argument.expression, scope)
                }
            }
            return views(in: closure.statements, scope: inner)
        case .expression(let expression, let outer):
            guard makesView(expression, scope: outer) else { return nil }
            return deeper(at: syntax) { views(of: expression, scope: outer) }
        case .node(let node):
            return [node]
        case .value, .enumCase, .styleConfiguration:
            return nil
        }
    }

    /// Whether an argument's expression makes a view as written: a call of a type, a closure, a conditional, or a
    /// name that stands for views in turn; not a value such as `order.donuts.first!`.
    private func makesView(_ expression: ExprSyntax, scope: ReadingScope) -> Bool {
        if expression.is(ClosureExprSyntax.self) || expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return true }
        let (core, modifiers) = peel(expression)
        // `state.image?.resizable()`: only an Image has this modifier, so the value is one.
        if let first = modifiers.first, Self.imageModifiers.contains(first.name) { return true }
        guard let core else { return false }
        if let call = core.as(FunctionCallExprSyntax.self) {
            if Self.typeName(call.calledExpression) != nil { return true }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            if case .closure? = scope.names[name] { return true }
            return makesView(member: name, scope: scope) || index.functions[name] != nil
        }
        if let reference = core.as(DeclReferenceExprSyntax.self) {
            switch scope.names[reference.baseName.text] {
            case .closure?, .node?: return true
            case .expression(let inner, let outer)?: return inner.id != expression.id && makesView(inner, scope: outer)
            case .value?, .enumCase?, .styleConfiguration?, nil: return makesView(member: reference.baseName.text, scope: scope)
            }
        }
        if let member = core.as(MemberAccessExprSyntax.self), let base = member.base { return Self.isTypeName(base) }
        return false
    }

    /// Whether the member `name` of the type being read makes views.
    private func makesView(member name: String, scope: ReadingScope) -> Bool {
        guard let member = scope.owner?.member(name, compiledFor: configuration) else { return false }
        return member.statements != nil && member.isView(in: index)
    }

    /// `nodes` as a project's `ViewModifier` leaves them: `argument` is the modifier (`Card()`, `Card(radius: 8)`),
    /// read from its `body(content:)` with `content` standing for each node. Nil when `argument` is no view modifier
    /// of the project's.
    func applyViewModifier(_ argument: ExprSyntax, to nodes: [SceneNode], at syntax: Syntax, scope: ReadingScope) -> [SceneNode]? {
        guard let call = argument.as(FunctionCallExprSyntax.self), let name = Self.typeName(call.calledExpression),
              let type = types(named: name, usedAt: call, scope: scope).first(where: { $0.role == .viewModifier }),
              let body = type.member("body", compiledFor: configuration), case .function(let function) = body.kind,
              let statements = function.body?.statements else { return nil }
        let key = type.declaration.qualifiedName
        guard mayExpand(key, shown: type.name, at: syntax, scope: scope) else { return nodes }
        let contentName = function.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "content"
        let names = ArgumentBinding(reader: self).names(for: call, of: type, caller: scope)
        return nodes.flatMap { node in
            var inner = ReadingScope(owner: type, names: names, expanding: scope.expanding + [key])
            inner.names[contentName] = .node(node)
            let applied = deeper(at: syntax) { views(in: statements, scope: inner) }
            return tagged(applied, SceneExpansion(.modifier, name: type.name, at: location(of: syntax)), at: syntax, scope: scope)
        }
    }

    /// `node` as a `View` extension method leaves it: the method's body read with `self` standing for the node and its
    /// parameters bound to the call's arguments.
    func applyExtension(_ function: FunctionDeclSyntax, to node: SceneNode, call: FunctionCallExprSyntax?, at syntax: Syntax,
                        scope: ReadingScope) -> [SceneNode] {
        let key = "View." + function.name.text
        guard let statements = function.body?.statements, mayExpand(key, shown: key, at: syntax, scope: scope) else { return [node] }
        var inner = ReadingScope(expanding: scope.expanding + [key])
        if let call {
            inner.names = ArgumentBinding(reader: self).parameters(function.signature.parameterClause.parameters, for: call, caller: scope) ?? [:]
            inner.keyParameters = Self.keyParameters(function.signature.parameterClause.parameters)
        }
        inner.names["self"] = .node(node)
        let applied = deeper(at: syntax) { views(in: statements, scope: inner) }
        return tagged(applied, SceneExpansion(.modifier, name: key, at: location(of: syntax)), at: syntax, scope: scope)
    }
}
