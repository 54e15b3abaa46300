import Foundation
import Testing

@testable import Flipbook

@MainActor private final class ActionDelegate: LayerDelegate {
    let answer: (any Action)?
    init(_ answer: (any Action)?) { self.answer = answer }
    func action(for layer: Layer, forKey event: String) -> (any Action)? { answer }
}

/// Core Animation's implicit machinery as Apple documents it, on standalone
/// layers of a 64 fps window (exact binary times).
@MainActor @Suite struct ImplicitMachineryTests {
    /// A standalone 20-point layer that has been in the window since an earlier tick.
    private func settledLayer() -> (Window, Layer) {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 64))
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.layer.addSublayer(layer)
        window.tick()
        return (window, layer)
    }

    private func withoutActions(_ body: () -> Void) {
        Transaction.begin()
        Transaction.setDisableActions(true)
        body()
        Transaction.commit()
    }

    /// "animationDuration … the default duration, in seconds, for animations
    /// triggered within the transaction group"; `animationTimingFunction`
    /// likewise (https://developer.apple.com/documentation/quartzcore/catransaction/setanimationduration(_:)).
    @Test func aTransactionsDurationAndTimingFunctionReachImplicitAnimations() {
        let (window, layer) = settledLayer()
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setAnimationTimingFunction(MediaTimingFunction(name: .linear))
        layer.opacity = 0
        Transaction.commit()
        #expect(layer.animation(forKey: "opacity")?.duration == 1)
        window.tick(frames: 32)
        #expect(layer.presentationProperties.opacity == 0.5)
    }

    @Test func theDefaultImplicitAnimationIsAQuarterSecond() {
        let (window, layer) = settledLayer()
        layer.opacity = 0.5
        window.tick(frames: 8)  // 125 ms of 250
        #expect(layer.presentationProperties.opacity == 0.75)
        window.tick(frames: 8)
        #expect(layer.animation(forKey: "opacity") == nil)
    }

    /// `action(forKey:)` searches the delegate, then `actions`, then the
    /// class; `NSNull` ends the search with no action
    /// (https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:),
    /// https://developer.apple.com/documentation/quartzcore/calayerdelegate/action(for:forkey:)).
    @Test func actionsComeFromTheDelegateThenTheActionsDictionaryAndNSNullDisables() {
        let slow = BasicAnimation(keyPath: "opacity")
        slow.duration = 2
        let (windowFromDictionary, fromDictionary) = settledLayer()
        fromDictionary.actions = ["opacity": slow]
        fromDictionary.opacity = 0
        #expect(fromDictionary.animation(forKey: "opacity")?.duration == 2)

        let (windowDisabled, disabled) = settledLayer()
        disabled.actions = ["opacity": NSNull()]
        disabled.opacity = 0
        #expect(disabled.animation(forKey: "opacity") == nil)

        let (windowFromDelegate, fromDelegate) = settledLayer()
        let delegate = ActionDelegate(slow)
        fromDelegate.delegate = delegate
        fromDelegate.actions = ["opacity": NSNull()]  // the delegate's answer wins
        fromDelegate.opacity = 0
        #expect(fromDelegate.animation(forKey: "opacity")?.duration == 2)

        let (windowDelegateDisables, delegateDisables) = settledLayer()
        let none = ActionDelegate(NSNull())
        delegateDisables.delegate = none
        delegateDisables.opacity = 0
        #expect(delegateDisables.animation(forKey: "opacity") == nil)
        // (A layer animates implicitly only while in a window: keep them.)
        withExtendedLifetime([windowFromDictionary, windowDisabled, windowFromDelegate, windowDelegateDisables]) {}
    }

    /// The interpolation table of `CABasicAnimation`: a missing end comes
    /// from the layer's current presentation value
    /// (https://developer.apple.com/documentation/quartzcore/cabasicanimation).
    @Test(
        arguments: [
            ("from", 0.0, nil, nil, 25.0),  // from 0 to the current 50
            ("to", nil, 150.0, nil, 100.0),  // from the current 50 to 150
            ("by", nil, nil, 100.0, 100.0),  // from 50 to 50 + 100
            ("from+by", 0.0, nil, 40.0, 20.0),  // from 0 to 40
            ("by+to", nil, 100.0, 40.0, 80.0),  // from 60 to 100
        ] as [(String, Double?, Double?, Double?, Double)])
    func basicAnimationsFollowTheInterpolationTable(
        _ name: String, from: Double?, to: Double?, by: Double?,
        halfway: Double
    ) {
        let (window, layer) = settledLayer()
        withoutActions { layer.position = CGPoint(x: 50, y: 50) }
        let a = BasicAnimation(keyPath: "position.x")
        a.fromValue = from
        a.toValue = to
        a.byValue = by
        a.duration = 1
        a.timingFunction = MediaTimingFunction(name: .linear)
        layer.add(a, forKey: "move")
        window.tick(frames: 32)
        #expect(layer.presentationProperties.position.x == CGFloat(halfway), "\(name)")
    }

    /// `isAdditive`: "the value specified by the animation is added to the
    /// current render tree value"
    /// (https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive).
    @Test func anAdditiveAnimationAddsToTheModelValue() {
        let (window, layer) = settledLayer()
        withoutActions { layer.position = CGPoint(x: 50, y: 50) }
        let a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 10
        a.duration = 1
        a.isAdditive = true
        a.timingFunction = MediaTimingFunction(name: .linear)
        layer.add(a, forKey: "nudge")
        window.tick(frames: 32)
        #expect(layer.presentationProperties.position.x == 55)
    }

    /// With `isRemovedOnCompletion` false the animation stays on the layer
    /// after it ends, and a forwards fill holds its final value
    /// (https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion,
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/forwards).
    @Test func aForwardsFilledAnimationNotRemovedOnCompletionStaysAndHolds() {
        let (window, layer) = settledLayer()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.25
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        window.tick(frames: 64)
        #expect(layer.animation(forKey: "fade") != nil)
        #expect(layer.animationKeys() == ["fade"])
        #expect(layer.presentationProperties.opacity == 0.25)
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animation(forKey: "fade") == nil)
        #expect(layer.presentationProperties.opacity == 1)
    }

    /// "Unlike most animatable properties, path … does not support implicit
    /// animation" (https://developer.apple.com/documentation/quartzcore/cashapelayer/path).
    @Test func aShapeLayersPathChangesWithoutAnimation() {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 64))
        let shape = ShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        window.layer.addSublayer(shape)
        window.tick()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        #expect(shape.animationKeys() == nil)
    }
}
