/// The window's one reducer: every change of the window's value goes through here.
extension WindowModel {
    /// The window after `action`, and what must happen outside it for the action to be done. Pure: the same state and
    /// action give the same answer, whatever the clock, the files or the display say (they come in as actions).
    public static func reduce(_ state: WindowModel, _ action: WindowAction) -> (WindowModel, [WindowEffect]) {
        var next = state
        let effects = next.apply(action)
        return (next, effects)
    }

    /// Makes the change `action` asks for; returns its effects.
    mutating func apply(_ action: WindowAction) -> [WindowEffect] {
        switch action {
        case .choosePlatform, .chooseRelease, .choosePlacement, .chooseColorScheme, .showInspector, .showSidebar, .showVariants,
             .chooseVariantsScope, .chooseVariantsAxis, .chooseLanguage, .languageUsed, .moveFocus, .focusSearch, .showShortcuts,
             .showAbout, .close, .quit, .dismissBanner, .windowResized, .answer:
            return applyToWindow(action)
        case .openPage, .chooseInSidebar, .search, .openFirstMatch, .chooseStyle, .setArgument, .setExample, .editText,
             .editLabelStack, .windowOpened, .pageDrawn:
            return applyToPages(action)
        case .chooseSceneNode, .chooseSceneBranch, .setSceneExample, .openSceneFile, .sceneRead, .sceneFileChanged, .sceneFileQuiet:
            return applyToScenes(action)
        case .composer, .paletteItemRead, .composedSceneLocated, .composerFileOpened, .composerFileChanged, .composerFileQuiet,
             .composerFileRead, .composerSaved, .draftRead, .recoveryOffered:
            return applyToComposer(action)
        case .chooseExport, .chooseImport, .chooseSceneFile, .chooseImageFolder, .export, .importConfiguration, .exportImages,
             .exported, .configurationRead, .imagesStarted, .imagesExported:
            return applyToFiles(action)
        }
    }
}
