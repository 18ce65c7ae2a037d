import GalleryModel
import SwiftSyntax

/// Expands `ForEach`, or a `List` given its data (`List(contacts) { contact in … }`), over an array literal (`ForEach(["Wi-Fi", "Bluetooth"], id: \.self) { name in … }`), a property
/// of the view that starts as one (`ForEach(items) { item in … }`), an enumeration's cases (`ForEach(Flavor.allCases)`)
/// or a literal range (`ForEach(0..<3) { index in … }`): its content once per element, at most
/// ``SceneReadingLimits/maximumForEachExpansion`` times (with a note when there are more), the element's name
/// read as the element's value wherever an argument is that name. Over any other data its content is shown once,
/// with a note.
struct ForEachExpansion {
    let reader: SceneViewReader

    func views(of call: FunctionCallExprSyntax, scope: ReadingScope) -> [SceneNode] {
        // The view whose content this is, as the notes name it: `ForEach`, or a `List` given its data.
        let view = call.calledExpression.trimmedDescription
        let written = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.first { $0.label?.text == "content" }?.expression
        guard let written, let (content, contentScope) = closure(written, scope: scope) else {
            if let written, let name = reader.callersContent(written, scope: scope) {
                // `ForEach(birds, content: content)` in a view drawn where nothing gives it its content.
                return reader.placeCallersContent(name, shown: name, at: written, scope: scope)
            }
            reader.diagnose(.warning, at: call, say("This \(view) has no content closure the gallery can read."))
            return []
        }
        let data = call.arguments.first { $0.label == nil || $0.label?.text == "data" }?.expression
        guard let data, let expansion = elements(of: data, scope: scope) else {
            reader.diagnose(.note, at: call, say("The gallery shows this \(view)'s content once: its data is not a literal array or range."))
            return reader.views(in: content.statements, scope: contentScope)
        }
        let (elements, count) = expansion
        let limit = SceneReadingLimits.maximumForEachExpansion
        if count > limit {
            reader.diagnose(.note, at: call, say("The gallery shows the first \(limit) of this \(view)'s \(count) elements."))
        }
        let name = ArgumentBinding.parameterNames(of: content).first ?? "$0"
        return elements.flatMap { element in
            var inner = contentScope
            inner.names[name] = element
            return reader.views(in: content.statements, scope: inner)
        }
    }

    /// The closure `written` is, with the scope it is read in: a closure written at the call, or a name that stands
    /// for one given elsewhere (`ForEach(birds, content: content)`, where `content` is the closure the view's caller
    /// passed to its initializer); nil for anything else.
    private func closure(_ written: ExprSyntax, scope: ReadingScope, depth: Int = 0) -> (ClosureExprSyntax, ReadingScope)? {
        if let closure = written.as(ClosureExprSyntax.self) { return (closure, scope) }
        guard depth < 8, let name = written.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        switch scope.names[name] {
        case .closure(let closure, let outer)?: return (closure, outer)
        case .expression(let given, let outer)?: return self.closure(given, scope: outer, depth: depth + 1)
        default: return nil
        }
    }

    /// The first elements of an array literal, written at the call or as the initial value of a property of the view
    /// (`let fruits = ["Kiwi", "Plum"]`, `@State private var items = [Item(name: "Apple")]`), or the first integers of
    /// a literal range `a..<b` or `a...b` (as many as are shown), with how many there are in all; nil for other data.
    /// An element built by an initializer (`Item(name: "Apple")`) is bound as written, so that `item.name` reads
    /// its argument.
    private func elements(of data: ExprSyntax, scope: ReadingScope) -> ([Bound], count: Int)? {
        let limit = SceneReadingLimits.maximumForEachExpansion
        if let (array, arrayScope) = arrayLiteral(data, scope: scope) {
            let elements = array.elements.prefix(limit).map { element -> Bound in
                element.expression.is(FunctionCallExprSyntax.self)
                    ? .expression(element.expression, arrayScope) : .value(reader.value(of: element.expression, scope: arrayScope))
            }
            return (elements, array.elements.count)
        }
        if let cases = allCases(data, scope: scope) {
            return (cases.prefix(limit).map { Bound.enumCase($0) }, cases.count)
        }
        let parts: [ExprSyntax]
        if let sequence = data.as(SequenceExprSyntax.self) {
            parts = Array(sequence.elements)
        } else if let infix = data.as(InfixOperatorExprSyntax.self) {
            parts = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else {
            return nil
        }
        guard parts.count == 3, let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              let low = SceneValueReader.number(parts[0]), let high = SceneValueReader.number(parts[2]),
              low == low.rounded(), high == high.rounded(), abs(low) < 1e9, abs(high) < 1e9 else { return nil }
        let first = Int(low)
        let last = operation == "..<" ? Int(high) - 1 : operation == "..." ? Int(high) : nil
        guard let last else { return nil }
        guard first <= last else { return ([], 0) }
        return ((first...last).prefix(limit).map { Bound.value(.number(Double($0))) }, last - first + 1)
    }

    /// The array literal `data` is, with the scope its elements are read in: written at the call, or the initial value
    /// of a stored property of the view that `data` names (plain or `@State`), read in the view's own scope. Through
    /// what apps write to derive the rows from such an array, as a preview first draws them:
    /// - a computed property of the view whose getter is one expression (`var filtered: [Message] { … }`);
    /// - a choice whose condition the gallery knows (`query.isEmpty ? messages : …` with `@State var query = ""`), else
    ///   its first operand;
    /// - `filter`, `sorted` and `reversed()` of an array: its elements, all of them and in the order written, as the
    ///   gallery cannot run the closure that picks or orders them.
    private func arrayLiteral(_ data: ExprSyntax, scope: ReadingScope, depth: Int = 0) -> (ArrayExprSyntax, ReadingScope)? {
        guard depth < SceneReadingLimits.maximumExpansionDepth else { return nil }
        if let array = data.as(ArrayExprSyntax.self) { return (array, scope) }
        if let chosen = reader.knownChoice(data, scope: scope) ?? Self.firstOperand(of: data) {
            return arrayLiteral(chosen, scope: scope, depth: depth + 1)
        }
        if let base = Self.derivedArrayBase(data) { return arrayLiteral(base, scope: scope, depth: depth + 1) }
        guard let name = data.as(DeclReferenceExprSyntax.self)?.baseName.text ?? SceneValueReader.selfMember(data),
              scope.names[name] == nil,
              let member = scope.owner?.member(name, compiledFor: reader.configuration), case .property(let variable, let binding) = member.kind
        else { return nil }
        if let getter = Self.singleExpression(of: binding.accessorBlock) {
            return arrayLiteral(getter, scope: ReadingScope(owner: scope.owner), depth: depth + 1)
        }
        guard binding.accessorBlock == nil, let array = binding.initializer?.value.as(ArrayExprSyntax.self) else { return nil }
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard wrappers.isEmpty || wrappers == ["State"] else { return nil }
        return (array, ReadingScope(owner: scope.owner))
    }

    /// The first operand of `condition ? a : b` (as parsed, before operators are folded), or nil for another expression.
    private static func firstOperand(of expression: ExprSyntax) -> ExprSyntax? {
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count >= 3,
              let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return ternary.thenExpression
    }

    /// The array `data` picks or orders the elements of: `base.filter { … }`, `base.sorted()`, `base.sorted(by:)`,
    /// `base.sorted { … }`, `base.reversed()`; nil for anything else.
    private static func derivedArrayBase(_ data: ExprSyntax) -> ExprSyntax? {
        guard let call = data.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, ["filter", "sorted", "reversed"].contains(member.declName.baseName.text) else { return nil }
        return base
    }

    /// The one expression a computed property's getter is: `{ expression }`, `{ return expression }` or the same in a
    /// `get` accessor; nil for a stored property or a getter of several statements.
    private static func singleExpression(of accessors: AccessorBlockSyntax?) -> ExprSyntax? {
        let statements: CodeBlockItemListSyntax?
        switch accessors?.accessors {
        case .getter(let items)?: statements = items
        case .accessors(let list)?: statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: statements = nil
        }
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// The cases of `T.allCases` where `T` is an enumeration of the project that is `CaseIterable`, in the order they
    /// are declared (the order Swift's synthesized `allCases` keeps), each with its raw value.
    private func allCases(_ data: ExprSyntax, scope: ReadingScope) -> [EnumCase]? {
        guard let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
              let base = member.base, let name = SceneViewReader.typeName(base),
              let type = reader.types(named: name, usedAt: data, scope: scope).first(where: { $0.conformances.contains("CaseIterable") }),
              let declaration = type.declaration.syntax.as(EnumDeclSyntax.self) else { return nil }
        let isString = type.conformances.contains("String")
        return declaration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).map { element in
            let written = element.rawValue.map { reader.value(of: $0.value, scope: ReadingScope(owner: type)) }
            return EnumCase(name: element.name.text, rawValue: written ?? (isString ? .string(element.name.text) : nil), type: type)
        }
    }
}
