import Flipbook
import Foundation
import Testing

@testable import FlipbookScene

@Suite("Scene limits")
struct SceneLimitTests {
    /// Nine levels of ten aliases each: 10^9 nodes if expanded.
    @Test func billionLaughsFailsFast() {
        var text = "templates:\n  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...9 {
            text += "  l\(i): &l\(i) [" + Array(repeating: "*l\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += minimalScene()
        // Refused by the node count as aliases expand, before 10^9 nodes are built.
        let message = errorText(text)
        #expect(
            message?.hasPrefix("the document expands to more than 100000 YAML nodes at scene.yaml:") == true, "\(message ?? "")")
        #expect(message?.hasSuffix("; aliases (*name) may be repeated only so far") == true)
    }

    @Test func aliasesWithinTheBudgetAreFine() throws {
        let d = try parse("templates:\n  r: &r {cornerRadius: 3}\n" + minimalScene(inbox: "{children: [*r, *r, *r]}"))
        #expect(d.screens[0].root.children.map(\.cornerRadius) == [3, 3, 3])
    }

    @Test func deepFlowNestingIsRefusedBeforeYamsRecurses() {
        // The root mapping is level 1 and "canvas: " is 8 characters, so the 1000th "[" (level 1001) is in column 1008.
        let text = "canvas: " + String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(errorText(text) == "the document is nested more than 1000 levels deep at scene.yaml:1:1008")
        // Compact block sequences: reported at the 1000th "- " (column 1999), the sequence it opens being level 1001.
        let dashes = "canvas:\n" + String(repeating: "- ", count: 5000) + "x\n"
        #expect(errorText(dashes) == "the document is nested more than 1000 levels deep at scene.yaml:2:1999")
        // Just under the limit, Yams builds the tree without running out of stack.
        let deep = "templates: " + String(repeating: "[", count: 980) + String(repeating: "]", count: 980) + "\n" + minimalScene()
        #expect(errorText(deep) == nil)
    }

    @Test func viewNestingIsLimitedTo64() {
        func nested(_ n: Int) -> String {
            String(repeating: "{children: [", count: n - 1) + "{}" + String(repeating: "]}", count: n - 1)
        }
        #expect((try? parse(minimalScene(inbox: nested(64)))) != nil)
        let message = errorText(minimalScene(inbox: nested(65)))
        // The 65th view starts after the root's "{" and 63 more "{children: [" (12 characters each).
        #expect(message == "views are nested more than 64 deep at scene.yaml:3:\(6 + 64 * 12)")
    }

    @Test func viewCountIsLimited() {
        let children = Array(repeating: "{}", count: 10_000).joined(separator: ", ")
        // The root of A plus 10 000 children is 10 001 views.
        #expect(
            errorText(minimalScene(inbox: "{children: [\(children)]}"))
                == "the document has more than 10000 views at scene.yaml:3:\(6 + 12 + 9_999 * 4)")
        let fewer = Array(repeating: "{}", count: 9_997).joined(separator: ", ")
        #expect((try? parse(minimalScene(inbox: "{children: [\(fewer)]}"))) != nil)  // 9 999 views with B's root
    }

    @Test func fileSizeIsLimited() throws {
        let big = minimalScene() + "\n#" + String(repeating: "x", count: 4 * 1024 * 1024)
        #expect(errorText(big)?.hasPrefix("the scene file is 4194") == true)
        let folder = try scratchFolder()
        let url = folder.appendingPathComponent("big.yaml")
        try Data(big.utf8).write(to: url)
        #expect(
            throws: SceneError(
                file: "big.yaml", line: 1, column: 1,
                problem: "the scene file is \(big.utf8.count) bytes, more than the limit of 4194304 bytes (4 MiB)")
        ) {
            try SceneLoader().load(contentsOf: url)
        }
    }

    @Test func frameCountIsLimited() {
        // 180 s at 60 fps is 10 801 frames.
        let long = minimalScene(transition: "transition: {kind: push, from: A, to: B, duration: 180}")
        #expect(
            errorText(long) == "the run would take 10801 frames at 60 fps at scene.yaml:5:13; at most 10000 frames are allowed")
        // A percent script ending at 100 s with a 1 s transition at 100 fps.
        let scripted = minimalScene(
            canvas: "canvas: {width: 10, height: 10, fps: 100}",
            transition: "transition: {kind: push, from: A, to: B, duration: 1}",
            extra: "interaction: {percent: {script: ['finish at 100']}}")
        #expect(
            errorText(scripted)
                == "the run would take 10101 frames at 100 fps at scene.yaml:6:14; at most 10000 frames are allowed")
        #expect((try? parse(minimalScene(transition: "transition: {kind: push, from: A, to: B, duration: 166}"))) != nil)
    }

    @Test func canvasPixelLimitAppliesAfterScale() throws {
        #expect((try? parse(minimalScene(canvas: "canvas: {width: 8192, height: 2048, scale: 2}"))) != nil)
        #expect(
            errorText(minimalScene(canvas: "canvas: {width: 100, height: 4097, scale: 4}"))
                == "the canvas is 16388 pixels high at scale 4 at scene.yaml:1:30; at most 16384 pixels a side")
    }

    @Test func outsidePathsNeedTheOption() throws {
        let root = try scratchFolder()
        let scenes = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Data([0]).write(to: root.appendingPathComponent("outside.png"))
        let text = minimalScene(inbox: "{type: image, image: ../outside.png}")
        #expect(errorText(text, folder: scenes)?.hasPrefix("image path '../outside.png' leaves the scene's folder") == true)
        let d = try parse(text, folder: scenes, options: .init(allowOutsidePaths: true))
        guard case let .image(i) = d.screens[0].root.content else {
            Issue.record("no image")
            return
        }
        #expect(i.url.path == root.appendingPathComponent("outside.png").standardizedFileURL.path)
        // A symbolic link inside the folder that points out of it is refused too.
        let link = scenes.appendingPathComponent("link.png")
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent("outside.png"))
        #expect(
            errorText(minimalScene(inbox: "{type: image, image: link.png}"), folder: scenes)
                == "image path 'link.png' leads out of the scene's folder through a symbolic link at scene.yaml:3:27")
    }

    @Test(arguments: ["a/b.png", "..", ".", "", "x\ty"])
    func outputNamesArePlain(name: String) {
        let message = errorText(
            minimalScene(extra: "outputs: {animatedPNG: \"\(name.replacingOccurrences(of: "\t", with: "\\t"))\"}"))
        #expect(message?.hasPrefix("'animatedPNG' must be a plain file name") == true, "\(message ?? "nil")")
    }

    @Test func knownNamesGiveSuggestions() {
        let options = SceneLoader.Options(animatorNames: ["push", "fade", "zoom"], presentationControllerNames: ["sheet"])
        #expect(
            errorText(minimalScene(transition: "transition: {kind: push, from: A, to: B, animator: fadde}"), options: options)
                == "unknown animator 'fadde' at scene.yaml:5:52; did you mean 'fade'?")
        #expect(
            errorText(
                minimalScene(transition: "transition: {kind: present, from: A, to: B, presentationController: {name: drawer}}"),
                options: options)
                == "unknown presentation controller 'drawer' at scene.yaml:5:76; expected one of 'sheet'")
    }

    @Test func yamlSyntaxErrorsKeepTheirPosition() {
        let message = errorText("canvas: {width: 100\nscreens: {}\n")
        #expect(message?.hasPrefix("invalid YAML: ") == true)
        #expect(message?.contains(" at scene.yaml:2:") == true, "\(message ?? "")")
        let undefined = errorText(minimalScene(extra: "interaction: *nowhere"))
        #expect(undefined?.hasPrefix("invalid YAML: found undefined alias") == true, "\(undefined ?? "")")
        #expect(undefined?.hasSuffix("at scene.yaml:6:14") == true, "\(undefined ?? "")")
    }

    @Test func suggestionDistance() {
        #expect(Suggestion.distance("backgroundColour", "backgroundColor") == 1)
        #expect(Suggestion.distance("hieght", "height") == 1)  // a swap of neighbours
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.nearest(to: "C", among: ["A", "B"]) == nil)
        #expect(Suggestion.nearest(to: "Width", among: ["height", "width"]) == "width")
    }
}

/// Merge keys wherever a mapping is read, and nesting counted as YAML quotes it.
@Suite("Scene YAML reuse and nesting")
struct SceneYAMLReuseTests {
    @Test func mergeKeysWorkInScreensAndAnimatorParameters() throws {
        let text = """
            canvas: {width: 40, height: 60, scale: 1, fps: 10}
            templates:
              screen: &screen {backgroundColor: blue}
              params: &params {duration: 0.5, dimmingAlpha: 0.3}
              more: &more {C: {backgroundColor: white}}
            screens:
              <<: *more
              A: {<<: *screen, children: [{frame: [1, 1, 5, 5], backgroundColor: red}]}
              B:
                <<: *screen
                backgroundColor: green
            transition: {kind: present, from: A, to: B, style: custom, animator: {name: sheet, parameters: {<<: *params, dimmingAlpha: 0.2}}}
            """
        let d = try SceneLoader().parse(text, folder: URL(fileURLWithPath: "/tmp"))
        #expect(d.screens.map(\.name).sorted() == ["A", "B", "C"])
        #expect(d.screens.first { $0.name == "A" }?.root.backgroundColor == .blue)
        #expect(d.screens.first { $0.name == "B" }?.root.backgroundColor == .green, "a written key wins over the merged one")
        guard case let .animator(component) = d.transition.animation else {
            Issue.record("no animator")
            return
        }
        #expect(component.parameters == ["duration": .number(0.5), "dimmingAlpha": .number(0.2)])
    }

    /// A quote inside a plain scalar does not open a quoted scalar in YAML; a
    /// scan that thought so skipped all the nesting after it, and Yams then
    /// ran out of stack.
    @Test func aQuoteInsideAPlainScalarDoesNotHideDeepNesting() {
        let text =
            "templates: {a: don 't}\nextra: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let message = errorText(text)
        #expect(
            message?.hasPrefix("the document is nested more than 1000 levels deep at scene.yaml:2:") == true,
            "\(message ?? "nil")")
        let quoted = "templates: {a: \"[[[[\", b: '{{{{'}\n" + minimalScene()
        #expect(errorText(quoted) == nil, "brackets inside quoted scalars do not count")
    }
}
