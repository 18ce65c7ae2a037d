import GalleryModel
import SwiftSyntax

/// The views an app's `@main` `App` shows: the content of its first window scene (`WindowGroup`, `Window`,
/// `DocumentGroup`) the platform compiles, through the project's own `Scene` types; without one, the content of its
/// first scene that has views (`Settings`, `MenuBarExtra`, `ImmersiveSpace`). Scene modifiers (`.commands`,
/// `.windowStyle`) change no view and are not read.
struct AppScenes {
    let reader: SceneViewReader

    /// The scenes whose content is a window's.
    private static let windows: Set<String> = ["WindowGroup", "Window", "DocumentGroup", "UtilityWindow"]
    /// The scenes with views of their own.
    private static let others: Set<String> = ["Settings", "MenuBarExtra", "ImmersiveSpace"]

    /// The root views of `app`.
    func roots(of app: DeclaredType) -> [SceneNode] {
        var found: (window: Bool, roots: [SceneNode])?
        // Scene bodies to read: the app's, then the project's scene types it uses, each with the scope it is read in.
        var pending: [(statements: CodeBlockItemListSyntax, scope: ReadingScope)] = []
        if let body = app.member("body", compiledFor: reader.configuration)?.statements {
            pending.append((body, ReadingScope(owner: app, expanding: [app.declaration.qualifiedName])))
        }
        while !pending.isEmpty, found?.window != true {
            let (statements, scope) = pending.removeFirst()
            for call in sceneCalls(in: statements, scope: scope) {
                guard let name = SceneViewReader.typeName(call.calledExpression) else { continue }
                let isWindow = Self.windows.contains(name)
                if isWindow || Self.others.contains(name) {
                    guard found == nil || (isWindow && found?.window == false), let content = content(of: call) else { continue }
                    found = (isWindow, reader.views(in: content.statements, scope: scope))
                    if isWindow { break }
                } else if let type = reader.index.types(named: name).first(where: { $0.role == .view }),
                          scope.expanding.count < SceneReadingLimits.maximumExpansionDepth,
                          !scope.expanding.contains(type.declaration.qualifiedName),
                          let body = type.member("body", compiledFor: reader.configuration)?.statements {
                    pending.append((body, ReadingScope(owner: type, expanding: scope.expanding + [type.declaration.qualifiedName])))
                }
            }
        }
        return found?.roots ?? []
    }

    /// The scene calls of a scene body, without their modifiers: the `#if` clauses the platform compiles read through,
    /// and the app's own properties and functions (`var appScene: some Scene`) expanded, each once.
    private func sceneCalls(in statements: CodeBlockItemListSyntax, scope: ReadingScope) -> [FunctionCallExprSyntax] {
        statements.flatMap { item -> [FunctionCallExprSyntax] in
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                return reader.compiledStatements(of: ifConfig).map { sceneCalls(in: $0, scope: scope) } ?? []
            }
            guard case .expr(let expression) = item.item, let core = reader.peel(expression).core else { return [] }
            if let call = core.as(FunctionCallExprSyntax.self), SceneViewReader.typeName(call.calledExpression) != nil { return [call] }
            let name = core.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? core.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name, let owner = scope.owner, let member = owner.member(name, compiledFor: reader.configuration),
                  let inner = member.statements, !scope.expanding.contains(owner.name + "." + name),
                  scope.expanding.count < SceneReadingLimits.maximumExpansionDepth else { return [] }
            var deeper = scope
            deeper.expanding.append(owner.name + "." + name)
            return sceneCalls(in: inner, scope: deeper)
        }
    }

    /// A scene's content closure: its trailing closure, or `content:`, `editor:` or `viewer:`.
    private func content(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.first { ["content", "editor", "viewer"].contains($0.label?.text ?? "") }?.expression.as(ClosureExprSyntax.self)
    }
}
