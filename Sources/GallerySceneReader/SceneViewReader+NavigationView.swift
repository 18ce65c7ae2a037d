import GalleryModel
import SwiftSyntax

/// `NavigationView`, which SwiftUI deprecated in the 2022 releases for `NavigationStack` and `NavigationSplitView`
/// (https://developer.apple.com/documentation/swiftui/navigationview), still in most real apps: it is drawn as the
/// view that replaced it for what it holds. Its views are its columns: one view is a stack; two or three are a sidebar,
/// an optional content column and a detail, as a split view's closures are (the page's "Migrating to new navigation
/// types"). `.navigationViewStyle(.stack)` (`StackNavigationViewStyle()`) presents its first view alone as a stack's
/// root, on every device (https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle).
extension SceneViewReader {
    /// The node a `NavigationView { … }` call is drawn as, with a note saying so.
    func navigationView(_ call: FunctionCallExprSyntax, scope: ReadingScope) -> [SceneNode] {
        guard var node = makeNode(.layout(.navigationStack), at: call, call: call, scope: scope) else { return [] }
        node.arguments = []
        let views = node.children
        guard views.count > 1 else {
            diagnose(.note, at: call, say("The gallery draws this NavigationView as the NavigationStack that replaced it: it holds one view."))
            return [node]
        }
        node.kind = .styled(.navigationSplitView)
        node.children = [views[0]]
        node.slots = views.count > 2
            ? [SceneSlot(label: "content", children: [views[1]]), SceneSlot(label: "detail", children: Array(views[2...]))]
            : [SceneSlot(label: "detail", children: Array(views[1...]))]
        diagnose(.note, at: call, say("The gallery draws this NavigationView as the NavigationSplitView that replaced it: its first view is the sidebar and its last the detail."))
        navigationViews.insert(node.location)
        return [node]
    }

    /// `node` as `.navigationViewStyle(_:)`, called as `call`, presents it: a NavigationView of columns made a stack of
    /// its first view by the stack style; nil when the modifier changes nothing the gallery draws.
    func navigationViewStyled(_ node: SceneNode, call: FunctionCallExprSyntax) -> SceneNode? {
        guard navigationViews.contains(node.location), call.arguments.count == 1,
              let style = call.arguments.first?.expression.trimmedDescription,
              [".stack", "StackNavigationViewStyle()", "StackNavigationViewStyle.init()"].contains(style) else { return nil }
        var stack = node
        stack.kind = .layout(.navigationStack)
        stack.slots = []
        return stack
    }
}
