// Not ported code (there is no Before/ file for it): what the tests drive,
// written with UIKit's names. The other files of this folder are what
// `flipbook port` makes of Before/, and are compiled in the Swift 5 and the
// Swift 6 language mode.
import UIKit

/// A panel in a window, its delegate either implementing the optional
/// requirements or not, and a controller with a close button.
@MainActor
public final class PortingDemo {
    /// 375 x 667 points, 60 frames a second.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = CloseButtonController()
    let panel = SheetPanel(frame: CGRect(x: 0, y: 300, width: 375, height: 367))
    let recordingHost = RecordingPanelHost()
    let minimalHost = MinimalPanelHost()
    let watcher = ScrollWatcher()
    let implementsOptionalRequirements: Bool

    /// - Parameter implementsOptionalRequirements: the delegate is a
    ///   `RecordingPanelHost` when true, a `MinimalPanelHost` otherwise.
    public init(implementsOptionalRequirements: Bool) {
        self.implementsOptionalRequirements = implementsOptionalRequirements
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.addSubview(panel)
        panel.delegate = implementsOptionalRequirements ? recordingHost : minimalHost
    }

    /// Asks the delegate for the panel's height (`updateHeight()`), and returns it.
    public func updateHeight() -> CGFloat {
        panel.updateHeight()
        return panel.height
    }

    /// The panel's frame now.
    public var panelFrame: CGRect { panel.frame }
    /// How often the delegate heard `sheetPanelDidMove` (0 for the minimal host, which has no such method).
    public var moves: Int { implementsOptionalRequirements ? recordingHost.moves : 0 }
    /// How often the delegate heard the required `sheetPanelDidEndDragging`.
    public var endings: Int { implementsOptionalRequirements ? recordingHost.endings : minimalHost.endings }

    /// A scroll view watched with `addObserver(_:forKeyPath: #keyPath(...))`, scrolled to `y`.
    public func scrollWatched(to y: CGFloat) {
        if watcher.viewIfLoaded == nil {
            watcher.view.frame = window.bounds
        }
        watcher.scrollView.contentOffset = CGPoint(x: 0, y: y)
    }
    /// The offsets the watcher was told of.
    public var watchedOffsets: [CGFloat] { watcher.offsets }

    /// Sends the close button's touch-up-inside actions.
    public func tapClose() { controller.closeButton.sendActions(for: .touchUpInside) }
    /// How often `close()` ran.
    public var closeTaps: Int { controller.closeTaps }
}
