import Foundation

/// Manages a view and its place in the app's flow (`UIViewController`).
///
/// The view is created on first access (`loadView()`, then `viewDidLoad()`).
/// The appearance callbacks (`viewWillAppear(_:)` ... `viewDidDisappear(_:)`)
/// come from the window (``Window/rootViewController``), from presentations
/// (``present(_:animated:completion:)``) and from containers, in UIKit's order;
/// overrides should call `super`, though the runtime does not rely on it.
@preconcurrency @MainActor
open class ViewController: Responder, ContentContainer {
    /// The root view once loaded (ViewController+ViewLoading.swift); set only
    /// through `installView(_:)` and `unloadView()`.
    var loadedView: View?
    /// Key-value observations of this controller, made on first use (see `KeyValueObserving/`).
    var keyValueObservers: KeyValueObserverList?

    /// A title for containers and traces; the ``navigationItem``'s title until that is set.
    open var title: String? {
        didSet {
            navigationItemStorage?.ownerTitleDidChange()
            keyValueObservers?.changed()
        }
    }
    /// The size, in points, the controller would like its view to have; `.zero` when it has no preference.
    /// A `.formSheet` uses it. Setting a new value calls the parent's
    /// ``preferredContentSizeDidChange(forChildContentContainer:)``, or, for a
    /// presented controller without a parent, its presentation controller's.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            keyValueObservers?.changed()
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if presentingStorage != nil, let controller = presentationControllerStorage {
                controller.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    // MARK: Presentation settings

    /// How the controller is shown when presented; `.automatic` behaves as `.pageSheet`.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The built-in animation used when the transitioning delegate gives no
    /// animator and ``preferredTransition`` is nil.
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// The system transition to use when this controller is presented or
    /// pushed (`UIViewController.preferredTransition`, iOS 18); nil (the
    /// default) keeps ``modalTransitionStyle`` and the standard push.
    ///
    /// - `.zoom(...)`: an animated `present` (not `.custom`, no animator from
    ///   the transitioning delegate) and a push onto a ``NavigationController``
    ///   (no animator from its delegate) grow this controller's view out of
    ///   the provider's source view; dismissing or popping it shrinks it back
    ///   (see ``Transition/zoom(options:sourceViewProvider:)``). With
    ///   `.automatic`, a zoomed presentation is `.fullScreen`.
    /// - `.coverVertical`, `.crossDissolve`, `.flipHorizontal`, `.partialCurl`:
    ///   the built-in animation of that ``ModalTransitionStyle`` for present
    ///   and dismiss, in place of ``modalTransitionStyle`` (which is not
    ///   changed); a navigation push or pop ignores them.
    open var preferredTransition: Transition?
    /// When true, `.currentContext` and `.overCurrentContext` presentations from
    /// this controller or its descendants cover this controller's view.
    open var definesPresentationContext = false
    /// Supplies animators and presentation controllers for presenting and
    /// dismissing this controller; held weakly, as in UIKit.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    /// When true (the default), appearance callbacks are forwarded to children
    /// whose views are inside this controller's view.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: State (set by the runtime)

    /// True from `present` until the end of the presentation transition
    /// (including `viewDidAppear(_:)`; false in the caller's completion handler).
    public internal(set) var isBeingPresented = false
    /// True from `dismiss` until the end of the dismissal transition.
    public internal(set) var isBeingDismissed = false
    /// True after `addChild(_:)` until the child's next `viewDidAppear(_:)`.
    public internal(set) var isMovingToParent = false
    /// True from `willMove(toParent: nil)` (or `removeFromParent()`) until removal ends.
    public internal(set) var isMovingFromParent = false

    /// The child controllers, in the order they were added (`addChild(_:)`).
    public private(set) var children: [ViewController] = []
    /// The container controller this one is a child of; nil for a root or presented controller.
    public private(set) weak var parent: ViewController?

    var appearanceState = AppearanceState.disappeared
    var isAppearingPending = false
    var appearanceAnimated = false
    var presentedStorage: ViewController?
    /// The controller `present` was called on for the presentation this
    /// controller is in (the zoom's ``Transition/ZoomSourceViewProviderContext/sourceViewController``).
    weak var presentationSourceStorage: ViewController?
    weak var presentingStorage: ViewController?
    var presentationControllerStorage: PresentationController?
    /// The presentation controller made when ``presentationController`` is read
    /// before the controller is presented (UIKit makes it lazily); `present` uses it.
    var pendingPresentationController: PresentationController?
    /// The transition this controller takes part in, while it runs.
    var activeTransition: TransitionContext?
    /// Segues this controller can perform, by identifier (``registerSegue(identifier:kind:destination:)``).
    var segueRegistry: [String: SegueRegistration] = [:]
    /// Unwind actions this controller declares, by name (``registerUnwindAction(_:_:)``).
    var unwindActions: [String: (StoryboardSegue) -> Void] = [:]
    /// Overridden traits (see ``traitOverrides``).
    var storedTraitOverrides = TraitCollection()
    /// `registerForTraitChanges` handlers (ViewController+Traits.swift).
    var traitRegistrations: [TraitChangeRegistration] = []
    /// Storage of the safe-area and bar members (`ViewController+SafeArea.swift`, `Bars/`).
    var barsAndSafeArea = ControllerBarState()
    /// Hide the tab bar while this controller is in a navigation stack
    /// (`hidesBottomBarWhenPushed`); false by default. Open, so subclasses
    /// may override it as UIKit code does. The bar is hidden while the top
    /// of the stack is this controller or one pushed above it; a push that
    /// hides it slides it away with the from-view, and the pop back brings
    /// it in with the to-view (`Bars/TabBarHandoff.swift`).
    open var hidesBottomBarWhenPushed = false
    /// Bars: `navigationItem` once read, `toolbarItems` (ViewController+Bars.swift).
    var navigationItemStorage: NavigationItem?
    var toolbarItemsStorage: [BarButtonItem]?
    /// The insets a navigation controller's bars add to the safe area (its bar's height on top), points.
    var navigationBarSafeAreaInsets = EdgeInsets.zero

    /// The name of the nib to load the view from; Flipbook has no nibs, so
    /// it is only kept (`UIViewController.nibName`).
    public let nibName: String?
    /// The bundle of ``nibName``; only kept (`UIViewController.nibBundle`).
    public let nibBundle: Bundle?

    /// A controller (`UIViewController(nibName:bundle:)`). Flipbook loads no
    /// nibs: the names are kept and ``loadView()`` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller with no nib (`UIViewController()`), through
    /// ``init(nibName:bundle:)``, so a subclass that overrides only that
    /// initializer is still made by `MyController()`, as in UIKit.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// UIKit's archive initializer, here so that subclasses written for UIKit
    /// (`required init?(coder:)`) compile unchanged. There are no archives in
    /// Flipbook: the coder is not read, and the controller is made as
    /// `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// The next responder (`UIViewController.next`): the window when the
    /// controller's view is the window's root view, the presenting
    /// controller when it was presented, else its view's superview
    /// (https://developer.apple.com/documentation/uikit/uiresponder/next).
    open override var next: Responder? {
        guard let view = viewIfLoaded else { return presentingViewController }
        if let window = view.superview as? Window, window.rootViewController === self { return window }
        if let presenting = presentingViewController { return presenting }
        return view.superview
    }

    /// Told of a change registered with `addObserver(_:forKeyPath:options:context:)`
    /// (``KeyValueObserving``); override it as on iOS. Does nothing by default.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    // MARK: Presenting (the work and the presentation links are in ViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` (`present(_:animated:completion:)`).
    ///
    /// The presenter is resolved at once: for `.currentContext` and
    /// `.overCurrentContext`, the nearest ancestor (or self) with
    /// `definesPresentationContext`, else the root of the parent chain; for the
    /// other styles, the root of the parent chain. The delegate is asked at
    /// once (presentation controller for `.custom`, then animator, then
    /// interaction controller when there is an animator; when `animated` is
    /// false only the presentation controller is asked), and the links
    /// (`presentedViewController`, `presentingViewController`,
    /// `transitionCoordinator`) exist when this returns. The transition starts
    /// at the next tick.
    ///
    /// In a horizontally compact window the presentation adapts (see
    /// ``AdaptivePresentationControllerDelegate``): the presentation
    /// controller's ``PresentationController/adaptivePresentationStyle(for:)``
    /// (its delegate, else `.fullScreen` for sheets, else no adaptation) gives
    /// the style it runs in; the delegate may replace the presented controller
    /// and hears `willPresentWithAdaptiveStyle` last, with the transition's
    /// coordinator (`.none` when nothing adapted).
    ///
    /// Refused with a ``TransitionDiagnostic`` (nothing presented, completion
    /// not called), as UIKit ignores it with a log: while another transition
    /// runs in the window ("Attempt to present ... while a presentation is in
    /// progress"), when the presenter already presents, when the presenter's
    /// view is not in a window, or when the controller cannot be presented.
    open func present(
        _ viewControllerToPresent: ViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presented, or, when it presented
    /// nothing, the presented controller it belongs to
    /// (`dismiss(animated:completion:)`).
    ///
    /// Dismissing a chain (A presented B, B presented C; `A.dismiss`) animates
    /// only the top (C, with its own transition style and animator); B's view
    /// leaves at once, B gets disappear callbacks if it was visible, and the
    /// whole chain is unlinked at the end.
    ///
    /// With nothing to dismiss, a ``TransitionDiagnostic/nothingToDismiss(receiver:)``
    /// is reported and `completion` runs on the next tick (at once without a window).
    /// While another transition runs, a diagnostic is reported and nothing happens.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: View (reading and setting it are in ViewController+ViewLoading.swift)

    /// Creates the view; the default makes a plain ``View`` with the
    /// screen's bounds (``Screen/main``). Overrides assign `self.view` and do not call `super`.
    /// If an override assigns nothing, a plain view is installed.
    open func loadView() { installView(makeDefaultView()) }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance callbacks

    /// Called before the view is added to the window for an appearance; `animated` is whether a transition shows it.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after `viewWillAppear(_:)`, when the view is in the window.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view has appeared (the transition, if any, has ended).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the window or is covered by a transition.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view has left the window (the transition, if any, has ended).
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout callbacks

    /// Called just before the view's `layoutSubviews()` during a layout pass.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view's `layoutSubviews()`, before its subviews lay out.
    open func viewDidLayoutSubviews() {}

    /// Lays out what a container draws around its children (a tab bar
    /// controller's bar), in the root view's layout pass just after its
    /// `layoutSubviews()`, so overrides of the public callbacks need not call `super`.
    func layoutContainerChrome() {}

    /// Called when the safe area of the controller's root view changed
    /// (`viewSafeAreaInsetsDidChange()`): at the layout pass after the
    /// window's insets, ``additionalSafeAreaInsets``, a container's bar or
    /// the view's place changed it, before `viewWillLayoutSubviews()`, and
    /// at once when ``additionalSafeAreaInsets`` is set. The first layout in
    /// a window with a non-zero safe area counts as a change. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Status bar (drawn over windows made for a device)

    /// The status bar style this controller prefers (`preferredStatusBarStyle`).
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// True when this controller prefers the status bar hidden (`prefersStatusBarHidden`).
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar changes (`preferredStatusBarUpdateAnimation`).
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// When true, a presented controller decides the status bar's look
    /// (`modalPresentationCapturesStatusBarAppearance`); false by default.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The child whose preference is used instead (`childForStatusBarStyle`).
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose hidden preference is used instead (`childForStatusBarHidden`).
    open var childForStatusBarHidden: ViewController? { nil }
    /// True when this controller prefers the home indicator hidden
    /// (`prefersHomeIndicatorAutoHidden`); false by default.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose ``prefersHomeIndicatorAutoHidden`` is used instead
    /// (`childForHomeIndicatorAutoHidden`); nil by default. See
    /// ``SystemPreferences/homeIndicatorAutoHidden(in:)``
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden).
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }
    /// Asks for the home indicator preference to be read again
    /// (`setNeedsUpdateOfHomeIndicatorAutoHidden()`); nothing is drawn for it.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures yield to the app's own first
    /// (`preferredScreenEdgesDeferringSystemGestures`); none by default.
    open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }
    /// The child whose ``preferredScreenEdgesDeferringSystemGestures`` is
    /// used instead (`childForScreenEdgesDeferringSystemGestures`); nil by
    /// default. See ``SystemPreferences/screenEdgesDeferringSystemGestures(in:)``
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforscreenedgesdeferringsystemgestures).
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
    /// Asks for the deferred edges to be read again
    /// (`setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Asks for the status bar's look to be read again
    /// (`setNeedsStatusBarAppearanceUpdate()`); the drawn status bar reads
    /// the preferences on every frame, so nothing more is needed.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Traits

    /// The controller's traits: those of its view when the view is in a
    /// window (the window's, then the overrides down to and including this
    /// controller's ``traitOverrides``); otherwise only this controller's
    /// overrides, every other trait unspecified.
    open var traitCollection: TraitCollection {
        if let view = loadedView, view.window != nil { return view.traitCollection }
        return storedTraitOverrides
    }

    /// Called before the traits change (a resize across a size-class limit),
    /// with the coordinator of the resize; `traitCollection` is still the old one.
    open func willTransition(
        to newCollection: TraitCollection,
        with coordinator: any ViewControllerTransitionCoordinator
    ) {}

    /// Called after the traits changed, during the resize's animation setup;
    /// `previousTraitCollection` is what ``traitCollection`` was before.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called when the window is about to resize (``Window/resize(to:duration:)``),
    /// with the controller's size to come in points (the window's new size for
    /// the root; for a child, what its parent's
    /// ``size(forChildContentContainer:withParentContainerSize:)`` gives) and
    /// the resize's coordinator: animations given to
    /// `coordinator.animate(alongsideTransition:completion:)` run with the
    /// resize. The runtime calls every controller in the window itself,
    /// parents before children (UIKit's default forwards from the parent
    /// instead), so overrides need not call `super`. A child whose view
    /// already has its size to come is not called (nor are its children).
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {}

    // MARK: Content container

    /// Called when `container`, a child, changed its ``preferredContentSize``; does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// Does nothing (Flipbook has no Auto Layout; the runtime never calls it).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// The size the child `container` gets during a resize when this
    /// controller gets `parentSize`; `parentSize` by default.
    open func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    // MARK: Showing and segues

    /// Shows `vc` the adaptive way (`show(_:sender:)`): pushed by the
    /// nearest navigation controller up the parent chain, else presented modally.
    open func show(_ vc: ViewController, sender: Any?) {
        if let navigationController { return navigationController.pushViewController(vc, animated: true) }
        present(vc, animated: true)
    }

    /// Shows `vc` as the detail of the split view controller this controller
    /// is in (`showDetailViewController(_:sender:)`): that controller's
    /// secondary column; outside one, presented modally, as UIKit does
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)).
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let splitViewController { return splitViewController.showDetailViewController(vc, sender: sender) }
        present(vc, animated: true)
    }

    /// Whether the segue `identifier` may run; true by default. Returning
    /// false cancels it quietly (no `prepare`, no transition).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source after the destination and the segue are made and
    /// before `perform()`: pass data to `segue.destination` here.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of the unwind `action`
    /// started from `fromViewController`: by default, true when it declared
    /// the action with ``registerUnwindAction(_:_:)`` and is not the source.
    open func canPerformUnwindSegueAction(
        _ action: String, from fromViewController: ViewController,
        sender: Any?
    ) -> Bool {
        unwindActions[action] != nil && fromViewController !== self
    }

    // MARK: Containment (the parent chain lookups are in ViewController+Containment.swift)

    /// Adds `child`; calls `child.willMove(toParent: self)` first, as UIKit
    /// does. Call `child.didMove(toParent: self)` after adding its view.
    /// A controller cannot be its own child or the child of its descendant;
    /// such calls are ignored.
    open func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self, !isDescendant(of: child) else { return }
        if child.parent != nil { child.removeFromParent() }
        child.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`,
    /// as UIKit does. Call `willMove(toParent: nil)` before.
    open func removeFromParent() {
        guard let parent else { return }
        isMovingFromParent = true
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        isMovingFromParent = false
    }

    /// Called before the controller is added to (or removed from, with nil) a parent.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil, self.parent != nil { isMovingFromParent = true }
    }

    /// Called after the controller was added to (or removed from, with nil) a parent.
    open func didMove(toParent parent: ViewController?) {}
}
