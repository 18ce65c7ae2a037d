import Foundation

/// A choice that goes with a style: an argument of the style itself
/// (`.page(indexDisplayMode: .never)`, `.glass(.clear)`) or a modifier Apple pairs
/// with it (`.textInputBorderShape(.capsule)` for the bordered text field). The
/// card offers every choice, and its widgets and code follow the one chosen.
public struct StyleParameter: Sendable, Equatable {
    /// How a choice is written in the code.
    public enum Spelling: Sendable, Equatable {
        /// Inside the style's argument: the template with `{choice}` where the choice goes,
        /// such as `.page(indexDisplayMode: {choice})`.
        case argument(String)
        /// As a modifier after the style modifier: `.textInputBorderShape({choice})`.
        case companion(String)
        /// As a modifier after the style modifier, written only for a choice other than the default, which is what
        /// the style does without it: `.tint({choice})`, whose default `.accentColor` is no modifier at all.
        case optionalCompanion(String)

        /// The companion modifier's template, or nil when the choice goes inside the style's argument.
        public var companionTemplate: String? {
            switch self {
            case .argument: nil
            case .companion(let template), .optionalCompanion(let template): template
            }
        }
    }

    /// One value the parameter takes.
    public struct Choice: Sendable, Equatable {
        /// As Swift spells it: `.never`, `.clear.tint(.orange)`, `true`.
        public let spelling: String
        /// The first release per platform where this value exists, when it came later than the style; empty otherwise.
        public let introduced: [Platform: OSVersion]
        /// Where `introduced` comes from; nil when it is empty.
        public let source: String?
        /// The only platforms that have this value, when fewer than the style's; nil when every one of the style's has it.
        public let platforms: Set<Platform>?

        init(_ spelling: String, introduced: [Platform: OSVersion] = [:], source: String? = nil, platforms: Set<Platform>? = nil) {
            self.spelling = spelling
            self.introduced = introduced
            self.source = source
            self.platforms = platforms
        }
    }

    /// The parameter's label, as the card shows it: `indexDisplayMode`, `alternatesRowBackgrounds`.
    public let label: String
    /// Every value, in the order the card lists them.
    public let choices: [Choice]
    /// The value a new configuration starts with.
    public let defaultChoice: String
    /// Where the choice goes in the code.
    public let spelling: Spelling
    /// Apple's page that lists the choices.
    public let source: String
    /// The type the choices are values of: a ``StyleChoice`` enum, or `Bool`.
    let valueType: ObjectIdentifier
    /// The choice a companion modifier written without its argument makes, where Swift gives that argument a default
    /// (`.alternatingRowBackgrounds()` is `.enabled`); nil when the argument must be written.
    public internal(set) var omittedArgument: String?

    /// A parameter whose values are the cases of `Value`, in their order, starting at `defaultValue`.
    init<Value: StyleChoice>(_ label: String, default defaultValue: Value, spelling: Spelling, source: String) {
        self.label = label
        self.choices = Value.allCases.map {
            Choice($0.rawValue, introduced: $0.introduced, source: $0.introductionSource, platforms: $0.platforms)
        }
        self.defaultChoice = defaultValue.rawValue
        self.spelling = spelling
        self.source = source
        self.valueType = ObjectIdentifier(Value.self)
    }

    /// A Bool argument such as `alternatesRowBackgrounds:`, written into `template`.
    static func bool(_ label: String, default defaultValue: Bool, template: String, source: String) -> StyleParameter {
        StyleParameter(label, choices: [Choice(String(true)), Choice(String(false))], default: String(defaultValue),
                       spelling: .argument(template), source: source, valueType: ObjectIdentifier(Bool.self))
    }

    private init(_ label: String, choices: [Choice], default defaultChoice: String, spelling: Spelling, source: String,
                 valueType: ObjectIdentifier) {
        self.label = label
        self.choices = choices
        self.defaultChoice = defaultChoice
        self.spelling = spelling
        self.source = source
        self.valueType = valueType
    }

    /// The spellings of every choice, in order.
    public var spellings: [String] {
        choices.map(\.spelling)
    }

    /// The choice spelled `spelling`, or nil.
    public func choice(_ spelling: String) -> Choice? {
        choices.first { $0.spelling == spelling }
    }

    /// The error for `value`, which is not one of the choices: it names them.
    public func unknownValue(_ value: String) -> UnknownNameError {
        UnknownNameError(kind: say("value of \(label)"), kindPlural: say("values of \(label)"), name: value, validNames: spellings)
    }

    /// `template` with `choice` in place of `{choice}`.
    static func fill(_ template: String, with choice: String) -> String {
        template.replacingOccurrences(of: "{choice}", with: choice)
    }
}
