// A List in two Sections, with no list style of its own: what `automatic` becomes depends on the platform, and
// the list is the container its rows resolve in (its toggles take the list's row look; on tvOS a toggle in a
// list fills the row and says whether it is on).
//
// Sources: https://developer.apple.com/documentation/swiftui/list and
// https://developer.apple.com/documentation/swiftui/liststyle/automatic; toggles collected in a list,
// reference/view-styles.zh.md ("Styling toggles") and https://developer.apple.com/documentation/swiftui/togglestyle/automatic.

import SwiftUI

struct MailboxList: View {
    @State private var fetchesNewMail = true
    @State private var showsUnreadCount = false

    var body: some View {
        List {
            Section("Mailboxes") {
                Label("Inbox", systemImage: "tray")
                Label("Drafts", systemImage: "doc")
                Label("Sent", systemImage: "paperplane")
                Label("Archive", systemImage: "archivebox")
            }
            Section("Options") {
                Toggle("Fetch New Mail", isOn: $fetchesNewMail)
                Toggle("Show Unread Count", isOn: $showsUnreadCount)
                Button("Empty Trash", action: emptyTrash)
            }
        }
    }

    private func emptyTrash() {}
}

#Preview {
    MailboxList()
}
