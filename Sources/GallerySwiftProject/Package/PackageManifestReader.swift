import GalleryModel
import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` with SwiftSyntax, never running it: the package's name, `platforms`, `products`,
/// local `dependencies` and `targets` (each target's files, compilation conditions and dependencies).
///
/// ```swift
/// let package = Package(
///     name: "Core",
///     platforms: [.iOS(.v17), .macOS("14.2"), .watchOS(.v10)],
///     products: [.library(name: "Core", targets: ["Core"])],
///     dependencies: [.package(path: "../Shared"), .package(url: "https://…", from: "1.0.0")],
///     targets: [
///         .target(name: "Core", dependencies: [.product(name: "Shared", package: "Shared")],
///                 path: "Code", exclude: ["Old"], swiftSettings: [.define("CORE")]),
///         .testTarget(name: "CoreTests", dependencies: ["Core"]),
///     ]
/// )
/// ```
///
/// Values may come through constants, `+`, `.map` and the manifest's one-expression functions
/// (``ManifestEvaluator``). What cannot be read is a problem at its line and column, and the package is still used
/// with everything else: a target whose name cannot be read is left out, a target whose folder cannot be read has no
/// files, a platform whose release cannot be read is not named.
///
/// Not read, on purpose: `.macCatalyst(…)` (a Mac Catalyst build is checked as iPadOS, at the iOS release: see
/// ``XcodePlatforms``), `.driverKit`, `.custom` and the non-Apple platforms; `binaryTarget` and `systemLibrary`
/// (they compile no Swift); Swift settings other than `.define` and `-D` in `.unsafeFlags`.
enum PackageManifestReader {
    /// The package whose manifest is `manifest` (a normalised path to a `Package.swift`); nil, with a problem, when
    /// it cannot be read at all or holds no `Package(…)`.
    static func read(_ manifest: String, state: SearchState) -> PackageManifest? {
        let root = ProjectPath.parent(manifest)
        let text: String
        do {
            text = try ProjectFiles.text(atPath: manifest, limit: ProjectLimits.maximumManifestBytes)
        } catch {
            state.report(manifest, line: error.line, column: error.column, say("this manifest could not be read: \(error.message)"))
            return nil
        }
        var bytes = Array(text.utf8)
        if let refusal = ManifestShape.refusal(of: bytes) {
            state.report(manifest, line: refusal.spot.line, column: refusal.spot.column, refusal.message)
            return nil
        }
        let tree = bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer), maximumNestingLevel: ProjectLimits.maximumManifestNesting)
        }
        let converter = SourceLocationConverter(fileName: manifest, tree: tree)
        if tree.hasError {
            let spot = firstError(in: tree, converter: converter)
            state.report(manifest, line: spot.line, column: spot.column,
                         say("this manifest has a syntax error here; what could be parsed was read"))
        }
        var evaluator = ManifestEvaluator(converter: converter)
        evaluator.read(tree)
        for (spot, reason) in evaluator.skipped {
            state.report(manifest, line: spot.line, column: spot.column, reason)
        }
        let values = evaluator.globals
        if let value = values["package"], let reason = value.unknownReason {
            state.report(manifest, line: value.spot.line, column: value.spot.column, say("the package is not read: \(reason)"))
            return nil
        }
        guard let package = values["package"].flatMap({ $0.call?.name == "Package" ? $0 : nil })
                ?? values.values.sorted(by: { $0.spot.line < $1.spot.line }).first(where: { $0.call?.name == "Package" }) else {
            state.report(manifest, say("this manifest has no let package = Package(…) the reader can follow"))
            return nil
        }
        let reader = Reading(manifest: manifest, root: root, state: state)
        let name = reader.needed(package.argument("name"), "the package's name").flatMap { reader.string($0, "the package's name") }
            ?? ProjectPath.lastComponent(root)
        let dependencies = reader.dependencies(package.argument("dependencies"))
        return PackageManifest(
            manifest: manifest, root: root, name: name,
            platforms: reader.platforms(package.argument("platforms")),
            products: reader.products(package.argument("products")),
            dependencies: dependencies,
            targets: reader.targets(package.argument("targets")))
    }

    /// Where the first syntax error of `tree` is.
    private static func firstError(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> ManifestSpot {
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
            let location = token.startLocation(converter: converter)
            return ManifestSpot(line: location.line, column: location.column)
        }
        return ManifestSpot(line: 1, column: 1)
    }

    /// The parts of a `Package(…)`, each read with its problems said at its place.
    private struct Reading {
        let manifest: String
        let root: String
        let state: SearchState

        /// `value`, unless it is missing or not followed: then nil, with the reason said at its place.
        func needed(_ value: ManifestValue?, _ what: LocalizedText) -> ManifestValue? {
            guard let value else { return nil }
            if let reason = value.unknownReason {
                report(value.spot, say("\(what) is not read: \(reason)"))
                return nil
            }
            return value
        }

        func report(_ spot: ManifestSpot, _ message: LocalizedText) {
            state.report(manifest, line: spot.line, column: spot.column, message)
        }

        /// The string `value` holds, or nil with a problem.
        func string(_ value: ManifestValue, _ what: LocalizedText) -> String? {
            guard let text = value.string else {
                report(value.spot, say("\(what) is not a string the reader can follow"))
                return nil
            }
            return text
        }

        /// The strings of an array, each element that is not one said as a problem.
        func strings(_ value: ManifestValue?, _ what: LocalizedText) -> [String]? {
            guard let value = needed(value, what) else { return nil }
            guard let elements = value.array else {
                report(value.spot, say("\(what) is not an array the reader can follow"))
                return nil
            }
            return elements.compactMap { needed($0, what).flatMap { string($0, what) } }
        }

        /// The elements of an array, or nil with a problem.
        func elements(_ value: ManifestValue?, _ what: LocalizedText) -> [ManifestValue] {
            guard let value = needed(value, what) else { return [] }
            guard let elements = value.array else {
                report(value.spot, say("\(what) is not an array the reader can follow"))
                return []
            }
            return elements
        }

        // MARK: Platforms

        func platforms(_ value: ManifestValue?) -> [Platform: (release: OSVersion, spot: ManifestSpot)] {
            var platforms: [Platform: (release: OSVersion, spot: ManifestSpot)] = [:]
            for element in elements(value, say("the package's platforms")) {
                guard let element = needed(element, say("a platform")), let (name, arguments) = element.call else {
                    if element.unknownReason == nil { report(element.spot, say("this platform is not one the reader knows")) }
                    continue
                }
                let named: [Platform]
                switch name {
                case "iOS": named = [.iOS, .iPadOS]
                case "macOS": named = [.macOS]
                case "tvOS": named = [.tvOS]
                case "watchOS": named = [.watchOS]
                case "visionOS": named = [.visionOS]
                case "macCatalyst", "driverKit", "custom", "linux", "windows", "android", "wasi", "openbsd", "freebsd": continue
                default:
                    report(element.spot, say("this platform, .\(name), is not one the reader knows"))
                    continue
                }
                guard let version = arguments.first?.value, let release = self.release(version) else { continue }
                for platform in named { platforms[platform] = (release, element.spot) }
            }
            return platforms
        }

        /// `.v17`, `.v10_15`, `"14.2"`: the release, or nil with a problem.
        func release(_ value: ManifestValue) -> OSVersion? {
            guard let value = needed(value, say("a platform's release")) else { return nil }
            var text: String?
            if let member = value.member, member.hasPrefix("v") {
                text = String(member.dropFirst().map { $0 == "_" ? "." : $0 })
            } else if let literal = value.string {
                text = literal
            }
            guard let text, let release = OSVersion(text) else {
                report(value.spot, say("this release is not one the reader can read (write it like .v17, .v10_15 or \"14.2\")"))
                return nil
            }
            return release
        }

        // MARK: Products and dependencies

        func products(_ value: ManifestValue?) -> [String: [String]] {
            var products: [String: [String]] = [:]
            for element in elements(value, say("the package's products")) {
                guard let element = needed(element, say("a product")), let call = element.call else {
                    if element.unknownReason == nil { report(element.spot, say("this product is not one the reader knows")) }
                    continue
                }
                guard let name = needed(element.argument("name"), say("a product's name")).flatMap({ string($0, say("a product's name")) }) else {
                    if element.argument("name") == nil { report(element.spot, say("this .\(call.name) has no name the reader can follow")) }
                    continue
                }
                products[name] = strings(element.argument("targets"), say("the targets of product \(name)")) ?? []
            }
            return products
        }

        func dependencies(_ value: ManifestValue?) -> [PackageManifest.Dependency] {
            var dependencies: [PackageManifest.Dependency] = []
            for element in elements(value, say("the package's dependencies")) {
                guard let element = needed(element, say("a dependency")), element.call?.name == "package" else {
                    if element.unknownReason == nil { report(element.spot, say("this dependency is not one the reader knows")) }
                    continue
                }
                let name = element.argument("name").flatMap(\.string)
                if let pathValue = element.argument("path") {
                    guard let path = needed(pathValue, say("a dependency's path")).flatMap({ string($0, say("a dependency's path")) }) else { continue }
                    let folder = ProjectPath.join(root, path)
                    guard ProjectFiles.isFile(ProjectPath.join(folder, "Package.swift")) else {
                        report(pathValue.spot, say("the package this path names, \(path), has no Package.swift on disk"))
                        continue
                    }
                    let normalised = ProjectPath.normalised(folder)
                    dependencies.append(.init(identity: ProjectPath.lastComponent(normalised).lowercased(), name: name, root: normalised))
                } else if let url = element.argument("url").flatMap(\.string) {
                    var last = ProjectPath.lastComponent(url.hasSuffix("/") ? String(url.dropLast()) : url)
                    if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
                    if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
                    dependencies.append(.init(identity: last.lowercased(), name: name, root: nil))
                } else if let id = element.argument("id").flatMap(\.string) {
                    let last = id.split(separator: ".").last.map(String.init) ?? id
                    dependencies.append(.init(identity: last.lowercased(), name: name, root: nil))
                } else {
                    report(element.spot, say("this dependency has no path, url or id the reader can follow"))
                }
            }
            return dependencies
        }

        // MARK: Targets

        func targets(_ value: ManifestValue?) -> [PackageManifest.Target] {
            var targets: [PackageManifest.Target] = []
            for element in elements(value, say("the package's targets")) {
                guard let element = needed(element, say("a target")), let call = element.call else {
                    if element.unknownReason == nil { report(element.spot, say("this target is not one the reader knows")) }
                    continue
                }
                let kind: PackageManifest.Target.Kind
                switch call.name {
                case "target": kind = .regular
                case "executableTarget": kind = .executable
                case "testTarget": kind = .test
                case "macro": kind = .macro
                case "plugin": kind = .plugin
                case "binaryTarget", "systemLibrary": continue
                default:
                    report(element.spot, say("this target, .\(call.name), is not one the reader knows"))
                    continue
                }
                guard let name = needed(element.argument("name"), say("a target's name")).flatMap({ string($0, say("a target's name")) }) else {
                    if element.argument("name") == nil { report(element.spot, say("this .\(call.name) has no name")) }
                    continue
                }
                let path = element.argument("path").flatMap { needed($0, say("the path of target \(name)")) }.flatMap { string($0, say("the path of target \(name)")) }
                let layout = PackageTargetSources.Layout(
                    name: name, kind: kind, path: path,
                    exclude: strings(element.argument("exclude"), say("what target \(name) excludes")) ?? [],
                    sources: element.argument("sources") == nil ? nil : strings(element.argument("sources"), say("the sources of target \(name)")) ?? [])
                var files: [String] = []
                if let folder = PackageTargetSources.folder(of: layout, root: root, manifest: manifest, spot: element.spot, state: state) {
                    files = PackageTargetSources.files(of: layout, in: folder, root: root, state: state)
                }
                targets.append(PackageManifest.Target(
                    name: name, kind: kind, files: files,
                    conditions: conditions(element.argument("swiftSettings"), target: name),
                    dependencies: targetDependencies(element.argument("dependencies"), target: name)))
            }
            return targets
        }

        /// The names `.define`d (or `-D`'d in `.unsafeFlags`) for a release build.
        func conditions(_ value: ManifestValue?, target: String) -> Set<String> {
            var names: Set<String> = []
            for setting in elements(value, say("the Swift settings of target \(target)")) {
                guard let setting = needed(setting, say("a Swift setting of target \(target)")), let call = setting.call else { continue }
                let condition = call.arguments.dropFirst().first.map { self.condition($0.value) }
                if condition?.configuration == "debug" { continue }
                switch call.name {
                case "define":
                    if let name = call.arguments.first.flatMap({ needed($0.value, say("a .define of target \(target)")) }).flatMap({ string($0, say("a .define of target \(target)")) }) {
                        names.insert(name)
                    }
                case "unsafeFlags":
                    names.formUnion(XcodeBuildSettings.definedConditions(inFlags: strings(call.arguments.first?.value, say("the flags of target \(target)")) ?? []))
                default:
                    continue
                }
            }
            return names
        }

        /// `.when(platforms: [.iOS], configuration: .release)`: its platforms and configuration.
        func condition(_ value: ManifestValue) -> (platforms: Set<Platform>?, configuration: String?) {
            guard let call = needed(value, say("a condition"))?.call, call.name == "when" else { return (nil, nil) }
            var platforms: Set<Platform>?
            if let listed = call.arguments.first(where: { $0.label == "platforms" })?.value {
                platforms = []
                for element in elements(listed, say("the platforms of a condition")) {
                    platforms?.formUnion(Self.platforms(named: element.member ?? element.call?.name ?? ""))
                }
            }
            let configuration = call.arguments.first { $0.label == "configuration" }?.value.member
            return (platforms, configuration)
        }

        /// The gallery's platforms a condition's platform stands for (`.macCatalyst`: iPadOS, as its builds are checked).
        static func platforms(named name: String) -> Set<Platform> {
            switch name {
            case "iOS": [.iOS, .iPadOS]
            case "macCatalyst": [.iPadOS]
            case "macOS": [.macOS]
            case "tvOS": [.tvOS]
            case "watchOS": [.watchOS]
            case "visionOS": [.visionOS]
            default: []
            }
        }

        func targetDependencies(_ value: ManifestValue?, target: String) -> [PackageManifest.TargetDependency] {
            var dependencies: [PackageManifest.TargetDependency] = []
            for element in elements(value, say("the dependencies of target \(target)")) {
                guard let element = needed(element, say("a dependency of target \(target)")) else { continue }
                if let name = element.string {
                    dependencies.append(.byName(name, platforms: nil))
                    continue
                }
                guard let call = element.call,
                      let name = needed(element.argument("name"), say("a dependency of target \(target)")).flatMap({ string($0, say("a dependency of target \(target)")) }) else {
                    report(element.spot, say("this dependency of target \(target) is not one the reader knows"))
                    continue
                }
                let platforms = element.argument("condition").flatMap { condition($0).platforms }
                switch call.name {
                case "target":
                    dependencies.append(.target(name, platforms: platforms))
                case "product":
                    guard let package = needed(element.argument("package"), say("the package of product \(name)")).flatMap({ string($0, say("the package of product \(name)")) }) else {
                        if element.argument("package") == nil { report(element.spot, say("this .product has no package")) }
                        continue
                    }
                    dependencies.append(.product(name, package: package, platforms: platforms))
                case "byName":
                    dependencies.append(.byName(name, platforms: platforms))
                default:
                    report(element.spot, say("this dependency of target \(target) is not one the reader knows"))
                }
            }
            return dependencies
        }
    }
}
