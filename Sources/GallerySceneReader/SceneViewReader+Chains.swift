import GalleryModel
import SwiftSyntax

/// A modifier as written in a chain: its name, where its name is, and its call (nil for a property such as
/// `.bold`). `padding()` in a `View` extension method, a modifier of `self` without the dot, is one too.
struct WrittenModifier {
    let name: String
    /// The name's place (the `.` of `.padding()`).
    let at: Syntax
    let call: FunctionCallExprSyntax?

    init(name: String, at: Syntax, call: FunctionCallExprSyntax?) {
        self.name = name
        self.at = at
        self.call = call
    }

    init(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax?) {
        self.init(name: member.declName.baseName.text, at: Syntax(member.period), call: call)
    }

    /// The modifier as written, from its dot: `.padding(.horizontal, 8)`.
    var source: String {
        var text = "." + name
        guard let call else { return text }
        if let open = call.leftParen { text += open.sourceText }
        text += call.arguments.sourceText
        if let close = call.rightParen { text += close.sourceText }
        if let closure = call.trailingClosure { text += " " + closure.sourceText }
        for extra in call.additionalTrailingClosures { text += " " + extra.sourceText }
        return text
    }
}

extension SceneViewReader {
    /// Splits an expression into the view it starts from and the modifiers written after it, the first written
    /// first. A `#if` inside the chain (`Text("x") #if os(iOS) .padding() #endif`) gives the modifiers of the clause
    /// the platform compiles (or the one chosen). The core is nil for a chain of modifiers alone (a `#if` clause's).
    func peel(_ expression: ExprSyntax) -> (core: ExprSyntax?, modifiers: [WrittenModifier]) {
        var outermostFirst: [WrittenModifier] = []
        var current: ExprSyntax? = expression
        while let here = current {
            if let call = here.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               !(member.base.map(Self.isTypeName) ?? false) {
                outermostFirst.append(WrittenModifier(member, call))
                current = member.base
            } else if let member = here.as(MemberAccessExprSyntax.self), let base = member.base, !Self.isTypeName(base) {
                outermostFirst.append(WrittenModifier(member, nil))
                current = base
            } else if let postfix = here.as(PostfixIfConfigExprSyntax.self) {
                if let chosen = compiledPostfix(of: postfix.config) {
                    outermostFirst += peel(chosen).modifiers.reversed()
                }
                current = postfix.base
            } else {
                break
            }
        }
        return (current, outermostFirst.reversed())
    }

    /// `nodes` with `modifier` applied: a `ViewModifier` of the project's (`.modifier(Card())`) or a `View` extension
    /// method (`.card()`) as its code says, else the modifier the gallery reads (``ModifierReader``). Several nodes (an
    /// expanded `ForEach`) each take it.
    func apply(_ modifier: WrittenModifier, to nodes: [SceneNode], scope: ReadingScope) -> [SceneNode] {
        if let call = modifier.call, modifier.name == "modifier", call.arguments.count == 1, let argument = call.arguments.first?.expression,
           let applied = applyViewModifier(argument, to: nodes, at: modifier.at, scope: scope) {
            return applied
        }
        if let method = index.extensionMembers(of: "View", named: modifier.name).first(where: { $0.isCompiled(for: configuration) }),
           case .function(let function) = method.kind {
            return nodes.flatMap { node in
                applyExtension(function, to: node, call: modifier.call, at: modifier.at, scope: scope)
            }
        }
        if modifier.name == "navigationViewStyle", let call = modifier.call {
            return nodes.map { navigationViewStyled($0, call: call) ?? $0 }
        }
        let reader = ModifierReader(reader: self)
        return nodes.map { node in
            var node = node
            reader.apply(modifier, to: &node, scope: scope)
            return node
        }
    }
}
