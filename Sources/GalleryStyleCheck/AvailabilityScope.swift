import GalleryModel
import SwiftSyntax

/// What the compiler knows of a platform's release at one place in the code: the deployment target, raised by the
/// availability checks and declarations around the place, or that the place is not compiled for the platform at all.
///
/// The compiler's rules
/// (<https://docs.swift.org/swift-book/documentation/the-swift-programming-language/attributes/#available>,
/// <https://developer.apple.com/documentation/xcode/running-code-on-a-specific-version>): inside
/// `if #available(iOS 26, *) { … }`, after `guard #available(iOS 26, *) else { … }` in the same block, in the
/// `else` of `if #unavailable(iOS 26)`, and inside a declaration marked `@available(iOS 26, *)` (a type, an
/// extension, a function, a property), code may use what iOS 26 has; `*` keeps the deployment target of every
/// platform not named; the `else` of `if #available` is checked at the target. A declaration marked
/// `@available(iOS, unavailable)` (or `@available(*, unavailable)`) is never called on iOS, so nothing in it is
/// checked for iOS.
public enum AvailabilityScope: Equatable, Sendable {
    /// The code here runs on the platform from this release on.
    case from(OSVersion)
    /// The code here is in a declaration unavailable on the platform.
    case unavailable

    /// The scope of `node` on `platform`, whose deployment target is `deployment`; `guards` are its file's.
    public static func of(_ node: some SyntaxProtocol, on platform: Platform, deployment: OSVersion, guards: Guards) -> AvailabilityScope {
        Surroundings(of: node, guards: guards).scope(on: platform, deployment: deployment)
    }

    /// What raises the release around one place, found once for every platform: the checks and declarations
    /// between the place and the file's top, innermost first.
    public struct Surroundings {
        /// One thing around the place that may raise its release.
        enum Step {
            /// The body of an `if` whose conditions may hold `#available`.
            case availableBody(ConditionElementListSyntax)
            /// The `else` of an `if`, or of a `guard`, whose conditions may hold `#unavailable`.
            case unavailableElse(ConditionElementListSyntax)
            /// Statements after a `guard #available` in the same block.
            case afterGuard(ConditionElementListSyntax)
            /// A declaration's attributes, which may hold `@available`.
            case declaration(AttributeListSyntax)
        }

        let steps: [Step]

        /// What surrounds `node`; `guards` are the file's `guard` statements with an availability condition
        /// (``Guards``), so that a place in a long block is not compared with every statement before it.
        public init(of node: some SyntaxProtocol, guards: Guards) {
            var steps: [Step] = []
            var current = Syntax(node)
            while let parent = current.parent {
                if let branch = parent.as(IfExprSyntax.self) {
                    if current.id == branch.body.id {
                        steps.append(.availableBody(branch.conditions))
                    } else if let otherwise = branch.elseBody, current.id == Syntax(otherwise).id {
                        steps.append(.unavailableElse(branch.conditions))
                    }
                } else if let guarded = parent.as(GuardStmtSyntax.self), current.id == guarded.body.id {
                    steps.append(.unavailableElse(guarded.conditions))
                } else if parent.is(CodeBlockItemListSyntax.self) {
                    for guarded in guards.before(current, in: parent) { steps.append(.afterGuard(guarded.conditions)) }
                } else if let declaration = parent.asProtocol(WithAttributesSyntax.self), !declaration.attributes.isEmpty {
                    steps.append(.declaration(declaration.attributes))
                }
                current = parent
            }
            self.steps = steps
        }

        /// The scope on `platform`, whose deployment target is `deployment`.
        public func scope(on platform: Platform, deployment: OSVersion) -> AvailabilityScope {
            var floor = deployment
            for step in steps {
                switch step {
                case .availableBody(let conditions), .afterGuard(let conditions):
                    floor = max(floor, AvailabilityScope.raised(by: conditions, keyword: .poundAvailable, on: platform) ?? floor)
                case .unavailableElse(let conditions):
                    floor = max(floor, AvailabilityScope.raised(by: conditions, keyword: .poundUnavailable, on: platform) ?? floor)
                case .declaration(let attributes):
                    switch AvailabilityScope.declared(attributes, on: platform) {
                    case .unavailable: return .unavailable
                    case .from(let release): floor = max(floor, release)
                    case nil: break
                    }
                }
            }
            return .from(floor)
        }
    }

    /// The `guard` statements of a file whose conditions check availability, by the statement list holding them.
    public struct Guards {
        private var byList: [SyntaxIdentifier: [(position: AbsolutePosition, statement: GuardStmtSyntax)]] = [:]

        /// The availability guards of `tree`.
        public init(in tree: some SyntaxProtocol) {
            let finder = GuardFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for statement in finder.found {
                // guard → its code block item → the statement list.
                guard let list = statement.parent?.parent, list.is(CodeBlockItemListSyntax.self) else { continue }
                byList[list.id, default: []].append((statement.position, statement))
            }
        }

        /// The guards of `list` written before `item`.
        func before(_ item: Syntax, in list: Syntax) -> [GuardStmtSyntax] {
            (byList[list.id] ?? []).filter { $0.position < item.position }.map(\.statement)
        }
    }

    /// Collects the `guard` statements that hold `#available` or `#unavailable`.
    private final class GuardFinder: SyntaxVisitor {
        var found: [GuardStmtSyntax] = []

        override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
            if node.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) { found.append(node) }
            return .visitChildren
        }
    }

    /// The highest release the availability conditions of `conditions` written with `keyword` name for `platform`.
    fileprivate static func raised(by conditions: ConditionElementListSyntax, keyword: TokenKind, on platform: Platform) -> OSVersion? {
        var highest: OSVersion?
        for element in conditions {
            guard case .availability(let check) = element.condition, check.availabilityKeyword.tokenKind == keyword else { continue }
            for argument in check.availabilityArguments {
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                      names(restriction.platform.text, platform), let version = restriction.version.flatMap(release) else { continue }
                highest = max(highest ?? version, version)
            }
        }
        return highest
    }

    /// What the `@available` attributes of a declaration say of `platform`: unavailable, available from a release,
    /// or nothing.
    fileprivate static func declared(_ attributes: AttributeListSyntax, on platform: Platform) -> AvailabilityScope? {
        var result: AvailabilityScope?
        for case .attribute(let attribute) in attributes {
            guard attribute.attributeName.trimmedDescription == "available", case .availability(let arguments)? = attribute.arguments,
                  let first = arguments.first else { continue }
            switch first.argument {
            case .availabilityVersionRestriction:
                // `@available(iOS 26, macOS 26, *)`.
                for argument in arguments {
                    guard case .availabilityVersionRestriction(let restriction) = argument.argument, names(restriction.platform.text, platform),
                          let version = restriction.version.flatMap(release) else { continue }
                    result = .from(version)
                }
            case .token(let token) where token.text == "*" || names(token.text, platform):
                // `@available(iOS, introduced: 26)`, `@available(iOS, unavailable)`, `@available(*, unavailable)`.
                for argument in arguments.dropFirst() {
                    if case .token(let word) = argument.argument, word.text == "unavailable" { return .unavailable }
                    if token.text != "*", case .availabilityLabeledArgument(let labeled) = argument.argument, labeled.label.text == "introduced",
                       case .version(let tuple) = labeled.value, let version = release(tuple) {
                        result = .from(version)
                    }
                }
            default:
                continue
            }
        }
        return result
    }

    /// Whether an availability platform name (`iOS`, `macOS`, `OSX`…) names `platform`; iPadOS is `iOS` there.
    private static func names(_ name: String, _ platform: Platform) -> Bool {
        switch platform {
        case .iOS, .iPadOS: name == "iOS"
        case .macOS: name == "macOS" || name == "OSX"
        case .tvOS: name == "tvOS"
        case .watchOS: name == "watchOS"
        case .visionOS: name == "visionOS" || name == "xrOS"
        }
    }

    private static func release(_ tuple: VersionTupleSyntax) -> OSVersion? {
        OSVersion(tuple.trimmedDescription)
    }
}
