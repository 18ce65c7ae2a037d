/// The stand-in for a view UIKit, AppKit or WatchKit draws (``ScenePlatformView``).
extension SceneDrawing {
    /// A neutral box filling the room the view is given, naming the class SwiftUI hosts there (`WKWebView`), or the
    /// framework's view when the gallery could not read which, over one line saying the gallery cannot draw it; where
    /// the platform drawn has no such framework (a `UIViewRepresentable` on the Mac), the box says the code does not
    /// build there, as the compiler would.
    func platformView(_ view: ScenePlatformView) -> WidgetPlan {
        let framework = LocalizedText.verbatim(view.host.framework.rawValue)
        let heading: WidgetPlan
        let caption: LocalizedText
        if view.builds(on: context.platform) {
            heading = view.platformClass.map { Build.text($0, classes: ["heading", "monospace"]) }
                ?? WidgetPlan(.label, [.text: .localized(say("\(framework) view"))], classes: ["heading"]).from(.gallery)
            caption = say("SwiftUI shows this \(framework) view here; the gallery cannot draw \(framework).")
        } else {
            heading = Build.text(view.name, classes: ["heading", "monospace"])
            caption = say("\(LocalizedText.verbatim(view.host.rawValue)) is \(framework)'s: this code does not build for \(LocalizedText.verbatim(context.platform.rawValue)).")
        }
        let note = WidgetPlan(.label, [.text: .localized(caption), .wraps: .bool(true)], classes: ["dim-label", "caption"]).from(.gallery)
        // The heading and the line under it sit together in the middle of the box.
        return Build.vstack(spacing: 4, classes: ["scene-platform-view"], [
            heading.with(.valign, .alignment(.end)).with(.vexpand, .bool(true)),
            note.with(.valign, .alignment(.start)).with(.vexpand, .bool(true)),
        ]).with(.hexpand, .bool(true)).with(.vexpand, .bool(true))
    }
}
