import Foundation
import GalleryModel

/// The configuration a command starts from: a file if one is given, else the
/// defaults, with the platform and placement given on the command line on top.
func startingConfiguration(file: String?, platform: String?, placement: String?) throws -> Configuration {
    var configuration = Configuration()
    if let file {
        do {
            configuration = try ConfigurationFile.load(from: URL(fileURLWithPath: file))
        } catch {
            throw GalleryError("cannot import \(file): \(error.description)")
        }
    }
    if let platform { configuration.platform = try parseName(platform, as: Platform.self) }
    if let placement { configuration.placement = try parseName(placement, as: Placement.self) }
    return configuration
}
