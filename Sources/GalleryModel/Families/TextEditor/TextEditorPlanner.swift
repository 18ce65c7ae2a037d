/// Plans TextEditor examples: a scrolling multi-line editor. The card's editor is the reference document's overview
/// sample, its text grey in a custom font with extra space between the lines, styled by the same decorations a
/// scene's `.foregroundColor`, `.font(.custom(_:size:))` and `.lineSpacing(_:)` are drawn with.
enum TextEditorPlanner {
    static func plan(_ context: PlanContext<TextEditorFamily>) -> FamilyPlan {
        let editor = WidgetPlan(.textView, [.wraps: .bool(true)], binding: context.bind(TextEditorFamily.text, .text), accessibleName: name(context))
        let classes: [String] = switch context.look {
        case .roundedBorder: ["editor-scroller", "rounded-border"]
        case .plain: ["editor-scroller", "plain-editor"]
        }
        let scroller = WidgetPlan(.scroller, [.height: .int(110), .maximumHeight: .int(110), .hexpand: .bool(true)], classes: classes, children: [editor])
        // A scene's modifiers decorate its editor where they are written; the card draws the sample's the same way.
        guard context.sceneNode == nil else { return FamilyPlan(scroller) }
        let decorations = sampleModifiers().compactMap { SceneDecoration(.other(name: $0.name, source: $0.source)) }
        return FamilyPlan(decorations.reduce(scroller) { $1.applied(to: $0) })
    }

    /// What assistive technologies call the editor: its `.accessibilityLabel(_:)` where its code writes one, else — a
    /// TextEditor has no label of its own (https://developer.apple.com/documentation/swiftui/texteditor) — the view named
    /// with the state it edits, "TextEditor, notes" of `TextEditor(text: $bottle.notes)`, so that two editors of a scene
    /// are told apart. A card is named as the scene of its code is: "TextEditor, fullText".
    static func name(_ context: PlanContext<TextEditorFamily>) -> String {
        guard let node = context.sceneNode else { return "\(TextEditorFamily.family.viewName), \(SampleContent.editor.state)" }
        if let label = node.accessibilityLabel { return label }
        // `$notes` is read as a binding to the scene's state; `$letter.postscript`, a binding into a model, as written.
        let written = node.arguments.first { $0.label == "text" }.flatMap { argument -> String? in
            switch argument.value {
            case .binding(let name): name
            case .expression(let source) where source.hasPrefix("$"): String(source.dropFirst())
            default: nil
            }
        }
        guard let last = written?.split(separator: ".").last else { return node.kind.typeName }
        return "\(node.kind.typeName), \(last)"
    }

    /// The sample's modifiers, each its name and its code, in the order written.
    private static func sampleModifiers() -> [(name: String, source: String)] {
        let sample = SampleContent.editor
        return [
            ("foregroundColor", ".foregroundColor(Color.\(sample.color.rawValue))"),
            ("font", ".font(.custom(\(SwiftSource.literal(sample.fontName)), size: \(points(sample.fontSize))))"),
            ("lineSpacing", ".lineSpacing(\(points(sample.lineSpacing)))"),
        ]
    }

    /// The document's `TextEditor(text: $fullText)` with its colour, font and line spacing, then the requested style;
    /// the text is the editor's state, not code.
    static func code(_ context: PlanContext<TextEditorFamily>) -> String {
        context.styled(sampleModifiers().map(\.source).reduce("TextEditor(text: $\(SampleContent.editor.state))", SwiftSource.modified))
    }

    /// A number of points as Swift code writes it: 13, or 13.5.
    private static func points(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
