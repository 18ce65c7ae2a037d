import GalleryModel
import GallerySceneReader
import GalleryStyleCheck
import SwiftParser
import SwiftSyntax

/// Where a document uses style families, read from its text with SwiftSyntax (on a reading thread, within the reader's
/// limits), as byte offsets into the text: each style modifier's call with the style each branch of its argument
/// names, and each family view. The diagnostics' ranges, the hover and the code actions are found here; `gallery check`
/// reports its findings at the same places (a modifier's `.`, a `?:` branch's first byte, a view's first byte).
struct SourceSites: Sendable {
    var modifiers: [ModifierSite] = []
    var views: [ViewSite] = []

    /// A style modifier's call: `.buttonStyle(.bordered)`.
    struct ModifierSite: Sendable {
        let family: StyleFamily
        /// The call, from its `.` (or its name, called on `self`) to its `)`.
        let start: Int
        let end: Int
        /// The modifier's name.
        let nameStart: Int
        let nameEnd: Int
        /// Where the expression the modifier is called on ends (what is left when the call is taken away); nil for a
        /// call on `self` (`buttonStyle(.bordered)` in an extension of `View`).
        let baseEnd: Int?
        /// The argument's values: one, or each branch of a `?:`.
        let branches: [Branch]
        /// Whether the `.` is the first thing on its line (a modifier written on a line of its own).
        let beginsLine: Bool
        /// The statement that holds the call, when it can be wrapped in `if #available`.
        let statement: Statement?
        /// Where the code runs from, per target platform (`if #available` and `@available` around it raise it).
        let scopes: [Platform: AvailabilityScope]
        /// The container the call sits in (a Form, a List, a toolbar, a Menu), which `automatic` depends on.
        let placement: Placement

        /// The place `gallery check` reports a branch at.
        func anchor(of branch: Branch) -> Int {
            branches.count == 1 ? start : branch.start
        }
    }

    /// One value of a modifier's argument.
    struct Branch: Sendable {
        let start: Int
        let end: Int
        /// As written.
        let written: String
        /// The built-in style it names, with its parameter's choice; nil for a style the project declares or the code
        /// computes.
        let style: StyleDescriptor?
        let choice: String?
    }

    /// A family's view: `Gauge(value: 0.4) { … }`.
    struct ViewSite: Sendable {
        let family: StyleFamily
        let start: Int
        /// The end of the view's name (`Gauge`).
        let nameEnd: Int
        /// The statement the view is, with its modifiers, when it can be wrapped in `if #available`; nil when the view
        /// is part of a larger statement (an argument, an overlay).
        let statement: Statement?
    }

    /// A statement of a code block or a view builder's closure, with how the lines around it are indented.
    struct Statement: Sendable, Equatable {
        /// Its first and last byte (without the comments and spaces around it).
        let start: Int
        let end: Int
        /// The spaces and tabs that begin the statement's first line.
        let indent: String
        /// What one more level of indentation adds there: what the statement's indent adds to the block's.
        let unit: String
        /// Whether only spaces and tabs stand before it on its line.
        let beginsLine: Bool
    }

    /// The sites of `text`, with each modifier's availability scope for the platforms of `targets`. Reads on a
    /// ``ReadingThread``; a text past the reader's limits has no sites.
    static func read(_ text: String, targets: [DeploymentTarget]) -> SourceSites {
        ReadingThread.run { readHere(text, targets: targets) }
    }

    /// ``read(_:targets:)`` on the calling thread, which must be a reading thread.
    private static func readHere(_ text: String, targets: [DeploymentTarget]) -> SourceSites {
        let bytes = Array(text.utf8)
        guard SourceShape.check(bytes, fileName: "") == nil else { return SourceSites() }
        var source = text
        let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SceneReadingLimits.maximumNestingLevel) }
        guard SyntaxDepth.firstNode(of: tree, deeperThan: SceneReadingLimits.maximumSyntaxDepth) == nil else { return SourceSites() }
        let finder = Finder(bytes: bytes, targets: targets, guards: AvailabilityScope.Guards(in: tree))
        finder.walk(tree)
        return finder.sites
    }

    /// Finds the sites, as `gallery check`'s `StyleUse` finds its uses.
    private final class Finder: SyntaxVisitor {
        let bytes: [UInt8]
        let targets: [DeploymentTarget]
        /// The file's availability guards, which raise the release of what follows them.
        let guards: AvailabilityScope.Guards
        var sites = SourceSites()

        init(bytes: [UInt8], targets: [DeploymentTarget], guards: AvailabilityScope.Guards) {
            self.bytes = bytes
            self.targets = targets
            self.guards = guards
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               let family = StyleNames.familiesByModifier[member.declName.baseName.text] {
                modifier(family, node, start: member.period, name: member.declName.baseName, base: member.base)
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                      let family = StyleNames.familiesByModifier[reference.baseName.text] {
                modifier(family, node, start: reference, name: reference.baseName, base: nil)
            } else if let name = StyleNames.typeName(node.calledExpression), let family = StyleNames.familiesByView[name] {
                let statement = Self.statement(holding: node).flatMap { item in Self.isRoot(node, of: item) ? self.statement(item) : nil }
                sites.views.append(ViewSite(family: family, start: Self.start(node), nameEnd: node.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset,
                                            statement: statement))
            }
            return .visitChildren
        }

        private func modifier(_ family: StyleFamily, _ call: FunctionCallExprSyntax, start: some SyntaxProtocol, name: TokenSyntax, base: ExprSyntax?) {
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return }
            let branches = StyleNames.branches(of: argument.expression).map { expression in
                let spelt = StyleSpelling.style(of: family, spelt: expression)
                return Branch(start: Self.start(expression), end: expression.endPositionBeforeTrailingTrivia.utf8Offset,
                              written: expression.trimmedDescription, style: spelt?.0.origin == .builtIn ? spelt?.0 : nil, choice: spelt?.choice)
            }
            var scopes: [Platform: AvailabilityScope] = [:]
            for target in targets {
                scopes[target.platform] = AvailabilityScope.of(call, on: target.platform, deployment: target.release, guards: guards)
            }
            let first = Self.start(start)
            let statement = base == nil ? nil : Self.statement(holding: call).flatMap(self.statement)
            sites.modifiers.append(ModifierSite(
                family: family, start: first, end: call.endPositionBeforeTrailingTrivia.utf8Offset,
                nameStart: Self.start(name), nameEnd: name.endPositionBeforeTrailingTrivia.utf8Offset,
                baseEnd: base.map { $0.endPositionBeforeTrailingTrivia.utf8Offset }, branches: branches,
                beginsLine: blank(before: first), statement: statement, scopes: scopes, placement: Self.placement(of: call)))
        }

        private static func start(_ node: some SyntaxProtocol) -> Int {
            node.positionAfterSkippingLeadingTrivia.utf8Offset
        }

        /// Whether only spaces and tabs stand between the start of `offset`'s line and it.
        private func blank(before offset: Int) -> Bool {
            var index = offset - 1
            while index >= 0, bytes[index] != 0x0A, bytes[index] != 0x0D {
                if bytes[index] != 0x20, bytes[index] != 0x09 { return false }
                index -= 1
            }
            return true
        }

        /// The spaces and tabs that begin the line holding `offset`.
        private func indent(at offset: Int) -> String {
            var lineStart = offset
            while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
            var end = lineStart
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            return String(decoding: bytes[lineStart..<end], as: UTF8.self)
        }

        /// The item of the code block or closure whose statements hold `node`, if it is one an `if` can take the place
        /// of: an expression or a `return`, not a declaration (`let x = …` would end its scope inside the `if`).
        private static func statement(holding node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
            var current = Syntax(node)
            while let parent = current.parent {
                if let item = parent.as(CodeBlockItemSyntax.self) {
                    switch item.item {
                    case .expr: return item
                    case .stmt(let statement) where statement.is(ReturnStmtSyntax.self) || statement.is(ExpressionStmtSyntax.self): return item
                    default: return nil
                    }
                }
                // A declaration between them (`let row = Text(…).font(…)` in a type): no statement holds it.
                if parent.is(DeclSyntax.self) { return nil }
                current = parent
            }
            return nil
        }

        private func statement(_ item: CodeBlockItemSyntax) -> Statement {
            let start = Self.start(item), end = item.endPositionBeforeTrailingTrivia.utf8Offset
            let indent = indent(at: start)
            // The block's own indentation: the line of its opening brace (or nothing at the top level).
            var opener: Int?
            if let block = item.parent?.parent {
                if let closure = block.as(ClosureExprSyntax.self) { opener = Self.start(closure.leftBrace) }
                else if let code = block.as(CodeBlockSyntax.self) { opener = Self.start(code.leftBrace) }
                else if let accessors = block.as(AccessorBlockSyntax.self) { opener = Self.start(accessors.leftBrace) }
                else if let switchCase = block.as(SwitchCaseSyntax.self) { opener = Self.start(switchCase) }
            }
            let outer = opener.map(indent(at:)) ?? ""
            let unit = indent.hasPrefix(outer) && indent.count > outer.count ? String(indent.dropFirst(outer.count))
                : (indent.contains("\t") ? "\t" : "    ")
            return Statement(start: start, end: end, indent: indent, unit: unit, beginsLine: blank(before: start))
        }

        /// Whether `view` is what `item` is, with modifiers called on it (`Gauge(…).gaugeStyle(…)`).
        private static func isRoot(_ view: FunctionCallExprSyntax, of item: CodeBlockItemSyntax) -> Bool {
            var expression: ExprSyntax?
            switch item.item {
            case .expr(let value): expression = value
            case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
            default: expression = nil
            }
            while let current = expression {
                if current.id == view.id { return true }
                if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    expression = member.base
                } else if let member = current.as(MemberAccessExprSyntax.self) {
                    expression = member.base
                } else {
                    expression = nil
                }
            }
            return false
        }

        /// The placement the nearest container around `node` gives: the content of a `Form`, a `List`, a `Menu`, a
        /// toolbar item or `.toolbar { … }`.
        private static func placement(of node: some SyntaxProtocol) -> Placement {
            var current = Syntax(node)
            while let parent = current.parent {
                if let call = parent.as(FunctionCallExprSyntax.self), current.id != call.calledExpression.id {
                    let name = (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text) ?? StyleNames.typeName(call.calledExpression)
                    switch name {
                    case "Form": return .form
                    case "List": return .list
                    case "Menu": return .menu
                    case "ToolbarItem", "ToolbarItemGroup", "toolbar": return .toolbar
                    default: break
                    }
                }
                current = parent
            }
            return .standard
        }
    }
}

extension SourceSites {
    /// The modifier whose call holds `offset`.
    func modifier(at offset: Int) -> ModifierSite? {
        // The innermost: a call inside another's argument is the shorter.
        modifiers.filter { $0.start <= offset && offset <= $0.end }.min { $0.end - $0.start < $1.end - $1.start }
    }

    /// The stretch a finding `gallery check` reports at `anchor` covers: the whole modifier call, a `?:` branch, or a
    /// view's name; nil when no site is there.
    func span(at anchor: Int) -> (start: Int, end: Int)? {
        for site in modifiers {
            for branch in site.branches where site.anchor(of: branch) == anchor {
                return site.branches.count == 1 ? (site.start, site.end) : (branch.start, branch.end)
            }
        }
        if let view = views.first(where: { $0.start == anchor }) { return (view.start, view.nameEnd) }
        return nil
    }
}
