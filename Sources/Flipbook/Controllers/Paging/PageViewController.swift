import Foundation

/// A container that shows one page (a child controller) at a time and turns
/// pages by a swipe or in code (`UIPageViewController`,
/// https://developer.apple.com/documentation/uikit/uipageviewcontroller).
///
/// - ``setViewControllers(_:direction:animated:completion:)`` shows pages,
///   as Apple's table on that method says: one page; two side by side with
///   the spine in the middle (``SpineLocation/mid``, which is always
///   double-sided); or, for a double-sided `.pageCurl` controller with its
///   spine at an edge, the page to show and the back of the page before it
///   (only the first is on screen; the second is drawn on the back of the
///   turning sheet).
///   Animated, a `.scroll` controller slides the new page in from the
///   trailing edge (`.forward`; the bottom edge when vertical) or the leading
///   edge (`.reverse`), ``interPageSpacing`` points apart; a `.pageCurl`
///   controller turns the page as a sheet folding back towards the spine
///   (drawn flat; see `PageTurnSheet`): forward, the page shown folds over
///   onto the other side of the spine, showing its back and uncovering the
///   new page; in reverse, the new page folds back over the old. Either
///   takes ``turnDuration`` seconds with the ease-in-out curve;
///   `completion(true)` runs at the end (at once when not animated).
/// - A pan across the view turns pages with the ``dataSource``: `.scroll`
///   pages, and the sheet of a `.pageCurl` controller, follow the finger
///   (the sheet turns by the finger's travel over the view's width, or
///   height when vertical) and, when the finger lifts past half of that or
///   faster than 500 points per second towards the next page, go on to it,
///   else back, in half of ``turnDuration`` with the ease-out curve. The
///   ``delegate`` hears `willTransitionTo` when a drag brings a page in and
///   `didFinishAnimating` at its end. Code-driven turns tell the delegate
///   nothing, as in UIKit.
/// - A `.scroll` controller whose data source answers
///   `presentationCount(for:)` with more than 0 shows a ``PageControl`` at
///   the bottom of its view (``pageControl``), as Apple's
///   `UIPageViewControllerDataSource` page says: ``PageControl/preferredHeight``
///   points at the bottom of the view, the pages above it (a reading of
///   iOS), its dots from `presentationCount(for:)` and
///   `presentationIndex(for:)`, asked again at each
///   ``setViewControllers(_:direction:animated:completion:)``; a swipe moves
///   the current dot by one.
/// - Children are added and removed as UIKit's container does
///   (`addChild`, `didMove(toParent:)`, `willMove(toParent: nil)`,
///   `removeFromParent`); appearance callbacks follow code-driven turns.
@preconcurrency @MainActor
open class PageViewController: ViewController {
    /// How pages turn (`UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over the one below.
        case pageCurl = 0
        /// Pages slide along the navigation axis.
        case scroll = 1
    }

    /// The axis pages turn along (`UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn left and right.
        case horizontal = 0
        /// Pages turn up and down.
        case vertical = 1
    }

    /// Which way a turn goes (`UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        /// To the page after: the new page comes from the trailing (or bottom) edge.
        case forward = 0
        /// To the page before.
        case reverse = 1
    }

    /// Where the spine of a page-curl controller is (`UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Sendable {
        /// No spine: a scroll controller.
        case none = 0
        /// The leading (or top) edge: one page shown.
        case min = 1
        /// The middle: two pages shown side by side.
        case mid = 2
        /// The trailing (or bottom) edge: one page shown.
        case max = 3
    }

    /// Keys of the `options` dictionary (`UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``SpineLocation`` (or its raw value) for a page-curl controller.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The points between pages of a scroll controller (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The seconds an animated turn takes: a reading, not Apple's value.
    /// Apple documents no duration for page turns
    /// (https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)
    /// says only that the turn is animated); 0.35 s is Flipbook's choice,
    /// the duration of its navigation push.
    public static let turnDuration: TimeInterval = 0.35

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: ``SpineLocation/none`` for `.scroll`, ``SpineLocation/min``
    /// by default for `.pageCurl` (or the `.spineLocation` option).
    public private(set) var spineLocation: SpineLocation
    /// Points between two pages of a scroll controller as they slide (0 by default).
    public let interPageSpacing: CGFloat
    /// Whether a turning page shows content on its back (`isDoubleSided`,
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/isdoublesided):
    /// false by default, always true with the spine in the middle (setting
    /// false there is reported and ignored, where UIKit raises an exception).
    /// When true, a controller with its spine at an edge takes two view
    /// controllers: the page to show and the back of the page before it.
    open var isDoubleSided: Bool {
        get { doubleSided || spineLocation == .mid }
        set {
            if !newValue && spineLocation == .mid {
                Diagnostics.report(
                    "pageViewController.singleSidedMidSpine",
                    "isDoubleSided cannot be false with the spine in the middle (UIKit raises an exception); it stays true.")
                return
            }
            doubleSided = newValue
        }
    }
    private var doubleSided = false
    /// The pages' source for gestures, held weakly.
    open weak var dataSource: (any PageViewControllerDataSource)?
    /// Told of gesture-driven turns, held weakly.
    open weak var delegate: (any PageViewControllerDelegate)?

    /// The recognizers that turn pages (`gestureRecognizers`): one pan.
    public var gestureRecognizers: [GestureRecognizer] { [pan] }
    private lazy var pan: PanGestureRecognizer = {
        let pan = PanGestureRecognizer(action: { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        })
        return pan
    }()

    /// The pages shown now (with a double-sided edge spine, the second is the back).
    var pages: [ViewController] = []
    /// A drag in progress: the page it brings in and the direction.
    var drag: (page: ViewController, direction: NavigationDirection)?
    /// A page-curl drag in progress: its sheet, the pages it brings and the direction.
    var curlDrag: CurlDrag?
    /// True while a turn animates; turns asked for meanwhile are ignored.
    var isTurning = false
    /// The page indicator, while one is shown.
    var indicator: PageControl?

    /// A page view controller (`init(transitionStyle:navigationOrientation:options:)`).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine =
            (options?[.spineLocation] as? SpineLocation)
            ?? (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        let spacing = options?[.interPageSpacing]
        interPageSpacing = max(
            0,
            (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) }
                ?? (spacing as? Int).map { CGFloat($0) } ?? 0)
        super.init(nibName: nil, bundle: nil)
    }

    /// A horizontal page-curl controller (`init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's archive initializer; a horizontal page-curl controller.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// The pages shown (`viewControllers`): nil before any was set.
    public var viewControllers: [ViewController]? { pages.isEmpty ? nil : pages }

    open override func loadView() {
        let root = View(frame: Screen.main.bounds)
        root.clipsToBounds = true
        root.addGestureRecognizer(pan)
        view = root
        for page in pages { place(page, in: root) }
    }

    /// Shows `viewControllers` (`setViewControllers(_:direction:animated:completion:)`):
    /// one page, or two with the spine in the middle. Animated, the turn goes
    /// in `direction` as the type's documentation says; `completion(true)`
    /// runs when the new pages are in place. A count that does not fit the
    /// spine, or a turn asked for while one animates, is reported and ignored.
    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let new = viewControllers ?? []
        let expected = expectedPageCount
        guard new.count == expected else {
            Diagnostics.report(
                "pageViewController.pageCount",
                "a page view controller with its spine at \(spineLocation) shows \(expected) page(s); \(new.count) were given, and the pages stay as they were."
            )
            return
        }
        guard !isTurning else {
            Diagnostics.report(
                "pageViewController.busy",
                "setViewControllers(_:direction:animated:completion:) was called while a page turn animates; it was ignored.")
            return
        }
        turn(to: new, direction: direction, animated: animated && isViewLoaded && view.window != nil) { finished in
            completion?(finished)
        }
        reloadPageIndicator()
    }

    // MARK: Turning

    /// Replaces the pages, animated or not, then calls `done`.
    private func turn(
        to new: [ViewController], direction: NavigationDirection, animated: Bool,
        done: @escaping (Bool) -> Void
    ) {
        let old = pages
        let visible = appearanceState == .appeared
        let leaving = old.filter { o in !new.contains { $0 === o } }
        let coming = new.filter { n in !old.contains { $0 === n } }
        for vc in coming where vc.parent !== self { addChild(vc) }
        pages = new
        guard isViewLoaded else {
            for vc in leaving {
                vc.willMove(toParent: nil)
                vc.removeFromParent()
            }
            for vc in coming { vc.didMove(toParent: self) }
            done(true)
            return
        }
        let root: View = view
        // A curl may keep a page (the back of a double-sided one); a slide replaces them all.
        guard animated, let from = old.first, leaving.count == old.count || transitionStyle == .pageCurl,
            let to = new.first
        else {
            if visible {
                for vc in leaving { vc.beginAppearanceTransition(false, animated: false) }
                for vc in coming { vc.beginAppearanceTransition(true, animated: false) }
            }
            for vc in leaving {
                vc.willMove(toParent: nil)
                vc.viewIfLoaded?.removeFromSuperview()
            }
            for vc in new { place(vc, in: root) }
            if visible {
                for vc in leaving { vc.endAppearanceTransition() }
                for vc in coming { vc.endAppearanceTransition() }
            }
            for vc in leaving { vc.removeFromParent() }
            for vc in coming { vc.didMove(toParent: self) }
            done(true)
            return
        }
        isTurning = true
        for vc in leaving { vc.willMove(toParent: nil) }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for vc in leaving.dropFirst() { vc.viewIfLoaded?.removeFromSuperview() }
            for vc in leaving { vc.removeFromParent() }
            for vc in new { self.place(vc, in: root) }
            for vc in coming { vc.didMove(toParent: self) }
            self.isTurning = false
            done(finished)
        }
        if transitionStyle == .pageCurl {
            curl(from: old, to: new, direction: direction, visible: visible, finish: finish)
            return
        }
        let shift = offset(for: direction)
        to.view.frame = pageFrame(0, of: new.count).offsetBy(dx: shift.x, dy: shift.y)
        transition(
            from: from, to: to, duration: Self.turnDuration, options: [.curveEaseInOut],
            animations: { [weak self] in
                guard let self else { return }
                from.view.frame = self.pageFrame(0, of: old.count).offsetBy(dx: -shift.x, dy: -shift.y)
                to.view.frame = self.pageFrame(0, of: new.count)
            }, completion: finish)
    }

    /// Where the page that comes in during a turn in `direction` starts, relative to its place.
    func offset(for direction: NavigationDirection) -> CGPoint {
        let bounds = view.bounds
        let sign: CGFloat = direction == .forward ? 1 : -1
        return navigationOrientation == .horizontal
            ? CGPoint(x: sign * (bounds.width + interPageSpacing), y: 0)
            : CGPoint(x: 0, y: sign * (bounds.height + interPageSpacing))
    }

    /// The frame of page `index` of `count` in the view's bounds (above the
    /// page indicator, when there is one): the whole, or a half on each side
    /// of a middle spine.
    func pageFrame(_ index: Int, of count: Int) -> CGRect {
        let b = contentBounds
        guard count == 2 else { return b }
        if navigationOrientation == .horizontal {
            return CGRect(x: b.minX + CGFloat(index) * b.width / 2, y: b.minY, width: b.width / 2, height: b.height)
        }
        return CGRect(x: b.minX, y: b.minY + CGFloat(index) * b.height / 2, width: b.width, height: b.height / 2)
    }

    /// Puts a page's view in its place (a back page's view is not shown).
    func place(_ page: ViewController, in root: View) {
        guard let index = pages.firstIndex(where: { $0 === page }) else { return }
        guard index < shownPageCount else {
            if page.viewIfLoaded?.superview === root { page.view.removeFromSuperview() }
            return
        }
        View.performWithoutAnimation {
            page.view.frame = pageFrame(index, of: shownPageCount)
            page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if page.view.superview !== root { root.addSubview(page.view) }
        }
    }

    /// Keeps the pages in place in the view's layout pass.
    override func layoutContainerChrome() {
        layoutPageIndicator()
        guard !isTurning, drag == nil, curlDrag == nil else { return }
        for page in pages { place(page, in: view) }
    }

    // MARK: Gestures

    private func handlePan(_ pan: PanGestureRecognizer) {
        if transitionStyle == .pageCurl { return handleCurlPan(pan) }
        guard !isTurning, pages.count == 1, let current = pages.first else { return }
        let t = pan.translation(in: view)
        let v = pan.velocity(in: view)
        let along = navigationOrientation == .horizontal ? t.x : t.y
        let speed = navigationOrientation == .horizontal ? v.x : v.y
        let extent = navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
        switch pan.state {
        case .began, .changed:
            guard transitionStyle == .scroll, along != 0 else { return }
            let direction: NavigationDirection = along < 0 ? .forward : .reverse
            if drag?.direction != direction { bringIn(direction, beside: current) }
            guard let drag else { return }
            View.performWithoutAnimation {
                current.view.frame = pageFrame(0, of: 1).offsetBy(
                    dx: navigationOrientation == .horizontal ? along : 0,
                    dy: navigationOrientation == .vertical ? along : 0)
                let shift = offset(for: drag.direction)
                drag.page.view.frame = current.view.frame.offsetBy(dx: shift.x, dy: shift.y)
            }
        case .ended:
            let direction: NavigationDirection = along < 0 ? .forward : .reverse
            let passes = abs(along) > extent / 2 || (abs(speed) > 500 && (speed < 0) == (along < 0))
            settle(completing: passes && drag?.direction == direction, from: current)
        case .cancelled, .failed:
            settle(completing: false, from: current)
        default:
            break
        }
    }

    /// The page the data source gives after or before `page`.
    func neighbour(_ direction: NavigationDirection, of page: ViewController) -> ViewController? {
        guard let dataSource else { return nil }
        let next =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: page)
            : dataSource.pageViewController(self, viewControllerBefore: page)
        return next === page ? nil : next
    }

    /// Starts (or switches) a drag's incoming page for `direction`.
    private func bringIn(_ direction: NavigationDirection, beside current: ViewController) {
        if let old = drag {
            old.page.viewIfLoaded?.removeFromSuperview()
            old.page.willMove(toParent: nil)
            old.page.removeFromParent()
            drag = nil
        }
        guard let next = neighbour(direction, of: current) else { return }
        delegate?.pageViewController(self, willTransitionTo: [next])
        addChild(next)
        View.performWithoutAnimation {
            next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(next.view)
        }
        drag = (next, direction)
    }

    /// Ends a scroll drag: slides on to the incoming page or back.
    private func settle(completing: Bool, from current: ViewController) {
        guard let drag else {
            View.performWithoutAnimation { current.view.frame = pageFrame(0, of: 1) }
            return
        }
        isTurning = true
        let shift = offset(for: drag.direction)
        let home = pageFrame(0, of: 1)
        View.animate(
            withDuration: Self.turnDuration / 2, delay: 0, options: [.curveEaseOut],
            animations: {
                if completing {
                    current.view.frame = home.offsetBy(dx: -shift.x, dy: -shift.y)
                    drag.page.view.frame = home
                } else {
                    current.view.frame = home
                    drag.page.view.frame = home.offsetBy(dx: shift.x, dy: shift.y)
                }
            },
            completion: { [weak self] finished in
                guard let self else { return }
                self.drag = nil
                self.isTurning = false
                if completing {
                    current.willMove(toParent: nil)
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    drag.page.didMove(toParent: self)
                    self.pages = [drag.page]
                    self.advancePageIndicator(drag.direction)
                } else {
                    drag.page.willMove(toParent: nil)
                    drag.page.view.removeFromSuperview()
                    drag.page.removeFromParent()
                }
                self.delegate?.pageViewController(
                    self, didFinishAnimating: finished, previousViewControllers: [current],
                    transitionCompleted: completing)
            })
    }
}
