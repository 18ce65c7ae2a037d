import GalleryModel
import SwiftSyntax

/// The older alert, `.alert(isPresented: $asking) { Alert(title: Text("Sign out?"), primaryButton: .destructive(Text("Sign
/// Out")) { … }, secondaryButton: .cancel()) }`
/// (https://developer.apple.com/documentation/swiftui/view/alert(ispresented:content:), deprecated since iOS 15), read as
/// the `.alert(_:isPresented:actions:)` that replaced it, so that it is drawn as that one is: its title, and its buttons
/// as Buttons with their roles. The `Alert` may be written in the closure or be a computed property of the view
/// (`var signOutAlert: Alert { Alert(…) }`).
extension ModifierReader {
    /// The alert `closure` returns, as the newer alert's title and buttons; nil when it returns no `Alert` the gallery
    /// can read.
    func legacyAlert(_ closure: ClosureExprSyntax, arguments: String, scope: ReadingScope) -> SceneModifier.Kind? {
        guard let call = alertCall(in: closure.statements, scope: scope, hops: 0) else { return nil }
        let argument = { (label: String) in call.arguments.first { $0.label?.text == label }?.expression }
        let buttons = ["primaryButton", "secondaryButton", "dismissButton"].compactMap(argument).compactMap(button)
        var attachment = SceneAttachment(.alert, arguments: arguments)
        attachment.alertTitle = argument("title").flatMap(words)
        attachment.message = argument("message").flatMap(words)
        return .attached(attachment, buttons)
    }

    /// The `Alert(…)` call `statements` return: one written there, or one a computed property of the view returns
    /// (followed once).
    private func alertCall(in statements: CodeBlockItemListSyntax, scope: ReadingScope, hops: Int) -> FunctionCallExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        guard let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), SceneViewReader.typeName(call.calledExpression) == "Alert" {
            return call
        }
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { access in
                access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? access.declName.baseName.text : nil
            }
        guard hops == 0, let name, let owner = scope.owner, let member = owner.member(name, compiledFor: reader.configuration),
              member.declaredType == "Alert", let body = member.statements else { return nil }
        return alertCall(in: body, scope: scope, hops: hops + 1)
    }

    /// A button of the alert as the Button the newer alert writes: `.destructive(Text("Sign Out")) { … }` is
    /// `Button("Sign Out", role: .destructive)`, `.cancel()` the system's `Button("Cancel", role: .cancel)`, `.default(Text("OK"))`
    /// a Button without a role (https://developer.apple.com/documentation/swiftui/alert/button).
    private func button(_ expression: ExprSyntax) -> SceneNode? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let kind = call.calledExpression.as(MemberAccessExprSyntax.self),
              kind.base == nil || kind.base?.trimmedDescription == "Alert.Button" else { return nil }
        let written = kind.declName.baseName.text
        guard ["destructive", "cancel", "default"].contains(written) else { return nil }
        let role: String? = written == "default" ? nil : written
        let key = call.arguments.first.flatMap { localized($0.expression) }
        guard let title = key?.words ?? call.arguments.first.flatMap({ words($0.expression) }) ?? (role == "cancel" ? "Cancel" : nil) else { return nil }
        let arguments = [SceneArgument(nil, key.map(SceneValue.localized) ?? .string(title))] + (role.map { [SceneArgument("role", .expression("." + $0))] } ?? [])
        return SceneNode(.styled(.button), arguments: arguments, location: reader.location(of: expression))
    }

    /// The words of `Text("…")` written with a string literal: the app's string table's words where it holds the key.
    private func words(_ expression: ExprSyntax) -> String? {
        if let localized = localized(expression) { return localized.words }
        guard let text = expression.as(FunctionCallExprSyntax.self), SceneViewReader.typeName(text.calledExpression) == "Text",
              let first = text.arguments.first, first.label == nil,
              case .string(let words) = reader.value(of: first.expression, scope: .topLevel) else { return nil }
        return words
    }

    /// `Text("…")` whose key the app's string tables hold, or nil.
    private func localized(_ expression: ExprSyntax) -> SceneLocalizedString? {
        guard case .localized(let localized)? = reader.localizedText(expression, scope: .topLevel) else { return nil }
        return localized
    }
}
