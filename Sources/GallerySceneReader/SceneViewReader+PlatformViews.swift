import GalleryModel
import SwiftSyntax

/// Views of the project's that UIKit, AppKit or WatchKit draw: types conforming to a representable protocol, directly
/// or through a type alias the project declares (`typealias ViewRepresentable = UIViewRepresentable` under `#if
/// os(iOS)`). Each is read as a ``ScenePlatformView`` naming the class its `make…` method returns.
extension SceneViewReader {
    /// The node of a call of `type` when it is a representable, with one note saying what SwiftUI shows there, or an
    /// error where the platform read has no such framework; nil when it is none.
    func platformView(_ type: DeclaredType, _ call: FunctionCallExprSyntax, scope: ReadingScope) -> [SceneNode]? {
        guard let host = host(of: type) else { return nil }
        let platformClass = platformClass(of: type, host)
        let view = ScenePlatformView(name: type.name, host: host, platformClass: platformClass)
        let framework = LocalizedText.verbatim(host.framework.rawValue)
        let written = LocalizedText.verbatim(host.rawValue)
        if !view.builds(on: configuration.platform) {
            // The protocol is the framework's, which the platform's SDK does not have
            // (https://developer.apple.com/documentation/swiftui/uiviewrepresentable lists where each exists).
            diagnose(.error, at: call, say("\(LocalizedText.verbatim(type.name)) conforms to \(written), which is \(framework)'s: a build for \(LocalizedText.verbatim(configuration.platform.rawValue)) fails here (cannot find type '\(written)' in scope)."))
        } else if let platformClass {
            diagnose(.note, at: call, say("SwiftUI shows the \(framework) view \(LocalizedText.verbatim(platformClass)) here (\(LocalizedText.verbatim(type.name)) conforms to \(written)); the gallery cannot draw \(framework) and marks the room it takes."))
        } else {
            diagnose(.note, at: call, say("SwiftUI shows a \(framework) view here (\(LocalizedText.verbatim(type.name)) conforms to \(written)), made by \(LocalizedText.verbatim(host.makeMethod))(context:), which the gallery cannot read; it cannot draw \(framework) and marks the room it takes."))
        }
        guard var node = makeNode(.platformView(view), at: call, scope: scope) else { return [] }
        node.expansions = [SceneExpansion(.view, name: type.name, at: location(of: call))]
        return [node]
    }

    /// The representable protocol `type` conforms to for the platform read: written (`UIViewRepresentable`) or through
    /// an alias of the project's, the one the platform compiles; of several, the one whose framework the platform has.
    private func host(of type: DeclaredType) -> ScenePlatformView.Host? {
        let hosts = type.conformances.sorted().flatMap { conformance -> [ScenePlatformView.Host] in
            if let host = ScenePlatformView.Host(rawValue: conformance) { return [host] }
            let aliases = index.typeAliases(named: conformance)
            let compiled = aliases.filter { $0.syntax.isCompiled(for: configuration) }
            return (compiled.isEmpty ? aliases : compiled).compactMap { ScenePlatformView.Host(rawValue: $0.target) }
        }
        return hosts.first { $0.framework.platforms.contains(configuration.platform) } ?? hosts.first
    }

    /// The class `type`'s `make…` method returns: what its last statement makes (`WKWebView()`, or the value a `let`
    /// made, `let view = UIView(); …; return view`), else the return type it declares, through the type's
    /// `typealias UIViewType = …`; nil when neither names a type.
    private func platformClass(of type: DeclaredType, _ host: ScenePlatformView.Host) -> String? {
        let methods = (type.members[host.makeMethod] ?? []).compactMap { member -> FunctionDeclSyntax? in
            if case .function(let function) = member.kind { function } else { nil }
        }
        guard let method = methods.first(where: { Syntax($0).isCompiled(for: configuration) }) ?? methods.first else { return nil }
        for written in [madeType(in: method), method.signature.returnClause?.type.trimmedDescription].compactMap({ $0 }) {
            var name = written.hasPrefix("Self.") ? String(written.dropFirst(5)) : written
            // `typealias UIViewType = UITextView` in the type: the class it names.
            let aliases = index.typeAliases(named: "\(type.declaration.qualifiedName).\(name)")
            if let alias = aliases.first(where: { $0.syntax.isCompiled(for: configuration) }) ?? aliases.first { name = alias.target }
            if Self.isTypeName(name) && name != host.associatedType { return name }
        }
        return nil
    }

    /// The type the last statement of `method`'s body makes: a call of a type, or a name a `let` or `var` of the body
    /// bound to one.
    private func madeType(in method: FunctionDeclSyntax) -> String? {
        guard let statements = method.body?.statements, let last = statements.last?.item else { return nil }
        let returned = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
        guard let returned else { return nil }
        if let name = Self.calledType(returned) { return name }
        guard let reference = returned.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for statement in statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == reference {
                if let initial = binding.initializer?.value, let name = Self.calledType(initial) { return name }
                if let annotated = binding.typeAnnotation?.type.trimmedDescription, Self.isTypeName(annotated) { return annotated }
            }
        }
        return nil
    }

    /// `WKWebView` of `WKWebView(frame: .zero)`, `WKWebView()` or `WKWebView.init()`; nil for a call of anything else.
    private static func calledType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { called = base }
        let name = called.trimmedDescription
        return isTypeName(name) ? name : nil
    }

    /// Whether `name` is written as a type is: a capitalised name, maybe qualified (`UIKit.UITextView`).
    private static func isTypeName(_ name: String) -> Bool {
        guard let last = name.split(separator: ".").last, let first = last.first else { return false }
        return first.isUppercase && last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
