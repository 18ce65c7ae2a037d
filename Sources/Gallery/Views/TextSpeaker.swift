import CGtk
import Foundation
import GalleryModel
import GalleryTranslation

/// The Text page's Speak and Stop buttons: reads the sample with espeak-ng as the speech modifiers
/// say, each utterance a child process, queued or interrupting as `SpeechQueue` decides.
/// The main loop never waits for speech: it starts a process, looks in on it and carries on.
@MainActor
final class TextSpeaker {
    let root: UnsafeMutablePointer<GtkWidget>
    private let store: WindowStore
    private let speak: UnsafeMutablePointer<GtkWidget>
    private let stop: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    /// espeak-ng, or nil when it is not installed.
    private let program: URL?
    private var queue = SpeechQueue()
    /// The utterance being spoken.
    private var process: Process?
    /// Why the last utterance could not start, until the next press.
    private var failure: String?
    /// Every utterance speaking now, in any window: the application stops them as it ends.
    private static var speaking: Set<Process> = []

    /// Stops every utterance still speaking (the application is ending: speech must not outlive it).
    static func stopAll() {
        for process in speaking { process.terminate() }
        speaking = []
    }

    init(store: WindowStore) {
        self.store = store
        program = g_find_program_in_path(SpeechRequest.program).map { path in
            defer { g_free(path) }
            return URL(fileURLWithPath: String(cString: path))
        }
        root = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        Widget(root).setName("text-speaker")
        speak = gtk_button_new_with_label(tr("Speak"))!
        Widget(speak).setName("text-speak")
        Widget(speak).setAccessibleLabel(tr("Speak the sample"))
        stop = gtk_button_new_with_label(tr("Stop"))!
        Widget(stop).setAccessibleLabel(tr("Stop speaking"))
        status = gtk_label_new(nil)!
        gtk_label_set_wrap(gallery_label(status), 1)
        gtk_label_set_xalign(gallery_label(status), 0)
        Widget(status).addClass("card-explanation")
        for widget in [speak, stop, status] { gtk_box_append(gallery_box(root), widget) }
        Signal.connect(speak, "clicked") { [unowned self] in self.speakSample() }
        Signal.connect(stop, "clicked") { [unowned self] in self.perform(self.queue.stop()) }
        showStatus()
    }

    /// Queues the sample as it is now: its accessibility label when it has one (that is what VoiceOver reads),
    /// else its words without their markup.
    private func speakSample() {
        failure = nil
        let configuration = store.state.configuration
        let text = configuration.text.accessibility.label
            ?? TextRenderer.render(configuration.text, on: configuration.platform).text
        perform(queue.speak(SpeechRequest(speaking: text, with: configuration.text.speech)))
    }

    private func perform(_ actions: [SpeechQueue.Action]) {
        for action in actions {
            switch action {
            case .start(let request): start(request)
            case .stopCurrent: process?.terminate()
            }
        }
        showStatus()
    }

    private func start(_ request: SpeechRequest) {
        let process = Process()
        process.executableURL = program
        process.arguments = request.arguments()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            failure = tr("Could not start \(SpeechRequest.program): \(error.localizedDescription)")
            _ = queue.stop()
            _ = queue.finished()
            return
        }
        self.process = process
        Self.speaking.insert(process)
        // Looks in ten times a second; a page that has gone away stops the speech it started.
        MainLoop.every(100) { [weak self] in
            guard let self else {
                process.terminate()
                Self.speaking.remove(process)
                return false
            }
            guard !process.isRunning else { return true }
            Self.speaking.remove(process)
            self.process = nil
            self.perform(self.queue.finished())
            return false
        }
    }

    private func showStatus() {
        guard program != nil else {
            Widget(speak).setSensitive(false)
            gtk_widget_set_visible(stop, 0)
            gtk_label_set_text(gallery_label(status),
                               tr("\(SpeechRequest.program) is not installed, so the sample cannot be heard; scripts/install-dependencies installs it."))
            gtk_widget_set_visible(status, 1)
            return
        }
        // Stop is there only while something speaks, and the status only when it says something: neither sits on the
        // page greyed out or empty.
        gtk_widget_set_visible(stop, queue.isSpeaking ? 1 : 0)
        let text = switch (queue.isSpeaking, queue.waiting.count) {
        case (false, _): failure ?? ""
        case (true, 0): tr("Speaking…")
        case (true, let waiting): tr("Speaking; \(waiting) more waiting…")
        }
        gtk_label_set_text(gallery_label(status), text)
        gtk_widget_set_visible(status, text.isEmpty ? 0 : 1)
    }
}
