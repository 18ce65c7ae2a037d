extension SelfCheckReport {
    /// How long switches take inside the window, in milliseconds, and how long resolving the whole matrix takes.
    public struct Benchmark: Codable, Sendable {
        public var platform: Switches?
        public var release: Switches?
        public var placement: Switches?
        /// Opening a page.
        public var page: Switches?
        /// Opening the variants view.
        public var variants: Switches?
        public var matrix: Matrix?
        /// From saving a scene's file to the frame that shows it painted, in milliseconds (the `scenes` part).
        public var sceneReload: Reloads?

        public init() {}

        /// One kind of switch, timed many times: the model's work (resolving and planning), the widgets' (the
        /// rest of the switch) and until the next frame is painted.
        public struct Switches: Codable, Sendable {
            public var model: Spread
            public var widgets: Spread
            /// Nil when no frame was painted after any of them.
            public var screen: Spread?
            /// How many switches were timed.
            public var count: Int

            public init(model: Spread, widgets: Spread, screen: Spread?, count: Int) {
                self.model = model
                self.widgets = widgets
                self.screen = screen
                self.count = count
            }
        }

        /// Readings of a saved file, timed from the save to the painted frame.
        public struct Reloads: Codable, Sendable {
            public var screen: Spread
            /// How many saves were timed.
            public var count: Int

            public init(screen: Spread, count: Int) {
                self.screen = screen
                self.count = count
            }
        }

        /// The median, 95th percentile and largest of a set of times.
        public struct Spread: Codable, Sendable {
            public var p50: Double
            public var p95: Double
            public var max: Double

            public init(p50: Double, p95: Double, max: Double) {
                self.p50 = p50
                self.p95 = p95
                self.max = max
            }
        }

        /// Resolving every family × style × platform × release × placement: the median of several runs.
        public struct Matrix: Codable, Sendable {
            public var milliseconds: Double
            public var resolutions: Int

            public init(milliseconds: Double, resolutions: Int) {
                self.milliseconds = milliseconds
                self.resolutions = resolutions
            }
        }
    }
}
