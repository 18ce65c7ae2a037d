import GalleryModel
import SwiftSyntax
import SwiftParser

/// Works out the values a `Package.swift` writes, without running it: the little of Swift that manifests use to
/// build their `Package(…)`.
///
/// It follows literals, arrays, PackageDescription's calls and members (kept as written: `.target(name: …)`),
/// constants by name (`let platforms: [SupportedPlatform] = […]`), arrays and strings added with `+`, string
/// interpolation of known strings, `.map`/`.flatMap`/`.compactMap` with a one-expression closure over a known
/// array, and calls of the manifest's own functions whose body is one expression or one `return`. Top-level
/// statements that change a constant or the package (`targets.append(…)`, `package.platforms = […]`,
/// `swiftSettings += […]`) are applied in order. Anything else (a condition decided when the manifest runs, the
/// environment, a loop) becomes a ``ManifestValue/Kind/unknown(_:)`` value: it is said as a problem only where the
/// package needs it, and the rest of the manifest is still read.
///
/// Every walk is bounded: the syntax tree is at most ``ProjectLimits/maximumManifestNesting`` deep (SwiftParser
/// stops there), values are followed at most ``ProjectLimits/maximumEvaluationDepth`` deep, and no value grows past
/// ``ProjectLimits/maximumManifestElements`` elements.
struct ManifestEvaluator {
    private let converter: SourceLocationConverter
    /// The constants and variables of the manifest, as they stand after the statements read so far.
    private(set) var globals: [String: ManifestValue] = [:]
    /// The manifest's own functions, by name.
    private var functions: [String: FunctionDeclSyntax] = [:]
    /// Statements the reader does not apply, with where they are: each becomes a problem.
    private(set) var skipped: [(spot: ManifestSpot, reason: LocalizedText)] = []
    /// How many more expressions the whole manifest may evaluate: a `.map` inside a `.map` over long arrays could
    /// otherwise take long.
    private let steps = StepBudget()

    init(converter: SourceLocationConverter) {
        self.converter = converter
    }

    /// Reads the manifest's top-level statements in order.
    mutating func read(_ file: SourceFileSyntax) {
        for item in file.statements {
            switch item.item {
            case .decl(let declaration):
                read(declaration)
            case .expr(let expression):
                apply(expression)
            case .stmt(let statement):
                skipped.append((spot(statement), say("this statement is not read: the manifest changes values here when it runs")))
            }
        }
    }

    private mutating func read(_ declaration: DeclSyntax) {
        if declaration.is(ImportDeclSyntax.self) { return }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    skipped.append((spot(binding), say("this declaration is not read: only a constant with a plain name is")))
                    continue
                }
                if let value = binding.initializer?.value {
                    globals[name] = evaluate(value, locals: [:], depth: 0)
                } else {
                    globals[name] = ManifestValue(.unknown(say("\(name) is declared without a value")), at: spot(binding))
                }
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            functions[function.name.text] = function
        } else if declaration.is(IfConfigDeclSyntax.self) {
            skipped.append((spot(declaration), say("this #if block is not read: which branch holds depends on the machine that builds")))
        } else {
            // Types and extensions of the manifest's own: a value they declare is an unknown name where it is used.
            return
        }
    }

    // MARK: Statements that change values

    /// Applies `target = value`, `target += value`, `target.append(value)` and `target.append(contentsOf: value)`,
    /// where the target is a constant (`targets`) or a member of the package (`package.targets`).
    private mutating func apply(_ expression: ExprSyntax) {
        let unread = say("this statement is not read: only assignments, += and append to a constant or to the package are")
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.declName.baseName.text == "append", let base = access.base, let path = Self.path(of: base),
           call.arguments.count == 1, let argument = call.arguments.first {
            let added = evaluate(argument.expression, locals: [:], depth: 0)
            let addition = argument.label?.text == "contentsOf" ? added : ManifestValue(.array([added]), at: added.spot)
            change(path, at: spot(expression), unread: unread) { current in Self.concatenate(current, addition, at: current.spot) }
            return
        }
        var parts: [ExprSyntax] = []
        if let sequence = expression.as(SequenceExprSyntax.self) {
            parts = Array(sequence.elements)
        } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
            parts = [infix.leftOperand, infix.operator, infix.rightOperand]
        }
        guard parts.count == 3, let path = Self.path(of: parts[0]) else {
            skipped.append((spot(expression), unread))
            return
        }
        let value = evaluate(parts[2], locals: [:], depth: 0)
        if parts[1].is(AssignmentExprSyntax.self) {
            change(path, at: spot(expression), unread: unread) { _ in value }
        } else if parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
            change(path, at: spot(expression), unread: unread) { current in Self.concatenate(current, value, at: current.spot) }
        } else {
            skipped.append((spot(expression), unread))
        }
    }

    /// `targets` → ["targets"], `package.targets` → ["package", "targets"].
    private static func path(of expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self) {
            return [base.baseName.text, access.declName.baseName.text]
        }
        return nil
    }

    private mutating func change(_ path: [String], at spot: ManifestSpot, unread: LocalizedText,
                                 _ transform: (ManifestValue) -> ManifestValue) {
        guard let current = globals[path[0]] else {
            skipped.append((spot, say("this statement changes \(path[0]), which the manifest does not declare before it")))
            return
        }
        if path.count == 1 {
            globals[path[0]] = transform(current)
        } else if current.call != nil {
            let member = current.argument(path[1]) ?? ManifestValue(.array([]), at: spot)
            globals[path[0]] = current.setting(path[1], to: transform(member))
        } else {
            skipped.append((spot, unread))
        }
    }

    // MARK: Expressions

    /// The value `expression` stands for, with `locals` (a closure's or function's parameters) in scope.
    func evaluate(_ expression: ExprSyntax, locals: [String: ManifestValue], depth: Int) -> ManifestValue {
        let here = spot(expression)
        guard depth < ProjectLimits.maximumEvaluationDepth else {
            return ManifestValue(.unknown(say("this value is built from more than \(ProjectLimits.maximumEvaluationDepth) levels of other values, the most followed")), at: here)
        }
        guard steps.take() else {
            return ManifestValue(.unknown(say("the manifest's values take more than \(ProjectLimits.maximumEvaluationSteps) steps to work out, the most taken")), at: here)
        }
        let next = depth + 1
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return string(literal, locals: locals, depth: next)
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return integer.representedLiteralValue.map { ManifestValue(.integer($0), at: here) }
                ?? ManifestValue(.unknown(say("this number is too large")), at: here)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return ManifestValue(.boolean(boolean.literal.tokenKind == .keyword(.true)), at: here)
        }
        if expression.is(NilLiteralExprSyntax.self) {
            return ManifestValue(.none, at: here)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            guard array.elements.count <= ProjectLimits.maximumManifestElements else { return Self.tooMany(at: here) }
            return ManifestValue(.array(array.elements.map { evaluate($0.expression, locals: locals, depth: next) }), at: here)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = locals[name] ?? globals[name] { return value }
            return ManifestValue(.unknown(say("\(name) is not a constant this manifest declares before using it")), at: here)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            return member(access, locals: locals, depth: next)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return self.call(call, locals: locals, depth: next)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return evaluate(only.expression, locals: locals, depth: next)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sum(Array(sequence.elements), locals: locals, depth: next, at: here)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return sum([infix.leftOperand, infix.operator, infix.rightOperand], locals: locals, depth: next, at: here)
        }
        if expression.is(TernaryExprSyntax.self) || expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return ManifestValue(.unknown(say("this value is chosen when the manifest runs")), at: here)
        }
        return ManifestValue(.unknown(say("this expression is not one the manifest reader follows")), at: here)
    }

    /// A string literal; its interpolations must be known strings or numbers.
    private func string(_ literal: StringLiteralExprSyntax, locals: [String: ManifestValue], depth: Int) -> ManifestValue {
        let here = spot(literal)
        if let text = literal.representedLiteralValue { return ManifestValue(.string(text), at: here) }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                text += piece.content.text
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first else {
                    return ManifestValue(.unknown(say("this string's interpolation is not one the reader follows")), at: here)
                }
                let value = evaluate(only.expression, locals: locals, depth: depth)
                switch value.kind {
                case .string(let piece): text += piece
                case .integer(let number): text += String(number)
                case .unknown: return value
                default: return ManifestValue(.unknown(say("this string's interpolation is not a string")), at: here)
                }
            }
        }
        return ManifestValue(.string(text), at: here)
    }

    /// `.v17`, `SupportedPlatform.iOS`, `MainActor.self`: the member's name; `package.targets`, `base.name`: the
    /// argument of that label of a known call.
    private func member(_ access: MemberAccessExprSyntax, locals: [String: ManifestValue], depth: Int) -> ManifestValue {
        let here = spot(access)
        let name = access.declName.baseName.text
        guard let base = access.base else { return ManifestValue(.member(name), at: here) }
        if Self.isTypeName(base), !isDeclared(base, locals: locals) {
            return ManifestValue(.member(name), at: here)
        }
        let value = evaluate(base, locals: locals, depth: depth)
        if value.unknownReason != nil { return value }
        if let argument = value.argument(name) { return argument }
        return ManifestValue(.unknown(say("this value has no \(name) the reader knows")), at: here)
    }

    /// A call: `.map` and its kin over a known array, the manifest's own function, or PackageDescription's calls
    /// kept as written.
    private func call(_ call: FunctionCallExprSyntax, locals: [String: ManifestValue], depth: Int) -> ManifestValue {
        let here = spot(call)
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
           ["map", "flatMap", "compactMap"].contains(access.declName.baseName.text),
           !Self.isTypeName(base) || isDeclared(base, locals: locals) {
            return map(access.declName.baseName.text, over: base, call: call, locals: locals, depth: depth)
        }
        var arguments: [ManifestArgument] = []
        for argument in call.arguments {
            arguments.append(ManifestArgument(label: argument.label?.text, value: evaluate(argument.expression, locals: locals, depth: depth)))
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), let function = functions[reference.baseName.text] {
            return inline(function, arguments: arguments, at: here, depth: depth)
        }
        guard call.trailingClosure == nil else {
            return ManifestValue(.unknown(say("this call takes a closure the reader does not run")), at: here)
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if let base = access.base, !Self.isTypeName(base) {
                return ManifestValue(.unknown(say("this call is not one the manifest reader follows")), at: here)
            }
            return ManifestValue(.call(access.declName.baseName.text, arguments), at: here)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), Self.isTypeName(ExprSyntax(reference)) {
            return ManifestValue(.call(reference.baseName.text, arguments), at: here)
        }
        return ManifestValue(.unknown(say("this call is not one the manifest reader follows")), at: here)
    }

    /// `array.map { … }` with a closure of one expression (or one `return`), its parameter `$0` or named.
    private func map(_ kind: String, over base: ExprSyntax, call: FunctionCallExprSyntax, locals: [String: ManifestValue],
                     depth: Int) -> ManifestValue {
        let here = spot(call)
        let source = evaluate(base, locals: locals, depth: depth)
        if source.unknownReason != nil { return source }
        guard let elements = source.array else {
            return ManifestValue(.unknown(say("this .\(kind) is over something that is not an array")), at: here)
        }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              let body = Self.singleExpression(closure.statements) else {
            return ManifestValue(.unknown(say("this .\(kind) takes a closure of more than one expression, which the reader does not run")), at: here)
        }
        let parameter: String
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?:
            parameter = names.first?.name.text ?? "$0"
        case .parameterClause(let clause)?:
            parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
        case nil:
            parameter = "$0"
        }
        var results: [ManifestValue] = []
        for element in elements {
            var scope = locals
            scope[parameter] = element
            let result = evaluate(body, locals: scope, depth: depth)
            // One element not followed leaves the whole result unknown, rather than an array missing it.
            if result.unknownReason != nil { return result }
            if kind == "flatMap", let inner = result.array {
                results += inner
            } else if kind == "compactMap", case .none = result.kind {
                continue
            } else {
                results.append(result)
            }
            guard results.count <= ProjectLimits.maximumManifestElements else { return Self.tooMany(at: here) }
        }
        return ManifestValue(.array(results), at: here)
    }

    /// A call of the manifest's own function whose body is one expression or one `return`, its parameters bound
    /// by position.
    private func inline(_ function: FunctionDeclSyntax, arguments: [ManifestArgument], at here: ManifestSpot, depth: Int) -> ManifestValue {
        guard let statements = function.body?.statements, let body = Self.singleExpression(statements) else {
            return ManifestValue(.unknown(say("\(function.name.text)(…) does more than return one value, which the reader does not run")), at: here)
        }
        let parameters = Array(function.signature.parameterClause.parameters)
        var scope: [String: ManifestValue] = [:]
        for (index, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            if index < arguments.count {
                scope[name] = arguments[index].value
            } else if let value = parameter.defaultValue?.value {
                scope[name] = evaluate(value, locals: [:], depth: depth)
            }
        }
        return evaluate(body, locals: scope, depth: depth)
    }

    /// `a + b + c` of arrays or of strings.
    private func sum(_ parts: [ExprSyntax], locals: [String: ManifestValue], depth: Int, at here: ManifestSpot) -> ManifestValue {
        guard parts.count % 2 == 1 else {
            return ManifestValue(.unknown(say("this expression is not one the manifest reader follows")), at: here)
        }
        if stride(from: 1, to: parts.count, by: 2).contains(where: { parts[$0].is(UnresolvedTernaryExprSyntax.self) }) {
            return ManifestValue(.unknown(say("this value is chosen when the manifest runs")), at: here)
        }
        var total = evaluate(parts[0], locals: locals, depth: depth)
        for index in stride(from: 1, to: parts.count, by: 2) {
            guard parts[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else {
                return ManifestValue(.unknown(say("only + of arrays or strings is followed in a manifest's values")), at: here)
            }
            total = Self.concatenate(total, evaluate(parts[index + 1], locals: locals, depth: depth), at: here)
        }
        return total
    }

    /// `left + right` for two arrays or two strings.
    private static func concatenate(_ left: ManifestValue, _ right: ManifestValue, at here: ManifestSpot) -> ManifestValue {
        if left.unknownReason != nil { return left }
        if right.unknownReason != nil { return right }
        switch (left.kind, right.kind) {
        case (.array(let a), .array(let b)):
            guard a.count + b.count <= ProjectLimits.maximumManifestElements else { return Self.tooMany(at: here) }
            return ManifestValue(.array(a + b), at: left.spot)
        case (.string(let a), .string(let b)):
            return ManifestValue(.string(a + b), at: left.spot)
        default:
            return ManifestValue(.unknown(say("only + of arrays or strings is followed in a manifest's values")), at: here)
        }
    }

    private static func tooMany(at here: ManifestSpot) -> ManifestValue {
        ManifestValue(.unknown(say("this value has more than \(ProjectLimits.maximumManifestElements) elements, the most read")), at: here)
    }

    /// Whether `expression` is a name the manifest declares (a constant, or a parameter in scope).
    private func isDeclared(_ expression: ExprSyntax, locals: [String: ManifestValue]) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return locals[name] != nil || globals[name] != nil
    }

    /// The one expression of a closure's or function's body: the expression alone or after `return`.
    private static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// Whether `expression` names a type (`SupportedPlatform`, `Target.Dependency`, `MainActor`): a name that
    /// begins with a capital letter, or members of one.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            return isTypeName(base) && access.declName.baseName.text.first?.isUppercase == true
        }
        return false
    }

    /// Where `node` begins (after its leading trivia).
    func spot(_ node: some SyntaxProtocol) -> ManifestSpot {
        let location = node.startLocation(converter: converter)
        return ManifestSpot(line: location.line, column: location.column)
    }
}

/// The steps of evaluation a manifest has left, shared by every copy of its evaluator.
private final class StepBudget {
    private var left = ProjectLimits.maximumEvaluationSteps

    /// Takes a step; false when none is left.
    func take() -> Bool {
        guard left > 0 else { return false }
        left -= 1
        return true
    }
}
