import Foundation

/// The root of a view tree, with a size, a scale and a clock (`UIWindow`).
///
/// Nothing moves until the window ticks: ``tick()`` advances the clock by one
/// frame, runs the animations and transitions due, lays out, and hands the
/// frame's ``RenderTree`` to every frame observer.
@preconcurrency @MainActor
open class Window: View {
    /// Pixels per point of the pictures made from this window; positive.
    public private(set) var scale: CGFloat
    /// The clock the window runs on.
    public let clock: any FrameClock

    /// Steps this window's animations.
    let animationEngine = AnimationEngine()
    /// This window's services (text measurer, rasterizer) and render-pass
    /// state; the standard ones unless replaced. Never shared with another window.
    public let environment = WindowEnvironment()
    /// How many times the window has ticked.
    private(set) var tickCount = 0

    /// The window animations made outside any window run in: the one most
    /// recently created or ticked.
    static weak var active: Window?

    private var frameObservers: [(RenderTree, Double) -> Void] = []
    private var nextTickWork: [() -> Void] = []
    private var tickHandlers: [(id: Int, run: (Double) -> Void, keepsBusy: (() -> Bool)?)] = []
    /// How many per-frame handlers are registered (display links, scroll
    /// views moving, watchdogs); for tests.
    var tickHandlerCount: Int { tickHandlers.count }
    private var nextHandlerID = 0
    /// Scripted touches waiting for their time and the touches down now; see `Interaction/`.
    let touchDispatcher = TouchDispatcher()
    /// The root view controller, the running transition and transition reports; see `Controllers/`.
    let controllerState = WindowControllerState()

    /// The next responder (`UIWindow.next`): the app object, where the
    /// responder chain ends.
    open override var next: Responder? { Application.shared }

    /// A window of `size` points drawn at `scale` pixels per point.
    ///
    /// With a ``DisplayLinkClock`` the main run loop also ticks the window in
    /// real time (as `UIWindow(frame:)` does); with the default
    /// ``ManualClock`` it moves only when ticked.
    ///
    /// A width or height that is negative or not finite becomes 0, and a
    /// scale that is not positive and finite becomes 1; each is reported as a
    /// ``Diagnostic``. Such a window works, and rendering it fails with the
    /// renderer's clear error: nothing here crashes on a bad size.
    public init(size: CGSize, scale: CGFloat = 2, clock: any FrameClock = ManualClock(fps: 60)) {
        let checked = Window.checked(size: size, scale: scale)
        self.scale = checked.scale
        self.clock = clock
        super.init(frame: CGRect(origin: .zero, size: checked.size))
        start(clock)
    }

    /// A window made the UIKit way (`UIWindow(frame:)`, as in
    /// `UIWindow(frame: UIScreen.main.bounds)`): `frame`'s size, at the scale
    /// of ``Screen/main``, on a 60 frames-per-second ``DisplayLinkClock`` that
    /// the main run loop ticks in real time, as on a device, besides
    /// ``tick()``. For a window that moves only when ticked, use
    /// ``init(size:scale:clock:)``. A designated initializer, as UIKit's is
    /// (https://developer.apple.com/documentation/uikit/uiview/init(frame:)):
    /// a subclass's own initializer calls `super.init(frame:)`.
    public override init(frame: CGRect) {
        let checked = Window.checked(size: frame.size, scale: Screen.main.scale)
        scale = checked.scale
        let clock = DisplayLinkClock()
        self.clock = clock
        super.init(frame: CGRect(origin: .zero, size: checked.size))
        start(clock)
        if frame.origin != .zero { self.frame.origin = frame.origin }
    }

    /// `size` and `scale` made usable: a width or height that is negative or
    /// not finite becomes 0, a scale that is not positive and finite 1, each
    /// reported as a ``Diagnostic``.
    private static func checked(size: CGSize, scale: CGFloat) -> (size: CGSize, scale: CGFloat) {
        func clean(_ v: CGFloat, _ name: String) -> CGFloat {
            if v.isFinite && v >= 0 { return v }
            Diagnostics.report(
                "window.badSize", "a window \(name) of \(v) points is not a finite, non-negative number; 0 was used.")
            return 0
        }
        let size = CGSize(width: clean(size.width, "width"), height: clean(size.height, "height"))
        if !(scale > 0 && scale.isFinite) {
            Diagnostics.report("window.badScale", "a window scale of \(scale) is not a positive, finite number; 1 was used.")
        }
        return (size, scale > 0 && scale.isFinite ? scale : 1)
    }

    /// Makes the new window the active one, registers it with the app, and
    /// starts the run loop's ticks for a ``DisplayLinkClock``.
    private func start(_ clock: any FrameClock) {
        Window.active = self
        TraitCollection.refreshMirror()
        Application.shared.register(self)
        if let clock = clock as? DisplayLinkClock { RunLoopFrameDriver.start(self, clock: clock) }
    }

    /// The edges of the screen that content should stay clear of (a
    /// notch, a home indicator), points; zero by default. Beyond UIKit,
    /// where the device decides: set it to lay out as on such a device.
    /// Views' ``View/safeAreaInsets`` and `safeAreaLayoutGuide`s follow in
    /// the next layout pass.
    public var screenSafeAreaInsets: EdgeInsets = .zero {
        didSet { if screenSafeAreaInsets != oldValue { markSafeAreaChanged(self) } }
    }

    /// The device preset the window was made for (``init(device:clock:)``);
    /// nil for a window made with a size. It decides the size classes while
    /// the window keeps the device's size.
    public internal(set) var device: Device?
    /// Unbalanced `beginGeneratingDeviceOrientationNotifications()` calls made while this window was key.
    var deviceOrientationNotificationRequests = 0
    /// The scene object `windowScene` gives (Sources/Flipbook/App/WindowScene.swift);
    /// nil once `windowScene` is set to nil.
    lazy var sceneStorage: WindowScene? = WindowScene(window: self)

    /// Marks every view with a safe-area guide, and every controller's root
    /// view, for layout, so guides move to the new insets and controllers
    /// hear `viewSafeAreaInsetsDidChange()`.
    func markSafeAreaChanged(_ view: View) {
        if view.autoLayoutStorage?.safeAreaGuide != nil || view.owningViewController != nil
            || view is ScrollView
        {
            view.setNeedsLayout()
        }
        for s in view.subviews { markSafeAreaChanged(s) }
    }

    /// The screen this window is on (`UIWindow.screen`): as large as the
    /// window, at its scale.
    public private(set) lazy var screen = Screen(window: self)

    /// True when this is ``Application/keyWindow``.
    public var isKeyWindow: Bool { Application.shared.keyWindow === self }

    /// Makes this window the key window (`UIWindow.makeKey()`).
    public func makeKey() { Application.shared.makeKey(self) }

    /// Makes this window key and shows it (`UIWindow.makeKeyAndVisible()`).
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// UIKit's archive initializer, here so that subclasses written for UIKit
    /// compile; there are no archives in Flipbook, so it always fails (nil).
    /// Make windows with ``init(size:scale:clock:)``.
    public required init?(coder: NSCoder) { return nil }

    /// Seconds on the window's clock.
    public var time: Double { clock.time }

    /// Calls `observer` with every frame's render tree and its clock time.
    public func addFrameObserver(_ observer: @escaping (RenderTree, Double) -> Void) {
        frameObservers.append(observer)
    }

    /// Advances the clock one frame, runs what is due, and tells the observers.
    ///
    /// Order within a tick: the clock advances; work queued with
    /// ``performOnNextTick(_:)`` runs; scripted touches due by the new time are
    /// delivered to views and gesture recognizers (``play(_:)``), so their
    /// actions run before anything moves; animations step; transitions and
    /// other tick handlers step; layout runs; frame observers are called.
    public func tick() {
        Transaction.commitImplicit()
        tickCount += 1
        clock.advance()
        let now = clock.time
        let work = nextTickWork
        nextTickWork = []
        if Window.active !== self {
            Window.active = self
            TraitCollection.refreshMirror()
        }
        for block in work { block() }
        touchDispatcher.deliver(upTo: now, in: self)
        animationEngine.advance(to: now)
        for handler in tickHandlers { handler.run(now) }
        layoutIfNeeded()
        guard !frameObservers.isEmpty else { return }
        let tree = renderTree()
        for observer in frameObservers { observer(tree, clock.time) }
    }

    /// Runs `block` at the start of the next tick: UIKit's "next run-loop cycle".
    public func performOnNextTick(_ block: @escaping () -> Void) {
        nextTickWork.append(block)
    }

    /// True while blocks wait for the next tick (``performOnNextTick(_:)``).
    var hasNextTickWork: Bool { !nextTickWork.isEmpty }

    /// Runs `block` on the first tick whose clock time is at least `delay`
    /// seconds after now: the window's `DispatchQueue.main.asyncAfter`, which
    /// on a headless clock must count frames, not wall-clock time. A delay
    /// of 0 (or negative or not finite) runs it on the next tick. Blocks due
    /// on the same tick run in the order they were asked for, before layout.
    public func perform(afterDelay delay: TimeInterval, _ block: @escaping () -> Void) {
        let due = clock.time + (delay.isFinite ? max(0, delay) : 0)
        var token = 0
        token = addTickHandler { [unowned self] now in
            // Clock times are frame / fps: allow for their rounding.
            guard now >= due - 1e-9 else { return }
            removeTickHandler(token)
            block()
        }
    }

    /// Calls `handler` with the clock time on every tick, after next-tick work and
    /// before layout; returns a token for ``removeTickHandler(_:)``. The
    /// animation engine and running transitions step themselves this way.
    /// `keepsBusy` tells ``film(maximumDuration:_:)`` whether the handler
    /// still has work (a paused display link has none); nil means always.
    @discardableResult
    func addTickHandler(keepsBusy: (() -> Bool)? = nil, _ handler: @escaping (Double) -> Void) -> Int {
        nextHandlerID += 1
        tickHandlers.append((nextHandlerID, handler, keepsBusy))
        return nextHandlerID
    }

    /// The ids of the per-frame handlers that have work now.
    var busyTickHandlerIDs: Set<Int> {
        Set(tickHandlers.lazy.filter { $0.keepsBusy?() ?? true }.map(\.id))
    }

    func removeTickHandler(_ id: Int) {
        tickHandlers.removeAll { $0.id == id }
    }

    /// Ticks `count` frames.
    public func tick(frames count: Int) {
        for _ in 0..<max(0, count) { tick() }
    }

    /// The picture of the window now: pending layout runs first. A window
    /// made for a device has its status bar drawn on top (``statusBarFrame``).
    public func renderTree() -> RenderTree {
        layoutIfNeeded()
        var root = renderNode() ?? RenderNode(kind: "Window", properties: LayerProperties())
        if let statusBar = statusBarNode { root.children.append(statusBar) }  // Window+StatusBar.swift
        return RenderTree(size: bounds.size, scale: scale, root: root)
    }
}
