import Foundation
import Testing

@testable import Flipbook

/// Records what an animation's delegate hears.
private final class DelegateLog: AnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: Animation) { events.append("start") }
    func animationDidStop(_ anim: Animation, finished flag: Bool) { events.append("stop \(flag)") }
}

/// Explicit animations added to layers, layer time, transactions, implicit
/// actions and display links, against a 64 fps window (exact binary times).
@MainActor
@Suite struct LayerAnimationEngineTests {
    private func window() -> Window {
        Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 64))
    }

    private func standalone(in window: Window) -> Layer {
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.layer.addSublayer(layer)
        return layer
    }

    @Test func aBasicAnimationChangesThePresentationOnlyAndEndsOnTime() {
        let w = window()
        let layer = standalone(in: w)
        let log = DelegateLog()
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.delegate = log
        layer.add(move, forKey: "move")
        move.toValue = 500  // the layer holds a copy
        #expect(layer.animationKeys() == ["move"])
        w.tick(frames: 16)  // 0.25 s
        #expect(layer.presentationProperties.position.x == 25)
        #expect(layer.presentation()?.position.x == 25)
        #expect(layer.position.x == 10)  // the model is untouched
        #expect(log.events == ["start"])
        w.tick(frames: 47)
        #expect(layer.presentationProperties.position.x == 98.4375)  // 63/64 of the way
        w.tick()
        #expect(log.events == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentationProperties.position.x == 10)
    }

    @Test func removingStopsUnfinishedAndReplacingAKeyStopsTheOldOne() {
        let w = window()
        let layer = standalone(in: w)
        let first = DelegateLog()
        let second = DelegateLog()
        let a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        a.delegate = first
        layer.add(a, forKey: "fade")
        w.tick()
        let b = BasicAnimation(keyPath: "opacity")
        b.fromValue = 1
        b.toValue = 0
        b.duration = 1
        b.delegate = second
        layer.add(b, forKey: "fade")
        #expect(first.events == ["start", "stop false"])
        layer.removeAnimation(forKey: "fade")
        #expect(second.events == ["stop false"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func fillModeForwardsHoldsTheEndWhenNotRemoved() {
        let w = window()
        let layer = standalone(in: w)
        let a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 1
        a.toValue = 0.25
        a.duration = 0.5
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "hold")
        w.tick(frames: 64)
        #expect(layer.presentationProperties.opacity == 0.25)
        #expect(layer.opacity == 1)
        #expect(layer.animationKeys() == ["hold"])
    }

    @Test func aLaterBeginTimeWaitsAndBackwardsFillShowsTheStart() {
        let w = window()
        let layer = standalone(in: w)
        w.tick(frames: 8)
        let a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        a.beginTime = CurrentMediaTime() + 0.5
        layer.add(a, forKey: nil)
        w.tick(frames: 16)
        #expect(layer.presentationProperties.opacity == 1)  // not begun, no fill: the model
        a.fillMode = .backwards  // the layer's copy is unchanged
        let b = BasicAnimation(keyPath: "cornerRadius")
        b.fromValue = 4
        b.toValue = 8
        b.duration = 1
        b.fillMode = .backwards
        b.beginTime = CurrentMediaTime() + 0.5
        layer.add(b, forKey: nil)
        #expect(layer.presentationProperties.cornerRadius == 4)
        w.tick(frames: 48)  // 0.25 s into b
        #expect(layer.presentationProperties.cornerRadius == 5)
        #expect(layer.presentationProperties.opacity == 0.5)  // a began at 0.625 s: 0.5 s in
    }

    @Test func aPausedLayerHoldsItsAnimationsAtTheTimeOffset() {
        let w = window()
        let layer = standalone(in: w)
        let a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        layer.add(a, forKey: "fade")
        // The interactive idiom: speed 0, then timeOffset = p * duration.
        layer.speed = 0
        layer.timeOffset = 0.75
        w.tick(frames: 200)
        #expect(layer.presentationProperties.opacity == 0.75)
        #expect(layer.animationKeys() == ["fade"])  // a paused animation never ends
        // Resuming: speed 1 with beginTime so that local time continues from 0.75.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CurrentMediaTime(), from: nil) - paused
        #expect(layer.presentationProperties.opacity == 0.75)
        w.tick(frames: 8)
        #expect(layer.presentationProperties.opacity == 0.875)
        w.tick(frames: 8)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aSublayerFollowsItsParentsTime() {
        let w = window()
        let parent = standalone(in: w)
        let child = Layer()
        parent.addSublayer(child)
        parent.speed = 2
        let a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        child.add(a, forKey: nil)
        w.tick(frames: 16)  // 0.25 s of the window is 0.5 s of the parent's time
        #expect(child.presentationProperties.opacity == 0.5)
        #expect(child.convertTime(1, to: nil) - child.convertTime(0, to: nil) == 0.5)
    }

    @Test func groupsAndKeyframesAndSubKeyPathsApply() {
        let w = window()
        let layer = standalone(in: w)
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        let grow = KeyframeAnimation(keyPath: "bounds.size.width")
        grow.values = [20, 60, 40]
        grow.keyTimes = [0, 0.5, 1]
        spin.duration = 1
        grow.duration = 1  // children default to 0.25 s, not to the group's duration
        let group = AnimationGroup()
        group.animations = [spin, grow]
        group.duration = 1
        layer.add(group, forKey: "both")
        w.tick(frames: 32)
        let p = layer.presentationProperties
        #expect(p.bounds.width == 60)
        let angle = atan2(Double(p.transform.m12), Double(p.transform.m11))
        #expect(abs(angle - .pi / 2) < 1e-9)
        #expect(layer.animation(forKey: "both") is AnimationGroup)
    }

    @Test func aTransactionCompletionWaitsForItsAnimationsAndAnimationBlocks() {
        let w = window()
        let layer = standalone(in: w)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(view)
        var done: [Double] = []
        Transaction.begin()
        Transaction.setCompletionBlock { done.append(w.time) }
        let a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 0.5
        layer.add(a, forKey: nil)
        View.animate(withDuration: 0.75, animations: { view.alpha = 0 })
        Transaction.commit()
        #expect(done.isEmpty)
        w.tick(frames: 32)
        #expect(done.isEmpty)  // the layer animation ended; the animation block has not
        w.tick(frames: 16)
        #expect(done == [0.75])
        // No animation: the block runs at commit.
        var immediate = false
        Transaction.begin()
        Transaction.setCompletionBlock { immediate = true }
        Transaction.commit()
        #expect(immediate)
        // A commit without a begin is reported, not fatal.
        let reported = Diagnostics.collect { Transaction.commit() }
        #expect(reported.map(\.code) == ["transaction.unbalancedCommit"])
    }

    @Test func standaloneLayersAnimateImplicitlyAndViewLayersDoNot() {
        let w = window()
        let layer = standalone(in: w)
        layer.opacity = 0.5  // added in this tick: no animation
        #expect(layer.animationKeys() == nil)
        w.tick()
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        w.tick(frames: 8)  // 0.125 s of the default 0.25 s, linear
        #expect(layer.presentationProperties.opacity == 0.25)
        w.tick(frames: 8)
        #expect(layer.animationKeys() == nil)
        // Disabled by the transaction, by actions, or by performWithoutAnimation.
        Transaction.begin()
        Transaction.setDisableActions(true)
        layer.opacity = 1
        Transaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.animationKeys() == nil)
        View.performWithoutAnimation { layer.cornerRadius = 3 }
        #expect(layer.animationKeys() == nil)
        // A transaction's duration shapes them.
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        layer.backgroundColor = .red
        Transaction.commit()
        #expect(layer.animation(forKey: "backgroundColor")?.duration == 1)
        // A view's own layer never animates implicitly.
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(view)
        w.tick()
        view.layer.opacity = 0
        #expect(view.layer.animationKeys() == nil)
        // Shape layer keys too.
        let shape = ShapeLayer()
        w.layer.addSublayer(shape)
        w.tick()
        shape.strokeEnd = 0.5
        #expect(shape.animationKeys() == ["strokeEnd"])
    }

    /// "Unlike most animatable properties, path (as with all CGPath animatable
    /// properties) does not support implicit animation"
    /// (developer.apple.com/documentation/quartzcore/cashapelayer/path; the same
    /// sentence is on CALayer.shadowPath). An explicit action still runs.
    @Test func pathsChangeWithoutImplicitAnimation() {
        let w = window()
        let shape = ShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        w.layer.addSublayer(shape)
        w.tick()
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        shape.path = circle
        shape.shadowPath = circle
        #expect(shape.animationKeys() == nil)
        #expect(shape.presentation()?.path == circle)
        // Other keys of the same layer still animate implicitly.
        shape.fillColor = Color.red.cgColor
        #expect(shape.animationKeys() == ["fillColor"])
        // An action from `actions` runs for a path too.
        let explicit = BasicAnimation(keyPath: "path")
        explicit.duration = 0.5
        shape.actions = ["path": explicit]
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        #expect(shape.animationKeys()?.contains("path") == true)
    }

    @Test func animationKeysShowWhatAnAnimationBlockAdded() {
        let w = window()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(view)
        View.animate(
            withDuration: 1,
            animations: {
                view.alpha = 0
                view.center = CGPoint(x: 50, y: 50)
            })
        #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "position"])
        let described = view.layer.animation(forKey: "opacity") as? BasicAnimation
        #expect(described?.duration == 1)
        view.layer.removeAllAnimations()
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentationProperties.opacity == 0)
    }

    @Test func aDisplayLinkRunsOnEveryTickWithTheWindowClock() {
        let w = window()
        var stamps: [Double] = []
        let link = DisplayLink { link in stamps.append(link.timestamp) }
        link.add(to: .main, forMode: .common)
        w.tick(frames: 3)
        let expected: [Double] = [1, 2, 3].map { $0 / 64 }
        #expect(stamps == expected)
        let target: Double = 4.0 / 64
        let frame: Double = 1.0 / 64
        #expect(link.targetTimestamp == target)
        #expect(link.duration == frame)
        link.isPaused = true
        w.tick()
        link.isPaused = false
        link.preferredFramesPerSecond = 32
        w.tick(frames: 4)
        #expect(stamps.count == 5)  // every other frame
        link.invalidate()
        w.tick(frames: 4)
        #expect(stamps.count == 5)
        #expect(CurrentMediaTime() == w.time)
    }

    @Test func addingAnAnimationWithoutAKeyPathIsReported() {
        let w = window()
        let layer = standalone(in: w)
        let reported = Diagnostics.collect {
            layer.add(BasicAnimation(keyPath: "frame"), forKey: "f")
            layer.add(BasicAnimation(), forKey: "g")
        }
        #expect(reported.map(\.code) == ["animation.badKeyPath", "animation.badKeyPath"])
        #expect(layer.animationKeys() == nil)
    }

    /// An action found in `actions` (or given by the delegate or the class) is the
    /// caller's object: running it adds a copy and leaves it as it was. It used to
    /// get the first change's start value written into its `fromValue`, so every
    /// later change animated from that stale value.
    @Test func runningAnActionLeavesTheCallersAnimationAsItWas() {
        let w = window()
        let layer = standalone(in: w)
        let fade = BasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.actions = ["opacity": fade]
        w.tick()
        layer.opacity = 0.5  // 1 -> 0.5
        #expect(fade.fromValue == nil)
        w.tick(frames: 64)
        #expect(layer.animationKeys() == nil)
        layer.opacity = 0  // 0.5 -> 0, not 1 -> 0
        w.tick(frames: 32)
        #expect(layer.presentationProperties.opacity == 0.25)
    }
}

/// Layer geometry helpers.
@MainActor
@Suite struct LayerGeometryTests {
    @Test func pointsConvertBetweenLayersAndHitTestingFindsTheFrontmost() {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let a = Layer()
        a.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(a)
        let b = Layer()
        b.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        a.addSublayer(b)
        #expect(b.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 65, y: 65))
        #expect(root.convert(CGPoint(x: 65, y: 65), to: b) == CGPoint(x: 5, y: 5))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: nil) == CGRect(x: 60, y: 60, width: 20, height: 20))
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === b)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === a)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5)) == nil)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === a)
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.transform = Transform3D(scaleX: 2, y: 2, z: 1)  // about the centre (50, 50)
        #expect(a.convert(CGPoint(x: 100, y: 100), to: root) == CGPoint(x: 150, y: 150))
    }
}

/// Key-value coding on layers, as Core Animation code uses it.
@MainActor
@Suite struct LayerKeyValueTests {
    @Test func keyPathsReadAndWriteFieldsOfProperties() {
        let layer = Layer()
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(abs((angle ?? 0) - .pi / 2) < 1e-12)
        layer.setValue(40, forKeyPath: "position.x")
        #expect(layer.position.x == 40)
        layer.setValue(0.25, forKey: "opacity")
        #expect(layer.opacity == 0.25)
        #expect(layer.value(forKey: "bounds") as? CGRect == .zero)
        // Keys the layer does not have are stored, as Core Animation's layers do.
        layer.setValue("card", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "card")
        // A value of the wrong kind is reported and ignored.
        let reported = Diagnostics.collect { layer.setValue("wide", forKeyPath: "position.x") }
        #expect(reported.map(\.code) == ["layer.badValue"])
        #expect(layer.position.x == 40)
        // Shape layer keys.
        let shape = ShapeLayer()
        shape.setValue(0.5, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.5)
        shape.setValue(CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), forKey: "path")
        #expect((shape.value(forKey: "path") as? CGPath)?.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func settingAKeyInsideAnAnimationBlockAnimatesAViewLayer() {
        let w = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 64))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(view)
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                view.layer.setValue(0, forKey: "opacity")
            })
        w.tick(frames: 16)
        #expect(view.layer.presentationProperties.opacity == 0.75)
    }
}

/// Springs, paths and path-following keyframes on layers.
@MainActor
@Suite struct LayerAnimationKindsTests {
    @Test func aSpringAnimationOnALayerFollowsTheEnginesSpring() {
        let w = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 64))
        let layer = Layer()
        w.layer.addSublayer(layer)
        let spring = SpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.mass = 1
        spring.stiffness = 200
        spring.damping = 12
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "bounce")
        let curve = TimingCurve.spring(mass: 1, stiffness: 200, damping: 12)
        for frames in [8, 8, 16] {
            w.tick(frames: frames)
            let t = w.time
            let expected = 100 * curve.progress(fraction: t / 1, duration: 1)
            #expect(abs(Double(layer.presentationProperties.position.x) - expected) < 1e-9, "at \(t) s")
        }
    }

    @Test func aPathAnimationMixesPointsAndAKeyframePathTurnsTheLayer() {
        let w = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 64))
        let shape = ShapeLayer()
        w.layer.addSublayer(shape)
        let small = CGPath(rect: CGRect(x: 40, y: 40, width: 20, height: 20))
        let large = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grow = BasicAnimation(keyPath: "path")
        grow.fromValue = small
        grow.toValue = large
        grow.duration = 1
        shape.add(grow, forKey: nil)
        w.tick(frames: 32)
        let mid = shape.presentation()?.path?.boundingBox
        #expect(mid == CGRect(x: 20, y: 20, width: 60, height: 60))

        let mover = Layer()
        w.layer.addSublayer(mover)
        let route = CGMutablePath()
        route.move(to: CGPoint(x: 0, y: 0))
        route.addLine(to: CGPoint(x: 0, y: 100))  // straight down: a tangent of π/2
        let follow = KeyframeAnimation(keyPath: "position")
        follow.path = route
        follow.rotationMode = .rotateAuto
        follow.duration = 1
        mover.add(follow, forKey: nil)
        w.tick(frames: 16)
        let p = mover.presentationProperties
        #expect(p.position == CGPoint(x: 0, y: 25))
        let angle = atan2(Double(p.transform.m12), Double(p.transform.m11))
        #expect(abs(angle - .pi / 2) < 1e-9)
    }
}

/// A cancelled interactive transition puts values back exactly.
@MainActor
@Suite struct CancelRestoresAbsentValuesTests {
    private final class Animator: ViewControllerAnimatedTransitioning {
        let badge: View
        let shape: ShapeLayer
        init(badge: View, shape: ShapeLayer) {
            self.badge = badge
            self.shape = shape
        }
        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let toView = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(toView)
            badge.backgroundColor = .red
            shape.strokeColor = Color.blue.cgColor
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))
            View.animate(
                withDuration: 1, animations: { toView.alpha = 0.5 },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    private final class Delegate: ViewControllerTransitioningDelegate {
        let animator: Animator
        let interaction = PercentDrivenInteractiveTransition()
        init(animator: Animator) { self.animator = animator }
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
            -> (any ViewControllerInteractiveTransitioning)?
        { interaction }
    }

    @Test func nilColoursAndPathsComeBackAsNil() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 64))
        let a = ViewController()
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = ShapeLayer()
        a.view.addSubview(badge)
        a.view.layer.addSublayer(shape)
        window.rootViewController = a
        window.tick()
        #expect(badge.backgroundColor == nil && shape.strokeColor == nil && shape.path == nil)
        let delegate = Delegate(animator: Animator(badge: badge, shape: shape))
        let b = ViewController()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        delegate.interaction.update(0.5)
        window.tick()
        #expect(badge.backgroundColor == .red)
        delegate.interaction.cancel()
        window.tick(frames: 90)
        #expect(a.presentedViewController == nil)
        #expect(badge.backgroundColor == nil)
        #expect(shape.strokeColor == nil)
        #expect(shape.path == nil)
    }
}

/// An explicit animation with a begin time ahead (`beginTime =
/// CurrentMediaTime() + delay`, `fillMode = .backwards`), added while an
/// interactive transition sets up, stays on the transition's timeline until
/// its own end, delay included, not for its duration from the add.
@MainActor
@Suite struct DelayedBoundAnimationTests {
    private final class Animator: ViewControllerAnimatedTransitioning {
        var completedAt: Double?
        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let toView = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(toView)
            Transaction.begin()
            Transaction.setCompletionBlock { [self] in
                completedAt = CurrentMediaTime()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            let fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.beginTime = CurrentMediaTime() + 0.6
            fade.duration = 0.4
            fade.fillMode = .backwards
            toView.layer.add(fade, forKey: "fade")
            Transaction.commit()
        }
    }

    private final class Delegate: ViewControllerTransitioningDelegate {
        let animator = Animator()
        let interaction = PercentDrivenInteractiveTransition()
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
            -> (any ViewControllerInteractiveTransitioning)?
        { interaction }
    }

    @Test func theDelayedFadeRunsToTheTransitionsEnd() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 10))
        let a = ViewController()
        window.rootViewController = a
        window.tick()
        let delegate = Delegate()
        let b = ViewController()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        let start = window.clock.time
        delegate.interaction.update(0.5)
        #expect(b.view.layer.presentationProperties.opacity == 0, "before its begin time")
        delegate.interaction.update(0.8)
        #expect(abs(b.view.layer.presentationProperties.opacity - 0.5) < 1e-9, "half way through it")
        delegate.interaction.update(0.3)
        window.tick()
        delegate.interaction.finish()
        window.tick(frames: 2)  // past 0.4 s (the fade's duration from the add), where it used to end the fade
        #expect(b.view.layer.animation(forKey: "fade") != nil && delegate.animator.completedAt == nil)
        #expect(window.isTransitionRunning && b.view.layer.presentationProperties.opacity < 0.5)
        window.tick(frames: 20)
        #expect(!window.isTransitionRunning && a.presentedViewController === b)
        #expect((delegate.animator.completedAt ?? 0) - start > 0.5, "completed when the transition's timeline ended")
        #expect(window.transitionReports.isEmpty, "\(window.transitionReports)")
    }
}
