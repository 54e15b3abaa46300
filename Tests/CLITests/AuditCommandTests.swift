import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// A 40 x 60 pt scene at scale 1 and 10 fps: a 1 s full-screen present from
/// a blue screen to a red one, animated by keyframe `tracks`.
func keyframeScene(_ tracks: String) -> String {
    """
    canvas: {width: 40, height: 60, scale: 1, fps: 10, background: white}
    screens:
      A: {backgroundColor: blue}
      B:
        backgroundColor: red
        children: [{id: box, frame: [5, 5, 10, 10], backgroundColor: white}]
    transition:
      kind: present
      from: A
      to: B
      style: fullScreen
      duration: 1
      curve: linear
      keyframes:
    \(tracks)
    """
}

/// `flipbook audit`, end to end: a good scene passes, broken ones are caught at the right frame.
@Suite struct AuditCommandTests {
    func write(_ text: String, in folder: URL, name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func invariants(_ run: CLIRun) throws -> [String: [String: Any]] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        let list = try #require(object["invariants"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as? String ?? "", $0) })
    }

    @Test(arguments: ["linear", "ease-in-out"])
    func aGoodSceneKeepsEveryInvariant(curve: String) throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A property-animator transition: with ease-in-out, scrubbing (linear in UIKit) and playing differ,
        // and each invariant is checked against the right one.
        let scene = try write(goldenScene(animator: "push", curve: curve), in: folder, name: "push.yaml")
        let run = try CLI.run(["audit", scene, "--artifacts", folder.path, "--json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let found = try invariants(run)
        #expect(found.count == 5 && found.values.allSatisfy { $0["status"] as? String == "ok" }, "\(found)")
        #expect(found["reducedMotion"] == nil, "listed only with --reduced-motion")
        let text = try CLI.run(["audit", scene, "--artifacts", folder.path])
        #expect(text.status == 0 && text.stdout.contains("11 percents over 1.000 s"), "\(text.stdout)")
        #expect(text.stdout.contains("ok       scrubMatchesPlay") && text.stdout.contains("ok       cancelRetraces"))
    }

    /// The sheet's dimming is the presentation controller's alongside animation:
    /// with a curve other than ease-in-out it must still match the played film
    /// exactly, and exact is the default comparison.
    @Test(arguments: ["ease-in", "cubic-bezier(0.2, 0.9, 0.3, 1)"])
    func aSheetWithItsDimmingMatchesPlayedExactly(curve: String) throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(
            goldenScene(animator: "sheet", curve: "'\(curve)'").replacingOccurrences(of: "overFullScreen", with: "custom"),
            in: folder, name: "sheet.yaml")
        let run = try CLI.run(["audit", scene, "--artifacts", folder.path, "--json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let found = try invariants(run)
        #expect(found["scrubMatchesPlay"]?["status"] as? String == "ok", "\(found)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect("\(object["tolerance"] ?? "")".hasPrefix("exact"), "the default comparison is exact: \(object)")
    }

    @Test func hidingEveryViewAtHalfWayIsCaughtAtFrameFive() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(
            keyframeScene(
                """
                    - view: fromView
                      keyframes: [{at: 0, alpha: 1}, {at: 0.5, alpha: 0}, {at: 1, alpha: 0}]
                    - view: toView
                      keyframes: [{at: 0, alpha: 0}, {at: 0.5, alpha: 0}, {at: 1, alpha: 1}]
                """), in: folder, name: "blank.yaml")
        let artifacts = folder.appendingPathComponent("artifacts")
        let run = try CLI.run(["audit", scene, "--artifacts", artifacts.path])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("VIOLATED contentVisible   at frame 5 (50.0 %)"), "\(run.stdout)")
        #expect(run.stderr.contains("1 invariant broken: contentVisible"), "\(run.stderr)")
        // The picture is the window's white background and nothing else.
        let picture = artifacts.appendingPathComponent("flipbook-audit/blank/contentVisible-frame-5-actual.png")
        #expect(run.stdout.contains("picture:   \(picture.path)"))
        let image = try PNGDecoder.decode(contentsOf: picture)
        #expect(image.width == 40 && image.height == 60)
        #expect(image.pixels.allSatisfy { $0 == 255 }, "every pixel white")
        let found = try invariants(try CLI.run(["audit", scene, "--artifacts", artifacts.path, "--json"]))
        #expect(found["contentVisible"]?["frame"] as? Int == 5 && found["contentVisible"]?["film"] as? String == "played")
        #expect(found["alphaInRange"]?["status"] as? String == "ok" && found["scrubMatchesPlay"]?["status"] as? String == "ok")
    }

    @Test func anOvershootingCurvePushesAlphaAboveOneAtTheFirstFrameItOvershoots() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let css = "cubic-bezier(0.2, 1.8, 0.6, 1.4)"
        let scene = try write(
            keyframeScene(
                """
                    - view: toView
                      keyframes: [{at: 0, alpha: 0, curve: "\(css)"}, {at: 1, alpha: 1}]
                """), in: folder, name: "overshoot.yaml")
        // The first frame k (of 10 in 1 s) at which the curve is above 1.
        let curve = try TimingCurve(css: css)
        let expected = try #require((1...9).first { curve.value(at: Double($0) / 10) > 1 })
        let run = try CLI.run(["audit", scene, "--artifacts", folder.path, "--json"])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let alpha = try #require(try invariants(run)["alphaInRange"])
        #expect(alpha["status"] as? String == "violated")
        #expect(alpha["frame"] as? Int == expected, "\(alpha)")
        #expect(
            (alpha["message"] as? String)?.contains("View#B") == true
                || (alpha["message"] as? String)?.contains("alpha 1.") == true,
            "\(alpha)")
        #expect(FileManager.default.fileExists(atPath: alpha["picture"] as? String ?? ""))
    }

    @Test func badInputExitsTwo() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder, name: "fade.yaml")
        for (arguments, text) in [
            (["audit", scene, "--steps", "0"], "--steps"),
            (["audit", scene, "--cancel-from", "1.5"], "--cancel-from"),
            (["audit", scene, "--tolerance", "close"], "--tolerance"),
            (["audit", scene, "--reduced-motion", "--max-scale", "0.5"], "--max-scale"),
            (["audit", scene, "--reduced-motion", "--max-move", "-1"], "--max-move"),
            (["audit", folder.appendingPathComponent("nope.yaml").path], "nope.yaml"),
            (["audit"], "scene"),
        ] {
            let run = try CLI.run(arguments)
            #expect(run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains(text), "\(arguments): \(run.stderr)")
        }
    }

    /// Under --reduced-motion the push slide dissolves and keeps the limits;
    /// a keyframed move of the screen (not a standard animator) is caught.
    @Test func reducedMotionPassesTheDissolvedPushAndCatchesAKeyframedMove() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let push = try write(goldenScene(animator: "push"), in: folder, name: "push.yaml")
        let reduced = try CLI.run(["audit", push, "--artifacts", folder.path, "--reduced-motion", "--json"])
        #expect(reduced.status == 0, "\(reduced.stdout)\(reduced.stderr)")
        #expect(try invariants(reduced)["reducedMotion"]?["status"] as? String == "ok")
        let moved = try write(
            keyframeScene(
                """
                    - view: toView
                      keyframes: [{at: 0, center: [20, 30]}, {at: 1, center: [220, 30]}]
                """), in: folder, name: "moved.yaml")
        let caught = try CLI.run(["audit", moved, "--artifacts", folder.path, "--reduced-motion"])
        #expect(caught.status == 1, "\(caught.stdout)\(caught.stderr)")
        #expect(caught.stdout.contains("VIOLATED reducedMotion") && caught.stdout.contains("moves"), "\(caught.stdout)")
    }

    /// A scene with variants is audited one variant at a time.
    @Test func aSceneWithVariantsIsAuditedOneVariantAtATime() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(
            goldenScene(animator: "push") + "\nvariants: {appearance: [light, dark], reduceMotion: [false, true]}\n",
            in: folder, name: "variants.yaml")
        let refused = try CLI.run(["audit", scene, "--artifacts", folder.path])
        #expect(
            refused.status == 2 && refused.stderr.contains("lists 4 variants; audit one with --variant NAME"), "\(refused.stderr)"
        )
        let one = try CLI.run([
            "audit", scene, "--artifacts", folder.path, "--variant", "dark_reduced-motion", "--reduced-motion",
        ])
        #expect(one.status == 0 && one.stdout.contains("ok       reducedMotion"), "\(one.stdout)\(one.stderr)")
        let unknown = try CLI.run(["audit", scene, "--variant", "sepia"])
        #expect(unknown.status == 2 && unknown.stderr.contains("no variant 'sepia'"), "\(unknown.stderr)")
    }
}
