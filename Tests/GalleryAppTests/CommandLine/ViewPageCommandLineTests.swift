import Foundation
import GalleryModel
import Testing

/// Every family's name, then every view page's, as an unknown name's message lists them.
private let validNames = (StyleFamily.allCases.map(\.rawValue) + ViewPage.allCases.map(\.rawValue)).joined(separator: ", ")

/// `gallery code PAGE` and `gallery plan PAGE`: a view page's examples, as the window shows them.
@Suite("View pages on the command line")
struct ViewPageCommandLineTests {
    @Test("code PAGE prints every example's code in the window's order, each after a // Title line",
          arguments: ViewPage.allCases)
    func codeOfPage(page: ViewPage) throws {
        let output = try GalleryProcess.run(["code", page.rawValue, "--platform", "macOS"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let examples = page.examples(for: Configuration(platform: .macOS))
        let expected = examples.map { "// \($0.title)\n\($0.code)" }.joined(separator: "\n\n") + "\n"
        if page == .text {
            // The dates read the clock: every line of code is the same, the values under them move.
            #expect(output.stdout.split(separator: "\n").filter { $0.hasPrefix("// ") }.map(String.init)
                    == examples.map { "// \($0.title)" })
        } else {
            #expect(output.stdout == expected)
        }
    }

    @Test("code text shows the sample with the configuration's modifiers, concatenation, the three sources and the dates")
    func codeOfTextPage() throws {
        let output = try GalleryProcess.run(["code", "TEXT"])
        #expect(output.status == 0)
        for line in ["// Sample", "// Concatenation", "+ Text(\"compose\").bold().foregroundStyle(.blue)", "Text(verbatim: ",
                     "Text(try AttributedString(markdown: ", "// Dates and timers", "Text(departure, style: .relative)",
                     "Text(timerInterval: opened...opened.addingTimeInterval(12 * 60)"] {
            #expect(output.stdout.contains(line), "code text lacks \(line)")
        }
    }

    @Test("plan PAGE outlines each example's widgets after its title; --json gives title, widget and approximation")
    func planOfPage() throws {
        let outline = try GalleryProcess.run(["plan", "buttonView"])
        #expect(outline.status == 0)
        let examples = ButtonViewContent.examples(for: Configuration())
        #expect(outline.stdout.hasPrefix("// \(examples[0].title)\nbox"))
        #expect(outline.stdout.components(separatedBy: "\n// ").count == examples.count)
        let json = try GalleryProcess.run(["plan", "labelView", "--json"])
        #expect(json.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["title"] as? String } == LabelViewContent.examples(for: Configuration()).map(\.title))
        #expect(objects.allSatisfy { $0["widget"] is [String: Any] && $0.keys.contains("approximation") })
    }

    @Test("plan buttonView and a tinted card say which of Apple's colours they draw miss 4.5:1 on the stage, in words and in --json")
    func planSaysContrastFindings() throws {
        let arguments = ["plan", "buttonView", "--platform", "iOS", "--os-version", "18"]
        let outline = try GalleryProcess.run(arguments)
        var configuration = Configuration(platform: .iOS)
        try configuration.chooseRelease("18")
        let findings = ButtonViewContent.gridExample(for: configuration).contrastFindings
        let report = try #require(ContrastFinding.report(findings))
        #expect(outline.status == 0 && outline.stdout.contains("contrast: " + report.english))
        #expect(outline.stdout.contains("Apple's #007aff on #f2f2f7"))
        let json = try GalleryProcess.run(arguments + ["--json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let listed = try #require(objects.first?["contrastFindings"] as? [[String: Any]])
        #expect(listed.map { $0["text"] as? String } == findings.map { if case .stage(let role) = $0.subject { role.rawValue } else { nil } })
        #expect(listed.allSatisfy { ($0["ratio"] as? Double ?? 5) < 4.5 && $0["scheme"] as? String == "light" })
        // A card filled with the orange its code chooses says so too.
        let card = try GalleryProcess.run(["plan", "button", "--style", "borderedProminent", "--argument", ".orange"])
        #expect(card.stdout.contains("contrast: ") && card.stdout.contains("Apple's #ffffff on #ff9500"))
    }

    @Test("A family's card still prints as before")
    func familyCard() throws {
        let output = try GalleryProcess.run(["code", "toggle", "--style", "checkbox", "--platform", "macOS"])
        #expect(output.status == 0)
        let resolution = try StyleResolver.resolve(StyleFamily.toggle, style: "checkbox", platform: .macOS)
        #expect(output.stdout == Planner.plan(resolution).code + "\n")
    }

    @Test("A page with a card's options, or a name that is neither family nor page, is one line and exit 2", arguments: [
        (["code", "text", "--style", "plain"],
         "Error: text is a view page, without cards: leave out --style (see 'gallery code --help')\n"),
        (["plan", "buttonView", "--style", "plain", "--argument", "x"],
         "Error: buttonView is a view page, without cards: leave out --style and --argument (see 'gallery plan --help')\n"),
        (["code", "stepper"],
         "Error: unknown family or view page 'stepper'; valid names: \(validNames) (see 'gallery code --help')\n"),
    ])
    func usageMistakes(arguments: [String], message: String) throws {
        let output = try GalleryProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr == message)
        #expect(output.stdout.isEmpty)
    }
}
