import Foundation

/// The app object, for a headless process (`UIApplication`).
///
/// It knows the windows that exist (in the order they were made) and which
/// one is key. Code written for UIKit reaches the view tree through
/// `Application.shared.keyWindow` or `.windows`; here that is the window the
/// transition runs in.
@preconcurrency @MainActor
public final class Application: Responder {
    /// The one app object (`UIApplication.shared`).
    public static let shared = Application()

    private var registered: [WeakWindow] = []
    private weak var explicitKeyWindow: Window?

    private override init() { super.init() }

    /// The windows alive now, oldest first (`UIApplication.windows`).
    public var windows: [Window] {
        registered.removeAll { $0.window == nil }
        return registered.compactMap(\.window)
    }

    /// The key window (`UIApplication.keyWindow`): the window last made key
    /// with ``Window/makeKey()`` or ``Window/makeKeyAndVisible()`` while it is
    /// alive; otherwise the window most recently made or ticked (a headless
    /// process seldom makes a window key), nil when no window exists.
    public var keyWindow: Window? { explicitKeyWindow ?? Window.active }

    /// The direction of the app's layout; left to right (Flipbook does not
    /// lay out right to left yet).
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Always `.active`: a headless app runs in the foreground.
    public var applicationState: State { .active }

    /// The app's state (`UIApplication.State`).
    public enum State: Int, Hashable, Sendable {
        case active, inactive, background
    }

    func register(_ window: Window) {
        registered.removeAll { $0.window == nil }
        registered.append(WeakWindow(window: window))
    }

    func makeKey(_ window: Window) { explicitKeyWindow = window }
}

/// The direction a layout runs in (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight, rightToLeft
}

private struct WeakWindow {
    weak var window: Window?
}
