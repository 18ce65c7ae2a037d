import Foundation

/// The columns a `LazyVGrid`'s `columns:` describes (https://developer.apple.com/documentation/swiftui/lazyvgrid,
/// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum): as many as fit the grid's width, each at
/// least `.adaptive(minimum:)` wide, or one per `GridItem` written (`Array(repeating: GridItem(), count: 3)`
/// writes three).
public enum GridColumns: Equatable, Sendable {
    /// As many columns of at least this many points as fit.
    case adaptive(minimum: Int)
    /// This many columns, sharing the width.
    case count(Int)

    /// The columns `written` describes, as the code writes them (the array itself, or the constant's array the
    /// reader put in its place); nil where they are computed as the app runs.
    public init?(written: String) {
        if let minimum = Self.number(after: ".adaptive(minimum:", in: written) {
            self = .adaptive(minimum: max(1, Int(minimum.rounded())))
        } else if written.contains("Array(repeating:"), let count = Self.number(after: "count:", in: written) {
            self = .count(max(1, Int(count)))
        } else {
            let items = written.components(separatedBy: "GridItem(").count - 1
            guard items > 0 else { return nil }
            self = .count(items)
        }
    }

    /// What the stage says of a grid whose columns are computed as the app runs, drawn in two.
    static let computedNote = "The grid's columns are computed as the app runs: the gallery draws two."

    /// The number written after `prefix` in `text`, if any.
    private static func number(after prefix: String, in text: String) -> Double? {
        guard let range = text.range(of: prefix) else { return nil }
        let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
        return Double(digits)
    }
}
