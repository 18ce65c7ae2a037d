/// Everything a user can set in the gallery: the emulated platform and
/// placement, the colour scheme, the chosen style of each family and the state
/// of every example. It is what export writes and import reads.
public struct Configuration: Sendable, Equatable {
    /// The schema version this build writes and the newest it reads.
    /// Version 2 added the release (`osVersion`); version 1 files still import, on the newest release.
    public static let currentSchemaVersion = 2
    /// The largest version number a file may name: a later gallery's, but not a giant.
    static let maximumSchemaVersion = 999_999

    /// The emulated platform. Changing it keeps the year of the chosen release (macOS 15 becomes iOS 18, the same
    /// autumn's: ``Platform/release(sameYearAs:of:)``); the newest stays the newest.
    public var platform: Platform {
        didSet {
            if let chosen = chosenRelease, platform != oldValue {
                let same = platform.release(sameYearAs: chosen, of: oldValue)
                chosenRelease = same == platform.newestRelease ? nil : same
            }
        }
    }
    /// The release chosen for the platform, or nil for its newest.
    public private(set) var chosenRelease: OSVersion?
    /// Where the examples sit.
    public var placement: Placement
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The chosen style of each family, by catalog name. Every family has one.
    public private(set) var chosenStyles: [StyleFamily: String]
    /// The state of every example, by slot key. Every slot has a value.
    public internal(set) var examples: [ExampleKey: ExampleValue]
    /// The value of each style parameter (`.page(indexDisplayMode:)`'s `.never`), by style id. Every style
    /// with a parameter has one.
    public private(set) var arguments: [String: String]
    /// The Text page's sample and its modifiers.
    public var text = TextSettings()
    /// The Label page's stack of label styles, in source order (the first is closest to the Label).
    public internal(set) var labelStack: [LabelStyleKind] = [.shadow, .iconOnly]
    /// The Label page's text size (AccessibleLabelStyle reacts to the accessibility sizes).
    public var contentSize = ContentSize.large

    /// A fresh configuration: iOS, standard placement, light, every family's style the one where none is written
    /// (automatic), every example at its default.
    public init(platform: Platform = .iOS, placement: Placement = .standard, colorScheme: ColorScheme = .light) {
        self.platform = platform
        self.placement = placement
        self.colorScheme = colorScheme
        self.chosenStyles = Dictionary(uniqueKeysWithValues: StyleFamily.allCases.map { ($0, StyleCatalog.family($0).automatic.name) })
        self.examples = ExampleCatalog.defaultState
        self.arguments = Self.defaultArguments
    }

    /// Every parameterized style at its parameter's default.
    static let defaultArguments: [String: String] = Dictionary(uniqueKeysWithValues: StyleCatalog.allStyles.compactMap { style in
        style.parameter.map { (style.id, $0.defaultChoice) }
    })

    /// The emulated release: the chosen one, or the platform's newest.
    public var release: OSVersion {
        chosenRelease ?? platform.newestRelease
    }

    /// Chooses the release of the current platform (nil: the newest).
    ///
    /// - Throws: ``UnknownNameError`` when the gallery knows no such release of the platform; nothing changes then.
    public mutating func chooseRelease(_ version: OSVersion?) throws(UnknownNameError) {
        guard let version else {
            chosenRelease = nil
            return
        }
        guard let known = platform.release(version) else {
            throw UnknownNameError(kind: say("\(platform.rawValue) release"), kindPlural: say("\(platform.rawValue) releases"), name: version.description,
                                   validNames: platform.releases.map(\.description))
        }
        chosenRelease = known == platform.newestRelease ? nil : known
    }

    /// The chosen style of `family`.
    public func chosenStyle(of family: StyleFamily) -> StyleDescriptor {
        // Every family starts on `automatic`, and only `choose(_:)` (with a catalog style) and the validating
        // decoder change it, so the name is always the catalog's: the fallback is never taken.
        let descriptor = StyleCatalog.family(family)
        return descriptor.styles.first { $0.name == chosenStyles[family] } ?? descriptor.automatic
    }

    /// Chooses `style` for its family.
    public mutating func choose(_ style: StyleDescriptor) {
        chosenStyles[style.family] = style.name
    }

    /// The context the window draws in: the platform, release, placement, colour scheme and text size set here.
    public var context: Context {
        Context(platform: platform, release: release, placement: placement, colorScheme: colorScheme, contentSize: contentSize)
    }

    /// The configuration with its platform, release, placement, colour scheme and text size taken from `context`;
    /// styles, parameters and example state stay as they are.
    public func with(_ context: Context) -> Configuration {
        var moved = self
        moved.platform = context.platform
        moved.chosenRelease = context.release == context.platform.newestRelease ? nil : context.platform.release(context.release)
        moved.placement = context.placement
        moved.colorScheme = context.colorScheme
        moved.contentSize = context.contentSize
        return moved
    }

    /// How the chosen style of `family` resolves in the configuration's context.
    public func resolution(of family: StyleFamily) -> Resolution {
        resolution(of: chosenStyle(of: family))
    }

    /// How `style` resolves in `context` (the configuration's own when nil), with its parameter's value: as the
    /// control of its card's scene (``CardScene``), through the scene resolver.
    public func resolution(of style: StyleDescriptor, in context: Context? = nil) -> Resolution {
        CardScene.resolution(of: style, argument: argument(for: style), in: context ?? self.context)
    }

    /// The value of `style`'s parameter, or nil for a style without one.
    public func argument(for style: StyleDescriptor) -> String? {
        arguments[style.id]
    }

    /// Sets the value of `style`'s parameter.
    ///
    /// - Throws: ``UnknownNameError`` when the style has no parameter or the parameter no such value; nothing changes then.
    public mutating func setArgument(_ choice: String, for style: StyleDescriptor) throws(UnknownNameError) {
        guard let parameter = style.parameter else {
            throw UnknownNameError(kind: say("parameter of \(style.id)"), kindPlural: say("parameters of \(style.id)"), name: choice, validNames: [])
        }
        guard parameter.choice(choice) != nil else {
            throw parameter.unknownValue(choice)
        }
        arguments[style.id] = choice
    }

    /// The value of the example slot `key`, or nil for an unknown key.
    public func example(_ key: ExampleKey) -> ExampleValue? {
        examples[key]
    }

    /// Stores `value` in the example slot `key` if it fits the slot.
    ///
    /// - Throws: ``SlotError`` for an unknown key or a value the slot refuses; nothing changes then.
    public mutating func setExample(_ key: ExampleKey, to value: ExampleValue) throws(SlotError) {
        guard let slot = ExampleCatalog.slotsByKey[key] else {
            throw SlotError(say("is not an example of this gallery"))
        }
        examples[key] = try slot.validate(value).get()
    }
}
