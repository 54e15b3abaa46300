import Foundation

/// The app object, for a headless process (`UIApplication`).
///
/// It knows the windows that exist (in the order they were made) and which
/// one is key. Code written for UIKit reaches the view tree through
/// `Application.shared.keyWindow` or `.windows`; here that is the window the
/// transition runs in.
@preconcurrency @MainActor
public final class Application: Responder {
    /// The one app object (`UIApplication.shared`). Not isolated to the main
    /// actor (UIKit's is): code written before Swift concurrency reads it in
    /// places the Swift 6 language mode treats as nonisolated, such as the
    /// default value of a struct's stored property. Its members stay main-actor
    /// isolated, except ``statusBarFrame``.
    /// See https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// Readable from nonisolated code, but only on the main thread, as UIKit
    /// requires of `UIApplication` (elsewhere it stops the program, as
    /// `MainActor.assumeIsolated` does).
    nonisolated public static var shared: Application {
        MainActor.assumeIsolated { instance }
    }

    /// The one instance, made on first use on the main actor.
    private static let instance = Application()

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

    /// The status bar's rectangle (`statusBarFrame`, deprecated in iOS 13 for
    /// `UIStatusBarManager`): the key window's ``Window/statusBarFrame``, zero without a window.
    /// See https://developer.apple.com/documentation/uikit/uiapplication/statusbarframe
    /// Readable from nonisolated code, for the same reason as ``shared``, but
    /// only on the main actor, as UIKit requires of `UIApplication` (elsewhere
    /// it stops the program, as `MainActor.assumeIsolated` does).
    nonisolated public var statusBarFrame: CGRect {
        MainActor.assumeIsolated { keyWindow?.statusBarFrame ?? .zero }
    }

    /// The direction of the app's layout; left to right (Flipbook does not
    /// lay out right to left yet).
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Always `.active`: a headless app runs in the foreground.
    public var applicationState: State { .active }

    /// The app's state (`UIApplication.State`).
    public enum State: Int, Hashable, Sendable {
        /// In the foreground receiving events, in the foreground not receiving events, or in the background (`UIApplication.State`).
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
    /// The interface runs left to right, or right to left.
    case leftToRight, rightToLeft
}

private struct WeakWindow {
    weak var window: Window?
}
