import Foundation
import Testing
@testable import GalleryModel

/// `SceneSource` writes a scene as the SwiftUI a developer would write: the view struct, its state, its body with
/// every modifier in order, and a preview.
@Suite("Scene source")
struct SceneSourceTests {
    private static func style(_ family: StyleFamily, _ name: String, argument: String? = nil) -> SceneModifier {
        let descriptor = StyleCatalog.family(family).styles.first { $0.name == name }
        return SceneModifier(.style(descriptor ?? StyleCatalog.family(family).styles[0], argument: argument))
    }

    @Test("A sign-in row prints as a view struct with its state, its body and a preview")
    func signInRow() {
        let scene = Scene(name: "SignInRow", roots: [
            SceneNode(.layout(.hStack), children: [
                SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string("Sign In")), SceneArgument("action", .expression("signIn"))]),
                SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string("Account"))], children: [
                    SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string("Create Account")), SceneArgument("action", .expression("create"))]),
                ], modifiers: [Self.style(.menu, "button")]),
                SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Remember Me")), SceneArgument("isOn", .binding("remembersMe"))],
                          modifiers: [Self.style(.toggle, "button"), SceneModifier(.tint(.orange))]),
            ], modifiers: [Self.style(.button, "bordered"), SceneModifier(.controlSize(.large))]),
        ], state: [SceneState(name: "remembersMe", value: .bool(true)), SceneState(name: "account", value: .string("Guest"))])

        #expect(SceneSource.print(scene) == """
            import SwiftUI

            struct SignInRow: View {
                @State private var remembersMe = true
                @State private var account = "Guest"

                var body: some View {
                    HStack {
                        Button("Sign In", action: signIn)
                        Menu("Account") {
                            Button("Create Account", action: create)
                        }
                        .menuStyle(.button)
                        Toggle("Remember Me", isOn: $remembersMe)
                            .toggleStyle(.button)
                            .tint(.orange)
                    }
                    .buttonStyle(.bordered)
                    .controlSize(.large)
                }
            }

            #Preview {
                SignInRow()
            }

            """)
    }

    @Test("Labelled closures follow the main one, which is written even when it holds nothing")
    func slots() {
        let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Zoom")), SceneArgument("systemImage", .string("plus"))])
        let group = SceneNode(.styled(.controlGroup), children: [
            SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string("In")), SceneArgument("action", .expression("zoomIn"))]),
        ], slots: [SceneSlot(label: "label", children: [label])])
        #expect(SceneSource.view(group) == """
            ControlGroup {
                Button("In", action: zoomIn)
            } label: {
                Label("Zoom", systemImage: "plus")
            }
            """)
        let button = SceneNode(.styled(.button), slots: [SceneSlot(label: "label", children: [label])])
        #expect(SceneSource.view(button) == """
            Button {
            } label: {
                Label("Zoom", systemImage: "plus")
            }
            """)
    }

    @Test("A toolbar's items are a block under the view they are attached to, and later modifiers stay level with it")
    func toolbar() {
        let item = SceneNode(.layout(.toolbarItem), arguments: [SceneArgument("placement", .expression(".primaryAction"))], children: [
            SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Bold")), SceneArgument("isOn", .binding("isBold"))]),
        ])
        let screen = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Draft"))],
                               modifiers: [SceneModifier(.navigationTitle("Note")), SceneModifier(.toolbar([item])), SceneModifier(.disabled(false))])
        #expect(SceneSource.view(SceneNode(.layout(.navigationStack), children: [screen])) == """
            NavigationStack {
                Text("Draft")
                    .navigationTitle("Note")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Toggle("Bold", isOn: $isBold)
                        }
                    }
                    .disabled(false)
            }
            """)
    }

    @Test("Every kind of modifier prints as SwiftUI spells it, a style's companion modifier on a line of its own")
    func modifiers() {
        let field = SceneNode(.styled(.textField), arguments: [SceneArgument(nil, .string("Name")), SceneArgument("text", .binding("name"))], modifiers: [
            Self.style(.textField, "bordered", argument: ".capsule"),
            SceneModifier(.controlSize(.small)),
            SceneModifier(.font(.headline)),
            SceneModifier(.foregroundStyle(.secondary)),
            SceneModifier(.other(name: "padding", source: ".padding(8)")),
            Self.style(.label, "ShadowLabelStyle"),
            SceneModifier(.contextMenu([SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string("Copy")), SceneArgument("action", .expression("copy"))])])),
        ])
        #expect(SceneSource.view(field) == """
            TextField("Name", text: $name)
                .textFieldStyle(.bordered)
                .textInputBorderShape(.capsule)
                .controlSize(.small)
                .font(.headline)
                .foregroundStyle(.secondary)
                .padding(8)
                .labelStyle(ShadowLabelStyle())
                .contextMenu {
                    Button("Copy", action: copy)
                }
            """)
    }

    @Test("Values print as literals, bindings and expressions; empty containers keep their closure")
    func values() {
        #expect(SceneSource.value(.string("Say \"hi\"\n")) == #""Say \"hi\"\n""#)
        #expect(SceneSource.value(.string("a\tb\r\u{7}\u{0}\\(x) 天气 🌧")) == #""a\tb\r\u{7}\0\\(x) 天气 🌧""#)
        #expect(SceneSource.value(.number(12)) == "12")
        #expect(SceneSource.value(.number(0.5)) == "0.5")
        #expect(SceneSource.value(.bool(false)) == "false")
        #expect(SceneSource.value(.binding("wifi")) == "$wifi")
        #expect(SceneSource.value(.expression("Date()")) == "Date()")
        #expect(SceneSource.view(SceneNode(.layout(.vStack))) == "VStack {}")
        #expect(SceneSource.view(SceneNode(.styled(.form))) == "Form {}")
        #expect(SceneSource.view(SceneNode(.plain(.spacer))) == "Spacer()")
        #expect(SceneSource.view(SceneNode(.plain(.color), arguments: [SceneArgument(nil, .expression(".blue"))])) == "Color.blue")
        #expect(SceneSource.view(SceneNode(.unknown("Badge"), arguments: [SceneArgument("count", .number(3))])) == "Badge(count: 3)")
    }

    @Test("A scene's name becomes a Swift type name")
    func typeNames() {
        #expect(SceneSource.typeName("SignInRow") == "SignInRow")
        #expect(SceneSource.typeName("Dark mode") == "DarkMode")
        #expect(SceneSource.typeName("2 columns") == "ContentView2Columns")
        #expect(SceneSource.typeName("") == "ContentView")
        #expect(SceneSource.typeName("Ünïcode") == "NCode")
        #expect(SceneSource.print(Scene(name: "Preview", roots: [])).hasPrefix("import SwiftUI\n\nstruct Preview: View {\n    var body: some View {\n    }\n}"))
    }

    @Test("withoutLocations forgets every location, and only locations")
    func withoutLocations() {
        let here = SceneLocation(line: 3, column: 9)
        let toolbarItem = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("A"))], location: here)
        let scene = Scene(name: "V", roots: [
            SceneNode(.layout(.vStack), children: [SceneNode(.plain(.spacer), location: here)],
                      slots: [SceneSlot(label: "label", children: [SceneNode(.plain(.divider), location: here)])],
                      modifiers: [SceneModifier(.toolbar([toolbarItem]), location: here), SceneModifier(.disabled(true), location: here)],
                      location: here),
        ], state: [SceneState(name: "x", value: .bool(true), location: here)],
           diagnostics: [SceneDiagnostic(.note, at: here, "A note.")])
        let stripped = scene.withoutLocations
        #expect(stripped == Scene(name: "V", roots: [
            SceneNode(.layout(.vStack), children: [SceneNode(.plain(.spacer))],
                      slots: [SceneSlot(label: "label", children: [SceneNode(.plain(.divider))])],
                      modifiers: [SceneModifier(.toolbar([SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("A"))])])), SceneModifier(.disabled(true))]),
        ], state: [SceneState(name: "x", value: .bool(true))], diagnostics: [SceneDiagnostic(.note, at: .none, "A note.")]))
        #expect(stripped.withoutLocations == stripped)
    }
}
