import GalleryModel
import GalleryTranslation

/// Where the app uses the view `gallery scene` resolves: every place, the one resolved, and whether the places resolve
/// the view's controls alike.
struct SceneUsage {
    /// The places the app uses the view, in the order a walk from the app's root meets them.
    let sites: [SceneCallSite]
    /// The place the view was resolved at, or nil when the app does not use it (the view is resolved on its own).
    let chosen: SceneCallSite?
    /// The view resolved at each place.
    let resolutions: [ResolvedScene]

    /// Whether some control of the view resolves to another look at one place than at another.
    var disagrees: Bool {
        let looks = resolutions.map { $0.allNodes.map { $0.control.map { "\($0.resolution.resolved.name) \($0.composed.map(\.resolved.name))" } } }
        return Set(looks).count > 1
    }

    /// "Used at ContentView.swift:12:5 (place 1 of 2; also Sidebar.swift:30:9); the places resolve its controls
    /// differently.", or nothing when the app does not use the view.
    var lines: [String] {
        guard let chosen, let index = sites.firstIndex(of: chosen) else { return [] }
        let others = sites.enumerated().filter { $0.offset != index }.map { "\($0.offset + 1). \(place($0.element))" }
        var line = tr("Resolved where the app uses it: \(place(chosen)) (place \(index + 1) of \(sites.count)).")
        if !others.isEmpty { line += " " + tr("Also used at \(others.joined(separator: ", ")) (--call-site N).") }
        if disagrees { line += " " + tr("The places resolve its controls differently.") }
        return [line]
    }

    /// A place as the commands print it: `Views/ContentView.swift:12:5`.
    func place(_ site: SceneCallSite) -> String {
        let location = site.location
        return location.file.map { "\(SceneFileReading.shown($0)):\(location.line):\(location.column)" } ?? location.description
    }
}
