/// A platform and the oldest release an app is deployed to, as `gallery check --target iOS=17` names it.
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
    /// The platform.
    public let platform: Platform
    /// The oldest release the app runs on.
    public let release: OSVersion

    public init(platform: Platform, release: OSVersion) {
        self.platform = platform
        self.release = release
    }

    /// "iOS 17".
    public var description: String { "\(platform.rawValue) \(release)" }
}

/// One thing `gallery check` reports in a scene for a deployment target, as a compiler would: where, how serious,
/// what, and which of its rules found it.
public struct SceneCheckFinding: Sendable, Hashable {
    /// The rule that found it, named after the bracket that ends its line: `[availability]`.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// A view, style or style parameter value that the target's platform lacks, or lacks in its release.
        case availability
        /// A style Apple deprecated in the target's release or before it.
        case deprecation
        /// A construct the scene reader could not read.
        case source
    }

    /// Where, how serious and what.
    public let diagnostic: SceneDiagnostic
    /// The rule that found it.
    public let rule: Rule

    public init(_ diagnostic: SceneDiagnostic, rule: Rule) {
        self.diagnostic = diagnostic
        self.rule = rule
    }
}

/// What a scene asks of a deployment target: the views and style modifiers it writes, checked as the compiler
/// checks API availability. A style modifier is checked where it is written, whether or not a control below it
/// takes the style, because the compiler checks it there too.
///
/// Availability follows the catalog, which cites Apple's page for every view and style. An API newer than the
/// deployment target (or missing from its platform) is an error unless the code checks the release first
/// (<https://developer.apple.com/documentation/xcode/running-code-on-a-specific-version>); the reader takes no
/// `if #available` into account, so a guarded use is reported too. A deprecated API is a warning from the
/// release that deprecated it on (`@available(iOS, deprecated: 16)`:
/// <https://docs.swift.org/swift-book/documentation/the-swift-programming-language/attributes/#available>).
public enum SceneCheck {
    /// The findings of `scene` for `target`, in source order, each once: errors for a view or style the
    /// target lacks (or lacks in its release), warnings for a style deprecated by its release, and the
    /// scene's own reading errors.
    public static func findings(in scene: Scene, for target: DeploymentTarget) -> [SceneCheckFinding] {
        var findings: [SceneCheckFinding] = scene.diagnostics.filter { $0.severity == .error }.map { SceneCheckFinding($0, rule: .source) }
        var pending = scene.roots
        while let node = pending.popLast() {
            findings += self.findings(for: node, on: target)
            pending += node.allChildren
        }
        return unique(findings)
    }

    /// `findings` sorted by place (then severity and message), each once.
    public static func unique(_ findings: [SceneCheckFinding]) -> [SceneCheckFinding] {
        var seen = Set<SceneCheckFinding>()
        return findings.filter { seen.insert($0).inserted }.sorted { a, b in
            let (left, right) = (a.diagnostic, b.diagnostic)
            if left.location != right.location { return left.location < right.location }
            if left.severity != right.severity { return left.severity.rawValue < right.severity.rawValue }
            return left.message.english < right.message.english
        }
    }

    /// The findings of one node: its view, then each style modifier written on it.
    private static func findings(for node: SceneNode, on target: DeploymentTarget) -> [SceneCheckFinding] {
        var findings: [SceneCheckFinding] = []
        if case .styled(let family) = node.kind,
           let problem = problem(with: StyleCatalog.family(family).viewAvailability, on: target, subject: family.viewName, at: node.location) {
            findings.append(problem)
        }
        for modifier in node.modifiers {
            guard case .style(let style, let argument) = modifier.kind else { continue }
            let subject = style.modifiers(choosing: argument).first ?? style.modifier
            if let problem = problem(with: style.availability, on: target, subject: subject, at: modifier.location) {
                findings.append(problem)
            } else if let problem = parameterProblem(style, argument: argument, on: target, subject: subject, at: modifier.location) {
                findings.append(problem)
            } else if let deprecated = style.availability.deprecated[target.platform], deprecated <= target.release {
                let when = DeploymentTarget(platform: target.platform, release: deprecated)
                let message = style.availability.replacement.map { say("'\(subject)' was deprecated in \(when); use \($0) instead") }
                    ?? say("'\(subject)' was deprecated in \(when)")
                findings.append(SceneCheckFinding(SceneDiagnostic(.warning, at: modifier.location, message), rule: .deprecation))
            }
        }
        return findings
    }

    /// The error for an API with `availability` that `target` lacks: not on its platform, newer than its
    /// release, or removed by it; nil when the target has it.
    private static func problem(with availability: Availability, on target: DeploymentTarget, subject: String,
                                at location: SceneLocation) -> SceneCheckFinding? {
        let message: LocalizedText
        if let first = availability.introduced[target.platform] {
            if target.release < first {
                message = say("'\(subject)' is not available on \(target) (needs \(DeploymentTarget(platform: target.platform, release: first)))")
            } else if let end = availability.obsoleted[target.platform], end <= target.release {
                message = say("'\(subject)' is not available on \(target) (removed in \(DeploymentTarget(platform: target.platform, release: end)))")
            } else {
                return nil
            }
        } else {
            message = say("'\(subject)' is not available on \(target.platform.rawValue)")
        }
        return SceneCheckFinding(SceneDiagnostic(.error, at: location, message), rule: .availability)
    }

    /// The error for a value of the style's parameter that came after the style (`.page(indexDisplayMode: .always)`
    /// on watchOS 8), or nil.
    private static func parameterProblem(_ style: StyleDescriptor, argument: String?, on target: DeploymentTarget, subject: String,
                                         at location: SceneLocation) -> SceneCheckFinding? {
        guard let parameter = style.parameter, let choice = argument.flatMap(parameter.choice),
              let first = choice.introduced[target.platform], target.release < first else { return nil }
        let needed = DeploymentTarget(platform: target.platform, release: first)
        return SceneCheckFinding(SceneDiagnostic(.error, at: location, say("'\(subject)' is not available on \(target) (needs \(needed))")),
                                 rule: .availability)
    }
}
