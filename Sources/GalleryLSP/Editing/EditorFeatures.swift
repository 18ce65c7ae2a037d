import GalleryModel
import GalleryStyleCheck
import GalleryTranslation

/// How the client takes a workspace edit and hover text (from its `initialize` capabilities).
struct ClientAbilities: Sendable, Equatable {
    /// `workspace.workspaceEdit.documentChanges`: edits that name the document's version.
    var documentChanges = false
    /// `textDocument.hover.contentFormat` has `markdown` (or says nothing, as most clients do).
    var markdownHover = true
    /// `textDocument.codeAction.codeActionLiteralSupport`: code actions rather than commands.
    var codeActionLiterals = false

    init() {}

    init(_ capabilities: JSONValue?) {
        documentChanges = capabilities?["workspace"]?["workspaceEdit"]?["documentChanges"]?.bool ?? false
        if let formats = capabilities?["textDocument"]?["hover"]?["contentFormat"]?.array {
            markdownHover = formats.contains("markdown")
        }
        codeActionLiterals = capabilities?["textDocument"]?["codeAction"]?["codeActionLiteralSupport"] != nil
    }
}

/// The hover and the code actions of a document, from its text and targets.
enum EditorFeatures {
    /// The hover at `position`: what the style modifier there resolves to on each platform; null when no style
    /// modifier is there.
    static func hover(_ check: DocumentCheck, at position: Position, encoding: PositionEncoding, abilities: ClientAbilities) -> JSONValue {
        let sites = SourceSites.read(check.document.text, targets: check.targets.targets)
        let offset = check.document.offset(of: position, in: encoding)
        guard let site = sites.modifier(at: offset) else { return .null }
        let branch = site.branches.first { $0.start <= offset && offset <= $0.end }
        guard let text = HoverText.markdown(site, branch: branch, targets: check.targets) else { return .null }
        let range = check.document.range(from: branch.map { site.branches.count > 1 ? $0.start : site.start } ?? site.start,
                                         to: branch.map { site.branches.count > 1 ? $0.end : site.end } ?? site.end, in: encoding)
        return ["contents": ["kind": .string(abilities.markdownHover ? "markdown" : "plaintext"), "value": .string(text)], "range": range.json]
    }

    /// The quick fixes for what the check finds on the lines of `range` (an editor asks for the cursor's place or the
    /// selection):
    /// a style or view too new for a target wrapped in `if #available`, a deprecated style replaced by Apple's
    /// replacement. None when the targets are unknown, or when `only` asks for kinds other than quick fixes.
    static func codeActions(_ check: DocumentCheck, uri: String, version: Int, range: TextRange, only: [String]?, encoding: PositionEncoding,
                            abilities: ClientAbilities) -> [JSONValue] {
        if let only, !only.contains(where: { $0 == "quickfix" || $0.isEmpty || "quickfix".hasPrefix($0 + ".") }) { return [] }
        guard case .known(let targets, _) = check.targets, abilities.codeActionLiterals else { return [] }
        let bytes = check.document.bytes
        // The whole lines of the range: an editor asks with the cursor's place, which may be anywhere on the line.
        let first = check.document.offset(of: Position(line: range.start.line, character: 0), in: encoding)
        let last = check.document.lineEnd(min(max(range.start.line, range.end.line), check.document.lineCount - 1))
        let sites = SourceSites.read(check.document.text, targets: targets)
        let touched = sites.modifiers.filter { $0.start <= last && first <= $0.end }
        let views = sites.views.filter { $0.start <= last && first <= $0.nameEnd }
        guard !touched.isEmpty || !views.isEmpty else { return [] }
        let result = check.run()
        let diagnostics = result.findings.map { (anchor: check.offset(of: $0.diagnostic.location), rule: $0.rule,
                                                 json: check.diagnostic($0, sites: sites, encoding: encoding)) }
        let anchors = check.availabilityAnchors(sites: sites)
        var actions: [JSONValue] = []

        func action(_ title: LocalizedText, _ edit: SourceEdit, at anchors: Set<Int>, rule: CheckFinding.Rule, preferred: Bool) {
            let textEdit: JSONValue = ["range": check.document.range(from: edit.start, to: edit.end, in: encoding).json, "newText": .string(edit.text)]
            let workspaceEdit: JSONValue = abilities.documentChanges
                ? ["documentChanges": [["textDocument": ["uri": .string(uri), "version": .integer(version)], "edits": [textEdit]]]]
                : ["changes": [uri: [textEdit]]]
            actions.append([
                "title": .string(tr(title)), "kind": "quickfix", "isPreferred": .bool(preferred), "edit": workspaceEdit,
                "diagnostics": .array(diagnostics.filter { anchors.contains($0.anchor) && $0.rule == rule }.map(\.json)),
            ])
        }

        for site in touched {
            // Wrapped in `if #available`: the platforms whose target lacks the style here, each at the release that has it.
            var needed: [Platform: OSVersion] = [:]
            var wrapAnchors: Set<Int> = []
            for branch in site.branches {
                guard let style = branch.style else { continue }
                let anchor = site.anchor(of: branch)
                for target in targets where anchors[target.platform]?.contains(anchor) == true {
                    guard let release = releaseNeeded(style, choice: branch.choice, on: target.platform) else { continue }
                    needed[target.platform] = max(needed[target.platform] ?? release, release)
                    wrapAnchors.insert(anchor)
                }
            }
            if let edit = SourceEdits.wrap(site, needing: needed, in: bytes) {
                let condition = SourceEdits.availabilityCondition(needed)
                let call = String(decoding: bytes[site.start..<site.end], as: UTF8.self)
                action(say("Wrap in 'if \(condition)', with the view without \(Quoting.quoted(call)) in the else"), edit, at: wrapAnchors,
                       rule: .availability, preferred: false)
            }
            // Apple's replacement of a deprecated style.
            for branch in site.branches {
                let anchor = site.anchor(of: branch)
                guard let style = branch.style, diagnostics.contains(where: { $0.anchor == anchor && $0.rule == .deprecation }),
                      let modifiers = ReplacementCode.modifiers(replacing: style, choice: branch.choice),
                      let edit = SourceEdits.replace(branch, of: site, with: modifiers, in: bytes) else { continue }
                let written = style.modifiers(choosing: branch.choice).first ?? style.modifier
                action(say("Replace \(Quoting.quoted(written)) with \(Quoting.quoted(modifiers.joined()))"), edit, at: [anchor],
                       rule: .deprecation, preferred: true)
            }
        }
        for view in views {
            var needed: [Platform: OSVersion] = [:]
            let availability = StyleCatalog.family(view.family).viewAvailability
            for target in targets where anchors[target.platform]?.contains(view.start) == true {
                guard let first = availability.introduced[target.platform] else { continue }
                needed[target.platform] = first
            }
            if let edit = SourceEdits.wrap(view, needing: needed, in: bytes) {
                action(say("Wrap in 'if \(SourceEdits.availabilityCondition(needed))' (older releases show no \(view.family.viewName) there)"), edit,
                       at: [view.start], rule: .availability, preferred: false)
            }
        }
        return actions
    }

    /// The first release of `platform` with `style` and its parameter's `choice`; nil when the platform never has it.
    static func releaseNeeded(_ style: StyleDescriptor, choice: String?, on platform: Platform) -> OSVersion? {
        guard let first = style.availability.introduced[platform] else { return nil }
        guard let parameter = style.parameter, let value = choice.flatMap(parameter.choice), let later = value.introduced[platform] else { return first }
        return max(first, later)
    }
}
