import FlipbookTestSupport
import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators
@testable import FlipbookCairo

// circularReveal, morph, cube and loading: the animators written with Core
// Animation (explicit layer animations, transactions). Each is checked in
// pixels at a mid frame, played against scrubbed bit for bit (the loading
// spinner's pulse excepted, see LoadingScrubTests), finished and cancelled
// under a percent-driven interaction (duration 1 s, 60 fps, 375 x 667).

@MainActor private final class Scrub: PercentDrivenInteractiveTransition {}

/// Hands out the animator for presentation and dismissal, with an optional interaction.
@MainActor private final class ScrubDelegate: ViewControllerTransitioningDelegate {
    let animator: any ViewControllerAnimatedTransitioning
    let interaction: Scrub?
    init(_ animator: any ViewControllerAnimatedTransitioning, _ interaction: Scrub?) {
        self.animator = animator
        self.interaction = interaction
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }
}

/// The stage of ``Stage`` (A blue, B red) with a green pill-shaped "button"
/// on A, presenting B full screen with a registered animator, optionally
/// under a percent-driven interaction.
@MainActor private final class CAStage {
    static let aColor = [51, 102, 217, 255], bColor = [217, 89, 64, 255], buttonColor = [51, 179, 77, 255]
    static let buttonFrame = CGRect(x: 200, y: 580, width: 150, height: 56)
    let stage: Stage
    let button = View(frame: CAStage.buttonFrame)
    let interaction: Scrub?
    private let delegate: ScrubDelegate
    let renderer = CairoRenderer()

    init(_ name: String, _ parameters: [String: AnimatorParameterValue] = [:], interactive: Bool = false) throws {
        let animator = try AnimatorRegistry.standard().makeAnimator(
            named: name, parameters: ["duration": 1].merging(parameters) { $1 })
        stage = Stage(animator)
        button.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.3)
        button.layer.cornerRadius = 28
        button.accessibilityIdentifier = "button"
        stage.a.view.addSubview(button)
        interaction = interactive ? Scrub() : nil
        delegate = ScrubDelegate(animator, interaction)
        stage.b.transitioningDelegate = delegate
        stage.window.tick()
    }

    var window: Window { stage.window }
    func picture() throws -> Bitmap { try renderer.render(window.renderTree()) }
    func pixel(_ x: Int, _ y: Int) throws -> [Int] {
        let p = try picture()[x, y]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }
}

/// True when every channel is within `tolerance`.
private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@MainActor @Suite struct CoreAnimationAnimatorTests {
    // MARK: circularReveal

    @Test func theRevealGrowsFromTheCentreAndCompletesFromItsTransaction() throws {
        let s = try CAStage("circularReveal", ["center": "100,200"])
        s.stage.present()
        s.stage.advance(30)  // half the time: the eased radius is half the final one
        let radius = hypot(375 - 100.0, 667 - 200.0) + 1
        let r = radius * easeInOut(0.5)
        let mid = try s.picture()
        #expect(near(mid.rgba(100, 200), CAStage.bColor))
        #expect(near(mid.rgba(100, 200 + Int(r) - 3), CAStage.bColor), "inside the circle: B")
        #expect(near(mid.rgba(100, 200 + Int(r) + 3), CAStage.aColor), "outside it: A")
        #expect(near(mid.rgba(370, 660), CAStage.aColor))
        s.stage.advance(30)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController === s.stage.b)
        #expect(s.stage.b.view.layer.mask == nil)
        #expect(near(try s.pixel(370, 660), CAStage.bColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
    }

    @Test func theRevealGrowsFromTheElementAndADismissalShrinksBackToIt() throws {
        let s = try CAStage("circularReveal", ["element": "button"])
        s.stage.present()
        s.stage.advance(3)
        let early = try s.picture()
        #expect(near(early.rgba(275, 608), CAStage.bColor), "the circle starts at the button's centre")
        #expect(near(early.rgba(20, 100), CAStage.aColor))
        s.stage.advance(60)
        #expect(s.stage.a.presentedViewController === s.stage.b && s.stage.a.view.window == nil)
        s.stage.dismiss()
        s.stage.advance(30)
        let mid = try s.picture()
        #expect(near(mid.rgba(275, 608), CAStage.bColor), "the leaving screen is still inside the circle")
        #expect(near(mid.rgba(20, 100), CAStage.aColor), "and A shows outside it")
        s.stage.advance(32)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController == nil)
        #expect(s.stage.b.view.window == nil && s.stage.b.view.layer.mask == nil)
        let button = try s.pixel(275, 608)
        let corner = try s.pixel(20, 100)
        #expect(near(button, CAStage.buttonColor) && near(corner, CAStage.aColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
    }

    // MARK: morph

    @Test func theMorphGrowsFromTheButtonThenFadesTheScreenIn() throws {
        let s = try CAStage("morph")
        s.stage.present()
        #expect(s.button.isHidden, "the shape stands in for the button")
        let start = (button: try s.pixel(275, 608), far: try s.pixel(20, 300))
        #expect(near(start.button, CAStage.buttonColor) && near(start.far, CAStage.aColor))
        s.stage.advance(12)  // inside the first phase (0.65 s): the shape is past the button, short of the container
        let early = try s.picture()
        #expect(!near(early.rgba(275, 608), CAStage.aColor), "the shape covers the button's place")
        #expect(near(early.rgba(20, 100), CAStage.aColor), "and not yet the far corner")
        s.stage.advance(28)  // 40 frames: the first phase ended; the fade has started
        let shape = try s.pixel(20, 100)
        #expect(!near(shape, CAStage.aColor), "the shape covers the container")
        #expect(s.window.isTransitionRunning)
        s.stage.advance(30)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController === s.stage.b)
        #expect(!s.button.isHidden && s.stage.b.view.layer.opacity == 1)
        #expect(s.window.layer.sublayers?.allSatisfy { !($0 is ShapeLayer) } ?? true)
        #expect(near(try s.pixel(20, 100), CAStage.bColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
        // Back: B fades out over the full-screen shape, which shrinks into the button.
        s.stage.dismiss()
        s.stage.advance(90)
        #expect(!s.window.isTransitionRunning && s.stage.b.view.window == nil && s.stage.b.view.layer.opacity == 1)
        let button = try s.pixel(275, 608)
        let corner = try s.pixel(20, 100)
        #expect(near(button, CAStage.buttonColor) && near(corner, CAStage.aColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
    }

    @Test func morphPathsKeepTheirElementsForEveryRadius() {
        let a = MorphAnimator.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20).path
        let b = MorphAnimator.roundedRect(CGRect(x: 0, y: 0, width: 300, height: 600), cornerRadius: 0).path
        #expect(a.elements.count == b.elements.count && a.interpolated(to: b, fraction: 0.5) != nil)
    }

    // MARK: cube

    @Test func theCubeTurnsInPerspectiveWithTheNearEdgeTaller() throws {
        let s = try CAStage("cube")
        s.stage.present()
        s.stage.advance(30)  // half way: 45°, the shared edge in the middle, nearest to the viewer
        let mid = try s.picture()
        #expect(near(mid.rgba(150, 333), CAStage.aColor), "the from face on the left")
        #expect(near(mid.rgba(225, 333), CAStage.bColor), "the to face on the right")
        #expect(
            near(mid.rgba(183, 1), CAStage.aColor) && near(mid.rgba(192, 665), CAStage.bColor),
            "the shared edge is taller than the screen")
        #expect(
            near(mid.rgba(2, 2), [0, 0, 0, 255]) && near(mid.rgba(372, 664), [0, 0, 0, 255]),
            "the far edges are shorter: the backdrop shows at the corners")
        let container = try #require(s.stage.container)
        #expect(container.layer.sublayerTransform.m34 == -1.0 / 500)
        s.stage.advance(30)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController === s.stage.b)
        #expect(container.layer.sublayerTransform == .identity && container.backgroundColor == nil)
        #expect(s.stage.b.view.superview === container && s.stage.b.view.layer.transform == .identity)
        #expect(s.stage.b.view.layer.isDoubleSided && s.stage.a.view.layer.transform == .identity)
        #expect(near(try s.pixel(2, 2), CAStage.bColor))
        // Back: the presenter turns in from the left.
        s.stage.dismiss()
        s.stage.advance(30)
        let back = try s.picture()
        #expect(near(back.rgba(150, 333), CAStage.aColor) && near(back.rgba(225, 333), CAStage.bColor))
        s.stage.advance(32)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController == nil)
        #expect(s.stage.a.view.superview === s.window && s.stage.a.view.layer.transform == .identity)
        #expect(near(try s.pixel(2, 2), CAStage.aColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
    }

    // MARK: loading

    @Test func theSpinnersDotsPulseRoundTheCentreEachAStepBehindTheLast() throws {
        let s = try CAStage("loading", ["color": "#000000"])
        s.stage.present()
        s.stage.advance(32)  // 0.533 s: the screens have faded out (0.25 s), the spinner turns alone
        let mid = try s.picture()
        #expect(
            near(mid.rgba(20, 100), [255, 255, 255, 255]) && near(mid.rgba(370, 660), [255, 255, 255, 255]),
            "the backdrop between the screens")
        #expect(near(mid.rgba(187, 333), [255, 255, 255, 255]), "the spinner's centre is empty")
        // Dot i sits i * 30° clockwise from the top, 30 points from the centre; its pulse began
        // i / 12 s after the spinner's, and runs its scale and opacity from 1 to 0.2 in 1 s.
        let t = 32.0 / 60
        var shown: [Double] = []
        for i in 0..<12 {
            let angle = Double(i) * .pi / 6
            let x = Int((187.5 + 30 * sin(angle)).rounded(.down))
            let y = Int((333.5 - 30 * cos(angle)).rounded(.down))
            let pixel = mid.rgba(x, y)
            let age = t - Double(i) / 12
            if age >= 0 {
                let alpha = 1 - 0.8 * age
                let level = Int((255 * (1 - alpha)).rounded())
                #expect(near(pixel, [level, level, level, 255]), "dot \(i): alpha \(alpha), \(pixel)")
                shown.append(alpha)
            } else {
                #expect(pixel[0] >= 200, "dot \(i) has not begun its first pulse: small and faint, \(pixel)")
            }
        }
        #expect(shown.count == 7)
        let gaps = zip(shown, shown.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { abs($0 - 0.8 / 12) < 1e-9 }, "each dot is brighter than the one before: instanceDelay")
        let spinner = try #require(s.stage.container?.layer.sublayers?.compactMap { $0 as? ReplicatorLayer }.first)
        #expect(spinner.instanceCount == 12 && abs(spinner.instanceDelay - 1.0 / 12) < 1e-12)
        #expect(spinner.position == CGPoint(x: 187.5, y: 333.5))

        s.stage.advance(28)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController === s.stage.b)
        #expect(s.stage.a.view.window == nil && s.stage.a.view.layer.opacity == 1)
        #expect(s.stage.container?.layer.sublayers?.allSatisfy { !($0 is ReplicatorLayer) } ?? true, "the spinner is gone")
        #expect(spinner.superlayer == nil && spinner.sublayers?.first?.animationKeys() == nil, "and its pulse with it")
        #expect(s.stage.container?.backgroundColor == nil)
        let centre = try s.pixel(187, 333)
        let corner = try s.pixel(20, 100)
        #expect(near(centre, CAStage.bColor) && near(corner, CAStage.bColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")

        // Back: B fades out to the spinner, A fades in.
        s.stage.dismiss()
        s.stage.advance(30)
        let back = try s.picture()
        #expect(
            near(back.rgba(20, 100), [255, 255, 255, 255]) && !near(back.rgba(187, 303), [255, 255, 255, 255]),
            "the backdrop and a dot")
        s.stage.advance(32)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController == nil)
        #expect(s.stage.b.view.window == nil && s.stage.b.view.layer.opacity == 1)
        let home = try s.pixel(187, 333)
        let button = try s.pixel(275, 608)
        #expect(near(home, CAStage.aColor) && near(button, CAStage.buttonColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
    }

    @Test func theScreensFadeThroughTheBackdrop() throws {
        let s = try CAStage("loading", ["backdrop": "#000000"])
        s.stage.present()
        s.stage.advance(8)  // inside the first fade: A over the black backdrop, B not yet
        let fading = try s.pixel(20, 100)
        #expect(fading[2] > 30 && fading[2] < CAStage.aColor[2] - 30, "A half faded: \(fading)")
        #expect(
            s.stage.a.view.layer.presentationProperties.opacity < 1 && s.stage.b.view.layer.presentationProperties.opacity == 0)
        s.stage.advance(44)  // 0.867 s: B fades in (from 0.75 s)
        let arriving = try s.pixel(20, 100)
        #expect(arriving[0] > 30 && arriving[0] < CAStage.bColor[0] - 30, "B half faded in: \(arriving)")
        s.stage.advance(8)
        let arrived = try s.pixel(20, 100)
        #expect(!s.window.isTransitionRunning && near(arrived, CAStage.bColor))
    }

    @Test func aPresenterKeptOnScreenStaysUnderTheSpinner() throws {
        let animator = try AnimatorRegistry.standard().makeAnimator(named: "loading", parameters: ["duration": 1])
        let stage = Stage(animator, style: .overFullScreen)
        let renderer = CairoRenderer()
        stage.present()
        stage.advance(30)
        let mid = try renderer.render(stage.window.renderTree())
        #expect(near(mid.rgba(20, 100), CAStage.aColor), "no backdrop: the presenter shows (no from view is handed over)")
        #expect(!near(mid.rgba(187, 303), CAStage.aColor), "under a dot")
        stage.advance(30)
        #expect(!stage.window.isTransitionRunning && stage.a.presentedViewController === stage.b)
        #expect(near(try renderer.render(stage.window.renderTree()).rgba(20, 100), CAStage.bColor))
        stage.dismiss()
        stage.advance(30)
        let back = try renderer.render(stage.window.renderTree())
        #expect(near(back.rgba(20, 100), CAStage.aColor), "B has faded out over A (no to view is handed over)")
        stage.advance(32)
        #expect(!stage.window.isTransitionRunning && stage.a.presentedViewController == nil && stage.b.view.window == nil)
        #expect(stage.window.layer.sublayers?.allSatisfy { !($0 is ReplicatorLayer) } ?? true)
        #expect(stage.window.transitionReports.isEmpty, "\(stage.window.transitionReports)")
    }

    // MARK: Interactive

    /// Frames where a scrub must show what playing shows; the morph's are in its first phase.
    nonisolated static let scrubFrames: [(String, [Int])] = [
        ("circularReveal", [5, 20, 41]), ("morph", [5, 20, 35]), ("cube", [6, 30, 50]),
    ]

    @Test(arguments: scrubFrames)
    func scrubbedFramesArePlayedFramesBitForBit(_ name: String, _ frames: [Int]) throws {
        var distinct = Set<[UInt8]>()
        for k in frames {
            let played = try CAStage(name)
            played.stage.present()
            played.stage.advance(k)
            let scrubbed = try CAStage(name, interactive: true)
            scrubbed.stage.present()
            scrubbed.interaction?.update(CGFloat(k) / 60)
            let expected = try played.picture()
            let actual = try scrubbed.picture()
            #expect(actual.pixels == expected.pixels, "\(name), frame \(k)")
            distinct.insert(actual.pixels)
        }
        #expect(distinct.count == frames.count, "each sampled frame is a different picture")
    }

    @Test(arguments: ["circularReveal", "morph", "cube", "loading"])
    func aFinishedScrubCompletesAsPlayed(_ name: String) throws {
        let played = try CAStage(name)
        played.stage.present()
        played.stage.advance(90)
        let s = try CAStage(name, interactive: true)
        s.stage.present()
        s.interaction?.update(0.3)
        s.stage.advance(2)
        s.interaction?.finish()
        s.stage.advance(90)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController === s.stage.b)
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
        #expect(try s.picture().pixels == played.picture().pixels, "\(name)")
    }

    @Test(arguments: ["circularReveal", "morph", "cube", "loading"])
    func aCancelledScrubRestoresTheFromScreen(_ name: String) throws {
        let s = try CAStage(name, interactive: true)
        let before = try s.picture()
        s.stage.present()
        s.interaction?.update(0.5)
        s.stage.advance(1)
        #expect(try s.picture().pixels != before.pixels)
        s.interaction?.cancel()
        s.stage.advance(90)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController == nil)
        #expect(s.stage.b.view.window == nil && s.stage.a.view.window === s.window)
        #expect(!s.button.isHidden && s.stage.a.view.layer.transform == .identity)
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
        #expect(try s.picture().pixels == before.pixels, "\(name): the from screen is back, pixel for pixel")
    }

    @Test(arguments: ["circularReveal", "morph", "cube", "loading"])
    func anInteractiveDismissalCancelsBackToThePresentedScreenThenFinishes(_ name: String) throws {
        let s = try CAStage(name)
        s.stage.present()
        s.stage.advance(80)
        let before = s.window.renderTree()
        let picture = try s.picture()
        let cancelled = Scrub()
        let finished = Scrub()
        let delegate = ScrubDelegate(s.stage.b.transitioningDelegate!.animationController(forDismissed: s.stage.b)!, cancelled)
        s.stage.b.transitioningDelegate = delegate
        s.stage.dismiss()
        cancelled.update(0.5)
        s.stage.advance(1)
        if name == "morph" {  // B fades out over the shape, which has B's colour: look at the opacity
            #expect(s.stage.b.view.layer.presentationProperties.opacity < 0.9)
        } else {
            #expect(try s.picture().pixels != picture.pixels)
        }
        cancelled.cancel()
        s.stage.advance(90)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController === s.stage.b)
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
        #expect(s.stage.a.view.window == nil && s.stage.b.view.layer.opacity == 1 && s.stage.b.view.layer.mask == nil)
        #expect(try s.picture().pixels == picture.pixels, "\(name): the presented screen is back, pixel for pixel")
        if name == "cube", let container = s.stage.container {
            // The cancel puts the container's unset background back to nil, not to clear.
            #expect(container.backgroundColor == nil)
        }
        #expect(s.window.renderTree() == before, "\(name): the same tree as before the dismissal")

        let again = ScrubDelegate(delegate.animator, finished)
        s.stage.b.transitioningDelegate = again
        s.stage.dismiss()
        finished.update(0.3)
        s.stage.advance(1)
        finished.finish()
        s.stage.advance(90)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController == nil)
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
        #expect(s.stage.a.view.window === s.window && s.stage.b.view.window == nil && !s.button.isHidden)
        #expect(near(try s.pixel(20, 100), CAStage.aColor))
    }

    // MARK: Registry

    @Test func curvesMustBeMediaTimingFunctions() throws {
        let registry = AnimatorRegistry.standard()
        let reveal = try #require(
            try registry.makeAnimator(named: "circularReveal", parameters: ["curve": "cubic-bezier(0.1, 0.2, 0.3, 1)"])
                as? CircularRevealAnimator)
        #expect(reveal.timingFunction == MediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 1))
        #expect(throws: AnimatorRegistryError.self) {
            try registry.makeAnimator(named: "cube", parameters: ["curve": "spring(1 100 10 0)"])
        }
        #expect(throws: AnimatorRegistryError.self) {
            try registry.makeAnimator(named: "circularReveal", parameters: ["center": "12"])
        }
        #expect(throws: AnimatorRegistryError.self) { try registry.makeAnimator(named: "morph", parameters: ["element": 3]) }
        #expect(throws: AnimatorRegistryError.self) { try registry.makeAnimator(named: "loading", parameters: ["dots": 7.5]) }
        let loading = try #require(try registry.makeAnimator(named: "loading") as? LoadingAnimator)
        #expect(loading.dots == 12 && loading.duration == 1.2 && loading.period == 1 && loading.color == Color(hex: 0x8E8E93))
    }
}

/// The morph's second phase is added from a completion block, after the
/// transition set up, so it is not on the transition's timeline.
@MainActor @Suite struct MorphSecondPhaseTests {
    @Test func aScrubPastTheFirstPhaseShowsTheShapeAndTheFadeRunsByTheClockAfterFinish() throws {
        let s = try CAStage("morph", interactive: true)
        s.stage.present()
        s.interaction?.update(0.8)  // past the first phase (0.65 of 1 s)
        s.stage.advance(1)
        let scrubbed = try s.picture()
        #expect(near(scrubbed.rgba(20, 100), CAStage.bColor), "the full-screen shape, in B's colour")
        #expect(s.stage.b.view.layer.presentationProperties.opacity == 0, "not the fade: the second phase has not started")
        s.interaction?.finish()
        s.stage.advance(2)
        #expect(
            s.stage.b.view.layer.animation(forKey: "fade") != nil,
            "the first phase ended as the transition ran on: the fade started")
        s.stage.advance(60)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController === s.stage.b)
        #expect(near(try s.pixel(20, 100), CAStage.bColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
    }

    @Test func aCancelPastTheFirstPhaseSkipsTheSecond() throws {
        let s = try CAStage("morph", interactive: true)
        s.stage.present()
        s.interaction?.update(0.9)
        s.stage.advance(1)
        s.interaction?.cancel()
        s.stage.advance(90)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController == nil && !s.button.isHidden)
        let corner = try s.pixel(20, 100)
        let button = try s.pixel(275, 608)
        #expect(near(corner, CAStage.aColor) && near(button, CAStage.buttonColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
    }
}

/// The loading spinner's pulse repeats for ever (`repeatCount = .infinity`):
/// an animation without an end cannot be bound to the transition's timeline,
/// so it runs by the clock even when added while an interactive transition
/// sets up. The fades and the spinner's own opacity follow the scrub; the
/// dots show where the clock has them. (Core Animation scrubs a UIKit
/// transition by the container layer's time, which would move the pulse too:
/// scrubbed frames differ from played ones inside the spinner only.)
@MainActor @Suite struct LoadingScrubTests {
    /// The spinner's square (72 points about the centre), with a point of margin.
    static let spinnerSquare = CGRect(x: 187.5 - 37, y: 333.5 - 37, width: 74, height: 74)

    /// The picture's pixels with the spinner's square blanked out.
    private func outsideTheSpinner(_ b: Bitmap) -> [UInt8] {
        var pixels = b.pixels
        let r = Self.spinnerSquare
        for y in Int(r.minY)..<Int(r.maxY) {
            for x in Int(r.minX)..<Int(r.maxX) {
                let i = (y * b.width + x) * 4
                pixels[i..<(i + 4)] = [0, 0, 0, 0]
            }
        }
        return pixels
    }

    /// The pixel at dot `i`'s centre.
    private func dot(_ i: Int, in b: Bitmap) -> [Int] {
        let angle = Double(i) * .pi / 6
        return b.rgba(Int((187.5 + 30 * sin(angle)).rounded(.down)), Int((333.5 - 30 * cos(angle)).rounded(.down)))
    }

    @Test(arguments: [10, 30, 50])
    func aScrubShowsThePlayedScreensButThePulseWhereTheClockHasIt(_ k: Int) throws {
        let played = try CAStage("loading", ["color": "#000000"])
        played.stage.present()
        played.stage.advance(k)
        let scrubbed = try CAStage("loading", ["color": "#000000"], interactive: true)
        scrubbed.stage.present()
        scrubbed.interaction?.update(CGFloat(k) / 60)
        let expected = try played.picture()
        let actual = try scrubbed.picture()
        #expect(outsideTheSpinner(actual) == outsideTheSpinner(expected), "frame \(k): the screens and the backdrop, bit for bit")
        #expect(actual.pixels != expected.pixels, "frame \(k): the dots differ")
        func spinner(_ s: CAStage) -> ReplicatorLayer? {
            s.stage.container?.layer.sublayers?.compactMap { $0 as? ReplicatorLayer }.first
        }
        let shown = try #require(spinner(scrubbed)).presentationProperties.opacity
        let playedOpacity = try #require(spinner(played)).presentationProperties.opacity
        #expect(
            shown > 0 && abs(shown - playedOpacity) < 1e-9,
            "frame \(k): the spinner's own opacity follows the scrub, \(shown) vs \(playedOpacity)")
        // The clock has not moved since the transition began: only dot 0 has begun its pulse (at full size).
        let first = dot(0, in: actual)
        #expect(first[0] < dot(0, in: expected)[0], "frame \(k): dot 0 at the top of its pulse, \(first)")
        if k >= 30 {  // over the white backdrop (A has faded out): the others rest small and faint
            for i in 1..<12 { #expect(dot(i, in: actual)[0] >= 200, "frame \(k): dot \(i) resting, \(dot(i, in: actual))") }
        }
    }

    @Test func theDotsPulseOnWhileTheScrubRestsThenTheSpinnerGoes() throws {
        let s = try CAStage("loading", ["color": "#000000"], interactive: true)
        s.stage.present()
        s.interaction?.update(0.5)
        let resting = try s.picture()
        #expect(near(dot(0, in: resting), [0, 0, 0, 255]), "dot 0 at full size and opacity")
        s.stage.advance(15)  // a quarter of a second by the clock, the percent unchanged
        let later = try s.picture()
        #expect(outsideTheSpinner(later) == outsideTheSpinner(resting))
        #expect(near(dot(0, in: later), [51, 51, 51, 255]), "dot 0 a quarter through its pulse: alpha 0.8, \(dot(0, in: later))")
        #expect(near(dot(2, in: later), [17, 17, 17, 255]), "dot 2 began 1/12 s ago: alpha 0.93, \(dot(2, in: later))")
        #expect(dot(4, in: later)[0] >= 200, "dot 4 has not begun, \(dot(4, in: later))")
        s.interaction?.finish()
        s.stage.advance(60)
        #expect(!s.window.isTransitionRunning && s.stage.a.presentedViewController === s.stage.b)
        #expect(s.window.layer.sublayers?.allSatisfy { !($0 is ReplicatorLayer) } ?? true)
        #expect(s.stage.container?.layer.sublayers?.allSatisfy { !($0 is ReplicatorLayer) } ?? true)
        #expect(near(try s.pixel(187, 333), CAStage.bColor))
        #expect(s.window.transitionReports.isEmpty, "\(s.window.transitionReports)")
    }
}
