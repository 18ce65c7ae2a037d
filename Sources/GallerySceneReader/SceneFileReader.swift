import GalleryModel
import SwiftParser
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads one parsed file: finds its views (`View` structs, `#Preview`s, `PreviewProvider`s, views written at the
/// top level) and the custom styles it defines, and reads each view into a scene.
final class SceneFileReader {
    let fileName: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The file's `View` structs by name, which other views expand in place.
    private(set) var viewStructs: [String: StructDeclSyntax] = [:]
    /// The styles the file defines (`struct MyStyle: ButtonStyle`), which a style modifier may name.
    private(set) var customStyles: Set<String> = []
    /// What reading the file's views may spend, all of them together.
    private let budget = ReadingBudget()

    init(tree: SourceFileSyntax, fileName: String) {
        self.fileName = fileName
        self.tree = tree
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// Where `node` begins, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> SceneLocation {
        let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SceneLocation(line: place.line, column: place.column)
    }

    /// One view the file declares, in source order.
    private enum Entry {
        case view(StructDeclSyntax)
        case provider(StructDeclSyntax)
        case preview(name: String, body: CodeBlockItemListSyntax, at: SceneLocation)
        case topLevel([CodeBlockItemSyntax])
    }

    /// The file's views, read from its tree as `choice` says (every other view is only named); `source` is the
    /// text the tree was parsed from.
    func read(source: String, choice: SceneFile.Choice) -> SceneFile {
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let place = diagnostic.location(converter: converter)
            return SceneDiagnostic(severity(diagnostic.diagMessage.severity), at: SceneLocation(line: place.line, column: place.column),
                                   .verbatim(diagnostic.message))
        }
        var entries: [Entry] = []
        var topLevel: [CodeBlockItemSyntax] = []
        var topLevelEntry: Int?
        for item in tree.statements {
            if case .decl(let declaration) = item.item {
                if let structure = declaration.as(StructDeclSyntax.self) {
                    let name = structure.name.text
                    let protocols = Self.inheritedNames(structure)
                    // A struct whose body the gallery cannot find (a stored `body`) is no view it can draw.
                    if protocols.contains("View"), Self.computedProperty("body", of: structure) != nil {
                        viewStructs[name] = structure
                        entries.append(.view(structure))
                    } else if protocols.contains("PreviewProvider"), Self.computedProperty("previews", of: structure) != nil {
                        entries.append(.provider(structure))
                    } else if protocols.contains(where: { $0.hasSuffix("Style") }) {
                        customStyles.insert(name)
                    }
                } else if let macro = declaration.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    entries.append(preview(macro.arguments, macro.trailingClosure, at: location(of: macro)))
                }
            } else if let macro = item.item.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                entries.append(preview(macro.arguments, macro.trailingClosure, at: location(of: macro)))
            } else {
                // Views written at the top level, as a card's code writes them: one scene, where the first stands.
                if topLevelEntry == nil {
                    topLevelEntry = entries.count
                    entries.append(.topLevel([]))
                }
                topLevel.append(item)
            }
        }
        // The items stay in their tree (a new list would move them and their positions with them).
        if let topLevelEntry { entries[topLevelEntry] = .topLevel(topLevel) }

        let names = entries.map(name(of:))
        let shown = defaultIndex(entries)
        let wanted: [Int]
        switch choice {
        case .every: wanted = Array(entries.indices)
        case .shown: wanted = shown.map { [$0] } ?? []
        case .named(let name): wanted = names.firstIndex(of: name).map { [$0] } ?? []
        }
        let views = wanted.map { scene(of: entries[$0], syntaxErrors: syntaxErrors) }
        var fileDiagnostics = syntaxErrors
        if entries.isEmpty {
            fileDiagnostics.append(SceneFile.declaresNoView)
        }
        return SceneFile(fileName: fileName, source: source, viewNames: names, views: views, diagnostics: fileDiagnostics,
                         defaultName: shown.map { names[$0] })
    }

    /// The name a view is known by: its struct's, its preview's title, or "Preview" for the top level's.
    private func name(of entry: Entry) -> String {
        switch entry {
        case .view(let structure), .provider(let structure): structure.name.text
        case .preview(let name, _, _): name
        case .topLevel: "Preview"
        }
    }

    /// The first `#Preview`, else a `PreviewProvider`'s, else the top level's, else the first view no other uses.
    private func defaultIndex(_ entries: [Entry]) -> Int? {
        if let preview = entries.firstIndex(where: { if case .preview = $0 { true } else { false } }) { return preview }
        if let provider = entries.firstIndex(where: { if case .provider = $0 { true } else { false } }) { return provider }
        if let topLevel = entries.firstIndex(where: { if case .topLevel = $0 { true } else { false } }) { return topLevel }
        var used: Set<String> = []
        for case .view(let structure) in entries {
            let names = ReferencedNames(viewMode: .sourceAccurate)
            names.walk(structure.memberBlock)
            used.formUnion(names.names.subtracting([structure.name.text]))
        }
        return entries.firstIndex { if case .view(let structure) = $0 { !used.contains(structure.name.text) } else { false } }
            ?? (entries.isEmpty ? nil : 0)
    }

    private func preview(_ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, at location: SceneLocation) -> Entry {
        let title = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        // An untitled preview of one of the file's views (`#Preview { SignInRow() }`) is known by that view's name.
        let shown = closure?.statements.count == 1
            ? closure?.statements.first?.item.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            : nil
        return .preview(name: title ?? shown.flatMap { viewStructs[$0] == nil ? nil : $0 } ?? "Preview", body: closure?.statements ?? [],
                        at: location)
    }

    private func scene(of entry: Entry, syntaxErrors: [SceneDiagnostic]) -> Scene {
        let reader = SceneViewReader(file: self, budget: budget)
        let roots: [SceneNode]
        switch entry {
        case .view(let structure):
            roots = Self.computedProperty("body", of: structure).map { reader.expand(structure, body: $0) } ?? []
        case .provider(let structure):
            roots = Self.computedProperty("previews", of: structure).map { reader.views(in: $0, substitutions: [:]) } ?? []
        case .preview(_, let body, _):
            roots = reader.views(in: body, substitutions: [:])
        case .topLevel(let items):
            roots = reader.views(in: items, substitutions: [:])
        }
        let name = self.name(of: entry)
        let diagnostics = (syntaxErrors + reader.diagnostics).sorted { $0.location < $1.location }
        return Scene(name: name, roots: roots, state: reader.state, diagnostics: diagnostics)
    }

    private func severity(_ severity: DiagnosticSeverity) -> SceneDiagnostic.Severity {
        severity == .error ? .error : severity == .warning ? .warning : .note
    }

    /// The names of the protocols and classes a struct declares it conforms to, without a module prefix.
    static func inheritedNames(_ structure: StructDeclSyntax) -> [String] {
        (structure.inheritanceClause?.inheritedTypes ?? []).map { inherited in
            let name = inherited.type.sourceText
            return name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        }
    }

    /// The statements of the computed property `name` (`var body: some View { … }`), or nil.
    static func computedProperty(_ name: String, of structure: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        for member in structure.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if case .getter(let statements) = binding.accessorBlock?.accessors { return statements }
                if case .accessors(let accessors) = binding.accessorBlock?.accessors {
                    return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                }
                return nil
            }
        }
        return nil
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
