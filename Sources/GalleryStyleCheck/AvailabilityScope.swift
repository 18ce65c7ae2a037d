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

    /// The scope of `node` on `platform`, whose deployment target is `deployment`.
    public static func of(_ node: some SyntaxProtocol, on platform: Platform, deployment: OSVersion) -> AvailabilityScope {
        var floor = deployment
        var current = Syntax(node)
        while let parent = current.parent {
            if let branch = parent.as(IfExprSyntax.self) {
                // `#available` raises the floor of the body; `#unavailable` that of the `else`.
                if current.id == branch.body.id {
                    floor = max(floor, raised(by: branch.conditions, keyword: .poundAvailable, on: platform) ?? floor)
                } else if let otherwise = branch.elseBody, current.id == Syntax(otherwise).id {
                    floor = max(floor, raised(by: branch.conditions, keyword: .poundUnavailable, on: platform) ?? floor)
                }
            } else if let guarded = parent.as(GuardStmtSyntax.self), current.id == guarded.body.id {
                // `guard #unavailable(…) else { here }`: the else runs where it is available.
                floor = max(floor, raised(by: guarded.conditions, keyword: .poundUnavailable, on: platform) ?? floor)
            } else if let statements = parent.as(CodeBlockItemListSyntax.self) {
                // `guard #available(…) else { return }` raises the floor of what follows it in its block.
                for item in statements {
                    if item.id == current.id { break }
                    if let guarded = item.item.as(GuardStmtSyntax.self),
                       let raised = raised(by: guarded.conditions, keyword: .poundAvailable, on: platform) {
                        floor = max(floor, raised)
                    }
                }
            } else if let declaration = parent.asProtocol(WithAttributesSyntax.self) {
                switch declared(declaration.attributes, on: platform) {
                case .unavailable: return .unavailable
                case .from(let release): floor = max(floor, release)
                case nil: break
                }
            }
            current = parent
        }
        return .from(floor)
    }

    /// The highest release the availability conditions of `conditions` written with `keyword` name for `platform`.
    private static func raised(by conditions: ConditionElementListSyntax, keyword: TokenKind, on platform: Platform) -> OSVersion? {
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
    private static func declared(_ attributes: AttributeListSyntax, on platform: Platform) -> AvailabilityScope? {
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
