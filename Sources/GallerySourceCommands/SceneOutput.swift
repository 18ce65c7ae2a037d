import GalleryModel

/// `gallery scene --json`: the file, the view, the platform and release, the resolved tree, where the app uses the
/// view, the conditionals and the diagnostics. Keys and sentences are English whatever the language spoken, as scripts
/// read them. A place in another file than the one read has its `file`; places in the file read have none.
struct SceneOutput: Encodable {
    let file: String
    let view: String
    let platform: String
    let osVersion: String
    let nodes: [Node]
    /// Where the view was resolved (null when the app does not use it, and it was resolved on its own).
    let usedAt: Place?
    /// Every place the app uses the view.
    let callSites: [Place]
    /// Whether those places resolve its controls differently.
    let callSitesDisagree: Bool
    let conditionals: [Conditional]
    let diagnostics: [Diagnostic]

    init(_ scene: ResolvedScene, file: String, usage: SceneUsage) {
        self.file = file
        view = scene.scene.name
        platform = scene.context.platform.rawValue
        osVersion = scene.context.release.description
        nodes = scene.roots.map(Node.init)
        usedAt = usage.chosen.map { Place($0.location) }
        callSites = usage.sites.map { Place($0.location) }
        callSitesDisagree = usage.disagrees
        conditionals = scene.scene.conditionals.map(Conditional.init)
        diagnostics = scene.scene.diagnostics.map(Diagnostic.init)
    }

    private enum CodingKeys: String, CodingKey {
        case file, view, platform, osVersion, nodes, usedAt, callSites, callSitesDisagree, conditionals, diagnostics
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(view, forKey: .view)
        try container.encode(platform, forKey: .platform)
        try container.encode(osVersion, forKey: .osVersion)
        try container.encode(nodes, forKey: .nodes)
        try container.encode(usedAt, forKey: .usedAt)
        try container.encode(callSites, forKey: .callSites)
        try container.encode(callSitesDisagree, forKey: .callSitesDisagree)
        try container.encode(conditionals, forKey: .conditionals)
        try container.encode(diagnostics, forKey: .diagnostics)
    }

    /// A conditional: `kind` is if, switch, ternary or compilation (`#if`); `branches` are numbered from 1 in
    /// `chosen` and `compiled` (the branch the platform compiles, for `#if`), as `--branch` takes them.
    struct Conditional: Encodable {
        let place: Place
        let kind: String
        let branches: [String]
        let chosen: Int
        let compiled: Int?

        init(_ conditional: SceneConditional) {
            place = Place(conditional.location)
            kind = conditional.kind.rawValue
            branches = conditional.branches
            chosen = conditional.chosen + 1
            compiled = conditional.compiled.map { $0 + 1 }
        }
    }

    /// One view: `kind` is its SwiftUI type, `title` the first string literal of its initializer; `requested` is the
    /// project's own style as written where one decides (`resolved` is then the automatic look standing in); `family`,
    /// `requested`, `resolved` and `available` are null for a view no style family styles, and `setAt` where no
    /// style modifier chose the style.
    struct Node: Encodable {
        let kind: String
        let title: String?
        let family: String?
        let requested: String?
        let resolved: String?
        let available: Bool?
        let file: String?
        let line: Int
        let column: Int
        let setAt: Place?
        let reasons: [String]
        let children: [Node]

        init(_ node: ResolvedSceneNode) {
            let resolution = node.control?.resolution
            kind = node.node.kind.typeName
            title = node.node.title
            family = node.node.family?.rawValue
            requested = node.control?.projectStyle ?? resolution?.requested
            resolved = resolution?.resolved.name
            available = resolution?.isAvailable
            file = node.node.location.file.map(SceneFileReading.shown)
            line = node.node.location.line
            column = node.node.location.column
            setAt = node.control?.setAt.map { Place($0.location) }
            reasons = node.control?.steps.map(\.reason) ?? []
            children = node.children.map(Node.init)
        }

        // Written out so that every key is there, null when it has no value: the synthesized encoder would leave it out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(title, forKey: .title)
            try container.encode(family, forKey: .family)
            try container.encode(requested, forKey: .requested)
            try container.encode(resolved, forKey: .resolved)
            try container.encode(available, forKey: .available)
            if let file { try container.encode(file, forKey: .file) }
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(setAt, forKey: .setAt)
            try container.encode(reasons, forKey: .reasons)
            try container.encode(children, forKey: .children)
        }

        private enum CodingKeys: String, CodingKey {
            case kind, title, family, requested, resolved, available, file, line, column, setAt, reasons, children
        }
    }

    /// A place: its line and column, and its file when it is another than the one read.
    struct Place: Encodable {
        let file: String?
        let line: Int
        let column: Int

        init(_ location: SceneLocation) {
            file = location.file.map(SceneFileReading.shown)
            line = location.line
            column = location.column
        }
    }

    /// What could not be read or understood; `severity` is error, warning or note.
    struct Diagnostic: Encodable {
        let file: String?
        let line: Int
        let column: Int
        let severity: String
        let message: String

        init(_ diagnostic: SceneDiagnostic) {
            file = diagnostic.location.file.map(SceneFileReading.shown)
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            message = SceneFileReading.message(diagnostic, in: .english)
        }
    }
}
