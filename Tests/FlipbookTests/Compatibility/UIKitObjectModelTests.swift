import Foundation
import Testing

@testable import Flipbook

/// UIKit's classes are NSObject subclasses with UIKit's initializers; these
/// tests pin the parts UIKit code relies on.
@MainActor @Suite struct UIKitObjectModelTests {
    final class CardView: View {
        var setUpCount = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            setUpCount += 1
        }
        required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class DetailController: ViewController {
        let item: Int
        init(item: Int) {
            self.item = item
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func equalityIsIdentityAndSetsWork() {
        let a = View()
        let b = View()
        #expect(a == a && a != b)
        #expect(a.isEqual(a) && !a.isEqual(b))
        let set: Set<View> = [a, b, a]
        #expect(set.count == 2 && set.contains(a))
        let c1 = ViewController()
        let c2 = ViewController()
        #expect(c1 != c2 && c1 == c1)
        #expect([c1, c2].firstIndex(of: c2) == 1, "== between controllers, as firstIndex(of:) needs")
        let layers: Set<Layer> = [a.layer, b.layer]
        #expect(layers.count == 2)
        #expect(a.hash == a.hash && a.hashValue == a.hashValue)
        #expect(a.description.contains("View"), "NSObject's description names the class: \(a.description)")
    }

    @Test func aSubclassOverridingInitFrameIsMadeByItsEmptyInitializer() {
        let card = CardView()
        #expect(card.setUpCount == 1, "init() goes through the overridden init(frame:), as UIView's does")
        #expect(card.frame == .zero)
        let framed = CardView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(framed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func controllersHaveUIKitsInitializers() {
        let detail = DetailController(item: 7)
        #expect(detail.item == 7 && detail.nibName == nil && detail.nibBundle == nil)
        let named = ViewController(nibName: "Detail", bundle: nil)
        #expect(named.nibName == "Detail")
        let nav = NavigationController(rootViewController: detail)
        #expect(nav.viewControllers == [detail])
    }

    @Test func theViewIsImplicitlyUnwrappedAndLoadsOnDemand() {
        let controller = ViewController()
        #expect(!controller.isViewLoaded)
        guard let view = controller.view else {
            Issue.record("guard let view = controller.view must give the loaded view")
            return
        }
        #expect(controller.isViewLoaded && view === controller.view)
        controller.view = nil
        #expect(!controller.isViewLoaded, "setting nil unloads the view")
        #expect(controller.view !== view, "the next read loads a new one")
    }

    @Test func theDefaultViewIsAsLargeAsTheScreen() {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 2)
        window.makeKeyAndVisible()
        #expect(Screen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(Screen.main.scale == 2 && Screen.main.nativeBounds.size == CGSize(width: 640, height: 960))
        let controller = ViewController()
        #expect(
            controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480),
            "a plain controller's loadView makes a view of the screen's size, not a zero-sized one")
    }

    @Test func theApplicationKnowsItsWindowsAndTheKeyOne() {
        let first = Window(size: CGSize(width: 100, height: 100))
        let second = Window(size: CGSize(width: 200, height: 100))
        #expect(Application.shared.windows.contains(first) && Application.shared.windows.contains(second))
        first.makeKey()
        #expect(Application.shared.keyWindow === first && first.isKeyWindow && !second.isKeyWindow)
        #expect(Screen.main === first.screen && first.screen.bounds.width == 100)
        second.makeKeyAndVisible()
        #expect(Application.shared.keyWindow === second && Screen.main.bounds.width == 200)
        #expect(Application.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test func aScreenFollowsItsWindowsSize() {
        let window = Window(size: CGSize(width: 300, height: 600))
        window.resize(to: CGSize(width: 600, height: 300), duration: 0)
        window.tick()
        #expect(window.screen.bounds.size == CGSize(width: 600, height: 300))
    }

    @Test func aWindowIsMadeFromTheScreenBounds() {
        let first = Window(size: CGSize(width: 375, height: 667), scale: 3)
        first.makeKey()
        let window = Window(frame: Screen.main.bounds)
        #expect(window.bounds.size == CGSize(width: 375, height: 667) && window.scale == 3)
    }

    @Test func nestedUIKitNamesAreTheSameTypes() {
        #expect(View.AnimationOptions.self == AnimationOptions.self && View.ContentMode.self == ContentMode.self)
        #expect(View.AnimationCurve.self == AnimationCurve.self && View.AutoresizingMask.self == AutoresizingMask.self)
        #expect(View.KeyframeAnimationOptions.self == KeyframeAnimationOptions.self)
        #expect(
            GestureRecognizer.State.began.rawValue == 1 && GestureRecognizer.State.failed.rawValue == 5,
            "UIKit's raw values")
        let options: View.AnimationOptions = [.curveLinear, .beginFromCurrentState]
        #expect(options == AnimationOptions([.curveLinear, .beginFromCurrentState]))
        let mode: View.ContentMode = .scaleAspectFill
        #expect(mode == ContentMode.scaleAspectFill)
        let curve: View.AnimationCurve = .easeOut
        #expect(curve == AnimationCurve.easeOut)
        let mask: View.AutoresizingMask = [.flexibleWidth]
        #expect(mask == AutoresizingMask.flexibleWidth)
        let state: GestureRecognizer.State = .possible
        #expect(state == .possible)
        let operation: NavigationController.Operation = .push
        #expect(operation == .push)
    }

    @Test func edgeInsetsShrinkARectangle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 200)
        #expect(
            rect.inset(by: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) == CGRect(x: 20, y: 10, width: 40, height: 160))
        #expect(rect.inset(by: .zero) == rect)
        #expect(rect.inset(by: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).isNull, "insets wider than the rectangle")
    }

    @Test func discreteKeyframesJumpAtEachKeyframesStart() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: .calculationModeDiscrete,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        window.tick()
        #expect(view.layer.presentation()?.opacity == 0.5, "the first value from the first frame")
        window.tick(frames: 28)
        #expect(view.layer.presentation()?.opacity == 0.5, "held until the next keyframe")
        window.tick(frames: 2)
        #expect(view.layer.presentation()?.opacity == 0, "jumps at 0.5 s")
    }

    @Test func linearKeyframesMoveEvenly() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: .calculationModeLinear,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
            })
        window.tick(frames: 30)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-9)
    }
}

/// Properties UIKit declares overridable are `open` here, so the common
/// `override var frame: CGRect { didSet { ... } }` compiles and runs.
@MainActor @Suite struct UIKitOverridablePropertiesTests {
    final class TrackingView: View {
        var frames: [CGRect] = []
        var colors = 0
        override var frame: CGRect { didSet { frames.append(frame) } }
        override var backgroundColor: Color? { didSet { colors += 1 } }
    }

    @Test func overriddenPropertiesObserveChanges() {
        let view = TrackingView(frame: .zero)
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.backgroundColor = .black
        #expect(view.frames.last == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.colors == 1)
    }
}

/// `DispatchQueue.main.asyncAfter` ported to the window's clock.
@MainActor @Suite struct WindowDelayedWorkTests {
    @Test func aDelayedBlockRunsOnTheFirstTickAtOrAfterItsTime() {
        let window = Window(size: CGSize(width: 10, height: 10), scale: 1, clock: ManualClock(fps: 60))
        var ranAt: [Double] = []
        window.perform(afterDelay: 0.1) { ranAt.append(window.time) }
        window.perform(afterDelay: 0) { ranAt.append(-window.time) }
        window.tick(frames: 5)
        #expect(ranAt.count == 1 && ranAt[0] == -1.0 / 60, "a zero delay runs on the next tick: \(ranAt)")
        window.tick()
        #expect(ranAt.count == 2 && abs(ranAt[1] - 0.1) < 1e-9, "0.1 s is frame 6 at 60 fps: \(ranAt)")
        window.tick(frames: 10)
        #expect(ranAt.count == 2, "it runs once")
    }
}

/// Smaller members real transition code touches.
@MainActor @Suite struct UIKitSmallMembersTests {
    final class LightController: ViewController {
        override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
    }

    @Test func statusBarPreferencesAreOverridableAndDrawNothing() {
        let light = LightController()
        light.modalPresentationCapturesStatusBarAppearance = true
        light.setNeedsStatusBarAppearanceUpdate()
        #expect(light.preferredStatusBarStyle == .lightContent && light.prefersStatusBarHidden)
        #expect(ViewController().preferredStatusBarStyle == .default && !ViewController().prefersStatusBarHidden)
    }

    @Test func shadowPathIsACGPathAsInCoreAnimation() {
        let layer = Layer()
        #expect(layer.shadowPath == nil)
        layer.shadowPath = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
        #expect(layer.shadowPath?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 20))
        layer.shadowPath = nil
        #expect(layer.shadowPath == nil)
    }

    @Test func viewsAreOpaqueByDefault() {
        let view = View()
        #expect(view.isOpaque)
        view.isOpaque = false
        #expect(!view.isOpaque)
    }

    @Test func aResizableSnapshotHasTheSizeOfItsRect() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 80))
        let part = view.resizableSnapshotView(
            from: CGRect(x: 20, y: 10, width: 50, height: 40),
            afterScreenUpdates: false, withCapInsets: .zero)
        #expect(part?.bounds.size == CGSize(width: 50, height: 40))
        #expect(part?.clipsToBounds == true)
        #expect(
            part?.subviews.first?.frame == CGRect(x: -20, y: -10, width: 100, height: 80),
            "the whole picture, shifted so that the rect's corner is at the origin")
    }
}

/// `UIFont.systemFont(ofSize:weight:)` with UIKit's weight names.
@Suite struct FontWeightTests {
    @Test func weightsHaveUIKitsNamesAndMapToDejaVusTwoFaces() {
        let semibold = Font.systemFont(ofSize: 17, weight: .semibold)
        #expect(semibold.weight == .semibold && semibold.pointSize == 17)
        #expect(semibold.weight.isBold && Font.Weight.heavy.isBold && Font.Weight.black.isBold && Font.Weight.bold.isBold)
        #expect(
            !Font.Weight.medium.isBold && !Font.Weight.regular.isBold && !Font.Weight.light.isBold && !Font.Weight.thin.isBold)
    }
}

/// `CATransition` and `UIViewController.Transition` both lose their prefix to
/// `Transition`; inside a controller subclass both idioms must compile.
@MainActor @Suite struct TransitionNameTests {
    final class FadingController: ViewController {
        func fadeContent() -> Transition {
            let transition = Transition()  // CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 0.3
            view.layer.add(transition, forKey: kCATransitionLike)
            return transition
        }
        let kCATransitionLike = "transition"
        func preferZoom(from source: View) {
            preferredTransition = .zoom { _ in source }  // UIViewController.Transition
        }
    }

    @Test func bothIdiomsCompileAndMeanTheirOwnThing() {
        let controller = FadingController()
        let layerTransition = controller.fadeContent()
        #expect(layerTransition.type == .push && controller.view.layer.animation(forKey: "transition") != nil)
        #expect(controller.preferredTransition == nil)
        controller.preferZoom(from: View())
        #expect(controller.preferredTransition?.isZoom == true)
        controller.preferredTransition = Transition()
        #expect(controller.preferredTransition?.isZoom == false, "a layer transition asks for no zoom")
        #expect(ViewController.Transition.self == Transition.self)
    }
}
