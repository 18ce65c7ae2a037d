/// Where SwiftUI takes a string literal as a `LocalizedStringKey`, to be looked up in the app's string table: the
/// title every titled view's initializer takes first, unlabelled (`Text("…")`, `Button("…")`, `Toggle("…", isOn:)`,
/// `Label("…", systemImage:)`, `Section("…")`, `Picker("…", selection:)`, `TextField("…", text:)`, `NavigationLink("…")`,
/// `ContentUnavailableView("…", systemImage:)`…), a TextField's `prompt: Text("…")`, and `.navigationTitle("…")`.
/// A literal given to an initializer overloaded for both takes the `LocalizedStringKey` one
/// (https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)); a `String` value takes
/// the `StringProtocol` one and is shown as it is, as is `Text(verbatim:)`
/// (https://developer.apple.com/documentation/swiftui/text/init(verbatim:)).
public enum LocalizedStringKeyPlaces {
    /// Whether the first argument of `kind`'s initializer, unlabelled, is a `LocalizedStringKey` when written as a
    /// literal. Not an image's or a colour's name (`Image("logo")` names an asset), nor a shape's or a view the gallery
    /// does not know.
    public static func takesKey(_ kind: SceneViewKind) -> Bool {
        switch kind {
        case .styled: true
        case .layout(let layout): [.section, .tab].contains(layout)
        case .plain(let view):
            switch view {
            case .text, .secureField, .navigationLink, .link, .shareLink, .tableColumn, .contentUnavailableView, .colorPicker, .stepper:
                true
            default:
                false
            }
        case .unknown, .platformView, .stylePart: false
        }
    }

    /// Whether the argument labelled `label` of `kind`'s initializer holds a `Text` whose literal is a key: a text
    /// field's `prompt:` (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)).
    public static func takesTextKey(_ kind: SceneViewKind, label: String) -> Bool {
        label == "prompt" && [.styled(.textField), .plain(.secureField)].contains(kind)
    }
}
