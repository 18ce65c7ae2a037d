/// The whole resolution matrix: every catalog style on every platform, in every release the gallery lists, in every
/// placement, each resolved as the window resolves a card (``Configuration/resolution(of:in:)``, the card's scene
/// read from its family's table). `scripts/benchmark` times it (the window test host's benchmark scenario).
public enum ResolutionMatrix {
    /// Every context of the matrix: each platform, each of its releases, each placement.
    public static let contexts: [Context] = Platform.allCases.flatMap { platform in
        platform.releases.flatMap { release in
            Placement.allCases.map { Context(platform: platform, release: release, placement: $0) }
        }
    }

    /// Resolves the whole matrix once: how many resolutions it made, and how many of them are available (read so that
    /// every resolution is used).
    public static func resolveAll() -> (resolutions: Int, available: Int) {
        var count = 0, available = 0
        for family in StyleCatalog.families {
            for style in family.styles {
                for context in contexts {
                    if CardScene.resolution(of: style, argument: nil, in: context).isAvailable {
                        available += 1
                    }
                    count += 1
                }
            }
        }
        return (count, available)
    }
}
