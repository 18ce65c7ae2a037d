import CGtk
import GalleryWindow

/// A widget as the window tests read it: its GObject type, CSS classes, name, text and state, and the same of every
/// widget below it, taken from the live tree at one moment.
package struct WidgetNode {
    package let type: String
    package let classes: [String]
    package let name: String?
    package let text: String?
    package let active: Bool?
    package let visible: Bool
    /// A drop-down's selected position.
    package let selected: Int?
    /// A stack's visible child.
    package let visibleChild: String?
    package let children: [WidgetNode]

    /// `widget` and everything below it, now.
    @MainActor
    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(WidgetTree.describe(widget))
    }

    /// A widget as `WidgetTree.describe` wrote it (a window check's JSON file).
    package init(_ json: [String: Any]) {
        type = json["type"] as? String ?? ""
        classes = json["classes"] as? [String] ?? []
        name = json["name"] as? String
        text = json["text"] as? String
        active = json["active"] as? Bool
        visible = json["visible"] as? Bool ?? true
        selected = json["selected"] as? Int
        visibleChild = json["visibleChild"] as? String
        children = (json["children"] as? [[String: Any]] ?? []).map(WidgetNode.init)
    }

    /// This widget and all below it.
    package var all: [WidgetNode] { [self] + children.flatMap(\.all) }

    /// The card of the style `id` ("toggle.automatic").
    package func card(_ id: String) -> WidgetNode? {
        all.first { $0.name == "card:\(id)" }
    }

    /// The first widget named `name` below this one.
    package func named(_ name: String) -> WidgetNode? {
        all.first { $0.name == name }
    }

    /// The first widget of GObject type `type` below this one.
    package func first(_ type: String) -> WidgetNode? {
        all.first { $0.type == type }
    }
}
