import Flipbook
import Foundation
import Testing

@testable import FlipbookScene

@Suite("Scene parsing")
struct SceneParsingTests {
    /// The root view of screen A after parsing `view` as its document.
    func viewA(_ view: String) throws -> SceneView {
        try parse(minimalScene(inbox: view)).screens[0].root
    }

    @Test func canvasFieldsAndDefaults() throws {
        let d = try parse(minimalScene())
        #expect(
            d.canvas
                == SceneDocument.Canvas(width: 100, height: 200, scale: 2, fps: 60, background: .systemBackground, opaque: true))
        let c = try parse(
            minimalScene(canvas: "canvas: {width: 320, height: 480, scale: 3, fps: 30, background: '#102030', opaque: no}")
        ).canvas
        #expect(
            c
                == SceneDocument.Canvas(
                    width: 320, height: 480, scale: 3, fps: 30,
                    background: Color(red: 16 / 255, green: 32 / 255, blue: 48 / 255), opaque: false))
        #expect(d.outputs == SceneOutputs())
        #expect(d.interaction == nil)
        #expect(d.screens[0].root.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test(arguments: [
        ("'#FF8000'", Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)),
        ("'#00000080'", Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)),
        ("[0.1, 0.2, 0.3]", Color(red: 0.1, green: 0.2, blue: 0.3)),
        ("[0.1, 0.2, 0.3, 0.5]", Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)),
        ("orange", Color.orange),
        ("clear", Color.clear),
    ])
    func colours(text: String, expected: Color) throws {
        #expect(try viewA("{backgroundColor: \(text)}").backgroundColor == expected)
    }

    @Test func everyViewField() throws {
        let v = try viewA(
            """

                id: root
                tag: 7
                frame: {x: 1, y: 2, width: 30, height: 40}
                alpha: 0.5
                hidden: true
                cornerRadius: 8
                maskedCorners: [topLeft, bottomRight]
                border: {width: 2, color: red}
                shadow: {color: blue, opacity: 0.3, radius: 6, offset: [1, 4]}
                clipsToBounds: yes
                transform: [{perspective: 500}, {rotate3D: {angle: 90, axis: [0, 1, 0]}}, {translate: [5, 6]}, {scale: 2}, {rotate: 180}]
                anchorPoint: [0, 1]
                zPosition: 3
                children:
                  - {type: label, id: l, text: Hi, font: {family: DejaVu Serif, size: 12, weight: bold, italic: true}, textColor: white, alignment: center, lines: 0, lineBreak: wordWrapping, baseline: [2, 10]}
                  - {type: gradient, id: g, gradient: {kind: radial, colors: [red, blue], locations: [0.2, 0.9], start: [0.5, 0.25], radius: 40}}
                  - {type: gradient, gradient: {colors: [white, black], end: [1, 1]}}
            """)
        #expect(v.id == "root" && v.tag == 7 && v.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(v.alpha == 0.5 && v.isHidden && v.cornerRadius == 8 && v.clipsToBounds && v.zPosition == 3)
        #expect(v.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        #expect(v.borderWidth == 2 && v.borderColor == .red)
        #expect(v.shadow == Shadow(color: .blue, opacity: 0.3, radius: 6, offset: CGSize(width: 1, height: 4)))
        #expect(
            v.transform == [
                .perspective(distance: 500), .rotate(angle: .pi / 2, x: 0, y: 1, z: 0),
                .translate(x: 5, y: 6, z: 0), .scale(x: 2, y: 2, z: 1), .rotate(angle: .pi, x: 0, y: 0, z: 1),
            ])
        #expect(v.anchorPoint == CGPoint(x: 0, y: 1))
        var label = SceneLabel(text: "Hi")
        label.font = Font(familyName: "DejaVu Serif", pointSize: 12, weight: .bold, isItalic: true)
        label.color = .white
        label.alignment = .center
        label.lines = 0
        label.lineBreak = .byWordWrapping
        label.baseline = CGPoint(x: 2, y: 10)
        #expect(v.children[0].content == .label(label) && v.children[0].id == "l")
        var radial = SceneGradient(
            kind: .radial, gradient: Gradient(stops: [.init(location: 0.2, color: .red), .init(location: 0.9, color: .blue)]))
        radial.start = CGPoint(x: 0.5, y: 0.25)
        radial.radius = 40
        #expect(v.children[1].content == .gradient(radial))
        var linear = SceneGradient(kind: .linear, gradient: Gradient(colors: [.white, .black]))
        linear.end = CGPoint(x: 1, y: 1)
        #expect(v.children[2].content == .gradient(linear))
        #expect(v.identifiers == ["root", "l", "g"])
    }

    @Test func transformStepsMultiplyInOrder() throws {
        let v = try viewA("{transform: [{translate: [10, 0]}, {rotate: 90}]}")
        // As CSS reads `translate(10px) rotate(90deg)`: the point is rotated, then translated:
        // (1, 0) -> (0, 1) -> (10, 1).
        let p = v.transform3D.flattened.apply(CGPoint(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9, "\(p)")
        #expect(try viewA("{transform: [{perspective: 500}]}").transform3D.m34 == -1.0 / 500)
        let s = try viewA("{transform: {scale: [2, 3]}}")
        #expect(s.transform == [.scale(x: 2, y: 3, z: 1)])
    }

    @Test func imagesResolveInsideTheFolder() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: folder.appendingPathComponent("art/logo.png"))
        let v = try parse(
            minimalScene(inbox: "{type: image, image: art/logo.png, contentMode: scaleAspectFit, imageScale: 2}"), folder: folder
        ).screens[0].root
        guard case let .image(i) = v.content else {
            Issue.record("not an image")
            return
        }
        #expect(i.path == "art/logo.png" && i.contentMode == .scaleAspectFit && i.scale == 2)
        #expect(i.url.standardizedFileURL.path == folder.appendingPathComponent("art/logo.png").standardizedFileURL.path)
        #expect(i.location == SceneLocation(file: "scene.yaml", line: 3, column: 27))
    }

    @Test(arguments: SceneTransition.Kind.allCases)
    func everyTransitionKind(kind: SceneTransition.Kind) throws {
        let target = kind == .resize ? "size: [200, 100]" : kind == .layout ? "hide: [row]" : "to: B"
        let t = try parse(
            minimalScene(
                inbox: "{children: [{id: row}]}",
                transition: "transition: {kind: \(kind.rawValue), from: A, \(target)}")
        ).transition
        #expect(t.kind == kind && t.from == "A")
        #expect(t.to == (kind == .resize || kind == .layout ? nil : "B"))
        #expect(t.size == (kind == .resize ? CGSize(width: 200, height: 100) : nil))
        #expect(t.animation == .builtIn && t.duration == nil && t.curve == nil)
    }

    @Test(arguments: SceneTransition.PresentationStyle.allCases)
    func everyPresentationStyle(style: SceneTransition.PresentationStyle) throws {
        let t = try parse(
            minimalScene(
                transition:
                    "transition: {kind: present, from: A, to: B, style: \(style.rawValue), transitionStyle: crossDissolve}")
        ).transition
        #expect(t.style == style && t.modalTransitionStyle == .crossDissolve)
    }

    @Test func presentationControllerImpliesCustom() throws {
        let t = try parse(
            minimalScene(
                transition: """
                    transition:
                      kind: present
                      from: A
                      to: B
                      duration: 0.4
                      curve: cubic-bezier(0.2, 0, 0, 1)
                      animator: {name: card, parameters: {inset: 16, dark: true, label: top, sizes: [1, 2], nested: {a: 1}}}
                      presentationController: {name: sheet, parameters: {height: 0.5}}
                    """)
        ).transition
        #expect(t.style == .custom && t.duration == 0.4 && t.curve == "cubic-bezier(0.2, 0, 0, 1)")
        #expect(t.presentationController == NamedComponent(name: "sheet", parameters: ["height": .number(0.5)]))
        #expect(
            t.animation
                == .animator(
                    NamedComponent(
                        name: "card",
                        parameters: [
                            "inset": .number(16), "dark": .bool(true), "label": .string("top"),
                            "sizes": .list([.number(1), .number(2)]), "nested": .map(["a": .number(1)]),
                        ])))
        let plain = try parse(minimalScene(transition: "transition: {kind: push, from: A, to: B, animator: fade}")).transition
        #expect(plain.animation == .animator(NamedComponent(name: "fade")))
    }

    @Test func keyframeTracks() throws {
        let d = try parse(
            minimalScene(
                inbox: "{children: [{id: a}, {id: b}, {id: c}]}",
                transition: """
                    transition:
                      kind: present
                      from: A
                      to: B
                      duration: 1
                      curve: ease-out
                      keyframes:
                        - views: [a, b, c]
                          delay: 0.1
                          stagger: 0.2
                          curve: linear
                          keyframes:
                            - {at: 0, alpha: 0, scale: 0.5, rotation: 90, curve: ease-in}
                            - {at: 1, alpha: 1, frame: [0, 0, 10, 10], center: [5, 5], x: 1, y: 2, width: 3, height: 4, translation: [1, 2], cornerRadius: 4, borderWidth: 1, shadowRadius: 2, shadowOpacity: 0.5, backgroundColor: red, borderColor: '#00FF00', scale: [1, 2]}
                        - view: toView
                          duration: 0.5
                          keyframes: [{at: 0.5, alpha: 0.5}]
                    """))
        guard case let .keyframes(tracks) = d.transition.animation else {
            Issue.record("no keyframes")
            return
        }
        #expect(tracks.count == 2)
        let t = tracks[0]
        #expect(t.views == ["a", "b", "c"] && t.side == .from && t.delay == 0.1 && t.stagger == 0.2 && t.curve == "linear")
        #expect(abs(t.duration - 0.5) < 1e-12)  // 1 - 0.1 - 2 * 0.2
        #expect(
            t.keyframes[0]
                == Keyframe(
                    time: 0, values: [.alpha: .number(0), .scale: .point(CGPoint(x: 0.5, y: 0.5)), .rotation: .number(.pi / 2)],
                    curve: "ease-in"))
        #expect(t.keyframes[1].values.count == KeyframeProperty.allCases.count - 1)
        #expect(t.keyframes[1].values[.borderColor] == .color(.green))
        #expect(t.keyframes[1].values[.frame] == .rect(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(tracks[1].views == ["toView"] && tracks[1].side == .to && tracks[1].duration == 0.5 && tracks[1].delay == 0)
    }

    @Test func percentAndTouchScripts() throws {
        let p = try parse(
            minimalScene(
                extra: """
                    interaction:
                      percent:
                        completionSpeed: 2
                        completionCurve: ease-out
                        wantsInteractiveStart: false
                        script: [update 0.25 at 0.1, pause at 0.2, update 0.5 at 0.3, finish at 0.5 velocity 1.5]
                    """)
        ).interaction
        var script = PercentScript(steps: [
            .update(percent: 0.25, at: 0.1), .pause(at: 0.2), .update(percent: 0.5, at: 0.3), .finish(at: 0.5, velocity: 1.5),
        ])
        script.completionSpeed = 2
        script.completionCurve = "ease-out"
        script.wantsInteractiveStart = false
        #expect(p == .percent(script))
        let c = try parse(minimalScene(extra: "interaction: {percent: {script: ['cancel at 0']}}")).interaction
        #expect(c == .percent(PercentScript(steps: [.cancel(at: 0, velocity: nil)])))
        let t = try parse(
            minimalScene(
                extra: """
                    interaction:
                      touches:
                        script:
                          - down (0, 300) at 0
                          - finger 2 down (50, 50) at 0
                          - move (80.5, 300) at 0.1
                          - finger 2 up (50, 60) at 0.15
                          - up (200, 300) at 0.2
                    """)
        ).interaction
        #expect(
            t
                == .touches(
                    TouchScript(fingers: [
                        TouchScript.Finger(
                            name: "finger 1",
                            events: [
                                .init(.down, at: CGPoint(x: 0, y: 300), time: 0),
                                .init(.move, at: CGPoint(x: 80.5, y: 300), time: 0.1),
                                .init(.up, at: CGPoint(x: 200, y: 300), time: 0.2),
                            ]),
                        TouchScript.Finger(
                            name: "finger 2",
                            events: [
                                .init(.down, at: CGPoint(x: 50, y: 50), time: 0),
                                .init(.up, at: CGPoint(x: 50, y: 60), time: 0.15),
                            ]),
                    ])))
    }

    /// A touch script written inline reads as the same script written as a
    /// block list: YAML splits `[down (0, 300) at 0, ...]` at the comma
    /// inside each point, and the loader joins the pieces back.
    @Test func touchScriptInlineListReadsLikeTheBlockList() throws {
        let block = try parse(
            minimalScene(
                extra: """
                    interaction:
                      touches:
                        script:
                          - down (0, 300) at 0
                          - finger 2 down (50, 50) at 0
                          - move (80.5, 300) at 0.1
                          - finger 2 up (50, 60) at 0.15
                          - up (200, 300) at 0.2
                    """)
        ).interaction
        let inline = try parse(
            minimalScene(
                extra: """
                    interaction:
                      touches:
                        script: [down (0, 300) at 0, finger 2 down (50,50) at 0, move (80.5,  300) at 0.1,
                                 finger 2 up (50, 60) at 0.15, up (200, 300) at 0.2]
                    """)
        ).interaction
        #expect(inline == block)
        #expect(
            inline
                == .touches(
                    TouchScript(fingers: [
                        TouchScript.Finger(
                            name: "finger 1",
                            events: [
                                .init(.down, at: CGPoint(x: 0, y: 300), time: 0),
                                .init(.move, at: CGPoint(x: 80.5, y: 300), time: 0.1),
                                .init(.up, at: CGPoint(x: 200, y: 300), time: 0.2),
                            ]),
                        TouchScript.Finger(
                            name: "finger 2",
                            events: [
                                .init(.down, at: CGPoint(x: 50, y: 50), time: 0),
                                .init(.up, at: CGPoint(x: 50, y: 60), time: 0.15),
                            ]),
                    ])))
        // In a flow mapping too, and errors point at the word in the file.
        let oneLine = minimalScene(extra: "interaction: {touches: {script: [down (1, 2) at 0, move (3,4) at x, up (5, 6) at 1]}}")
        #expect(errorText(oneLine) == "expected a time in seconds, found 'x' at scene.yaml:6:66")
        // A quoted item is one step already; a block item is never joined with the next.
        #expect(
            try parse(minimalScene(extra: "interaction: {touches: {script: ['down (1, 2) at 0', 'up (1, 2) at 1']}}")).interaction
                == .touches(
                    TouchScript(fingers: [
                        TouchScript.Finger(
                            name: "finger 1",
                            events: [
                                .init(.down, at: CGPoint(x: 1, y: 2), time: 0), .init(.up, at: CGPoint(x: 1, y: 2), time: 1),
                            ])
                    ])))
        #expect(
            errorText(minimalScene(extra: "interaction:\n  touches:\n    script:\n      - down (1\n      - 2) at 0"))?
                .hasPrefix("expected a point (x, y), found '(1'") == true)
    }

    @Test(arguments: [
        ("frames: yes", FrameSelection?.some(.all)),
        ("frames: no", nil),
        ("frames: 0,10,20-30", .indices([0...0, 10...10, 20...30])),
        ("frames: 5", .indices([5...5])),
        ("frames: {percent: 0.5}", .percents([0.5])),
        ("frames: {percent: [0, 1]}", .percents([0, 1])),
    ])
    func frameSelections(text: String, expected: FrameSelection?) throws {
        #expect(try parse(minimalScene(extra: "outputs:\n  \(text)")).outputs.frames == expected)
    }

    @Test func outputs() throws {
        let o = try parse(
            minimalScene(
                extra: """
                    outputs:
                      framePrefix: shot-
                      filmstrip: {name: strip.png, columns: 6, frames: 18}
                      animatedPNG: yes
                      manifest: no
                      trace: trace.log
                    """)
        ).outputs
        var strip = SceneOutputs.Filmstrip()
        strip.name = "strip.png"
        strip.columns = 6
        strip.sampleCount = 18
        #expect(o.frames == .all && o.framePrefix == "shot-" && o.filmstrip == strip)
        #expect(o.animatedPNG == "preview.png" && o.manifest == nil && o.trace == "trace.log")
        let d = try parse(minimalScene(extra: "outputs: {filmstrip: yes, trace: yes, animatedPNG: film.png}")).outputs
        #expect(d.filmstrip == SceneOutputs.Filmstrip() && d.trace == "trace.txt" && d.animatedPNG == "film.png")
    }

    @Test func mergeKeysAndAliases() throws {
        let d = try parse(
            """
            templates:
              card: &card {cornerRadius: 4, backgroundColor: red}
              shade: &shade {alpha: 0.5, cornerRadius: 9}
            canvas: {width: 10, height: 10}
            screens:
              A: {children: [{<<: *card, id: x}, {<<: [*card, *shade], cornerRadius: 2}, {<<: [*shade, *card]}]}
              B: {}
            transition: {kind: tab, from: A, to: B}
            """)
        let c = d.screens[0].root.children
        #expect(c[0].cornerRadius == 4 && c[0].backgroundColor == .red && c[0].id == "x")
        #expect(c[1].cornerRadius == 2 && c[1].alpha == 0.5)  // explicit keys win over merged ones
        #expect(c[2].cornerRadius == 9)  // the first merged mapping wins
    }
}

@Suite("Scene format page")
struct SceneFormatPageTests {
    /// The example at the top of docs/scene-format.md is a valid scene.
    @Test func documentationExampleParses() throws {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```yaml\n"))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let d = try parse(String(page[start.upperBound..<end.lowerBound]))
        #expect(d.screens.map(\.name) == ["Inbox", "Detail"])
        #expect(d.screens[0].root.children[1].cornerRadius == 12 && d.screens[1].root.children[0].cornerRadius == 0)
        #expect(
            d.interaction
                == .percent(
                    PercentScript(steps: [.update(percent: 0.3, at: 0.1), .pause(at: 0.3), .finish(at: 0.5, velocity: 1.2)])))
        #expect(d.outputs.animatedPNG == "preview.png" && d.outputs.filmstrip?.columns == 4)
    }
}
