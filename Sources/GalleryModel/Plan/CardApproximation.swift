/// Where GTK only approximates a card (the first approximation note of its plan), as `gallery export` writes it beside
/// each family's resolved style: a fact of the card's style, platform, release, placement and parameter choice, read from
/// ``GeneratedApproximations/table``, which `scripts/generate-tables` writes from the planner's answers (``derived(of:)``)
/// for every card of the matrix, so that exporting plans no card. `GeneratedApproximationsTests` holds the table equal
/// to the planner's answer, card by card.
public enum CardApproximation {
    /// The approximation note of the card whose style resolved to `resolution`, or nil where GTK draws it as SwiftUI
    /// does: from the table for a release the gallery lists, else from the planner.
    public static func of(_ resolution: Resolution) -> String? {
        guard resolution.platform.releases.contains(resolution.release) else { return derived(of: resolution) }
        let table = GeneratedApproximations.table
        return table[key(resolution.style, on: resolution.platform)]
            ?? table[key(resolution.style, on: resolution.platform, in: resolution.placement)] ?? table[key(of: resolution)]
    }

    /// The planner's answer: the first approximation note of the card's plan, which the table keeps.
    static func derived(of resolution: Resolution) -> String? {
        Planner.plan(resolution).approximation
    }

    /// The table's key for `style` on `platform` in every release, with every choice of its parameter, in `placement`
    /// (in every placement when nil).
    static func key(_ style: StyleDescriptor, on platform: Platform, in placement: Placement? = nil) -> String {
        "\(style.id) \(platform.rawValue)" + (placement.map { " \($0.rawValue)" } ?? "")
    }

    /// The table's key for the one card of `resolution`: its style, platform, release, placement and choice.
    static func key(of resolution: Resolution) -> String {
        "\(resolution.style.id) \(resolution.platform.rawValue) \(resolution.release) \(resolution.placement.rawValue) \(resolution.argument ?? "-")"
    }
}
