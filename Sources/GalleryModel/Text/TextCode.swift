/// The SwiftUI code that produces the Text page's sample with its current modifiers.
public enum TextCode {
    /// The code, one modifier per line, only the modifiers that differ from their defaults.
    public static func code(for settings: TextSettings) -> String {
        let literal = SwiftSource.literal(settings.content)
        var lines: [String] = switch settings.source {
        case .localizedKey: ["Text(\(literal))"]
        case .verbatim: ["Text(verbatim: \(literal))"]
        case .attributedString: ["Text(try AttributedString(markdown: \(literal)))"]
        }
        if settings.font == .system {
            var arguments = ["size: \(BoundText.format(settings.systemSize))"]
            if let weight = settings.systemWeight { arguments.append("weight: .\(weight.rawValue)") }
            if let design = settings.systemDesign { arguments.append("design: .\(design.rawValue)") }
            lines.append(".font(.system(\(arguments.joined(separator: ", "))))")
        } else if settings.font != .body {
            lines.append(".font(.\(settings.font.rawValue))")
        }
        if let weight = settings.fontWeight { lines.append(".fontWeight(.\(weight.rawValue))") }
        if settings.bold { lines.append(".bold()") }
        if let design = settings.fontDesign { lines.append(".fontDesign(.\(design.rawValue))") }
        if let width = settings.fontWidth { lines.append(".fontWidth(.\(width.rawValue))") }
        if settings.italic { lines.append(".italic()") }
        for (name, line) in [("strikethrough", settings.strikethrough), ("underline", settings.underline)] where line.isActive {
            var arguments: [String] = []
            if line.pattern != .solid { arguments.append("pattern: .\(line.pattern.rawValue)") }
            if let color = line.color { arguments.append("color: .\(color.rawValue)") }
            lines.append(".\(name)(\(arguments.joined(separator: ", ")))")
        }
        if settings.monospaced { lines.append(".monospaced()") }
        if settings.monospacedDigit { lines.append(".monospacedDigit()") }
        if let kerning = settings.kerning { lines.append(".kerning(\(BoundText.format(kerning)))") }
        if let tracking = settings.tracking { lines.append(".tracking(\(BoundText.format(tracking)))") }
        if settings.baselineOffset != 0 { lines.append(".baselineOffset(\(BoundText.format(settings.baselineOffset)))") }
        if let limit = settings.lineLimit { lines.append(".lineLimit(\(limit))") }
        if settings.truncationMode != .tail { lines.append(".truncationMode(.\(settings.truncationMode.rawValue))") }
        lines += settings.typesetting.code
        if settings.textScale != .default { lines.append(".textScale(.\(settings.textScale.rawValue))") }
        if settings.alignment != .leading { lines.append(".multilineTextAlignment(.\(settings.alignment.rawValue))") }
        if let color = settings.foreground { lines.append(".foregroundStyle(.\(color.rawValue))") }
        lines += settings.speech.codeLines + settings.accessibility.codeLines
        if let width = settings.frameWidth { lines.append(".frame(width: \(width))") }
        return lines[0] + lines.dropFirst().map { "\n    " + $0 }.joined()
    }
}
