#!/usr/bin/python3
"""Reads the Text page's sample over AT-SPI, as a screen reader meets it.

Usage (with DISPLAY set to a private X server):
    text-sample-accessibility.py GALLERY CONFIGURATION.json NAME OUTPUT.json

Like accessibility-tree.py it runs itself again inside a D-Bus session of its own and starts the
accessibility bus. It opens the gallery on the Text page with the configuration, waits for the node
named NAME (the sample's accessibilityLabel), and writes its role, object attributes (a heading's "level"
in later GTK releases; GTK 4.8 exports only "toolkit") and description to OUTPUT.json.
"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

import pyatspi


def find(node, predicate, depth=0):
    if depth > 60 or node is None:
        return None
    if predicate(node):
        return node
    for index in range(node.childCount):
        found = find(node.getChildAtIndex(index), predicate, depth + 1)
        if found is not None:
            return found
    return None


def wait_for(what, condition, seconds=120):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            result = condition()
        except Exception:
            result = None
        if result:
            return result
        time.sleep(0.05)
    raise SystemExit(f"text-sample-accessibility: timed out waiting for {what}")


def main():
    if os.environ.get("GALLERY_ACCESSIBILITY_SESSION") != "1":
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        os.environ["GALLERY_ACCESSIBILITY_SESSION"] = "1"
        os.execvp("dbus-run-session", ["dbus-run-session", "--", sys.executable, *sys.argv])
    gallery, configuration, name, output = sys.argv[1:5]
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    environment = dict(os.environ)
    environment.pop("GTK_A11Y", None)
    # The window remembers its state here, not in the state of the person running the tests.
    environment["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="gallery-a11y-")
    app = subprocess.Popen([gallery, "--config", configuration, "--page", "text"], env=environment)
    try:
        def application():
            if app.poll() is not None:
                raise SystemExit(f"text-sample-accessibility: the gallery exited with status {app.returncode}")
            desktop = pyatspi.Registry.getDesktop(0)
            for index in range(desktop.childCount):
                child = desktop.getChildAtIndex(index)
                if child is not None and child.name == "gallery" and child.childCount > 0:
                    return child
            return None
        root = wait_for("the gallery's window", application)
        sample = wait_for(f"the node named {name!r}", lambda: find(root, lambda n: n.name == name))
        attributes = dict(item.split(":", 1) for item in sample.getAttributes() if ":" in item)
        report = {"role": sample.getRoleName(), "name": sample.name, "attributes": attributes,
                  "description": sample.description or ""}
        with open(output, "w") as file:
            json.dump(report, file, indent=1)
    finally:
        for process in (app, launcher):
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


if __name__ == "__main__":
    main()
