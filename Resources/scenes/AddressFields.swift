// Address fields sharing one text field style: `.textFieldStyle(.roundedBorder)` on their VStack draws every
// field inside it with a rounded border, the SecureField too. The last field chooses `.plain` for itself, and
// the nearer modifier wins.
//
// Sources: a text field style applied to the stack that holds the fields,
// reference/text-label-textfield-button.zh.md ("TextField") and
// https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder; secure fields take the text
// field style, https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:); the plain style,
// https://developer.apple.com/documentation/swiftui/textfieldstyle/plain.

import SwiftUI

struct AddressFields: View {
    @State private var street = ""
    @State private var city = "Lisbon"
    @State private var doorCode = ""
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Street", text: $street)
            TextField("City", text: $city)
            SecureField("Door Code", text: $doorCode)
            TextField("Note for the Courier", text: $note)
                .textFieldStyle(.plain)
        }
        .textFieldStyle(.roundedBorder)
    }
}

#Preview {
    AddressFields()
}
