import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's road part: a choice in the header's drop-downs is a change of the window's action and
/// nothing else. It selects macOS in the platform drop-down, then an older release in the release drop-down,
/// as a click would, and records for each, right after the selection (still within the drop-down's signal
/// as far as the window can tell) and after the next frame: what the action (`win.platform`, `win.release`)
/// was asked, its state, what the configuration holds, and each dispatch of the window's state, with its changes.
extension SelfCheck {
    func checkRoad() {
        report.road = [:]
        step {
            self.activate("win.platform", Platform.iOS.rawValue)
            self.activate("win.page", GalleryPage.family(.toggle).id)
        }
        roadStep("platform", selector: "platform-selector", index: Platform.allCases.firstIndex(of: .macOS)!) {
            $0.platform.rawValue
        }
        roadStep("release", selector: "release-selector", index: 1) { $0.release.description }
    }

    /// Selects item `index` of the header's drop-down named `selector`, which asks `win.<action>`, and records
    /// in `report.road[action]` what the action was asked, its state and the configuration's value (`value`),
    /// at once and once the window has followed.
    private func roadStep(_ action: String, selector: String, index: Int, value: @escaping (Configuration) -> String) {
        var requests: [String] = []
        var dispatches: [[String]] = []
        var handler: UInt = 0
        var atOnce: SelfCheckReport.RoadReading?
        let gAction = g_action_map_lookup_action(gallery_action_map(window.window.raw), action)!
        func reading(shown: [String]? = nil) -> SelfCheckReport.RoadReading {
            SelfCheckReport.RoadReading(requests: requests, actionState: Actions.stringState(gAction),
                                        configuration: value(window.state.configuration), dispatches: dispatches, shown: shown)
        }
        step {
            handler = Signal.connectPointer(gAction, "change-state") { requested in
                requests.append(String(cString: g_variant_get_string(OpaquePointer(requested!), nil)))
            }
            self.window.state.observe(by: self) { changes in dispatches.append(changes.map { String(describing: $0) }) }
            guard let dropDown = WidgetTree.find(named: selector, in: self.window.window) else { return self.fail("no \(selector)") }
            gtk_drop_down_set_selected(gallery_drop_down(dropDown), UInt32(index))
            atOnce = reading()
        }
        step {
            if let atOnce { self.report.road?[action] = SelfCheckReport.RoadStep(atOnce: atOnce, after: reading(shown: Self.shownItems(in: self.window.window))) }
            self.window.state.stopObserving(by: self)
            g_signal_handler_disconnect(gAction.raw, gulong(handler))
        }
    }

    /// The items the header's platform, release and placement drop-downs show.
    private static func shownItems(in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
        ["platform-selector", "release-selector", "placement-selector"].map { name in
            guard let dropDown = WidgetTree.find(named: name, in: window),
                  let item = gtk_drop_down_get_selected_item(gallery_drop_down(dropDown))
            else { return "" }
            return String(cString: gtk_string_object_get_string(OpaquePointer(item)))
        }
    }
}
