import Foundation

/// How a stack of label styles applied to one Label combines, following the
/// label-style-composition document:
///
/// - the nearest built-in style wins; built-ins are erasers, so nothing farther applies;
/// - a custom style that returns `Label(configuration)` adds its effect on top of
///   whatever the rest of the stack resolves to;
/// - a custom style that ends by applying a built-in style erases what is farther away;
/// - the configuration's title and icon keep the visibility the whole stack gives
///   them, even when a style swaps them;
/// - a style whose body is not a Label stops every style farther away.
public struct LabelComposition: Sendable, Equatable {
    /// A part of a Label.
    public enum Part: String, Sendable, Codable {
        case icon
        case title
    }

    /// How the visible parts are arranged.
    public enum Layout: String, Sendable, Codable {
        /// A Label: parts side by side, the icon slot leading.
        case label
        /// An HStack with a Spacer between the two parts.
        case spacedRow
        /// A green rounded card with the icon above the bold title.
        case card
    }

    /// The visible parts, in display order.
    public let visibleParts: [Part]
    /// Effects drawn on the result, innermost first: "shadow", "redBorder", "greenCard", "boldTitle", "whiteForeground".
    public let effects: [String]
    /// How the parts are arranged.
    public let layout: Layout
    /// How many styles of the stack took part (the rest were erased or ignored).
    public let appliedCount: Int
    /// One sentence per style considered, closest to the Label first.
    public let stepTexts: [LocalizedText]

    /// The steps in English.
    public var steps: [String] { stepTexts.map(\.english) }
}

/// A label style as the composition rules see it.
public enum LabelStyleKind: String, CaseIterable, Sendable {
    case automatic, titleAndIcon, titleOnly, iconOnly
    case shadow = "ShadowLabelStyle"
    case shadowErase = "ShadowEraseLabelStyle"
    case redBordered = "RedBorderedLabelStyle"
    case shadowTry = "ShadowLabelTryStyle"
    case swap = "SwapLabelStyle"
    case hStack = "HStackLabelStyle"
    case myLabelStyle = "MyLabelStyle"
    case accessible = "AccessibleLabelStyle"

    /// The deepest stack the Label page and import accept.
    public static let maximumStackDepth = 12

    /// Every name the command line and the stack editor accept for this style, lower-cased.
    var acceptedNames: [String] {
        var names = [rawValue]
        switch self {
        case .automatic: names += ["DefaultLabelStyle", "default"]
        case .titleAndIcon: names += ["TitleAndIconLabelStyle"]
        case .titleOnly: names += ["TitleOnlyLabelStyle"]
        case .iconOnly: names += ["IconOnlyLabelStyle"]
        case .shadow: names += ["Shadow"]
        case .shadowErase: names += ["ShadowErase"]
        case .redBordered: names += ["RedBordered"]
        case .shadowTry: names += ["ShadowTry", "ShadowLabelTry"]
        case .swap: names += ["Swap"]
        case .hStack: names += ["HStack"]
        case .myLabelStyle: names += ["My", "GreenCard"]
        case .accessible: names += ["Accessible"]
        }
        return names.map { $0.lowercased() }
    }

    /// The style called `name` (any accepted spelling, case ignored).
    public static func named(_ name: String) throws(UnknownNameError) -> LabelStyleKind {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let kind = allCases.first(where: { $0.acceptedNames.contains(wanted) }) {
            return kind
        }
        throw UnknownNameError(kind: say("label style"), kindPlural: say("label styles"), name: name, validNames: allCases.map(\.rawValue))
    }

    /// Whether SwiftUI ships the style.
    public var isBuiltIn: Bool {
        [.automatic, .titleAndIcon, .titleOnly, .iconOnly].contains(self)
    }
}

extension LabelStyleKind {
    /// The kind of the catalog's Label style `style`: `automatic`, or the kind of the look it draws; nil for a style of
    /// another family.
    init?(_ style: StyleDescriptor) {
        guard style.family == .label else { return nil }
        guard let look = style.look?.look(of: LabelFamily.self) else {
            self = .automatic
            return
        }
        self = switch look {
        case .titleAndIcon: .titleAndIcon
        case .titleOnly: .titleOnly
        case .iconOnly: .iconOnly
        case .ShadowLabelStyle: .shadow
        case .ShadowEraseLabelStyle: .shadowErase
        case .RedBorderedLabelStyle: .redBordered
        case .ShadowLabelTryStyle: .shadowTry
        case .SwapLabelStyle: .swap
        case .HStackLabelStyle: .hStack
        case .MyLabelStyle: .myLabelStyle
        case .AccessibleLabelStyle: .accessible
        }
    }
}

/// Computes ``LabelComposition``s.
public enum LabelComposer {
    /// Composes `stack`, written in source order (the first is closest to the Label), for a Label whose automatic
    /// style resolves to `automatic` where it sits (`titleAndIcon`, or `iconOnly` in an iOS or macOS toolbar).
    public static func compose(_ stack: [LabelStyleKind], automatic: Resolution, accessibilitySize: Bool = false) -> LabelComposition {
        compose(stack, automaticLook: automatic.resolved.look(of: LabelFamily.self) ?? .titleAndIcon, accessibilitySize: accessibilitySize)
    }

    /// Composes `stack`, written in source order (the first is closest to the Label).
    ///
    /// - Parameters:
    ///   - automaticLook: what `automatic` resolves to where the Label sits.
    ///   - accessibilitySize: whether the text size is one of the accessibility sizes.
    static func compose(
        _ stack: [LabelStyleKind], automaticLook: LabelFamily.Look = .titleAndIcon, accessibilitySize: Bool = false
    ) -> LabelComposition {
        var effects: [String] = []
        var steps: [LocalizedText] = []
        var swapped = false
        var layout = LabelComposition.Layout.label
        var visibility: (icon: Bool, title: Bool)?
        var applied = 0

        func builtIn(_ look: LabelFamily.Look) -> (icon: Bool, title: Bool) {
            switch look {
            case .iconOnly: (true, false)
            case .titleOnly: (false, true)
            default: (true, true)
            }
        }

        for style in stack {
            guard visibility == nil else {
                steps.append(say("\(style.rawValue) is farther away than a style that already decided the Label, so it does not apply."))
                continue
            }
            applied += 1
            switch style {
            case .automatic:
                visibility = builtIn(automaticLook)
                steps.append(say("automatic is a built-in eraser; here it shows \(automaticLook.rawValue)."))
            case .titleAndIcon, .titleOnly, .iconOnly:
                visibility = builtIn(style == .iconOnly ? .iconOnly : style == .titleOnly ? .titleOnly : .titleAndIcon)
                steps.append(say("\(style.rawValue) is a built-in eraser: it decides which parts show and erases every style farther away."))
            case .shadow:
                effects.append("shadow")
                steps.append(say("ShadowLabelStyle returns Label(configuration) with a shadow, so it draws on top of what the farther styles give."))
            case .redBordered:
                effects.append("redBorder")
                steps.append(say("RedBorderedLabelStyle returns Label(configuration) with a red border, on top of what the farther styles give."))
            case .shadowErase:
                effects.append("shadow")
                visibility = builtIn(automaticLook)
                steps.append(say("ShadowEraseLabelStyle adds a shadow and then applies DefaultLabelStyle itself, erasing every style farther away."))
            case .accessible:
                if accessibilitySize {
                    visibility = builtIn(.titleOnly)
                    steps.append(say("AccessibleLabelStyle sees an accessibility text size and applies titleOnly, erasing every style farther away."))
                } else {
                    steps.append(say("AccessibleLabelStyle returns Label(configuration) unchanged at this text size."))
                }
            case .swap:
                swapped.toggle()
                steps.append(say("SwapLabelStyle builds a new Label with title and icon exchanged; each part keeps the visibility the whole stack gives it."))
            case .shadowTry:
                swapped.toggle()
                effects.append("shadow")
                steps.append(say("ShadowLabelTryStyle builds a new Label from the swapped parts with a shadow; the parts keep the stack's visibility."))
            case .hStack:
                layout = .spacedRow
                visibility = (true, true)
                steps.append(say("HStackLabelStyle returns an HStack, not a Label, so no style farther away can apply."))
            case .myLabelStyle:
                layout = .card
                visibility = (true, true)
                effects += ["greenCard", "boldTitle", "whiteForeground"]
                steps.append(say("MyLabelStyle draws a green card holding the icon above the bold title; it is not a Label, so farther styles stop here."))
            }
        }
        if visibility == nil {
            visibility = builtIn(automaticLook)
            steps.append(say("No style in the stack decided the parts, so the context's automatic style shows \(automaticLook.rawValue)."))
        }

        var order: [LabelComposition.Part] = layout == .card ? [.icon, .title] : (swapped ? [.title, .icon] : [.icon, .title])
        order.removeAll { part in part == .icon ? !visibility!.icon : !visibility!.title }
        return LabelComposition(visibleParts: order, effects: effects, layout: layout, appliedCount: applied, stepTexts: steps)
    }
}
