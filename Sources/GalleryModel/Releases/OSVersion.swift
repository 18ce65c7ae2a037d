/// An operating-system release number such as `17`, `10.15` or `16.4`, compared
/// numerically component by component, with missing components read as zero
/// (so `17` and `17.0` are the same release).
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major, minor and patch numbers in one integer, `major × 1,000,000 + minor × 1,000 + patch` (each number is at
    /// most 999), so that comparing, hashing and copying a release (every ``Context`` holds one) cost no more than an
    /// integer's.
    private let packed: Int

    /// Parses "17", "17.0", "10.15.4". Nil for anything else (empty parts, signs, letters, more than
    /// three parts or numbers above 999).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        packed = numbers.reduce(0) { $0 * 1_000 + $1 } * [1_000_000, 1_000, 1][numbers.count - 1]
    }

    /// The numbers as written, without trailing zeros after the first: `[10, 15]`, `[17]`.
    public var components: [Int] {
        var numbers = [major, packed / 1_000 % 1_000, packed % 1_000]
        while numbers.count > 1, numbers.last == 0 { numbers.removeLast() }
        return numbers
    }

    /// The major release: 17 for 17.4.
    public var major: Int { packed / 1_000_000 }

    /// "17", "10.15", "16.4": the short form people say.
    public var description: String {
        components.map(String.init).joined(separator: ".")
    }

    /// "17.0", "10.15", "16.4": the form of Apple's availability badges, which always show a minor number.
    public var badgeForm: String {
        components.count == 1 ? "\(major).0" : description
    }

    public static func < (left: OSVersion, right: OSVersion) -> Bool {
        left.packed < right.packed
    }
}

extension OSVersion: ExpressibleByStringLiteral {
    /// A release written in the source, such as `"17.0"`; a malformed literal is a programming error.
    public init(stringLiteral text: String) {
        guard let version = OSVersion(text) else { preconditionFailure("not a release number: \(text)") }
        self = version
    }
}

extension OSVersion: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = OSVersion(text) else {
            throw FieldProblem(in: container, say("\(Quoting.quoted(text)) is not a release number (write it like \"17\" or \"10.15\")"))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
