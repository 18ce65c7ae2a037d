import GalleryModel
import Testing

/// `gallery check`'s decisions: what a scene asks of a deployment target, found where the compiler would say it.
@Suite("Scene check")
struct SceneCheckTests {
    private let button = try! StyleCatalog.style(named: "button", in: .toggle)
    private let borderless = try! StyleCatalog.style(named: "borderlessButton", in: .menu)

    /// A VStack holding a `.button` toggle (the modifier at 8:13) and a `.borderlessButton` menu (the modifier at 21:13).
    private var scene: Scene {
        let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("On"))],
                               modifiers: [SceneModifier(.style(button, argument: nil), location: SceneLocation(line: 8, column: 13))],
                               location: SceneLocation(line: 7, column: 9))
        let menu = SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string("More"))],
                             modifiers: [SceneModifier(.style(borderless, argument: nil), location: SceneLocation(line: 21, column: 13))],
                             location: SceneLocation(line: 18, column: 13))
        return Scene(name: "Screen", roots: [SceneNode(.layout(.vStack), children: [toggle, toggle, menu])])
    }

    private func lines(_ scene: Scene, _ platform: Platform, _ release: String) -> [String] {
        SceneCheck.findings(in: scene, for: DeploymentTarget(platform: platform, release: OSVersion(release)!)).map { finding in
            "\(finding.diagnostic.location): \(finding.diagnostic.severity.rawValue): \(finding.diagnostic.message.english) [\(finding.rule.rawValue)]"
        }
    }

    @Test("A style newer than the target is an error at its modifier, once however often the view is used")
    func newerStyle() {
        #expect(lines(scene, .iOS, "14") == ["8:13: error: '.toggleStyle(.button)' is not available on iOS 14 (needs iOS 15) [availability]"])
        #expect(lines(scene, .iOS, "15").isEmpty)
    }

    @Test("A style the platform lacks, and a view it lacks, are errors naming the platform")
    func missingOnPlatform() {
        #expect(lines(scene, .tvOS, "18") == ["8:13: error: '.toggleStyle(.button)' is not available on tvOS [availability]"])
        let gauge = Scene(name: "G", roots: [SceneNode(.styled(.gauge), location: SceneLocation(line: 3, column: 5))])
        #expect(lines(gauge, .tvOS, "18") == ["3:5: error: 'Gauge' is not available on tvOS [availability]"])
        #expect(lines(gauge, .iOS, "15") == ["3:5: error: 'Gauge' is not available on iOS 15 (needs iOS 16) [availability]"])
    }

    @Test("A style deprecated by the target's release is a warning naming Apple's replacement; before it, nothing")
    func deprecated() {
        #expect(lines(scene, .macOS, "27.3") == [
            "21:13: warning: '.menuStyle(.borderlessButton)' was deprecated in macOS 27.3; use .menuStyle(.button) with .buttonStyle(.borderless) instead [deprecation]",
        ])
        #expect(lines(scene, .macOS, "26").isEmpty)
    }

    @Test("The scene's reading errors are reported; its warnings and notes are not")
    func readingErrors() {
        var scene = scene
        scene.diagnostics = [SceneDiagnostic(.error, at: SceneLocation(line: 2, column: 1), "unbalanced braces"),
                             SceneDiagnostic(.note, at: SceneLocation(line: 3, column: 1), "only the first branch is shown")]
        #expect(lines(scene, .iOS, "15") == ["2:1: error: unbalanced braces [source]"])
    }
}
