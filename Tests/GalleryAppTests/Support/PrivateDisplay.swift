import GalleryPrivateDisplay

extension PrivateDisplay {
    /// A 1280 × 860 screen of its own for one test run, stopped by the test (the test runner's threads come and
    /// go, so it is not tied to the one that starts it), or why there is none.
    static func start() -> Result<PrivateDisplay, Failure> {
        Result { () throws(Failure) in try start(screen: Screen(width: 1280, height: 860)) }
    }
}

extension PrivateDisplay {
    /// The environment of a GTK window on this display in a test: X11, GTK criticals abort the run, and no D-Bus
    /// session bus is started (``sessionBusFreeEnvironment``, as `gallery render` sets it for itself: a machine with
    /// `dbus-x11` and no session would otherwise start one for every window, outliving it).
    var windowEnvironment: [String: String] {
        ["DISPLAY": name, "GDK_BACKEND": "x11", "G_DEBUG": "fatal-criticals"].merging(Self.sessionBusFreeEnvironment) { $1 }
    }
}
