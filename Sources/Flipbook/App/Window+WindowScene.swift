import Foundation

extension Window {
    /// A window made the UIKit way for `windowScene` (`UIWindow(windowScene:)`,
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)):
    /// as large as the scene's screen (the scene's first window), at its
    /// scale, listed in the scene's ``WindowScene/windows`` and reporting it
    /// as its ``windowScene``. Like ``init(frame:)`` it runs on a
    /// ``DisplayLinkClock`` that the main run loop ticks in real time.
    public convenience init(windowScene: WindowScene) {
        let metrics = windowScene.newWindowMetrics
        self.init(size: metrics.size, scale: metrics.scale, clock: DisplayLinkClock())
        windowScene.attach(self)
    }
}
