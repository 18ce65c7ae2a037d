/// The accessibility modifiers in the configuration's JSON (`text.accessibility`): every field optional on
/// import, the label one line of at most 200 characters.
extension TextAccessibility: Codable {
    private enum Field: String, CaseIterable {
        case heading, label, textContentType
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        if let heading { try container.encode(heading, forKey: AnyKey(Field.heading.rawValue)) }
        if let label { try container.encode(label, forKey: AnyKey(Field.label.rawValue)) }
        if let textContentType { try container.encode(textContentType, forKey: AnyKey(Field.textContentType.rawValue)) }
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.refuseUnknownKeys(allowed: Field.allCases.map(\.rawValue))
        heading = try container.decodeName(AccessibilityHeadingLevel.self, forKey: Field.heading.rawValue)
        let labelKey = AnyKey(Field.label.rawValue)
        if let text = try container.decodeIfPresent(String.self, forKey: labelKey) {
            if let problem = Self.labelLimit.problem(with: text) {
                throw FieldProblem(forKey: labelKey, in: container, problem)
            }
            label = text
        }
        textContentType = try container.decodeName(AccessibilityTextContentType.self, forKey: Field.textContentType.rawValue)
    }
}
