import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text as written, without its leading and trailing trivia, read off the tree as it is.
    /// SwiftSyntax's `trimmedDescription` first rebuilds the node without its trivia, which made reading a
    /// 1,000-line view file take most of its time.
    var sourceText: String {
        let text = description.utf8
        let start = leadingTriviaLength.utf8Length
        let end = max(start, text.count - trailingTriviaLength.utf8Length)
        return String(decoding: text.dropFirst(start).prefix(end - start), as: UTF8.self)
    }
}
