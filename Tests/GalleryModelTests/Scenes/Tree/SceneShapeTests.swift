import Foundation
@testable import GalleryModel
import Testing

/// SwiftUI's shapes in a scene: each drawn as its outline, in its `.fill`, `.stroke` or foreground colour, at the
/// height its frame gives, never as a placeholder.
@Suite("Scene shapes")
struct SceneShapeTests {
    private func plan(_ node: SceneNode, on platform: Platform = .iOS) throws -> WidgetPlan {
        let scene = Scene(name: "Test", roots: [SceneNode(.layout(.vStack), children: [node])])
        let stack = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
        return try #require(stack.allPlans.first { $0.kind == .shape })
    }

    private func other(_ name: String, _ source: String) -> SceneModifier {
        SceneModifier(.other(name: name, source: source))
    }

    @Test("A shape's frame and corners are points, drawn at the stage's pixels per point: Apple TV's 220 × 124 card is 152 × 86 pixels, as its text is scaled")
    func framesInPoints() throws {
        let card = SceneNode(.plain(.roundedRectangle), arguments: [SceneArgument("cornerRadius", .number(29))],
                             modifiers: [other("frame", ".frame(width: 220, height: 124)")])
        let tv = try plan(card, on: .tvOS)
        #expect(tv.int(.width) == 152 && tv.int(.height) == 86)
        #expect(tv.properties[.outline] == .outline(.roundedRectangle(cornerRadius: 20)))
        let phone = try plan(card)
        #expect(phone.int(.width) == 220 && phone.int(.height) == 124)
    }

    @Test("Every length the code writes is points at the stage's scale: on Apple TV a stack's spacing, padding, a frame and a font's size shrink with the text, so a shelf's gaps keep their proportion to its cards")
    func lengthsInPoints() throws {
        let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Severance"))],
                             modifiers: [other("font", ".font(.system(size: 29))"), other("padding", ".padding(20)")])
        let box = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Box"))], modifiers: [other("frame", ".frame(width: 290, height: 58)")])
        let stack = SceneNode(.layout(.hStack), arguments: [SceneArgument("spacing", .number(29))], children: [text, box])
        let scale = TextStyleMetrics.pixelsPerPoint(on: .tvOS)
        for (platform, factor) in [(Platform.tvOS, scale), (.iOS, 1)] {
            let scene = Scene(name: "Test", roots: [stack])
            let drawn = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
            let points = { (value: Double) in Int((value * factor).rounded()) }
            let rows = drawn.allPlans.filter { plan in plan.kind == .box && plan.orientation == .horizontal && plan.children.count == 2 }
            #expect(rows.contains { $0.int(.spacing) == points(29) }, "\(platform)")
            let words = try #require(drawn.allPlans.first { $0.string(.text) == "Severance" })
            #expect(words.double(.fontSize) == Double(points(29)), "\(platform)")
            #expect(drawn.allPlans.contains { $0.int(.horizontalMargin) == points(20) && $0.int(.verticalMargin) == points(20) }, "\(platform)")
            #expect(drawn.allPlans.contains { $0.int(.width) == points(290) && $0.int(.height) == points(58) }, "\(platform)")
        }
    }

    @Test("Each shape's outline: rectangles, rounded ones with their radius, capsules, circles and ellipses")
    func outlines() throws {
        let cases: [(SceneNode, SceneShapeOutline)] = [
            (SceneNode(.plain(.rectangle)), .rectangle),
            (SceneNode(.plain(.containerRelativeShape)), .rectangle),
            (SceneNode(.plain(.roundedRectangle), arguments: [SceneArgument("cornerRadius", .number(12))]), .roundedRectangle(cornerRadius: 12)),
            (SceneNode(.plain(.unevenRoundedRectangle), arguments: [SceneArgument("topLeadingRadius", .number(4)),
                                                                   SceneArgument("bottomTrailingRadius", .number(16))]),
             .roundedRectangle(cornerRadius: 16)),
            (SceneNode(.plain(.capsule)), .capsule),
            (SceneNode(.plain(.circle)), .circle),
            (SceneNode(.plain(.ellipse)), .ellipse),
        ]
        for (node, outline) in cases {
            let shape = try plan(node)
            #expect(shape.properties[.outline] == .outline(outline), "\(node.kind)")
            // Unfilled, a shape takes the foreground colour, filled, 44 points high across the room it is offered.
            #expect(shape.string(.color) == nil)
            #expect(shape.bool(.strokes) == false)
            #expect(shape.int(.height) == 44)
            #expect(shape.bool(.hexpand) == true)
            #expect(shape.isDecorative)
        }
    }

    @Test("Its colour and stroke from .fill, .stroke, .strokeBorder and .foregroundStyle, the last written; its height from .frame")
    func fillStrokeAndFrame() throws {
        let filled = try plan(SceneNode(.plain(.circle), modifiers: [other("fill", ".fill(.blue)"), other("frame", ".frame(width: 40, height: 40)")]))
        #expect(filled.cssClasses.contains(SceneDecoration.foregroundClass(.blue)) && filled.string(.color) == nil, "a system colour is the stage's, light or dark")
        #expect(filled.bool(.strokes) == false)
        #expect(filled.int(.height) == 40)
        #expect(filled.int(.width) == 40)
        // Framed, it keeps its size, centred on the stage as a preview centres it.
        #expect(filled.bool(.hexpand) != true)
        #expect(filled.alignment(.halign) == .center)
        let stroked = try plan(SceneNode(.plain(.capsule), modifiers: [other("stroke", ".stroke(Color.red, lineWidth: 2)")]))
        #expect(stroked.cssClasses.contains(SceneDecoration.foregroundClass(.red)))
        #expect(stroked.bool(.strokes) == true)
        let styled = try plan(SceneNode(.plain(.rectangle), modifiers: [other("fill", ".fill(.green)"), SceneModifier(.foregroundStyle(.orange))]))
        #expect(styled.cssClasses.contains(SceneDecoration.foregroundClass(.orange)) && !styled.cssClasses.contains(SceneDecoration.foregroundClass(.green)))
        // A fill the gallery cannot name (a gradient, a material) keeps the foreground colour.
        let gradient = try plan(SceneNode(.plain(.roundedRectangle), modifiers: [other("fill", ".fill(.ultraThinMaterial)")]))
        #expect(gradient.string(.color) == nil)
    }

    @Test("A gradient fills the room it is offered as a rectangle, in its first colour")
    func gradients() throws {
        for view in [ScenePlainView.linearGradient, .radialGradient, .angularGradient, .ellipticalGradient] {
            let drawn = try plan(SceneNode(.plain(view), arguments: [SceneArgument("colors", .expression("[.purple, .blue]")),
                                                                   SceneArgument("startPoint", .expression(".top"))]))
            #expect(drawn.properties[.outline] == .outline(.rectangle))
            #expect(drawn.cssClasses.contains(SceneDecoration.foregroundClass(.purple)), "\(view)")
        }
        let named = try plan(SceneNode(.plain(.linearGradient), arguments: [SceneArgument("gradient", .expression("Gradient(colors: [Color.teal, .mint])"))]))
        #expect(named.cssClasses.contains(SceneDecoration.foregroundClass(.teal)))
    }

    @Test("A ZStack holding a shape is as large as its largest layer and takes the row's width, as SwiftUI's does")
    func zStack() throws {
        let stack = SceneNode(.layout(.zStack), children: [SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("star"))]),
                                                          SceneNode(.plain(.roundedRectangle))])
        let drawn = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: [stack]), in: Context(platform: .iOS))).drawn
        let layers = try #require(drawn.allPlans.first { $0.kind == .overlay })
        #expect(layers.bool(.measuresLayers) == true)
        #expect(layers.bool(.hexpand) == true)
        let plain = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: [SceneNode(.layout(.zStack), children: [SceneNode(.plain(.text))])]),
                                                            in: Context(platform: .iOS))).widget
        #expect(plain.allPlans.first { $0.kind == .overlay }?.bool(.hexpand) != true)
    }

    @Test("A shape prints back as written")
    func source() {
        let node = SceneNode(.plain(.roundedRectangle), arguments: [SceneArgument("cornerRadius", .number(12))],
                             modifiers: [other("fill", ".fill(.blue)")])
        #expect(SceneSource.view(node) == "RoundedRectangle(cornerRadius: 12)\n    .fill(.blue)")
        #expect(SceneSource.view(SceneNode(.plain(.circle))) == "Circle()")
    }

    @Test("A shape in proportion (.aspectRatio(16/9, contentMode: .fit)) takes the width it is offered and the height its ratio asks; framed, its height is the frame's width over the ratio")
    func aspectRatio() throws {
        #expect(SceneShape.ratio(in: ".aspectRatio(16/9, contentMode: .fit)") == 16.0 / 9.0)
        #expect(SceneShape.ratio(in: ".aspectRatio(1.5)") == 1.5)
        #expect(SceneShape.ratio(in: ".aspectRatio(contentMode: .fill)") == nil, "no ratio: the view's own")
        #expect(SceneShape.ratio(in: ".aspectRatio(poster.ratio, contentMode: .fit)") == nil, "a ratio the app computes")
        #expect(SceneShape.ratio(in: ".aspectRatio(16/0)") == nil)
        let ratio = other("aspectRatio", ".aspectRatio(16/9, contentMode: .fit)")
        let offered = try plan(SceneNode(.plain(.roundedRectangle), modifiers: [ratio]))
        #expect(offered.double(.aspectRatio) == 16.0 / 9.0 && offered.int(.height) == nil && offered.bool(.hexpand) == true)
        let framed = try plan(SceneNode(.plain(.roundedRectangle), modifiers: [ratio, other("frame", ".frame(width: 160)")]))
        #expect(framed.int(.width) == 160 && framed.int(.height) == 90)
    }

    @Test("A short view of framed colours and a shape in proportion is centred on the iPhone's screen: none of them takes its height")
    func proportionedViewsDoNotFill() {
        let color = SceneNode(.plain(.color), arguments: [SceneArgument(nil, .expression(".gray"))],
                              modifiers: [other("frame", ".frame(width: 60, height: 40)")])
        let poster = SceneNode(.plain(.roundedRectangle), modifiers: [other("aspectRatio", ".aspectRatio(16/9, contentMode: .fit)")])
        let scene = Scene(name: "Test", roots: [SceneNode(.layout(.vStack), children: [color, poster])])
        let widget = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS))).drawn
        #expect(widget.stageAlignment(otherwise: .center) == .center)
    }

    @Test("A shape filled with Color.clear keeps its place and shows nothing, where it was drawn in the foreground's black")
    func clearFill() throws {
        let dot = try plan(SceneNode(.plain(.circle), modifiers: [other("fill", ".fill(Color.clear)"), other("frame", ".frame(width: 10, height: 10)")]))
        #expect(dot.double(.opacity) == 0 && dot.int(.width) == 10)
    }

    @Test(".background.secondary fills a card in the secondary system background: light grey on a light screen, dark grey on a dark one, never the screen's own black")
    func secondaryBackground() throws {
        let card = try plan(SceneNode(.plain(.roundedRectangle), modifiers: [other("fill", ".fill(.background.secondary)")]))
        #expect(card.cssClasses.contains("scene-fill-secondaryBackground"))
        let css = PlatformTheme.stylesheet(for: [.iOS])
        let dark = PlatformTheme.of(.iOS).palette(.dark, era: .liquidGlass)
        #expect(css.contains(".stage.platform-ios.era-liquid-glass.scheme-dark .scene-fill-secondaryBackground { color: \(dark.surface); }"))
        #expect(dark.surface != dark.background)
    }

    @Test("A gradient written in .fill(…) runs from its first colour to its last along its points, not in the app's grey")
    func gradientInFill() throws {
        let art = try plan(SceneNode(.plain(.roundedRectangle), modifiers: [
            other("fill", ".fill(LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))"),
        ]))
        #expect(art.cssClasses.contains(SceneDecoration.foregroundClass(.purple)))
        #expect(!art.cssClasses.contains("scene-fill-appDefined"))
        #expect(art.double(.gradientAngle) == -45, "from the top-leading corner to the bottom-trailing one")
        #expect(art.children.count == 1 && art.children[0].cssClasses.contains(SceneDecoration.foregroundClass(.pink)))
    }

    @Test("Each gradient's direction from its start and end points; a gradient view's colours; a colour's own .gradient lightens its top",
          arguments: [(".top", ".bottom", 0.0), (".leading", ".trailing", -90.0), (".bottom", ".top", 180.0), (".topLeading", ".bottomTrailing", -45.0)])
    func gradientDirections(start: String, end: String, angle: Double) throws {
        let gradient = try #require(SceneGradient.written("LinearGradient(colors: [.blue, .green], startPoint: \(start), endPoint: \(end))"))
        // The same direction: 180 and -180 degrees are both straight up.
        let radians = { (degrees: Double) in degrees * .pi / 180 }
        #expect(abs(sin(radians(gradient.angle)) - sin(radians(angle))) < 1e-9 && abs(cos(radians(gradient.angle)) - cos(radians(angle))) < 1e-9,
                "\(gradient.angle)")
        #expect(gradient.end == .green)
    }

    @Test("A gradient view draws its colours; Color.blue.gradient ends in its colour from a lighter top; one colour is no gradient")
    func gradientViewsAndColorGradients() throws {
        let view = try plan(SceneNode(.plain(.linearGradient), arguments: [
            SceneArgument("colors", .expression("[.orange, .red]")), SceneArgument("startPoint", .expression(".leading")),
            SceneArgument("endPoint", .expression(".trailing")),
        ]))
        #expect(view.cssClasses.contains(SceneDecoration.foregroundClass(.orange)) && view.double(.gradientAngle) == -90)
        #expect(view.children.first?.cssClasses.contains(SceneDecoration.foregroundClass(.red)) == true)
        let own = try plan(SceneNode(.plain(.rectangle), modifiers: [other("fill", ".fill(Color.blue.gradient)")]))
        #expect(own.cssClasses.contains(SceneDecoration.foregroundClass(.blue)) && own.double(.gradientAngle) == 0 && own.children.isEmpty)
        let flat = try plan(SceneNode(.plain(.rectangle), modifiers: [other("fill", ".fill(.blue)")]))
        #expect(flat.double(.gradientAngle) == nil)
    }
}
