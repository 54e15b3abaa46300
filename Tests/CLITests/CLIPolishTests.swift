import Flipbook
import Foundation
import Testing

/// The command line's finish: `--version`, `curve --json`, one spelling of
/// curve names everywhere, messages that name their origin once, missing
/// goldens, located animator errors, audits of white-on-white screens and
/// percent-script pauses. Each test runs the built binary and checks its
/// exact output.
@Suite struct CLIPolishTests {
    func write(_ text: String, in folder: URL, name: String = "s.yaml") throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A 40 x 30 pt scene at 10 fps, red to blue, with `transition` as its last line (line 5).
    func scene(transition: String, extra: String = "") -> String {
        """
        canvas: {width: 40, height: 30, scale: 1, fps: 10}
        screens:
          a: {backgroundColor: red}
          b: {backgroundColor: blue, children: [{id: card, frame: [0, 0, 10, 10], backgroundColor: white}]}
        \(transition)
        \(extra)
        """
    }

    /// Renders `path` into a fresh folder with the manifest and the trace; returns the trace and the manifest's frames.
    func render(_ path: String, in folder: URL, plugin: URL? = nil) throws -> (trace: String, frames: [[String: Any]]) {
        let out = folder.appendingPathComponent("out-\(UUID().uuidString)")
        let run = try CLI.run(
            ["render", path, "--out", out.path, "--outputs", "manifest,trace"]
                + (plugin.map { ["--plugin", $0.path] } ?? []))
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let trace = try String(contentsOf: out.appendingPathComponent("trace.txt"), encoding: .utf8)
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        return (trace, try #require(manifest["frames"] as? [[String: Any]]))
    }

    // MARK: 1. --version

    @Test func versionPrintsTheOneVersionConstantAndExitsZero() throws {
        let run = try CLI.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "0.1.0\n")
        #expect(run.stdout == FlipbookVersion.current + "\n")
        #expect(run.stderr.isEmpty)
    }

    // MARK: 2. curve --json

    @Test func curveJSONMirrorsTheTextForm() throws {
        let run = try CLI.run(["curve", "ease", "--at", "0,0.25", "--at", "1", "--json"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let c = TimingCurve.ease
        #expect(
            run.stdout == """
                {
                  "curve": "ease",
                  "definition": "cubic-bezier(0.25, 0.1, 0.25, 1.0)",
                  "inputUnit": "fraction",
                  "samples": [
                    {"input": 0.0, "value": \(c.value(at: 0)), "velocity": \(c.velocity(at: 0))},
                    {"input": 0.25, "value": \(c.value(at: 0.25)), "velocity": \(c.velocity(at: 0.25))},
                    {"input": 1.0, "value": \(c.value(at: 1)), "velocity": \(c.velocity(at: 1))}
                  ]
                }

                """)
        // The same numbers, spelt as the text form spells them, and valid JSON.
        let text = try CLI.run(["curve", "ease", "--at", "0,0.25", "--at", "1"])
        let rows = text.rows.map { "{\"input\": \($0[0]), \"value\": \($0[1]), \"velocity\": \($0[2])}" }
        #expect(rows.count == 3 && rows.allSatisfy { run.stdout.contains($0) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((object["samples"] as? [[String: Any]])?.count == 3)
    }

    @Test func curveJSONForASpringFromStandardInputAndForAPlotAlone() throws {
        let run = try CLI.run(["curve", "spring(1 100 10 0)", "--json"], stdin: "0.1\n")
        #expect(run.status == 0, "\(run.stderr)")
        let spring = try TimingCurve(css: "spring(1 100 10 0)")
        #expect(
            run.stdout == """
                {
                  "curve": "spring(1 100 10 0)",
                  "definition": "spring(1.0 100.0 10.0 0.0)",
                  "inputUnit": "seconds",
                  "samples": [
                    {"input": 0.1, "value": \(spring.value(at: 0.1)), "velocity": \(spring.velocity(at: 0.1))}
                  ]
                }

                """)
        let plot = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-plot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: plot) }
        let plotted = try CLI.run(["curve", "linear", "--plot", plot.path, "--json"])
        #expect(plotted.status == 0, "\(plotted.stderr)")
        #expect(
            plotted.stdout == "{\n  \"curve\": \"linear\",\n  \"definition\": \"linear\",\n  \"inputUnit\": \"fraction\",\n"
                + "  \"plot\": \"\(plot.path)\",\n  \"samples\": []\n}\n")
    }

    // MARK: 3. One spelling of curve names

    @Test(arguments: [("easeIn", "ease-in"), ("easeOut", "ease-out"), ("easeInOut", "ease-in-out"), ("linear", "linear")])
    func flipbookCurveReadsUIKitAndCSSNamesAlike(uiKit: String, css: String) throws {
        let a = try CLI.run(["curve", uiKit, "--at", "0.1,0.5,0.9"])
        let b = try CLI.run(["curve", css, "--at", "0.1,0.5,0.9"])
        #expect(a.status == 0 && a.stderr.isEmpty, "\(a.stderr)")
        #expect(a.stdout == b.stdout && a.rows.count == 3)
    }

    @Test func aMisspeltUIKitNameIsSuggestedAsWritten() throws {
        let run = try CLI.run(["curve", "easeInn", "--at", "0.5"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "flipbook: error[FB-CURVE-SPEC]: invalid timing curve 'easeInn': unknown keyword 'easeInn'; expected one of "
                + "linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end, easeIn, easeOut, easeInOut, "
                + "cubic-bezier(...), steps(...), linear(...), spring(...); did you mean 'easeIn'?\n")
    }

    @Test func sceneCurvesReadUIKitNamesAsTheirCSSCurves() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        func keyframed(_ transitionCurve: String, _ track: String, _ keyframe: String, _ completion: String) -> String {
            scene(
                transition: """
                    transition:
                      kind: present
                      from: a
                      to: b
                      style: overFullScreen
                      duration: 1
                      curve: \(transitionCurve)
                      keyframes:
                        - {view: toView, keyframes: [{at: 0, alpha: 0}, {at: 1, alpha: 1}]}
                        - {view: card, curve: \(track), keyframes: [{at: 0, x: 0, curve: \(keyframe)}, {at: 0.5, x: 20}, {at: 1, x: 30}]}
                    """,
                extra: """
                    interaction:
                      percent:
                        script: [update 0.4 at 0.2, cancel at 0.4]
                        completionCurve: \(completion)
                    """)
        }
        let uiKit = try render(
            try write(keyframed("easeIn", "easeOut", "easeInOut", "easeInOut"), in: folder, name: "u.yaml"), in: folder)
        let css = try render(
            try write(keyframed("ease-in", "ease-out", "ease-in-out", "ease-in-out"), in: folder, name: "c.yaml"), in: folder)
        #expect(uiKit.trace == css.trace && uiKit.frames.count > 5)

        // The transition's curve given to an animator, and an animator's curve parameter.
        let animated = try render(
            try write(
                scene(transition: "transition: {kind: present, from: a, to: b, animator: fade, duration: 1, curve: easeOut}"),
                in: folder, name: "a1.yaml"), in: folder)
        let parameter = try render(
            try write(
                scene(
                    transition:
                        "transition: {kind: present, from: a, to: b, animator: {name: fade, parameters: {duration: 1, curve: ease-out}}}"
                ),
                in: folder, name: "a2.yaml"), in: folder)
        #expect(animated.trace == parameter.trace)
    }

    @Test func thePluginsCurveChoiceTakesBothSpellings() throws {
        let plugin = try ExamplePlugin.library.get()
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let uiKit = try render(
            try write(
                scene(
                    transition: "transition: {kind: present, from: a, to: b, animator: {name: spin, parameters: {curve: easeIn}}}"
                ),
                in: folder, name: "u.yaml"), in: folder, plugin: plugin)
        let css = try render(
            try write(
                scene(transition: "transition: {kind: present, from: a, to: b, animator: spin, curve: ease-in}"),
                in: folder, name: "c.yaml"), in: folder, plugin: plugin)
        #expect(uiKit.trace == css.trace && uiKit.frames.count > 3)
    }

    // MARK: 4. Messages name their origin once

    @Test func aBadSceneCurveSaysInvalidOnce() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(
            scene(
                transition:
                    "transition: {kind: present, from: a, to: b, animator: fade, duration: 0.2, curve: 'cubic-bezier(2, 0, 1, 1)'}"
            ),
            in: folder)
        let run = try CLI.run(["render", path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        #expect(
            run.stderr == "flipbook: error[FB-SCENE-CURVE]: bad curve 'cubic-bezier(2, 0, 1, 1)': x1 is 2.0; "
                + "x coordinates must be in [0, 1] at s.yaml:5:83\n")
    }

    @Test func aBadAnimatorCurveQuotesTheValueOnce() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(
            scene(
                transition: "transition: {kind: present, from: a, to: b, animator: {name: fade, parameters: {curve: ease-inn}}}"),
            in: folder)
        let run = try CLI.run(["render", path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "flipbook: error[FB-RUN-ANIMATOR]: parameter 'curve' of animator 'fade' is 'ease-inn', which is not valid: "
                + "unknown keyword 'ease-inn'; expected one of linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end, "
                + "easeIn, easeOut, easeInOut, cubic-bezier(...), steps(...), linear(...), spring(...) at s.yaml:5:88; "
                + "did you mean 'ease-in'? Run 'flipbook list' for the animators and their parameters\n")
    }

    @Test func verifyNamesAFailingSceneOnceWithItsOwnCode() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(
            scene(transition: "transition: {kind: present, from: a, to: b, animator: {name: sheet, parameters: {duration: -3}}}"),
            in: folder)
        let run = try CLI.run(["verify", path, "--goldens", folder.appendingPathComponent("goldens").path])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "flipbook: error[FB-RUN-ANIMATOR]: parameter 'duration' of animator 'sheet' is -3.0; it must be a finite "
                + "number in 0...60 at s.yaml:5:92; run 'flipbook list' for the animators and their parameters\n")
    }

    @Test func frameListErrorsNameTheOptionOnce() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(
            scene(transition: "transition: {kind: present, from: a, to: b, animator: fade, duration: 0.2}"), in: folder)
        let out = folder.appendingPathComponent("out").path
        let bad = try CLI.run(["render", path, "--out", out, "--frames", "a-b"])
        #expect(
            bad.stderr.hasPrefix(
                "flipbook: error[FB-CLI-USAGE]: --frames: expected a frame number or a range such as 20-30, found 'a-b'\n"),
            "\(bad.stderr)")
        let past = try CLI.run(["render", path, "--out", out, "--frames", "50"])
        #expect(
            past.stderr
                == "flipbook: error[FB-CLI-FRAMES]: --frames: frame 50 is past the end of the film, whose frames are 0...2 (3 frames)\n"
        )
    }

    // MARK: 5. Missing goldens

    @Test func aMissingGoldenIsReportedAsMissing() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder, name: "fade.yaml")
        let goldens = folder.appendingPathComponent("goldens")
        let run = try CLI.run(["verify", scene, "--goldens", goldens.path], environment: CLI.environmentWithoutCI)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "flipbook: error[FB-VERIFY-MISSING]: 1 of 1 scene has no golden: fade (record it with flipbook record)\n")
        #expect(run.stdout.hasPrefix("MISSING    fade (3 of 11 frames)\n"))
        #expect(run.stdout.hasSuffix("verified 1 scene against \(goldens.path): 1 missing\n"), "\(run.stdout)")
    }

    @Test func missingAndDifferingGoldensAreToldApart() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fade = try write(goldenScene(), in: folder, name: "fade.yaml")
        let goldens = folder.appendingPathComponent("goldens")
        #expect(try CLI.run(["record", fade, "--goldens", goldens.path]).status == 0)
        _ = try write(goldenScene(to: "green"), in: folder, name: "fade.yaml")
        let other = try write(goldenScene(), in: folder, name: "other.yaml")
        let third = try write(goldenScene(), in: folder, name: "third.yaml")
        let run = try CLI.run(
            ["verify", fade, other, third, "--goldens", goldens.path, "--artifacts", folder.path],
            environment: CLI.environmentWithoutCI)
        #expect(run.status == 1)
        #expect(
            run.stderr == "flipbook: error[FB-VERIFY-FAILED]: 1 of 3 scenes did not match its golden: fade; "
                + "2 of 3 scenes have no golden: other, third (record them with flipbook record)\n")
    }

    // MARK: 6. Animator parameter errors carry a location

    @Test(arguments: [
        (
            "transition: {kind: present, from: a, to: b, animator: {name: sheet, parameters: {duration: -3}}}",
            "parameter 'duration' of animator 'sheet' is -3.0; it must be a finite number in 0...60 at s.yaml:5:92; "
                + "run 'flipbook list' for the animators and their parameters"
        ),
        (
            "transition: {kind: present, from: a, to: b, animator: {name: fade, parameters: {durration: 1}}}",
            "animator 'fade' has no parameter 'durration' at s.yaml:5:81; did you mean 'duration'? "
                + "Run 'flipbook list' for the animators and their parameters"
        ),
        (
            "transition: {kind: present, from: a, to: b, animator: fade, duration: 100}",
            "parameter 'duration' of animator 'fade' is 100.0; it must be a finite number in 0...60 at s.yaml:5:71; "
                + "run 'flipbook list' for the animators and their parameters"
        ),
        (
            "transition: {kind: present, from: a, to: b, animator: {name: fade, parameters: {operation: sideways}}}",
            "parameter 'operation' of animator 'fade' is 'sideways'; it must be one of auto, forward, backward at s.yaml:5:92; "
                + "run 'flipbook list' for the animators and their parameters"
        ),
        (
            "transition: {kind: present, from: a, to: b, animator: {name: fade, parameters: {duration: [1]}}}",
            "parameter 'duration' of animator 'fade' must be a number, boolean, string or colour at s.yaml:5:91"
        ),
    ])
    func animatorParameterErrorsPointAtTheScene(transition: String, message: String) throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(scene(transition: transition), in: folder)
        let run = try CLI.run(["render", path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        #expect(run.stderr == "flipbook: error[FB-RUN-ANIMATOR]: \(message)\n")
    }

    // MARK: 7. Audits judge presence, not colour

    @Test func whiteScreensOnAWhiteWindowAreVisible() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(
            """
            canvas: {width: 40, height: 60, scale: 1, fps: 10, background: white}
            screens:
              A: {backgroundColor: white}
              B: {backgroundColor: white, children: [{id: box, frame: [5, 5, 10, 10], backgroundColor: white}]}
            transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}
            """, in: folder, name: "white.yaml")
        let run = try CLI.run(["audit", path, "--artifacts", folder.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stdout == """
                audit \(path): 11 percents over 1.000 s, 48 frames checked, pictures compared exact
                ok       contentVisible   
                ok       alphaInRange     
                ok       endsSettled      
                ok       scrubMatchesPlay 
                ok       cancelRetraces   

                """)
        #expect(run.stderr.isEmpty)
    }

    // MARK: 8. pause at T holds the percent reached at T

    @Test func pauseAtPointThreeHoldsPointThree() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(
            """
            canvas: {width: 40, height: 60, scale: 1, fps: 30}
            screens:
              A: {backgroundColor: blue}
              B: {backgroundColor: red}
            transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}
            interaction:
              percent:
                wantsInteractiveStart: false
                script: [pause at 0.3, finish at 0.5]
            """, in: folder, name: "pause.yaml")
        let frames = try render(path, in: folder).frames
        func state(_ i: Int) -> String { "\(frames[i]["state"] ?? "")" }
        func percent(_ i: Int) -> Double { frames[i]["percentComplete"] as? Double ?? -1 }
        // Frame 9 is t = 0.3 s: the last running frame; from frame 10 the transition is held at 0.3 until the finish at 0.5 s.
        #expect(abs((frames[9]["time"] as? Double ?? -1) - 0.3) < 1e-12)
        #expect(state(8) == "running" && abs(percent(8) - 8.0 / 30) < 1e-12)
        #expect(state(9) == "running" && abs(percent(9) - 0.3) < 1e-12)
        for i in 10...14 {
            #expect(state(i) == "interactive" && abs(percent(i) - 0.3) < 1e-12, "frame \(i): \(state(i)) \(percent(i))")
        }
        #expect(state(15) == "finishing" && abs(percent(15) - 0.3) < 1e-12)
    }
}
