import Foundation

/// How each interface language writes the examples' dates and times. The formats are those CLDR gives the
/// locales (en_US: "Nov 21, 2026", "11/21/2026, 9:30 AM" on a 12-hour clock; zh_CN: "2026年11月21日",
/// "2026/11/21 09:30" on a 24-hour clock), written out here rather than asked of Foundation's DateFormatter,
/// whose output follows the ICU release on the machine (ICU 72 put a narrow no-break space before "AM").
/// The examples' SwiftUI code keeps its literals; only what the stage shows follows the language.
extension ExampleDate {
    /// The conventions of one language: the clock, the order of a numeric date and how a date and time join.
    public struct Convention: Sendable, Equatable {
        /// A clock that runs to 12 (with AM and PM) or to 24 hours.
        public enum Clock: Sendable, Equatable {
            case twelveHour, twentyFourHour
        }

        /// The order of a numeric date's parts.
        public enum FieldOrder: Sendable, Equatable {
            /// 11/21/2026.
            case monthDayYear
            /// 2026/11/21.
            case yearMonthDay
        }

        /// The clock the language's region reads.
        public let clock: Clock
        /// How a numeric date is ordered.
        public let fieldOrder: FieldOrder
        /// What stands between a numeric date and its time: ", " or " ".
        public let dateTimeSeparator: String

        /// The conventions of `language`.
        public static func of(_ language: InterfaceLanguage) -> Convention {
            switch language {
            case .english: Convention(clock: .twelveHour, fieldOrder: .monthDayYear, dateTimeSeparator: ", ")
            case .simplifiedChinese: Convention(clock: .twentyFourHour, fieldOrder: .yearMonthDay, dateTimeSeparator: " ")
            }
        }
    }

    /// The date written in `format` as `language` writes it.
    public func formatted(_ format: Format, in language: InterfaceLanguage) -> String {
        let convention = Convention.of(language)
        switch format {
        case .date:
            return switch language {
            case .english: "\(ExampleDate.monthNames[month - 1].prefix(3)) \(day), \(year)"
            case .simplifiedChinese: "\(year)年\(month)月\(day)日"
            }
        case .time:
            return switch convention.clock {
            case .twelveHour: "\(hour % 12 == 0 ? 12 : hour % 12):\(ExampleDate.twoDigits(minute)) \(hour < 12 ? "AM" : "PM")"
            case .twentyFourHour: "\(ExampleDate.twoDigits(hour)):\(ExampleDate.twoDigits(minute))"
            }
        case .field:
            return switch convention.fieldOrder {
            case .monthDayYear: "\(month)/\(day)/\(year)"
            case .yearMonthDay: "\(year)/\(month)/\(day)"
            }
        case .fieldDateAndTime:
            return formatted(.field, in: language) + convention.dateTimeSeparator + formatted(.time, in: language)
        }
    }

    /// The date typed into a field of `format` as `language` writes it, keeping the other parts of `self`; nil when
    /// the text is not such a date. A time may be typed on either clock ("9:30 PM" or "21:30"); `date` is read as a field.
    public func parsing(_ text: String, format: Format, in language: InterfaceLanguage) -> ExampleDate? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch format {
        case .fieldDateAndTime:
            // The time is the last word and its AM or PM, so the date is what comes before it.
            let words = trimmed.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
            let timeWords = words.last.map { ["AM", "PM"].contains($0.uppercased()) } == true ? 2 : 1
            guard words.count == timeWords + 1, let day = parsing(words[0], format: .field, in: language) else { return nil }
            return day.parsing(words.dropFirst().joined(separator: " "), format: .time, in: language)
        case .time:
            return parsingTime(trimmed)
        case .field, .date:
            let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 3, let first = parts[0], let second = parts[1], let third = parts[2] else { return nil }
            return switch Convention.of(language).fieldOrder {
            case .monthDayYear: ExampleDate(year: third, month: first, day: second, hour: hour, minute: minute)
            case .yearMonthDay: ExampleDate(year: first, month: second, day: third, hour: hour, minute: minute)
            }
        }
    }

    /// "9:30 AM", "9:30pm" or "21:30", keeping the date of `self`.
    private func parsingTime(_ text: String) -> ExampleDate? {
        var clock = text.uppercased()
        var afternoon: Bool?
        for (suffix, isAfternoon) in [("AM", false), ("PM", true)] where clock.hasSuffix(suffix) {
            clock = String(clock.dropLast(2)).trimmingCharacters(in: .whitespaces)
            afternoon = isAfternoon
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, var hour = parts[0], let minute = parts[1] else { return nil }
        if let afternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        return ExampleDate(year: year, month: month, day: day, hour: hour, minute: minute)
    }
}
