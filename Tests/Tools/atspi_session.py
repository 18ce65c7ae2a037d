"""What the AT-SPI scripts share: a D-Bus session and an accessibility bus of their own, the gallery started inside
them with its state kept in a folder of its own, waiting for nodes, finding them, and stopping everything after.
"""
import os
import signal
import subprocess
import sys
import tempfile
import time

import pyatspi


def enter_session():
    """Runs this script again inside a session bus of its own, unless it already is."""
    if os.environ.get("GALLERY_ACCESSIBILITY_SESSION") == "1":
        return
    # Signals blocked by whoever started us stay blocked in every child, and the buses
    # then outlive us; unblock them, and start again inside a session bus of our own.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    os.environ["GALLERY_ACCESSIBILITY_SESSION"] = "1"
    os.execvp("dbus-run-session", ["dbus-run-session", "--", sys.executable, *sys.argv])


# The deadline only ends a walk that is broken: it is generous, so that a busy machine (the
# window test runs beside this one) makes the walk slower, never failed.
def wait_for(what, condition, seconds=120, program="atspi"):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            result = condition()
        except Exception:
            result = None
        if result:
            return result
        time.sleep(0.05)
    raise SystemExit(f"{program}: timed out waiting for {what}")


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


def start_gallery(arguments, animations=True, state_files=None):
    """Starts the accessibility bus, then the gallery with `arguments` (its program first); returns both processes.
    The window remembers its state in a folder of its own, not in that of the person running the tests, holding
    `state_files` (names in the gallery's state folder, and their bytes) as it starts; without `animations`, GTK draws
    none (spinners that never stop keep the window redrawing and every question waiting)."""
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    environment = dict(os.environ)
    environment.pop("GTK_A11Y", None)
    folder = tempfile.mkdtemp(prefix="gallery-a11y-")
    for name, contents in (state_files or {}).items():
        state = os.path.join(folder, "swiftui-style-gallery")
        os.makedirs(state, mode=0o700, exist_ok=True)
        with open(os.path.join(state, name), "wb") as file:
            file.write(contents)
    if not animations:
        os.makedirs(os.path.join(folder, "gtk-4.0"))
        with open(os.path.join(folder, "gtk-4.0", "settings.ini"), "w") as file:
            file.write("[Settings]\ngtk-enable-animations=0\n")
        environment["XDG_CONFIG_HOME"] = folder
    environment["XDG_STATE_HOME"] = folder
    return launcher, subprocess.Popen(arguments, env=environment)


def gallery_window(app, program):
    """The gallery's application node, once its window is shown."""
    def application():
        if app.poll() is not None:
            raise SystemExit(f"{program}: the gallery exited with status {app.returncode} before its window showed")
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            child = desktop.getChildAtIndex(index)
            if child is not None and child.name == "gallery" and child.childCount > 0:
                return child
        return None
    return wait_for("the gallery's window", application, program=program)


def stop(*processes):
    """Ends each process for sure: started from a test, they may block SIGTERM."""
    for process in processes:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
