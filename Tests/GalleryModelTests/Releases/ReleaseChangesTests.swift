import GalleryModel
import Testing

/// What `gallery changes` lists: every change of availability, deprecation, automatic resolution and drawn look
/// between two releases, each with its source.
@Suite("Release changes")
struct ReleaseChangesTests {
    @Test("iOS 18 to 26: the Liquid Glass era, the glass styles, the redrawn looks, each with a source")
    func iOS18To26() {
        let changes = ReleaseChanges.between("18", "26", on: .iOS)
        #expect(changes.contains { $0.kind == .era && $0.release == "26" && $0.text.english.contains("Liquid Glass") })
        #expect(changes.contains { $0.kind == .availability && $0.family == .button && $0.styles == ["glass"] })
        #expect(changes.contains { $0.kind == .look && $0.family == .button && $0.styles == ["bordered", "borderedProminent"] })
        #expect(changes.allSatisfy { !$0.source.isEmpty && $0.release > "18" && $0.release <= "26" })
        #expect(ReleaseChanges.between("26", "18", on: .iOS) == changes, "either order")
    }

    @Test("A change of automatic names the release, the placements and the new rule's source")
    func automatic() throws {
        let changes = ReleaseChanges.between("15", "16", on: .iOS).filter { $0.kind == .automatic && $0.family == .picker }
        let standard = try #require(changes.first { $0.placements == [.standard] })
        #expect(standard.release == "16")
        #expect(standard.text.english.hasPrefix("automatic becomes menu (was wheel) in iOS 16"))
        #expect(standard.source.contains("wwdc2022"))
        let rows = try #require(changes.first { $0.placements == [.form, .list] })
        #expect(rows.text.english.hasPrefix("automatic becomes menu (was navigationRow)"))
    }

    @Test("Deprecations and every release in between are listed; nothing changes between a release and itself")
    func deprecationsAndSpans() {
        let changes = ReleaseChanges.between("13", Platform.macOS.newestRelease, on: .macOS)
        #expect(changes.contains { $0.kind == .deprecation && $0.family == .textField && $0.styles == ["squareBorder"] && $0.release == "27" })
        // Deprecated in a future release: no release of its own, so no change.
        #expect(!changes.contains { $0.kind == .deprecation && $0.family == .menu })
        #expect(changes.contains { $0.kind == .automatic && $0.family == .textField && $0.release == "26" })
        #expect(changes.contains { $0.kind == .automatic && $0.family == .textField && $0.release == "27" })
        #expect(ReleaseChanges.between("18", "18", on: .iOS).isEmpty)
        #expect(ReleaseChanges.between("1", "2", on: .visionOS).allSatisfy { $0.kind != .era }, "visionOS was glass from its first")
    }
}
