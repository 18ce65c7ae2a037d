#!/usr/bin/python3
"""Uses the gallery with the keyboard and reads it as a screen reader does, over AT-SPI.

Usage (with DISPLAY set to a private X server):
    accessibility-tree.py GALLERY OUTPUT.json [PLATFORM ...]

It runs itself again inside a D-Bus session of its own (dbus-run-session), after
unblocking the signals a test runner may have blocked, so that everything it
starts (the buses, the gallery) stops when it is done.

It starts the accessibility bus and opens the gallery. First it presses real keys
(xdotool) and reads where the focus went: the Tabs from the sidebar to the first
example's control, the pages and kinds of node Tab visits on its way round the
window, and the areas F6 and Shift+F6 move between. Then for each platform
(Ctrl+1 ... Ctrl+6) it opens every page the way a keyboard user does (Ctrl+F,
Tab into the list of pages, Home, Down to the page's row, Enter) and records every
node a screen reader would meet that is named after its GTK type ("GtkLevelBar":
GTK 4.8's name for a node nobody named), every node people can act on (buttons,
fields, switches, list rows, ...) without a name, and every gauge (a level or
progress bar, or a drawn meter) that does not say its value in its name, or whose
value, minimum and maximum it offers do not agree. Last it opens the SecureField page, names its password
fields, types a secret into the field with onSubmit, presses Return and reads what the page says. It writes
what it saw to OUTPUT.json and exits 0 when it could do all of it, whatever it
found; the test judges the findings. On the Image page it also records the images a
screen reader meets, by name.
"""
import json
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

import atspi_session
from atspi_session import find

PROGRAM = "accessibility-tree"

# Roles of nodes people act on: each needs a name of its own.
INTERACTIVE = {
    "push button", "toggle button", "check box", "radio button", "combo box", "menu item", "check menu item",
    "radio menu item", "entry", "password text", "spin button", "slider", "switch", "link", "page tab",
    "list item", "list box", "list", "table", "tree table", "scroll bar", "tree item", "table cell",
}
# Roles of gauges and progress views: each says its name and its value ("Battery, 62%").
GAUGES = {"level bar", "progress bar"}
# The name GTK 4.8 gives a node that has no accessible label: its type's.
GTK_TYPE = re.compile(r"^Gtk[A-Z]")
PLATFORMS = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS"]


def key(*keys):
    subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True)


def wait_for(what, condition, seconds=120):
    return atspi_session.wait_for(what, condition, seconds, program=PROGRAM)


def check_gauge(node, name, here, found, counts):
    """A gauge says its value after its name (an indeterminate one that it is in progress); where it offers a
    value, it lies within its bounds."""
    counts["gauges"] += 1
    counts["gaugeNames"].append(name)
    # An indeterminate bar (ProgressView without a value) says its amount is unknown instead.
    if not re.search(r", .*\d", name) and not name.endswith(", in progress"):
        found.append(f"{here}: a gauge that does not say its value")
    try:
        value = node.queryValue()
    except NotImplementedError:
        return  # GTK 4.8 offers values for level and progress bars only, not for a drawn meter
    counts["gaugeValues"] += 1
    if not value.minimumValue <= value.currentValue <= value.maximumValue or value.minimumValue >= value.maximumValue:
        found.append(f"{here}: value {value.currentValue} outside [{value.minimumValue}, {value.maximumValue}]")


def walk(node, path, found, counts, depth=0):
    """Records the nodes below `node` named after their GTK type, the unnamed interactive ones and
    the gauges that do not say their value; skips what is hidden."""
    if node is None or depth > 60:
        return
    try:
        role = node.getRoleName()
        name = node.name or ""
        states = node.getState()
    except Exception:
        return
    if role != "application" and not states.contains(pyatspi.STATE_VISIBLE):
        return
    counts["nodes"] += 1
    here = f"{path} > {role} '{name}'" if path else f"{role} '{name}'"
    # A card's platform badge says in its description (its tooltip) whether and since when the style is there.
    if role == "label" and name in PLATFORMS and (node.description or "").strip():
        counts["describedBadges"] += 1
    if GTK_TYPE.match(name):
        found.append(f"{here}: named after its GTK type")
    if role in INTERACTIVE:
        counts["interactive"] += 1
        if not name.strip():
            found.append(f"{here}: no name")
    if role in GAUGES:
        check_gauge(node, name, here, found, counts)
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), here if role in INTERACTIVE or name else path, found, counts, depth + 1)


def images_on_page(root):
    """The names of the images a screen reader meets on the page shown (the page's scroll pane), in order."""
    page = find(root, lambda n: n.getRoleName() == "scroll pane" and n.name == "the page")
    names = []

    def collect(node, depth=0):
        if node is None or depth > 60:
            return
        try:
            role = node.getRoleName()
            visible = node.getState().contains(pyatspi.STATE_VISIBLE)
        except Exception:
            return
        if not visible:
            return
        if role == "image":
            names.append(node.name or "")
        for index in range(node.childCount):
            collect(node.getChildAtIndex(index), depth + 1)
    collect(page)
    return names


def focused(root):
    """The node with the keyboard focus, and the names of its ancestors."""
    def search(node, ancestors, depth=0):
        if node is None or depth > 60:
            return None
        try:
            states = node.getState()
            role = node.getRoleName()
        except Exception:
            return None
        if role != "application" and not states.contains(pyatspi.STATE_VISIBLE):
            return None
        if states.contains(pyatspi.STATE_FOCUSED):
            return node, ancestors
        for index in range(node.childCount):
            found = search(node.getChildAtIndex(index), ancestors + [f"{role} '{node.name}'"], depth + 1)
            if found:
                return found
        return None
    return search(root, [])


def area(ancestors):
    """Which area of the window a focused node is in, from its ancestors."""
    chain = " > ".join(ancestors)
    if "list 'Pages'" in chain or "Search families and styles" in chain or "scroll pane 'the list of pages'" in chain:
        return "sidebar"
    if "scroll pane 'the inspector'" in chain:
        return "inspector"
    if "scroll pane 'the page'" in chain:
        return "page"
    return "elsewhere"


def check_keyboard(root, report):
    """Tab from the sidebar to the first example, round the window, and F6 between the areas."""
    key("ctrl+1", "ctrl+f", "Tab", "Home", "Down", "Return")
    wait_for("the Toggles page", lambda: find(root, lambda n: n.getRoleName() == "label" and n.name.startswith("iOS ") and n.name.endswith(" · standard")))
    key("ctrl+f", "Tab")
    wait_for("the Toggles row to take the focus", lambda: (focused(root) or (None,))[0].name == "Toggles")
    tabs = None
    for count in range(1, 11):
        key("Tab")
        node, ancestors = focused(root) or (None, [])
        chain = " > ".join(ancestors)
        if node is not None and "table cell 'Toggle style automatic'" in chain:
            tabs = count
            break
    report["tabsFromSidebarToFirstControl"] = tabs
    roles = set()
    for _ in range(40):
        key("Tab")
        node, _ = focused(root) or (None, [])
        if node is not None:
            roles.add(node.getRoleName())
    report["rolesFocusedByTab"] = sorted(roles)
    report["pageAfterTabs"] = "Toggles" if find(root, lambda n: n.getRoleName() == "label" and n.name == "Toggles"
                                                 and n.parent is not None and n.parent.getRoleName() != "list item") else "another"
    key("ctrl+f", "Tab")
    areas = [area((focused(root) or (None, []))[1])]
    for keys in (["F6"], ["F6"], ["F6"], ["shift+F6"]):
        key(*keys)
        areas.append(area((focused(root) or (None, []))[1]))
    report["areasVisitedByF6"] = areas


def check_secure_field(root, report, index):
    """Opens the SecureField page (the sidebar's row `index`), records the names of its password fields, types a
    secret into the field whose onSubmit reports below it, presses Return and waits for the report."""
    key("ctrl+f", "Tab", "Home", *(["Down"] * index), "Return")
    waiting = "Type a password, then press Return."
    status = wait_for("the onSubmit line", lambda: find(root, lambda n: n.getRoleName() == "label" and n.name == waiting))
    fields = []
    find(root, lambda n: n.getRoleName() == "password text" and fields.append(n.name) and False)
    report["passwordFieldNames"] = fields
    field = find(status.parent, lambda n: n.getRoleName() == "password text")
    # As a keyboard user: Tab from the page's row in the sidebar until the field has the focus (GTK 4.8 does not
    # let AT-SPI move the focus).
    for _ in range(40):
        key("Tab")
        if wait_for("the focus", lambda: focused(root)) and field.getState().contains(pyatspi.STATE_FOCUSED):
            break
    else:
        raise SystemExit("accessibility-tree: Tab never reached the SecureField with onSubmit")
    secret = "hunter2"
    subprocess.run(["xdotool", "type", "--delay", "30", secret], check=True)
    key("Return")
    report["submitted"] = wait_for("what onSubmit saw", lambda: status.name if status.name != waiting else None)


def main():
    atspi_session.enter_session()
    gallery, output = sys.argv[1], sys.argv[2]
    platforms = sys.argv[3:] or PLATFORMS
    # The tree is walked with animations off, as people who reduce motion see it.
    launcher, app = atspi_session.start_gallery([gallery, "--page", "button", "--platform", platforms[0]], animations=False)
    try:
        root = atspi_session.gallery_window(app, PROGRAM)
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid)],
                                capture_output=True, text=True, check=True).stdout.split()[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
        rows = wait_for("the sidebar's rows", lambda: find(root, lambda n: n.getRoleName() == "list" and n.name == "Pages"))
        titles = [rows.getChildAtIndex(i).name for i in range(rows.childCount) if rows.getChildAtIndex(i).getRoleName() == "list item"]
        report = {"pages": [], "findings": [], "nodes": 0, "interactive": 0, "describedBadges": 0,
                  "gauges": 0, "gaugeValues": 0, "gaugeNames": [], "imagePageImages": {}}
        check_keyboard(root, report)
        for number, platform in enumerate(PLATFORMS, start=1):
            if platform not in platforms:
                continue
            # As a keyboard user: Ctrl+1 ... Ctrl+6 for the platform, Ctrl+F to the search field,
            # Tab into the list of pages; the first page's context chip names the platform.
            key(f"ctrl+{number}", "ctrl+f", "Tab", "Home", "Return")
            wait_for(f"{platform}", lambda: find(root, lambda n: n.getRoleName() == "label" and n.name.startswith(platform + " ") and " · " in n.name))
            for index, title in enumerate(titles):
                # Home, Down to the page's row, Enter; the focus stays on the row.
                started = time.time()
                key("Home", *(["Down"] * index), "Return")
                heading = wait_for(f"the {title} page on {platform}",
                                   lambda: find(root, lambda n: n.getRoleName() == "label" and n.name == title
                                                and n.parent is not None and n.parent.getRoleName() != "list item"))
                # A scene page draws its scene once the file is read (on a reading thread): a walk that meets a node
                # the redraw took away reads the page again, from its new tree.
                for attempt in range(10):
                    found = []
                    counts = {"nodes": 0, "interactive": 0, "describedBadges": 0, "gauges": 0, "gaugeValues": 0, "gaugeNames": []}
                    try:
                        walk(root, "", found, counts)
                        break
                    except GLib.GError:
                        if attempt == 9:
                            raise
                report["pages"].append(f"{title} on {platform}")
                if title == "Image":
                    # The Image page's pictures and symbols as a screen reader meets them: decorative ones absent.
                    report["imagePageImages"][platform] = images_on_page(root)
                report["findings"] += [f"{title} on {platform}: {item}" for item in found]
                for total in ("nodes", "interactive", "describedBadges", "gauges", "gaugeValues"):
                    report[total] += counts[total]
                report["gaugeNames"] += [f"{title} on {platform}: {name}" for name in counts["gaugeNames"]]
                print(f"{title} on {platform}: {counts['nodes']} nodes in {time.time() - started:.1f} s", file=sys.stderr)
        check_secure_field(root, report, titles.index("SecureField"))
        with open(output, "w") as file:
            json.dump(report, file, indent=1)
    finally:
        atspi_session.stop(app, launcher)


if __name__ == "__main__":
    main()
