// The gallery's own views of how stacks place what they hold: centred by default, at an edge where `alignment:` says,
// hugging their views unless one of them takes the room.
import SwiftUI

struct ProfileCard: View {
    var body: some View {
        VStack {
            Image(systemName: "person.circle")
            Text("Ada Lovelace")
            Text("Analyst and writer")
        }
    }
}

struct NoteSummary: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Groceries")
            Text("Milk, eggs and flour")
        }
    }
}

struct FeaturedBanner: View {
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text("Featured")
            Spacer()
            Text("New")
        }
    }
}

struct TopAlignedTags: View {
    var body: some View {
        HStack(alignment: .top) {
            Text("Tags")
            VStack {
                Text("Swift")
                Text("Linux")
            }
        }
    }
}

struct WelcomeForm: View {
    @State private var name = ""

    var body: some View {
        VStack {
            Text("Welcome")
            TextField("Name", text: $name)
            Text("Terms apply").frame(maxWidth: .infinity, alignment: .trailing)
        }
    }
}

struct PushedDown: View {
    var body: some View {
        VStack {
            Spacer()
            Text("At the bottom")
        }
    }
}

struct RecipeRows: View {
    var body: some View {
        List {
            VStack {
                Text("Pancakes")
                Text("Twenty minutes, serves four")
            }
        }
    }
}

struct AvatarRow: View {
    var body: some View {
        HStack {
            Image(systemName: "person.fill")
                .frame(width: 60, height: 60)
            Text("Ada")
                .frame(width: 120, alignment: .leading)
        }
    }
}
