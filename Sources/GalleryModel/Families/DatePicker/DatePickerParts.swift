/// Which parts of a date a DatePicker shows: the day, the time of day, or both, as its `displayedComponents:` says —
/// `.date` ("day, month, and year"), `.hourAndMinute` or `.hourMinuteAndSecond`, alone or together in a set
/// (https://developer.apple.com/documentation/swiftui/datepickercomponents;
/// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)). A picker that
/// writes none shows both, as the card's does.
struct DatePickerParts: Equatable {
    /// Whether it shows the day, month and year.
    var date: Bool
    /// Whether it shows the time of day.
    var time: Bool

    /// The date and the time: a picker without `displayedComponents:`.
    static let both = DatePickerParts(date: true, time: true)

    init(date: Bool, time: Bool) {
        self.date = date
        self.time = time
    }

    /// The parts `node` shows: those its `displayedComponents:` names, or both where it names none it knows (or is
    /// nil, a card's sample).
    init(_ node: SceneNode?) {
        let written = node?.arguments.first { $0.label == "displayedComponents" }.flatMap { argument -> String? in
            if case .expression(let source) = argument.value { source } else { nil }
        }
        guard let written else {
            self = .both
            return
        }
        // The components are written as members (`.date`), in a set (`[.date, .hourAndMinute]`), or qualified
        // (`DatePickerComponents.date`).
        let names = Set(written.split { !$0.isLetter }.map(String.init))
        let parts = DatePickerParts(date: names.contains("date"), time: !names.isDisjoint(with: ["hourAndMinute", "hourMinuteAndSecond"]))
        self = parts.date || parts.time ? parts : .both
    }
}

extension DatePickerParts {
    /// The parts `platform` draws of these: all of them, but Apple Watch draws only the date of a picker asked for the
    /// date and the time (https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:):
    /// "On watchOS, if `.hourAndMinute` or `.hourMinuteAndSecond` are included with `.date`, only `.date` is displayed").
    func shown(on platform: Platform) -> DatePickerParts {
        platform == .watchOS && date ? DatePickerParts(date: true, time: false) : self
    }
}
