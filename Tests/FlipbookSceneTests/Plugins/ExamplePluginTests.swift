import Flipbook
import FlipbookAnimators
import FlipbookCairo
import FlipbookScene
import Foundation
import Testing

/// The example plugin, loaded into this test process (which exports its
/// symbols as `flipbook` does): its "spin" animator runs a presentation in
/// the host's window, frame by frame.
@MainActor @Suite struct ExamplePluginTests {
    let plugin: URL

    init() throws {
        plugin = try PluginBuilds.example.get()
    }

    @Test func loadingAddsSpinWithItsParameters() throws {
        let registry = AnimatorRegistry.standard()
        let before = registry.names
        let added = try PluginLoader.load(path: plugin.path, into: registry)
        #expect(added == ["spin"])
        #expect(registry.names == (before + ["spin"]).sorted())
        let spin = try registry.description(of: "spin")
        #expect(spin.parameters.map(\.name) == ["duration", "angle", "scale", "curve"])
        #expect(spin.parameter("angle")?.defaultValue == .number(90))
        #expect(spin.summary.hasPrefix("The to view turns in"))
        // The registry checks the plugin's schema like any other.
        #expect(throws: AnimatorRegistryError.outOfRange(animator: "spin", parameter: "scale", value: 2, range: 0.05...1)) {
            try registry.makeAnimator(named: "spin", parameters: ["scale": 2])
        }
    }

    @Test func eachRegistryGetsItsOwnSpin() throws {
        let first = AnimatorRegistry()
        let second = AnimatorRegistry()
        #expect(try PluginLoader.load(paths: [plugin.path], into: first) == ["spin"])
        #expect(try PluginLoader.load(paths: [plugin.path], into: second) == ["spin"], "the same library, loaded again")
        #expect(first.names == ["spin"] && second.names == ["spin"])
        #expect(!AnimatorRegistry.standard().names.contains("spin"))
    }

    /// A scene document may name the plugin's animator once the plugin is
    /// loaded into the registry whose names the loader checks against.
    @Test func aSceneNamesThePluginsAnimator() throws {
        let scene = minimalScene(transition: "transition: {kind: present, from: A, to: B, animator: spinn}")
        let registry = AnimatorRegistry.standard()
        #expect(
            errorText(scene, options: SceneLoader.Options(animatorNames: Set(registry.names)))?
                .hasPrefix("unknown animator 'spinn' at scene.yaml:5:55") == true)
        try PluginLoader.load(path: plugin.path, into: registry)
        #expect(
            errorText(scene, options: SceneLoader.Options(animatorNames: Set(registry.names)))
                == "unknown animator 'spinn' at scene.yaml:5:55; did you mean 'spin'?")
        let named = minimalScene(transition: "transition: {kind: present, from: A, to: B, animator: spin}")
        #expect(errorText(named, options: SceneLoader.Options(animatorNames: Set(registry.names))) == nil)
    }

    /// `View.animate` inside the plugin records into the host's runtime: the
    /// host's presentation values and render tree move, frame by frame, along
    /// the linear curve; and `as? Label` on the host's views works inside the
    /// plugin: the label waits for the second half, the plain view does not.
    @Test func spinMovesTheHostsViewsFrameByFrame() throws {
        let registry = AnimatorRegistry.standard()
        try PluginLoader.load(path: plugin.path, into: registry)
        let stage = SpinStage(
            try registry.makeAnimator(
                named: "spin",
                parameters: [
                    "duration": 1, "angle": 90, "scale": 0.5, "curve": "linear",
                ]))
        stage.a.present(stage.b, animated: true)
        stage.window.tick()
        #expect(stage.window.isTransitionRunning)
        for frame in 0..<60 {
            let p = Double(frame) / 60
            let shown = stage.b.view.layer.presentationProperties
            #expect(abs(shown.opacity - p) < 1e-9, "frame \(frame): alpha")
            let expected = Self.spinTransform(p, degrees: 90, scale: 0.5)
            let t = shown.transform
            #expect(
                abs(t.m11 - expected.a) < 1e-9 && abs(t.m12 - expected.b) < 1e-9
                    && abs(t.m21 - expected.c) < 1e-9 && abs(t.m22 - expected.d) < 1e-9,
                "frame \(frame): transform \(t) is not \(expected)")
            let labelAlpha = stage.label.layer.presentationProperties.opacity
            #expect(abs(labelAlpha - max(0, (p - 0.5) / 0.5)) < 1e-9, "frame \(frame): label alpha \(labelAlpha)")
            #expect(stage.badge.layer.presentationProperties.opacity == 1, "frame \(frame): a plain view is not a label")
            #expect(stage.a.view.layer.presentationProperties.opacity == 1)
            // The host's render tree shows the same values.
            let node = try #require(Self.node("Detail", in: stage.window.renderTree().root))
            #expect(abs(node.properties.opacity - p) < 1e-9 && abs(node.properties.transform.m11 - expected.a) < 1e-9)
            stage.window.tick()
        }
        #expect(!stage.window.isTransitionRunning)
        #expect(stage.b.view.alpha == 1 && stage.b.view.transform == .identity && stage.label.alpha == 1)
        #expect(stage.a.view.window == nil && stage.b.view.window === stage.window)
    }

    /// Pixels half-way (rotated by 45°, scale 0.75, alpha 0.5): red over blue
    /// at the centre and inside the turned square; blue where only the
    /// unturned square would reach.
    @Test func spinDrawsTheTurnedViewHalfWay() throws {
        let registry = AnimatorRegistry.standard()
        try PluginLoader.load(path: plugin.path, into: registry)
        let stage = SpinStage(
            try registry.makeAnimator(
                named: "spin",
                parameters: [
                    "duration": 1, "angle": 90, "scale": 0.5, "curve": "linear",
                ]))
        stage.a.present(stage.b, animated: true)
        stage.window.tick()
        stage.window.tick(frames: 30)
        let bitmap = try CairoRenderer().render(stage.window.renderTree())
        func near(_ x: Int, _ y: Int, _ r: Double, _ g: Double, _ b: Double) -> Bool {
            let pixel = bitmap[x, y]
            return abs(Double(pixel.r) - r) <= 2 && abs(Double(pixel.g) - g) <= 2 && abs(Double(pixel.b) - b) <= 2
        }
        #expect(near(100, 100, 127.5, 0, 127.5), "centre: \(bitmap[100, 100])")
        // 95 pt right of the centre: outside the unturned 150 pt square, inside the 45° diamond (reach 106 pt).
        #expect(near(195, 100, 127.5, 0, 127.5), "inside the diamond: \(bitmap[195, 100])")
        // 70 pt right and down: inside the unturned square, outside the diamond (|x| + |y| = 140 > 106).
        #expect(near(170, 170, 0, 0, 255), "outside the diamond: \(bitmap[170, 170])")
    }

    @Test func spinDismissalTurnsTheViewOut() throws {
        let registry = AnimatorRegistry.standard()
        try PluginLoader.load(path: plugin.path, into: registry)
        let stage = SpinStage(
            try registry.makeAnimator(
                named: "spin",
                parameters: [
                    "duration": 1, "angle": 60, "scale": 0.25, "curve": "linear",
                ]))
        stage.a.present(stage.b, animated: true)
        stage.window.tick(frames: 61)
        #expect(!stage.window.isTransitionRunning && stage.a.view.window == nil)
        stage.b.dismiss(animated: true)
        stage.window.tick(frames: 16)
        let p = 0.25
        let shown = stage.b.view.layer.presentationProperties
        let expected = Self.spinTransform(1 - p, degrees: 60, scale: 0.25)
        #expect(abs(shown.opacity - (1 - p)) < 1e-9 && abs(shown.transform.m12 - expected.b) < 1e-9)
        #expect(stage.a.view.window === stage.window && stage.a.view.layer.presentationProperties.opacity == 1)
        stage.window.tick(frames: 45)
        #expect(!stage.window.isTransitionRunning && stage.b.view.window == nil)
        #expect(stage.b.view.alpha == 1 && stage.b.view.transform == .identity, "the leaving view is put back")
    }

    /// The spin's transform at progress `p`, computed here: a rotation by
    /// `-degrees (1 - p)` scaled by `scale + (1 - scale) p`.
    static func spinTransform(_ p: Double, degrees: Double, scale: Double) -> CGAffineTransform {
        let angle = -degrees * .pi / 180 * (1 - p)
        let s = scale + (1 - scale) * p
        return CGAffineTransform(a: s * cos(angle), b: s * sin(angle), c: -s * sin(angle), d: s * cos(angle), tx: 0, ty: 0)
    }

    static func node(_ identifier: String, in node: RenderNode) -> RenderNode? {
        if node.identifier == identifier { return node }
        for child in node.children { if let found = self.node(identifier, in: child) { return found } }
        return nil
    }
}

/// A 200 × 200 window at 60 fps: a blue "Inbox" screen (A) presents a red
/// "Detail" screen (B) that holds a label and a plain view.
@MainActor final class SpinStage {
    let window = Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 60))
    let a = ViewController()
    let b = ViewController()
    let label = Label(frame: CGRect(x: 10, y: 10, width: 60, height: 20))
    let badge = View(frame: CGRect(x: 130, y: 10, width: 60, height: 20))
    let delegate: AnimatorTransitioningDelegate

    init(_ animator: any ViewControllerAnimatedTransitioning) {
        a.view.backgroundColor = Color(red: 0, green: 0, blue: 1)
        a.view.accessibilityIdentifier = "Inbox"
        b.view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        b.view.accessibilityIdentifier = "Detail"
        label.text = "Hello"
        b.view.addSubview(label)
        b.view.addSubview(badge)
        window.rootViewController = a
        window.tick()
        delegate = AnimatorTransitioningDelegate(animator: animator)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
    }
}
