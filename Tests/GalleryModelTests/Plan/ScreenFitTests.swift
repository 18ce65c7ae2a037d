@testable import GalleryModel
import Testing

/// Words that fit a watch's screen: a long title wraps inside it instead of widening the scene past its edges.
@Suite("Words fitting the screen")
struct ScreenFitTests {
    /// A row as a scene draws it: a title beside a switch, a titled button, and a label a swipe keeps on one line.
    private let row = Build.vstack([
        Build.hstack([Build.text("Highlight Social Feed+ posts"), WidgetPlan(.switchControl)]),
        WidgetPlan(.button, [.label: .string("Restore missing purchases")]),
        Build.text("Swiped", [.wraps: .bool(false)]),
    ])

    @Test("On the Watch every title and button's words wrap, inside long words too; words kept on one line on purpose stay so")
    func watchWraps() {
        let fitted = row.fittingScreen(of: .watchOS)
        let words = fitted.allPlans.filter { $0.kind == .label || $0.kind == .button }
        #expect(words.count == 3)
        for plan in words where plan.string(.text) != "Swiped" {
            #expect(plan.bool(.wraps) == true && plan.bool(.wrapsInsideWords) == true, "\(plan.string(.text) ?? plan.string(.label) ?? "")")
        }
        #expect(fitted.allPlans.first { $0.string(.text) == "Swiped" }?.bool(.wraps) == false)
    }

    @Test("Where a scene takes the stage's width, its words are left as the planners drew them", arguments: Platform.allCases.filter { $0 != .watchOS })
    func elsewhereUnchanged(platform: Platform) {
        #expect(row.fittingScreen(of: platform) == row)
    }
}
