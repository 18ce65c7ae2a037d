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

    @Test("A stage's platform class names its platform, and no other class does")
    func stageClassNamesItsPlatform() {
        for platform in Platform.allCases {
            #expect(PlatformTheme.platform(ofStageClass: PlatformTheme.of(platform).cssClass) == platform)
        }
        #expect(PlatformTheme.platform(ofStageClass: "stage") == nil)
        #expect(PlatformTheme.platform(ofStageClass: "scheme-dark") == nil)
    }
}
