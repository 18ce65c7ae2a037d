/// Plans TextField examples, each with a SecureField in the same style.
enum TextFieldPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let label = SampleContent.textFieldLabel
        let prompt = SampleContent.textFieldPrompt
        let classes: [String] = switch context.look {
        case "roundedBorder": ["rounded-border"]
        case "squareBorder": ["square-border"]
        default: ["flat", "plain-field"]
        }
        // In a macOS form the label sits at the leading edge and the prompt is the placeholder;
        // on iOS the prompt (or the label) is the placeholder and no label shows (Apple's TextField page).
        let macForm = context.platform == .macOS && context.placement == .form
        let placeholder = macForm || context.placement == .form || context.placement == .list ? prompt : label
        let field = WidgetPlan(.entry, [.placeholder: .string(placeholder), .hexpand: .bool(true)], classes: classes,
                               binding: context.bind("text", .text), accessibleName: label)
        let secure = WidgetPlan(.passwordEntry, [.placeholder: .string("Password"), .hexpand: .bool(true)], classes: classes,
                                binding: context.bind("password", .text), accessibleName: "Password")
        if context.placement == .toolbar {
            return FamilyPlan(WidgetPlan(.entry, [.placeholder: .string("Search"), .width: .int(180)], classes: classes,
                                         binding: context.bind("text", .text), accessibleName: "Search"))
        }
        if macForm {
            return FamilyPlan(Build.vstack(spacing: 8, [
                Build.hstack(spacing: 8, [Build.text(label + ":", classes: ["form-label"], [.width: .int(80)]), field]),
                Build.hstack(spacing: 8, [Build.text("Password:", classes: ["form-label"], [.width: .int(80)]), secure]),
            ]))
        }
        return FamilyPlan(Build.vstack(spacing: 8, [field, secure]))
    }
}
