#!/usr/bin/python3
"""Reads the Text page's sample over AT-SPI, as a screen reader meets it.

Usage (with DISPLAY set to a private X server):
    text-sample-accessibility.py GALLERY CONFIGURATION.json NAME OUTPUT.json

Like accessibility-tree.py it runs inside a D-Bus session and accessibility bus of its own
(atspi_session.py). It opens the gallery on the Text page with the configuration, waits for the node
named NAME (the sample's accessibilityLabel), and writes its role, object attributes (a heading's "level"
in later GTK releases; GTK 4.8 exports only "toolkit") and description to OUTPUT.json.
"""
import json
import sys

from atspi_session import enter_session, find, gallery_window, start_gallery, stop, wait_for

PROGRAM = "text-sample-accessibility"


def main():
    enter_session()
    gallery, configuration, name, output = sys.argv[1:5]
    launcher, app = start_gallery([gallery, "--config", configuration, "--page", "text"])
    try:
        root = gallery_window(app, PROGRAM)
        sample = wait_for(f"the node named {name!r}", lambda: find(root, lambda n: n.name == name), program=PROGRAM)
        attributes = dict(item.split(":", 1) for item in sample.getAttributes() if ":" in item)
        report = {"role": sample.getRoleName(), "name": sample.name, "attributes": attributes,
                  "description": sample.description or ""}
        with open(output, "w") as file:
            json.dump(report, file, indent=1)
    finally:
        stop(app, launcher)


if __name__ == "__main__":
    main()
