import CGtk
import Foundation
import GalleryModel

/// Export writes the configuration as `gallery export` does and says so; a broken import is said in one line and
/// changes nothing.
@MainActor
enum ExportImportFeature: WindowCheck {
    nonisolated static let name = "exportImport"

    static func run(_ check: WindowDriver) throws {
        check.send(.choosePlatform(.macOS))
        let exported = check.folder + "/export.json"
        check.send(.export(to: exported))
        check.expect(check.state.banner == Banner(text: say("Exported the configuration to \(Quoting.path(exported))."), isError: false),
                     "\(String(describing: check.state.banner))")
        let data = try Data(contentsOf: URL(fileURLWithPath: exported))
        let configuration = try ConfigurationFile.decode(data)
        check.expect(ConfigurationFile.export(configuration) == data && configuration.platform == .macOS)

        let broken = check.folder + "/broken.json"
        try Data("{\n  \"schemaVersion\": 1,\n  \"platform\": \"Android\"\n}\n".utf8).write(to: URL(fileURLWithPath: broken))
        let before = check.state.configuration
        check.send(.importConfiguration(from: broken))
        let shown = try check.require(check.widget(named: "banner-message"))
        check.expect(String(cString: gtk_label_get_text(gallery_label(shown)))
                     == "Could not import '\(broken)': line 3: platform: unknown platform 'Android'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS")
        check.expect(check.state.configuration == before, "the broken import changed the configuration")
    }
}
