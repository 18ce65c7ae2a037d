import GalleryModel
import SwiftSyntax

/// Reads a view's modifiers, one at a time in source order (the first written is the closest to the view): each
/// family's style modifier through ``StyleSpelling``, with a companion modifier the catalog pairs with the style
/// (`.textInputBorderShape(.capsule)` right after `.textFieldStyle(.bordered)`) folded into the style's choice;
/// the environment modifiers the gallery models; `.toolbar { … }` and `.contextMenu { … }` with their views; the
/// modifiers whose closures hold views shown somewhere of their own (``SceneAttachment``: `.sheet`, `.overlay`,
/// `.swipeActions`…) with their views; and any other modifier kept as its source text, without a diagnostic.
struct ModifierReader {
    let reader: SceneViewReader

    /// `node` with `modifier` applied after its other modifiers.
    func apply(_ modifier: WrittenModifier, to node: inout SceneNode, scope: ReadingScope) {
        let location = reader.location(of: modifier.at)
        if let call = modifier.call, let last = node.modifiers.last, case .style(let style, _) = last.kind,
           let choice = companionChoice(of: style, modifier.name, call) {
            node.modifiers[node.modifiers.count - 1] = SceneModifier(.style(style, argument: choice), location: last.location)
            return
        }
        node.modifiers.append(SceneModifier(kind(modifier, scope: scope), location: location))
    }

    private func kind(_ modifier: WrittenModifier, scope: ReadingScope) -> SceneModifier.Kind {
        let name = modifier.name
        let other = SceneModifier.Kind.other(name: name, source: modifier.source)
        guard let call = modifier.call else { return other }
        let only = call.arguments.count == 1 && call.trailingClosure == nil ? call.arguments.first?.expression : nil
        if let only, let (flag, ifTrue, ifFalse) = reader.flagChoice(only, scope: scope) {
            // `.foregroundStyle(configuration.isOn ? .green : .gray)` in a custom style's code: either modifier, as the
            // control's state chooses when the style is bound to it.
            // Another modifier (`.fill(configuration.isOn ? .yellow : .gray)` on a shape) is either one as written.
            let written = { (value: ExprSyntax) in SceneModifier.Kind.other(name: name, source: ".\(name)(\(value.trimmedDescription))") }
            let yes = environmentKind(name, ifTrue, scope: scope), no = environmentKind(name, ifFalse, scope: scope)
            guard let yes, let no else { return .chosen(flag, ifTrue: written(ifTrue), ifFalse: written(ifFalse), source: modifier.source) }
            return .chosen(flag, ifTrue: yes, ifFalse: no, source: modifier.source)
        }
        if let family = SceneNames.familiesByModifier[name] {
            guard let only else { return other }
            return style(of: family, only, scope: scope) ?? other
        }
        switch name {
        case "tint":
            return only.flatMap { color($0, scope: scope) }.map(SceneModifier.Kind.tint) ?? other
        case "foregroundStyle":
            return only.flatMap { color($0, scope: scope) }.map(SceneModifier.Kind.foregroundStyle) ?? other
        case "controlSize":
            return only.flatMap { Self.member(of: $0, typeName: nil) }.flatMap(ControlSize.init(rawValue:)).map(SceneModifier.Kind.controlSize) ?? other
        case "font":
            return only.flatMap { Self.member(of: $0, typeName: "Font") }.flatMap(SceneFont.init(rawValue:)).map(SceneModifier.Kind.font) ?? other
        case "disabled":
            if let only, case .bool(let disabled) = reader.value(of: only, scope: scope) { return .disabled(disabled) }
            return other
        case "navigationTitle", "navigationBarTitle":
            // `.navigationBarTitle(_:)` (and `displayMode:`) is the older iOS spelling, deprecated since iOS 14
            // (https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)); either takes a string
            // or a Text of one.
            guard let first = call.arguments.first?.expression, name == "navigationTitle" ? only != nil : true else { return other }
            return title(first, scope: scope).map { SceneModifier.Kind.navigationTitle($0.words, localized: $0.localized) } ?? other
        case "navigationBarItems":
            return navigationBarItems(call, modifier: modifier, scope: scope) ?? other
        case "onTapGesture":
            // `.onTapGesture { configuration.isOn.toggle() }` in a custom style's code: the view flips the control's state.
            let closure = call.trailingClosure ?? call.arguments.first { $0.label?.text == "perform" }?.expression.as(ClosureExprSyntax.self)
            let once = call.arguments.allSatisfy { $0.label?.text == "perform" || ($0.label?.text == "count" && $0.expression.trimmedDescription == "1") }
            guard let closure, once, let flag = reader.toggledFlag(by: closure, scope: scope) else { return other }
            return .togglesOnTap(flag, source: modifier.source)
        case "searchable":
            // The prompt as words: a string, or `Text("…")`.
            let prompt = call.arguments.first { $0.label?.text == "prompt" }.flatMap { title($0.expression, scope: scope)?.words }
            return .searchable(prompt: prompt, source: modifier.source)
        case "tag":
            // `.tag($0)` of a ForEach's element: written with the element's value (`.tag(.dark)`, `.tag("Dark")`), so
            // that the option a picker's `@State` starts on is found by comparing the two.
            guard let only, case let value = reader.value(of: only, scope: scope), SceneSource.value(value) != only.trimmedDescription else { return other }
            return .other(name: name, source: ".tag(\(SceneSource.value(value)))")
        case "badge":
            // `.badge(folder.count)` of a ForEach's element: written with the element's value (`.badge(12)`), so the row
            // shows its count.
            guard let only, case let value = reader.value(of: only, scope: scope), SceneSource.value(value) != only.trimmedDescription else { return other }
            return .other(name: name, source: ".badge(\(SceneSource.value(value)))")
        case "fill":
            // `.fill(movie.color.gradient)` of a ForEach's element: written with the element's colour
            // (`.fill(.blue.gradient)`), so the shape is drawn in it. A colour's `gradient` is drawn in the colour.
            guard var only else { return other }
            // `show.color.opacity(0.7)`: the element's colour, that translucent.
            var opacity = ""
            if let call = only.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "opacity", let base = member.base, call.arguments.count == 1 {
                opacity = ".opacity(\(call.arguments.first!.expression.trimmedDescription))"
                only = base
            }
            let gradient = only.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "gradient" ? $0.base : nil }
            let colour = gradient ?? only
            guard case let value = reader.value(of: colour, scope: scope), SceneSource.value(value) != colour.trimmedDescription else { return other }
            return .other(name: name, source: ".fill(\(SceneSource.value(value))\(gradient == nil ? "" : ".gradient")\(opacity))")
        case "toolbar", "contextMenu":
            let closure = call.trailingClosure
                ?? call.arguments.first { $0.label == nil || $0.label?.text == "content" || $0.label?.text == "menuItems" }?.expression.as(ClosureExprSyntax.self)
            guard let closure, call.arguments.allSatisfy({ $0.expression.is(ClosureExprSyntax.self) }) else { return other }
            let views = reader.views(in: closure.statements, scope: scope)
            return name == "toolbar" ? .toolbar(views) : .contextMenu(views)
        default:
            guard let kind = SceneAttachment.Kind(rawValue: name) else { return other }
            return attachment(kind, modifier, call, scope: scope) ?? other
        }
    }

    /// The words of a title written as a string or as `Text("…")`, with where they come from when the app's string
    /// table gives them (a literal is a `LocalizedStringKey`); nil for any other.
    private func title(_ expression: ExprSyntax, scope: ReadingScope) -> (words: String, localized: SceneLocalizedString?)? {
        if case .localized(let localized)? = reader.localizedKey(expression, scope: scope, table: nil) ?? reader.localizedText(expression, scope: scope) {
            return (localized.words, localized)
        }
        if case .string(let title) = reader.value(of: expression, scope: scope) { return (title, nil) }
        guard let text = expression.as(FunctionCallExprSyntax.self), SceneViewReader.typeName(text.calledExpression) == "Text",
              text.arguments.count == 1, let words = text.arguments.first?.expression,
              case .string(let title) = reader.value(of: words, scope: scope) else { return nil }
        return (title, nil)
    }

    /// `.navigationBarItems(leading:trailing:)`, deprecated since iOS 14 for `.toolbar`
    /// (https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:)): the toolbar it
    /// stands for, its leading view in a `ToolbarItem(placement: .topBarLeading)` and its trailing one in a
    /// `.topBarTrailing` item; nil when it gives neither.
    private func navigationBarItems(_ call: FunctionCallExprSyntax, modifier: WrittenModifier, scope: ReadingScope) -> SceneModifier.Kind? {
        var items: [SceneNode] = []
        for argument in call.arguments {
            guard let side = argument.label?.text, ["leading", "trailing"].contains(side) else { return nil }
            let placement = SceneArgument("placement", .expression(side == "leading" ? ".topBarLeading" : ".topBarTrailing"))
            guard var item = reader.makeNode(.layout(.toolbarItem), at: argument, arguments: [placement], scope: scope) else { break }
            item.children = reader.views(of: argument.expression, scope: scope)
            items.append(item)
        }
        return items.isEmpty ? nil : .toolbar(items)
    }

    /// The environment modifier `name` with the one argument `argument` (`.tint(.green)`, `.foregroundStyle(.gray)`, its
    /// older spelling `.foregroundColor(.gray)`, `.font(.headline)`, `.disabled(true)`); nil for another.
    private func environmentKind(_ name: String, _ argument: ExprSyntax, scope: ReadingScope) -> SceneModifier.Kind? {
        switch name {
        case "tint": Self.color(argument).map(SceneModifier.Kind.tint)
        case "foregroundStyle", "foregroundColor": Self.color(argument).map(SceneModifier.Kind.foregroundStyle)
        case "font": Self.member(of: argument, typeName: "Font").flatMap(SceneFont.init(rawValue:)).map(SceneModifier.Kind.font)
        case "disabled": if case .bool(let disabled) = reader.value(of: argument, scope: scope) { .disabled(disabled) } else { nil }
        default: nil
        }
    }

    /// An attachment's views: its main closure's (the trailing one, or `content:`, `destination:`, `actions:`), or a
    /// view given as its argument (`.overlay(Badge())`, `.background(Color.blue)`); nil when it holds no view the
    /// gallery reads (`.background(.thinMaterial)`). The other arguments are kept as written.
    private func attachment(_ kind: SceneAttachment.Kind, _ modifier: WrittenModifier, _ call: FunctionCallExprSyntax,
                            scope: ReadingScope) -> SceneModifier.Kind? {
        if kind == .background, let filled = filledBackground(call, scope: scope) { return filled }
        let closureLabels: Set<String> = ["content", "destination", "actions", "label"]
        var closure = call.trailingClosure
        var kept: [LabeledExprSyntax] = []
        var viewArgument: ExprSyntax?
        // A dialog's message: `} message: { Text("…") }`, or `message: { … }` among its arguments.
        var message = kind.role == .dialog ? call.additionalTrailingClosures.first { $0.label.text == "message" }?.closure : nil
        for argument in call.arguments {
            if kind.role == .dialog, argument.label?.text == "message", let given = argument.expression.as(ClosureExprSyntax.self) {
                message = given
            } else if let given = argument.expression.as(ClosureExprSyntax.self), closure == nil, argument.label.map({ closureLabels.contains($0.text) }) ?? true {
                closure = given
            } else if argument.label == nil, viewArgument == nil, kind.role == .layer, Self.isView(argument.expression) {
                viewArgument = argument.expression
            } else {
                kept.append(argument.trimmed)
            }
        }
        let arguments = kept.map { $0.trimmedDescription.hasSuffix(",") ? String($0.trimmedDescription.dropLast()) : $0.trimmedDescription }
        if kind == .alert, let closure, let legacy = legacyAlert(closure, arguments: arguments.joined(separator: ", "), scope: scope) {
            return legacy
        }
        let views: [SceneNode]
        if let closure {
            views = reader.views(in: closure.statements, scope: scope)
        } else if let viewArgument {
            views = reader.deeper(at: viewArgument) { reader.views(of: viewArgument, scope: scope) }
        } else {
            return nil
        }
        var attachment = SceneAttachment(kind, arguments: arguments.joined(separator: ", "))
        // `.alert("delete.title", isPresented: …)`: a title the app's string table translates.
        if kind.role == .dialog, let first = call.arguments.first, first.label == nil,
           case .localized(let title)? = reader.localizedKey(first.expression, scope: scope, table: nil) ?? reader.localizedText(first.expression, scope: scope) {
            attachment.alertTitle = title.words
        }
        if let message {
            let words = reader.views(in: message.statements, scope: scope).compactMap(\.labelTitle)
            attachment.message = words.isEmpty ? nil : words.joined(separator: "\n")
        }
        return .attached(attachment, views)
    }

    /// Whether `expression` makes a view: a call of a type (`Badge()`), a type's member (`Color.blue`), or either with
    /// modifiers (`Circle().fill(.red)`, `Color.blue.opacity(0.3)`).
    private static func isView(_ expression: ExprSyntax) -> Bool {
        var core = expression
        // Down the chain of modifiers to the view they modify.
        while let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, !SceneViewReader.isTypeName(base) {
            core = base
        }
        while let member = core.as(MemberAccessExprSyntax.self), let base = member.base, !SceneViewReader.isTypeName(base) {
            core = base
        }
        let called = core.as(FunctionCallExprSyntax.self).map(\.calledExpression) ?? core.as(MemberAccessExprSyntax.self)?.base
        return called.map(SceneViewReader.isTypeName) ?? false
    }

    /// A background written as a style, in a shape or not: `.background(Color.accentColor.gradient, in: Circle())`,
    /// `.background(in: Capsule())` (the default background style), `.background(.quaternary)` (a rectangle): the shape
    /// filled with the style, as a layer under the view
    /// (https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:),
    /// https://developer.apple.com/documentation/swiftui/view/background(in:fillstyle:),
    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)); nil for any other.
    private func filledBackground(_ call: FunctionCallExprSyntax, scope: ReadingScope) -> SceneModifier.Kind? {
        guard call.trailingClosure == nil else { return nil }
        let shape = call.arguments.first { $0.label?.text == "in" }?.expression
        // A style written as an implicit member (`.quaternary`, `.thinMaterial`, `.blue.opacity(0.2)`) or a colour's
        // member (`Color.accentColor.gradient`); a view (`Color.blue`, `Circle()`) is read as a layer's view.
        let written = call.arguments.first { $0.label == nil }?.expression
        let style = written.flatMap { expression -> String? in
            let text = expression.trimmedDescription
            return text.hasPrefix(".") || shape != nil ? text : nil
        }
        guard shape != nil || style != nil else { return nil }
        var shapes: [SceneNode]
        if let shape {
            shapes = reader.implicitShape(shape, scope: scope).map { [$0] } ?? reader.deeper(at: shape) { reader.views(of: shape, scope: scope) }
        } else {
            shapes = reader.makeNode(.plain(.rectangle), at: call, scope: scope).map { [$0] } ?? []
        }
        // Without a style, the default background style: the window's background colour.
        let fill = SceneModifier(.other(name: "fill", source: ".fill(\(style ?? ".background"))"), location: reader.location(of: call))
        for index in shapes.indices { shapes[index].modifiers.append(fill) }
        let kept = call.arguments.filter { $0.label != nil && $0.label?.text != "in" }.map { $0.trimmed.with(\.trailingComma, nil).trimmedDescription }
        return .attached(SceneAttachment(.background, arguments: kept.joined(separator: ", ")), shapes)
    }

    /// The style a family's style modifier names: a style of the project's (a type conforming to the family's style
    /// protocol, or a static member the project declares for it) is the project's, whatever its name; else the
    /// catalog's; else an error naming the family's styles.
    private func style(of family: StyleFamily, _ argument: ExprSyntax, scope: ReadingScope) -> SceneModifier.Kind? {
        if isProjectStyle(of: family, argument, scope: scope) {
            let body = reader.styleBody(of: family, argument, protocols: Self.protocols(of: family), scope: scope)
            return .projectStyle(family, written: argument.sourceText, body: body)
        }
        if let found = StyleSpelling.style(of: family, spelt: argument) {
            return .style(found.0, argument: found.choice)
        }
        let names = StyleCatalog.family(family).styles.map(\.name).joined(separator: ", ")
        reader.diagnose(.error, at: argument, say("\(Quoting.quoted(argument.sourceText)) is not a \(family.rawValue) style; the \(family.rawValue) styles are \(names)."))
        return nil
    }

    /// Whether `argument` names a style the project declares for `family` (`BadgeStyle()`, `.pill`). A file read alone
    /// that declares one of the gallery's own examples by its name (a card's code, a shipped scene, the documents'
    /// `MyLabelStyle`) means the gallery's example.
    private func isProjectStyle(of family: StyleFamily, _ argument: ExprSyntax, scope: ReadingScope) -> Bool {
        let protocols = Self.protocols(of: family)
        if let member = Self.implicitMember(argument) {
            return protocols.contains { !reader.index.extensionMembers(of: $0, named: member).isEmpty }
        }
        let called = argument.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument
        guard let name = SceneViewReader.typeName(called),
              let type = reader.types(named: name, usedAt: argument, scope: scope).first(where: { !$0.conformances.isDisjoint(with: protocols) }) else { return false }
        let isExample = StyleCatalog.family(family).styles.contains { $0.origin == .custom && $0.name == type.name }
        return !(isExample && reader.index.order.count == 1)
    }

    /// The protocols a style of `family` conforms to: `ButtonStyle` and `PrimitiveButtonStyle` for a button's.
    static func protocols(of family: StyleFamily) -> [String] {
        family == .button ? [family.protocolName, "PrimitiveButtonStyle"] : [family.protocolName]
    }

    /// The choice a companion modifier (`.textInputBorderShape(.capsule)`) makes for `style`, when `name` is the
    /// companion the catalog pairs with it and its argument one of the choices; nil otherwise.
    /// A companion written without its argument (`.alternatingRowBackgrounds()`) makes the choice Swift's default gives it.
    private func companionChoice(of style: StyleDescriptor, _ name: String, _ call: FunctionCallExprSyntax) -> String? {
        guard let parameter = style.parameter, let template = parameter.spelling.companionTemplate,
              template.hasPrefix("." + name + "("), call.trailingClosure == nil else { return nil }
        if call.arguments.isEmpty { return parameter.omittedArgument }
        guard call.arguments.count == 1,
              let argument = call.arguments.first?.expression else { return nil }
        let written = StyleSpelling.squeezed(argument.sourceText)
        return parameter.spellings.first { StyleSpelling.squeezed($0) == written }
    }

    /// The member an implicit member expression names, called or not: `pill` of `.pill` and `.pill(radius: 4)`.
    private static func implicitMember(_ expression: ExprSyntax) -> String? {
        let access = expression.as(MemberAccessExprSyntax.self) ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        guard let access, access.base == nil else { return nil }
        return access.declName.baseName.text
    }

    /// A colour written `.orange`, `Color.orange` or `.accentColor`.
    /// The system colour `expression` writes, or the one it holds as the app runs where the gallery knows its value: a
    /// ForEach element's colour (`.foregroundStyle(timer.color)` of a timer made with `color: .green`).
    private func color(_ expression: ExprSyntax, scope: ReadingScope) -> SceneColor? {
        if let written = Self.color(expression) { return written }
        let value = SceneSource.value(reader.value(of: expression, scope: scope))
        guard value != expression.trimmedDescription else { return nil }
        return Self.color(ExprSyntax(stringLiteral: value))
    }

    private static func color(_ expression: ExprSyntax) -> SceneColor? {
        // A colour's gradient (`.pink.gradient`, Swift Charts' favourite) is drawn as the colour it starts from, and a
        // gradient of colours (`.linearGradient(colors: [.teal, .yellow], …)`) as its first that is a system colour.
        if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "gradient", let base = access.base {
            return color(base)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let colors = call.arguments.first(where: { $0.label?.text == "colors" })?.expression.as(ArrayExprSyntax.self) {
            return colors.elements.lazy.compactMap { color($0.expression) }.first
        }
        // `.tint`, the style of the tint in force (https://developer.apple.com/documentation/swiftui/shapestyle/tint):
        // the accent colour, which a `.tint(_:)` around the view replaces.
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil, access.declName.baseName.text == "tint" {
            return .accentColor
        }
        return member(of: expression, typeName: "Color").flatMap(SceneColor.init(rawValue:))
    }

    /// The member an implicit member expression names (`.small`), or one of `typeName` (`Color.red`).
    private static func member(of expression: ExprSyntax, typeName: String?) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil else { return nil }
        guard let base = access.base else { return access.declName.baseName.text }
        guard let typeName, SceneViewReader.typeName(base) == typeName else { return nil }
        return access.declName.baseName.text
    }
}
