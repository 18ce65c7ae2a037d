import Foundation

/// What the state file holds: the configuration exactly as `gallery export` writes it (schema 2),
/// with one member more, `window` (``WindowState``): the page, the window's size, whether it was
/// maximised and whether the inspector showed.
///
/// A configuration reader accepts and checks the `window` member without keeping it, so
/// `gallery open --config state.json` and the window's Import read a state file's configuration;
/// only the state file's own reader restores the window from it.
public struct RememberedState: Sendable, Equatable {
    /// The platform, release, placement, colour scheme, styles and every example's value.
    public var configuration: Configuration
    /// The window around them.
    public var window: WindowState

    /// A state made of `configuration` and `window`.
    public init(configuration: Configuration = Configuration(), window: WindowState = WindowState()) {
        self.configuration = configuration
        self.window = window
    }

    /// The state as JSON text: the export's, with the `window` member among its sorted keys.
    public func encoded() -> Data {
        ConfigurationFile.json(self)
    }

    /// Reads a state from JSON bytes, with every check import makes.
    ///
    /// - Throws: ``ConfigurationError`` naming what is wrong and, where known, its line.
    public static func decode(_ data: Data) throws(ConfigurationError) -> RememberedState {
        try ConfigurationFile.decode(RememberedState.self, from: data)
    }
}

extension RememberedState: Codable {
    /// The member that holds the window.
    private static let windowKey = AnyKey("window")

    public func encode(to encoder: any Encoder) throws {
        try configuration.encode(to: encoder)
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(window, forKey: Self.windowKey)
    }

    public init(from decoder: any Decoder) throws {
        configuration = try Configuration(from: decoder)
        window = try decoder.container(keyedBy: AnyKey.self).decodeIfPresent(WindowState.self, forKey: Self.windowKey) ?? WindowState()
    }
}
