import GalleryModel

/// What a use asks of a platform, checked as the compiler checks API availability against the release the code runs
/// from (the deployment target, raised by the checks around it), and said in the compiler's words. Availability
/// follows the catalog, which cites Apple's page for every view and style.
///
/// Source of the wording: the Swift compiler's diagnostics (`include/swift/AST/DiagnosticsSema.def`,
/// `availability_decl_only_version_newer`, `availability_decl_unavailable`, `availability_deprecated`).
enum UseEvaluation {
    /// The findings of a built-in style or a view on `platform`, for code that runs from `floor`.
    static func findings(_ subject: StyleUse.Subject, on platform: Platform, from floor: OSVersion, at location: SceneLocation) -> [CheckFinding] {
        switch subject {
        case .builtIn(let style, let choice):
            let written = style.modifiers(choosing: choice).first ?? style.modifier
            if let problem = problem(style.availability, written, on: platform, from: floor) {
                return [CheckFinding(SceneDiagnostic(.error, at: location, problem), rule: .availability)]
            }
            if let parameter = style.parameter, let value = choice.flatMap(parameter.choice), let first = value.introduced[platform], floor < first {
                return [CheckFinding(SceneDiagnostic(.error, at: location, newer(written, platform, first)), rule: .availability)]
            }
            if let deprecation = deprecation(style.availability, written, on: platform, from: floor) {
                return [CheckFinding(SceneDiagnostic(.warning, at: location, deprecation), rule: .deprecation)]
            }
            return []
        case .view(let family):
            return viewFindings(StyleCatalog.family(family).viewAvailability, family.viewName, on: platform, from: floor, at: location)
        case .knownView(let name, let availability), .toolbarPlacement(let name, let availability):
            return viewFindings(availability, name, on: platform, from: floor, at: location)
        case .knownModifier(let name, let availability):
            // Named as the compiler names an instance method: `.keyboardType(_:)` is `keyboardType`.
            return viewFindings(availability, name, on: platform, from: floor, at: location)
        case .declared(let family, _, _):
            // A project's own style: the style protocol, and so the modifier taking it, must exist.
            let modifier = "." + family.modifierName + "(_:)"
            let problem = problem(StyleProtocols.availability(of: family), modifier, on: platform, from: floor)
            return problem.map { [CheckFinding(SceneDiagnostic(.error, at: location, $0), rule: .availability)] } ?? []
        case .computed:
            return []
        }
    }

    /// The error for a view the platform lacks at `floor`, else the warning for one Apple deprecated.
    private static func viewFindings(_ availability: Availability, _ name: String, on platform: Platform, from floor: OSVersion,
                                     at location: SceneLocation) -> [CheckFinding] {
        if let problem = problem(availability, name, on: platform, from: floor) {
            return [CheckFinding(SceneDiagnostic(.error, at: location, problem), rule: .availability)]
        }
        return deprecation(availability, name, on: platform, from: floor).map { [CheckFinding(SceneDiagnostic(.warning, at: location, $0), rule: .deprecation)] } ?? []
    }

    /// The error for an API with `availability` that code running from `floor` on `platform` cannot call: not on the
    /// platform, newer than `floor`, or removed by it; nil when it can.
    static func problem(_ availability: Availability, _ subject: String, on platform: Platform, from floor: OSVersion) -> LocalizedText? {
        guard let first = availability.introduced[platform] else {
            return say("'\(subject)' is unavailable in \(platform.rawValue)")
        }
        if floor < first { return newer(subject, platform, first) }
        if let end = availability.obsoleted[platform], end <= floor {
            return say("'\(subject)' is unavailable in \(platform.rawValue): it was obsoleted in \(platform.rawValue) \(end.badgeForm)")
        }
        return nil
    }

    private static func newer(_ subject: String, _ platform: Platform, _ first: OSVersion) -> LocalizedText {
        say("'\(subject)' is only available in \(platform.rawValue) \(first.badgeForm) or newer")
    }

    /// The warning for an API deprecated by the release code runs from on `platform`, or nil: "'X' was deprecated in
    /// macOS 27.0: use Y" from the release that deprecated it on, and "'X' will be deprecated in a future version of
    /// macOS: use Y" at every release for one Apple deprecates in a future release (the SDK's `deprecated: 100000`,
    /// about which Swift itself stays silent by default, https://github.com/swiftlang/swift/issues/77859).
    static func deprecation(_ availability: Availability, _ subject: String, on platform: Platform, from floor: OSVersion) -> LocalizedText? {
        switch availability.deprecation(on: platform) {
        case .release(let deprecated)? where deprecated <= floor:
            let release = "\(platform.rawValue) \(deprecated.badgeForm)"
            return availability.replacement.map { say("'\(subject)' was deprecated in \(release): use \($0)") }
                ?? say("'\(subject)' was deprecated in \(release)")
        case .future?:
            return availability.replacement.map { say("'\(subject)' will be deprecated in a future version of \(platform.rawValue): use \($0)") }
                ?? say("'\(subject)' will be deprecated in a future version of \(platform.rawValue)")
        default:
            return nil
        }
    }
}
