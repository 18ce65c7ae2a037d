import GalleryModel
import GallerySceneReader
import GalleryStyleCheck
import GalleryTranslation

/// One document checked as `gallery check` checks a file, and what the editor is told: its findings and the regions not
/// read as the protocol's diagnostics, each over the modifier call, `?:` branch or view name it is about.
struct DocumentCheck: Sendable {
    /// The document's name in the check (its path, or its URI when it is not a file).
    let name: String
    let document: TextDocument
    let targets: DocumentTargets
    /// What the project's other files declare.
    let known: StyleDeclarations

    /// The input the check reads: the unsaved text.
    func input(targets: [DeploymentTarget]) -> StyleCheck.Input {
        StyleCheck.Input(name: name, source: .text(document.text), targets: targets, conditions: self.targets.conditions)
    }

    /// The check of the document for all its targets.
    func run() -> FileCheck {
        StyleCheck.check([input(targets: targets.targets)], knowing: known).first
            ?? FileCheck(file: name, findings: [], notRead: [])
    }

    /// The places of availability errors, per target platform: each target checked alone, so that a finding's platform
    /// is known (one finding names one platform, but says it only in its words).
    func availabilityAnchors(sites: SourceSites) -> [Platform: Set<Int>] {
        let targets = targets.targets
        let checks = StyleCheck.check(targets.map { input(targets: [$0]) }, knowing: known)
        var anchors: [Platform: Set<Int>] = [:]
        for (target, check) in zip(targets, checks) {
            anchors[target.platform] = Set(check.findings.filter { $0.rule == .availability }.map { offset(of: $0.diagnostic.location) })
        }
        return anchors
    }

    /// The byte offset of a place the check reported.
    func offset(of location: SceneLocation) -> Int {
        document.offset(line: location.line, utf8Column: location.column)
    }

    /// The diagnostics of `check`, in the protocol's form, with positions in `encoding`.
    func diagnostics(_ check: FileCheck, sites: SourceSites, encoding: PositionEncoding) -> [JSONValue] {
        var diagnostics: [JSONValue] = []
        if case .unknown = targets {
            diagnostics.append(Self.diagnostic(range: document.range(from: 0, to: 0, in: encoding), severity: 3, code: "targets",
                                               message: tr(DocumentTargets.unknownMessage)))
        }
        if let error = check.unreadable {
            let start = offset(of: error.location)
            diagnostics.append(Self.diagnostic(range: document.range(from: start, to: start, in: encoding), severity: 1, code: "source",
                                               message: tr(error.problem)))
        }
        for finding in check.findings {
            diagnostics.append(diagnostic(finding, sites: sites, encoding: encoding))
        }
        for region in check.notRead {
            let start = offset(of: region.location)
            diagnostics.append(Self.diagnostic(range: document.range(from: start, to: wordEnd(from: start), in: encoding), severity: 3,
                                               code: "notRead", message: tr(say("not read: \(region.reason)"))))
        }
        return diagnostics
    }

    /// The diagnostic of one finding.
    func diagnostic(_ finding: CheckFinding, sites: SourceSites, encoding: PositionEncoding) -> JSONValue {
        let anchor = offset(of: finding.diagnostic.location)
        let span = sites.span(at: anchor) ?? (anchor, wordEnd(from: anchor))
        let severity = switch finding.diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        var diagnostic = Self.diagnostic(range: document.range(from: span.start, to: span.end, in: encoding), severity: severity,
                                         code: finding.rule.rawValue, message: tr(finding.diagnostic.message))
        if finding.rule == .deprecation, case .object(var members) = diagnostic {
            // DiagnosticTag.Deprecated: editors strike it through.
            members["tags"] = [2]
            diagnostic = .object(members)
        }
        return diagnostic
    }

    static func diagnostic(range: TextRange, severity: Int, code: String, message: String) -> JSONValue {
        ["range": range.json, "severity": .integer(severity), "code": .string(code), "source": "gallery", "message": .string(message)]
    }

    /// Where the word or symbol that starts at `offset` ends, so a diagnostic without a site covers something.
    private func wordEnd(from offset: Int) -> Int {
        let bytes = document.bytes
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D, bytes[end] != 0x20, bytes[end] != 0x09 {
            end += 1
            if end - offset > 80, end < bytes.count, bytes[end] & 0xC0 != 0x80 { break }
        }
        return end
    }
}
