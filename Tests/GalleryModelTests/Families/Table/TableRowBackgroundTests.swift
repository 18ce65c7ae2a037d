@testable import GalleryModel
import Testing

/// `alternatingRowBackgrounds(_:)` is a modifier of its own, not a parameter of one table style: the Table page's
/// styles send striping to it (https://developer.apple.com/documentation/swiftui/tablestyle/inset), and it exists on
/// macOS 14 alone (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:)).
@Suite("Table row backgrounds")
struct TableRowBackgroundTests {
    static func resolve(_ style: String, on platform: Platform, release: OSVersion? = nil, argument: String?) throws -> Resolution {
        StyleResolver.resolve(try StyleCatalog.style(named: style, in: .table),
                              in: Context(platform: platform, release: release), argument: argument)
    }

    @Test("Every table style that is not deprecated takes the modifier, and draws its rows striped or plain as it says",
          arguments: ["automatic", "inset", "bordered"])
    func everyStyle(style: String) throws {
        let descriptor = try StyleCatalog.style(named: style, in: .table)
        #expect(descriptor.parameter?.spellings == [".automatic", ".enabled", ".disabled"])
        #expect(descriptor.parameter?.omittedArgument == ".enabled")
        for (value, stripes) in [(".enabled", true), (".disabled", false)] {
            let resolution = try Self.resolve(style, on: .macOS, argument: value)
            #expect(resolution.isAvailable)
            let plan = Planner.plan(resolution)
            #expect(plan.code.contains(".alternatingRowBackgrounds(\(value == ".enabled" ? "" : value))"))
            #expect(plan.widget.first(.columnView)?.bool(.alternatesRows) == stripes)
        }
    }

    @Test("Only the Mac alternates a table's rows: iPad's and Vision Pro's tables part them with lines instead", arguments: ["automatic", "inset"])
    func stripesOnTheMacAlone(style: String) throws {
        #expect(Planner.plan(try Self.resolve(style, on: .macOS, argument: nil)).widget.first(.columnView)?.bool(.alternatesRows) == true)
        for platform in [Platform.iOS, .iPadOS, .visionOS] {
            let table = try #require(Planner.plan(try Self.resolve(style, on: platform, argument: nil)).widget.first(.columnView))
            #expect(table.bool(.alternatesRows) == false && table.bool(.showsRowSeparators) == true, "\(platform)")
        }
    }

    @Test("The modifier is the Mac's from macOS 14: after the inset table on iOS or visionOS, or on macOS 13, it is refused")
    func onlyOnTheMac() throws {
        #expect(try !Self.resolve("inset", on: .macOS, release: "13.0", argument: ".enabled").isAvailable)
        #expect(try Self.resolve("inset", on: .macOS, release: "14.0", argument: ".enabled").isAvailable)
        for platform in [Platform.iOS, .iPadOS, .visionOS] {
            let refused = try Self.resolve("inset", on: platform, argument: ".enabled")
            #expect(!refused.isAvailable, "\(platform)")
            #expect(refused.steps.contains { $0.text.english.contains("is not available on") && $0.source.contains("alternatingrowbackground") }, "\(platform)")
            #expect(try Self.resolve("inset", on: platform, argument: ".automatic").isAvailable, "\(platform)")
        }
    }

    @Test("Rows striped after the inset table print as the reference document writes them: .tableStyle(.inset).alternatingRowBackgrounds()")
    func documentSpelling() throws {
        let code = Planner.plan(try Self.resolve("inset", on: .macOS, argument: ".enabled")).code
        #expect(code.hasSuffix(".tableStyle(.inset)\n.alternatingRowBackgrounds()"), "\(code)")
    }
}
