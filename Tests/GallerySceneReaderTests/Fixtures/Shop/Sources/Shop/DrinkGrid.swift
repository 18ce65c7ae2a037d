import SwiftUI

struct Drink: Identifiable {
    let id: String

    var image: Image {
        Image(systemName: "cup.and.saucer")
    }
}

/// Values whose type the reader cannot know, a layout of the project's, and texts added together.
struct DrinkGrid: View {
    let drinks: [Drink]
    let icon: Image
    let photos: [Image]

    var body: some View {
        Columns {
            ForEach(drinks) { drink in
                drink.image
                    .foregroundStyle(.brown)
            }
            icon
            Text("Total: ") + Text("2")
            ForEach(photos.indices, id: \.self) { index in
                photos[index].resizable()
            }
            AsyncImage(url: nil) { photo in
                photo.resizable()
            } placeholder: {
                ProgressView()
            }
        }
    }
}

/// Lays its views out in columns (its code does not matter to the gallery).
struct Columns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct DrinkGrid_Previews: PreviewProvider {
    struct Preview: View {
        var body: some View {
            DrinkGrid(drinks: [], icon: Image(systemName: "cup.and.saucer"), photos: [])
        }
    }

    static var previews: some View {
        Preview()
    }
}
