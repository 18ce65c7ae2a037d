/// Export, import, opening scene files and exporting images: the file choosers and what their files give.
extension WindowModel {
    mutating func applyToFiles(_ action: WindowAction) -> [WindowEffect] {
        switch action {
        case .chooseExport:
            return [.chooseFile(.exportConfiguration)]
        case .chooseImport:
            return [.chooseFile(.importConfiguration)]
        case .chooseSceneFile:
            return [.chooseFile(.sceneFile)]
        case .chooseImageFolder:
            return [.chooseFile(.imageFolder(page))]
        case .export(let path):
            return [.writeConfiguration(configuration, path: path)]
        case .exported(let path, nil):
            banner = .info(say("Exported the configuration to \(Quoting.path(path))."))
        case .exported(_, let failure?):
            banner = .error(say("Could not export: \(failure)"))
        case .importConfiguration(let path):
            return [.readConfiguration(path: path)]
        case .configurationRead(let path, .success(let imported)):
            // The whole configuration is replaced: every control shows the imported values.
            configuration = imported
            replacements += 1
            banner = .info(say("Imported \(Quoting.path(path))."))
        case .configurationRead(let path, .failure(let failure)):
            // A file that does not import changes nothing.
            banner = .error(say("Could not import \(Quoting.path(path)): \(failure.text)"))
        case .exportImages(let page, let folder):
            return [.renderImages(page, configuration, folder: folder)]
        case .imagesStarted(let page, let folder, nil):
            banner = .info(say("Drawing the images of \(translated: page.title) into \(Quoting.path(folder))…"))
        case .imagesStarted(_, _, let failure?):
            banner = .error(say("Could not export images: \(failure)"))
        case .imagesExported(let output, nil):
            banner = .info(.verbatim(output))
        case .imagesExported(_, let failure?):
            banner = .error(say("Could not export images: \(failure)"))
        default:
            preconditionFailure("\(action) is not the files'")
        }
        return []
    }
}
