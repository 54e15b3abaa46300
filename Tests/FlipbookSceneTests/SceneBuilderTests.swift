import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

@Suite("Scene builder")
@MainActor
struct SceneBuilderTests {
    @Test func buildsEveryPropertyOntoViews() throws {
        let d = try parse(
            minimalScene(
                inbox: """
                    {id: root, children: [
                      {id: card, tag: 4, frame: [10, 20, 40, 30], backgroundColor: red, alpha: 0.5, cornerRadius: 6,
                       maskedCorners: [topLeft], border: {width: 2, color: blue}, shadow: {opacity: 0.4, radius: 5, offset: [0, 2], color: green},
                       clipsToBounds: true, anchorPoint: [0, 0], zPosition: 2, transform: [{scale: 2}], hidden: true},
                      {type: label, id: plain, frame: [0, 0, 50, 20], text: Hello, font: {size: 12, weight: bold}, textColor: white,
                       alignment: right, lines: 2, lineBreak: charWrapping},
                      {type: label, id: fixed, frame: [0, 0, 50, 20], text: Hi, baseline: [3, 15]},
                      {type: gradient, id: grad, frame: [0, 0, 10, 10], gradient: {colors: [red, blue]}}]}
                    """))
        let root = try #require(try SceneBuilder(document: d).buildScreen(named: "A"))
        #expect(root.accessibilityIdentifier == "root" && root.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        let card = try #require(root.view(withIdentifier: "card"))
        #expect(card.tag == 4 && card.alpha == 0.5 && card.isHidden && card.clipsToBounds)
        #expect(card.backgroundColor == .red && card.layer.cornerRadius == 6 && card.layer.maskedCorners == .layerMinXMinYCorner)
        #expect(card.layer.borderWidth == 2 && card.layer.borderColor == .blue)
        #expect(
            card.layer.shadowOpacity == 0.4 && card.layer.shadowRadius == 5
                && card.layer.shadowOffset == CGSize(width: 0, height: 2) && card.layer.shadowColor == .green)
        #expect(card.anchorPoint == .zero && card.layer.zPosition == 2)
        // The anchor is the top left corner, so the frame's origin stays and the size doubles.
        #expect(card.frame == CGRect(x: 10, y: 20, width: 80, height: 60))
        #expect(card.bounds.size == CGSize(width: 40, height: 30))
        let plain = try #require(root.view(withIdentifier: "plain") as? Label)
        #expect(plain.text == "Hello" && plain.font == Font.boldSystemFont(ofSize: 12) && plain.textColor == .white)
        #expect(plain.textAlignment == .right && plain.numberOfLines == 2 && plain.lineBreakMode == .byCharWrapping)
        let fixed = try #require(root.view(withIdentifier: "fixed") as? BaselineLabel)
        #expect(fixed.text == "Hi" && fixed.baseline == CGPoint(x: 3, y: 15))
        // The recorded text run starts exactly at the baseline point.
        let node = try #require(fixed.renderNode())
        guard case let .text(run)? = node.content.commands.first(where: { if case .text = $0 { true } else { false } }) else {
            Issue.record("no text run")
            return
        }
        #expect(run.origin == CGPoint(x: 3, y: 15) && run.text == "Hi" && run.font == Font.systemFont(ofSize: 17))
        #expect(root.view(withIdentifier: "grad") is GradientView)
    }

    /// A blur view is a `VisualEffectView` of the named style whose children
    /// go in its content view; drawn, it blurs the screen behind it.
    @Test func aBlurViewBlursWhatIsBehindItAndHoldsItsChildren() throws {
        let d = try parse(
            minimalScene(
                canvas: "canvas: {width: 40, height: 10, scale: 1, background: white}",
                inbox: """
                    {backgroundColor: clear, children: [
                      {frame: [0, 0, 20, 10], backgroundColor: black},
                      {type: blur, id: glass, blur: light, frame: [10, 0, 30, 10], cornerRadius: 2,
                       children: [{id: inside, frame: [25, 0, 5, 10], backgroundColor: red}]}]}
                    """))
        let builder = SceneBuilder(document: d)
        let window = builder.makeWindow(clock: ManualClock(fps: 60))
        let root = try #require(try builder.buildScreen(named: "A"))
        window.addSubview(root)
        let glass = try #require(root.view(withIdentifier: "glass") as? VisualEffectView)
        #expect((glass.effect as? BlurEffect)?.style == .light)
        let inside = try #require(root.view(withIdentifier: "inside"))
        #expect(inside.superview === glass.contentView)
        let bitmap = try CairoRenderer().render(window.renderTree())
        #expect(bitmap.rgba(5, 5) == [0, 0, 0, 255], "left of the blur: sharp black")
        let edge = bitmap.rgba(19, 5)
        let beyond = bitmap.rgba(21, 5)
        #expect(edge[0] > 40 && beyond[0] < 215, "the black/white edge under the blur is soft: \(edge) \(beyond)")
        #expect(bitmap.rgba(37, 5) == [255, 0, 0, 255], "the content is drawn sharp above the blur")
    }

    @Test func gradientAndBackgroundDraw() throws {
        let d = try parse(
            minimalScene(
                canvas: "canvas: {width: 20, height: 10, scale: 1, background: '#00FF00'}",
                inbox: """
                    {backgroundColor: clear, children: [{type: gradient, frame: [0, 0, 10, 10], gradient: {colors: ['#FF0000', '#0000FF'], start: [0, 0], end: [1, 0]}}]}
                    """))
        let builder = SceneBuilder(document: d)
        let window = builder.makeWindow(clock: ManualClock(fps: 60))
        window.addSubview(try #require(try builder.buildScreen(named: "A")))
        let bitmap = try CairoRenderer().render(window.renderTree())
        let left = bitmap.rgba(0, 5)
        let right = bitmap.rgba(9, 5)
        #expect(left[0] > 200 && left[2] < 40, "\(left)")  // red end
        #expect(right[2] > 200 && right[0] < 40, "\(right)")  // blue end
        #expect(bitmap.rgba(15, 5) == [0, 255, 0, 255])  // the window's background shows through
    }

    /// A gradient view is a gradient layer: its gradient fills the layer's
    /// shape like the background colour (`CAGradientLayer` "draws a color
    /// gradient over its background color, filling the shape of the layer"),
    /// so the corner radius rounds it without `clipsToBounds`.
    @Test func cornerRadiusRoundsAGradientWithoutClipping() throws {
        func render(_ extra: String) throws -> Bitmap {
            let d = try parse(
                minimalScene(
                    canvas: "canvas: {width: 60, height: 60, scale: 1, background: '#00FF00'}",
                    inbox: """
                        {backgroundColor: clear, children: [{type: gradient, frame: [10, 10, 40, 40], cornerRadius: 16, \(extra)
                         gradient: {colors: ['#FF0000', '#0000FF'], start: [0, 0], end: [1, 0]}}]}
                        """))
            let builder = SceneBuilder(document: d)
            let window = builder.makeWindow(clock: ManualClock(fps: 60))
            window.addSubview(try #require(try builder.buildScreen(named: "A")))
            return try CairoRenderer().render(window.renderTree())
        }
        let green = [0, 255, 0, 255]
        func isGradient(_ p: [Int]) -> Bool { p[1] == 0 && p[3] == 255 && p[0] + p[2] >= 250 }
        let plain = try render("")
        // The top-left corner's arc: centre (26, 26), radius 16. Pixel (11, 11)
        // is inside the bounds but outside the arc (its centre is 20.5 pt from
        // the arc's); (12, 12) too (19.1 pt); (16, 16) is inside (13.4 pt).
        #expect(plain.rgba(11, 11) == green, "outside the arc: \(plain.rgba(11, 11))")
        #expect(plain.rgba(12, 12) == green, "outside the arc: \(plain.rgba(12, 12))")
        #expect(
            plain.rgba(48, 48) == green && plain.rgba(48, 11) == green && plain.rgba(11, 48) == green, "every corner is round")
        #expect(isGradient(plain.rgba(16, 16)), "inside the arc: \(plain.rgba(16, 16))")
        #expect(isGradient(plain.rgba(10, 30)) && isGradient(plain.rgba(30, 10)), "the straight edges are filled to the bounds")
        let edge = plain.rgba(14, 14)  // the arc passes through this pixel: antialiased
        #expect(edge[1] > 0 && edge[1] < 255, "\(edge)")
        // The same pixels with clipsToBounds: the corner radius already shaped it.
        #expect(try render("clipsToBounds: true,").pixels == plain.pixels)
        // maskedCorners rounds only the corners it names.
        let one = try render("maskedCorners: [topLeft],")
        #expect(
            one.rgba(11, 11) == green && isGradient(one.rgba(48, 48)) && isGradient(one.rgba(48, 11))
                && isGradient(one.rgba(11, 48)))
        // A radial gradient is shaped the same way.
        let d = try parse(
            minimalScene(
                canvas: "canvas: {width: 60, height: 60, scale: 1, background: '#00FF00'}",
                inbox: """
                    {backgroundColor: clear, children: [{type: gradient, frame: [10, 10, 40, 40], cornerRadius: 20,
                     gradient: {kind: radial, colors: ['#FF0000', '#0000FF'], radius: 10}}]}
                    """))
        let builder = SceneBuilder(document: d)
        let window = builder.makeWindow(clock: ManualClock(fps: 60))
        window.addSubview(try #require(try builder.buildScreen(named: "A")))
        let radial = try CairoRenderer().render(window.renderTree())
        #expect(radial.rgba(12, 12) == green && radial.rgba(47, 47) == green, "a circle: corners outside")
        #expect(
            radial.rgba(29, 29)[0] > 200 && radial.rgba(30, 11) == [0, 0, 255, 255],
            "red centre, blue beyond the radius: \(radial.rgba(29, 29))")
    }

    @Test func imagesNeedADecoderAndUseIt() throws {
        let folder = try scratchFolder()
        try Data([0x89, 0x50]).write(to: folder.appendingPathComponent("dot.png"))
        let d = try parse(
            minimalScene(inbox: "{children: [{type: image, id: pic, image: dot.png, imageScale: 2, contentMode: center}]}"),
            folder: folder)
        #expect(
            throws: SceneError(
                file: "scene.yaml", line: 3, column: 48,
                problem: "cannot show image 'dot.png': no PNG decoder was given to the scene builder")
        ) {
            try SceneBuilder(document: d, imageDecoder: nil).buildScreens()
        }
        // The default decoder is FlipbookCairo's: a truncated file is a positioned error...
        let error = try #require(throws: SceneError.self) { try SceneBuilder(document: d).buildScreens() }
        #expect(error.line == 3 && error.problem.hasPrefix("cannot decode image 'dot.png'"))
        // ...and a real PNG decodes.
        try PNGEncoder().write(Bitmap(width: 4, height: 2, fill: (1, 2, 3, 255)), to: folder.appendingPathComponent("dot.png"))
        let real = try SceneBuilder(document: d).buildScreens()
        #expect((real["A"]?.view(withIdentifier: "pic") as? ImageView)?.image?.size == CGSize(width: 2, height: 1))
        let screens = try SceneBuilder(document: d, imageDecoder: FakeDecoder()).buildScreens()
        let view = try #require(screens["A"]?.view(withIdentifier: "pic") as? ImageView)
        #expect(view.image?.size == CGSize(width: 1, height: 1) && view.contentMode == .center)
    }

    @Test func decoderFailuresNameTheImage() throws {
        struct Failing: SceneImageDecoding {
            struct Bad: Error, CustomStringConvertible { var description: String { "not a PNG signature" } }
            func decodePNG(_ data: Data, from url: URL) throws -> Bitmap { throw Bad() }
        }
        let folder = try scratchFolder()
        try Data([1]).write(to: folder.appendingPathComponent("bad.png"))
        let d = try parse(minimalScene(inbox: "{type: image, image: bad.png}"), folder: folder)
        #expect(
            throws: SceneError(
                file: "scene.yaml", line: 3, column: 27, problem: "cannot decode image 'bad.png' (not a PNG signature)")
        ) {
            try SceneBuilder(document: d, imageDecoder: Failing()).buildScreens()
        }
    }
}
