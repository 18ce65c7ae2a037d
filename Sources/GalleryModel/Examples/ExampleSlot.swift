import Foundation

/// One piece of state an example keeps: its key, its starting value and the
/// values it accepts. Importing a configuration checks every value against it.
public struct ExampleSlot: Sendable, Equatable {
    /// What values a slot accepts.
    public enum Constraint: Sendable, Equatable {
        /// true or false.
        case bool
        /// A whole number from 0 to ``ExampleSlot/maximumCount`` (how often a button was pressed).
        case count
        /// A whole number in the range (a selection index; -1 may mean "none").
        case index(ClosedRange<Int>)
        /// A number in the range.
        case number(ClosedRange<Double>)
        /// Text within the limit.
        case text(TextLimit)
        /// A date and time written `yyyy-MM-dd'T'HH:mm`.
        case date
        /// One of the given strings.
        case oneOf([String])
    }

    /// Which slot: "toggle.switch.isOn".
    public let key: ExampleKey
    /// The value a new configuration starts with.
    public let defaultValue: ExampleValue
    /// What values the slot accepts.
    public let constraint: Constraint

    /// The highest count a slot keeps; presses beyond it leave it there.
    public static let maximumCount = 999_999

    init(_ key: ExampleKey, _ defaultValue: ExampleValue, _ constraint: Constraint) {
        self.key = key
        self.defaultValue = defaultValue
        self.constraint = constraint
    }

    /// `value` converted to the slot's kind, or a message saying why it does not fit.
    public func validate(_ value: ExampleValue) -> Result<ExampleValue, SlotError> {
        switch (constraint, value) {
        case (.bool, .bool):
            return .success(value)
        case (.count, .int(let count)):
            return (0...Self.maximumCount).contains(count)
                ? .success(value)
                : .failure(SlotError(say("must be a whole number from 0 to \(Self.maximumCount)")))
        case (.index(let range), .int(let index)):
            return range.contains(index)
                ? .success(value)
                : .failure(SlotError(say("must be a whole number from \(range.lowerBound) to \(range.upperBound)")))
        case (.number(let range), _) where value.doubleValue != nil:
            let number = value.doubleValue!
            return range.contains(number)
                ? .success(.double(number))
                : .failure(SlotError(say("must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")))
        case (.text(let limit), .string(let text)):
            return limit.problem(with: text).map { .failure(SlotError($0)) } ?? .success(value)
        case (.date, .string(let text)):
            return ExampleDate(text) != nil
                ? .success(value)
                : .failure(SlotError(say("must be a date written yyyy-MM-ddTHH:mm, such as 2026-11-21T09:30")))
        case (.oneOf(let choices), .string(let text)):
            return choices.contains(text)
                ? .success(value)
                : .failure(SlotError(say("must be one of: \(choices.map { "'\($0)'" }.joined(separator: ", "))")))
        default:
            return .failure(SlotError(say("must be \(expectedKind)")))
        }
    }

    /// The value after a widget bound with `role` is activated, or nil when activation changes nothing:
    /// a count goes up by one and stays at ``maximumCount`` once there; a record takes its text; a number moves by its
    /// amount and stops at the ends of its range.
    public func activated(by role: StateBinding.Role, from current: ExampleValue) -> ExampleValue? {
        switch (role, current) {
        case (.adjusts(let amount), _): current.doubleValue.flatMap { adjusted($0, by: amount) }
        case (.count, .int(let count)): .int(min(count, Self.maximumCount - 1) + 1)
        case (.record(let text), _): validate(.string(text)).success
        case (.steps(let part, let amount), .string(let text)):
            ExampleDate(text).map { .string($0.setting(part, to: $0.value(of: part) + amount).text) }
        default: nil
        }
    }

    /// `number` moved by `amount` and kept inside the slot's range; nil when it cannot move (at an end already) or the
    /// slot holds no number.
    private func adjusted(_ number: Double, by amount: Double) -> ExampleValue? {
        guard case .number(let range) = constraint else { return nil }
        let moved = min(max(number + amount, range.lowerBound), range.upperBound)
        return moved == number ? nil : .double(moved)
    }

    /// The values at the ends of the slot's range, the widest text it allows among them: what a
    /// file may push it to, and so what the window must be able to draw.
    public var extremeValues: [ExampleValue] {
        switch constraint {
        case .bool: [.bool(false), .bool(true)]
        case .count: [.int(0), .int(Self.maximumCount)]
        case .index(let range): [.int(range.lowerBound), .int(range.upperBound)]
        case .number(let range): [.double(range.lowerBound), .double(range.upperBound)]
        case .text(let limit): [.string(""), .string(limit.widestText)]
        case .date: [.string("0001-01-01T00:00"), .string("9999-12-31T23:59")]
        case .oneOf(let choices): choices.map(ExampleValue.string)
        }
    }

    /// "true or false", "a whole number", ...
    public var expectedKind: LocalizedText {
        switch constraint {
        case .bool: say("true or false")
        case .count, .index: say("a whole number")
        case .number: say("a number")
        case .text, .date, .oneOf: say("a string")
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}

/// Why a value does not fit its slot.
public struct SlotError: MessageError, Equatable, Sendable {
    /// "must be a whole number from 0 to 4", to be said in the reader's language.
    public let text: LocalizedText

    init(_ text: LocalizedText) {
        self.text = text
    }
}

/// A calendar date and time of day without a time zone, as example state stores it.
public struct ExampleDate: Sendable, Equatable, Comparable {
    /// The year, 1 … 9999.
    public let year: Int
    /// The month, 1 … 12.
    public let month: Int
    /// The day of the month, 1 … 31.
    public let day: Int
    /// The hour, 0 … 23.
    public let hour: Int
    /// The minute, 0 … 59.
    public let minute: Int

    /// Parses `yyyy-MM-dd'T'HH:mm`; nil when malformed or not a real date.
    public init?(_ text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard date.count == 3, time.count == 2,
              date[0].count == 4, date[1].count == 2, date[2].count == 2, time[0].count == 2, time[1].count == 2,
              let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
              let hour = Int(time[0]), let minute = Int(time[1])
        else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// A date from its parts; nil when the parts do not form a real date.
    public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (0...23).contains(hour), (0...59).contains(minute),
              (1...ExampleDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// The date `seconds` after the start of 1970, in UTC (Foundation's `Date(timeIntervalSince1970:)` shown in the
    /// UTC the gallery draws every date in), to the minute; nil outside the years 1 … 9999.
    public init?(secondsSince1970 seconds: Double) {
        guard seconds.isFinite, abs(seconds) < 3e11 else { return nil }
        let minutes = Int((seconds / 60).rounded(.down))
        // Whole days since 1970 and the minute of the day, the day counted down before the epoch.
        let day = Int((Double(minutes) / 1440).rounded(.down))
        let minute = minutes - day * 1440
        self.init(dayNumber: day, hour: minute / 60, minute: minute % 60)
    }

    /// `yyyy-MM-dd'T'HH:mm`.
    public var text: String {
        String(format: "%04d-%02d-%02dT%02d:%02d", year, month, day, hour, minute)
    }

    /// The number of days in `month` of `year` (Gregorian).
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (lhs: ExampleDate, rhs: ExampleDate) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute) < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute)
    }
}

extension Result {
    /// The value, or nil for a failure.
    var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
