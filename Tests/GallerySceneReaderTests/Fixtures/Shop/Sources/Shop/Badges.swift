import SwiftUI

/// A label style of the project's whose code erases the icon: the nearest label style, so the icon-only style farther
/// out does not decide.
struct TitleOnlyBadge: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.title
            .padding(4)
    }
}

extension LabelStyle where Self == TitleOnlyBadge {
    static var badge: TitleOnlyBadge { TitleOnlyBadge() }
}

struct BadgeList: View {
    var body: some View {
        VStack {
            Label("New", systemImage: "star")
                .labelStyle(TitleOnlyBadge())
            Label("Sale", systemImage: "tag")
                .labelStyle(.badge)
            Label("Plain", systemImage: "circle")
        }
        .labelStyle(.iconOnly)
    }
}

struct BadgeList_Previews: PreviewProvider {
    /// Named as DrinkGrid's preview's view is: each preview's own is meant.
    struct Preview: View {
        var body: some View {
            BadgeList()
        }
    }

    static var previews: some View {
        Preview()
    }
}
