/// A Stepper as each platform draws it (https://developer.apple.com/documentation/swiftui/stepper): a − and a + that
/// move a value by its step, which the model keeps inside the stepper's range (``StateBinding/Role/adjusts(by:)``).
enum StepperDrawing {
    /// The stepper bound to `binding`, moving by `step`, titled `label`, on `platform`:
    /// - iPhone, iPad, Apple TV and Vision Pro: the label at the leading edge of the row and, at its trailing edge, the
    ///   rounded pair of − and + UIKit's stepper draws (https://developer.apple.com/documentation/uikit/uistepper);
    /// - the Mac: the label and, right after it, the small pair of arrows of its stepper, one above the other
    ///   (https://developer.apple.com/documentation/appkit/nsstepper);
    /// - Apple Watch: − and + at the ends of a platter across the screen, the label between them
    ///   (https://developer.apple.com/design/human-interface-guidelines/steppers).
    /// Screen readers hear "Decrement" and "Increment", as VoiceOver names UIKit's stepper buttons.
    static func stepper(_ binding: StateBinding, step: Double, label: String?, on platform: Platform) -> WidgetPlan {
        let title = label.map { Build.text($0, [.halign: .alignment(.start), .hexpand: .bool(platform != .macOS)]) }
        switch platform {
        case .macOS:
            let arrows = Build.vstack(spacing: 0, classes: ["stepper-arrows"], [
                button("chevron.up", "Increment", step, binding), button("chevron.down", "Decrement", -step, binding),
            ])
            return Build.hstack(spacing: 6, [title].compactMap { $0 } + [arrows])
        case .watchOS:
            let middle = title?.with(.halign, .alignment(.center)) ?? Build.spacer()
            return Build.hstack(spacing: 6, classes: ["stepper-platter"], [
                button("minus", "Decrement", -step, binding), middle, button("plus", "Increment", step, binding),
            ]).with(.hexpand, .bool(true))
        case .iOS, .iPadOS, .tvOS, .visionOS:
            let pair = Build.hstack(spacing: 0, classes: ["stepper-pair"], [
                button("minus", "Decrement", -step, binding), button("plus", "Increment", step, binding),
            ])
            return Build.hstack(spacing: 12, [title].compactMap { $0 } + [pair]).with(.hexpand, .bool(true))
        }
    }

    /// One of the stepper's buttons: `symbol`, named `name`, moving the value by `amount`.
    private static func button(_ symbol: String, _ name: String, _ amount: Double, _ binding: StateBinding) -> WidgetPlan {
        Build.adjustingButton(symbol, named: name, by: amount, binding, classes: ["stepper-step"])
    }
}
