/// Plans TextEditor examples: a scrolling multi-line editor. The card's editor is the reference document's overview
/// sample, its text grey in a custom font with extra space between the lines; a scene's editor is drawn plain.
enum TextEditorPlanner {
    static func plan(_ context: PlanContext<TextEditorFamily>) -> FamilyPlan {
        var editor = WidgetPlan(.textView, [.wraps: .bool(true)], binding: context.bind(TextEditorFamily.text, .text), accessibleName: "Notes")
        if context.sceneNode == nil {
            let sample = SampleContent.editor
            editor.properties[.foregroundColor] = .string(sample.color.hex ?? "")
            editor.properties[.fontFamily] = .string(sample.fontName)
            editor.properties[.fontSize] = .double(sample.fontSize)
            editor.properties[.lineSpacing] = .double(sample.lineSpacing)
        }
        let classes: [String] = switch context.look {
        case .roundedBorder: ["editor-scroller", "rounded-border"]
        case .plain: ["editor-scroller", "plain-editor"]
        }
        return FamilyPlan(WidgetPlan(.scroller, [.height: .int(110), .maximumHeight: .int(110), .hexpand: .bool(true)], classes: classes, children: [editor]))
    }

    /// The document's `TextEditor(text: $fullText)` with its colour, font and line spacing, then the requested style;
    /// the text is the editor's state, not code.
    static func code(_ context: PlanContext<TextEditorFamily>) -> String {
        let sample = SampleContent.editor
        let modifiers = [
            ".foregroundColor(Color.\(sample.color.rawValue))",
            ".font(.custom(\(SwiftSource.literal(sample.fontName)), size: \(points(sample.fontSize))))",
            ".lineSpacing(\(points(sample.lineSpacing)))",
        ]
        return context.styled(modifiers.reduce("TextEditor(text: $\(sample.state))", SwiftSource.modified))
    }

    /// A number of points as Swift code writes it: 13, or 13.5.
    private static func points(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
