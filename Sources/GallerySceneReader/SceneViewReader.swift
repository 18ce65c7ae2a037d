import GalleryModel
import SwiftParser
import SwiftSyntax

/// Reads the statements of a view builder (a `body`, a preview, a closure of a container) into scene nodes: views
/// with their arguments, closures and modifiers; `ForEach` over literals expanded; one branch of each `if`, `switch`,
/// `?:` and `#if` (``SceneViewReader+Conditionals``); and whatever the project declares expanded in place
/// (``SceneViewReader+Expansion``): custom views, computed properties, functions, `ViewModifier`s and `View`
/// extension methods, from any file of the index. Statements that make no view (`print(…)`, assignments, `let`s) are
/// never children. What it cannot read becomes a diagnostic, in the file it is written in.
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
    /// The declarations and trees of every file the scene may draw from.
    let index: ProjectIndex
    /// The scene's own file, whose places carry no file name; nil when every place names its file (a scene whose views
    /// are taken out of it, as a view is from the app's root scene where it is used).
    let sceneFile: String?
    /// How `#if` reads: the platform drawn and the conditions set.
    let configuration: PlatformBuildConfiguration
    /// The branches chosen at conditionals.
    let branches: SceneBranchChoices
    /// What was found while reading, in the order found.
    private(set) var diagnostics: [SceneDiagnostic] = []
    /// ``diagnostics`` as a set, so each is said once.
    private var said: Set<SceneDiagnostic> = []
    /// The `@State` properties of the views read, the scene's own first.
    private(set) var state: [SceneState] = []
    /// The conditionals met, each once, in the order met.
    private(set) var conditionals: [SceneConditional] = []
    private var conditionalPlaces: Set<SceneLocation> = []
    /// Where each `NavigationView` drawn as a split view is, so `.navigationViewStyle(.stack)` after it finds it.
    var navigationViews: Set<SceneLocation> = []
    /// What reading may still spend, shared with the file's other views.
    let budget: ReadingBudget
    /// The app's string tables, which the titles SwiftUI takes as `LocalizedStringKey`s are looked up in.
    let strings: SceneStringTables
    /// How many view builders and expansions are being read inside one another: the depth of the views being read.
    private var depth = 0
    /// Whether reading went past ``SceneReadingLimits/maximumViewDepth`` (said once).
    private var saidTooDeep = false
    /// Whether this view said where the budget ran out (each view that meets it says it once).
    private var saidExhaustion = false
    /// The file a node was last found in.
    private var lastFile: IndexedFile?

    /// Closure labels whose closures hold actions, not views.
    static let actionLabels: Set<String> = [
        "action", "primaryAction", "perform", "onCommit", "onEditingChanged", "onIncrement", "onDecrement", "onDismiss",
    ]

    /// Calls that make no view: statements a view builder may hold for their effect, never children.
    private static let effectCalls: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure", "_printChanges",
    ]

    init(index: ProjectIndex, sceneFile: String?, configuration: PlatformBuildConfiguration, branches: SceneBranchChoices,
         budget: ReadingBudget, strings: SceneStringTables = .none) {
        self.index = index
        self.strings = strings
        self.sceneFile = sceneFile
        self.configuration = configuration
        self.branches = branches
        self.budget = budget
    }

    /// Records a diagnostic, once however often the same place says the same thing (a view expanded many times).
    func diagnose(_ severity: SceneDiagnostic.Severity, at node: some SyntaxProtocol, _ message: LocalizedText) {
        let diagnostic = SceneDiagnostic(severity, at: location(of: node), message)
        if said.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    /// Forgets what was said after the first `count` diagnostics: what reading a style's body found, when the body is
    /// not drawn.
    func forgetDiagnostics(after count: Int) {
        for diagnostic in diagnostics.dropFirst(count) { said.remove(diagnostic) }
        diagnostics.removeSubrange(min(count, diagnostics.count)...)
    }

    /// The file `node` is written in: the last one found when the node is in it (a view's nodes are read one after the
    /// other), else the one its tree's root names.
    func file(of node: some SyntaxProtocol) -> IndexedFile? {
        if let last = lastFile, let tree = last.tree, SyntaxIdentifier.fromIndexInTree(node.id.indexInTree, relativeToRoot: tree) == node.id {
            return last
        }
        lastFile = index.file(of: node)
        return lastFile
    }

    /// Where `node` begins, after its leading trivia, in the file it is written in.
    func location(of node: some SyntaxProtocol) -> SceneLocation {
        guard let file = file(of: node) else { return .none }
        return file.lines.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                   file: file.path == sceneFile ? nil : file.path)
    }

    /// Records a conditional the first time its place is met.
    func record(_ conditional: SceneConditional) {
        if conditionalPlaces.insert(conditional.location).inserted { conditionals.append(conditional) }
    }

    /// Whether the budget still allows reading; once it does not, says so here the first time.
    func withinBudget(at syntax: some SyntaxProtocol) -> Bool {
        guard let reason = budget.exhaustion else { return true }
        if !saidExhaustion {
            saidExhaustion = true
            diagnose(.error, at: syntax, reason)
        }
        return false
    }

    /// Runs `read` one level deeper; nothing past ``SceneReadingLimits/maximumViewDepth`` (said once).
    func deeper(at syntax: some SyntaxProtocol, _ read: () -> [SceneNode]) -> [SceneNode] {
        depth += 1
        defer { depth -= 1 }
        if depth > SceneReadingLimits.maximumViewDepth {
            if !saidTooDeep {
                saidTooDeep = true
                diagnose(.error, at: syntax, say("Views are nested more than \(SceneReadingLimits.maximumViewDepth) deep here; the gallery reads no deeper."))
            }
            return []
        }
        return read()
    }

    /// The views of a view builder's statements, one level deeper than the view that holds them; none past
    /// ``SceneReadingLimits/maximumViewDepth`` (said once) or once the budget is spent.
    func views(in statements: some Collection<CodeBlockItemSyntax>, scope: ReadingScope) -> [SceneNode] {
        guard let first = statements.first, withinBudget(at: first) else { return [] }
        return deeper(at: first) {
            var scope = scope
            return statements.flatMap { views(of: $0, scope: &scope) }
        }
    }

    /// The views one statement makes; a `let` binds its name for the statements after it.
    private func views(of item: CodeBlockItemSyntax, scope: inout ReadingScope) -> [SceneNode] {
        // `if case` rather than a switch: swift-syntax's enums may gain cases.
        if case .expr(let expression) = item.item {
            return isEffect(expression) ? [] : views(of: expression, scope: scope)
        }
        if let expression = item.item.as(ExpressionStmtSyntax.self)?.expression {
            return views(of: expression, scope: scope)
        }
        if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
            return views(of: returned, scope: scope)
        }
        if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
            return compiledStatements(of: ifConfig).map { views(in: $0, scope: scope) } ?? []
        }
        if let variable = item.item.as(VariableDeclSyntax.self) {
            // `let title = "Orders"`: the name stands for its value in the statements after it.
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    scope.names[name] = .expression(value, scope)
                }
            }
            return []
        }
        if item.item.is(DeclSyntax.self) { return [] }
        diagnose(.note, at: item, say("The gallery skips this statement; it is not a view."))
        return []
    }

    /// Whether a statement of a view builder is there for its effect: an assignment, `_ = …`, `print(…)`.
    private func isEffect(_ expression: ExprSyntax) -> Bool {
        // A view builder holds no `try` or `await`: such a statement is an action's, in a closure read as views.
        if expression.is(TryExprSyntax.self) || expression.is(AwaitExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return true }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return infix.operator.is(AssignmentExprSyntax.self)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return name.map(Self.effectCalls.contains) ?? false
        }
        return false
    }

    /// The views one expression of a view builder makes: none, one, or several (an expanded `ForEach` or view).
    func views(of expression: ExprSyntax, scope: ReadingScope) -> [SceneNode] {
        guard withinBudget(at: expression) else { return [] }
        if let branch = flagBranch(expression, scope: scope) {
            // `if configuration.isOn { … }` in a custom style: the control's state chooses, not the reader.
            return branch
        }
        if let chosen = chosenBranch(of: expression, scope: scope) {
            return chosen.statements.map { views(in: $0, scope: chosen.scope) } ?? []
        }
        if let chosen = chosenOperand(of: expression, scope: scope) {
            return views(of: chosen, scope: scope)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return views(of: only.expression, scope: scope)
        }
        if expression.is(NilLiteralExprSyntax.self) { return [] }
        if let first = concatenatedText(expression) {
            // `Text("@") + Text(name)`: one Text, drawn with its first part's words.
            return views(of: first, scope: scope)
        }
        var (core, modifiers) = peel(expression)
        guard let core else {
            diagnose(.warning, at: expression, say("The gallery cannot read \(Quoting.quoted(Self.shortName(expression))) as a view; it draws a placeholder."))
            return []
        }
        var nodes: [SceneNode]
        if let (mapped, rest) = mappedOptional(modifiers, scope: scope) {
            // `country.flag.map { url in … }`: the closure's views where the value is there.
            nodes = mapped
            modifiers = rest
        } else if let part = stylePart(core, modifiers.first, scope: scope) {
            // `configuration.label`, `configuration.title`…: the control's part, bound where the style draws a control.
            modifiers.removeFirst()
            nodes = makeNode(.stylePart(part), at: core, scope: scope).map { [$0] } ?? []
        } else if let reference = core.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            if case .node(let node)? = scope.names["self"] {
                nodes = [node]
            } else if let member = modifiers.first {
                // `self.list`, `self.row(order)`: a member of the view being read.
                modifiers.removeFirst()
                nodes = memberViews(named: member.name, call: member.call, at: member.at, scope: scope)
                    ?? placeholder(member.name, at: member.at, scope: scope)
            } else {
                nodes = placeholder("self", at: core, scope: scope)
            }
        } else if let found = coreViews(core, scope: scope) {
            nodes = found
        } else if let (index, found) = modifiers.prefix(3).enumerated().lazy.compactMap({ offset, modifier in
            self.valueMemberViews(modifier, scope: scope).map { (offset, $0) }
        }).first {
            // `birdFood.image`, `donut.dough.image(thumbnail:)`, `tab.makeContentView()`: a member of a value whose type
            // the reader does not know, which the project declares as a view.
            modifiers.removeFirst(index + 1)
            nodes = found
        } else if let first = modifiers.first, Self.imageModifiers.contains(first.name) {
            // `image.resizable()`: only an Image has this modifier, so the value is one.
            nodes = makeNode(.plain(.image), at: core, scope: scope).map { [$0] } ?? []
        } else if let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.as(DeclReferenceExprSyntax.self),
                  let found = memberViews(named: base.baseName.text, call: nil, at: Syntax(base), scope: scope) {
            // `AssistantMenu.disabled(…)`: a member capitalised like a type, then a modifier.
            nodes = apply(WrittenModifier(member, call), to: found, scope: scope)
        } else if let call = core.as(FunctionCallExprSyntax.self), case .node(let node)? = scope.names["self"],
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            // In a `View` extension method, `padding()` or `modifier(Card())` is a modifier of `self`.
            nodes = [node]
            modifiers.insert(WrittenModifier(name: name, at: Syntax(call.calledExpression), call: call), at: 0)
        } else if let name = callersContent(core, scope: scope) {
            // `content()` or `content(model)` of a view drawn where nothing gives it one: its place is kept, empty.
            nodes = placeCallersContent(name, shown: Self.shortName(core), at: core, scope: scope)
        } else {
            diagnose(.warning, at: core, say("The gallery cannot read \(Quoting.quoted(Self.shortName(core))) as a view; it draws a placeholder."))
            nodes = placeholder(Self.shortName(core), at: core, scope: scope)
        }
        for modifier in modifiers {
            nodes = apply(modifier, to: nodes, scope: scope)
        }
        return nodes
    }

    /// The name of the closure property `core` calls or names when it is one of the scope owner's stored closures
    /// that the caller sets and nothing has set here (`var content: (Model) -> Content`, called as `content(model)`),
    /// or a stored view of a generic view type the caller gives (`@ViewBuilder var label: Label`, `var content: Content`
    /// set in the initializer), or that was set to such content of the caller's own; nil otherwise.
    func callersContent(_ core: ExprSyntax, scope: ReadingScope) -> String? {
        let called = core.as(FunctionCallExprSyntax.self)?.calledExpression ?? core
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let member = scope.owner?.member(name, compiledFor: configuration),
              case .property(_, let binding) = member.kind, binding.initializer == nil, binding.accessorBlock == nil,
              let type = binding.typeAnnotation?.type,
              type.is(FunctionTypeSyntax.self) || type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
                  || scope.owner?.viewGenericParameters.contains(type.trimmedDescription) == true
        else { return nil }
        switch scope.names[name] {
        case nil: return name
        case .expression(let given, let caller)?: return callersContent(given, scope: caller) == nil ? nil : name
        default: return nil
        }
    }

    /// The place of the content `name` that whoever uses the scope's owner gives it, kept empty with a note, where the
    /// view is drawn on its own.
    func placeCallersContent(_ name: String, shown: String, at syntax: some SyntaxProtocol, scope: ReadingScope) -> [SceneNode] {
        diagnose(.note, at: syntax, say("\(name) is the content whoever uses \(scope.owner?.name ?? "this view") gives it; drawn on its own, it has none, and the gallery marks its place."))
        return placeholder(shown, at: syntax, scope: scope)
    }

    /// A placeholder named `name`; none once the budget is spent.
    func placeholder(_ name: String, at syntax: some SyntaxProtocol, scope: ReadingScope) -> [SceneNode] {
        makeNode(.unknown(name), at: syntax, scope: scope).map { [$0] } ?? []
    }

    /// The views the innermost expression of a chain makes, or nil when it is nothing the reader knows: a call of a
    /// type (SwiftUI's, the project's, `ForEach`), a name bound in the scope, a member or function of the project, a
    /// colour.
    private func coreViews(_ core: ExprSyntax, scope: ReadingScope) -> [SceneNode]? {
        if let tuple = core.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            // `(isMember ? Label(…) : Label(…)).font(…)`
            return views(of: only.expression, scope: scope)
        }
        if let call = core.as(FunctionCallExprSyntax.self) {
            if let name = Self.typeName(call.calledExpression) {
                return views(called: name, call, scope: scope)
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return memberViews(named: reference.baseName.text, call: call, at: Syntax(reference), scope: scope)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let owner = Self.typeName(base) {
                // `Row.make()`, `Self.row()`: a static function of the project's.
                let type = owner == "Self" ? scope.owner : types(named: owner, usedAt: call, scope: scope).first
                return type.flatMap { memberViews(of: $0, named: member.declName.baseName.text, call: call, at: Syntax(member), scope: scope) }
            }
            return nil
        }
        if let reference = core.as(DeclReferenceExprSyntax.self) {
            return memberViews(named: reference.baseName.text, call: nil, at: Syntax(reference), scope: scope)
        }
        if let member = core.as(MemberAccessExprSyntax.self), let base = member.base, let owner = Self.typeName(base) {
            let type = owner == "Self" ? scope.owner : types(named: owner, usedAt: member, scope: scope).first
            if let type { return memberViews(of: type, named: member.declName.baseName.text, call: nil, at: Syntax(member), scope: scope) }
            if let kind = Self.swiftUIKind(owner) {
                // `Color.blue`, `Image.donutSymbol`: a view of that kind, the member it names kept as its argument.
                return makeNode(kind, at: core, arguments: [SceneArgument(nil, .expression("." + member.declName.baseName.text))],
                                scope: scope).map { [$0] } ?? []
            }
        }
        return nil
    }

    /// The views of a call of the type `name`: `ForEach`, a type of the project's (whatever its name, even one of
    /// SwiftUI's), or a view of SwiftUI's.
    private func views(called name: String, _ call: FunctionCallExprSyntax, scope: ReadingScope) -> [SceneNode] {
        if name == "ForEach" {
            return ForEachExpansion(reader: self).views(of: call, scope: scope)
        }
        if name == "AnyView", let only = call.arguments.first?.expression, call.arguments.count == 1 {
            return views(of: only, scope: scope)
        }
        if name == "EmptyView" { return [] }
        if name == "ModifiedContent", let content = call.arguments.first(where: { $0.label?.text == "content" })?.expression,
           let modifier = call.arguments.first(where: { $0.label?.text == "modifier" })?.expression {
            // `ModifiedContent(content: self, modifier: TitleFont(size: 16))` is `self.modifier(TitleFont(size: 16))`
            // written out (https://developer.apple.com/documentation/swiftui/modifiedcontent).
            let views = views(of: content, scope: scope)
            if let modified = applyViewModifier(modifier, to: views, at: Syntax(call), scope: scope) { return modified }
            diagnose(.note, at: modifier, say("The gallery draws this content without its modifier \(Quoting.quoted(Self.shortName(modifier))), which the project does not declare."))
            return views
        }
        if let family = configurationControl(name, call, scope: scope) {
            // `Label(configuration)`: the control itself, drawn with the style in force outside the custom style.
            return makeNode(.stylePart(.control(family)), at: call, scope: scope).map { [$0] } ?? []
        }
        if name == "Alert" || name == "ActionSheet", types(named: name, usedAt: call, scope: scope).isEmpty {
            return alertDescription(name, call, scope: scope)
        }
        let candidates = types(named: name, usedAt: call, scope: scope)
        if let type = candidates.first(where: { $0.role == .view && $0.declaration.syntax.isCompiled(for: configuration) }) {
            return expand(type, call: call, at: call, scope: scope)
        }
        for candidate in candidates {
            if let views = platformView(candidate, call, scope: scope) { return views }
        }
        if let shape = candidates.first(where: { !$0.conformances.isDisjoint(with: Self.shapes) }) {
            // Its `path(in:)` does not run here: the room it is given is filled, as a Rectangle fills it.
            diagnose(.note, at: call, say("\(shape.name) is a shape of the project's: the gallery does not run its path(in:) and fills its frame as a rectangle."))
            guard var node = makeNode(.plain(.rectangle), at: call, scope: scope) else { return [] }
            node.expansions = [SceneExpansion(.view, name: shape.name, at: location(of: call))]
            return [node]
        }
        if let layout = candidates.first(where: { $0.conformances.contains("Layout") }) {
            // Its placement code does not run here: its views are drawn one after the other, as a Group's are.
            diagnose(.note, at: call, say("The gallery draws the views of \(layout.name), a layout of the project's, as a Group's."))
            guard var node = makeNode(.layout(.group), at: call, call: call, scope: scope) else { return [] }
            node.arguments = []
            node.expansions = [SceneExpansion(.view, name: layout.name, at: location(of: call))]
            return [node]
        }
        if name == "NavigationView" {
            return navigationView(call, scope: scope)
        }
        if let standIn = SwiftUIStandIn(rawValue: name) {
            return standInViews(standIn, call, scope: scope)
        }
        let kind: SceneViewKind
        if let known = Self.swiftUIKind(name) {
            kind = known
        } else {
            let modules = Self.importedModules(of: call)
            if !modules.isEmpty {
                // Neither SwiftUI nor the project declares it: it comes from a package or framework the file imports.
                diagnose(.warning, at: call, say("The gallery does not know the view \(name): neither SwiftUI nor the project declares it, so it comes from what the file imports (\(modules.joined(separator: ", "))); it draws a placeholder."))
            } else {
                diagnose(.warning, at: call, say("The gallery does not know the view \(name); it draws a placeholder."))
            }
            kind = .unknown(name)
        }
        return makeNode(kind, at: call, call: call, scope: scope).map { [$0] } ?? []
    }

    /// The modules the file holding `syntax` imports besides SwiftUI and the system frameworks whose views the gallery
    /// knows or that declare none (`ButtonKit`, `NukeUI`, `Charts`), in the order written.
    static func importedModules(of syntax: some SyntaxProtocol) -> [String] {
        guard let file = syntax.root.as(SourceFileSyntax.self) else { return [] }
        let known: Set<String> = ["SwiftUI", "Foundation", "Combine", "UIKit", "AppKit", "Observation", "SwiftData", "CoreData", "os",
                                  "OSLog", "CoreGraphics", "CoreLocation", "Dispatch"]
        return file.statements.compactMap { item -> String? in
            guard let declaration = item.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text,
                  !known.contains(module) else { return nil }
            return module
        }
    }

    /// The deprecated `ActionSheet(title:…)` an `.actionSheet` closure returns, or an `Alert` the gallery cannot read as an
    /// `.alert`'s (``ModifierReader/legacyAlert(_:arguments:scope:)`` reads those as the newer alert's buttons)
    /// (https://developer.apple.com/documentation/swiftui/alert): no view, but a description of the dialog, read as its
    /// title's text, with a note.
    private func alertDescription(_ name: String, _ call: FunctionCallExprSyntax, scope: ReadingScope) -> [SceneNode] {
        diagnose(.note, at: call, say("\(name) describes the dialog its modifier presents; the gallery lists its title."))
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression.as(FunctionCallExprSyntax.self),
              Self.typeName(title.calledExpression) == "Text" else { return [] }
        return makeNode(.plain(.text), at: title, call: title, scope: scope).map { [$0] } ?? []
    }

    /// The container drawn for a view of SwiftUI's that ``SwiftUIStandIn`` stands in for, with its note: a stack's
    /// arguments kept, others dropped (a grid's columns, a reader's), only the first view where only one shows.
    private func standInViews(_ standIn: SwiftUIStandIn, _ call: FunctionCallExprSyntax, scope: ReadingScope) -> [SceneNode] {
        diagnose(.note, at: call, standIn.note)
        guard var node = makeNode(.layout(standIn.drawnAs), at: call, call: standIn.readsContent ? call : nil, scope: scope) else { return [] }
        node.arguments.removeAll { !standIn.keepsStackArguments || !SwiftUIStandIn.stackArguments.contains($0.label ?? "") }
        if standIn.drawsFirstViewOnly { node.children = Array(node.children.prefix(1)) }
        if standIn == .asyncImage {
            // Its `placeholder:` closure, else the gray box SwiftUI draws, here a photo symbol.
            let placeholder = call.additionalTrailingClosures.first { $0.label.text == "placeholder" }?.closure
                ?? call.arguments.first { $0.label?.text == "placeholder" }?.expression.as(ClosureExprSyntax.self)
            node.children = placeholder.map { views(in: $0.statements, scope: scope) }
                ?? makeNode(.plain(.image), at: call, arguments: [SceneArgument("systemName", .string("photo"))], scope: scope).map { [$0] } ?? []
        }
        return [node]
    }

    /// Modifiers only an `Image` has (https://developer.apple.com/documentation/swiftui/image): a value they modify is
    /// an image.
    static let imageModifiers: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// The protocols of a shape: a type conforming to one draws its `path(in:)`.
    private static let shapes: Set<String> = ["Shape", "InsettableShape"]

    /// The project's types `name` may mean where `use` is written, the likeliest first: a type nested in the type being
    /// read or in one around it (`Preview` inside `Row_Previews` is its own, not another preview's), then one declared
    /// in the same file, then any; `Self.Row` is the type being read's `Row`.
    func types(named name: String, usedAt use: some SyntaxProtocol, scope: ReadingScope) -> [DeclaredType] {
        let bare = name.hasPrefix("Self.") ? String(name.dropFirst(5)) : name
        if let owner = scope.owner {
            var outer = owner.declaration.qualifiedName.split(separator: ".").map(String.init)
            while !outer.isEmpty {
                let nested = index.types(named: (outer + [bare]).joined(separator: "."))
                if !nested.isEmpty { return nested }
                outer.removeLast()
            }
        }
        // `Outer.Row` declared in an extension of a nested type is known by its own name too.
        var found = index.types(named: bare)
        if found.isEmpty, let last = bare.split(separator: ".").last, bare.contains(".") { found = index.types(named: String(last)) }
        guard found.count > 1 else { return found }
        let here = file(of: use)?.path
        return found.filter { index.file(of: $0.declaration.syntax)?.path == here } + found.filter { index.file(of: $0.declaration.syntax)?.path != here }
    }

    /// The kind of SwiftUI's view `name` (`Toggle`, `VStack`, `Text`), or nil when the gallery does not know it.
    static func swiftUIKind(_ name: String) -> SceneViewKind? {
        let bare = name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        if let family = SceneNames.familiesByView[bare] { return .styled(family) }
        if let layout = SceneLayout(rawValue: bare) { return .layout(layout) }
        if let plain = ScenePlainView(rawValue: bare) { return .plain(plain) }
        return nil
    }

    /// A node of `kind`, with the arguments and closures of `call`; nil once the budget is spent (said once, where it
    /// ran out).
    func makeNode(_ kind: SceneViewKind, at syntax: some SyntaxProtocol, call: FunctionCallExprSyntax? = nil,
                  arguments extraArguments: [SceneArgument] = [], scope: ReadingScope) -> SceneNode? {
        guard budget.spendNode() else {
            _ = withinBudget(at: syntax)
            return nil
        }
        var node = SceneNode(kind, arguments: extraArguments, location: location(of: syntax))
        if let call {
            readArguments(of: call, into: &node, scope: scope)
        }
        return node
    }

    /// The labels of the arguments that take a view, given as one (`header: Text("Region")`) or as a closure.
    private static let viewArgumentLabels: Set<String> = ["header", "footer", "label"]

    /// The arguments of `call`, its main closure as children and its other view closures as slots.
    private func readArguments(of call: FunctionCallExprSyntax, into node: inout SceneNode, scope: ReadingScope) {
        var main: ClosureExprSyntax? = call.trailingClosure
        let isButton = node.kind == .styled(.button)
        let hasAction = call.arguments.contains { $0.label?.text == "action" }
        // A titled text field's trailing closure is its `onCommit:` action (`TextField("Title", text: $t) { save() }`);
        // an untitled one's is its label (`TextField(text: $t) { Text("Title") }`).
        let isTitledField = [.styled(.textField), .plain(.secureField)].contains(node.kind)
            && call.arguments.first.map { $0.label == nil } == true
        // `Button("Save") { save() }` or `Button { save() } label: { … }`: the trailing closure is the action.
        let trailingAction = (isButton && !hasAction) || isTitledField ? main : nil
        if trailingAction != nil { main = nil }
        for argument in call.arguments {
            let label = argument.label?.text
            if let closure = argument.expression.as(ClosureExprSyntax.self), !Self.actionLabels.contains(label ?? "") {
                if main == nil, label == nil || label == "content" || (isButton && label == "label") {
                    main = closure
                } else {
                    node.slots.append(SceneSlot(label: label ?? "content", children: views(in: closure.statements, scope: scope)))
                }
                continue
            }
            if let label, Self.viewArgumentLabels.contains(label), let core = peel(argument.expression).core?.as(FunctionCallExprSyntax.self),
               Self.typeName(core.calledExpression) != nil {
                // `Section(header: Text("Region"), footer: Text("…"))`, `Picker(selection: $i, label: Text("Region"))`:
                // the view given in place of a closure, read as that closure's.
                node.slots.append(SceneSlot(label: label, children: views(of: argument.expression, scope: scope)))
                continue
            }
            let isTitle = label == nil && argument.id == call.arguments.first?.id && LocalizedStringKeyPlaces.takesKey(node.kind)
            let isTextTitle = label.map { LocalizedStringKeyPlaces.takesTextKey(node.kind, label: $0) } ?? false
            let localized = isTitle ? localizedKey(argument.expression, scope: scope, table: tableName(of: call, scope: scope))
                : isTextTitle ? localizedText(argument.expression, scope: scope) : nil
            node.arguments.append(SceneArgument(label, localized ?? value(of: argument.expression, scope: scope)))
        }
        if let trailingAction {
            node.arguments.append(SceneArgument(isTitledField ? "onCommit" : "action", .expression(trailingAction.sourceText)))
        }
        if main == nil, call.trailingClosure == nil, node.slots.count == 1, let only = node.slots.first {
            // `Toggle(isOn: $on, label: { … })`: the only closure, as `Toggle(isOn: $on) { … }` writes it.
            node.children = only.children
            node.slots = []
        }
        for closure in call.additionalTrailingClosures where isButton && main == nil && closure.label.text == "label" {
            main = closure.closure
        }
        if let main, node.kind == .styled(.list), main.id == call.trailingClosure?.id || call.arguments.last?.expression.id == main.id,
           call.arguments.first.map({ $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) == true {
            // `List(contacts) { contact in … }`: a row per element of its data, as `List { ForEach(contacts) { … } }`
            // writes it (https://developer.apple.com/documentation/swiftui/list: "a list from a collection of data").
            node.children = ForEachExpansion(reader: self).views(of: call, scope: scope)
        } else if let main {
            node.children = views(in: main.statements, scope: scope)
        }
        for closure in call.additionalTrailingClosures where !(isButton && closure.label.text == "label") {
            let label = closure.label.text
            if Self.actionLabels.contains(label) {
                node.arguments.append(SceneArgument(label, .expression(closure.closure.sourceText)))
            } else {
                node.slots.append(SceneSlot(label: label, children: views(in: closure.closure.statements, scope: scope)))
            }
        }
    }

    /// Records the `@State` properties of `type` with their initial values (the first of a name wins).
    func readState(of type: DeclaredType) {
        for member in type.storedProperties {
            guard case .property(let variable, let binding) = member.kind,
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }),
                  !state.contains(where: { $0.name == member.name }), member.isCompiled(for: configuration) else { continue }
            guard let initial = binding.initializer?.value else {
                diagnose(.note, at: binding, say("The state \(member.name) has no initial value the gallery can read."))
                continue
            }
            state.append(SceneState(name: member.name, value: SceneValueReader.value(of: initial) { _ in nil }, location: location(of: binding)))
        }
    }

    /// Whether `expression` names a type (`Color` of `Color.blue`): a capitalised name.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        typeName(expression) != nil
    }

    /// The type an expression names, `Toggle` of `Toggle(…)` or `Picker<…>`, `OrdersView.Row` of a nested type, or nil
    /// when it names none.
    static func typeName(_ expression: ExprSyntax) -> String? {
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialized.expression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            // `(FlowLayout(alignment: .center)) { … }`: a layout called as a view, in parentheses.
            return only.expression.as(FunctionCallExprSyntax.self).flatMap { typeName($0.calledExpression) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let outer = typeName(base),
           let first = member.declName.baseName.text.first, first.isUppercase, member.declName.argumentNames == nil {
            return outer == "SwiftUI" ? member.declName.baseName.text : outer + "." + member.declName.baseName.text
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let first = reference.baseName.text.first(where: { $0 != "_" }), first.isUppercase else { return nil }
        return reference.baseName.text
    }

    /// The first part of a concatenation of texts (`Text("@") + Text(name)`), or nil when `expression` is none.
    private func concatenatedText(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first,
              sequence.elements.count >= 3, sequence.elements.count % 2 == 1 else { return nil }
        for (offset, element) in sequence.elements.enumerated() where offset % 2 == 1 {
            guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
        }
        guard let call = peel(first).core?.as(FunctionCallExprSyntax.self), Self.typeName(call.calledExpression) == "Text" else { return nil }
        return first
    }

    /// A short name for an expression the reader cannot read, for its placeholder and messages: its first line, cut
    /// after 40 characters.
    static func shortName(_ expression: some SyntaxProtocol) -> String {
        let firstLine = expression.sourceText.prefix { $0 != "\n" }
        return firstLine.count > 40 ? firstLine.prefix(40) + "…" : String(firstLine)
    }
}
