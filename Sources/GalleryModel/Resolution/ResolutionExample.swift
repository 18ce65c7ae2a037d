/// An example of what a family's `automatic` style becomes, written beside the family's rows: on a platform (in a
/// release, the newest when nil), in a placement, the look. Where the view does not exist on the platform the gallery
/// shows it as on the first platform that has it, and where it cannot sit in the placement, in the standard one; an
/// example says so. The model's tests resolve every example, hold every row to an example it decides, and every
/// release bound of a row to an example on each side of it.
struct ResolutionExample<Family: FamilyDefinition>: Sendable {
    let platform: Platform
    let release: OSVersion?
    let placement: Placement
    let look: Family.Look
    /// Whether the view is missing on the platform (or in the release), so that it is shown as elsewhere, dimmed.
    let unavailable: Bool
    /// Whether the view cannot sit in the placement, so that it is shown in the standard one.
    let outsidePlacement: Bool

    init(_ platform: Platform, release: OSVersion? = nil, in placement: Placement = .standard, _ look: Family.Look,
         unavailable: Bool = false, outsidePlacement: Bool = false) {
        self.platform = platform
        self.release = release
        self.placement = placement
        self.look = look
        self.unavailable = unavailable
        self.outsidePlacement = outsidePlacement
    }

    /// The example as the tests run it, whichever family it is of.
    var expected: ExpectedResolution {
        ExpectedResolution(family: Family.family, platform: platform, release: release, placement: placement, resolved: ResolvedStyle(look),
                           unavailable: unavailable, outsidePlacement: outsidePlacement)
    }
}

/// A ``ResolutionExample`` of any family.
struct ExpectedResolution: Sendable, CustomStringConvertible {
    let family: StyleFamily
    let platform: Platform
    let release: OSVersion?
    let placement: Placement
    let resolved: ResolvedStyle
    let unavailable: Bool
    let outsidePlacement: Bool

    /// "toggle on tvOS 17 in form".
    var description: String {
        "\(family) on \(platform.rawValue)\(release.map { " \($0)" } ?? "") in \(placement.rawValue)"
    }
}

extension FamilyDefinition {
    /// The family's examples as the tests run them.
    var expectedResolutions: [ExpectedResolution] {
        resolutionExamples.map(\.expected)
    }
}
