/// One window test: a feature's driver and its assertions together, run in a window of its own, opened from a fresh
/// state (its own state folder), by `gallery-window-test NAME FOLDER`. The window is driven through the store's typed
/// actions and read through its one testing door (``WindowDriver/window``); what went wrong comes back to the test that
/// started it, at the line of the expectation that failed.
protocol WindowCheck {
    /// How the test host is asked for it.
    static var name: String { get }
    /// Options of `gallery open` the window starts with.
    static var options: [String] { get }
    /// Variables set in the window's environment before GTK starts.
    static var environment: [String: String] { get }
    /// Drives the window and checks what it shows, on the main thread GTK runs on.
    @MainActor static func run(_ check: WindowDriver) throws
}

extension WindowCheck {
    static var options: [String] { [] }
    static var environment: [String: String] { [:] }
}

/// Every window check, by name: the features `WindowTests` runs each in a window of its own, and the scenarios the tests
/// that end the gallery from outside (a signal, the display going, a second start) run and then judge.
package enum WindowChecks {
    /// The features: each checks what it drives.
    static var features: [any WindowCheck.Type] { [
        LaunchFeature.self, PagesFeature.self, FamilyWidgetsFeature.self, ViewPagesFeature.self, SliderPageFeature.self,
        SearchFeature.self, FocusRingFeature.self, FitFeature.self, VariantsFitFeature.self, ContrastFeature.self,
        LookClaimsFeature.self, ExampleStateFeature.self, TextPageFeature.self, ExportImportFeature.self, AboutFeature.self,
        ReleasesFeature.self, ParametersFeature.self, OneRoadFeature.self, VariantsFeature.self, ScenesFeature.self,
        SceneReloadFeature.self, ComposerEditsFeature.self, ComposerSaveFeature.self, ComposerQuestionsFeature.self,
        ImageExportFeature.self, TVFocusFeature.self, ExtremesFeature.self, LongUseFeature.self, LanguageFeature.self,
        MenusFeature.self, CardChromeFeature.self, CodeViewFeature.self, TableHeadersFeature.self, ControlHeightsFeature.self,
        StageSheetsFeature.self,
    ] }

    /// The scenarios: each drives the window and records what it saw for the test that started it.
    static var scenarios: [any WindowCheck.Type] { [
        LaunchScenario.self, HeldScenario.self, ComposeHeldScenario.self, RecoveryScenario.self, RecoveryDiscardScenario.self,
        QuitDiscardingScenario.self, ImagesScenario.self, ImagesQuitScenario.self, BenchmarkScenario.self,
    ] }

    /// The features' names, in order.
    package static var featureNames: [String] {
        features.map { $0.name }
    }

    /// The check named `name`, or nil.
    static func named(_ name: String) -> (any WindowCheck.Type)? {
        (features + scenarios).first { $0.name == name }
    }
}
