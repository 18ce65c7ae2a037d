import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's language part: chooses Simplified Chinese in the main menu's language submenu (its
/// action), which builds the window again in that language, then visits every page and records each of the
/// window's own words still in English, with a screenshot of every page for a person to look at.
extension SelfCheck {
    /// Classes of what is meant to stay as written whatever the language: the examples on their stages (their
    /// words are the SwiftUI code's), code, widget trees, sources, and SwiftUI names in titles and subtitles.
    private static let verbatimClasses: Set<String> = [
        "stage", "code", "code-view", "widget-tree", "inspector-source", "card-title", "card-headline", "page-subtitle",
        "card-parameter-label", "badge",
    ]

    func checkLanguage() {
        var english: [String] = []
        step { self.activate("win.language", InterfaceLanguage.simplifiedChinese.identifier) }
        for page in GalleryPage.all {
            step { self.activate("win.page", page.id) }
            step(waitingFor: "a picture of \(page.id) in Chinese", until: {
                english += Self.englishWords(in: self.window.window).map { "\(page.id): \($0)" }
                return Screenshot.save(self.window.window, to: self.folder + "/shot-zh_CN-\(page.id).png")
            })
        }
        step {
            self.report.language.windowTitle = String(cString: gtk_window_get_title(gallery_window(self.window.window)))
            self.report.language.untranslated = Array(Set(english)).sorted()
            self.activate("win.language", InterfaceLanguage.english.identifier)
        }
        step {
            self.report.language.backTitle = String(cString: gtk_window_get_title(gallery_window(self.window.window)))
        }
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
