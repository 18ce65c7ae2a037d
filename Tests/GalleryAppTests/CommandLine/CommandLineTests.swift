import Foundation
import GalleryModel
import Testing

/// Every family's name, in the registry's order, as an unknown family's message lists them.
private let validFamilyNames = StyleFamily.allCases.map(\.rawValue).joined(separator: ", ")

/// Every page's name, in the sidebar's order, as an unknown page's message lists them.
private let validPageNames = GalleryPage.all.map(\.id).joined(separator: ", ")

/// The command line, run as a user runs it: exit codes, output and error messages.
@Suite("Command line")
struct CommandLineTests {
    @Test("resolve prints the resolved SwiftUI name on one line")
    func resolve() throws {
        let output = try GalleryProcess.run(["resolve", "toggle", "--platform", "macOS"])
        #expect(output.status == 0)
        #expect(output.stdout == "checkbox\n")
        #expect(try GalleryProcess.run(["resolve", "picker", "--platform", "tvos"]).stdout == "segmented\n")
        #expect(try GalleryProcess.run(["resolve", "LABEL", "--platform", "ios", "--placement", "TOOLBAR"]).stdout == "iconOnly\n")
        #expect(try GalleryProcess.run(["resolve", "toggle"]).stdout == "switch\n")
    }

    @Test("--version prints the gallery's release")
    func version() throws {
        let output = try GalleryProcess.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout == GalleryProject.version + "\n")
        #expect(output.stderr.isEmpty)
    }

    @Test("list and list --json, answered before the argument parser, print what the parser's command prints")
    func listBeforeTheParser() throws {
        // `--` ends the options: the same command, which only the parser answers.
        for (alone, parsed) in [(["list"], ["list", "--"]), (["list", "--json"], ["list", "--json", "--"])] {
            let fast = try GalleryProcess.run(alone)
            let slow = try GalleryProcess.run(parsed)
            #expect(fast.status == 0 && slow.status == 0)
            #expect(fast.stdout == slow.stdout, "\(alone)")
            #expect(fast.stdout.split(separator: "\n").count > 100)
            #expect(fast.stderr.isEmpty && slow.stderr.isEmpty)
        }
    }

    @Test("resolve --json has the documented keys")
    func resolveJSON() throws {
        let output = try GalleryProcess.run(["resolve", "toggle", "--style", "checkbox", "--platform", "iOS", "--json"])
        #expect(output.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        for key in ["family", "requested", "resolved", "platform", "placement", "available", "reason"] {
            #expect(json[key] != nil, "missing \(key)")
        }
        #expect(json["available"] as? Bool == false)
        #expect(json["availableOn"] as? [String] == ["macOS"])
        #expect((json["shownInstead"] as? String)?.contains("macOS") == true)
        #expect(output.stderr.isEmpty)
    }

    @Test("resolve --json keeps its reasons and steps in English and adds them in the language spoken, here English too")
    func resolveJSONLocalized() throws {
        func json(_ arguments: [String]) throws -> [String: Any] {
            let output = try GalleryProcess.run(arguments + ["--json"], environment: ["LANG": "C.UTF-8"])
            #expect(output.status == 0)
            return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        }
        let resolution = try json(["resolve", "toggle", "--style", "checkbox", "--platform", "iOS"])
        let reason = try #require(resolution["reason"] as? String)
        #expect(reason.hasPrefix("The checkbox toggle style is not available on iOS"))
        #expect(resolution["localizedReason"] as? String == reason)
        let reasons = try #require(resolution["reasons"] as? [String])
        #expect(reasons.count > 1)
        #expect(resolution["localizedReasons"] as? [String] == reasons)
        let stack = try json(["resolve", "label", "--stack", "Shadow,iconOnly"])
        let steps = try #require(stack["steps"] as? [String])
        #expect(steps.count == 2)
        #expect(stack["localizedSteps"] as? [String] == steps)
    }

    /// Once the build compiles a catalog beside the binary, the second run speaks Simplified Chinese.
    @Test("JSON output is the same whatever language the process speaks, but for the localized keys", arguments: [
        ["list", "--json"],
        ["resolve", "menu", "--style", "borderlessButton", "--platform", "macOS", "--json"],
        ["export", "--platform", "tvOS"],
        ["changes", "--platform", "iOS", "--from", "15", "--to", "26", "--json"],
    ])
    func jsonIgnoresLanguage(arguments: [String]) throws {
        let english = try GalleryProcess.run(arguments, environment: ["LANG": "C.UTF-8"])
        let chinese = try GalleryProcess.run(arguments, environment: ["LANG": "zh_CN.UTF-8"])
        #expect(english.status == 0 && chinese.status == 0)
        guard ["resolve", "changes"].contains(arguments[0]) else {
            #expect(chinese.stdout == english.stdout)
            return
        }
        #expect(chinese.stdout != english.stdout, "the localized keys speak Chinese")
        func withoutLocalizedKeys(_ output: GalleryProcess.Output) throws -> NSDictionary {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            object["localizedReason"] = nil
            object["localizedReasons"] = nil
            object["changes"] = (object["changes"] as? [[String: Any]])?.map { $0.filter { $0.key != "localizedChange" } }
            return NSDictionary(dictionary: object)
        }
        #expect(try withoutLocalizedKeys(chinese) == withoutLocalizedKeys(english))
    }

    @Test("resolve --os-version: the tvOS toggle before and from tvOS 18, each with its reason and source")
    func resolveByRelease() throws {
        func resolve(_ release: String) throws -> [String: Any] {
            let output = try GalleryProcess.run(["resolve", "toggle", "--platform", "tvOS", "--os-version", release, "--json"])
            #expect(output.status == 0)
            return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        }
        let old = try resolve("17"), new = try resolve("18")
        #expect(old["resolved"] as? String == "tvOSButton")
        #expect(new["resolved"] as? String == "switch")
        #expect(old["osVersion"] as? String == "17")
        #expect((old["reason"] as? String)?.contains("before 18") == true)
        #expect((new["reason"] as? String)?.contains("18 and later") == true)
        #expect((new["sources"] as? [String])?.first?.contains("togglestyle/automatic") == true)
        for key in ["introduced", "deprecated", "deprecatedInFutureRelease", "replacement", "argument"] {
            #expect(new.keys.contains(key), "missing \(key)")
        }
        let unknown = try GalleryProcess.run(["resolve", "toggle", "--platform", "tvOS", "--os-version", "12"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("Error: unknown tvOS release '12'; valid tvOS releases: "))
    }

    @Test("resolve says where a style exists, when it needs a newer release, and what replaces a deprecated one")
    func resolveAvailabilityNotes() throws {
        let glass = try GalleryProcess.run(["resolve", "button", "--style", "glass", "--platform", "visionOS"])
        #expect(glass.stdout == "glass\n")
        #expect(glass.stderr == "note: The glass button style is not available on visionOS; it exists on iOS, iPadOS, macOS, tvOS, watchOS.\n")
        let older = try GalleryProcess.run(["resolve", "button", "--style", "glass", "--platform", "iOS", "--os-version", "18"])
        #expect(older.stderr == "note: The glass button style needs iOS 26; this is iOS 18.\n")
        // Deprecated in a future release: the same note in every release, naming none.
        for release in ["11", Platform.macOS.newestRelease.description] {
            let menu = try GalleryProcess.run(["resolve", "menu", "--style", "borderlessButton", "--platform", "macOS", "--os-version", release])
            #expect(menu.stderr == "note: to be deprecated in a future release — use .menuStyle(.button) with .buttonStyle(.borderless)\n")
        }
        // Deprecated in a release: from that release on.
        let square = try GalleryProcess.run(["resolve", "textField", "--style", "squareBorder", "--platform", "macOS"])
        #expect(square.stderr == "note: deprecated in macOS 27\n")
        let before = try GalleryProcess.run(["resolve", "textField", "--style", "squareBorder", "--platform", "macOS", "--os-version", "26"])
        #expect(before.stderr.isEmpty)
    }

    @Test("resolve --json: deprecated names a release, or is null with deprecatedInFutureRelease for a future one")
    func resolveDeprecationJSON() throws {
        func resolve(_ family: String, _ style: String, _ platform: String) throws -> [String: Any] {
            let output = try GalleryProcess.run(["resolve", family, "--style", style, "--platform", platform, "--json"])
            #expect(output.status == 0)
            return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        }
        let menu = try resolve("menu", "borderlessButton", "iOS")
        #expect(menu["deprecated"] is NSNull)
        #expect(menu["deprecatedInFutureRelease"] as? Bool == true)
        #expect(menu["replacement"] as? String == ".menuStyle(.button) with .buttonStyle(.borderless)")
        #expect((menu["reasons"] as? [String])?.contains {
            $0.hasPrefix("Apple marks the borderlessButton style to be deprecated in a future release of iOS")
        } == true)
        let square = try resolve("textField", "squareBorder", "macOS")
        #expect(square["deprecated"] as? String == "27.0")
        #expect(square["deprecatedInFutureRelease"] as? Bool == false)
        let plain = try resolve("toggle", "switch", "iOS")
        #expect(plain["deprecated"] is NSNull)
        #expect(plain["deprecatedInFutureRelease"] as? Bool == false)
    }

    @Test("resolve says where Apple's page and what SwiftUI draws disagree, in the note, the reasons and the JSON")
    func resolveDisagreement() throws {
        let text = try GalleryProcess.run(["resolve", "picker", "--platform", "iOS", "--os-version", "18"])
        #expect(text.status == 0)
        #expect(text.stdout == "menu\n")
        #expect(text.stderr == "note: Apple's page says wheel here, but SwiftUI draws menu; the gallery shows what SwiftUI draws.\n")
        let output = try GalleryProcess.run(["resolve", "picker", "--platform", "iOS", "--os-version", "18", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let disagreement = try #require(json["disagreement"] as? [String: Any])
        #expect(disagreement["documented"] as? String == "wheel")
        #expect((disagreement["documentedSource"] as? String)?.hasSuffix("pickerstyle/automatic") == true)
        #expect((disagreement["drawnSource"] as? String)?.contains("wwdc2022") == true)
        #expect((json["reasons"] as? [String])?.contains { $0.hasPrefix("Apple's page says wheel") } == true)
        let agreed = try GalleryProcess.run(["resolve", "picker", "--platform", "iOS", "--os-version", "15", "--json"])
        let old = try #require(try JSONSerialization.jsonObject(with: Data(agreed.stdout.utf8)) as? [String: Any])
        #expect(old["resolved"] as? String == "wheel")
        #expect(old.keys.contains("disagreement") && old["disagreement"] is NSNull)
    }

    @Test("changes lists what changed between two releases, each with its source, in either order")
    func changes() throws {
        let output = try GalleryProcess.run(["changes", "--platform", "iOS", "--from", "18", "--to", "26"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("iOS 26 [era] iOS: iOS 26 draws its controls in the Liquid Glass era.") })
        #expect(lines.contains { $0.hasPrefix("iOS 26 [availability] button glass: The glass button style is new in iOS 26.") })
        #expect(lines.contains { $0.hasPrefix("iOS 26 [look] button bordered, borderedProminent: ") })
        for (index, line) in lines.enumerated() where !line.hasPrefix("  ") {
            #expect(lines.indices.contains(index + 1) && lines[index + 1].hasPrefix("  source: "), "no source after: \(line)")
        }
        let reversed = try GalleryProcess.run(["changes", "--platform", "iOS", "--from", "26", "--to", "18"])
        #expect(reversed.stdout == output.stdout)
        let json = try GalleryProcess.run(["changes", "--platform", "iOS", "--from", "15", "--to", "16", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["from"] as? String == "15" && object["to"] as? String == "16")
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.contains { $0["kind"] as? String == "automatic" && $0["family"] as? String == "picker"
            && ($0["change"] as? String)?.hasPrefix("automatic becomes menu (was wheel) in iOS 16") == true })
        #expect(changes.allSatisfy { !(($0["source"] as? String) ?? "").isEmpty && $0.keys.contains("family") })
        let none = try GalleryProcess.run(["changes", "--platform", "visionOS", "--from", "2", "--to", "2"])
        #expect(none.stdout == "Nothing changed on visionOS after 2 up to 2.\n")
    }

    @Test("changes refuses an unknown platform or release in one line naming the known ones", arguments: [
        (["changes", "--platform", "iOS", "--from", "19", "--to", "26"],
         "Error: unknown iOS release '19'; valid iOS releases: \(Platform.iOS.releases.map(\.description).joined(separator: ", "))\n"),
        (["changes", "--platform", "iOS", "--from", "18", "--to", "twenty-six"],
         "Error: unknown iOS release 'twenty-six'; valid iOS releases: \(Platform.iOS.releases.map(\.description).joined(separator: ", "))\n"),
        (["changes", "--platform", "android", "--from", "18", "--to", "26"],
         "Error: unknown platform 'android'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS\n"),
    ])
    func changesRefusesUnknownNames(arguments: [String], message: String) throws {
        let output = try GalleryProcess.run(arguments)
        #expect(output.status == 1)
        #expect(output.stderr == message)
        #expect(output.stdout.isEmpty)
    }

    @Test("--argument sets a style's parameter; a wrong value or a style without one is one line and exit 1")
    func argumentOption() throws {
        let code = try GalleryProcess.run(["code", "tabView", "--style", "page(indexDisplayMode:)", "--argument", ".always"])
        #expect(code.stdout.contains(".tabViewStyle(.page(indexDisplayMode: .always))"))
        let wrong = try GalleryProcess.run(["resolve", "tabView", "--style", "page(indexDisplayMode:)", "--argument", ".sometimes"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr == "Error: unknown value of indexDisplayMode '.sometimes'; valid values of indexDisplayMode: .always, .automatic, .never\n")
        let none = try GalleryProcess.run(["plan", "toggle", "--argument", "x"])
        #expect(none.status == 1)
        #expect(none.stderr == "Error: the automatic toggle style takes no parameter, so --argument 'x' does not apply\n")
    }

    @Test("list --json gives each style its deprecations, replacement and parameter")
    func listDeprecations() throws {
        let json = try GalleryProcess.run(["list", "--json"])
        let families = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let styles = families.flatMap { family in
            ((family["styles"] as? [[String: Any]]) ?? []).map { ("\(family["family"]!).\($0["name"]!)", $0) }
        }
        let byID = Dictionary(uniqueKeysWithValues: styles)
        // Deprecated in a future release: no release of its own, the platforms under a key of their own.
        let rounded = try #require(byID["textField.roundedBorder"])
        #expect(rounded["deprecated"] as? [String: String] == [:])
        #expect(rounded["deprecatedInFutureRelease"] as? [String] == ["iOS", "iPadOS", "macOS"])
        #expect(rounded["replacement"] as? String == ".textFieldStyle(.bordered) with .textInputBorderShape(.roundedRectangle)")
        let menu = try #require(byID["menu.borderlessButton"])
        #expect(menu["deprecated"] as? [String: String] == [:])
        #expect(menu["deprecatedInFutureRelease"] as? [String] == ["iOS", "iPadOS", "macOS", "tvOS", "visionOS"])
        // Deprecated in a release: that release, per platform.
        let square = try #require(byID["textField.squareBorder"])
        #expect(square["deprecated"] as? [String: String] == ["macOS": "27.0"])
        #expect(square["deprecatedInFutureRelease"] as? [String] == [])
        #expect(square["replacement"] is NSNull)
        #expect(byID["toggle.switch"]?["deprecated"] as? [String: String] == [:])
        #expect(byID["toggle.switch"]?["deprecatedInFutureRelease"] as? [String] == [])
        #expect(byID["toggle.switch"]?["replacement"] is NSNull)
        let page = try #require(byID["tabView.page(indexDisplayMode:)"]?["parameter"] as? [String: Any])
        #expect(page["choices"] as? [String] == [".always", ".automatic", ".never"])
        #expect(page["default"] as? String == ".never")
        let text = try GalleryProcess.run(["list"]).stdout
        #expect(text.contains("  PopUpButtonPickerStyle()"))
        #expect(text.contains("macOS — to be deprecated in a future release of macOS, use .pickerStyle(.menu)"))
        #expect(text.contains("macOS — deprecated in macOS 27.0\n"))
        #expect(!text.contains("27.2") && !text.contains("27.3"))
    }

    @Test("code prints the card's SwiftUI code, plan its widget plan, both as the model plans the card", arguments: [
        ["picker", "--platform", "macOS"],
        ["textField", "--style", "squareBorder", "--platform", "macOS", "--placement", "form"],
        ["label", "--style", "ShadowLabelStyle", "--placement", "menu"],
    ])
    func codeAndPlan(card: [String]) throws {
        let resolution = try StyleResolver.resolve(try StyleFamily.named(card[0]),
                                                   style: card.firstIndex(of: "--style").map { card[$0 + 1] } ?? "automatic",
                                                   platform: card.firstIndex(of: "--platform").map { try Platform.named(card[$0 + 1]) } ?? .iOS,
                                                   placement: card.firstIndex(of: "--placement").map { try Placement.named(card[$0 + 1]) } ?? .standard)
        let expected = Planner.plan(resolution)
        let code = try GalleryProcess.run(["code"] + card)
        #expect(code.status == 0)
        #expect(code.stdout == expected.code + "\n")
        let plan = try GalleryProcess.run(["plan"] + card + ["--json"])
        #expect(plan.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any])
        let widget = try #require(json["widget"] as? [String: Any])
        #expect(widget["kind"] as? String == expected.widget.kind.rawValue)
        #expect((widget["children"] as? [Any])?.count == expected.widget.children.count)
        for key in ["properties", "classes", "menu", "binding", "accessibleName", "decorative", "origin"] {
            #expect(widget.keys.contains(key), "plan --json lacks \(key)")
        }
        let outline = try GalleryProcess.run(["plan"] + card)
        #expect(outline.status == 0 && outline.stdout.hasPrefix(expected.widget.kind.rawValue))
    }

    @Test("An unavailable style notes it on standard error")
    func unavailableNote() throws {
        let output = try GalleryProcess.run(["resolve", "toggle", "--style", "checkbox", "--platform", "iOS"])
        #expect(output.stdout == "checkbox\n")
        #expect(output.stderr == "note: The checkbox toggle style is not available on iOS; it exists on macOS.\n")
    }

    @Test("Unknown names are one-line errors that list the valid names", arguments: [
        (["resolve", "slider"], "Error: unknown family 'slider'; valid families: \(validFamilyNames)\n"),
        (["resolve", "toggle", "--platform", "android"], "Error: unknown platform 'android'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS\n"),
        (["resolve", "toggle", "--placement", "sidebar"], "Error: unknown placement 'sidebar'; valid placements: standard, form, list, toolbar, menu\n"),
        (["resolve", "toggle", "--style", "sparkly"], "Error: unknown toggle style 'sparkly'; valid toggle styles: automatic, switch, checkbox, button\n"),
        (["export", "--platform", "symbian"], "Error: unknown platform 'symbian'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS\n"),
    ])
    func unknownNames(arguments: [String], message: String) throws {
        let output = try GalleryProcess.run(arguments)
        #expect(output.status == 1)
        #expect(output.stderr == message)
        #expect(output.stdout.isEmpty)
    }

    @Test("resolve label --stack composes label styles like the window does")
    func labelStack() throws {
        let plain = try GalleryProcess.run(["resolve", "label", "--stack", "Shadow,iconOnly"])
        #expect(plain.status == 0)
        #expect(plain.stdout == "icon; effects: shadow\n")
        let json = try GalleryProcess.run(["resolve", "label", "--stack", "HStackLabelStyle,Shadow,IconOnlyLabelStyle", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["visibleParts"] as? [String] == ["icon", "title"])
        #expect(object["effects"] as? [String] == [])
        #expect(object["appliedStyles"] as? Int == 1)
        let accessible = try GalleryProcess.run(["resolve", "label", "--stack", "Accessible", "--accessibility-size"])
        #expect(accessible.stdout == "title; effects: none\n")
        let toolbar = try GalleryProcess.run(["resolve", "label", "--stack", "Shadow", "--platform", "macOS", "--placement", "toolbar"])
        #expect(toolbar.stdout == "icon; effects: shadow\n")
        let unknown = try GalleryProcess.run(["resolve", "label", "--stack", "Shadow,Glow"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("Error: unknown label style 'Glow'; valid label styles: automatic, titleAndIcon"))
        let wrongFamily = try GalleryProcess.run(["resolve", "toggle", "--stack", "Shadow"])
        #expect(wrongFamily.stderr == "Error: --stack composes label styles; it does not apply to toggle\n")
    }

    @Test("list names every family and style with its platforms")
    func list() throws {
        let output = try GalleryProcess.run(["list"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("toggle (Toggle, .toggleStyle(_:))"))
        #expect(output.stdout.contains(where: { _ in true }))
        let checkbox = try #require(output.stdout.split(separator: "\n").first { $0.hasPrefix("  checkbox ") })
        #expect(checkbox.hasSuffix(" macOS"))
        let json = try GalleryProcess.run(["list", "--json"])
        let families = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(families.count == StyleFamily.allCases.count)
        let styles = families.flatMap { ($0["styles"] as? [[String: Any]]) ?? [] }
        #expect(styles.filter { $0["origin"] as? String == "builtIn" }.count == StyleCatalog.builtInStyles.count)
    }

    @Test("export --platform tvOS is JSON with every family's chosen and resolved style")
    func exportTvOS() throws {
        let output = try GalleryProcess.run(["export", "--platform", "tvOS"])
        #expect(output.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(json["platform"] as? String == "tvOS")
        let styles = try #require(json["styles"] as? [String: [String: Any]])
        for family in StyleFamily.allCases {
            #expect(styles[family.rawValue]?["chosen"] as? String == StyleCatalog.family(family).automatic.name)
            #expect(styles[family.rawValue]?["resolved"] is String)
            #expect(styles[family.rawValue]?["available"] is Bool)
        }
        // tvOS 18 brought the switch style, and with it the automatic toggle (the newest release is the default).
        #expect(styles["toggle"]?["resolved"] as? String == "switch")
        let older = try GalleryProcess.run(["export", "--platform", "tvOS", "--os-version", "17"])
        let olderJSON = try #require(try JSONSerialization.jsonObject(with: Data(older.stdout.utf8)) as? [String: Any])
        #expect(olderJSON["osVersion"] as? String == "17")
        #expect((olderJSON["styles"] as? [String: [String: Any]])?["toggle"]?["resolved"] as? String == "tvOSButton")
    }

    @Test("export --output writes atomically; --config reads a file back byte for byte")
    func exportToFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.json").path
        let second = folder.appendingPathComponent("second.json").path
        #expect(try GalleryProcess.run(["export", "--platform", "watchOS", "--placement", "menu", "--output", first]).status == 0)
        #expect(try GalleryProcess.run(["export", "--config", first, "--output", second]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["first.json", "second.json"])
    }

    @Test("An unwritable output path is one clear error and leaves nothing behind")
    func unwritableOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("missing/out.json").path
        let output = try GalleryProcess.run(["export", "--output", target])
        #expect(output.status == 1)
        #expect(output.stderr == "Error: cannot write '\(target)': its folder does not exist\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("A bad configuration file is refused with its line, and nothing is written")
    func badConfig() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data("{\n  \"schemaVersion\": 1,\n  \"platform\": \"iOS9\"\n}\n".utf8).write(to: bad)
        let out = folder.appendingPathComponent("out.json").path
        let output = try GalleryProcess.run(["export", "--config", bad.path, "--output", out])
        #expect(output.status == 1)
        #expect(output.stderr == "Error: cannot import '\(bad.path)': line 3: platform: unknown platform 'iOS9'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        let missing = try GalleryProcess.run(["export", "--config", folder.appendingPathComponent("none.json").path])
        #expect(missing.stderr.hasPrefix("Error: cannot import "))
        #expect(missing.stderr.hasSuffix("none.json': no such file\n"))
    }

    @Test("Without a display the window command says which display is missing, in one line, and exits non-zero")
    func noDisplay() throws {
        let unset = try GalleryProcess.run([], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(unset.status == 1)
        #expect(unset.stderr == "Error: no display to open the window on: neither DISPLAY nor WAYLAND_DISPLAY is set (list, resolve, code, plan and export work without one)\n")
        // A display no server answers on: no socket and no lock file for it (another test's Xvfb may hold :79).
        let free = try #require((79..<400).first { number in
            !["/tmp/.X11-unix/X\(number)", "/tmp/.X\(number)-lock"].contains(where: FileManager.default.fileExists(atPath:))
        })
        let unreachable = try GalleryProcess.run([], environment: ["DISPLAY": ":\(free)"], removing: ["WAYLAND_DISPLAY"])
        #expect(unreachable.status == 1)
        #expect(unreachable.stderr == "Error: cannot open the display named by DISPLAY=':\(free)': is its server running, and may this user use it? (list, resolve, code, plan and export work without one)\n")
    }

    @Test("Usage mistakes are one line naming the mistake and where help is, exit 1", arguments: [
        (["resolve", "toggle", "--bogus"], "Error: Unknown option '--bogus' (see 'gallery resolve --help')\n"),
        (["resolve"], "Error: Missing expected argument '<family>' (see 'gallery resolve --help')\n"),
        (["export", "--platform"], "Error: Missing value for '--platform <platform>' (see 'gallery export --help')\n"),
        (["resolve", ""], "Error: unknown family ''; valid families: \(validFamilyNames)\n"),
        (["resolve", "to\u{1B}[31mggle\nx"], "Error: unknown family 'to\\u{1B}[31mggle\\nx'; valid families: \(validFamilyNames)\n"),
        (["resolve", String(repeating: "é", count: 500)], "Error: unknown family '\(String(repeating: "é", count: 60))'… (500 characters); valid families: \(validFamilyNames)\n"),
        (["open", "--page", "sliders"], "Error: unknown page 'sliders'; valid pages: \(validPageNames)\n"),
        (["resolve", "label", "--stack", Array(repeating: "iconOnly", count: 13).joined(separator: ",")], "Error: --stack holds 13 styles; a stack may hold at most 12\n"),
    ] as [([String], String)])
    func usageMistakes(arguments: [String], message: String) throws {
        let output = try GalleryProcess.run(arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(output.status == 1)
        #expect(output.stderr == message)
        #expect(output.stdout.isEmpty)
    }

    @Test("Help goes to standard output with exit 0")
    func help() throws {
        for arguments in [["--help"], ["help", "export"], ["resolve", "--help"]] {
            let output = try GalleryProcess.run(arguments)
            #expect(output.status == 0, "\(arguments)")
            #expect(output.stdout.hasPrefix("OVERVIEW: "), "\(arguments)")
            #expect(output.stderr.isEmpty, "\(arguments)")
        }
    }

    @Test("Configuration paths that are not files are refused in one line, without waiting", arguments: [
        ("/", "Error: cannot import '/': it is a folder, not a configuration file\n"),
        ("/dev/zero", "Error: cannot import '/dev/zero': it holds more than 1048576 bytes, the most a configuration may have\n"),
        ("", "Error: cannot import '': no such file\n"),
    ])
    func oddConfigPaths(path: String, message: String) throws {
        let output = try GalleryProcess.run(["export", "--config", path], timeout: 20)
        #expect(output.status == 1)
        #expect(output.stderr == message)
        #expect(output.stdout.isEmpty)
    }

    @Test("A FIFO with no writer does not hang the import")
    func fifoWithoutWriter() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-fifo-\(UUID())").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let output = try GalleryProcess.run(["export", "--config", fifo], timeout: 20)
        #expect(output.status == 1)
        #expect(output.stderr == "Error: cannot import '\(fifo)': the file is empty\n")
    }

    @Test("Output that cannot be written is an error, not a crash or silence", arguments: [
        (["export", "--output", "/dev/full"], "Error: cannot write '/dev/full': it is not a regular file (a device, a pipe or a socket)\n"),
        (["export", "--output", "/"], "Error: cannot write '/': it is a folder\n"),
        (["export", "--output", ""], "Error: cannot write '': the path is empty\n"),
    ])
    func unwritableTargets(arguments: [String], message: String) throws {
        let output = try GalleryProcess.run(arguments)
        #expect(output.status == 1)
        #expect(output.stderr == message)
    }

    @Test("A full or closed standard output is reported in one line with exit 1")
    func brokenStandardOutput() throws {
        for (command, expected) in [("export 2>&1 >/dev/full", "Error: cannot write to standard output: no space left on device"),
                                    ("list 2>&1 >&-", "Error: cannot write to standard output: bad file descriptor")] {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "'\(GalleryProcess.executable.path)' \(command); echo \"status $?\""]
            let pipe = Pipe()
            shell.standardOutput = pipe
            try shell.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            #expect(text == "\(expected)\nstatus 1\n", "\(command)")
        }
    }
}
