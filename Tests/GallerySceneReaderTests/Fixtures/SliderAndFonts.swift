// The gallery's own views of sliders and of words set in fonts of a size of their own, with room between their lines.
import SwiftUI

struct PlaybackControls: View {
    @State private var volume = 0.4
    @State private var tempo = 120.0

    var body: some View {
        VStack {
            Slider(value: $volume)
            Slider(value: $tempo, in: 60...180, step: 10) {
                Text("Tempo")
            } minimumValueLabel: {
                Image(systemName: "tortoise")
            } maximumValueLabel: {
                Image(systemName: "hare")
            }
        }
    }
}

struct PosterTitle: View {
    var body: some View {
        VStack {
            Text("Summer Fair")
                .font(.system(size: 34, weight: .heavy, design: .serif))
            Text("Ten stalls, two stages")
                .font(.custom("Georgia", size: 20))
            Text("Small print")
                .font(.headline)
            Text("Under the poster's size")
        }
        .font(.system(size: 12))
        .lineSpacing(6)
    }
}
