import GalleryPrivateDisplay

extension PrivateDisplay {
    /// A 1280 × 860 screen of its own for one test run, stopped by the test (the test runner's threads come and
    /// go, so it is not tied to the one that starts it), or why there is none.
    static func start() -> Result<PrivateDisplay, Failure> {
        Result { () throws(Failure) in try start(screen: Screen(width: 1280, height: 860)) }
    }
}
