import CGtk
import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryResources

/// Export Images of This Page: `gallery render` in a process of its own, on a private X server, so no window flashes.
@MainActor
enum ImageExport {
    /// Starts drawing `page`'s images into `folder` with `configuration` (a scene's page draws its file's scene on every
    /// platform, `gallery render FILE.swift`, in the configuration's scheme) and tells `store` when it started and how it
    /// ended; returns the process, or nil when it could not start.
    ///
    /// The configuration goes to the render on its standard input (`--config -`), never through a file: a file would
    /// hold the whole configuration for anyone to read, and be left behind if the window quit first.
    static func start(_ page: GalleryPage, configuration: Configuration, folder: String, store: WindowStore) -> Process? {
        let process = Process()
        // The window program draws, even when this process is another program holding the window (a test's).
        process.executableURL = GalleryResources.windowProgram ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let scene: String? = if case .scene(let origin) = page { EffectRunner.path(of: origin) } else { nil }
        process.arguments = if let scene {
            ["render", scene, "--platform", "all", "--scheme", configuration.colorScheme.rawValue, "--output", folder]
        } else {
            ["render", "--config", "-", "--page", page.id, "--output", folder, "--sheet"]
        }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            store.send(.imagesStarted(page: page, folder: folder, failure: .verbatim(error.localizedDescription)))
            return nil
        }
        // Written away from the main loop, which a full pipe must never hold up; closing the pipe is the end of the
        // configuration. A render that stops before reading it all makes the write fail (EPIPE: this program ignores
        // SIGPIPE), and its own error is what the banner shows.
        write(scene == nil ? ConfigurationFile.export(configuration) : Data(), to: input.fileHandleForWriting)
        store.send(.imagesStarted(page: page, folder: folder, failure: nil))
        // The drawing takes a few seconds; the window stays responsive and looks in now and then.
        MainLoop.every(100) { [weak store] in
            guard !process.isRunning else { return true }
            let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let failed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if process.terminationStatus == 0 {
                store?.send(.imagesExported(output: said.trimmingCharacters(in: .whitespacesAndNewlines), failure: nil))
            } else {
                // gallery render inherits the window's environment, so its last line is in the same language.
                let prefix = CommandLineRun.errorPrefix
                let line = failed.split(separator: "\n").last.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : String($0) }
                store?.send(.imagesExported(output: said, failure: line.map(LocalizedText.verbatim)
                    ?? say("gallery render stopped with status \(process.terminationStatus)")))
            }
            return false
        }
        return process
    }

    /// Writes `data` into `pipe` on a thread of its own, then closes it.
    private nonisolated static func write(_ data: Data, to pipe: FileHandle) {
        Thread.detachNewThread {
            try? pipe.write(contentsOf: data)
            try? pipe.close()
        }
    }
}
