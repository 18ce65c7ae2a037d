/// The configuration's JSON form. Encoding adds, beside each family's chosen
/// style, the style it resolves to, whether it is available, and why GTK only
/// approximates it where it does (``CardApproximation``, a table: exporting plans no card); decoding checks every field and ignores those derived ones, and the
/// `window` member a state file adds (``RememberedState``), which it checks but does not keep.
extension Configuration: Codable {
    private enum Field: String, CaseIterable {
        case schemaVersion, platform, osVersion, placement, colorScheme, styles, arguments, examples, text, labelStack, contentSize, window
    }

    private enum StyleField: String, CaseIterable {
        case chosen, resolved, available, approximate
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(Self.currentSchemaVersion, forKey: AnyKey(Field.schemaVersion.rawValue))
        try container.encode(platform, forKey: AnyKey(Field.platform.rawValue))
        try container.encode(release, forKey: AnyKey(Field.osVersion.rawValue))
        try container.encode(placement, forKey: AnyKey(Field.placement.rawValue))
        try container.encode(colorScheme, forKey: AnyKey(Field.colorScheme.rawValue))
        var styles = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(Field.styles.rawValue))
        for family in StyleFamily.allCases {
            let resolution = resolution(of: family)
            var entry = styles.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(family.rawValue))
            try entry.encode(resolution.requested, forKey: AnyKey(StyleField.chosen.rawValue))
            try entry.encode(resolution.resolved.name, forKey: AnyKey(StyleField.resolved.rawValue))
            try entry.encode(resolution.isAvailable, forKey: AnyKey(StyleField.available.rawValue))
            if let approximation = CardApproximation.of(resolution) {
                try entry.encode(approximation, forKey: AnyKey(StyleField.approximate.rawValue))
            }
        }
        try container.encode(arguments, forKey: AnyKey(Field.arguments.rawValue))
        var examples = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(Field.examples.rawValue))
        for (key, value) in self.examples {
            try examples.encode(value, forKey: AnyKey(key.description))
        }
        try container.encode(text, forKey: AnyKey(Field.text.rawValue))
        try container.encode(labelStack.map(\.rawValue), forKey: AnyKey(Field.labelStack.rawValue))
        try container.encode(contentSize, forKey: AnyKey(Field.contentSize.rawValue))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        try container.refuseUnknownKeys(allowed: Field.allCases.map(\.rawValue))

        let versionKey = AnyKey(Field.schemaVersion.rawValue)
        guard container.contains(versionKey) else {
            throw DecodingError.keyNotFound(versionKey, .init(codingPath: [], debugDescription: "missing"))
        }
        guard let version = try container.decodeInteger(forKey: Field.schemaVersion.rawValue, in: 1...Self.maximumSchemaVersion) else {
            throw DecodingError.valueNotFound(Int.self, .init(codingPath: container.codingPath + [versionKey], debugDescription: "null"))
        }
        guard version <= Self.currentSchemaVersion else {
            throw FieldProblem(forKey: versionKey, in: container,
                               say("version \(version) is newer than this gallery reads (\(Self.currentSchemaVersion)); update the gallery"))
        }

        self.init()
        platform = try container.decodeName(Platform.self, forKey: Field.platform.rawValue) ?? platform
        let releaseKey = AnyKey(Field.osVersion.rawValue)
        if let release = try container.decodeIfPresent(OSVersion.self, forKey: releaseKey) {
            do {
                try chooseRelease(release)
            } catch {
                throw FieldProblem(forKey: releaseKey, in: container, error.text)
            }
        }
        placement = try container.decodeName(Placement.self, forKey: Field.placement.rawValue) ?? placement
        colorScheme = try container.decodeName(ColorScheme.self, forKey: Field.colorScheme.rawValue) ?? colorScheme

        let stylesKey = AnyKey(Field.styles.rawValue)
        if container.contains(stylesKey) {
            let styles = try container.nestedContainer(keyedBy: AnyKey.self, forKey: stylesKey)
            for key in styles.allKeys {
                let family: StyleFamily
                do {
                    family = try StyleFamily.named(key.stringValue)
                } catch {
                    throw FieldProblem(forKey: key, in: styles, error.text)
                }
                let entry = try styles.nestedContainer(keyedBy: AnyKey.self, forKey: key)
                try entry.refuseUnknownKeys(allowed: StyleField.allCases.map(\.rawValue))
                let chosenKey = AnyKey(StyleField.chosen.rawValue)
                let name = try entry.decode(String.self, forKey: chosenKey)
                do {
                    choose(try StyleCatalog.style(named: name, in: family))
                } catch {
                    throw FieldProblem(forKey: chosenKey, in: entry, error.text)
                }
                // The derived fields are rewritten on export; only their types are checked.
                _ = try entry.decodeIfPresent(String.self, forKey: AnyKey(StyleField.resolved.rawValue))
                _ = try entry.decodeIfPresent(Bool.self, forKey: AnyKey(StyleField.available.rawValue))
                _ = try entry.decodeIfPresent(String.self, forKey: AnyKey(StyleField.approximate.rawValue))
            }
        }

        let argumentsKey = AnyKey(Field.arguments.rawValue)
        if container.contains(argumentsKey) {
            let arguments = try container.nestedContainer(keyedBy: AnyKey.self, forKey: argumentsKey)
            for key in arguments.allKeys {
                guard let style = StyleCatalog.allStyles.first(where: { $0.id == key.stringValue && $0.parameter != nil }) else {
                    throw FieldProblem(forKey: key, in: arguments,
                                       say("no style of this gallery has a parameter with this key (keys look like 'tabView.page(indexDisplayMode:)')"))
                }
                do {
                    try setArgument(try arguments.decode(String.self, forKey: key), for: style)
                } catch let error as UnknownNameError {
                    throw FieldProblem(forKey: key, in: arguments, error.text)
                }
            }
        }

        text = try container.decodeIfPresent(TextSettings.self, forKey: AnyKey(Field.text.rawValue)) ?? text
        contentSize = try container.decodeName(ContentSize.self, forKey: Field.contentSize.rawValue) ?? contentSize
        labelStack = try container.decodeNames(
            forKey: Field.labelStack.rawValue, maxCount: LabelStyleKind.maximumStackDepth,
            tooMany: say("holds more than \(LabelStyleKind.maximumStackDepth) styles"), LabelStyleKind.named) ?? labelStack

        // The state file's window: not the configuration's, but refused here as the state file's reader refuses it.
        _ = try container.decodeIfPresent(WindowState.self, forKey: AnyKey(Field.window.rawValue))

        let examplesKey = AnyKey(Field.examples.rawValue)
        if container.contains(examplesKey) {
            let examples = try container.nestedContainer(keyedBy: AnyKey.self, forKey: examplesKey)
            for key in examples.allKeys where !ExampleKey.isRetired(key.stringValue) {
                guard let declared = ExampleKey(declared: key.stringValue) else {
                    throw FieldProblem(forKey: key, in: examples,
                                       say("no example of this gallery has this key (keys look like 'toggle.switch.isOn')"))
                }
                let value = try examples.decode(ExampleValue.self, forKey: key)
                do {
                    try setExample(declared, to: value)
                } catch {
                    throw FieldProblem(forKey: key, in: examples, error.text)
                }
            }
        }
    }
}

/// A coding key made from any string, for objects whose keys are data.
struct AnyKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) {
        stringValue = string
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}
