import Foundation
import GalleryModel
import GalleryResources
import Synchronization

/// The language the process speaks and its message catalog. The command line and the window say every
/// model message and every word of their own through ``tr(_:)`` and ``translated(_:)``; exports and JSON
/// never do.
public enum Translation {
    private static let current = Mutex<(language: InterfaceLanguage, catalog: MessageCatalog)>((.english, .english))

    /// The language spoken now.
    public static var language: InterfaceLanguage {
        current.withLock { $0.language }
    }

    /// The catalog of the language spoken now.
    public static var catalog: MessageCatalog {
        current.withLock { $0.catalog }
    }

    /// The language the environment asks for (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
    public static var preferred: InterfaceLanguage {
        InterfaceLanguage.preferred(in: ProcessInfo.processInfo.environment)
    }

    /// Speaks `language` from now on. A catalog that is missing or unreadable leaves the gallery in English
    /// and returns the reason, for the caller to report.
    @discardableResult
    public static func use(_ language: InterfaceLanguage) -> String? {
        guard let name = language.catalogName else {
            current.withLock { $0 = (language, .english) }
            return nil
        }
        guard let folder = GalleryResources.localeFolder else {
            current.withLock { $0 = (.english, .english) }
            return "no \(language.nativeName) translation: the gallery's resources are not beside it; speaking English"
        }
        let file = folder.appendingPathComponent("\(name)/LC_MESSAGES/\(MessageCatalog.domain).mo")
        do {
            let catalog = try MessageCatalog(mo: try Data(contentsOf: file))
            current.withLock { $0 = (language, catalog) }
            return nil
        } catch {
            current.withLock { $0 = (.english, .english) }
            return "no \(language.nativeName) translation at \(Quoting.quoted(file.path)) (\(error)); speaking English"
        }
    }
}

/// `text` in the language spoken now. Literals passed here are collected for translation by
/// `scripts/update-translations`: `tr("Copy Code")`, `tr("Pressed \(count) times")`.
public func tr(_ text: LocalizedText) -> String {
    Translation.catalog.localize(text)
}

/// A message of the catalog (a summary, a rule's reason, a page title) in the language spoken now. The model
/// lists every such message (`gallery messages`), so the extractor finds them without reading literals.
public func translated(_ message: String) -> String {
    Translation.catalog.translation(of: message) ?? message
}
