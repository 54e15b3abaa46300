import Foundation

/// The scene a window belongs to, as far as real code reads it
/// (`UIWindowScene`, https://developer.apple.com/documentation/uikit/uiwindowscene):
/// its interface orientation, screen, status bar and windows. Each window
/// has its own (``Window/windowScene``); Flipbook has no scene life cycle.
@preconcurrency @MainActor
public final class WindowScene: NSObject {
    private weak var window: Window?

    init(window: Window) {
        self.window = window
        super.init()
    }

    /// The interface orientation of the window's device (``InterfaceOrientation/init(_:)``);
    /// for a window without a device, `.landscapeRight` when wider than tall, else `.portrait`.
    public var interfaceOrientation: InterfaceOrientation {
        guard let window else { return .unknown }
        if let device = window.device {
            let orientation = InterfaceOrientation(device.orientation)
            if orientation != .unknown { return orientation }
        }
        return window.bounds.width > window.bounds.height ? .landscapeRight : .portrait
    }

    /// Windows made with ``Window/init(windowScene:)`` for this scene, held weakly.
    private var attachedWindows: [() -> Window?] = []

    /// The windows of the scene: the window it was made for, then those
    /// made with ``Window/init(windowScene:)`` for it that are alive, oldest first.
    public var windows: [Window] {
        attachedWindows.removeAll { $0() == nil }
        return (window.map { [$0] } ?? []) + attachedWindows.compactMap { $0() }
    }

    /// Adds `window` to ``windows``; it reports this scene as its `windowScene`.
    func attach(_ window: Window) {
        attachedWindows.append { [weak window] in window }
        window.sceneStorage = self
    }

    /// Takes `window` out of ``windows`` (it moves to another scene or to none).
    func detach(_ window: Window) {
        attachedWindows.removeAll { $0() === window }
        if self.window === window { self.window = nil }
    }

    /// The size and scale a window made for this scene gets: those of the
    /// scene's first window alive, else the screen of ``Screen/defaultSize``
    /// at ``Screen/defaultScale``.
    var newWindowMetrics: (size: CGSize, scale: CGFloat) {
        guard let first = windows.first else { return (Screen.defaultSize, Screen.defaultScale) }
        return (first.bounds.size, first.scale)
    }

    /// The scene's key window: its window when key.
    public var keyWindow: Window? { window.flatMap { $0.isKeyWindow ? $0 : nil } }

    /// The screen (`UIScreen.main`).
    public var screen: Screen { Screen.main }

    /// The status bar's geometry (`UIWindowScene.statusBarManager`).
    public var statusBarManager: StatusBarManager? { window.map(StatusBarManager.init(window:)) }

    /// The window's traits.
    public var traitCollection: TraitCollection { window?.traitCollection ?? TraitCollection() }
}

/// The status bar of a scene (`UIStatusBarManager`,
/// https://developer.apple.com/documentation/uikit/uistatusbarmanager).
@preconcurrency @MainActor
public final class StatusBarManager: NSObject {
    private weak var window: Window?

    init(window: Window) {
        self.window = window
        super.init()
    }

    /// The status bar's rectangle, window points (``Window/statusBarFrame``); zero when hidden.
    public var statusBarFrame: CGRect { window?.statusBarFrame ?? .zero }
    /// Whether the status bar is hidden: true where it has no height.
    public var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
    /// The style the status bar is drawn in (`statusBarStyle`,
    /// https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarstyle):
    /// the `preferredStatusBarStyle` of the controller that decides it (the
    /// root's top presented controller, then its `childForStatusBarStyle`s);
    /// `.default` without a window or a root controller. UIKit reports the
    /// style it last applied, so a controller may read it back inside its own
    /// `preferredStatusBarStyle` (Drops does); asked again from there, it is
    /// `.default` rather than a question that never ends.
    public var statusBarStyle: StatusBarStyle {
        guard !StatusBarManager.asking else { return .default }
        StatusBarManager.asking = true
        defer { StatusBarManager.asking = false }
        return window?.statusBarController(hidden: false)?.preferredStatusBarStyle ?? .default
    }
    /// True while ``statusBarStyle`` asks a controller for its preference.
    private static var asking = false
}

extension Window {
    /// The window's scene (`UIWindow.windowScene`,
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene):
    /// the scene made for the window, the same object every time, until the
    /// window is moved. Setting a scene moves the window into it (it joins
    /// the scene's ``WindowScene/windows`` and leaves its former scene's);
    /// setting nil takes it out of its scene, and the window then has none.
    public var windowScene: WindowScene? {
        get { sceneStorage }
        set {
            guard newValue !== sceneStorage else { return }
            sceneStorage?.detach(self)
            if let newValue { newValue.attach(self) } else { sceneStorage = nil }
        }
    }
}
