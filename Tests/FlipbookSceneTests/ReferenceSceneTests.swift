import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// `Renders/scenes/reference-push.yaml` against Benchmarks/baselines/README.md.
@Suite("Reference scene")
@MainActor
struct ReferenceSceneTests {
    let url = repositoryRoot.appendingPathComponent("Renders/scenes/reference-push.yaml")

    @Test func modelMatchesTheReadme() throws {
        let scene = try SceneLoader().load(contentsOf: url)
        #expect(
            scene.canvas == SceneDocument.Canvas(width: 375, height: 667, scale: 2, fps: 60, background: .white, opaque: true))
        #expect(scene.screens.map(\.name) == ["Inbox", "Detail"])
        let t = scene.transition
        #expect(t.kind == .push && t.from == "Inbox" && t.to == "Detail")
        #expect(t.duration == 1 && t.curve == "ease-in-out")
        #expect(
            t.animation
                == .animator(
                    NamedComponent(
                        name: "push",
                        parameters: ["parallax": .number(0.3), "dimming": .number(0.25), "shadowOpacity": .number(0)])))
        #expect(scene.outputs.frames == .all)
        for (screen, title) in [(scene.screens[0], "Inbox"), (scene.screens[1], "Detail")] {
            let root = screen.root
            #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(root.backgroundColor == Color(red: 0.97, green: 0.97, blue: 0.98))
            #expect(root.children.count == 25)
            let bar = root.children[0]
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 88))
            guard case let .label(t) = bar.children[0].content else {
                Issue.record("no title")
                continue
            }
            #expect(t.text == title && t.baseline == CGPoint(x: 16, y: 70))
            #expect(t.font == Font(familyName: "DejaVu Sans", pointSize: 20, weight: .bold) && t.color == .white)
            for i in 0..<8 {
                let row = root.children[1 + 3 * i]
                let border = root.children[2 + 3 * i]
                let label = root.children[3 + 3 * i]
                let y = 104 + 68 * Double(i)
                // The fill is the README's rectangle; the 1 pt border centred on its edge is a
                // layer border (drawn inside) on the rectangle grown by 0.5 pt, radius 12.5.
                #expect(row.frame == CGRect(x: 16, y: y, width: 343, height: 56))
                #expect(row.cornerRadius == 12 && row.borderWidth == 0 && row.backgroundColor == .white)
                #expect(border.frame == CGRect(x: 15.5, y: y - 0.5, width: 344, height: 57))
                #expect(border.cornerRadius == 12.5 && border.borderWidth == 1 && border.backgroundColor == nil)
                #expect(border.borderColor == Color(red: 0.85, green: 0.85, blue: 0.88))
                guard case let .label(l) = label.content else {
                    Issue.record("no row label")
                    continue
                }
                // Baseline (32, y + 34) in screen coordinates.
                #expect(label.frame.origin.x + l.baseline!.x == 32 && label.frame.origin.y + l.baseline!.y == y + 34)
                #expect(l.text == "\(title) row \(i + 1)")
                #expect(
                    l.font == Font(familyName: "DejaVu Sans", pointSize: 16) && l.color == Color(red: 0.2, green: 0.2, blue: 0.25)
                )
            }
        }
    }

    /// Draws each screen alone and checks pixels the README fixes.
    @Test func screensDrawTheReadmeColours() throws {
        let scene = try SceneLoader().load(contentsOf: url)
        let builder = SceneBuilder(document: scene)
        let renderer = CairoRenderer()
        let screens = try builder.buildScreens()
        let expectations: [(String, [Int])] = [("Inbox", [51, 102, 217, 255]), ("Detail", [217, 89, 64, 255])]
        for (name, bar) in expectations {
            let window = builder.makeWindow(clock: ManualClock(fps: 60))
            window.addSubview(try #require(screens[name]))
            let bitmap = try renderer.render(window.renderTree())
            #expect(bitmap.width == 750 && bitmap.height == 1334)
            // Navigation bar at (10, 10) pt and at (370, 80) pt.
            #expect(close(bitmap.rgba(20, 20), bar), "\(name) bar: \(bitmap.rgba(20, 20))")
            #expect(close(bitmap.rgba(740, 160), bar))
            // Background (0.97, 0.97, 0.98) left of the rows and below the last one.
            #expect(close(bitmap.rgba(10, 600), [247, 247, 250, 255]), "\(bitmap.rgba(10, 600))")
            #expect(close(bitmap.rgba(375, 1300), [247, 247, 250, 255]))
            // Row fill: white, right of the label text, in rows 1 and 8.
            #expect(close(bitmap.rgba(600, 250), [255, 255, 255, 255]), "\(bitmap.rgba(600, 250))")
            #expect(close(bitmap.rgba(600, 1200), [255, 255, 255, 255]))
            // Row 1 border: the 2 px band from y = 207 to 208 (103.5...104.5 pt), colour (0.85, 0.85, 0.88).
            #expect(close(bitmap.rgba(400, 207), [217, 217, 224, 255]), "\(bitmap.rgba(400, 207))")
            #expect(close(bitmap.rgba(400, 208), [217, 217, 224, 255]))
            #expect(close(bitmap.rgba(400, 206), [247, 247, 250, 255]))
            #expect(close(bitmap.rgba(400, 209), [255, 255, 255, 255]))
            // Between rows 1 and 2 (y 161 to 171 pt): background.
            #expect(close(bitmap.rgba(400, 332), [247, 247, 250, 255]))
            // Title: white glyph pixels inside the bar, baseline at 70 pt (140 px), none below it but descenders.
            let titleInk = (100..<140).flatMap { y in (32..<140).map { x in bitmap.rgba(x, y) } }.filter {
                close($0, [255, 255, 255, 255], 8)
            }
            #expect(titleInk.count > 200, "\(name): \(titleInk.count) white title pixels")
            // Row label ink: dark pixels from x = 64 px, baseline at y + 34 pt = 276 px in row 1.
            let labelInk = (244..<276).flatMap { y in (60..<300).map { x in bitmap.rgba(x, y) } }.filter { $0[0] < 120 }
            #expect(labelInk.count > 100, "\(name): \(labelInk.count) label pixels")
            let leftOfText = (244..<276).flatMap { y in (40..<62).map { x in bitmap.rgba(x, y) } }.filter { $0[0] < 200 }
            #expect(leftOfText.isEmpty)
        }
    }
}
