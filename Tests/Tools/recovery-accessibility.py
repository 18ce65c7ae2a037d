#!/usr/bin/python3
"""Meets the offer of an unsaved scene over AT-SPI and the keyboard, as a screen-reader user does.

Usage (with DISPLAY set to a private X server):
    recovery-accessibility.py GALLERY DRAFT.json OUTPUT.json

Like accessibility-tree.py it runs inside a D-Bus session and accessibility bus of its own
(atspi_session.py). It starts the gallery with DRAFT.json as a recovery file an ended run left in its
state folder, waits for the node named "Unsaved scene", and records its role, what it says, the names and
roles of the controls in it and which has the keyboard focus as the window opens; then the focus after Tab
and after Shift+Tab, and after F6 from the sidebar; then presses Return on Recover the Unsaved Scene and
records the composer page's heading that follows and whether the offer is still in the tree. It writes what it saw to
OUTPUT.json.
"""
import json
import subprocess
import sys

import pyatspi

from atspi_session import enter_session, find, gallery_window, start_gallery, stop, wait_for

PROGRAM = "recovery-accessibility"


def key(*keys):
    subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True)


def focused(root):
    """The name of the node with the keyboard focus, or None."""
    node = find(root, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED) and showing(n))
    return node.name if node is not None else None


def showing(node):
    """Whether a screen reader meets `node`: GTK 4.8 says so by the state visible."""
    try:
        return node.getState().contains(pyatspi.STATE_VISIBLE)
    except Exception:
        return False


def main():
    enter_session()
    gallery, draft, output = sys.argv[1:4]
    with open(draft, "rb") as file:
        files = {"scene-recovery-left.json": file.read()}
    launcher, app = start_gallery([gallery], animations=False, state_files=files)
    try:
        root = gallery_window(app, PROGRAM)
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid)],
                                capture_output=True, text=True, check=True).stdout.split()[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
        offer = wait_for("the offer", lambda: find(root, lambda n: n.name == "Unsaved scene" and showing(n)), program=PROGRAM)
        controls = []
        find(offer, lambda n: controls.append({"role": n.getRoleName(), "name": n.name}) and False)
        report = {"role": offer.getRoleName(), "controls": controls[1:]}
        report["focusAtStart"] = wait_for("the focus", lambda: focused(root), program=PROGRAM)
        key("Tab")
        report["focusAfterTab"] = wait_for("the focus after Tab", lambda: focused(root), program=PROGRAM)
        key("shift+Tab")
        report["focusAfterShiftTab"] = wait_for("the focus after Shift+Tab", lambda: focused(root), program=PROGRAM)
        # F6 from the sidebar reaches the offer, as an area of its own.
        key("ctrl+f", "Tab")
        wait_for("the sidebar's row", lambda: focused(root) == "Buttons", program=PROGRAM)
        key("F6")
        report["focusAfterF6"] = wait_for("the focus after F6", lambda: focused(root) != "Buttons" and focused(root), program=PROGRAM)
        key("Return")
        heading = wait_for("the recovered scene's page", lambda: find(
            root, lambda n: n.getRoleName() == "label" and n.name.endswith("(edited)") and showing(n)), program=PROGRAM)
        report["pageAfterReturn"] = heading.name
        # Answered, the offer leaves the tree a screen reader walks.
        report["offerInTreeAfterReturn"] = find(root, lambda n: n.name == "Unsaved scene" and showing(n)) is not None
        with open(output, "w") as file:
            json.dump(report, file, indent=1)
    finally:
        stop(app, launcher)


if __name__ == "__main__":
    main()
