/// Plans as JSON, for `gallery plan --json`: every key is always present (null when
/// absent), properties by name (a value of a closed set as its raw value), bindings with their key and role.
extension WidgetPlan: Encodable {
    private enum CodingKeys: String, CodingKey {
        case kind, properties, classes, children, menu, binding, accessibleName, decorative, origin, scenePath
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(Dictionary(uniqueKeysWithValues: properties.map { ($0.key.rawValue, $0.value) }), forKey: .properties)
        try container.encode(cssClasses, forKey: .classes)
        try container.encode(children, forKey: .children)
        try container.encode(menu, forKey: .menu)
        try container.encode(binding, forKey: .binding)
        try container.encode(accessibleName, forKey: .accessibleName)
        try container.encode(isDecorative, forKey: .decorative)
        try container.encode(origin, forKey: .origin)
        // Only a scene's widgets carry a path, so card plans encode as they always have.
        try container.encodeIfPresent(scenePath?.description, forKey: .scenePath)
    }
}

extension PlanValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .localized(let value): try container.encode(value.english)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .strings(let value): try container.encode(value)
        case .orientation(let value): try container.encode(value.rawValue)
        case .alignment(let value): try container.encode(value.rawValue)
        case .ringStyle(let value): try container.encode(value.rawValue)
        case .dateComponent(let value): try container.encode(value.rawValue)
        case .dateFormat(let value): try container.encode(value.rawValue)
        case .transition(let value): try container.encode(value.rawValue)
        case .indicator(let value): try container.encode(value.rawValue)
        case .activation(let value): try container.encode(value.rawValue)
        case .tint(let value): try container.encode(value.rawValue)
        case .controlSize(let value): try container.encode(value.rawValue)
        case .asset(let value): try container.encode(value.rawValue)
        case .contentMode(let value): try container.encode(value.rawValue)
        case .renderingMode(let value): try container.encode(value.rawValue)
        case .outline(let value): try container.encode(value.name)
        case .chart(let value): try container.encode(value)
        case .menuPanel(let value): try container.encode(value.name)
        }
    }
}

extension StateBinding: Encodable {
    private enum CodingKeys: String, CodingKey { case key, role, value }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key.description, forKey: .key)
        switch role {
        case .isOn: try container.encode("isOn", forKey: .role)
        case .selection: try container.encode("selection", forKey: .role)
        case .selects(let index):
            try container.encode("selects", forKey: .role)
            try container.encode(index, forKey: .value)
        case .text: try container.encode("text", forKey: .role)
        case .date: try container.encode("date", forKey: .role)
        case .value: try container.encode("value", forKey: .role)
        case .count: try container.encode("count", forKey: .role)
        case .submitsLength: try container.encode("submitsLength", forKey: .role)
        case .record(let text):
            try container.encode("record", forKey: .role)
            try container.encode(text, forKey: .value)
        case .adjusts(let amount):
            try container.encode("adjusts", forKey: .role)
            try container.encode(amount, forKey: .value)
        case .steps(let part, let amount):
            try container.encode("steps", forKey: .role)
            try container.encode(amount >= 0 ? "\(part.rawValue) +\(amount)" : "\(part.rawValue) \(amount)", forKey: .value)
        }
    }
}

extension MenuItemPlan: Encodable {
    private enum CodingKeys: String, CodingKey {
        case item, title, icon, binding, destructive, items, horizontal, selectedIcon, marksSelection, tint
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .action(let title, let icon, let binding, let destructive):
            try container.encode("action", forKey: .item)
            try container.encode(title, forKey: .title)
            try container.encodeIfPresent(icon, forKey: .icon)
            try container.encodeIfPresent(binding, forKey: .binding)
            if destructive { try container.encode(true, forKey: .destructive) }
        case .check(let title, let binding):
            try container.encode("check", forKey: .item)
            try container.encode(title, forKey: .title)
            try container.encode(binding, forKey: .binding)
        case .choice(let title, let binding):
            try container.encode("choice", forKey: .item)
            try container.encode(title, forKey: .title)
            try container.encode(binding, forKey: .binding)
        case .submenu(let title, let icon, let items):
            try container.encode("submenu", forKey: .item)
            try container.encode(title, forKey: .title)
            try container.encodeIfPresent(icon, forKey: .icon)
            try container.encode(items, forKey: .items)
        case .section(let title, let items, let horizontal):
            try container.encode("section", forKey: .item)
            try container.encodeIfPresent(title, forKey: .title)
            try container.encode(items, forKey: .items)
            try container.encode(horizontal, forKey: .horizontal)
        case .paletteOption(let option):
            try container.encode("paletteOption", forKey: .item)
            try container.encode(option.title, forKey: .title)
            try container.encode(option.icon, forKey: .icon)
            try container.encodeIfPresent(option.selectedIcon, forKey: .selectedIcon)
            try container.encode(option.binding, forKey: .binding)
            try container.encode(option.marksSelection, forKey: .marksSelection)
            try container.encodeIfPresent(option.tint?.rawValue, forKey: .tint)
        }
    }
}
