/// The speech modifiers in the configuration's JSON (`text.speech`): every field optional on import, the pitch
/// within SwiftUI's -1…1.
extension TextSpeech: Codable {
    private enum Field: String, CaseIterable {
        case spellsOutCharacters, alwaysIncludesPunctuation, adjustedPitch, announcementsQueued
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(spellsOutCharacters, forKey: AnyKey(Field.spellsOutCharacters.rawValue))
        try container.encode(alwaysIncludesPunctuation, forKey: AnyKey(Field.alwaysIncludesPunctuation.rawValue))
        if let adjustedPitch { try container.encode(adjustedPitch, forKey: AnyKey(Field.adjustedPitch.rawValue)) }
        try container.encode(announcementsQueued, forKey: AnyKey(Field.announcementsQueued.rawValue))
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.refuseUnknownKeys(allowed: Field.allCases.map(\.rawValue))
        func flag(_ field: Field) throws -> Bool {
            try container.decodeIfPresent(Bool.self, forKey: AnyKey(field.rawValue)) ?? false
        }
        spellsOutCharacters = try flag(.spellsOutCharacters)
        alwaysIncludesPunctuation = try flag(.alwaysIncludesPunctuation)
        adjustedPitch = try container.decodeNumber(forKey: Field.adjustedPitch.rawValue, in: Self.pitchRange)
        announcementsQueued = try flag(.announcementsQueued)
    }
}
