/// A Swift file written as people write, as large as a reader allows: rows of small views, each a `View` struct with
/// a state, a label and a toggle. The reader's and the check's tests hold it to the budget a command promises.
public enum LargeView {
    /// The file, at most `maximumBytes` bytes long, and how many row views it declares.
    public static func source(within maximumBytes: Int) -> (text: String, rows: Int) {
        let row = "struct Row{n}: View {\n    @State private var on = false\n    var body: some View {\n        HStack {\n            Label(\"Row {n}\", systemImage: \"star\").labelStyle(.iconOnly)\n            Toggle(\"On\", isOn: $on).toggleStyle(.switch)\n        }\n    }\n}\n"
        var text = "import SwiftUI\n"
        var rows = 0
        while text.utf8.count + row.utf8.count + 8 < maximumBytes {
            text += row.replacingOccurrences(of: "{n}", with: "\(rows)")
            rows += 1
        }
        return (text, rows)
    }
}
