import CGtk
import GalleryModel
import GalleryWindow

/// The main menu's Language submenu builds the window again in Simplified Chinese, on the same state: no word of the
/// window's own stays English on any page, and back in English the title is English again.
@MainActor
enum LanguageFeature: WindowCheck {
    nonisolated static let name = "language"

    /// Classes of what is meant to stay as written whatever the language: the examples on their stages (their
    /// words are the SwiftUI code's), code, widget trees, sources, and SwiftUI names in titles and subtitles.
    private static let verbatimClasses: Set<String> = [
        "stage", "code", "code-view", "widget-tree", "inspector-source", "card-title", "card-headline", "page-subtitle",
        "card-parameter-label", "badge",
    ]

    static func run(_ check: WindowDriver) throws {
        let english = check.window.toplevel
        check.send(.openPage(.family(.picker)), .chooseLanguage(.simplifiedChinese))
        check.wait(for: "the window built again in Chinese") { check.window.toplevel != english && check.state.language == .simplifiedChinese }
        check.expect(check.state.page == .family(.picker), "the page changed with the language")
        var untranslated: Set<String> = []
        for page in GalleryPage.all {
            check.show(page)
            check.wait(for: "a picture of \(page.id) in Chinese") {
                untranslated.formUnion(englishWords(in: check.window.toplevel).map { "\(page.id): \($0)" })
                return check.photograph(check.window.toplevel, as: "shot-zh_CN-\(page.id)")
            }
        }
        check.expect(String(cString: gtk_window_get_title(gallery_window(check.window.toplevel))) == "SwiftUI 样式图库")
        check.expect(untranslated.isEmpty, "still English: \(untranslated.sorted())")
        let chinese = check.window.toplevel
        check.send(.chooseLanguage(.english))
        check.wait(for: "the window built again in English") { check.window.toplevel != chinese }
        check.expect(String(cString: gtk_window_get_title(gallery_window(check.window.toplevel))) == "SwiftUI Style Gallery")
    }

    /// The texts of `widget`'s visible labels outside stages and code that read as English prose: three or more
    /// words in a row of Latin letters, the second and third in lower case ("Shows the icon", not "Apple TV").
    static func englishWords(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        let handle = Widget(widget)
        guard gtk_widget_get_visible(widget) != 0, handle.typeName != "GtkDropDown",
              handle.classes.allSatisfy({ !verbatimClasses.contains($0) })
        else { return [] }
        if handle.typeName == "GtkLabel" {
            let text = String(cString: gtk_label_get_text(gallery_label(widget)))
            return text.contains(/[A-Za-z]+ [a-z]{2,} [a-z]{2,}/) ? [text] : []
        }
        return handle.children.flatMap { englishWords(in: $0.pointer) }
    }
}
