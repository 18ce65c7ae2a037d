import Foundation

/// The parts of an example date that controls edit, and how they read and write them.
extension ExampleDate {
    /// A part of a date that a spin button or wheel edits.
    public enum Component: String, CaseIterable, Sendable {
        case year, month, day, hour, minute
        /// The month written short ("Nov"): Apple Watch's month wheel, on a screen too narrow for "November".
        case shortMonth
        /// The whole day as one value, its ``ExampleDate/dayNumber``: the iOS wheel's date column ("Sat Nov 21").
        case date
        /// The hour on a 12-hour clock, 1 … 12.
        case hour12
        /// Before (0, AM) or after (1, PM) noon.
        case meridiem

        /// The values a wheel offers for the part, as (value, text) pairs.
        public var wheelValues: [(value: Int, text: String)] {
            switch self {
            case .year: (2000...2050).map { ($0, String($0)) }
            case .month: (1...12).map { ($0, ExampleDate.monthNames[$0 - 1]) }
            case .shortMonth: (1...12).map { ($0, String(ExampleDate.monthNames[$0 - 1].prefix(3))) }
            case .day: (1...31).map { ($0, String($0)) }
            case .hour: (0...23).map { ($0, twoDigits($0)) }
            case .minute: (0...59).map { ($0, twoDigits($0)) }
            case .date: []
            case .hour12: (1...12).map { ($0, String($0)) }
            case .meridiem: [(0, "AM"), (1, "PM")]
            }
        }

        /// The values a wheel offers when it shows `date`: the fixed list of ``wheelValues``, except the date
        /// column, which offers the month on either side of the date (a turn shows the next window).
        public func wheelValues(around date: ExampleDate) -> [(value: Int, text: String)] {
            guard self == .date else { return wheelValues }
            let first = max(date.dayNumber - 31, ExampleDate.firstDayNumber)
            let last = min(date.dayNumber + 31, ExampleDate.lastDayNumber)
            return (first...last).compactMap { number in
                ExampleDate(dayNumber: number, hour: date.hour, minute: date.minute).map { (number, $0.wheelDateText) }
            }
        }

        /// The part's name as assistive technologies read it after the control's: "hour", "AM/PM".
        public var title: String {
            switch self {
            case .year, .month, .day, .hour, .minute, .date: rawValue
            case .shortMonth: "month"
            case .hour12: "hour"
            case .meridiem: "AM/PM"
            }
        }
    }

    /// English month names, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The value of one part.
    public func value(of component: Component) -> Int {
        switch component {
        case .year: year
        case .month, .shortMonth: month
        case .day: day
        case .hour: hour
        case .minute: minute
        case .date: dayNumber
        case .hour12: hour % 12 == 0 ? 12 : hour % 12
        case .meridiem: hour < 12 ? 0 : 1
        }
    }

    /// A copy with one part changed; the day is clamped to the length of the month.
    public func setting(_ component: Component, to value: Int) -> ExampleDate {
        switch component {
        case .date:
            let number = min(max(value, ExampleDate.firstDayNumber), ExampleDate.lastDayNumber)
            return ExampleDate(dayNumber: number, hour: hour, minute: minute) ?? self
        case .hour12: return setting(.hour, to: min(max(value, 1), 12) % 12 + (hour < 12 ? 0 : 12))
        case .meridiem: return setting(.hour, to: hour % 12 + (value == 0 ? 0 : 12))
        default: break
        }
        var parts = (year: year, month: month, day: day, hour: hour, minute: minute)
        switch component {
        case .year: parts.year = min(max(value, 1), 9999)
        case .month, .shortMonth: parts.month = min(max(value, 1), 12)
        case .day: parts.day = value
        case .hour: parts.hour = min(max(value, 0), 23)
        case .minute: parts.minute = min(max(value, 0), 59)
        case .date, .hour12, .meridiem: break
        }
        parts.day = min(max(parts.day, 1), ExampleDate.daysIn(month: parts.month, year: parts.year))
        return ExampleDate(year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute)!
    }

    /// How the gallery writes a date; each language writes each format its own way (``formatted(_:in:)``).
    public enum Format: String, Sendable {
        /// Nov 21, 2026; 2026年11月21日.
        case date
        /// 9:30 AM; 09:30.
        case time
        /// 11/21/2026; 2026/11/21.
        case field
        /// 11/21/2026, 9:30 AM; 2026/11/21 09:30: the Mac's date field.
        case fieldDateAndTime
    }

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
