import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// Scenes that list `variants`: parsing, one document per variant (a
/// device's variant read again for its size), and each variant's settings
/// applied when the scene runs.
@MainActor @Suite(.serialized) struct SceneVariantTests {
    static let scene = """
        device: iPhone SE
        screens:
          A: {backgroundColor: systemBackground}
          B:
            backgroundColor: systemGroupedBackground
            children: [{id: card, frame: [16, 100, 200, 80], backgroundColor: systemBlue}]
        transition: {kind: push, from: A, to: B, animator: push, duration: 0.5}
        variants:
          device: [iPhone SE, iPad]
          appearance: [light, dark]
          reduceMotion: [false, true]
        """

    func write(_ text: String) throws -> URL {
        let url = try scratchFolder().appendingPathComponent("variants.yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func theProductOfTheAxesInOrderWithStableNames() throws {
        let d = try parse(Self.scene)
        let variants = try #require(d.variants)
        #expect(variants.count == 8)
        #expect(
            variants.all.map(\.name) == [
                "iPhone-SE_light_full-motion", "iPhone-SE_light_reduced-motion", "iPhone-SE_dark_full-motion",
                "iPhone-SE_dark_reduced-motion", "iPad_light_full-motion", "iPad_light_reduced-motion",
                "iPad_dark_full-motion", "iPad_dark_reduced-motion",
            ])
        let single = try parse(minimalScene(extra: "variants: {direction: rtl, textSize: [L, AX5]}"))
        #expect(single.variants?.all.map(\.name) == ["rtl_L", "rtl_AX5"])
    }

    @Test func aDevicesVariantTakesItsSizeAndScreensFillIt() throws {
        let url = try write(Self.scene)
        let documents = try SceneLoader().loadVariants(contentsOf: url)
        #expect(documents.count == 8)
        let iPad = try #require(documents.first { $0.environment?.name == "iPad_dark_full-motion" })
        #expect(iPad.canvas.size == Device.iPad.size && iPad.device == .iPad && iPad.variants == nil)
        #expect(iPad.screens[0].root.frame == CGRect(origin: .zero, size: Device.iPad.size))
        let only = try SceneLoader().loadVariants(contentsOf: url, only: "iPhone-SE_dark_reduced-motion")
        #expect(only.count == 1 && only[0].environment?.reduceMotion == true && only[0].canvas.size == Device.iPhoneSE.size)
        #expect(throws: SceneError.self) { try SceneLoader().loadVariants(contentsOf: url, only: "iPhone-SE_sepia") }
    }

    @Test func theDarkVariantDrawsDarkAndTheReducedOneDoesNotSlide() throws {
        let url = try write(Self.scene)
        let documents = try SceneLoader().loadVariants(contentsOf: url)
        func middle(_ name: String) throws -> (RenderTree, Bitmap) {
            let document = try #require(documents.first { $0.environment?.name == name })
            let film = try SceneRunner(document: document, fileName: "variants.yaml").run().film
            let frame = film.frames[film.frames.count / 2]
            var tree = frame.tree
            tree.scale = 1
            return (tree, try CairoRenderer().render(tree))
        }
        let (_, light) = try middle("iPhone-SE_light_full-motion")
        let (_, dark) = try middle("iPhone-SE_dark_full-motion")
        // The pushed screen's right half at 50 %: grouped background, light and dark.
        #expect(light.rgba(360, 600) == [242, 242, 247, 255], "\(light.rgba(360, 600))")
        #expect(dark.rgba(360, 600) == [0, 0, 0, 255], "\(dark.rgba(360, 600))")
        // Sliding, the card's left edge is far right of 16 at 50 %; dissolving, it is in place.
        let (_, reduced) = try middle("iPhone-SE_light_reduced-motion")
        #expect(reduced.rgba(20, 140) != light.rgba(20, 140), "the card is at x 16 under Reduce Motion, not under the slide")
        #expect(Accessibility.isReduceMotionEnabled == false, "the run puts the setting back")
    }

    @Test(arguments: [
        ("variants: {}", "'variants' lists no axis"),
        ("variants: {appearance: sepia}", "appearance"),
        ("variants: {textSize: [L, huge]}", "unknown text size 'huge'"),
        ("variants: {device: [iPhone SE, iPhone SE]}", "'device' lists a value twice"),
        ("variants: {device: Nokia}", "unknown device 'Nokia'"),
        ("variants: {shade: dark}", "unknown key 'shade'"),
    ])
    func badVariantsGiveOneClearError(extra: String, expected: String) {
        let text = errorText(minimalScene(extra: extra))
        #expect(text?.contains(expected) == true, "\(text ?? "parsed")")
    }

    @Test func tooManyCombinationsAreRefused() {
        let text = errorText(
            minimalScene(
                extra: """
                    variants:
                      device: [iPhone SE, iPhone 14, iPad, iPhone 14 Pro Max]
                      appearance: [light, dark]
                      direction: [ltr, rtl]
                      textSize: [S, L, AX1]
                      reduceMotion: [false, true]
                    """))
        #expect(text?.contains("96 combinations, more than the limit of 64") == true, "\(text ?? "parsed")")
    }
}
