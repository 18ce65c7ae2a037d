/// A value the strict decoder refused, and why, at the coding path of the field.
///
/// The gallery's `init(from:)` throw it rather than `DecodingError.dataCorrupted`, whose description can only be
/// an English string: `JSONDecoder` passes errors thrown by `init(from:)` through unchanged, and
/// ``ConfigurationError`` locates the field on its line as it does a decoding error.
struct FieldProblem: MessageError {
    /// The keys from the top of the file to the refused value.
    let codingPath: [any CodingKey]
    /// What is wrong with the value: "must be a number from 6 to 120".
    let text: LocalizedText

    /// A problem with the value `container` reads.
    init(in container: any SingleValueDecodingContainer, _ text: LocalizedText) {
        codingPath = container.codingPath
        self.text = text
    }

    /// A problem with the field `key` of `container`.
    init<Key>(forKey key: Key, in container: KeyedDecodingContainer<Key>, _ text: LocalizedText) {
        codingPath = container.codingPath + [key]
        self.text = text
    }
}

/// Helpers that make decoding strict: unknown fields, names and out-of-range
/// numbers are errors that name the field, never silently ignored.
extension KeyedDecodingContainer where Key == AnyKey {
    /// Throws for any field not in `allowed`, listing the valid ones.
    func refuseUnknownKeys(allowed: [String]) throws {
        for key in allKeys where !allowed.contains(key.stringValue) {
            throw FieldProblem(forKey: key, in: self, say("unknown field; valid fields here: \(allowed.joined(separator: ", "))"))
        }
    }

    /// A SwiftUI name (matched without regard to case), or nil when the field is absent.
    func decodeName<Name: NamedValue>(_ type: Name.Type, forKey name: String) throws -> Name? {
        let key = AnyKey(name)
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        do {
            return try Name.named(text)
        } catch {
            throw FieldProblem(forKey: key, in: self, error.text)
        }
    }

    /// A list of names read with `parse`, at most `maxCount` of them, or nil when the field is absent;
    /// `tooMany` says what is wrong with a longer list.
    func decodeNames<Name>(
        forKey name: String, maxCount: Int, tooMany: LocalizedText, _ parse: (String) throws(UnknownNameError) -> Name
    ) throws -> [Name]? {
        let key = AnyKey(name)
        guard let texts = try decodeIfPresent([String].self, forKey: key) else { return nil }
        guard texts.count <= maxCount else { throw FieldProblem(forKey: key, in: self, tooMany) }
        var names: [Name] = []
        for text in texts {
            do {
                names.append(try parse(text))
            } catch {
                throw FieldProblem(forKey: key, in: self, error.text)
            }
        }
        return names
    }

    /// A number in `range`, or nil when the field is absent.
    func decodeNumber(forKey name: String, in range: ClosedRange<Double>) throws -> Double? {
        let key = AnyKey(name)
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard range.contains(value) else {
            throw FieldProblem(forKey: key, in: self,
                               say("must be a number from \(BoundText.format(range.lowerBound)) to \(BoundText.format(range.upperBound))"))
        }
        return value
    }

    /// A whole number in `range`, or nil when the field is absent.
    func decodeInteger(forKey name: String, in range: ClosedRange<Int>) throws -> Int? {
        let key = AnyKey(name)
        // Read as a double so that a fraction or a giant is refused with this message, not the decoder's own.
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value == value.rounded(), Double(range.lowerBound) <= value, value <= Double(range.upperBound) else {
            throw FieldProblem(forKey: key, in: self, say("must be a whole number from \(range.lowerBound) to \(range.upperBound)"))
        }
        return Int(value)
    }
}
