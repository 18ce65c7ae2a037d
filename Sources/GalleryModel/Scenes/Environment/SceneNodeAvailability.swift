/// Whether a scene's view exists where it is drawn, and why not: one answer for the outline, which dims the view, and
/// the stage's notes, which say why.
extension ResolvedSceneNode {
    /// Why this view does not exist on `context`'s platform in its release, or nil when it does: a control whose style
    /// or view is missing there (its resolution's first step), a UIKit or AppKit view whose framework the platform
    /// lacks, or a view of SwiftUI's that Apple's page says the platform has not (``ViewAvailability``: `Slider` and
    /// `Stepper` on Apple TV).
    public func missing(in context: Context) -> LocalizedText? {
        viewMissing(in: context) ?? modifierMissing(in: context)
    }

    /// Why a modifier written on this view does not exist on `context`'s platform in its release
    /// (``ModifierAvailability``: `.keyboardType(_:)` on the Mac), or nil when each does.
    private func modifierMissing(in context: Context) -> LocalizedText? {
        for modifier in node.modifiers {
            guard let name = modifier.availabilityName, let availability = ModifierAvailability.of(name),
                  !availability.isAvailable(on: context.platform, in: context.release) else { continue }
            guard availability.isAvailable(on: context.platform), let since = availability.introduced[context.platform] else {
                let whereAvailable = availability.platforms.map(\.rawValue).joined(separator: ", ")
                return say(".\(name) is not available on \(context.platform.rawValue); it exists on \(whereAvailable).")
            }
            return say(".\(name) is available from \(context.platform.rawValue) \(since), after \(context.release).")
        }
        return nil
    }

    private func viewMissing(in context: Context) -> LocalizedText? {
        if let control {
            return control.resolution.isAvailable ? nil : control.resolution.steps.first?.text
        }
        if case .platformView(let view) = node.kind {
            return view.builds(on: context.platform) ? nil
                : say("\(view.name) does not build on \(context.platform.rawValue): its framework is not there.")
        }
        guard case .plain = node.kind, let availability = ViewAvailability.of(node.kind.typeName),
              !availability.isAvailable(on: context.platform, in: context.release) else { return nil }
        guard availability.isAvailable(on: context.platform), let since = availability.introduced[context.platform] else {
            let whereAvailable = availability.platforms.map(\.rawValue).joined(separator: ", ")
            return say("\(node.kind.typeName) is not available on \(context.platform.rawValue); it exists on \(whereAvailable).")
        }
        return say("\(node.kind.typeName) is available from \(context.platform.rawValue) \(since), after \(context.release).")
    }
}

extension SceneModifier {
    /// The modifier's name as ``ModifierAvailability`` holds it: a modifier kept as written (`keyboardType`) or one
    /// whose closure holds views (`swipeActions`, `fullScreenCover`); nil for the modifiers every platform has.
    var availabilityName: String? {
        switch kind {
        case .other(let name, _): name
        case .attached(let attachment, _): attachment.kind.rawValue
        default: nil
        }
    }
}
