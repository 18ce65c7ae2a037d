import GalleryModel
import SwiftSyntax

/// What a project declares that a style modifier or a view may name: its own styles, as types conforming to a
/// style protocol (`struct BadgeStyle: LabelStyle`, `extension Pill: ButtonStyle`) and as the static members
/// declared for them (`extension ButtonStyle where Self == PillButtonStyle { static var pill: … }`), and every type
/// name it declares (a project's own `Gauge` is not SwiftUI's). Gathered from every file checked, then merged, so a
/// style declared in one file is known where another uses it.
struct DeclaredStyles: Sendable, Equatable {
    /// The project's style types, with the families whose protocols they conform to.
    var types: [String: Set<StyleFamily>] = [:]
    /// The static members declared on a family's style protocol, by family.
    var members: [StyleFamily: Set<String>] = [:]
    /// Every type the project declares (struct, class, enum, actor, protocol, type alias), by its name.
    var typeNames: Set<String> = []
    /// Every function the project declares, by its base name (`keyboardType` of `func keyboardType(_:)`).
    var functionNames: Set<String> = []

    /// The family whose style protocol `name` is (`LabelStyle`, `PrimitiveButtonStyle`), module prefix aside.
    static func family(ofProtocol name: String) -> StyleFamily? {
        let bare = name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        if bare == "PrimitiveButtonStyle" { return .button }
        return StyleFamily.allCases.first { $0.protocolName == bare }
    }

    /// Whether the project declares a style of `family` named so.
    func declares(_ name: StyleUse.DeclaredName, in family: StyleFamily) -> Bool {
        switch name {
        case .member(let member): members[family]?.contains(member) == true
        case .type(let type): types[type]?.contains(family) == true
        }
    }

    /// Adds what `other` declares.
    mutating func merge(_ other: DeclaredStyles) {
        types.merge(other.types) { $0.union($1) }
        members.merge(other.members) { $0.union($1) }
        typeNames.formUnion(other.typeNames)
        functionNames.formUnion(other.functionNames)
    }

    /// What `tree` declares, wherever it stands (top level, nested in types, inside extensions, in any `#if`
    /// branch: a declaration of any branch may be what another file names).
    static func declared(in tree: some SyntaxProtocol) -> DeclaredStyles {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    /// Walks the declarations.
    private final class Collector: SyntaxVisitor {
        var found = DeclaredStyles()

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            type(node.name.text, node.inheritanceClause)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            type(node.name.text, node.inheritanceClause)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            type(node.name.text, node.inheritanceClause)
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            type(node.name.text, node.inheritanceClause)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            found.functionNames.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            found.typeNames.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            found.typeNames.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = node.extendedType.trimmedDescription
            // `extension Pill: ButtonStyle`: a conformance added later.
            for family in families(node.inheritanceClause) {
                found.types[Self.lastComponent(extended), default: []].insert(family)
            }
            // `extension ButtonStyle where Self == PillButtonStyle { static var pill: PillButtonStyle { … } }`.
            if let family = DeclaredStyles.family(ofProtocol: extended) {
                for member in node.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self), Self.isStatic(variable.modifiers) {
                        for binding in variable.bindings {
                            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                                found.members[family, default: []].insert(name)
                            }
                        }
                    } else if let function = member.decl.as(FunctionDeclSyntax.self), Self.isStatic(function.modifiers) {
                        found.members[family, default: []].insert(function.name.text)
                    }
                }
            }
            return .visitChildren
        }

        private func type(_ name: String, _ inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
            found.typeNames.insert(name)
            for family in families(inheritance) {
                found.types[name, default: []].insert(family)
            }
            return .visitChildren
        }

        private func families(_ inheritance: InheritanceClauseSyntax?) -> [StyleFamily] {
            (inheritance?.inheritedTypes ?? []).compactMap { DeclaredStyles.family(ofProtocol: $0.type.trimmedDescription) }
        }

        private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        }

        /// `Pill` of `Styles.Pill`.
        private static func lastComponent(_ name: String) -> String {
            name.split(separator: ".").last.map(String.init) ?? name
        }
    }
}

/// What some files declare that a check needs to know (the project's own styles, the type names that shadow SwiftUI's
/// views), read once with ``StyleCheck/declarations(of:)`` and given to ``StyleCheck/check(_:declarations:knowing:)``,
/// so that a caller checking one file again and again reads the project's other files only when they change.
public struct StyleDeclarations: Sendable, Equatable {
    private(set) var declared: DeclaredStyles

    /// Nothing declared.
    public init() {
        declared = DeclaredStyles()
    }

    init(_ declared: DeclaredStyles) {
        self.declared = declared
    }

    /// Adds what `other` declares.
    public mutating func merge(_ other: StyleDeclarations) {
        declared.merge(other.declared)
    }

    /// Whether nothing is declared.
    public var isEmpty: Bool {
        declared == DeclaredStyles()
    }
}
