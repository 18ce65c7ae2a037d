/// One month as the graphical date picker lays it out: a title, a row of weekday headings, and the month's own
/// days in week rows, Sunday first as in the example's United States English. Days of the months before and after
/// are left empty: Apple's calendar shows only the month's own days
/// (https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical, "browsing through days in a calendar").
public struct CalendarMonth: Sendable, Equatable {
    /// The year, 1 … 9999.
    public let year: Int
    /// The month, 1 … 12.
    public let month: Int

    /// The month holding `date`.
    public init(containing date: ExampleDate) {
        year = date.year
        month = date.month
    }

    /// The month `month` of `year`; nil outside the years 1 … 9999.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The heading above the grid: "November 2026".
    public var title: String {
        "\(ExampleDate.monthNames[month - 1]) \(year)"
    }

    /// The weekday headings over the columns, as iOS writes them: "SUN" … "SAT".
    public static let weekdayHeadings = ExampleDate.weekdayNames.map { $0.uppercased() }

    /// The number of days in the month.
    public var dayCount: Int {
        ExampleDate.daysIn(month: month, year: year)
    }

    /// The column of the month's first day: 0 for Sunday … 6 for Saturday.
    public var firstColumn: Int {
        ExampleDate(year: year, month: month, day: 1, hour: 0, minute: 0)?.weekday ?? 0
    }

    /// Where `day` sits in the grid: its week row (0 first) and weekday column.
    public func cell(of day: Int) -> (row: Int, column: Int) {
        let index = firstColumn + day - 1
        return (index / 7, index % 7)
    }

    /// The number of week rows the month needs: 4 to 6.
    public var rowCount: Int {
        cell(of: dayCount).row + 1
    }

    /// The month before, nil before the year 1.
    public var previous: CalendarMonth? {
        month == 1 ? CalendarMonth(year: year - 1, month: 12) : CalendarMonth(year: year, month: month - 1)
    }

    /// The month after, nil after the year 9999.
    public var next: CalendarMonth? {
        month == 12 ? CalendarMonth(year: year + 1, month: 1) : CalendarMonth(year: year, month: month + 1)
    }

    /// Whether `date` falls in this month.
    public func contains(_ date: ExampleDate) -> Bool {
        date.year == year && date.month == month
    }

    /// `day` of this month at the time of `time`: what choosing a day of the grid makes the date.
    public func date(day: Int, at time: ExampleDate) -> ExampleDate? {
        ExampleDate(year: year, month: month, day: day, hour: time.hour, minute: time.minute)
    }
}
