import SwiftUI

/// Its code drops the icon: only the title shows, whatever the label's symbol.
struct CaptionOnlyStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.title
            .font(.caption)
    }
}

/// Its code stacks the icon over the title.
struct TowerStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}

/// Its code keeps the label as the style in force outside it draws it, and tints it.
struct TintedStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .foregroundStyle(.orange)
    }
}

/// A style offered as a static member, `.leadingDot`.
struct LeadingDotStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Circle()
                .frame(width: 8, height: 8)
            configuration.title
        }
    }
}

extension LabelStyle where Self == LeadingDotStyle {
    static var leadingDot: LeadingDotStyle { LeadingDotStyle() }
}
