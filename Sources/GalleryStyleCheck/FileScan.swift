import GalleryModel
import GallerySceneReader
import SwiftIfConfig
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What one file holds for `gallery check`, read once for all its targets: what it declares (for every file's uses),
/// the findings of the SwiftUI styles and views it uses on each target, the uses of the project's own styles (known
/// only once every file's declarations are), and what it could not read.
///
/// Each target is checked on the code its platform compiles (`#if` evaluated with SwiftIfConfig, clause by clause,
/// in statement lists, member lists and modifier chains), at the release the code runs from there
/// (``AvailabilityScope``).
struct FileScan: Sendable {
    /// The file, as named in what is printed.
    let file: String
    /// What it declares.
    var declared = DeclaredStyles()
    /// The findings of built-in styles and views.
    var findings: [CheckFinding] = []
    /// The uses of styles the project may declare and of views it may shadow, with the targets they are compiled for.
    var pending: [PendingUse] = []
    /// What was not read.
    var notRead: [NotRead] = []

    /// A use whose meaning depends on what the whole project declares (a style it may declare, a view it may
    /// shadow with a type of its own), on each target whose build compiles it.
    struct PendingUse: Sendable {
        let subject: StyleUse.Subject
        let location: SceneLocation
        /// The platforms it is compiled for, each with the release the code runs from.
        let reached: [(platform: Platform, floor: OSVersion)]
    }

    /// Reads `source` and checks it for every target of every build; on the calling thread, which must be a
    /// ``ReadingThread``.
    static func scan(source: String, file: String, builds: [StyleCheck.Input.Build]) -> FileScan {
        var scan = FileScan(file: file)
        if let refusal = SourceShape.check(source.utf8, fileName: file) {
            scan.notRead.append(NotRead(at: refusal.location, refusal.problem))
            return scan
        }
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SceneReadingLimits.maximumNestingLevel) }
        if let deep = SyntaxDepth.firstNode(of: tree, deeperThan: SceneReadingLimits.maximumSyntaxDepth) {
            let place = SceneFileBytes.location(of: deep.positionAfterSkippingLeadingTrivia.utf8Offset, in: Array(source.utf8))
            scan.notRead.append(NotRead(at: place, SyntaxDepth.refusal))
            return scan
        }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        func location(_ position: AbsolutePosition) -> SceneLocation {
            let place = converter.location(for: position)
            return SceneLocation(line: place.line, column: place.column)
        }
        for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) where diagnostic.diagMessage.severity == .error {
            scan.notRead.append(NotRead(at: location(diagnostic.position), say("a syntax error: \(diagnostic.message)")))
        }
        scan.declared = DeclaredStyles.declared(in: tree)
        let uses = StyleUse.all(in: tree, converter: converter)
        // What raises each use's release, found once for every target.
        let guards = AvailabilityScope.Guards(in: tree)
        let surroundings = uses.map { AvailabilityScope.Surroundings(of: $0.node, guards: guards) }
        var computed = Set<SceneLocation>()
        var pending: [Int: [(platform: Platform, floor: OSVersion)]] = [:]
        for build in builds {
            let iOSRelease = build.targets.first { $0.platform == .iOS }?.release
            for target in build.targets {
                let regions = tree.configuredRegions(in: PlatformBuildConfiguration(platform: target.platform, conditions: build.conditions))
                for diagnostic in regions.diagnostics where diagnostic.diagMessage.severity == .error {
                    scan.notRead.append(NotRead(at: location(diagnostic.position), say("a #if condition that does not evaluate: \(diagnostic.message)")))
                }
                for (index, use) in uses.enumerated() where regions.isActive(use.node) == .active {
                    // The compiler builds an iPad app as an iOS one: where iPadOS has what iOS has, one finding says it.
                    if target.platform == .iPadOS, target.release == iOSRelease, use.subject.isTheSameOnIPadOS { continue }
                    guard case .from(let floor) = surroundings[index].scope(on: target.platform, deployment: target.release) else { continue }
                    switch use.subject {
                    case .builtIn, .toolbarPlacement:
                        scan.findings += UseEvaluation.findings(use.subject, on: target.platform, from: floor, at: use.location)
                    case .declared, .view, .knownView, .knownModifier:
                        pending[index, default: []].append((target.platform, floor))
                    case .computed(let family, let written):
                        if computed.insert(use.location).inserted {
                            scan.notRead.append(NotRead(at: use.location, say(
                                "'\(written)' computes the \(family.rawValue) style: which style it is shows only when the app runs")))
                        }
                    }
                }
            }
        }
        for (index, reached) in pending.sorted(by: { $0.key < $1.key }) {
            scan.pending.append(PendingUse(subject: uses[index].subject, location: uses[index].location, reached: reached))
        }
        scan.notRead = Array(Set(scan.notRead)).sorted { $0.location < $1.location }
        return scan
    }

    /// What `source` declares, read within the reader's limits (nothing when it is past them); on the calling thread,
    /// which must be a ``ReadingThread``.
    static func declarations(in source: String, file: String) -> DeclaredStyles {
        guard SourceShape.check(source.utf8, fileName: file) == nil else { return DeclaredStyles() }
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SceneReadingLimits.maximumNestingLevel) }
        guard SyntaxDepth.firstNode(of: tree, deeperThan: SceneReadingLimits.maximumSyntaxDepth) == nil else { return DeclaredStyles() }
        return DeclaredStyles.declared(in: tree)
    }

    /// The file's check, once the project's declarations (`declared`, every file's) are known: a use of a style the
    /// project declares is checked as its protocol, one nobody declares is a warning; a view whose name the project
    /// gives a type of its own is that type, not SwiftUI's.
    func check(knowing declared: DeclaredStyles) -> FileCheck {
        var findings = findings
        for use in pending {
            switch use.subject {
            case .view(let family) where declared.typeNames.contains(family.viewName):
                continue
            case .knownView(let name, _) where declared.typeNames.contains(name):
                continue
            case .knownModifier(let name, _) where declared.functionNames.contains(name):
                // The project's own function of that name: a shim for the platforms that lack SwiftUI's.
                continue
            case .declared(let family, let name, let written) where !declared.declares(name, in: family):
                findings.append(CheckFinding(SceneDiagnostic(.warning, at: use.location, say(
                    "'\(written)' is not a built-in \(family.rawValue) style, and not declared in the files checked")), rule: .unknownStyle))
            default:
                for (platform, floor) in use.reached {
                    findings += UseEvaluation.findings(use.subject, on: platform, from: floor, at: use.location)
                }
            }
        }
        return FileCheck(file: file, findings: CheckFinding.unique(findings), notRead: notRead)
    }
}

extension StyleUse.Subject {
    /// Whether Apple's pages give iPadOS what they give iOS for what is used.
    var isTheSameOnIPadOS: Bool {
        let availability: Availability
        switch self {
        case .builtIn(let style, _): availability = style.availability
        case .view(let family): availability = StyleCatalog.family(family).viewAvailability
        case .knownView(_, let known), .toolbarPlacement(_, let known), .knownModifier(_, let known): availability = known
        case .declared(let family, _, _): availability = StyleProtocols.availability(of: family)
        case .computed: return true
        }
        return availability.introduced[.iOS] == availability.introduced[.iPadOS] && availability.deprecation(on: .iOS) == availability.deprecation(on: .iPadOS)
            && availability.obsoleted[.iOS] == availability.obsoleted[.iPadOS]
    }
}

