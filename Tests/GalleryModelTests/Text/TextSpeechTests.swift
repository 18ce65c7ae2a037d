import Foundation
import GalleryModel
import Testing

/// The Text page's VoiceOver and accessibility modifiers: espeak-ng's request, the queue, the code, the JSON.
@Suite("Text that speaks and reads")
struct TextSpeechTests {
    @Test("SwiftUI's pitch -1…1 is espeak-ng's 0…99, 50 neutral, clamped as SwiftUI clamps it")
    func pitch() {
        #expect(SpeechRequest.pitch(-1) == 0)
        #expect(SpeechRequest.pitch(-0.5) == 25)
        #expect(SpeechRequest.pitch(0) == 50)
        #expect(SpeechRequest.pitch(0.5) == 75)
        #expect(SpeechRequest.pitch(1) == 99)
        #expect(SpeechRequest.pitch(-7) == 0)
        #expect(SpeechRequest.pitch(3) == 99)
    }

    @Test("The request is SSML: spelled out in say-as characters, punctuation by --punct, the text escaped")
    func request() {
        let plain = SpeechRequest(speaking: "Tom & <Jerry>", with: TextSpeech())
        #expect(plain.arguments() == ["-m", "-p", "50", "<speak>Tom &amp; &lt;Jerry&gt;</speak>"])
        #expect(plain.policy == .interrupting)
        let all = SpeechRequest(speaking: "APPL 25", with: TextSpeech(spellsOutCharacters: true, alwaysIncludesPunctuation: true,
                                                                   adjustedPitch: -1, announcementsQueued: true))
        #expect(all.arguments(writingTo: "/tmp/x.wav")
                == ["-m", "-p", "0", "--punct", "-w", "/tmp/x.wav", "<speak><say-as interpret-as=\"characters\">APPL 25</say-as></speak>"])
        #expect(all.policy == .queued)
    }

    @Test("Queued announcements wait for the one being spoken; others interrupt it and whatever waits")
    func queue() {
        let queued = SpeechRequest(speaking: "one", with: TextSpeech(announcementsQueued: true))
        let second = SpeechRequest(speaking: "two", with: TextSpeech(announcementsQueued: true))
        var queue = SpeechQueue()
        #expect(queue.speak(queued) == [.start(queued)])
        #expect(queue.speak(second) == [])
        #expect(queue.waiting == [second])
        #expect(queue.finished() == [.start(second)])
        #expect(queue.finished() == [])
        #expect(!queue.isSpeaking)

        let interrupting = SpeechRequest(speaking: "three", with: TextSpeech())
        #expect(queue.speak(queued) == [.start(queued)])
        #expect(queue.speak(second) == [])
        #expect(queue.speak(interrupting) == [.stopCurrent])
        #expect(queue.waiting == [interrupting])
        #expect(queue.finished() == [.start(interrupting)])
        #expect(queue.stop() == [.stopCurrent])
        #expect(queue.finished() == [])
        #expect(queue.stop() == [])

        #expect(queue.speak(queued) == [.start(queued)])
        for _ in 0..<(SpeechQueue.maximumWaiting + 5) { _ = queue.speak(second) }
        #expect(queue.waiting.count == SpeechQueue.maximumWaiting)
    }

    @Test("The code writes each modifier as SwiftUI spells it, before frame(width:)")
    func code() {
        var settings = TextSettings()
        settings.content = "APPL"
        settings.frameWidth = 200
        settings.speech = TextSpeech(spellsOutCharacters: true, alwaysIncludesPunctuation: true, adjustedPitch: 0.5, announcementsQueued: true)
        settings.accessibility = TextAccessibility(heading: .h2, label: "Apple \"Inc\"", textContentType: .sourceCode)
        #expect(TextCode.code(for: settings) == """
            Text("APPL")
                .speechSpellsOutCharacters()
                .speechAlwaysIncludesPunctuation()
                .speechAdjustedPitch(0.5)
                .speechAnnouncementsQueued()
                .accessibilityHeading(.h2)
                .accessibilityLabel("Apple \\"Inc\\"")
                .accessibilityTextContentType(.sourceCode)
                .frame(width: 200)
            """)
    }

    @Test("Heading levels are numbered h1…h6; unspecified has no number")
    func headingNumbers() {
        #expect(AccessibilityHeadingLevel.unspecified.number == nil)
        #expect(AccessibilityHeadingLevel.h1.number == 1)
        #expect(AccessibilityHeadingLevel.h6.number == 6)
    }

    @Test("The description says the level and the content type, which GTK 4.8's AT-SPI exports no other way")
    func accessibleDescription() {
        #expect(TextAccessibility().accessibleDescription == nil)
        #expect(TextAccessibility(heading: .unspecified).accessibleDescription == nil)
        #expect(TextAccessibility(heading: .h3).accessibleDescription?.description == "Level 3.")
        #expect(TextAccessibility(textContentType: .console).accessibleDescription?.description == "Text content type: console.")
        #expect(TextAccessibility(heading: .h1, textContentType: .plain).accessibleDescription?.description
                == "Level 1. Text content type: plain.")
        #expect(TextAccessibility(heading: .h2, label: "Inbox").notes.map(\.description)
                == ["Read as a heading, level 2.", "Read as “Inbox” instead of its words."])
    }

    @Test("Both survive export and import")
    func roundTrip() throws {
        var configuration = Configuration()
        configuration.text.speech = TextSpeech(spellsOutCharacters: true, adjustedPitch: -0.25, announcementsQueued: true)
        configuration.text.accessibility = TextAccessibility(heading: .unspecified, label: "Inbox", textContentType: .messaging)
        let data = ConfigurationFile.export(configuration)
        let back = try ConfigurationFile.decode(data)
        #expect(back.text.speech == configuration.text.speech)
        #expect(back.text.accessibility == configuration.text.accessibility)
        #expect(ConfigurationFile.export(back) == data)
    }

    @Test("A bad value is one clear error", arguments: [
        ("{\"schemaVersion\": 2,\n\"text\": {\"speech\": {\"adjustedPitch\": 2}}}", "line 2: text.speech.adjustedPitch: must be a number from -1 to 1"),
        ("{\"schemaVersion\": 2,\n\"text\": {\"speech\": {\"loud\": true}}}",
         "line 2: text.speech.loud: unknown field; valid fields here: spellsOutCharacters, alwaysIncludesPunctuation, adjustedPitch, announcementsQueued"),
        ("{\"schemaVersion\": 2,\n\"text\": {\"accessibility\": {\"heading\": \"h7\"}}}",
         "line 2: text.accessibility.heading: unknown heading level 'h7'; valid heading levels: unspecified, h1, h2, h3, h4, h5, h6"),
        ("{\"schemaVersion\": 2,\n\"text\": {\"accessibility\": {\"textContentType\": \"poem\"}}}",
         "line 2: text.accessibility.textContentType: unknown text content type 'poem'; valid text content types: plain, console, fileSystem, messaging, narrative, sourceCode, spreadsheet, wordProcessing"),
        ("{\"schemaVersion\": 2,\n\"text\": {\"accessibility\": {\"label\": \"two\\nlines\"}}}", "line 2: text.accessibility.label: must be a single line"),
    ])
    func badValues(json: String, message: String) {
        do {
            _ = try ConfigurationFile.decode(Data(json.utf8))
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.description == message)
        }
    }
}
