/// Helpers that make decoding strict: unknown fields, names and out-of-range
/// numbers are errors that name the field, never silently ignored.
extension KeyedDecodingContainer where Key == AnyKey {
    /// Throws for any field not in `allowed`, listing the valid ones.
    func refuseUnknownKeys(allowed: [String]) throws {
        for key in allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "unknown field; valid fields here: \(allowed.joined(separator: ", "))")
        }
    }

    /// A SwiftUI name (matched without regard to case), or nil when the field is absent.
    func decodeName<Name: NamedValue>(_ type: Name.Type, forKey name: String) throws -> Name? {
        let key = AnyKey(name)
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        do {
            return try Name.named(text)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: error.description)
        }
    }

    /// A list of names read with `parse`, at most `maxCount` of them, or nil when the field is absent.
    func decodeNames<Name>(
        forKey name: String, maxCount: Int, of what: String, _ parse: (String) throws(UnknownNameError) -> Name
    ) throws -> [Name]? {
        let key = AnyKey(name)
        guard let texts = try decodeIfPresent([String].self, forKey: key) else { return nil }
        guard texts.count <= maxCount else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "holds more than \(maxCount) \(what)")
        }
        var names: [Name] = []
        for text in texts {
            do {
                names.append(try parse(text))
            } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: error.description)
            }
        }
        return names
    }

    /// A number in `range`, or nil when the field is absent.
    func decodeNumber(forKey name: String, in range: ClosedRange<Double>) throws -> Double? {
        let key = AnyKey(name)
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard range.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "must be a number from \(BoundText.format(range.lowerBound)) to \(BoundText.format(range.upperBound))")
        }
        return value
    }

    /// A whole number in `range`, or nil when the field is absent.
    func decodeInteger(forKey name: String, in range: ClosedRange<Int>) throws -> Int? {
        let key = AnyKey(name)
        // Read as a double so that a fraction or a giant is refused with this message, not the decoder's own.
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value == value.rounded(), Double(range.lowerBound) <= value, value <= Double(range.upperBound) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(value)
    }
}
