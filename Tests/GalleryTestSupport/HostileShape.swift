import Foundation
import Testing

/// Swift files shaped to make a reader crash or hang, generated at any size: deep nesting of every kind, long
/// chains of modifiers, the file's views used inside one another in a chain or a fan-out, nested interpolations and
/// the square brackets SwiftParser looks ahead into twice. Each kind is one a reader met before it had a budget. The
/// scene reader's and the style check's tests hold every shape to the budget.
public enum HostileShape: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case squareBrackets, squareParentheses, squareTuples, arrayTypes, parentheses, braces, closures, stacks, ifs,
         switches, generics, conditionals, interpolations, modifierChain, viewChain, viewFanOut, unclosedBraces

    public var testDescription: String { rawValue }

    /// The file of this shape `size` deep (or long).
    public func source(_ size: Int) -> String {
        let view = { (body: String) in "import SwiftUI\nstruct Hostile: View {\n    @State private var on = true\n    var body: some View {\n" + body + "\n    }\n}\n" }
        func nest(_ open: String, _ middle: String, _ close: String) -> String {
            String(repeating: open, count: size) + middle + String(repeating: close, count: size)
        }
        switch self {
        case .squareBrackets: return "let x = " + nest("[", "1", "]") + "\n"
        case .squareParentheses: return "let x = " + nest("[(", "1", ")]") + "\n"
        case .squareTuples: return "let x = " + nest("[(a, ", "1", ")]") + "\n"
        case .arrayTypes: return "let x: " + nest("[", "Int", "]") + " = []\n"
        case .parentheses: return "let x = " + nest("(", "1", ")") + "\n"
        case .braces: return "let x = " + nest("{ ", "1", " }") + "\n"
        case .closures: return view(nest("Button { ", "print(1)", " } label: { Text(\"x\") }\n"))
        case .stacks: return view(nest("VStack {\n", "Toggle(\"x\", isOn: $on)\n", "}\n"))
        case .ifs: return view(nest("if on {\n", "Text(\"x\")\n", "}\n"))
        case .switches: return view(nest("switch on {\ncase true:\n", "Text(\"x\")\n", "default: EmptyView()\n}\n"))
        case .generics: return "let x: " + nest("Array<", "Int", ">") + " = []\n"
        case .conditionals: return view(nest("#if os(iOS)\n", "Text(\"x\")\n", "#endif\n"))
        case .interpolations: return "let s = " + nest("\"\\(", "1", ")\"") + "\n"
        case .modifierChain: return view("Text(\"x\")" + (0..<size).map { ".padding(\($0 % 10))" }.joined())
        case .viewChain:
            return "import SwiftUI\n" + (0..<size).map { "struct V\($0): View { var body: some View { V\($0 + 1)() } }\n" }.joined()
                + "struct V\(size): View { var body: some View { Text(\"x\") } }\n"
        case .viewFanOut:
            return "import SwiftUI\n" + (0..<size).map { "struct V\($0): View { var body: some View { VStack { V\($0 + 1)()\nV\($0 + 1)() } } }\n" }.joined()
                + "struct V\(size): View { var body: some View { Text(\"x\") } }\n"
        case .unclosedBraces: return view("VStack " + String(repeating: "{", count: size))
        }
    }

    /// The sizes the suite tries: from what a person might write to far past every bound. The quick loop
    /// (``SweepDepth``) tries 3, 20 and 200 (past the bracket bound); the larger sizes wait for `scripts/test`.
    public static let sizes = SweepDepth.current == .quick ? [3, 20, 200] : [3, 10, 20, 40, 200, 1_000, 5_000]
}
