import GalleryModel
import SwiftParserDiagnostics
import SwiftDiagnostics
import SwiftSyntax

/// Reads the views one file declares (its view types wherever they stand: at the top level, nested in a type or an
/// extension; its `#Preview`s; its `PreviewProvider`s; the views written at the top level, as a card's code writes
/// them; its `@main` App's root scene), each expanded with the declarations of the whole index it is read in: the file
/// alone, or its project.
struct SceneFileReader {
    let index: ProjectIndex
    let file: IndexedFile
    let options: SceneReadingOptions
    /// The app's string tables (none for a file read alone).
    var strings: SceneStringTables = .none
    /// Whether every place names its file, the file's own too.
    var namesEveryFile = false

    /// One view the file declares, in source order.
    enum Entry {
        case view(DeclaredType)
        case provider(DeclaredType)
        case preview(FileDeclarations.Preview)
        case topLevel([CodeBlockItemSyntax])
        case app(DeclaredType)
    }

    /// The file's entries, in source order.
    var entries: [Entry] {
        guard file.tree != nil else { return [] }
        var entries: [(position: AbsolutePosition, entry: Entry)] = []
        for declaration in file.declarations.types {
            guard let type = index.types(named: declaration.qualifiedName).first(where: { $0.declaration.syntax.id == declaration.syntax.id })
            else { continue }
            if type.isPreviewProvider, type.member("previews", compiledFor: configuration) != nil {
                entries.append((declaration.syntax.position, .provider(type)))
            } else if type.role == .app {
                entries.append((declaration.syntax.position, .app(type)))
            } else if type.role == .view, type.member("body", compiledFor: configuration)?.statements != nil {
                entries.append((declaration.syntax.position, .view(type)))
            }
        }
        for preview in file.declarations.previews { entries.append((preview.syntax.position, .preview(preview))) }
        if let first = file.declarations.topLevel.first { entries.append((first.position, .topLevel(file.declarations.topLevel))) }
        return entries.sorted { $0.position < $1.position }.map(\.entry)
    }

    private var configuration: PlatformBuildConfiguration { options.configuration }

    /// The file's views, read as `choice` says (every other view is only named).
    func read(choice: SceneFile.Choice) -> SceneFile {
        if let refusal = file.refusal { return SceneFile(source: file.source, refusal: refusal) }
        let syntaxErrors = self.syntaxErrors
        let entries = self.entries
        let names = entries.map(name(of:))
        let shown = defaultIndex(entries)
        let wanted: [Int]
        switch choice {
        case .every: wanted = Array(entries.indices)
        case .shown: wanted = shown.map { [$0] } ?? []
        case .named(let name): wanted = names.firstIndex(of: name).map { [$0] } ?? []
        }
        let budget = ReadingBudget()
        let views = wanted.map { scene(of: entries[$0], named: names[$0], syntaxErrors: syntaxErrors, budget: budget) }
        var fileDiagnostics = syntaxErrors
        if entries.isEmpty { fileDiagnostics.append(SceneFile.declaresNoView) }
        return SceneFile(fileName: file.path, source: file.source, viewNames: names, views: views, diagnostics: fileDiagnostics,
                         defaultName: shown.map { names[$0] })
    }

    /// The file's syntax errors, at their places.
    private var syntaxErrors: [SceneDiagnostic] {
        guard let tree = file.tree else { return [] }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let severity: SceneDiagnostic.Severity = diagnostic.diagMessage.severity == .error ? .error
                : diagnostic.diagMessage.severity == .warning ? .warning : .note
            return SceneDiagnostic(severity, at: file.lines.location(ofOffset: diagnostic.position.utf8Offset, file: nil), .verbatim(diagnostic.message))
        }
    }

    /// The name a view is known by: its type's, its preview's title (or the one view it shows), or "Preview".
    private func name(of entry: Entry) -> String {
        switch entry {
        case .view(let type), .provider(let type), .app(let type): type.name
        case .preview(let preview): preview.title ?? shownView(of: preview) ?? "Preview"
        case .topLevel: "Preview"
        }
    }

    /// The view an untitled preview shows when it shows one of the project's views: `#Preview { SignInRow() }`.
    private func shownView(of preview: FileDeclarations.Preview) -> String? {
        guard preview.statements.count == 1, let call = preview.statements.first?.item.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              index.types(named: name).contains(where: { $0.role == .view }) else { return nil }
        return name
    }

    /// The first `#Preview`, else a `PreviewProvider`'s, else the top level's, else the first view no other view of
    /// the file uses, else the app.
    private func defaultIndex(_ entries: [Entry]) -> Int? {
        if let preview = entries.firstIndex(where: { if case .preview = $0 { true } else { false } }) { return preview }
        if let provider = entries.firstIndex(where: { if case .provider = $0 { true } else { false } }) { return provider }
        if let topLevel = entries.firstIndex(where: { if case .topLevel = $0 { true } else { false } }) { return topLevel }
        var used: Set<String> = []
        for case .view(let type) in entries {
            let names = ReferencedNames(viewMode: .sourceAccurate)
            names.walk(type.declaration.syntax)
            used.formUnion(names.names.subtracting([type.name]))
        }
        return entries.firstIndex { if case .view(let type) = $0 { !used.contains(type.name) } else { false } }
            ?? entries.firstIndex { if case .app = $0 { true } else { false } }
            ?? (entries.isEmpty ? nil : 0)
    }

    private func scene(of entry: Entry, named name: String, syntaxErrors: [SceneDiagnostic], budget: ReadingBudget) -> Scene {
        let reader = SceneViewReader(index: index, sceneFile: namesEveryFile ? nil : file.path, configuration: configuration, branches: options.branches,
                                     budget: budget, strings: strings)
        let roots: [SceneNode]
        switch entry {
        case .view(let type):
            reader.readState(of: type)
            let scope = ReadingScope(owner: type, expanding: [type.declaration.qualifiedName])
            roots = type.member("body", compiledFor: configuration)?.statements.map { reader.views(in: $0, scope: scope) } ?? []
        case .provider(let type):
            let scope = ReadingScope(owner: type, expanding: [type.declaration.qualifiedName])
            roots = type.member("previews", compiledFor: configuration)?.statements.map { reader.views(in: $0, scope: scope) } ?? []
        case .preview(let preview):
            roots = reader.views(in: preview.statements, scope: .topLevel)
        case .topLevel(let items):
            roots = reader.views(in: items, scope: .topLevel)
        case .app(let type):
            roots = AppScenes(reader: reader).roots(of: type)
        }
        let diagnostics = (syntaxErrors + reader.diagnostics).sorted { $0.location < $1.location }
        return Scene(name: name, roots: roots, state: reader.state, diagnostics: diagnostics,
                     conditionals: reader.conditionals.sorted { $0.location < $1.location })
    }
}

/// Every name a piece of syntax refers to: which of the file's views another view uses.
private final class ReferencedNames: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }
}
