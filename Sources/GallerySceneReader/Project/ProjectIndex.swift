import GalleryModel
import SwiftIfConfig
import SwiftSyntax

/// Every declaration of a set of files a scene may draw from: each type with what its extensions add (wherever they
/// are written), the type aliases, the members extensions add to other types (`extension View`'s methods), the top-level functions, and the files' own trees, kept so a view
/// used in another file is read from the tree already parsed. Built once from parsed files (``IndexedFile``, parsed on
/// every core by ``SceneProject``), and updated a file at a time: the merged tables are rebuilt from the files'
/// declarations, which costs far less than parsing.
struct ProjectIndex: Sendable {
    /// The files, by path.
    private(set) var files: [String: IndexedFile] = [:]
    /// The files' paths in the order they were given (the first declaration of a name wins among equals).
    private(set) var order: [String] = []
    /// Each file's path by the identity of its tree's root.
    private var paths: [SyntaxIdentifier: String] = [:]
    /// The types, by name and by qualified name (`Row` and `OrdersView.Row`).
    private var types: [String: [DeclaredType]] = [:]
    /// The members extensions declare, by the extended type's name and then by name: `extension View`'s methods used as
    /// modifiers (`.card()`), the static members `extension LabelStyle where Self == …` declares (`.badge`).
    private var extensionMembers: [String: [String: [FileDeclarations.Member]]] = [:]
    /// The type aliases, by name and by qualified name (`UIViewType` and `WebView.UIViewType`).
    private var typeAliases: [String: [FileDeclarations.TypeAlias]] = [:]
    /// The top-level functions, by name.
    private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Every member of a type or extension, by name, with the type declaring it (nil for an extension of a type the
    /// project does not declare, as `extension Image`): what `value.image` may be when the value's type is not known.
    private var membersByName: [String: [(owner: DeclaredType?, member: FileDeclarations.Member)]] = [:]

    init(_ files: [IndexedFile] = []) {
        for file in files where self.files[file.path] == nil {
            order.append(file.path)
            self.files[file.path] = file
        }
        rebuild()
    }

    /// The index with `file` read again (or added).
    func updating(_ file: IndexedFile) -> ProjectIndex {
        var index = self
        if index.files[file.path] == nil { index.order.append(file.path) }
        index.files[file.path] = file
        index.rebuild()
        return index
    }

    /// The file `node` belongs to.
    func file(of node: some SyntaxProtocol) -> IndexedFile? {
        paths[node.root.id].flatMap { files[$0] }
    }

    /// The members extensions of `extended` (`View`, `LabelStyle`) declare, named `name`.
    func extensionMembers(of extended: String, named name: String) -> [FileDeclarations.Member] {
        extensionMembers[extended]?[name] ?? []
    }

    /// The members named `name` of every type and extension, with the type declaring each when the project declares it.
    func members(named name: String) -> [(owner: DeclaredType?, member: FileDeclarations.Member)] {
        membersByName[name] ?? []
    }

    /// The types named `name` (simple or qualified), the first declared first.
    func types(named name: String) -> [DeclaredType] {
        types[name] ?? []
    }

    /// The type aliases named `name` (simple or qualified), the first declared first.
    func typeAliases(named name: String) -> [FileDeclarations.TypeAlias] {
        typeAliases[name] ?? []
    }

    /// Every type of every file, in the files' order.
    var allTypes: [DeclaredType] {
        order.flatMap { path in (files[path]?.declarations.types ?? []).compactMap { declared in
            types[declared.qualifiedName]?.first { $0.declaration.syntax.id == declared.syntax.id }
        } }
    }

    private mutating func rebuild() {
        paths = [:]
        types = [:]
        extensionMembers = [:]
        functions = [:]
        typeAliases = [:]
        membersByName = [:]
        var extensions: [String: [FileDeclarations.ExtensionDeclaration]] = [:]
        for path in order {
            guard let file = files[path], let tree = file.tree else { continue }
            paths[tree.id] = path
            for function in file.declarations.functions { functions[function.name.text, default: []].append(function) }
            for alias in file.declarations.typeAliases {
                typeAliases[alias.name, default: []].append(alias)
                if alias.qualifiedName != alias.name { typeAliases[alias.qualifiedName, default: []].append(alias) }
            }
            for added in file.declarations.extensions {
                for member in added.members { extensionMembers[added.extendedName, default: [:]][member.name, default: []].append(member) }
                extensions[added.extendedName, default: []].append(added)
            }
        }
        for path in order {
            for declaration in files[path]?.declarations.types ?? [] {
                let type = DeclaredType(declaration, extensions: extensions[declaration.name] ?? [])
                types[declaration.name, default: []].append(type)
                for member in declaration.members { membersByName[member.name, default: []].append((type, member)) }
                if declaration.qualifiedName != declaration.name { types[declaration.qualifiedName, default: []].append(type) }
            }
        }
        // Extensions' members after the types, so each knows its type.
        for (extended, added) in extensions.sorted(by: { $0.key < $1.key }) {
            for member in added.flatMap(\.members) {
                membersByName[member.name, default: []].append((types[extended]?.first, member))
            }
        }
    }
}

/// A type of the project with everything its extensions add: its conformances, members and initializers.
struct DeclaredType: Sendable {
    let declaration: FileDeclarations.TypeDeclaration
    /// What it conforms to, in its declaration and its extensions.
    let conformances: Set<String>
    /// Its members and its extensions', by name, the declaration's own first.
    let members: [String: [FileDeclarations.Member]]
    /// Its stored properties, in the declaration's order: what a memberwise initializer takes.
    let storedProperties: [FileDeclarations.Member]

    init(_ declaration: FileDeclarations.TypeDeclaration, extensions: [FileDeclarations.ExtensionDeclaration]) {
        self.declaration = declaration
        conformances = Set(declaration.inherited + extensions.flatMap(\.inherited))
        var members: [String: [FileDeclarations.Member]] = [:]
        for member in declaration.members + extensions.flatMap(\.members) { members[member.name, default: []].append(member) }
        self.members = members
        storedProperties = declaration.members.filter { member in
            guard case .property(let variable, let binding) = member.kind else { return false }
            return binding.accessorBlock == nil && !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        }
    }

    var name: String { declaration.name }

    /// Its generic parameters that are views (`Label: View` of `CardNavigationHeader<Label: View>`, or `Content`
    /// constrained to `View` in its `where` clause): what a property of that type holds is the content a caller gives.
    var viewGenericParameters: Set<String> {
        let clause: GenericParameterClauseSyntax?
        let whereClause: GenericWhereClauseSyntax?
        if let type = declaration.syntax.as(StructDeclSyntax.self) {
            (clause, whereClause) = (type.genericParameterClause, type.genericWhereClause)
        } else if let type = declaration.syntax.as(ClassDeclSyntax.self) {
            (clause, whereClause) = (type.genericParameterClause, type.genericWhereClause)
        } else {
            return []
        }
        var views = Set(clause?.parameters.filter { $0.inheritedType?.trimmedDescription == "View" }.map(\.name.text) ?? [])
        for requirement in whereClause?.requirements ?? [] {
            if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
               conformance.rightType.trimmedDescription == "View" {
                views.insert(conformance.leftType.trimmedDescription)
            }
        }
        return views
    }

    /// What the type is to a scene.
    enum Role: Sendable {
        /// A view (or toolbar content, or a scene of an app): drawn from its `body`.
        case view
        /// A `ViewModifier`: applied as its `body(content:)` says.
        case viewModifier
        /// The `@main` `App`.
        case app
        /// Anything else.
        case other
    }

    var role: Role {
        if declaration.isMain && (conformances.contains("App") || members["body"] != nil) { return .app }
        if conformances.contains("ViewModifier") { return .viewModifier }
        if conformances.contains("View") || conformances.contains("ToolbarContent") || conformances.contains("CustomizableToolbarContent")
            || conformances.contains("Scene") {
            return .view
        }
        // A type whose `body` is written `some View` is a view whose conformance the reader cannot see.
        if let body = members["body"]?.first, case .property(_, let binding) = body.kind,
           let type = binding.typeAnnotation?.type.trimmedDescription, type.hasSuffix("View") || type.hasSuffix("ToolbarContent") {
            return .view
        }
        if bodyMethod != nil { return .view }
        return .other
    }

    /// The method a view conforming to a protocol that gives it its `body` draws from, where it has no `body`
    /// property of its own: `func body(props: Props) -> some View` of SwiftUIFlux's `ConnectedView`, whose extension gives the
    /// view its `body` by calling that method with the store's state. Nil for any other type.
    var bodyMethod: FunctionDeclSyntax? {
        guard let body = members["body"]?.first, case .function(let function) = body.kind,
              !conformances.contains("ViewModifier"), !conformances.subtracting(["View"]).isEmpty,
              let type = function.signature.returnClause?.type.trimmedDescription, type.hasSuffix("View") else { return nil }
        return function
    }

    /// Whether it is a `PreviewProvider`.
    var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }

    /// The member named `name` that `configuration` compiles (the first, of several in `#if` clauses).
    func member(_ name: String, compiledFor configuration: PlatformBuildConfiguration) -> FileDeclarations.Member? {
        members[name]?.first { $0.isCompiled(for: configuration) }
    }

    /// The initializers `configuration` compiles.
    func initializers(compiledFor configuration: PlatformBuildConfiguration) -> [InitializerDeclSyntax] {
        (members["init"] ?? []).compactMap { member in
            guard member.isCompiled(for: configuration), case .initializer(let initializer) = member.kind else { return nil }
            return initializer
        }
    }
}

extension FileDeclarations.Member {
    /// The declaration's syntax.
    var syntax: Syntax {
        switch kind {
        case .property(let variable, _): Syntax(variable)
        case .function(let function): Syntax(function)
        case .initializer(let initializer): Syntax(initializer)
        }
    }

    /// Whether `configuration` compiles it: every `#if` clause around it, up to its type, is the active one.
    func isCompiled(for configuration: PlatformBuildConfiguration) -> Bool {
        syntax.isCompiled(for: configuration)
    }

    /// The type it is declared with: a property's annotation, a function's return type (`some View`, `Image`); nil
    /// when it is written without one.
    var declaredType: String? {
        switch kind {
        case .property(_, let binding): binding.typeAnnotation?.type.trimmedDescription
        case .function(let function): function.signature.returnClause?.type.trimmedDescription
        case .initializer: nil
        }
    }

    /// Whether it makes views: marked `@ViewBuilder`, or declared as a view (`some View`, `Image`, a view type of the
    /// project), or a computed property or function declared without a type.
    func isView(in index: ProjectIndex) -> Bool {
        let attributes: AttributeListSyntax
        switch kind {
        case .property(let variable, _): attributes = variable.attributes
        case .function(let function): attributes = function.attributes
        case .initializer: return false
        }
        if attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }) { return true }
        guard let type = declaredType else { return true }
        if SceneViewReader.viewKind(ofDeclared: type, index: index) != nil { return true }
        // Other content a builder holds: a toolbar's, a chart's, a table's, a shape (`some InsettableShape`), a scene.
        let opaque = type.hasPrefix("some ") ? String(type.dropFirst(5)) : type.hasPrefix("any ") ? String(type.dropFirst(4)) : nil
        return opaque.map(Self.builderContents.contains) ?? false
    }

    /// The protocols of what builders other than a view's hold: a member declared `some P` of one makes their content.
    private static let builderContents: Set<String> = [
        "ToolbarContent", "CustomizableToolbarContent", "ChartContent", "TableRowContent", "Scene", "Commands", "Shape",
        "InsettableShape",
    ]

    /// Whether it is a function.
    var isFunction: Bool {
        if case .function = kind { return true }
        return false
    }

    /// The statements of a computed property's getter or of a function's body; nil for a stored property.
    var statements: CodeBlockItemListSyntax? {
        switch kind {
        case .property(_, let binding):
            if case .getter(let statements) = binding.accessorBlock?.accessors { return statements }
            if case .accessors(let accessors) = binding.accessorBlock?.accessors {
                return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
            return nil
        case .function(let function): return function.body?.statements
        case .initializer(let initializer): return initializer.body?.statements
        }
    }
}

extension SyntaxProtocol {
    /// Whether `configuration` compiles this declaration: every `#if` clause around it is its `#if`'s active one.
    func isCompiled(for configuration: PlatformBuildConfiguration) -> Bool {
        var node = Syntax(self)
        while let parent = node.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self), let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
               ifConfig.activeClause(in: configuration).clause?.id != clause.id {
                return false
            }
            node = parent
        }
        return true
    }
}
