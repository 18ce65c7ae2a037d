import GalleryModel

extension ScenePaletteItem {
    /// The edit that adds the item: its source read as a scene, its one view (without the palette's locations) and
    /// the state it binds to. The palette's sources all read without a diagnostic (a test reads each), so this only
    /// fails if one stops doing so.
    public func insertion() throws(SceneFileError) -> SceneEdit {
        let scene = try SceneReader.read(source: source, fileName: "Palette.swift").scene(named: "PaletteItem")
        guard let node = scene.roots.first else {
            throw SceneFileError(fileName: "Palette.swift", problem: say("the palette's \(title) holds no view"))
        }
        return .insert(node.withoutLocations, state: scene.withoutLocations.state)
    }
}
