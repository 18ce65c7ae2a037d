import SwiftUI

// Controls whose label is a title over a smaller, secondary subtitle, as settings screens write them
// (a Toggle's label closure holding a VStack of two Texts, or the two Texts alone).

struct SubtitledSettings: View {
    @State private var avx = false
    @State private var trace = true
    @State private var quality = "High"
    var body: some View {
        Form {
            Section("Stacked") {
                Toggle(isOn: $avx) {
                    VStack(alignment: .leading) {
                        Text("Advertise AVX")
                        Text("Lets programs use wider vector instructions")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                Picker(selection: $quality) {
                    Text("High").tag("High")
                    Text("Low").tag("Low")
                } label: {
                    VStack(alignment: .leading) {
                        Text("Quality")
                        Text("How finely frames are drawn")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                LabeledContent {
                    Text("12 GB")
                } label: {
                    VStack(alignment: .leading) {
                        Text("Memory")
                        Text("Shared with the system")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            Section("Two texts") {
                Toggle(isOn: $trace) {
                    Text("Metal trace")
                    Text("Records the frames the GPU draws")
                }
                Button(action: {}) {
                    Text("Reset settings")
                    Text("Puts every option back as it came")
                }
                NavigationLink {
                    Text("Details")
                } label: {
                    VStack(alignment: .leading) {
                        Text("Advanced")
                        Text("Options most people never change")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}

struct SubtitledToggle: View {
    @State private var avx = false
    var body: some View {
        VStack {
            Toggle(isOn: $avx) {
                VStack(alignment: .leading) {
                    Text("Advertise AVX")
                    Text("Lets programs use wider vector instructions")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            Button {
            } label: {
                VStack(alignment: .leading) {
                    Text("Reset settings")
                    Text("Puts every option back as it came")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}
