/// Plans TextEditor examples: a scrolling multi-line editor.
enum TextEditorPlanner {
    static func plan(_ context: PlanContext<TextEditorFamily>) -> FamilyPlan {
        let editor = WidgetPlan(.textView, [.wraps: .bool(true)], binding: context.bind(TextEditorFamily.text, .text), accessibleName: "Notes")
        let classes: [String] = switch context.look {
        case .roundedBorder: ["editor-scroller", "rounded-border"]
        case .plain: ["editor-scroller", "plain-editor"]
        }
        return FamilyPlan(WidgetPlan(.scroller, [.height: .int(110), .maximumHeight: .int(110), .hexpand: .bool(true)], classes: classes, children: [editor]))
    }

    /// `TextEditor(text: $notes)` with the requested style; the notes are the editor's state, not code.
    static func code(_ context: PlanContext<TextEditorFamily>) -> String {
        context.styled("TextEditor(text: $notes)")
    }
}
