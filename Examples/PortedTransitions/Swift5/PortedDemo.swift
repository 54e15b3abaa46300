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
    /// `BottomSheetPresentationController` with its dimming view. Steps:
    /// "present", "dismiss".
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
            if step == "present" { root.present(sheet, animated: true) }
            if step == "dismiss" { sheet.dismiss(animated: true) }
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
