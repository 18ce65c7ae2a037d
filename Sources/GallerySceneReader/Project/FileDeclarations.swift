import SwiftSyntax

/// The declarations one file holds that a scene may draw from, wherever they stand: types and type aliases at the top
/// level, nested in other types or in extensions, in any `#if` clause (which clause a platform compiles is decided when a declaration
/// is used); the members extensions add to types; `#Preview`s; top-level functions; and the statements written at
/// the top level, as a card's code writes them. Found without recursion, in source order.
struct FileDeclarations: Sendable {
    /// A type declaration (struct, class, enum, actor) with the members its own body declares.
    struct TypeDeclaration: Sendable {
        let name: String
        /// With the names of the types it is nested in: `OrdersView.Row`.
        let qualifiedName: String
        let syntax: Syntax
        /// The names of the protocols and classes it inherits, without a module prefix or generic arguments.
        let inherited: [String]
        let members: [Member]
        /// Whether it is marked `@main`.
        let isMain: Bool
    }

    /// A `typealias` (`typealias ViewRepresentable = UIViewRepresentable`, `typealias UIViewType = WKWebView`), at the
    /// top level or in a type.
    struct TypeAlias: Sendable {
        let name: String
        /// With the names of the types it is nested in: `WebView.UIViewType`.
        let qualifiedName: String
        /// The type it names, without a module prefix or generic arguments.
        let target: String
        let syntax: Syntax
    }

    /// An extension, with the members it adds.
    struct ExtensionDeclaration: Sendable {
        /// The extended type's last name component: `Row` of `OrdersView.Row`, `View`.
        let extendedName: String
        let inherited: [String]
        let members: [Member]
        let position: AbsolutePosition
    }

    /// A member of a type or extension.
    struct Member: Sendable {
        enum Kind: Sendable {
            /// A property binding (`var list: some View { … }`, `let title: String`, `@State var on = false`).
            case property(VariableDeclSyntax, PatternBindingSyntax)
            case function(FunctionDeclSyntax)
            case initializer(InitializerDeclSyntax)
        }

        let name: String
        let kind: Kind
    }

    /// A `#Preview`: its title (or the view it shows when it shows one view), its statements and where it is.
    struct Preview: Sendable {
        let title: String?
        let statements: CodeBlockItemListSyntax
        let syntax: Syntax
    }

    private(set) var types: [TypeDeclaration] = []
    private(set) var typeAliases: [TypeAlias] = []
    private(set) var extensions: [ExtensionDeclaration] = []
    private(set) var functions: [FunctionDeclSyntax] = []
    private(set) var previews: [Preview] = []
    /// The statements at the top level that are neither declarations nor previews, in order.
    private(set) var topLevel: [CodeBlockItemSyntax] = []

    init() {}

    init(_ tree: SourceFileSyntax) {
        // Declaration lists still to read, each with the names of the types around it.
        var pending: [(items: [Syntax], outer: [String])] = [(tree.statements.map { Syntax($0.item) }, [])]
        while let (items, outer) = pending.popLast() {
            for item in items {
                if let clauses = item.as(IfConfigDeclSyntax.self)?.clauses {
                    // Every clause: which one a platform compiles is decided where a declaration is used.
                    for clause in clauses {
                        switch clause.elements {
                        case .statements(let statements)?: pending.append((statements.map { Syntax($0.item) }, outer))
                        case .decls(let members)?: pending.append((members.map { Syntax($0.decl) }, outer))
                        default: break
                        }
                    }
                } else if let group = item.asProtocol((any DeclGroupSyntax).self), !group.is(ExtensionDeclSyntax.self),
                          let name = Self.name(of: item) {
                    let members = Self.members(group.memberBlock)
                    types.append(TypeDeclaration(name: name, qualifiedName: (outer + [name]).joined(separator: "."), syntax: item,
                                                 inherited: Self.inherited(group.inheritanceClause), members: members.members,
                                                 isMain: group.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }))
                    pending.append((members.nested, outer + [name]))
                } else if let extensionDecl = item.as(ExtensionDeclSyntax.self) {
                    let extended = Self.bareName(extensionDecl.extendedType.trimmedDescription)
                    let members = Self.members(extensionDecl.memberBlock)
                    extensions.append(ExtensionDeclaration(extendedName: extended, inherited: Self.inherited(extensionDecl.inheritanceClause),
                                                           members: members.members, position: extensionDecl.position))
                    pending.append((members.nested, [extended]))
                } else if let alias = item.as(TypeAliasDeclSyntax.self) {
                    typeAliases.append(TypeAlias(name: alias.name.text, qualifiedName: (outer + [alias.name.text]).joined(separator: "."),
                                                 target: Self.bareName(alias.initializer.value.trimmedDescription), syntax: item))
                } else if outer.isEmpty, let function = item.as(FunctionDeclSyntax.self) {
                    functions.append(function)
                } else if outer.isEmpty, let preview = Self.preview(item) {
                    previews.append(preview)
                }
            }
        }
        // The worklist reads the last list first: back to source order.
        types.sort { $0.syntax.position < $1.syntax.position }
        typeAliases.sort { $0.syntax.position < $1.syntax.position }
        extensions.sort { $0.position < $1.position }
        previews.sort { $0.syntax.position < $1.syntax.position }
        // The items stay in their tree (a new list would move them and their positions with them).
        topLevel = tree.statements.filter { !$0.item.is(DeclSyntax.self) && Self.preview(Syntax($0.item)) == nil }
    }

    /// The members of a type's or extension's body (those in every `#if` clause), and the declarations nested in it.
    private static func members(_ block: MemberBlockSyntax) -> (members: [Member], nested: [Syntax]) {
        var members: [Member] = []
        var nested: [Syntax] = []
        var pending = [block.members]
        while let list = pending.popLast() {
            for item in list {
                let decl = item.decl
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            members.append(Member(name: name, kind: .property(variable, binding)))
                        }
                    }
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    members.append(Member(name: function.name.text, kind: .function(function)))
                } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                    members.append(Member(name: "init", kind: .initializer(initializer)))
                } else if let clauses = decl.as(IfConfigDeclSyntax.self)?.clauses {
                    for clause in clauses {
                        if case .decls(let inner)? = clause.elements { pending.append(inner) }
                    }
                } else if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                            || decl.is(ActorDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) {
                    nested.append(Syntax(decl))
                }
            }
        }
        members.sort { $0.position < $1.position }
        return (members, nested)
    }

    /// A `#Preview` macro, as a declaration or an expression.
    private static func preview(_ item: Syntax) -> Preview? {
        let arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?
        if let macro = item.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            (arguments, closure) = (macro.arguments, macro.trailingClosure)
        } else if let macro = item.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
            (arguments, closure) = (macro.arguments, macro.trailingClosure)
        } else {
            return nil
        }
        let title = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        return Preview(title: title, statements: closure?.statements ?? [], syntax: item)
    }

    private static func name(of declaration: Syntax) -> String? {
        declaration.as(StructDeclSyntax.self)?.name.text ?? declaration.as(ClassDeclSyntax.self)?.name.text
            ?? declaration.as(EnumDeclSyntax.self)?.name.text ?? declaration.as(ActorDeclSyntax.self)?.name.text
    }

    /// The inherited names, each without a module prefix or generic arguments.
    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).map { bareName($0.type.trimmedDescription) }
    }

    /// `Row` of `OrdersView.Row`, `View` of `SwiftUI.View`, `Card` of `Card<Content>`.
    static func bareName(_ written: String) -> String {
        let withoutArguments = written.prefix { $0 != "<" }
        return withoutArguments.split(separator: ".").last.map(String.init) ?? String(withoutArguments)
    }
}

extension FileDeclarations.Member {
    /// Where the member begins in its file.
    var position: AbsolutePosition {
        switch kind {
        case .property(_, let binding): binding.position
        case .function(let function): function.position
        case .initializer(let initializer): initializer.position
        }
    }
}
