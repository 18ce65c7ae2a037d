import ArgumentParser
import Foundation
import GalleryModel

/// The options that say which configuration a command starts from: a file if one is given, else
/// the defaults (for the window, the configuration it remembers), with the platform, release and
/// placement given on the command line on top.
public struct ConfigurationOptions: ParsableArguments, Sendable {
    @Option(help: "The emulated platform (overrides the configuration file's).")
    public var platform: String?

    @Option(help: "The release of the platform, such as 17 or 10.15 (overrides the configuration file's).")
    public var osVersion: String?

    @Option(help: "The placement (overrides the configuration file's).")
    public var placement: String?

    @Option(help: "Start from this configuration file instead of the defaults.")
    public var config: String?

    public init() {}

    /// The configuration these options describe, over `base` unless they name a configuration file.
    public func configuration(over base: Configuration = Configuration()) throws -> Configuration {
        var configuration = base
        if let config {
            do {
                configuration = try ConfigurationFile.load(path: config)
            } catch {
                throw GalleryError(say("cannot import \(Quoting.path(config)): \(error.text)"))
            }
        }
        if let platform { configuration.platform = try parseName(platform, as: Platform.self) }
        if let release = try parseRelease(osVersion, for: configuration.platform) {
            do { try configuration.chooseRelease(release) } catch { throw GalleryError(error) }
        }
        if let placement { configuration.placement = try parseName(placement, as: Placement.self) }
        return configuration
    }
}
