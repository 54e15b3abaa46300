import Foundation
import Testing
import UIKit
import UIKitClientSwift6

import enum Flipbook.Accessibility
import enum Flipbook.SystemPreferences

/// Client subclasses written with UIKit's names override what UIKit lets them
/// override, and declare names UIKit's types do not have (a view's own
/// `cornerRadius`); Examples/UIKitClient/Swift5/OverridingViews.swift compiles
/// in both language modes, and these tests run it.
@MainActor @Suite struct UIKitOverrideTests {
    /// UIView has no `cornerRadius` (https://developer.apple.com/documentation/uikit/uiview):
    /// a subclass's own property compiles and reaches the layer
    /// (https://developer.apple.com/documentation/quartzcore/calayer/cornerradius).
    @Test func aViewsOwnCornerRadiusAndShadowPropertiesAreItsOwn() {
        let card = RoundedCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.cornerRadius = 12
        card.borderWidth = 2
        card.borderColor = .red
        card.shadowOpacity = 0.3
        card.shadowRadius = 6
        card.shadowOffset = CGSize(width: 0, height: 2)
        #expect(card.layer.cornerRadius == 12 && card.layer.borderWidth == 2)
        #expect(card.layer.shadowOpacity == 0.3 && card.layer.shadowRadius == 6 && card.layer.shadowOffset.height == 2)
        #expect(
            card.awoken == 0,
            "made in code: never awoken from a nib (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib())"
        )
        #expect(RoundedCardView.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
        #expect(card.safeAreaInsets.top == 12)
        let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 1)
        window.addSubview(card)
        #expect(Accessibility.performEscape(from: card) && card.superview == nil)
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/frame and
    /// https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:).
    @Test func aLayerSubclassesFrameAndCustomKeyOverridesAreCalled() {
        let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 1)
        let arc = ArcLayer()
        arc.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        window.layer.addSublayer(arc)
        #expect(arc.frames == [CGRect(x: 10, y: 10, width: 50, height: 50)])
        arc.fraction = 0.75
        _ = window.renderTree()
        #expect(arc.drawnFractions == [0.75])
        let animation = CABasicAnimation(keyPath: "fraction")
        animation.fromValue = CGFloat(0)
        animation.toValue = CGFloat(0.75)
        animation.duration = 0.5
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        arc.add(animation, forKey: "grow")
        window.tick(frames: 15)  // 0.25 s at 60 frames per second
        _ = window.renderTree()
        #expect(abs((arc.drawnFractions.last ?? -1) - 0.375) < 1e-9, "\(arc.drawnFractions)")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforscreenedgesdeferringsystemgestures,
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state.
    @Test func controllerAndRecognizerOverridesAreRead() {
        let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1)
        let container = ImmersiveContainer()
        window.rootViewController = container
        #expect(SystemPreferences.homeIndicatorAutoHidden(in: window))
        #expect(SystemPreferences.screenEdgesDeferringSystemGestures(in: window) == [.bottom, .top])
        let pan = makeTracingPan()
        container.view.addGestureRecognizer(pan)
        #expect(pan.view === container.view)
        pan.state = .began
        pan.state = .changed
        pan.state = .ended
        #expect(statesSeen(by: pan) == ["began", "changed", "ended"])
    }
}
