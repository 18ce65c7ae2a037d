import Foundation
import GalleryModel

/// The words and icons of a widget plan, as the example-truth tests compare them
/// with the example's code. Widgets whose words are the platform's or the
/// gallery's own (``PlanOrigin``) are left out with everything below them.
struct PlanWords {
    /// Text a person sees (or would see once a menu, popover or tab is opened). Templates
    /// of bound text are written with `{}` for the value.
    var shown: Set<String> = []
    /// Text the plan carries without drawing it: accessible names, the value assistive
    /// technologies read, and the bounds of a range.
    var carried: Set<String> = []
    /// The freedesktop icons it shows.
    var icons: Set<String> = []

    init(_ plan: WidgetPlan) {
        add(plan)
    }

    /// The same template with every placeholder written `{}`; `{percent}` already holds a percent sign.
    static func normalized(_ template: String) -> String {
        template.replacingOccurrences(of: "{percent}", with: "{}%").replacingOccurrences(of: "{value}", with: "{}")
    }

    private mutating func add(_ plan: WidgetPlan) {
        guard plan.origin == .example else { return }
        for property in [PlanProperty.label, .text, .placeholder, .minimumLabel, .maximumLabel, .gapLabel, .onText, .offText, .tooltip] {
            if let text = plan.string(property) { shown.insert(text) }
        }
        for property in [PlanProperty.template, .centerText] {
            // A template that is only its value ("{value}") has no words of its own.
            if let template = plan.string(property), PlanWords.normalized(template) != "{}" {
                shown.insert(PlanWords.normalized(template))
            }
        }
        for property in [PlanProperty.items, .cells] {
            shown.formUnion(plan.strings(property) ?? [])
        }
        if let valueText = plan.string(.valueText) { carried.insert(PlanWords.normalized(valueText)) }
        if let name = plan.accessibleName { carried.insert(name) }
        // A text view carries the font its code asks for (`.font(.custom("HelveticaNeue", size: 13))`).
        if let family = plan.string(.fontFamily) { carried.insert(family) }
        // A picture carries the name its code gives its asset (`Image("Landscape")`).
        if let asset = plan.asset { carried.insert(asset.rawValue) }
        for property in [PlanProperty.minimum, .maximum] {
            if let bound = plan.double(property) { carried.insert(BoundText.format(bound)) }
        }
        // A spinner's spokes are the system's drawing of an activity indicator, not a symbol the code names.
        for property in [PlanProperty.iconName, .onIcon, .offIcon] where plan.kind != .spinner {
            if let icon = plan.string(property) { icons.insert(icon) }
        }
        for item in plan.menu ?? [] { add(item) }
        for child in plan.children { add(child) }
    }

    private mutating func add(_ item: MenuItemPlan) {
        switch item {
        case .action(let title, let icon, _, _):
            shown.insert(title)
            if let icon { icons.insert(icon) }
        case .check(let title, _), .choice(let title, _):
            shown.insert(title)
        case .paletteOption(let option):
            shown.insert(option.title)
            icons.formUnion([option.icon] + (option.selectedIcon.map { [$0] } ?? []))
        case .submenu(let title, let icon, let items):
            shown.insert(title)
            if let icon { icons.insert(icon) }
            for item in items { add(item) }
        case .section(let title, let items, _):
            if let title { shown.insert(title) }
            for item in items { add(item) }
        }
    }
}

/// The string literals of Swift code, in order: each with its text (interpolations written
/// `{}`) and whether it names an SF Symbol (`systemImage:` or `systemName:`).
struct SwiftLiterals {
    struct Literal: Equatable {
        let text: String
        let isSymbol: Bool
    }

    let literals: [Literal]

    init(_ code: String) {
        var literals: [Literal] = []
        let characters = Array(code)
        var index = 0
        while index < characters.count {
            guard characters[index] == "\"" else {
                index += 1
                continue
            }
            let before = String(characters[..<index]).trimmingCharacters(in: .whitespaces)
            // A symbol's argument, or a branch of a conditional written as one (`systemImage: chosen ? "a" : "b"`).
            let line = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            let isSymbol = before.hasSuffix("systemImage:") || before.hasSuffix("systemName:")
                || ((before.hasSuffix("?") || before.hasSuffix(":")) && (line.contains("systemImage:") || line.contains("systemName:")))
            var text = ""
            index += 1
            while index < characters.count, characters[index] != "\"" {
                if characters[index] == "\\", index + 1 < characters.count {
                    let next = characters[index + 1]
                    if next == "(" {
                        // An interpolation: skip to its matching parenthesis.
                        var depth = 0
                        index += 1
                        repeat {
                            if characters[index] == "(" { depth += 1 }
                            if characters[index] == ")" { depth -= 1 }
                            index += 1
                        } while depth > 0 && index < characters.count
                        text += "{}"
                        continue
                    }
                    text.append(next == "n" ? "\n" : next)
                    index += 2
                    continue
                }
                text.append(characters[index])
                index += 1
            }
            index += 1
            literals.append(Literal(text: text, isSymbol: isSymbol))
        }
        self.literals = literals
        variants = code.contains("symbolVariant(.fill)") ? [".fill"] : []
    }

    /// The symbol variants the code puts in force (`.symbolVariant(.fill)`), each naming its variant of every symbol.
    private let variants: [String]

    /// The literals that are words, not symbol names.
    var words: Set<String> { Set(literals.filter { !$0.isSymbol }.map(\.text)) }
    /// The SF Symbols the code names.
    var symbols: Set<String> {
        let named = literals.filter(\.isSymbol).map(\.text)
        return Set(named + variants.flatMap { variant in named.map { $0 + variant } })
    }
}
