import Foundation
import Testing
import UIKit
import UIKitClientSwift5
import UIKitClientSwift6

/// Examples/UIKitClient: a card presentation written for iOS (`import UIKit`,
/// a custom animator, the app's own `PresentationController` subclass of
/// `UIPresentationController` and its own `Button` view, a
/// `UIPercentDrivenInteractiveTransition`, anchors, a `CABasicAnimation`),
/// compiled unchanged against the UIKit product in the Swift 5 and the Swift 6
/// language mode. Both builds must run the transition UIKit's way.
@MainActor @Suite struct UIKitClientTests {
    /// Either build of the example, behind one interface.
    @MainActor struct Flow {
        let window: UIWindow
        let present: () -> Void
        let dismiss: () -> Void
        let beginDrag: () -> Void
        let drag: (CGFloat) -> Void
        let endDrag: () -> Void
        let state: () -> State
        let keep: AnyObject

        init(_ f: UIKitClientSwift5.CardFlow) {
            window = f.window
            keep = f
            present = f.present
            dismiss = f.dismiss
            beginDrag = f.beginDrag
            drag = { f.drag(to: $0) }
            endDrag = f.endDrag
            state = {
                State(
                    isPresented: f.isPresented, cardFrame: f.cardFrame, drawnFrame: f.cardPresentationFrame,
                    drawnCenter: f.cardPresentationCenter,
                    drawnCornerRadius: f.cardPresentationCornerRadius, buttonFrame: f.buttonFrame,
                    headerFrame: f.headerFrame, dimmingAlpha: f.dimmingAlpha,
                    ownPresentationController: f.usesTheAppsPresentationController,
                    callbacks: f.presentationCallbacks, endings: f.animatorEndings,
                    lifeCycle: f.cardLifeCycle, completions: f.completions)
            }
        }

        init(_ f: UIKitClientSwift6.CardFlow) {
            window = f.window
            keep = f
            present = f.present
            dismiss = f.dismiss
            beginDrag = f.beginDrag
            drag = { f.drag(to: $0) }
            endDrag = f.endDrag
            state = {
                State(
                    isPresented: f.isPresented, cardFrame: f.cardFrame, drawnFrame: f.cardPresentationFrame,
                    drawnCenter: f.cardPresentationCenter,
                    drawnCornerRadius: f.cardPresentationCornerRadius, buttonFrame: f.buttonFrame,
                    headerFrame: f.headerFrame, dimmingAlpha: f.dimmingAlpha,
                    ownPresentationController: f.usesTheAppsPresentationController,
                    callbacks: f.presentationCallbacks, endings: f.animatorEndings,
                    lifeCycle: f.cardLifeCycle, completions: f.completions)
            }
        }
    }

    struct State {
        var isPresented: Bool
        var cardFrame: CGRect
        var drawnFrame: CGRect?
        var drawnCenter: CGPoint?
        var drawnCornerRadius: CGFloat?
        var buttonFrame: CGRect
        var headerFrame: CGRect
        var dimmingAlpha: CGFloat?
        var ownPresentationController: Bool
        var callbacks: [[String]]
        var endings: [[Bool]]
        var lifeCycle: [String]
        var completions: [String]
    }

    static let builds: [(String, @MainActor () -> Flow)] = [
        ("Swift 5", { Flow(UIKitClientSwift5.CardFlow()) }),
        ("Swift 6", { Flow(UIKitClientSwift6.CardFlow()) }),
    ]

    /// `frameOfPresentedViewInContainerView`: the 375 x 667 container inset by (120, 16, 40, 16).
    static let cardFrame = CGRect(x: 16, y: 120, width: 343, height: 507)

    func near(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    /// Presents and runs the 0.4 s (24-frame) transition to its end.
    func presented(_ make: @MainActor () -> Flow) -> Flow {
        let flow = make()
        flow.window.tick()
        flow.present()
        flow.window.tick(frames: 30)
        return flow
    }

    @Test func theAppsPresentationControllerAnimatorAndLayoutRunThePresentation() {
        for (mode, make) in Self.builds {
            let flow = make()
            flow.window.tick()
            flow.present()
            flow.window.tick()  // the animator runs: frame 0 of 24
            let start = flow.state()
            #expect(near(start.drawnFrame?.minY, 120 + 667), "\(mode): the card starts one container height down")
            flow.window.tick(frames: 12)
            let half = flow.state()
            #expect(near(half.drawnFrame?.minY, 120 + 667 / 2), "\(mode): half way (linear) at frame 12 of 24")
            #expect(
                near(half.drawnCornerRadius, 8, 1e-3),
                "\(mode): the CABasicAnimation (kCAMediaTimingFunctionEaseInEaseOut) is half way from 0 to 16")
            #expect(
                half.dimmingAlpha.map { $0 > 0.05 && $0 < 0.95 } == true,
                "\(mode): the dimming view fades in alongside (\(String(describing: half.dimmingAlpha)))")
            flow.window.tick(frames: 14)
            let end = flow.state()
            #expect(
                end.isPresented && end.ownPresentationController,
                "\(mode): presented through the app's own PresentationController class")
            #expect(
                end.cardFrame == Self.cardFrame && end.drawnFrame == Self.cardFrame,
                "\(mode): the card rests at frameOfPresentedViewInContainerView, \(end.cardFrame)")
            #expect(end.drawnCornerRadius == 16 && end.dimmingAlpha == 1)
            #expect(
                end.callbacks == [["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"]],
                "\(mode): \(end.callbacks)")
            #expect(end.endings == [[true]], "\(mode): animationEnded(true) once")
            #expect(end.lifeCycle == ["viewWillAppear", "viewDidAppear"], "\(mode): \(end.lifeCycle)")
            #expect(end.completions == ["presented"])
        }
    }

    @Test func filesImportingOnlyQuartzCoreOrCoreGraphicsWork() {
        let five = UIKitClientSwift5.CardFlow()
        let six = UIKitClientSwift6.CardFlow()
        for ring in [five.ring, six.ring] {
            #expect(ring.bounds == CGRect(x: 0, y: 0, width: 40, height: 40) && ring.scale == 0.5 && ring.hasPath)
        }
        for t in [five.tiltTransform(at: 1), six.tiltTransform(at: 1)] {
            let expected = CGAffineTransform(rotationAngle: .pi / 24).scaledBy(x: 0.9, y: 0.9)
            #expect(abs(t.a - expected.a) < 1e-12 && abs(t.b - expected.b) < 1e-12 && abs(t.c - expected.c) < 1e-12)
        }
    }

    @Test func anchorsLayOutTheAppsButtonInsideTheCardsMargins() {
        for (mode, make) in Self.builds {
            let end = presented(make).state()
            // Margins (12, 20, 20, 20) of the 343 x 507 card.
            #expect(
                end.buttonFrame == CGRect(x: 20, y: 507 - 20 - 50, width: 303, height: 50),
                "\(mode): leading/trailing/bottom to the margins guide, height 50: \(end.buttonFrame)")
            #expect(
                end.headerFrame == CGRect(x: (343 - 171.5) / 2, y: 12, width: 171.5, height: 6),
                "\(mode): half the width at priority 999, centred, under the top margin: \(end.headerFrame)")
        }
    }

    @Test func aDragPastHalfWayFinishesTheInteractiveDismissal() {
        for (mode, make) in Self.builds {
            let flow = presented(make)
            flow.beginDrag()
            flow.window.tick()
            flow.drag(300)  // 0.75 of the 400-point travel
            flow.window.tick()
            let dragged = flow.state()
            #expect(
                near(dragged.drawnCenter?.y, 120 + 507 / 2 + 0.75 * 667, 1e-3),
                "\(mode): the percent-driven timeline sits at 75 % (\(String(describing: dragged.drawnCenter)))")
            #expect(
                dragged.isPresented && dragged.cardFrame.minY > Self.cardFrame.minY,
                "\(mode): the model value is the dismissal's end while it runs")
            flow.endDrag()
            flow.window.tick(frames: 30)
            let end = flow.state()
            #expect(!end.isPresented, "\(mode): dismissed")
            #expect(
                end.callbacks.first?.suffix(2) == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"],
                "\(mode): \(end.callbacks)")
            #expect(end.endings == [[true], [true]], "\(mode): \(end.endings)")
            #expect(end.lifeCycle.last == "viewDidDisappear", "\(mode): \(end.lifeCycle)")
        }
    }

    @Test func aShortDragCancelsAndTheCardGoesBack() {
        for (mode, make) in Self.builds {
            let flow = presented(make)
            flow.beginDrag()
            flow.window.tick()
            flow.drag(100)  // 0.25
            flow.window.tick()
            flow.endDrag()
            flow.window.tick(frames: 30)
            let end = flow.state()
            #expect(end.isPresented, "\(mode): still presented")
            #expect(
                end.cardFrame == Self.cardFrame && end.drawnFrame == Self.cardFrame,
                "\(mode): back at its frame: \(String(describing: end.drawnFrame))")
            #expect(
                end.callbacks.first?.suffix(2) == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(false)"],
                "\(mode): \(end.callbacks)")
            #expect(end.endings == [[true], [false]], "\(mode): animationEnded(false) for the cancelled dismissal")
        }
    }

    @Test func aPlainDismissRunsTheAnimatorAndTheCompletion() {
        for (mode, make) in Self.builds {
            let flow = presented(make)
            flow.dismiss()
            flow.window.tick(frames: 30)
            let end = flow.state()
            #expect(!end.isPresented && end.completions == ["presented", "dismissed"], "\(mode): \(end.completions)")
            #expect(end.endings == [[true], [true]])
        }
    }
}
