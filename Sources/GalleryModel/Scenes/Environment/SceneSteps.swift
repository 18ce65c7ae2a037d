/// The steps a scene adds to a control's reason chain before the resolver's: which style modifier chose its
/// style and where, which container set its placement, and the looks it takes from the styles around it.
enum SceneSteps {
    /// Which style modifier chose the style of the control `control` at `path`, or that none did.
    static func style(_ chosen: SceneStyleSetting?, family: StyleFamily, control: LocalizedText, at path: ScenePath) -> [Resolution.Step] {
        guard let chosen else {
            // "Toggles use the automatic style by default" (ToggleStyle.automatic), and so does every family.
            return [Resolution.Step(text: say("No \(LocalizedText.verbatim(family.modifierName)) is set on or above this \(control), so it is automatic."),
                                    source: SceneSources.viewStyles)]
        }
        if chosen.site.path == path {
            return [Resolution.Step(text: say("\(LocalizedText.verbatim(chosen.modifierText)) on this \(control) sets its style."), source: SceneSources.viewStyles)]
        }
        // "A view that uses the specified toggle style for itself and its child views" (toggleStyle(_:)), and so
        // for every style modifier.
        let site = SceneSiteText.view(chosen.site.view, at: chosen.site.location)
        return [Resolution.Step(text: say("\(LocalizedText.verbatim(chosen.modifierText)) on \(site) reaches this \(control)."), source: SceneSources.viewStyles)]
    }

    /// That `written`, a style of the project's, decides the look of the control `control`: drawn from its `makeBody`
    /// where the reader read it (`body`), else shown as its family's automatic look.
    static func projectStyle(_ written: String, body: SceneStyleBody?, family: StyleFamily, control: LocalizedText) -> Resolution.Step {
        // "The nearest style wins": a custom style ends the search for its family's style at its modifier (View styles).
        guard let body else {
            return Resolution.Step(text: say("\(LocalizedText.verbatim(written)) is a style of the project's: it decides this \(control)'s look, which the gallery does not draw yet; the automatic look stands in for it."),
                                   source: SceneSources.viewStyles)
        }
        // "Use the configuration input … to access the toggle's label and state. Return a view that has the appearance
        // and behavior of a toggle" (ToggleStyle.makeBody(configuration:)), and so for every family's style.
        let site = LocalizedText.verbatim(body.location.description)
        return Resolution.Step(
            text: say("\(LocalizedText.verbatim(written)) is a style of the project's: its makeBody(configuration:) at \(site) draws this \(control), with the \(control)'s own parts where its code places them."),
            source: SceneSources.styleBody(family) + "; " + SceneSources.viewStyles)
    }

    /// That the control `control` is the one a custom style's code builds from its configuration (`Label(configuration)`,
    /// written at `expansion`'s place), which the family's style in force outside the custom style draws.
    static func insideStyle(_ expansion: SceneExpansion, family: StyleFamily, control: LocalizedText) -> Resolution.Step {
        let site = LocalizedText.verbatim(expansion.location.description)
        let written = LocalizedText.verbatim(SceneStylePart.control(family).written)
        // "This is useful for custom toggle styles that only modify the current toggle style, as opposed to implementing
        // a brand new style" (Toggle.init(_:)); LabeledContent's init(_:) says the same of its styles.
        return Resolution.Step(
            text: say("\(written) in \(LocalizedText.verbatim(expansion.name))'s makeBody at \(site) builds this \(control): the \(LocalizedText.verbatim(family.modifierName)) in force outside \(LocalizedText.verbatim(expansion.name)) draws it."),
            source: "https://developer.apple.com/documentation/swiftui/toggle/init(_:); https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:)")
    }

    /// That a closer modifier of the same family overrides `farther`.
    static func overridden(_ farther: SceneStyleSetting) -> Resolution.Step {
        let site = SceneSiteText.view(farther.site.view, at: farther.site.location)
        // "You might need to set it explicitly … to override another style in the environment" (ToggleStyle.automatic).
        return Resolution.Step(text: say("It overrides \(LocalizedText.verbatim(farther.modifierText)) on \(site), which is farther away."),
                               source: "https://developer.apple.com/documentation/swiftui/togglestyle/automatic; reference/view-styles.zh.md")
    }

    /// That `setting`, in force around `container`, does not reach the control `control`, which the system draws its own
    /// way there: a swipe action's Button is a swipe button of its row.
    static func withheld(_ setting: SceneStyleSetting, in container: SceneContainer, control: LocalizedText) -> Resolution.Step {
        let site = SceneSiteText.view(setting.site.view, at: setting.site.location)
        // Apple's swipeActions(edge:allowsFullSwipe:content:) page says the actions are Buttons drawn at the row's edge, in
        // their tint or a destructive role's red (ButtonRole.destructive), and is silent on button styles: that the row's
        // swipe buttons ignore them is the gallery's reading of how iOS draws them.
        return Resolution.Step(
            text: say("This \(control) sits in \(container.text), which draws it as a swipe button: \(LocalizedText.verbatim(setting.modifierText)) on \(site) does not reach it."),
            source: SceneSources.attachment(.swipeActions) + " (silent on button styles: the gallery's reading); https://developer.apple.com/documentation/swiftui/buttonrole/destructive")
    }

    /// Which container set the placement the control `control` resolves in.
    static func placement(_ environment: SceneEnvironment, control: LocalizedText) -> [Resolution.Step] {
        guard let container = environment.container else {
            guard environment.placement == .standard else { return [] }
            return [Resolution.Step(text: say("No Form, List, toolbar or Menu holds this \(control), so it resolves in the standard placement."),
                                    source: SceneSources.viewStyles)]
        }
        var steps = [Resolution.Step(
            text: say("This \(control) sits in \(container.text), so it resolves in the \(LocalizedText.verbatim(environment.placement.rawValue)) placement."),
            source: container.source)]
        if let item = environment.toolbarItem {
            let itemText = SceneSiteText.view(.layout(item.kind), at: item.location)
            let text = item.placement.map { say("\(itemText) puts it in the toolbar with placement \($0).") }
                ?? say("\(itemText) puts it in the toolbar with the automatic placement.")
            steps.append(Resolution.Step(text: text, source: "https://developer.apple.com/documentation/swiftui/toolbaritem"))
        }
        return steps
    }

    /// That the control `control`, which `part` ("draws as a button"), takes another family's style in force
    /// (`setting`, or where none is written that family's own, `automatic` or its only style), resolved to `resolved`.
    static func takesStyle(_ setting: SceneStyleSetting?, part: LocalizedText, resolved: Resolution, control: LocalizedText,
                           source: String) -> Resolution.Step {
        let look = LocalizedText.verbatim(resolved.resolved.name)
        guard let setting else {
            let family = LocalizedText.verbatim(resolved.family.protocolName)
            return Resolution.Step(
                text: say("This \(control) \(part), so it takes the \(family) in force, none written: \(LocalizedText.verbatim(resolved.style.name)), here \(look)."),
                source: source)
        }
        let site = SceneSiteText.view(setting.site.view, at: setting.site.location)
        return Resolution.Step(text: say("This \(control) \(part), so it takes \(LocalizedText.verbatim(setting.modifierText)) on \(site): \(look)."),
                               source: source)
    }
}
