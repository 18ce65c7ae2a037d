import Foundation
import GalleryModel
import Testing

/// The SwiftUI code the Text page shows, and its date and timer texts.
@Suite("Text code and dates")
struct TextCodeAndDatesTests {
    @Test("Default settings are a bare Text; every changed modifier appears once, in order")
    func code() {
        var settings = TextSettings()
        settings.content = "Say \"hi\""
        #expect(TextCode.code(for: settings) == "Text(\"Say \\\"hi\\\"\")")
        settings.source = .verbatim
        settings.font = .system
        settings.systemSize = 48
        settings.systemWeight = .light
        settings.systemDesign = .serif
        settings.italic = true
        settings.strikethrough = TextSettings.LineStyle(isActive: true, pattern: .dot, color: .red)
        settings.underline = TextSettings.LineStyle(isActive: true)
        settings.kerning = 2
        settings.tracking = 3
        settings.lineLimit = 1
        settings.truncationMode = .middle
        settings.frameWidth = 150
        #expect(TextCode.code(for: settings) == """
            Text(verbatim: "Say \\"hi\\"")
                .font(.system(size: 48, weight: .light, design: .serif))
                .italic()
                .strikethrough(pattern: .dot, color: .red)
                .underline()
                .kerning(2)
                .tracking(3)
                .lineLimit(1)
                .truncationMode(.middle)
                .frame(width: 150)
            """)
    }

    private let newYork = TimeZone(identifier: "America/New_York")!
    /// 2026-11-21 09:30 in New York.
    private let departure = Date(timeIntervalSince1970: 1_795_271_400)

    @Test("Date styles, ranges, intervals and format styles")
    func dates() {
        let now = departure.addingTimeInterval(-(2 * 3600 + 5 * 60 + 9))
        // ICU puts a narrow no-break space before AM and PM; the checks read it as a space.
        let texts = Dictionary(uniqueKeysWithValues: DateTexts.examples(date: departure, now: now, timeZone: newYork).map {
            ($0.code, $0.text.replacingOccurrences(of: "\u{202F}", with: " "))
        })
        #expect(texts["Text(departure, style: .date)"] == "November 21, 2026")
        #expect(texts["Text(departure, style: .time)"] == "9:30 AM")
        #expect(texts["Text(departure, style: .relative)"] == "2 hours, 5 minutes")
        #expect(texts["Text(departure, style: .offset)"] == "+2 hours")
        #expect(texts["Text(departure, style: .timer)"] == "2:05:09")
        #expect(texts["Text(departure...arrival)"]?.hasPrefix("Nov 21, 2026") == true)
        #expect(texts["Text(departure, format: Date.FormatStyle(date: .numeric, time: .omitted))"] == "11/21/26")
        #expect(texts["Text(departure, format: .dateTime.hour().minute())"] == "9:30 AM")
        #expect(texts["Text(departure, format: Date.FormatStyle(date: .complete, time: .complete))"]?.hasPrefix("Saturday, November 21, 2026") == true)
    }

    @Test("A relative date counts in the two largest units; seconds only when under a minute")
    func relative() {
        let texts = { (seconds: TimeInterval) in
            DateTexts.examples(date: self.departure, now: self.departure.addingTimeInterval(-seconds), timeZone: self.newYork)[2].text
        }
        #expect(texts(309) == "5 minutes, 9 seconds")
        #expect(texts(9) == "9 seconds")
        #expect(texts(3600) == "1 hour")
    }

    @Test("The timer counts down, stops at its pause time, and can hide hours")
    func timer() {
        let start = departure
        let interval = start...start.addingTimeInterval(15 * 60)
        let pause = start.addingTimeInterval(10 * 60)
        #expect(DateTexts.timer(at: start, interval: interval, pauseTime: pause) == "15:00")
        #expect(DateTexts.timer(at: start.addingTimeInterval(61), interval: interval, pauseTime: pause) == "13:59")
        #expect(DateTexts.timer(at: start.addingTimeInterval(11 * 60), interval: interval, pauseTime: pause) == "5:00")
        #expect(DateTexts.timer(at: start.addingTimeInterval(61), interval: interval, countsDown: false) == "1:01")
        #expect(DateTexts.timer(at: start.addingTimeInterval(99 * 60), interval: interval) == "0:00")
        let long = start...start.addingTimeInterval(2 * 3600)
        #expect(DateTexts.timer(at: start, interval: long) == "2:00:00")
        #expect(DateTexts.timer(at: start, interval: long, showsHours: false) == "120:00")
    }
}
