import GalleryModel

/// `gallery scene --json`: the file, the view, the platform and release, the resolved tree and the diagnostics.
/// Keys and sentences are English whatever the language spoken, as scripts read them.
struct SceneOutput: Encodable {
    let file: String
    let view: String
    let platform: String
    let osVersion: String
    let nodes: [Node]
    let diagnostics: [Diagnostic]

    init(_ scene: ResolvedScene, file: String) {
        self.file = file
        view = scene.scene.name
        platform = scene.context.platform.rawValue
        osVersion = scene.context.release.description
        nodes = scene.roots.map(Node.init)
        diagnostics = scene.scene.diagnostics.map(Diagnostic.init)
    }

    /// One view: `kind` is its SwiftUI type, `title` the first string literal of its initializer; `family`,
    /// `requested`, `resolved` and `available` are null for a view no style family styles, and `setAt` where no
    /// style modifier chose the style.
    struct Node: Encodable {
        let kind: String
        let title: String?
        let family: String?
        let requested: String?
        let resolved: String?
        let available: Bool?
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
            requested = resolution?.requested
            resolved = resolution?.resolved.name
            available = resolution?.isAvailable
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
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(setAt, forKey: .setAt)
            try container.encode(reasons, forKey: .reasons)
            try container.encode(children, forKey: .children)
        }

        private enum CodingKeys: String, CodingKey {
            case kind, title, family, requested, resolved, available, line, column, setAt, reasons, children
        }
    }

    /// A place in the file.
    struct Place: Encodable {
        let line: Int
        let column: Int

        init(_ location: SceneLocation) {
            line = location.line
            column = location.column
        }
    }

    /// What could not be read or understood; `severity` is error, warning or note.
    struct Diagnostic: Encodable {
        let line: Int
        let column: Int
        let severity: String
        let message: String

        init(_ diagnostic: SceneDiagnostic) {
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            message = SceneFileReading.message(diagnostic, in: .english)
        }
    }
}
