import Foundation
import FoundationXML
import GalleryModel
import Testing

/// The desktop entry, the AppStream metainfo and LICENSE in `Resources/` and the package's root say what
/// ``GalleryProject`` says: one id, name, version, website and copyright. (The install test validates
/// the files with desktop-file-validate and appstreamcli.)
@Suite("Desktop entry and metainfo agree with GalleryProject")
struct ProjectMetadataTests {
    static let package = TestFiles.package
    static let resources = package.appendingPathComponent("Resources")

    /// The metainfo, parsed.
    private func metainfo() throws -> XMLDocument {
        try XMLDocument(contentsOf: Self.resources.appendingPathComponent("\(GalleryProject.applicationID).metainfo.xml"))
    }

    /// The text of every node `path` finds in the metainfo.
    private func texts(_ path: String) throws -> [String] {
        try metainfo().nodes(forXPath: path).compactMap(\.stringValue).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    @Test("The metainfo names the id, the name, the homepage, the desktop entry and the binary")
    func metainfoIdentity() throws {
        #expect(try texts("/component/id") == [GalleryProject.applicationID])
        #expect(try texts("/component/name[not(@xml:lang)]") == [GalleryProject.name])
        #expect(try texts("/component/url[@type='homepage']") == [GalleryProject.website])
        #expect(try texts("/component/launchable[@type='desktop-id']") == ["\(GalleryProject.applicationID).desktop"])
        #expect(try texts("/component/provides/binary") == ["gallery"])
    }

    @Test("The metainfo's newest release is this version, and every release has notes")
    func newestRelease() throws {
        let releases = try metainfo().nodes(forXPath: "/component/releases/release").compactMap { $0 as? XMLElement }
        try #require(!releases.isEmpty)
        // AppStream lists releases newest first.
        #expect(releases.first?.attribute(forName: "version")?.stringValue == GalleryProject.version)
        for release in releases {
            #expect(try !release.nodes(forXPath: "description/*").isEmpty, "release \(release.attribute(forName: "version")?.stringValue ?? "?") has no notes")
        }
    }

    @Test("Every screenshot has a caption and an image in the project's repository")
    func screenshots() throws {
        let shots = try metainfo().nodes(forXPath: "/component/screenshots/screenshot").compactMap { $0 as? XMLElement }
        #expect(!shots.isEmpty)
        for shot in shots {
            #expect(try !(shot.nodes(forXPath: "caption").first?.stringValue ?? "").isEmpty)
            let image = try #require(try shot.nodes(forXPath: "image").first?.stringValue)
            let prefix = GalleryProject.website.replacingOccurrences(of: "https://github.com/", with: "https://raw.githubusercontent.com/") + "/main/"
            #expect(image.hasPrefix(prefix), "\(image) is not in the project's repository")
            let file = Self.package.appendingPathComponent(String(image.dropFirst(prefix.count)))
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path) is not checked in")
        }
    }

    @Test("The desktop entry's name and icon are the app's")
    func desktopEntry() throws {
        let text = try String(contentsOf: Self.resources.appendingPathComponent("\(GalleryProject.applicationID).desktop"), encoding: .utf8)
        let lines = Set(text.split(separator: "\n").map(String.init))
        #expect(lines.contains("Name=\(GalleryProject.name)"))
        #expect(lines.contains("Icon=\(GalleryProject.applicationID)"))
        #expect(lines.contains("Exec=gallery"))
    }

    @Test("Both icons are in Resources/icons, laid out as a hicolor theme")
    func icons() {
        let icons = Self.resources.appendingPathComponent("icons/hicolor")
        for path in ["scalable/apps/\(GalleryProject.applicationID).svg", "symbolic/apps/\(GalleryProject.applicationID)-symbolic.svg"] {
            #expect(FileManager.default.fileExists(atPath: icons.appendingPathComponent(path).path), "no \(path)")
        }
    }

    @Test("LICENSE is MIT's with the copyright the About window shows")
    func license() throws {
        let text = try String(contentsOf: Self.package.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(text.hasPrefix("MIT License"))
        let holder = GalleryProject.copyright.replacingOccurrences(of: "© ", with: "")
        #expect(text.contains("Copyright (c) \(holder)"))
    }
}
