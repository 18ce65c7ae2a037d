extension SceneSource {
    /// `scene` as a SwiftUI source file that compiles as it is: `import SwiftUI`, `struct Name: View` with its
    /// `@State` properties and a `body` holding the roots, then a `#Preview` of it.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// struct SignInRow: View {
    ///     @State private var remembersMe = true
    ///
    ///     var body: some View {
    ///         HStack {
    ///             Button("Sign In", action: signIn)
    ///         }
    ///         .buttonStyle(.bordered)
    ///     }
    /// }
    ///
    /// #Preview {
    ///     SignInRow()
    /// }
    /// ```
    ///
    /// A name that is not a Swift type name (a preview's title) is made one: "Dark mode" is `DarkMode`.
    public static func print(_ scene: Scene) -> String {
        let name = typeName(scene.name)
        let state = scene.state.map { "@State private var \($0.name) = \(value($0.value))" }
        let body = SwiftSource.block("var body: some View", scene.roots.map(view))
        let members = state.isEmpty ? [body] : [state.joined(separator: "\n") + "\n", body]
        return "import SwiftUI\n\n" + SwiftSource.block("struct \(name): View", members) + "\n\n"
            + SwiftSource.block("#Preview", ["\(name)()"]) + "\n"
    }

    /// `name` as a Swift type name: its ASCII letters and digits, each word capitalised, never starting with a
    /// digit; `ContentView`, as Xcode names a new view, when nothing is left.
    static func typeName(_ name: String) -> String {
        let words = name.split { !$0.isASCII || !($0.isLetter || $0.isNumber) }
        if words.count == 1, words[0] == name, name.first?.isLetter == true { return name }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "ContentView" }
        return first.isLetter ? joined : "ContentView" + joined
    }
}
