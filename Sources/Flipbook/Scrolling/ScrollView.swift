import Foundation

/// A view whose content can be moved by dragging (`UIScrollView`).
///
/// The content offset is the bounds origin, as in UIKit: scrolling moves
/// the subviews by changing ``contentOffset``. A drag (the view's
/// ``panGestureRecognizer``, driven by touch scripts) moves the content
/// with the finger, rubber-banding past the edges when ``bounces``; on lift
/// the content decelerates with ``decelerationRate`` and, past an edge,
/// springs back (see `ScrollPhysics` for the formulas and their sources).
/// Every change calls the ``delegate``'s `scrollViewDidScroll(_:)`, and
/// the drag and deceleration callbacks come in UIKit's order. Times are the
/// window clock's, so a scroll is the same on every run.
@preconcurrency @MainActor
open class ScrollView: View {
    /// How quickly a flick slows (`UIScrollView.DecelerationRate`): the
    /// velocity is multiplied by the raw value every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998, UIKit's default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99, paging and pickers.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the content, in points (`contentSize`).
    open var contentSize = CGSize.zero {
        didSet { if contentSize != oldValue { keyValueObservers?.changed() } }
    }
    /// Extra space around the content, in points (`contentInset`).
    open var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { keyValueObservers?.changed() } }
    }
    /// UIKit's nested name (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public typealias ContentInsetAdjustmentBehavior = Flipbook.ContentInsetAdjustmentBehavior
    /// How the safe area adds to ``contentInset`` (`contentInsetAdjustmentBehavior`);
    /// `.automatic` by default, as UIKit.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }
    /// The insets the offsets are computed with (`adjustedContentInset`),
    /// points: ``contentInset`` plus the parts of ``View/safeAreaInsets``
    /// that ``contentInsetAdjustmentBehavior`` takes (see its cases).
    open var adjustedContentInset: EdgeInsets {
        let edges = contentInsetAdjustmentBehavior.adjustedEdges(of: self)
        if edges.vertical == false && edges.horizontal == false { return contentInset }
        let s = safeAreaInsets
        let c = contentInset
        return EdgeInsets(
            top: c.top + (edges.vertical ? s.top : 0), left: c.left + (edges.horizontal ? s.left : 0),
            bottom: c.bottom + (edges.vertical ? s.bottom : 0),
            right: c.right + (edges.horizontal ? s.right : 0))
    }
    /// The adjusted insets of the last layout pass; a content offset resting
    /// at their top-left corner follows them when they change.
    private var laidOutAdjustedInset: EdgeInsets?
    /// The point of the content at the view's top left corner (the bounds origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// Told of scrolling; held weakly.
    open weak var delegate: (any ScrollViewDelegate)?
    /// False stops dragging from scrolling.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether the content rubber-bands past its edges and springs back.
    open var bounces = true
    /// Bounce vertically even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// How quickly a flick slows.
    open var decelerationRate = DecelerationRate.normal
    /// Whether the vertical scroll indicator shows while scrolling; true by default.
    /// Kept for UIKit code: Flipbook draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling; true by default (not drawn).
    open var showsHorizontalScrollIndicator = true
    /// Whether a drag that starts mostly along one axis scrolls only along it
    /// (`isDirectionalLockEnabled`, https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled);
    /// false by default. "Mostly": when the pan begins, its translation along one
    /// axis is more than twice that along the other; a diagonal start locks nothing.
    open var isDirectionalLockEnabled = false
    /// The axis a directionally locked drag keeps: 0 none, 1 horizontal, 2 vertical.
    private var lockedAxis = 0
    /// The recognizer that drags the content (`panGestureRecognizer`).
    public let panGestureRecognizer = PanGestureRecognizer()
    /// True from the first finger down until it lifts (`isTracking`).
    open var isTracking: Bool { panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed }
    /// True while a drag moves the content (`isDragging`).
    public private(set) var isDragging = false
    /// True while the content moves on its own after a drag (`isDecelerating`).
    public private(set) var isDecelerating = false

    /// One axis's motion after the finger lifted, or during an animated scroll.
    private enum Motion {
        /// Slowing from `from` at `velocity` (points per second) since `start`;
        /// when it reaches `edge` at `edgeTime` it turns into a spring there.
        case decelerate(start: Double, from: Double, velocity: Double, edge: Double?, edgeTime: Double?)
        /// A critically damped spring about `edge`, `offset` away at `start` with `velocity`.
        case spring(start: Double, edge: Double, offset: Double, velocity: Double)
        /// An animated scroll from `from` to `to` over `duration` seconds.
        case animate(start: Double, from: Double, to: Double, duration: Double)
    }
    private var motions: (x: Motion?, y: Motion?) = (nil, nil)
    private var tickToken: Int?
    private weak var tickWindow: Window?
    private var isAnimatingScroll = false
    /// The drag's start offset, with any rubber band unwound.
    private var dragOrigin = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A scroll view that goes away while its content moves takes its
    /// frame handler off the window.
    @MainActor deinit { stopTicking() }

    private func setUp() {
        panGestureRecognizer.addTarget { [weak self] r in self?.handlePan(r as! PanGestureRecognizer) }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Keeps content that rests at its top (or left) end there when the
    /// adjusted insets change (UIKit moves a resting offset with them, so a
    /// list starts below the status bar).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let now = adjustedContentInset
        let old = laidOutAdjustedInset ?? .zero
        laidOutAdjustedInset = now
        guard now != old, !isDragging, !isDecelerating, !isAnimatingScroll else { return }
        var o = contentOffset
        if o.y == -old.top { o.y = -now.top }
        if o.x == -old.left { o.x = -now.left }
        contentOffset = o
    }

    // MARK: Limits

    /// The smallest and largest offsets of each axis.
    private var limits: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat) {
        let i = adjustedContentInset
        let b = bounds.size
        let minX = -i.left
        let minY = -i.top
        return (
            minX, max(minX, contentSize.width + i.right - b.width),
            minY, max(minY, contentSize.height + i.bottom - b.height)
        )
    }

    private var scrollsHorizontally: Bool {
        let i = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + i.left + i.right > bounds.width
    }

    private var scrollsVertically: Bool {
        let i = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + i.top + i.bottom > bounds.height
    }

    // MARK: Code-driven scrolling

    /// Moves the content to `offset` (`setContentOffset(_:animated:)`); animated,
    /// over 0.3 seconds ease-in-out (UIKit's duration, measured; it does not
    /// document one), calling `scrollViewDidScroll` every frame and
    /// `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotions()
        guard animated, let window, offset != contentOffset else {
            contentOffset = offset
            return
        }
        let now = window.time
        let from = contentOffset
        motions = (
            .animate(start: now, from: from.x, to: offset.x, duration: 0.3),
            .animate(start: now, from: from.y, to: offset.y, duration: 0.3)
        )
        isAnimatingScroll = true
        startTicking(in: window)
    }

    /// Scrolls the least needed so that `rect` (content coordinates) is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var o = contentOffset
        let b = bounds.size
        if rect.maxX > o.x + b.width { o.x = rect.maxX - b.width }
        if rect.minX < o.x { o.x = rect.minX }
        if rect.maxY > o.y + b.height { o.y = rect.maxY - b.height }
        if rect.minY < o.y { o.y = rect.minY }
        let l = limits
        o.x = min(max(o.x, l.minX), l.maxX)
        o.y = min(max(o.y, l.minY), l.maxY)
        setContentOffset(o, animated: animated)
    }

    // MARK: Dragging

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotions()
            isDecelerating = false
            isDragging = true
            let l = limits
            let o = contentOffset
            let b = bounds.size
            func unwound(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
                if v < lo { return lo + ScrollPhysics.unRubberBand(v - lo, dimension: d) }
                if v > hi { return hi + ScrollPhysics.unRubberBand(v - hi, dimension: d) }
                return v
            }
            dragOrigin = CGPoint(x: unwound(o.x, l.minX, l.maxX, b.width), y: unwound(o.y, l.minY, l.maxY, b.height))
            let t = pan.translation(in: self)
            lockedAxis = !isDirectionalLockEnabled ? 0 : abs(t.x) > 2 * abs(t.y) ? 1 : abs(t.y) > 2 * abs(t.x) ? 2 : 0
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            guard isDragging else { return }
            let v = pan.state == .ended ? pan.velocity(in: self) : .zero
            release(
                velocity: CGPoint(
                    x: scrollsHorizontally && lockedAxis != 2 ? -v.x : 0,
                    y: scrollsVertically && lockedAxis != 1 ? -v.y : 0))
        default:
            break
        }
    }

    /// Puts the content under the finger, rubber-banding past the edges.
    private func follow(_ pan: PanGestureRecognizer) {
        let t = pan.translation(in: self)
        let l = limits
        let b = bounds.size
        func place(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if raw < lo { return bounces ? lo + ScrollPhysics.rubberBand(raw - lo, dimension: d) : lo }
            if raw > hi { return bounces ? hi + ScrollPhysics.rubberBand(raw - hi, dimension: d) : hi }
            return raw
        }
        var o = contentOffset
        if scrollsHorizontally && lockedAxis != 2 { o.x = place(dragOrigin.x - t.x, l.minX, l.maxX, b.width) }
        if scrollsVertically && lockedAxis != 1 { o.y = place(dragOrigin.y - t.y, l.minY, l.maxY, b.height) }
        contentOffset = o
    }

    /// The finger lifted with the content moving at `velocity` (points per second).
    private func release(velocity: CGPoint) {
        isDragging = false
        let rate = Double(decelerationRate.rawValue)
        let o = contentOffset
        let l = limits
        // Where the content would come to rest, which the delegate may change.
        func rest(_ x: CGFloat, _ v: CGFloat) -> CGFloat { x - CGFloat(Double(v) / (1000 * log(rate))) }
        var target = CGPoint(x: rest(o.x, velocity.x), y: rest(o.y, velocity.y))
        let projected = target
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
            targetContentOffset: &target)
        var v = velocity
        // A changed target: the velocity that comes to rest exactly there.
        if target.x != projected.x { v.x = CGFloat(Double(target.x - o.x) * -1000 * log(rate)) }
        if target.y != projected.y { v.y = CGFloat(Double(target.y - o.y) * -1000 * log(rate)) }
        let now = window?.time ?? 0
        motions = (
            motion(from: o.x, velocity: v.x, lo: l.minX, hi: l.maxX, now: now),
            motion(from: o.y, velocity: v.y, lo: l.minY, hi: l.maxY, now: now)
        )
        let decelerate = motions.x != nil || motions.y != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate, let window else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startTicking(in: window)
    }

    /// The motion of one axis released at `x` with `v`, between `lo` and `hi`; nil when it stays.
    private func motion(from x: CGFloat, velocity v: CGFloat, lo: CGFloat, hi: CGFloat, now: Double) -> Motion? {
        let rate = Double(decelerationRate.rawValue)
        if x < lo || x > hi {
            let edge = x < lo ? lo : hi
            return .spring(start: now, edge: Double(edge), offset: Double(x - edge), velocity: Double(v))
        }
        let remaining = abs(Double(v)) / (1000 * abs(log(rate)))
        guard remaining >= 0.5 else { return nil }
        let restAt = Double(x) - Double(v) / (1000 * log(rate))
        var edge: Double?
        var edgeTime: Double?
        if restAt < Double(lo) || restAt > Double(hi) {
            let e = restAt < Double(lo) ? Double(lo) : Double(hi)
            // pow(rate, 1000 t) = 1 + (e - x) * 1000 ln(rate) / v
            let k = 1 + (e - Double(x)) * 1000 * log(rate) / Double(v)
            if k > 0 {
                edge = e
                edgeTime = log(k) / (1000 * log(rate))
            }
        }
        return .decelerate(start: now, from: Double(x), velocity: Double(v), edge: edge, edgeTime: edgeTime)
    }

    /// The position of `motion` at `now`, and whether it has finished (then
    /// the position is exactly where it rests). Reaching an edge, a
    /// deceleration springs back there, or without ``bounces`` stops there.
    private func position(_ motion: Motion, at now: Double) -> (value: Double, done: Bool) {
        let rate = Double(decelerationRate.rawValue)
        switch motion {
        case let .decelerate(start, from, velocity, edge, edgeTime):
            let t = max(0, now - start)
            if let edge, let edgeTime, t >= edgeTime {
                if !bounces { return (edge, true) }
                let v = ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, after: edgeTime)
                let spring = Motion.spring(start: start + edgeTime, edge: edge, offset: 0, velocity: v)
                return position(spring, at: now)
            }
            let restAt = from - velocity / (1000 * log(rate))
            let v = ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, after: t)
            if abs(v) / (1000 * abs(log(rate))) < 0.25 { return (restAt, true) }
            return (from + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate, after: t), false)
        case let .spring(start, edge, offset, velocity):
            let t = max(0, now - start)
            let d = ScrollPhysics.spring(offset: offset, velocity: velocity, after: t)
            let v = ScrollPhysics.springVelocity(offset: offset, velocity: velocity, after: t)
            if abs(d) < 0.25 && abs(v) < ScrollPhysics.stopSpeed { return (edge, true) }
            return (edge + d, false)
        case let .animate(start, from, to, duration):
            let f = duration > 0 ? min(1, max(0, (now - start) / duration)) : 1
            if f >= 1 { return (to, true) }
            return (from + (to - from) * TimingCurve.easeInOut.progress(fraction: f, duration: duration), false)
        }
    }

    private func startTicking(in window: Window) {
        guard tickToken == nil else { return }
        tickWindow = window
        tickToken = window.addTickHandler { [weak self] now in self?.step(at: now) }
    }

    private func step(at now: Double) {
        var o = contentOffset
        var done = true
        if let m = motions.x {
            let p = position(m, at: now)
            o.x = CGFloat(p.value)
            motions.x = p.done ? nil : m
            done = done && p.done
        }
        if let m = motions.y {
            let p = position(m, at: now)
            o.y = CGFloat(p.value)
            motions.y = p.done ? nil : m
            done = done && p.done
        }
        contentOffset = o
        guard done else { return }
        stopTicking()
        if isAnimatingScroll {
            isAnimatingScroll = false
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    private func stopMotions() {
        motions = (nil, nil)
        stopTicking()
        isAnimatingScroll = false
    }

    private func stopTicking() {
        if let tickToken, let tickWindow { tickWindow.removeTickHandler(tickToken) }
        tickToken = nil
        tickWindow = nil
    }
}
