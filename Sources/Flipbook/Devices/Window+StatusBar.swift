import Foundation

/// The drawn status bar of windows made for a device (``StatusBarDrawing``).
extension Window {
    /// The controller whose status bar preferences apply: the root's top
    /// presented controller, then each `childForStatusBarStyle` (or
    /// `childForStatusBarHidden`, for `hidden`) in turn.
    func statusBarController(hidden: Bool) -> ViewController? {
        guard var controller = rootViewController else { return nil }
        while let presented = controller.presentedViewController, presented !== controller { controller = presented }
        var seen = 0
        while seen < 64, let child = hidden ? controller.childForStatusBarHidden : controller.childForStatusBarStyle,
            child !== controller
        {
            controller = child
            seen += 1
        }
        return controller
    }

    /// The status bar's colour now: white for `.lightContent`, black for
    /// `.darkContent`; for `.default`, white in dark appearance, else black.
    var statusBarContentColor: Color {
        switch statusBarController(hidden: false)?.preferredStatusBarStyle ?? .default {
        case .lightContent: return .white
        case .darkContent: return .black
        case .default: return traitCollection.userInterfaceStyle == .dark ? .white : .black
        }
    }

    /// The status bar's node for ``renderTree()``: nil for a window without
    /// a device, a status bar of no height, or a controller preferring it hidden.
    var statusBarNode: RenderNode? {
        guard let device else { return nil }
        let frame = statusBarFrame
        guard frame.height > 0, frame.width > 0, !(statusBarController(hidden: true)?.prefersStatusBarHidden ?? false)
        else { return nil }
        return StatusBarDrawing(frame: frame, idiom: device.idiom, color: statusBarContentColor, measurer: textMeasurer).node
    }
}
