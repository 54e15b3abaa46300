import Foundation

extension WindowScene {
    /// Where a scene is in its life cycle (`UIScene.ActivationState`,
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum).
    /// The raw values are UIKit's.
    public enum ActivationState: Int, Hashable, Sendable {
        /// Not connected to the app (`unattached`).
        case unattached = -1
        /// On screen and receiving events (`foregroundActive`).
        case foregroundActive = 0
        /// On screen, not receiving events (`foregroundInactive`).
        case foregroundInactive = 1
        /// Off screen (`background`).
        case background = 2
    }

    /// The scene's state (`UIScene.activationState`,
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property):
    /// `.foregroundActive` while one of its ``windows`` is shown (not hidden),
    /// as a headless app runs in the foreground (``Application/applicationState``
    /// is `.active`); `.background` when all of them are hidden or gone.
    public var activationState: ActivationState {
        windows.contains { !$0.isHidden } ? .foregroundActive : .background
    }

    /// The scene's coordinate space (`UIWindowScene.coordinateSpace`,
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/coordinatespace):
    /// the bounds of its ``screen``, origin at zero.
    public var coordinateSpace: SceneCoordinateSpace { SceneCoordinateSpace(bounds: screen.bounds) }
}

/// The coordinate space of a scene, as `UICoordinateSpace` gives it to code
/// that reads its `bounds` (``WindowScene/coordinateSpace``).
public struct SceneCoordinateSpace: Hashable, Sendable {
    /// The space's rectangle, points.
    public var bounds: CGRect
}

extension Application {
    /// The scenes connected to the app (`UIApplication.connectedScenes`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes):
    /// the scenes of the ``windows`` alive. As in UIKit it is a set: code
    /// that picks one (`.first { $0.activationState == .foregroundActive }`)
    /// must not rely on its order.
    public var connectedScenes: Set<WindowScene> { Set(windows.compactMap(\.windowScene)) }
}
