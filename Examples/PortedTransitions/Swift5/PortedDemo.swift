// Not ported code: the entry points the frame-by-frame tests drive. The same
// file is compiled in the Swift 5 and in the Swift 6 language mode.
import Foundation
import Flipbook

/// A transition set up in a window, ready to run, with a probe that reads
/// the values a test checks on every frame (names to numbers).
@MainActor
public struct PortedScenario {
    /// The window the transition runs in (375 x 667 points, scale 1, 60 fps).
    public let window: Window
    /// Starts the transition (present, dismiss, push or pop).
    public let run: @MainActor (_ step: String) -> Void
    /// The values of interest now.
    public let probe: @MainActor () -> [String: Double]
    /// Objects the scenario must keep alive (delegates are weak, as in UIKit).
    let retained: [AnyObject]
}

@MainActor
public enum PortedDemo {
    static func makeWindow() -> Window {
        let window = Window(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(fps: 60))
        window.makeKeyAndVisible()
        return window
    }

    static func colored(_ color: Color) -> ViewController {
        let controller = ViewController()
        controller.view.backgroundColor = color
        return controller
    }

    /// A custom presentation: `FadeScaleAnimator` inside a
    /// `BottomSheetPresentationController` with its dimming view; once shown,
    /// the sheet can be dragged down to dismiss (`SheetDismissInteraction`).
    /// Steps: "present", "dismiss", "drag-down" (240 points down the middle
    /// over 0.3 s), "drag-down-short" (60 points), "drag-from-edge" (200
    /// points right from the left edge, 40 down).
    public static func bottomSheet() -> PortedScenario {
        let window = makeWindow()
        let root = colored(Color(red: 0.2, green: 0.4, blue: 0.9))
        window.rootViewController = root
        let sheet = colored(Color(red: 0.1, green: 0.7, blue: 0.3))
        let delegate = SheetTransitioningDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        window.tick()
        return PortedScenario(window: window, run: { step in
            let now = window.time + 1.0 / 60
            switch step {
            case "present":
                root.present(sheet, animated: true) {
                    delegate.dismissInteraction = SheetDismissInteraction(viewController: sheet)
                }
            case "dismiss":
                sheet.dismiss(animated: true)
            case "drag-down", "drag-down-short", "drag-from-edge":
                let start = CGPoint(x: step == "drag-from-edge" ? 2 : 187, y: 450)
                let end: CGPoint
                switch step {
                case "drag-down": end = CGPoint(x: start.x, y: start.y + 240)
                case "drag-down-short": end = CGPoint(x: start.x, y: start.y + 60)
                default: end = CGPoint(x: start.x + 200, y: start.y + 40)
                }
                try? window.play(TouchScript(fingers: [.drag(from: start, to: end, start: now, duration: 0.3, steps: 18)]))
            default:
                break
            }
        }, probe: {
            let sheetView = sheet.view.layer.presentation()
            let dimming = (sheet.presentationController as? BottomSheetPresentationController)?.dimming
            return [
                "sheet.alpha": Double(sheetView?.opacity ?? -1),
                "sheet.scale": Double(sheetView?.transform.m11 ?? -1),
                "sheet.minY": Double(sheet.view.frame.minY),
                "sheet.height": Double(sheet.view.frame.height),
                "sheet.inWindow": sheet.view.window == nil ? 0 : 1,
                "dimming.alpha": Double(dimming?.layer.presentation()?.opacity ?? -1),
                "dimming.inWindow": dimming?.window == nil ? 0 : 1,
                "root.alpha": Double(root.view.layer.presentation()?.opacity ?? -1),
                "presented": root.presentedViewController === sheet ? 1 : 0,
                "running": window.isTransitionRunning ? 1 : 0,
                "interacting": delegate.dismissInteraction?.interactionInProgress == true ? 1 : 0,
                "edgeSwipes": Double(delegate.dismissInteraction?.edgeSwipes ?? 0),
                "pan.state": Double(delegate.dismissInteraction?.panGesture.state.rawValue ?? -1),
            ]
        }, retained: [delegate])
    }

    /// A full-screen presentation by `CircularRevealAnimator`, growing from a
    /// 44-point button at (300, 40). Step: "present".
    public static func circularReveal() -> PortedScenario {
        let window = makeWindow()
        let root = colored(Color(red: 0.9, green: 0.9, blue: 0.9))
        window.rootViewController = root
        let detail = colored(Color(red: 0.8, green: 0.1, blue: 0.2))
        detail.modalPresentationStyle = .fullScreen
        let animator = CircularRevealAnimator()
        animator.originFrame = CGRect(x: 300, y: 40, width: 44, height: 44)
        let delegate = RevealDelegate(animator: animator)
        detail.transitioningDelegate = delegate
        window.tick()
        return PortedScenario(window: window, run: { step in
            if step == "present" { root.present(detail, animated: true) }
        }, probe: {
            let mask = detail.viewIfLoaded?.layer.mask as? ShapeLayer
            let path = (mask?.presentation() ?? mask)?.path
            let box = path?.boundingBoxOfPath ?? .null
            return [
                "mask.width": box.isNull ? -1 : Double(box.width),
                "mask.midX": box.isNull ? -1 : Double(box.midX),
                "mask.midY": box.isNull ? -1 : Double(box.midY),
                "hasMask": mask == nil ? 0 : 1,
                "transaction": animator.transactionCompleted ? 1 : 0,
                "presented": root.presentedViewController === detail ? 1 : 0,
                "running": window.isTransitionRunning ? 1 : 0,
            ]
        }, retained: [delegate])
    }
}

extension PortedDemo {
    /// A navigation controller showing `ListViewController`; a tap on its
    /// card (at 104, 260) pushes the detail screen with `ZoomAnimator`, and a
    /// swipe from the left edge pops it interactively. Steps: "tap" (a tap
    /// scripted on the card now), "swipe-far" (an edge swipe of 300 points
    /// over 0.3 s), "swipe-short" (60 points over 0.3 s), "detail-as-root"
    /// (the detail screen alone on the stack).
    public static func zoom() -> PortedScenario {
        let window = makeWindow()
        let list = ListViewController()
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.tick()
        func play(_ finger: TouchScript.Finger) {
            try? window.play(TouchScript(fingers: [finger]))
        }
        return PortedScenario(window: window, run: { step in
            let now = window.time + 1.0 / 60
            switch step {
            case "tap":
                var finger = TouchScript.Finger(down: CGPoint(x: 104, y: 260), at: now)
                finger.up(at: now + 2.0 / 60)
                play(finger)
            case "detail-as-root":
                if let detail = list.detail { navigation.setViewControllers([detail], animated: false) }
            case "swipe-far", "swipe-short":
                let distance: CGFloat = step == "swipe-far" ? 300 : 60
                play(TouchScript.Finger.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 2 + distance, y: 400),
                                             start: now, duration: 0.3, steps: 18))
            default:
                break
            }
        }, probe: {
            let detail = list.detail?.viewIfLoaded
            let frame = detail?.layer.presentation()?.frame ?? .null
            return [
                "stack": Double(navigation.viewControllers.count),
                "running": window.isTransitionRunning ? 1 : 0,
                "detail.inWindow": detail?.window == nil ? 0 : 1,
                "detail.hidden": detail?.isHidden == true ? 1 : 0,
                "detail.minX": frame.isNull ? -1 : Double(frame.minX),
                "detail.width": frame.isNull ? -1 : Double(frame.width),
                "list.alpha": Double(list.view.layer.presentation()?.opacity ?? -1),
                "card.hidden": list.card.isHidden ? 1 : 0,
                "interacting": list.interaction?.interactionInProgress == true ? 1 : 0,
                "edge.state": Double(list.interaction?.edgeGesture.state.rawValue ?? -1),
                "snapshot.width": Double(largestSnapshotWidth(in: navigation.view)),
            ]
        }, retained: [navigation])
    }

    /// The width of the widest view in the container that is neither a
    /// screen's view nor the list's card: the zoom's snapshot while it runs.
    static func largestSnapshotWidth(in root: View) -> CGFloat {
        var widest: CGFloat = -1
        func visit(_ view: View) {
            if String(describing: type(of: view)).contains("Snapshot") {
                widest = max(widest, view.layer.presentation()?.bounds.width ?? view.bounds.width)
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return widest
    }
}

extension PortedDemo {
    /// A full-screen presentation by `SlideUpAnimator` (an interruptible
    /// animator) with an interaction controller that does not start
    /// interactively. Steps: "present", "pause-and-scrub" (the interaction
    /// pauses the running transition and moves it to half way), "finish".
    public static func slideUp() -> PortedScenario {
        let window = makeWindow()
        let root = colored(.white)
        window.rootViewController = root
        let sheet = colored(Color(red: 0.3, green: 0.2, blue: 0.8))
        let delegate = SlideUpTransitioningDelegate()
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = delegate
        window.tick()
        return PortedScenario(window: window, run: { step in
            if step == "present" { root.present(sheet, animated: true) }
            if step == "pause-and-scrub" {
                delegate.interaction.pause()
                delegate.interaction.update(0.5)
            }
            if step == "finish" { delegate.interaction.finish() }
        }, probe: {
            let animator = delegate.animator.currentAnimator
            return [
                "animator.fraction": animator.map { Double($0.fractionComplete) } ?? -1,
                "animator.state": Double(animator?.state.rawValue ?? -1),
                "interruptibleAnimatorCalls": Double(delegate.animator.interruptibleAnimatorCalls),
                "sheet.minY": Double(sheet.viewIfLoaded?.layer.presentation()?.frame.minY ?? -1),
                "presented": root.presentedViewController === sheet ? 1 : 0,
                "running": window.isTransitionRunning ? 1 : 0,
                "animatorsMade": Double(delegate.animator.animatorsMade),
            ]
        }, retained: [delegate])
    }
}

/// Vends one animator for presenting.
final class RevealDelegate: NSObject, ViewControllerTransitioningDelegate {
    let animator: CircularRevealAnimator
    init(animator: CircularRevealAnimator) {
        self.animator = animator
        super.init()
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        return animator
    }
}
