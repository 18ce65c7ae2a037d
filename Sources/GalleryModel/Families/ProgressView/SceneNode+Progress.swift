/// How a view file's ProgressView was created, which decides what its automatic style draws.
extension SceneNode {
    /// Whether this ProgressView is written without a value: `ProgressView()`, `ProgressView("Loading")`, a label
    /// closure alone, or `value: nil`. Those initializers make an indeterminate progress view
    /// (https://developer.apple.com/documentation/swiftui/progressview/init(),
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf). A `timerInterval:` one fills as
    /// time passes, and an unlabelled expression may be a Foundation `Progress` whose amount only the app knows: neither
    /// is taken for indeterminate.
    var writesIndeterminateProgress: Bool {
        if let value = arguments.first(where: { $0.label == "value" }) {
            if case .expression("nil") = value.value { return true }
            return false
        }
        return !arguments.contains { argument in
            guard let label = argument.label else {
                if case .expression = argument.value { return true }
                return false
            }
            return label == "timerInterval"
        }
    }
}
