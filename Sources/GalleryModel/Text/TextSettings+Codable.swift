/// The Text page's settings in the configuration's JSON. Every field is
/// optional on import (absent fields keep their defaults) and checked.
extension TextSettings: Codable {
    private enum Field: String, CaseIterable {
        case content, source, font, systemSize, systemWeight, systemDesign, fontWeight, fontDesign, fontWidth
        case bold, italic, strikethrough, underline, monospaced, monospacedDigit, kerning, tracking
        case baselineOffset, lineLimit, truncationMode, frameWidth, textScale, alignment, foreground
        case typesetting, speech, accessibility
    }

    private enum LineField: String, CaseIterable {
        case isActive, pattern, color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        func put<Value: Encodable>(_ value: Value?, _ field: Field) throws {
            if let value { try container.encode(value, forKey: AnyKey(field.rawValue)) }
        }
        try put(content, .content)
        try put(source, .source)
        try put(font, .font)
        try put(systemSize, .systemSize)
        try put(systemWeight, .systemWeight)
        try put(systemDesign, .systemDesign)
        try put(fontWeight, .fontWeight)
        try put(fontDesign, .fontDesign)
        try put(fontWidth, .fontWidth)
        try put(bold, .bold)
        try put(italic, .italic)
        for (field, line) in [(Field.strikethrough, strikethrough), (.underline, underline)] {
            var nested = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(field.rawValue))
            try nested.encode(line.isActive, forKey: AnyKey(LineField.isActive.rawValue))
            try nested.encode(line.pattern, forKey: AnyKey(LineField.pattern.rawValue))
            if let color = line.color { try nested.encode(color, forKey: AnyKey(LineField.color.rawValue)) }
        }
        try put(monospaced, .monospaced)
        try put(monospacedDigit, .monospacedDigit)
        try put(kerning, .kerning)
        try put(tracking, .tracking)
        try put(baselineOffset, .baselineOffset)
        try put(lineLimit, .lineLimit)
        try put(truncationMode, .truncationMode)
        try put(frameWidth, .frameWidth)
        try put(textScale, .textScale)
        try put(alignment, .alignment)
        try put(foreground, .foreground)
        try put(typesetting == TextTypesetting() ? nil : typesetting, .typesetting)
        try put(speech, .speech)
        try put(accessibility, .accessibility)
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.refuseUnknownKeys(allowed: Field.allCases.map(\.rawValue))
        if let text = try container.decodeIfPresent(String.self, forKey: AnyKey(Field.content.rawValue)) {
            if let problem = Self.contentLimit.problem(with: text) {
                throw FieldProblem(forKey: AnyKey(Field.content.rawValue), in: container, problem)
            }
            content = text
        }
        source = try container.decodeName(TextSource.self, forKey: Field.source.rawValue) ?? source
        font = try container.decodeName(TextStyleName.self, forKey: Field.font.rawValue) ?? font
        systemSize = try container.decodeNumber(forKey: Field.systemSize.rawValue, in: Self.sizeRange) ?? systemSize
        systemWeight = try container.decodeName(FontWeight.self, forKey: Field.systemWeight.rawValue)
        systemDesign = try container.decodeName(FontDesign.self, forKey: Field.systemDesign.rawValue)
        fontWeight = try container.decodeName(FontWeight.self, forKey: Field.fontWeight.rawValue)
        fontDesign = try container.decodeName(FontDesign.self, forKey: Field.fontDesign.rawValue)
        fontWidth = try container.decodeName(FontWidth.self, forKey: Field.fontWidth.rawValue)
        bold = try container.decodeIfPresent(Bool.self, forKey: AnyKey(Field.bold.rawValue)) ?? bold
        italic = try container.decodeIfPresent(Bool.self, forKey: AnyKey(Field.italic.rawValue)) ?? italic
        strikethrough = try Self.decodeLine(Field.strikethrough, in: container) ?? strikethrough
        underline = try Self.decodeLine(Field.underline, in: container) ?? underline
        monospaced = try container.decodeIfPresent(Bool.self, forKey: AnyKey(Field.monospaced.rawValue)) ?? monospaced
        monospacedDigit = try container.decodeIfPresent(Bool.self, forKey: AnyKey(Field.monospacedDigit.rawValue)) ?? monospacedDigit
        kerning = try container.decodeNumber(forKey: Field.kerning.rawValue, in: Self.spacingRange)
        tracking = try container.decodeNumber(forKey: Field.tracking.rawValue, in: Self.spacingRange)
        baselineOffset = try container.decodeNumber(forKey: Field.baselineOffset.rawValue, in: Self.baselineRange) ?? baselineOffset
        lineLimit = try container.decodeInteger(forKey: Field.lineLimit.rawValue, in: Self.lineLimitRange)
        truncationMode = try container.decodeName(TruncationMode.self, forKey: Field.truncationMode.rawValue) ?? truncationMode
        frameWidth = try container.decodeInteger(forKey: Field.frameWidth.rawValue, in: Self.frameWidthRange)
        textScale = try container.decodeName(TextScale.self, forKey: Field.textScale.rawValue) ?? textScale
        alignment = try container.decodeName(TextAlignment.self, forKey: Field.alignment.rawValue) ?? alignment
        foreground = try container.decodeName(NamedColor.self, forKey: Field.foreground.rawValue)
        typesetting = try container.decodeIfPresent(TextTypesetting.self, forKey: AnyKey(Field.typesetting.rawValue)) ?? typesetting
        speech = try container.decodeIfPresent(TextSpeech.self, forKey: AnyKey(Field.speech.rawValue)) ?? speech
        accessibility = try container.decodeIfPresent(TextAccessibility.self, forKey: AnyKey(Field.accessibility.rawValue)) ?? accessibility
    }

    private static func decodeLine(_ field: Field, in container: KeyedDecodingContainer<AnyKey>) throws -> LineStyle? {
        let key = AnyKey(field.rawValue)
        guard container.contains(key) else { return nil }
        let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: key)
        try nested.refuseUnknownKeys(allowed: LineField.allCases.map(\.rawValue))
        var line = LineStyle()
        line.isActive = try nested.decodeIfPresent(Bool.self, forKey: AnyKey(LineField.isActive.rawValue)) ?? false
        line.pattern = try nested.decodeName(LinePattern.self, forKey: LineField.pattern.rawValue) ?? .solid
        line.color = try nested.decodeName(NamedColor.self, forKey: LineField.color.rawValue)
        return line
    }
}
