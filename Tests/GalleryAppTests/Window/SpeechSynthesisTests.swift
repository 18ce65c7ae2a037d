import Foundation
import GalleryModel
import Testing

/// What the Text page's Speak button says, heard through espeak-ng's WAV output: the same `SpeechRequest`
/// the window runs, written to a file (`-w`) instead of the sound card.
@Suite("Speech", .enabled(if: espeak != nil, "espeak-ng is not installed (scripts/install-dependencies installs it); nothing can be heard"))
struct SpeechSynthesisTests {

    @Test("Spelling out characters makes an utterance longer")
    func spellsOut() throws {
        let plain = try Self.synthesise("APPL 25", TextSpeech())
        let spelled = try Self.synthesise("APPL 25", TextSpeech(spellsOutCharacters: true))
        #expect(spelled.voicedSeconds > plain.voicedSeconds + 0.2, "plain \(plain.voicedSeconds) s, spelled out \(spelled.voicedSeconds) s")
    }

    @Test("Always including punctuation makes “Hello, world.” longer")
    func punctuation() throws {
        let plain = try Self.synthesise("Hello, world.", TextSpeech())
        let spoken = try Self.synthesise("Hello, world.", TextSpeech(alwaysIncludesPunctuation: true))
        #expect(spoken.voicedSeconds > plain.voicedSeconds + 0.2, "plain \(plain.voicedSeconds) s, with punctuation \(spoken.voicedSeconds) s")
    }

    @Test("speechAdjustedPitch(-1) speaks lower than 0, and 1 higher")
    func pitch() throws {
        let words = "Brevity is the soul of wit."
        let low = try Self.synthesise(words, TextSpeech(adjustedPitch: -1)).fundamental
        let neutral = try Self.synthesise(words, TextSpeech()).fundamental
        let high = try Self.synthesise(words, TextSpeech(adjustedPitch: 1)).fundamental
        #expect(low < neutral && neutral < high && high > low * 1.4, "fundamental: \(low) Hz, \(neutral) Hz, \(high) Hz")
    }

    /// The WAV espeak-ng writes for `text` spoken with `speech`.
    static func synthesise(_ text: String, _ speech: TextSpeech) throws -> Wave {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-speech-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = espeak
        process.arguments = SpeechRequest(speaking: text, with: speech).arguments(writingTo: file.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try Wave(Data(contentsOf: file))
    }
}

/// espeak-ng on the PATH, or nil.
private let espeak: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    .split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent(SpeechRequest.program) }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// A mono 16-bit PCM WAV file, read from its RIFF chunks.
struct Wave {
    struct Malformed: Error {}

    let sampleRate: Int
    let samples: [Int16]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func integer(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw Malformed()
        }
        var offset = 12
        var rate: Int?
        var found: [Int16]?
        while offset + 8 <= bytes.count {
            let size = integer(offset + 4, 4)
            let body = offset + 8
            let end = min(body + size, bytes.count)
            switch String(decoding: bytes[offset..<offset + 4], as: UTF8.self) {
            case "fmt ":
                // PCM, one channel, 16 bits: what espeak-ng writes.
                guard integer(body, 2) == 1, integer(body + 2, 2) == 1, integer(body + 14, 2) == 16 else { throw Malformed() }
                rate = integer(body + 4, 4)
            case "data":
                found = stride(from: body, to: end - 1, by: 2).map { Int16(truncatingIfNeeded: integer($0, 2)) }
            default:
                break
            }
            offset = body + size + size % 2
        }
        guard let rate, let found else { throw Malformed() }
        sampleRate = rate
        samples = found
    }

    /// From the first sample louder than a whisper to the last: the speech without the silence around it.
    var voicedSeconds: Double {
        let loud = { (sample: Int16) in abs(Int(sample)) > 300 }
        guard let first = samples.firstIndex(where: loud), let last = samples.lastIndex(where: loud) else { return 0 }
        return Double(last - first) / Double(sampleRate)
    }

    /// The median fundamental frequency of the voiced frames, in hertz: for each loud frame, the lag between 60 and
    /// 400 Hz at which it best matches itself (autocorrelation).
    var fundamental: Double {
        let frame = 1024
        let lags = (sampleRate / 400)...(sampleRate / 60)
        var estimates: [Double] = []
        for start in stride(from: 0, to: samples.count - frame, by: frame) {
            let x = samples[start..<start + frame].map(Double.init)
            guard x.reduce(0, { $0 + $1 * $1 }) / Double(frame) > 1_000_000 else { continue }
            var best = (score: -Double.infinity, lag: lags.lowerBound)
            for lag in lags {
                var score = 0.0
                for index in 0..<(frame - lag) { score += x[index] * x[index + lag] }
                if score > best.score { best = (score, lag) }
            }
            estimates.append(Double(sampleRate) / Double(best.lag))
        }
        guard !estimates.isEmpty else { return 0 }
        return estimates.sorted()[estimates.count / 2]
    }
}
