import Flipbook
import Foundation
import Testing

/// The members UIKit lets subclasses override are declared in the classes
/// (a member declared in an extension cannot be overridden), and Flipbook
/// calls the override where UIKit would. Each test cites Apple's page.
@MainActor @Suite struct OverridePointsTests {
    // MARK: GestureRecognizer.state, delegate, view

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state:
    /// a subclass observing `state` sees the changes the touch machinery makes
    /// after arbitration (released when the double tap fails, failed when it wins).
    final class StateLoggingTap: TapGestureRecognizer {
        var seen: [GestureRecognizer.State] = []
        override var state: GestureRecognizer.State {
            didSet { seen.append(state) }
        }
    }

    @Test func aStateOverrideSeesEveryChangeTheMachineryMakes() throws {
        let window = Window(size: CGSize(width: 400, height: 400))
        let container = TouchProbe(frame: window.bounds)
        window.addSubview(container)
        let single = StateLoggingTap()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(single)
        container.addGestureRecognizer(double)
        single.require(toFail: double)
        try window.play(
            TouchScript(fingers: [
                tapFinger("one", at: CGPoint(x: 100, y: 100), down: 1, up: 3),
                tapFinger("two-a", at: CGPoint(x: 100, y: 100), down: 40, up: 42),
                tapFinger("two-b", at: CGPoint(x: 104, y: 102), down: 46, up: 48),
            ]))
        window.tick(frames: 25)
        // The lift asks for `ended` (the state reads `possible` while it waits);
        // 0.35 s later the double tap fails and the machinery releases it: `ended`.
        #expect(single.seen == [.possible, .ended], "\(single.seen)")
        window.tick(frames: 30)
        // The double tap wins at frame 48: the machinery fails the waiting single tap.
        #expect(single.seen.last == .failed && single.seen.filter { $0 == .failed }.count == 1, "\(single.seen)")
    }

    final class Refusing: NSObject, GestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            asked += 1
            return false
        }
    }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate:
    /// a subclass that supplies its delegate through an override is asked through it.
    final class OwnDelegateTap: TapGestureRecognizer {
        let own = Refusing()
        override var delegate: (any GestureRecognizerDelegate)? {
            get { own }
            set {}
        }
    }

    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view:
    /// a subclass overriding `view` is read through its override.
    final class ViewReadingTap: TapGestureRecognizer {
        var reads = 0
        override var view: View? {
            reads += 1
            return super.view
        }
        var attachedViewForTest: View? { super.view }
    }

    @Test func delegateAndViewOverridesAreWhatTheRecognizerUses() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let target = TouchProbe(frame: window.bounds)
        window.addSubview(target)
        var refusedFired = 0
        var readingFired = 0
        let refused = OwnDelegateTap(action: { _ in refusedFired += 1 })
        let reading = ViewReadingTap(action: { _ in readingFired += 1 })
        target.addGestureRecognizer(refused)
        target.addGestureRecognizer(reading)
        #expect(reading.view === target && reading.attachedViewForTest === target)
        let readsBefore = reading.reads
        try window.play(TouchScript(fingers: [tapFinger("t", at: CGPoint(x: 50, y: 50), down: 1, up: 3)]))
        window.tick(frames: 5)
        #expect(refused.own.asked == 1 && refusedFired == 0, "the override's delegate refused")
        #expect(readingFired == 1 && reading.reads > readsBefore, "recognised, reading the view through the override")
    }

    // MARK: Layer.frame, View.safeAreaInsets

    /// https://developer.apple.com/documentation/quartzcore/calayer/frame:
    /// a layer subclass's `frame` override hears the frames its view is given.
    final class FrameLoggingLayer: Layer {
        var frames: [CGRect] = []
        override var frame: CGRect { didSet { frames.append(frame) } }
    }
    final class LoggedView: View {
        override class func makeBackingLayer() -> Layer { FrameLoggingLayer() }
    }

    @Test func aViewSetsItsFrameThroughItsLayersFrameOverride() throws {
        let view = LoggedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = try #require(view.layer as? FrameLoggingLayer)
        view.frame = CGRect(x: 20, y: 30, width: 100, height: 50)
        #expect(layer.frames.last == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 50) && layer.position == CGPoint(x: 70, y: 55))
    }

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets:
    /// the safe-area layout guide follows an overriding view's insets.
    final class InsetView: View {
        override var safeAreaInsets: EdgeInsets { EdgeInsets(top: 30, left: 5, bottom: 10, right: 0) }
    }

    @Test func theSafeAreaGuideFollowsASafeAreaInsetsOverride() {
        let window = Window(size: CGSize(width: 200, height: 300))
        let host = InsetView(frame: window.bounds)
        window.addSubview(host)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: host.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: host.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: host.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: host.safeAreaLayoutGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 5, y: 30, width: 195, height: 260), "\(content.frame)")
    }

    // MARK: Layer.needsDisplay(forKey:) and a custom animatable property

    /// A layer with its own animatable key, as Core Animation code writes it
    /// (https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:)).
    final class ProgressLayer: Layer {
        var drawn: [CGFloat] = []
        var progress: CGFloat {
            get { value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" ? true : super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: GraphicsContext) {
            drawn.append(progress)
            ctx.setFillColor(.red)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    @Test func aCustomAnimatableKeyIsRedrawnEveryFrameWithTheAnimatedValue() {
        #expect(!Layer.needsDisplay(forKey: "opacity") && !Layer.needsDisplay(forKey: "progress"), "false by default")
        let window = Window(size: CGSize(width: 100, height: 20), scale: 1, clock: ManualClock(fps: 10))
        let bar = ProgressLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        window.layer.addSublayer(bar)
        bar.progress = 0
        #expect(bar.needsDisplay(), "setting a key the class redraws for asks for display")
        _ = window.renderTree()
        #expect(bar.drawn == [0])
        bar.progress = 1  // the model value, then an animation from 0, as Core Animation code does
        let animation = BasicAnimation(keyPath: "progress")
        animation.fromValue = CGFloat(0)
        animation.toValue = CGFloat(1)
        animation.duration = 1
        animation.timingFunction = MediaTimingFunction(name: .linear)
        bar.add(animation, forKey: "fill")
        bar.drawn = []
        for _ in 0..<5 {
            window.tick()
            _ = window.renderTree()
        }
        // Frames at 0.1 ... 0.5 s of a linear 1 s animation: drawn once each with the animated value.
        #expect(bar.drawn.count == 5)
        for (i, value) in bar.drawn.enumerated() {
            #expect(abs(value - CGFloat(i + 1) / 10) < 1e-9, "frame \(i + 1): \(bar.drawn)")
        }
        #expect(bar.progress == 1, "the model keeps its value")
        #expect(abs(((bar.presentation()?.value(forKey: "progress") as? CGFloat) ?? -1) - 0.5) < 1e-9)
        window.tick(frames: 10)
        bar.drawn = []
        _ = window.renderTree()
        #expect(bar.drawn == [1], "after the animation, one more drawing with the model value")
        _ = window.renderTree()
        #expect(bar.drawn == [1], "and no more")
    }

    // MARK: Controllers: home indicator and deferred screen edges

    final class Child: ViewController {
        override var prefersHomeIndicatorAutoHidden: Bool { true }
        override var preferredScreenEdgesDeferringSystemGestures: RectEdge { .bottom }
    }
    final class Container: ViewController {
        var delegates = true
        let child = Child()
        override var childForHomeIndicatorAutoHidden: ViewController? { delegates ? child : nil }
        override var childForScreenEdgesDeferringSystemGestures: ViewController? { delegates ? child : nil }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden and
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforscreenedgesdeferringsystemgestures:
    /// the system reads the child a container names.
    @Test func theSystemReadsTheChildAContainerNames() {
        let window = Window(size: CGSize(width: 200, height: 300))
        let container = Container()
        window.rootViewController = container
        container.addChild(container.child)
        #expect(SystemPreferences.homeIndicatorAutoHidden(in: window))
        #expect(SystemPreferences.screenEdgesDeferringSystemGestures(in: window) == .bottom)
        container.delegates = false
        #expect(!SystemPreferences.homeIndicatorAutoHidden(in: window))
        #expect(SystemPreferences.screenEdgesDeferringSystemGestures(in: window) == [])
    }

    // MARK: accessibilityPerformEscape, requiresConstraintBasedLayout, awakeFromNib

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape():
    /// VoiceOver's dismiss action reaches the popover from a control inside it.
    final class Popover: View {
        var escapes = 0
        override func accessibilityPerformEscape() -> Bool {
            escapes += 1
            removeFromSuperview()
            return true
        }
    }

    @Test func theEscapeActionTravelsUpToTheViewThatDismisses() {
        let window = Window(size: CGSize(width: 200, height: 200))
        let popover = Popover(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let button = View(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        popover.addSubview(button)
        window.addSubview(popover)
        #expect(!View().accessibilityPerformEscape(), "false by default")
        #expect(Accessibility.performEscape(from: button))
        #expect(popover.escapes == 1 && popover.superview == nil)
        #expect(!Accessibility.performEscape(from: window), "nothing on the chain dismisses")
    }

    final class ConstraintBased: View {
        var updates = 0
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }
    final class Plain: View {
        var updates = 0
        var awoken = 0
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            awoken += 1
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/requiresconstraintbasedlayout:
    /// such a view gets `updateConstraints()` with no constraint in the window;
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib():
    /// a view made in code is never sent `awakeFromNib()`.
    @Test func constraintBasedViewsUpdateConstraintsAndCodeMadeViewsNeverAwakeFromNib() {
        #expect(!View.requiresConstraintBasedLayout && ConstraintBased.requiresConstraintBasedLayout)
        let window = Window(size: CGSize(width: 200, height: 200))
        let based = ConstraintBased(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let plain = Plain(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        window.addSubview(based)
        window.addSubview(plain)
        window.layoutIfNeeded()
        window.tick(frames: 2)
        #expect(based.updates == 1 && plain.updates == 0)
        #expect(plain.awoken == 0)
    }
}
