/// Days counted one after another: what a calendar's arrow keys and the iOS wheel's date column move through.
extension ExampleDate {
    /// The day as one number: days since 1 January 1970 (proleptic Gregorian), negative before it.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil (https://howardhinnant.github.io/date_algorithms.html).
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day number of 1 January of the year 1, the first day a date may have.
    static let firstDayNumber = -719_162
    /// The day number of 31 December 9999, the last day a date may have.
    static let lastDayNumber = 2_932_896

    /// The date on day `number` (see ``dayNumber``) at `hour`:`minute`; nil outside the years 1 … 9999.
    public init?(dayNumber number: Int, hour: Int, minute: Int) {
        // Howard Hinnant's civil_from_days.
        let shifted = number + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day, hour: hour, minute: minute)
    }

    /// The day of the week: 0 for Sunday … 6 for Saturday.
    public var weekday: Int {
        // 1 January 1970 was a Thursday.
        ((dayNumber + 4) % 7 + 7) % 7
    }

    /// The same time `days` days later (earlier when negative), stopping at the first and last days a date may have.
    public func addingDays(_ days: Int) -> ExampleDate {
        setting(.date, to: dayNumber + days)
    }

    /// Three-letter English weekday names, Sunday first.
    public static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// How the iOS wheel's date column names the day: "Sat Nov 21", weekday, month and day without the year.
    public var wheelDateText: String {
        "\(ExampleDate.weekdayNames[weekday]) \(ExampleDate.monthNames[month - 1].prefix(3)) \(day)"
    }
}

extension ExampleDate.Component {
    /// The part a wheel planned for the example's 12-hour clock turns on `clock`: on a 24-hour clock the hour runs
    /// 0 to 23 and there is no AM/PM column (nil), as UIDatePicker shows "(optionally) an AM/PM designation" by the
    /// locale (https://developer.apple.com/documentation/uikit/uidatepicker/mode/dateandtime).
    public func on(_ clock: ExampleDate.Convention.Clock) -> ExampleDate.Component? {
        switch (self, clock) {
        case (.hour12, .twentyFourHour): .hour
        case (.meridiem, .twentyFourHour): nil
        default: self
        }
    }
}
