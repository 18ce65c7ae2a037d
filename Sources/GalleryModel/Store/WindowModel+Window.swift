/// The header's choices, the window's panes and size, the focus, the language, and closing and quitting.
extension WindowModel {
    mutating func applyToWindow(_ action: WindowAction) -> [WindowEffect] {
        switch action {
        case .choosePlatform(let platform):
            // The configuration moves a release the platform lacks to its newest.
            let before = configuration.platform
            configuration.platform = platform
            return platform == before ? [] : readScenesAgain()
        case .chooseRelease(let release):
            // A release the platform does not have leaves the configuration as it was.
            try? configuration.chooseRelease(release)
        case .choosePlacement(let placement):
            configuration.placement = placement
        case .chooseColorScheme(let scheme):
            configuration.colorScheme = scheme
        case .showInspector(let shown):
            inspectorShown = shown
        case .showSidebar(let shown):
            sidebarShown = shown
        case .showVariants(let shown):
            variants.shown = shown
        case .chooseVariantsScope(let scope):
            variants.scope = scope
        case .chooseVariantsAxis(let axis):
            variants.axis = axis
        case .chooseLanguage(let chosen):
            return chosen == language ? [] : [.useLanguage(chosen)]
        case .languageUsed(let used, let problem):
            if let problem {
                banner = .error(.verbatim(problem))
            } else {
                language = used
            }
        case .moveFocus(let forward, let from):
            return moveFocus(forward: forward, from: from)
        case .focusSearch:
            sidebarShown = true
            return [.focus(.search)]
        case .showShortcuts:
            return [.showShortcuts]
        case .showAbout:
            return [.showAbout]
        case .close:
            return end(.closeWindow)
        case .quit:
            return end(.quit)
        case .dismissBanner:
            banner = nil
        case .windowResized(let width, let height, let maximized):
            resize(width: width, height: height, maximized: maximized)
        case .answer(let answer):
            return self.answer(answer)
        default:
            preconditionFailure("\(action) is not the window's")
        }
        return []
    }

    /// F6 and Shift+F6: the next area after `from` in ``areas`` (the first when the focus is in none), showing a folded
    /// sidebar to reach it.
    private mutating func moveFocus(forward: Bool, from: WindowArea?) -> [WindowEffect] {
        let areas = areas
        let current = from.flatMap { from in areas.firstIndex(of: from == .search ? .sidebar : from) }
        let next = areas[current.map { (forward ? $0 + 1 : $0 - 1 + areas.count) % areas.count } ?? 0]
        if next == .sidebar { sidebarShown = true }
        return [.focus(next)]
    }

    /// GTK's word on the window's size: a maximised window's size is the screen's, so the size remembered is the one it
    /// had before. Crossing between wide and narrow folds or shows the inspector, and the sidebar in a very narrow
    /// window; F9 and the sidebar button then change them again.
    private mutating func resize(width: Int, height: Int, maximized: Bool) {
        frame.maximized = maximized
        if !maximized, width > 0, height > 0 {
            frame.width = width
            frame.height = height
        }
        let newLayout = WindowLayout(width: width)
        guard width > 0, newLayout != layout else { return }
        layout = newLayout
        sidebarShown = !newLayout.foldsSidebar
        inspectorShown = newLayout.showsInspector
    }

    /// Closing the window or quitting: asked about first while the composer has unsaved edits, unless the person already
    /// answered; otherwise the window ends (``isEnding``, which the window's close goes by).
    private mutating func end(_ intent: ComposerIntent) -> [WindowEffect] {
        if composer.composer.isEdited, !isEnding {
            question = .unsavedEdits(before: intent)
            return []
        }
        isEnding = true
        return intent == .quit ? [.quit] : []
    }

    /// Takes the answer to the question asked; an answer the question does not offer changes nothing. An editor's save
    /// that came while another question was open is asked about next.
    private mutating func answer(_ answer: QuestionAnswer) -> [WindowEffect] {
        guard let question, question.answers.contains(answer) else { return [] }
        self.question = nil
        var effects: [WindowEffect] = []
        switch (question, answer) {
        case (.unsavedEdits(let intent), .save):
            composer.afterSave = intent
            effects = saveComposer()
        case (.unsavedEdits(let intent), .discard):
            effects = perform(intent)
        case (.fileChanged, .takeFile):
            if let conflict = composer.conflict { composer.composer.reload(conflict) }
            composer.conflict = nil
            composer.changed()
            effects = locateComposedScene()
        case (.fileChanged, .keepMine):
            if let conflict = composer.conflict { composer.composer.keepEdits(over: conflict) }
            composer.conflict = nil
            composer.changed()
        default:
            break
        }
        if self.question == nil, composer.conflict != nil, let path = composer.path { self.question = .fileChanged(path: path) }
        return effects
    }

    /// Does what waited for unsaved edits to be saved or let go.
    mutating func perform(_ intent: ComposerIntent) -> [WindowEffect] {
        switch intent {
        case .closeWindow:
            isEnding = true
            composer.editsLetGo = true
            return [.closeWindow]
        case .quit:
            isEnding = true
            composer.editsLetGo = true
            return [.quit]
        case .newScene:
            composer.composer = SceneComposer()
            composer.path = nil
            composer.problem = nil
            composer.conflict = nil
            composer.changed()
            banner = nil
            return showComposer() + [.watchComposerFile(path: nil)] + locateComposedScene()
        case .openFile:
            return [.chooseFile(.composerFile)]
        case .recover:
            return recoveryOffer.map { [.readDraft($0)] } ?? []
        }
    }
}
