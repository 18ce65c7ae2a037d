/// The typesetting modifiers in the configuration's JSON: every field optional and checked.
extension TextTypesetting: Codable {
    private enum Field: String, CaseIterable {
        case language, allowsTightening, minimumScaleFactor
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        if let language { try container.encode(language, forKey: AnyKey(Field.language.rawValue)) }
        try container.encode(allowsTightening, forKey: AnyKey(Field.allowsTightening.rawValue))
        try container.encode(minimumScaleFactor, forKey: AnyKey(Field.minimumScaleFactor.rawValue))
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.refuseUnknownKeys(allowed: Field.allCases.map(\.rawValue))
        language = try container.decodeName(TypesettingLanguage.self, forKey: Field.language.rawValue)
        allowsTightening = try container.decodeIfPresent(Bool.self, forKey: AnyKey(Field.allowsTightening.rawValue)) ?? false
        minimumScaleFactor = try container.decodeNumber(forKey: Field.minimumScaleFactor.rawValue, in: Self.scaleFactorRange) ?? 1
    }
}
