import Foundation

/// The Text page's date and timer examples: what `Text(_:style:)`, date ranges,
/// intervals, format styles and `Text(timerInterval:...)` show, in US English.
public enum DateTexts {
    /// One example: the SwiftUI code and what it displays.
    public struct Example: Sendable, Equatable {
        /// The SwiftUI code.
        public let code: String
        /// What it displays.
        public let text: String
    }

    /// The examples for a sample `date`, read at `now`.
    public static func examples(date: Date, now: Date, timeZone: TimeZone) -> [Example] {
        let later = date.addingTimeInterval(2 * 3600)
        func formatter(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = timeZone
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            return formatter
        }
        let interval = DateIntervalFormatter()
        interval.locale = Locale(identifier: "en_US")
        interval.timeZone = timeZone
        interval.dateStyle = .medium
        interval.timeStyle = .short
        let hourMinute = DateFormatter()
        hourMinute.locale = Locale(identifier: "en_US")
        hourMinute.timeZone = timeZone
        hourMinute.setLocalizedDateFormatFromTemplate("jmm")
        return [
            Example(code: "Text(departure, style: .date)", text: formatter(date: .long, time: .none).string(from: date)),
            Example(code: "Text(departure, style: .time)", text: formatter(date: .none, time: .short).string(from: date)),
            Example(code: "Text(departure, style: .relative)", text: relative(date, now: now)),
            Example(code: "Text(departure, style: .offset)", text: offset(date, now: now)),
            Example(code: "Text(departure, style: .timer)", text: clock(abs(date.timeIntervalSince(now)), showsHours: true)),
            Example(code: "Text(departure...arrival)", text: interval.string(from: date, to: later)),
            Example(code: "Text(DateInterval(start: departure, duration: 2 * 3600))", text: interval.string(from: date, to: later)),
            Example(code: "Text(departure, format: Date.FormatStyle(date: .numeric, time: .omitted))",
                    text: formatter(date: .short, time: .none).string(from: date)),
            Example(code: "Text(departure, format: Date.FormatStyle(date: .complete, time: .complete))",
                    text: formatter(date: .full, time: .long).string(from: date)),
            Example(code: "Text(departure, format: .dateTime.hour().minute())", text: hourMinute.string(from: date)),
        ]
    }

    /// What `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows at `now`.
    public static func timer(
        at now: Date, interval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) -> String {
        let reading = min(now, pauseTime ?? now)
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed = min(max(reading.timeIntervalSince(interval.lowerBound), 0), length)
        return clock(countsDown ? length - elapsed : elapsed, showsHours: showsHours)
    }

    /// "1:05:09", "5:09"; without hours, minutes pass 59 ("65:09").
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = Int(seconds.rounded(.down))
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let rest = total % 60
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if showsHours && hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
        }
        return "\(total / 60):\(twoDigits(rest))"
    }

    /// `.relative`: "2 hours, 5 minutes", "5 minutes, 9 seconds", "9 seconds".
    static func relative(_ date: Date, now: Date) -> String {
        let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
        let parts = [(total / 3600, "hour"), ((total % 3600) / 60, "minute"), (total % 60, "second")]
        let first = parts.firstIndex { $0.0 > 0 } ?? 2
        return parts[first...].prefix(2).filter { $0.0 > 0 || first == 2 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }

    /// `.offset`: "+2 hours", "-5 minutes".
    static func offset(_ date: Date, now: Date) -> String {
        let seconds = date.timeIntervalSince(now)
        let total = Int(abs(seconds).rounded(.down))
        let (value, unit) = total >= 3600 ? (total / 3600, "hour") : total >= 60 ? (total / 60, "minute") : (total, "second")
        return "\(seconds < 0 ? "-" : "+")\(value) \(unit)\(value == 1 ? "" : "s")"
    }
}
