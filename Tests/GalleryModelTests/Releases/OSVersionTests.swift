import GalleryModel
import Testing

/// Release numbers are read as people write them and compared as numbers, so "10.15" comes before "11" and "17" is
/// "17.0": the release selector's order, availability checks and `--os-version` all rest on it.
@Suite("Release numbers")
struct OSVersionTests {
    @Test("Release numbers parse as written and print in their short and badge forms", arguments: [
        ("17", "17", "17.0", [17]), ("17.0", "17", "17.0", [17]), ("10.15", "10.15", "10.15", [10, 15]),
        ("10.15.4", "10.15.4", "10.15.4", [10, 15, 4]), ("16.0.1", "16.0.1", "16.0.1", [16, 0, 1]),
        ("999.999.999", "999.999.999", "999.999.999", [999, 999, 999]),
    ])
    func parsing(text: String, short: String, badge: String, components: [Int]) throws {
        let version = try #require(OSVersion(text))
        #expect(version.description == short)
        #expect(version.badgeForm == badge)
        #expect(version.components == components)
        #expect(version.major == components[0])
    }

    @Test("Anything but one to three numbers of up to three digits is not a release", arguments: [
        "", ".", "17.", ".5", "1.2.3.4", "-1", "1000", "17.a", "17 .0", "+17",
    ])
    func refusals(text: String) {
        #expect(OSVersion(text) == nil)
    }

    @Test("Trailing zeros do not make another release, in equality and in hashing")
    func trailingZeros() {
        let versions: [OSVersion] = ["17", "17.0", "17.0.0"]
        #expect(Set(versions).count == 1)
        #expect(OSVersion("17.0.1") != "17")
    }

    @Test("Releases order as numbers, component by component")
    func ordering() {
        let written: [OSVersion] = ["17", "10.15", "11", "16.4", "10.15.4", "9.9.9", "16.10", "26"]
        #expect(written.sorted().map(\.description) == ["9.9.9", "10.15", "10.15.4", "11", "16.4", "16.10", "17", "26"])
        #expect(OSVersion("10.15") < "10.15.1")
        #expect(!(OSVersion("17") < "17.0"))
    }
}
