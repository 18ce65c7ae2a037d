/// Everything that can change the window: what a person asks (in the header, the sidebar, the search, a page, a
/// scene, the composer, a file chooser, a key) and what the world answers (a file read, a timer, GTK saying how big
/// the window is or that a page was drawn). The GTK side sends one for each signal; ``WindowModel/reduce(_:_:)``
/// makes the change. Every value is typed: a platform, a page, a path in a scene, never a name to look up.
public enum WindowAction: Sendable, Equatable {
    // MARK: The header and its keys

    /// Ctrl+1 … Ctrl+6, the platform drop-down. A release the platform lacks gives way to its newest.
    case choosePlatform(Platform)
    /// The release drop-down; a release the platform does not have is refused.
    case chooseRelease(OSVersion)
    /// The placement drop-down.
    case choosePlacement(Placement)
    /// Ctrl+D, the dark button.
    case chooseColorScheme(ColorScheme)
    /// F9, the inspector button.
    case showInspector(Bool)
    /// The sidebar button of a very narrow window.
    case showSidebar(Bool)
    /// Ctrl+M, the grid button.
    case showVariants(Bool)
    /// The variants view's Show drop-down.
    case chooseVariantsScope(VariantsScope)
    /// The variants view's Across drop-down.
    case chooseVariantsAxis(Variants.Axis)
    /// The main menu's Language submenu.
    case chooseLanguage(InterfaceLanguage)
    /// F6 (forward) and Shift+F6, from the area the focus is in (nil: none).
    case moveFocus(forward: Bool, from: WindowArea?)
    /// Ctrl+F.
    case focusSearch
    /// Ctrl+? and the main menu.
    case showShortcuts
    /// The main menu's About.
    case showAbout
    /// The window's close button or Ctrl+W: closes unless unsaved composer edits must be asked about first.
    case close
    /// Ctrl+Q: quits unless unsaved composer edits must be asked about first.
    case quit
    /// The banner's close button.
    case dismissBanner

    // MARK: Pages, search and examples

    /// A page asked for by name (`win.page`, a remembered page).
    case openPage(GalleryPage)
    /// A page chosen in the sidebar: opened, and a sidebar folded into a drawer closes.
    case chooseInSidebar(GalleryPage)
    /// What the search field holds now.
    case search(String)
    /// Enter in the search field: the first page that matches opens, with its first match focused.
    case openFirstMatch
    /// Choosing a family's style: selecting its card.
    case chooseStyle(StyleDescriptor)
    /// A value of a style's parameter, in its card's drop-down.
    case setArgument(String, of: StyleDescriptor)
    /// An example's control edited its value (refused when it does not fit the slot).
    case setExample(ExampleKey, ExampleValue)
    /// The Text page's form: the settings with one modifier changed (refused when the sample would not draw).
    case editText(TextSettings)
    /// The Label page's stack editor.
    case editLabelStack(LabelStackEdit)

    // MARK: Scenes and the composer

    /// A view of the scene shown (or of the composer's) chosen in its outline or on its stage.
    case chooseSceneNode(ScenePath)
    /// Another branch of a conditional of a scene's file chosen in its page (`if`, `switch`, `?:`, `#if`): the scene is
    /// read again drawing it, and the choice is kept for the file.
    case chooseSceneBranch(SceneOrigin, at: SceneLocation, branch: Int)
    /// A control of a scene's stage edited its value.
    case setSceneExample(SceneOwner, ExampleSlot, ExampleValue)
    /// An edit, a step in history or a file of the composer.
    case composer(ComposerAction)
    /// The answer to the question the window asked.
    case answer(QuestionAnswer)

    // MARK: Files

    /// Export Configuration… (Ctrl+E): asks where.
    case chooseExport
    /// Import Configuration… (Ctrl+O): asks which file.
    case chooseImport
    /// Open SwiftUI View… (Ctrl+Shift+O): asks which file.
    case chooseSceneFile
    /// Export Images of This Page…: asks for a folder.
    case chooseImageFolder
    /// Writes the configuration to the path, as `gallery export` does.
    case export(to: String)
    /// Reads the configuration at the path and shows it whole.
    case importConfiguration(from: String)
    /// Opens the SwiftUI file at the path as a scene page.
    case openSceneFile(String)
    /// Draws the page's images on every platform into the folder, with `gallery render`.
    case exportImages(GalleryPage, to: String)

    // MARK: What the world says

    /// The window was shown: a remembered scene page's file is read.
    case windowOpened
    /// GTK's size for the window (its default size) and whether it is maximised.
    case windowResized(width: Int, height: Int, maximized: Bool)
    /// A frame showing the page was painted.
    case pageDrawn(GalleryPage)
    /// A scene's file was read (the first time, or again after a change).
    case sceneRead(SceneOrigin, path: String, Result<SceneReading, ProblemLine>)
    /// A scene's file changed; `settled` when the change left it whole and there (written and closed, or renamed into
    /// place), so it can be read as soon as the main loop is free.
    case sceneFileChanged(SceneOrigin, settled: Bool)
    /// No change followed the `change`th of a scene's file for a moment (or at once, for a settled one).
    case sceneFileQuiet(SceneOrigin, change: Int)
    /// The palette's item read as the scene reader reads it: the insert it makes, or why it cannot be made.
    case paletteItemRead(Result<SceneEdit, ProblemLine>)
    /// The composer's source read back for `revision`: the scene with each view where Save writes it, or nil.
    case composedSceneLocated(revision: Int, Scene?)
    /// A SwiftUI file opened to compose further was read.
    case composerFileOpened(path: String, Result<SceneReading, ProblemLine>)
    /// The composer's file changed; `settled` as for a scene's.
    case composerFileChanged(settled: Bool)
    /// No change followed the `change`th of the composer's file for a moment.
    case composerFileQuiet(change: Int)
    /// The composer's file was read after an editor saved it (the `reading`th reading).
    case composerFileRead(path: String, reading: Int, Result<SceneReading, ProblemLine>)
    /// The composer's scene was written to the path (or why not).
    case composerSaved(path: String, source: String, failure: LocalizedText?)
    /// The offered draft was read back into a scene (or why it no longer reads).
    case draftRead(RecoveryOffer, Result<Scene, ProblemLine>)
    /// What an earlier run left to offer now (nil: nothing).
    case recoveryOffered(RecoveryOffer?)
    /// The configuration was written (failure nil) or not.
    case exported(path: String, failure: LocalizedText?)
    /// A configuration file was read: the configuration, or why it does not import.
    case configurationRead(path: String, Result<Configuration, ProblemLine>)
    /// The render of the page's images started (it takes a few seconds) or could not start.
    case imagesStarted(page: GalleryPage, folder: String, failure: LocalizedText?)
    /// The render ended: what it printed, or the line saying why it failed.
    case imagesExported(output: String, failure: LocalizedText?)
    /// The window now speaks the language (or could not, and says why).
    case languageUsed(InterfaceLanguage, problem: String?)
}

/// Whose controls a scene's stage binds: a scene page's document, or the composer's.
public enum SceneOwner: Sendable, Equatable, Hashable {
    case scene(SceneOrigin)
    case composer
}

/// An edit of the Label page's stack of styles and its text size.
public enum LabelStackEdit: Sendable, Equatable {
    /// Moves the style at the index one place nearer the Label (-1) or farther (+1).
    case move(at: Int, by: Int)
    /// Removes the style at the index.
    case remove(at: Int)
    /// Adds the style at the far end of the stack.
    case append(LabelStyleKind)
    /// Empties the stack.
    case clear
    /// Replaces the stack and the text size (one of the document's stacks, loaded into the editor).
    case load([LabelStyleKind], ContentSize)
    /// Sets the text size the stack is composed at.
    case setContentSize(ContentSize)
}
