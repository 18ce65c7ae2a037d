/// What must happen outside the window's value for an action to be done: a file read or written, a timer, a
/// process, a dialog, the keyboard focus. ``WindowModel/reduce(_:_:)`` returns them; the GTK side runs them and
/// sends what they find back as actions (a file read is ``WindowAction/sceneRead(_:path:_:)``…).
public enum WindowEffect: Sendable, Equatable {
    /// Read the scene of `origin` (a shipped example from the resources, or a file) on a reading thread, as `platform`
    /// compiles it (its `#if`s), drawing the `branches` chosen of its conditionals.
    case readScene(SceneOrigin, for: Platform, branches: SceneBranchChoices = SceneBranchChoices())
    /// Watch the scene's file at `path` and say when it changes.
    case watchSceneFile(SceneOrigin, path: String)
    /// Send `action` after `milliseconds` (0: as soon as the main loop is free).
    case after(milliseconds: UInt32, WindowAction)
    /// Read the palette's item as the scene reader reads it.
    case readPaletteItem(ScenePaletteItem)
    /// Read the composer's `source` back as `fileName`, for `revision`.
    case locateComposedScene(source: String, fileName: String, revision: Int)
    /// Read the SwiftUI file at `path` to compose further.
    case openComposerFile(path: String)
    /// Watch the composer's file (nil: none) and say when it changes.
    case watchComposerFile(path: String?)
    /// Read the composer's file after an editor saved it, as the `reading`th reading.
    case readComposerFile(path: String, reading: Int)
    /// Write `source` to `path` atomically.
    case writeComposedScene(source: String, path: String)
    /// Read the offered draft back into a scene.
    case readDraft(RecoveryOffer)
    /// The offered draft was recovered: keep it in this run's own recovery file now, remove the earlier run's, and
    /// say what is offered next.
    case keepRecovered(RecoveryOffer)
    /// Remove the offered draft's file and say what is offered next.
    case discardDraft(RecoveryOffer)
    /// Write the configuration to `path` atomically, as `gallery export` does.
    case writeConfiguration(Configuration, path: String)
    /// Read the configuration file at `path`, with every check import makes.
    case readConfiguration(path: String)
    /// Draw `page`'s images on every platform into `folder` with `gallery render`, in a process of its own.
    case renderImages(GalleryPage, Configuration, folder: String)
    /// Ask the person for a file or a folder.
    case chooseFile(FileRequest)
    /// Give the keyboard focus to an area of the window.
    case focus(WindowArea)
    /// Show the About window.
    case showAbout
    /// Show the keyboard shortcuts.
    case showShortcuts
    /// Speak `language` from now on, and build the window again in it.
    case useLanguage(InterfaceLanguage)
    /// Close the window (the question, if any, was answered).
    case closeWindow
    /// Quit the gallery.
    case quit
}

/// What a file chooser is asked for, and what choosing a path then does.
public enum FileRequest: Sendable, Equatable {
    /// Where to export the configuration.
    case exportConfiguration
    /// A configuration to import.
    case importConfiguration
    /// A SwiftUI file to open as a scene page.
    case sceneFile
    /// A folder for the images of `page`.
    case imageFolder(GalleryPage)
    /// A SwiftUI file to compose further.
    case composerFile
    /// Where to save the composed scene, suggesting `suggestedName`.
    case composerDestination(suggestedName: String)

    /// The action choosing `path` sends.
    public func action(choosing path: String) -> WindowAction {
        switch self {
        case .exportConfiguration: .export(to: path)
        case .importConfiguration: .importConfiguration(from: path)
        case .sceneFile: .openSceneFile(path)
        case .imageFolder(let page): .exportImages(page, to: path)
        case .composerFile: .composer(.openFile(path))
        case .composerDestination: .composer(.saveTo(path))
        }
    }
}
