/// Pages, the search, and the values the pages' examples, the Text page's form and the Label page's stack edit.
extension WindowModel {
    mutating func applyToPages(_ action: WindowAction) -> [WindowEffect] {
        switch action {
        case .openPage(let page):
            return open(page)
        case .chooseInSidebar(let page):
            // A folded sidebar is a drawer: choosing a page closes it.
            if layout.foldsSidebar { sidebarShown = false }
            return open(page)
        case .search(let text):
            search = text
        case .openFirstMatch:
            guard let first = matchingPages.first else { return [] }
            return (first == page ? [] : open(first)) + [.focus(.page)]
        case .chooseStyle(let style):
            configuration.choose(style)
        case .setArgument(let choice, let style):
            // A value the parameter does not have is refused.
            try? configuration.setArgument(choice, for: style)
        case .setExample(let key, let value):
            // A value the slot refuses leaves the state as it was; the widgets bound to the key show the value kept.
            exampleEdit = ExampleEdit(key: key, serial: exampleEdit.serial + 1)
            try? configuration.setExample(key, to: value)
        case .editText(let text):
            // Settings that would make the sample undrawable (a sample over its limit) are refused.
            if text.problem == nil { configuration.text = text }
        case .editLabelStack(let edit):
            editLabelStack(edit)
        case .windowOpened:
            guard case .scene(let origin) = opening, scenes[origin] == nil, reading.insert(origin).inserted else { return [] }
            return [readingEffect(origin)]
        case .pageDrawn(let drawn):
            if drawn == page { drawnPage = drawn }
        default:
            preconditionFailure("\(action) is not the pages'")
        }
        return []
    }

    /// Shows `page`. A scene whose file has not been read yet is read first, on a reading thread, and shown once read;
    /// a page asked for meanwhile takes its place.
    mutating func open(_ asked: GalleryPage) -> [WindowEffect] {
        opening = nil
        guard case .scene(let origin) = asked, scenes[origin] == nil else {
            page = asked
            return []
        }
        opening = asked
        return reading.insert(origin).inserted ? [readingEffect(origin)] : []
    }

    /// The composer's page.
    mutating func showComposer() -> [WindowEffect] {
        open(.composer)
    }

    private mutating func editLabelStack(_ edit: LabelStackEdit) {
        switch edit {
        case .move(let index, let offset): configuration.moveLabelStyle(at: index, by: offset)
        case .remove(let index): configuration.removeLabelStyle(at: index)
        case .append(let style): configuration.appendLabelStyle(style)
        case .clear: configuration.replaceLabelStack(with: [])
        case .load(let stack, let size):
            configuration.replaceLabelStack(with: stack)
            configuration.contentSize = size
        case .setContentSize(let size): configuration.contentSize = size
        }
    }
}
