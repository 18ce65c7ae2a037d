import SwiftUI

// The gallery's own fixture for a form whose sections come from everywhere real apps put them: a loose view before
// them, sections held by a computed property, a Group, a ForEach, an `#if`, a custom view whose body is a section,
// and loose rows after them. SwiftUI draws each Section as a panel of its own under its header, and the loose rows
// before and after the sections as unnamed sections of their own.

struct RecipeEditor: View {
    @State private var name = "Glazed"
    @State private var vegan = false
    @State private var sprinkles = true

    var body: some View {
        Form {
            Text("Preview")
            editorSections
            Group {
                Section("Toppings") {
                    Toggle("Sprinkles", isOn: $sprinkles)
                }
            }
            ForEach(["Morning", "Evening"], id: \.self) { batch in
                Section(batch) {
                    Text("Oven")
                }
            }
            #if os(iOS) || os(macOS)
            Section("Notes") {
                Text("Bake at 180°")
            }
            #endif
            AllergenSection(vegan: $vegan)
            Button("Save") { }
            Button("Discard") { }
        }
        .formStyle(.grouped)
    }

    @ViewBuilder
    var editorSections: some View {
        Section("Recipe") {
            TextField("Name", text: $name)
        }
        Section {
            Text("Sugar")
        } header: {
            Text("Ingredients")
        }
    }
}

struct AllergenSection: View {
    @Binding var vegan: Bool

    var body: some View {
        Section("Allergens") {
            Toggle("Vegan", isOn: $vegan)
        }
    }
}
