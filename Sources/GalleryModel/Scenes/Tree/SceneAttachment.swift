import Foundation

/// A modifier whose closure holds views SwiftUI shows somewhere of their own: a presentation it opens (`.sheet`,
/// `.popover`, `.navigationDestination`…), a dialog's actions (`.alert`, `.confirmationDialog`), a layer drawn with the
/// view (`.overlay`, `.background`, `.safeAreaInset`), the buttons a swipe reveals (`.swipeActions`) or a tab's label
/// (`.tabItem`). ``SceneModifier/Kind/attached(_:_:)`` holds it with its views; ``SceneResolver`` gives those views
/// the environment SwiftUI gives them.
public struct SceneAttachment: Sendable, Hashable {
    /// Which modifier, by its SwiftUI name.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case sheet, popover, fullScreenCover, navigationDestination, inspector
        case alert, confirmationDialog
        case overlay, background, safeAreaInset
        case swipeActions
        case tabItem
    }

    /// Where SwiftUI shows the views.
    public enum Role: Sendable, Hashable {
        /// A new presentation over or beside the view (a sheet, a popover, a pushed destination, an inspector): a
        /// screen of its own, outside the containers around the view.
        case presentation
        /// The actions of an alert or a confirmation dialog: its buttons.
        case dialog
        /// Drawn with the view itself, in front of it, behind it or at its safe area's edge.
        case layer
        /// The buttons a swipe across a list row reveals.
        case swipeActions
        /// The label a tab view shows for the view's tab.
        case tabItem
    }

    /// Which modifier.
    public var kind: Kind
    /// The modifier's arguments other than its view closures, as written (`isPresented: $showing`, `edge: .leading`):
    /// kept so the scene prints back as written.
    public var arguments: String
    /// The title an older alert's `Alert(title: Text("Sign out?"), …)` gives it, which its modifier's arguments do not
    /// write (``title``), or the words the app's string table gives a dialog's title key (`.alert("delete.title", …)`);
    /// nil for every other attachment.
    public var alertTitle: String?
    /// The words of a dialog's message, under its title: the `Text` its `message:` closure (or an older `Alert`'s
    /// `message:`) holds (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:));
    /// nil when it writes none.
    public var message: String?

    public init(_ kind: Kind, arguments: String = "") {
        self.kind = kind
        self.arguments = arguments
    }

    /// Where SwiftUI shows the modifier's views.
    public var role: Role { kind.role }
}

extension SceneAttachment.Kind {
    /// Where SwiftUI shows the modifier's views.
    public var role: SceneAttachment.Role {
        switch self {
        case .sheet, .popover, .fullScreenCover, .navigationDestination, .inspector: .presentation
        case .alert, .confirmationDialog: .dialog
        case .overlay, .background, .safeAreaInset: .layer
        case .swipeActions: .swipeActions
        case .tabItem: .tabItem
        }
    }
}

/// The arguments of an attachment as the drawing needs them, read from their written text.
extension SceneAttachment {
    /// The arguments one by one, split at the commas between them (not those inside brackets or string literals).
    var argumentList: [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in arguments {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
            }
            if character == ",", depth == 0, !inString {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// The argument labelled `label`, as written after its colon (`.leading` of `edge: .leading`), or nil.
    func argument(_ label: String) -> String? {
        argumentList.lazy.compactMap { argument -> String? in
            guard argument.hasPrefix(label + ":") else { return nil }
            return argument.dropFirst(label.count + 1).trimmingCharacters(in: .whitespaces)
        }.first
    }

    /// The title an older `Alert` gives, else the title written as the first, unlabelled string literal (`"Delete the list?"` of `.alert("Delete the list?",
    /// isPresented: $asking)`), or of a `Text` (`.alert(Text("Delete?"), …)`); nil when it is not written as words.
    var title: String? {
        if let alertTitle { return alertTitle }
        guard let first = argumentList.first else { return nil }
        let literal = first.hasPrefix("Text(") && first.hasSuffix(")") ? String(first.dropFirst(5).dropLast()) : first
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        let words = literal.dropFirst().dropLast()
        return words.contains(where: { $0 == "\"" || $0 == "\\" }) ? nil : String(words)
    }

    /// The modifier as a caption names it, with its arguments: `.sheet(isPresented: $adding)`.
    var written: String {
        "." + kind.rawValue + (arguments.isEmpty ? "" : "(\(arguments))")
    }
}
