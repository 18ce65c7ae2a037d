import Foundation
@testable import GalleryModel
import Testing

/// The window starts with the stylesheet of the platforms its first page shows: what that sheet leaves out matches
/// nothing on those platforms' stages, so their stages look as under the whole sheet.
@Suite("Stylesheet scope")
struct StylesheetScopeTests {
    /// The rules of `css` as written: each one's selector list and its declarations, keyframe steps left out.
    static func rules(_ css: String) -> [(selectors: [String], text: String)] {
        css.split(separator: "}").compactMap { chunk in
            guard let open = chunk.firstIndex(of: "{") else { return nil }
            let head = chunk[..<open].split(separator: "{").last.map(String.init) ?? ""
            let selectors = head.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard let first = selectors.first, !first.isEmpty, first != "from", first != "to", !first.hasPrefix("@"),
                  !first.hasSuffix("%") else { return nil }
            return (selectors, chunk.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    @Test("Every rule one platform's sheet leaves out is scoped to another platform's stage, selector by selector")
    func leftOutRulesMatchOtherStagesOnly() {
        let whole = PlatformTheme.stylesheet
        let stageClasses = Platform.allCases.map { PlatformTheme.of($0).cssClass }
        for platform in Platform.allCases {
            let own = PlatformTheme.of(platform).cssClass
            let sheet = PlatformTheme.stylesheet(for: [platform])
            let kept = Set(Self.rules(sheet).map(\.text))
            let leftOut = Self.rules(whole).filter { !kept.contains($0.text) }
            #expect(!leftOut.isEmpty)
            for rule in leftOut {
                for selector in rule.selectors {
                    let others = stageClasses.filter { $0 != own && selector.contains(".stage.\($0)") }
                    #expect(!others.isEmpty && !selector.contains(".stage.\(own)"), "\(platform.rawValue) leaves out \(selector)")
                }
            }
            // A sixth of the whole, or near it: what GTK parses at the start.
            #expect(sheet.utf8.count * 4 < whole.utf8.count, "\(platform.rawValue): \(sheet.utf8.count) of \(whole.utf8.count) bytes")
        }
    }

    @Test("The sheet of every platform is the whole sheet, rule for rule and in its order")
    func everyPlatformIsTheWhole() {
        #expect(PlatformTheme.stylesheet(for: Platform.allCases) == PlatformTheme.stylesheet)
        #expect(PlatformTheme.stylesheet(for: Platform.allCases.reversed()) == PlatformTheme.stylesheet)
    }

    @Test("A stage's classes name its kind, and a widget without a stage's classes has none")
    func stageClassesNameItsKind() {
        for kind in StageKind.all {
            let release = kind.platform.releases.last { PlatformTheme.of(kind.platform).era(at: $0) == kind.era }
            guard let release else { continue }
            let classes = PlatformTheme.of(kind.platform).stageClasses(release: release, scheme: kind.scheme, contentSize: .extraLarge)
            #expect(StageKind(classes: classes) == kind)
            #expect(StageKind(classes: classes.filter { $0 != "stage" }) == nil)
        }
        #expect(StageKind(classes: ["stage", "platform-ios", "scheme-dark"]) == nil)
        #expect(StageKind(classes: ["card", "scheme-dark"]) == nil)
    }

    /// The kind classes `compound` names (`.stage.platform-ios.scheme-dark:not(.era-classic)` names platform-ios and
    /// scheme-dark), read apart from the filter: a regular expression over the compound with its parentheses removed.
    static func kindClasses(of compound: String) -> [String] {
        let bare = compound.replacingOccurrences(of: #"\([^()]*\)"#, with: "", options: .regularExpression)
        let names = bare.split(separator: ".", omittingEmptySubsequences: false).dropFirst().map { $0.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } }
        guard names.contains("stage") else { return [] }
        return names.map(String.init).filter { $0.hasPrefix("platform-") || $0.hasPrefix("era-") || $0.hasPrefix("scheme-") }
    }

    /// Whether `selector` can match a widget in a window whose stages are of `kinds`: every compound naming a stage's
    /// kind classes names those of one of the kinds.
    static func canMatch(_ selector: String, _ kinds: Set<StageKind>) -> Bool {
        let compounds = selector.replacingOccurrences(of: #"\([^()]*\)"#, with: "", options: .regularExpression)
            .split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" || $0 == "\n" })
        return compounds.allSatisfy { compound in
            let named = kindClasses(of: String(compound))
            return named.isEmpty || kinds.contains { kind in
                named.allSatisfy([PlatformTheme.of(kind.platform).cssClass, kind.era.cssClass, "scheme-\(kind.scheme.rawValue)"].contains)
            }
        }
    }

    @Test("A sheet for some kinds of stage keeps, in order, exactly the rules of its platforms' sheet with a selector that can match one of them",
          arguments: [
              [StageKind(platform: .iOS, era: .liquidGlass, scheme: .light)],
              [StageKind(platform: .iOS, era: .liquidGlass, scheme: .light), StageKind(platform: .macOS, era: .liquidGlass, scheme: .light),
               StageKind(platform: .tvOS, era: .classic, scheme: .light)],
              [StageKind(platform: .watchOS, era: .classic, scheme: .dark)],
              [StageKind(platform: .visionOS, era: .liquidGlass, scheme: .dark), StageKind(platform: .visionOS, era: .classic, scheme: .light)],
          ] as [Set<StageKind>])
    func kindSheetKeepsWhatCanMatch(kinds: Set<StageKind>) {
        let platforms = Platform.allCases.filter { platform in kinds.contains { $0.platform == platform } }
        let whole = Self.rules(PlatformTheme.stylesheet(for: platforms))
        let sheet = PlatformTheme.stylesheet(forStages: kinds)
        let kept = Self.rules(sheet)
        let expected = whole.filter { rule in rule.selectors.contains { Self.canMatch($0, kinds) } }
        #expect(kept.map(\.text) == expected.map(\.text))
        #expect(kept.count < whole.count)
        // The keyframes are kept with the rules.
        #expect(sheet.contains("@keyframes activity-spokes"))
        // One scheme in one era: about half its platform's sheet, what GTK parses at the start.
        if kinds.count == 1 {
            let size = PlatformTheme.stylesheet(for: platforms).utf8.count
            #expect(sheet.utf8.count * 10 < size * 6, "\(sheet.utf8.count) of \(size) bytes")
        }
    }

    @Test("The sheet of every kind of stage of some platforms is their platforms' sheet, byte for byte")
    func everyKindIsThePlatformsSheet() {
        #expect(PlatformTheme.stylesheet(forStages: StageKind.all) == PlatformTheme.stylesheet)
        let macKinds = StageKind.all.filter { $0.platform == .macOS }
        #expect(PlatformTheme.stylesheet(forStages: macKinds) == PlatformTheme.stylesheet(for: [.macOS]))
        // The filter itself keeps a sheet whose rules all can match as it was written.
        let iOS = PlatformTheme.stylesheet(for: [.iOS])
        #expect(StageRuleFilter(kinds: StageKind.all).rules(of: iOS) == iOS)
    }
}
