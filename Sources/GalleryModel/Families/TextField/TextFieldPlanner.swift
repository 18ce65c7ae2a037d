/// Plans TextField examples: a field with a label and a prompt, so a card shows
/// where each platform puts them (SecureField, which takes the same styles, has
/// its own page). In a toolbar the example is a
/// search field.
///
/// reference/text-label-textfield-button.zh.md (TextField prompts): in a macOS
/// Form the label sits at the field's leading edge and the prompt, when there is
/// one, is the placeholder; in an iOS Form the prompt is the placeholder, or the
/// label when there is no prompt. The gallery reads the same rule outside forms,
/// where no label is drawn.
enum TextFieldPlanner {
    static func plan(_ context: PlanContext<TextFieldFamily>) -> FamilyPlan {
        let classes = classes(context.look,
                              shape: context.argument(as: TextFieldFamily.TextInputBorderShape.self))
        if context.placement == .toolbar {
            let search = SampleContent.searchField
            return FamilyPlan(WidgetPlan(.entry, [.placeholder: .string(search), .width: .int(180)], classes: classes,
                                         binding: context.bind(TextFieldFamily.text, .text), accessibleName: search))
        }
        let mac = context.platform == .macOS
        let inForm = context.placement == .form
        let rows = fields(context).map { field in
            var properties: [PlanProperty: PlanValue] = [.hexpand: .bool(true)]
            // The Mac's form shows the label beside the field, so the prompt alone is the placeholder.
            if let placeholder = mac && inForm ? field.prompt : field.prompt ?? field.label {
                properties[.placeholder] = .string(placeholder)
            }
            // On Apple Watch the field stands on a rounded platter of its own, its prompt in secondary text, which opens
            // text input when tapped (https://developer.apple.com/documentation/watchkit/wkinterfacetextfield); on Apple
            // TV it is its row's platter (``WidgetPlan/drawnAsRowPlatter(on:)``).
            let platter = context.standsOnWatchPlatter ? [WidgetPlan.watchFieldPlatterClass] : []
            let entry = WidgetPlan(field.isSecure ? .passwordEntry : .entry, properties, classes: classes + platter,
                                   binding: context.bind(field.isSecure ? TextFieldFamily.password : TextFieldFamily.text, .text),
                                   accessibleName: field.label).drawnAsRowPlatter(on: context.platform)
            // A form lays the row out; outside the Mac a grouped form draws no label, which only assistive technologies say.
            return LabelledRow(label: field.label, control: entry, showsLabelWhenGrouped: mac)
        }
        if inForm { return FamilyPlan(labelled: rows) }
        // The card's fields stand in the VStack its code writes them in; in a list each is a row.
        if context.sceneNode == nil, context.placement != .list { return FamilyPlan(SceneStackLayout.column(rows.map(\.control), on: context.platform)) }
        return FamilyPlan(rows: rows.map(\.control))
    }

    /// The classes of a field drawn in `look`, with the border shape `shape` of the bordered style.
    static func classes(_ look: TextFieldFamily.Look, shape: TextFieldFamily.TextInputBorderShape? = nil) -> [String] {
        switch look {
        case .bordered where shape == .capsule: ["rounded-border", "capsule-border"]
        case .roundedBorder, .bordered: ["rounded-border"]
        case .squareBorder: ["square-border"]
        case .plain: ["flat", "plain-field"]
        }
    }

    /// The sample's field on a card; a scene's TextField or SecureField alone, its title as label, with the words of its
    /// `prompt:` Text.
    private static func fields(_ context: PlanContext<TextFieldFamily>) -> [SampleContent.TextFieldItem] {
        guard let node = context.sceneNode else { return SampleContent.textFields }
        return [SampleContent.TextFieldItem(label: context.title(""), prompt: node.textArgument("prompt"), isSecure: node.kind == .plain(.secureField))]
    }

    /// The fields with the requested style: in a VStack on their own, as rows of a Form or
    /// List (a Group keeps them rows while carrying the style); a search field in a toolbar.
    static func code(_ context: PlanContext<TextFieldFamily>) -> String {
        if context.placement == .toolbar {
            return context.styled("TextField(\(SwiftSource.literal(SampleContent.searchField)), text: $query)")
        }
        let fields = SampleContent.textFields.map { field in
            let view = field.isSecure ? "SecureField" : "TextField"
            let prompt = field.prompt.map { ", prompt: Text(\(SwiftSource.literal($0)))" } ?? ""
            return "\(view)(\(SwiftSource.literal(field.label)), text: $\(SampleContent.textFieldState)\(prompt))"
        }
        let container = context.placement == .form || context.placement == .list ? "Group" : "VStack"
        return context.styled(SwiftSource.block(container, fields))
    }
}
