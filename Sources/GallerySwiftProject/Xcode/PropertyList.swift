/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, strings quoted or bare, and `<0fbd7a>` data.
///
/// The parser bounds its nesting (``ProjectLimits/maximumPropertyListNesting``), so the recursive enum is never
/// deeper than that, and copying or freeing a value recurses no deeper either.
indirect enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary(PropertyListDictionary)
    case data([UInt8])

    /// The string, when the value is one.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The array, when the value is one.
    var array: [PropertyList]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The dictionary, when the value is one.
    var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }
}

/// A dictionary of a property list, with the line and column of its `{`, so a problem with an object of a
/// `project.pbxproj` can say where the object is.
struct PropertyListDictionary: Equatable {
    /// The entries; when a key is written twice, the last value.
    var entries: [String: PropertyList]
    /// Where its `{` is, 1-based.
    let line: Int
    let column: Int

    subscript(key: String) -> PropertyList? { entries[key] }

    /// The string at `key`.
    func string(_ key: String) -> String? { entries[key]?.string }

    /// The strings of the array at `key` (its other values left out); empty when there is none.
    func strings(_ key: String) -> [String] { entries[key]?.array?.compactMap(\.string) ?? [] }

    /// The dictionary at `key`.
    func dictionary(_ key: String) -> PropertyListDictionary? { entries[key]?.dictionary }
}
