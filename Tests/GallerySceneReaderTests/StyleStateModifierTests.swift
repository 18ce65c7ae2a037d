@testable import GalleryModel
@testable import GallerySceneReader
import Testing

/// A custom style's code that writes a modifier with a choice on its configuration
/// (`.foregroundStyle(configuration.isOn ? .green : .gray)`) draws the modifier the control's state picks, as the
/// symbol the same choice names does.
@Suite("Modifiers chosen by a style's configuration")
struct StyleStateModifierTests {
    static let source = """
        import SwiftUI

        struct CheckToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        .foregroundStyle(configuration.isOn ? .green : .gray)
                    configuration.label
                        .foregroundColor(configuration.isOn ? .primary : .secondary)
                }
            }
        }

        struct Settings: View {
            @State private var notify = true
            @State private var sounds = false

            var body: some View {
                VStack {
                    Toggle("Notifications", isOn: $notify)
                    Toggle("Sounds", isOn: $sounds)
                }
                .toggleStyle(CheckToggleStyle())
            }
        }
        """

    /// The symbol and the two foreground styles each Toggle's style draws.
    static func drawn(_ toggle: ResolvedSceneNode) -> (symbol: String?, styles: [SceneColor]) {
        let views = (toggle.control?.styleBody ?? []).flatMap { [$0.node] + ReaderSupport.allNodes($0.node.children) }
        let styles = views.flatMap(\.modifiers).compactMap { modifier -> SceneColor? in
            if case .foregroundStyle(let color) = modifier.kind { color } else { nil }
        }
        return (views.lazy.compactMap { $0.stringArgument("systemName") }.first, styles)
    }

    @Test("On, the symbol is the checked square in green and the label primary; off, the square in grey and the label secondary")
    func chosen() throws {
        let scene = try ReaderSupport.scene(Self.source, named: "Settings")
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let toggles = resolved.allNodes.filter { $0.node.kind == .styled(.toggle) }
        #expect(toggles.count == 2)
        let on = Self.drawn(toggles[0]), off = Self.drawn(toggles[1])
        #expect(on.symbol == "checkmark.square" && on.styles == [.green, .primary])
        #expect(off.symbol == "square" && off.styles == [.gray, .secondary])
    }

    @Test("The style's code prints back as written")
    func printed() throws {
        let scene = try ReaderSupport.scene(Self.source, named: "Settings")
        let modifiers = ReaderSupport.allNodes(scene.roots).flatMap(\.modifiers)
        let body = try #require(modifiers.lazy.compactMap { modifier -> SceneStyleBody? in
            if case .projectStyle(_, _, let body) = modifier.kind { body } else { nil }
        }.first)
        let written = body.roots.map(SceneSource.view).joined()
        #expect(written.contains(".foregroundStyle(configuration.isOn ? .green : .gray)"))
        #expect(written.contains(".foregroundColor(configuration.isOn ? .primary : .secondary)"))
    }
}
