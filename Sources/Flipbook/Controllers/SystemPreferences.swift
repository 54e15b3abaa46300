import Foundation

/// The system's reading of a window's controllers for what is not the app's
/// to draw: the home indicator and the screen edges whose system gestures
/// wait for the app's (UIKit reads these for the home indicator and the
/// system gestures at the edges; Flipbook draws neither, and answers what a
/// device would do).
///
/// As UIKit does, the reading starts at the window's root view controller,
/// goes to the topmost controller presented from it, then follows the
/// `childFor...` overrides (each controller may name a child whose preference
/// is used instead) to the controller whose own preference counts
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforscreenedgesdeferringsystemgestures).
@MainActor
public enum SystemPreferences {
    /// Whether the home indicator hides (`prefersHomeIndicatorAutoHidden` of
    /// the controller ``ViewController/childForHomeIndicatorAutoHidden`` leads
    /// to); false without a root view controller.
    public static func homeIndicatorAutoHidden(in window: Window) -> Bool {
        deciding(in: window, \.childForHomeIndicatorAutoHidden)?.prefersHomeIndicatorAutoHidden ?? false
    }

    /// The edges whose system gestures yield to the app's first
    /// (`preferredScreenEdgesDeferringSystemGestures` of the controller
    /// ``ViewController/childForScreenEdgesDeferringSystemGestures`` leads to);
    /// none without a root view controller.
    public static func screenEdgesDeferringSystemGestures(in window: Window) -> RectEdge {
        deciding(in: window, \.childForScreenEdgesDeferringSystemGestures)?.preferredScreenEdgesDeferringSystemGestures ?? []
    }

    /// The controller whose own preference counts: the topmost presented
    /// one, then down the chain of named children (a cycle stops at the
    /// first controller met twice).
    static func deciding(in window: Window, _ child: KeyPath<ViewController, ViewController?>) -> ViewController? {
        guard var controller = window.rootViewController else { return nil }
        while let presented = controller.presentedViewController, presented !== controller { controller = presented }
        var seen: [ObjectIdentifier] = [ObjectIdentifier(controller)]
        while let next = controller[keyPath: child], !seen.contains(ObjectIdentifier(next)) {
            seen.append(ObjectIdentifier(next))
            controller = next
        }
        return controller
    }
}
