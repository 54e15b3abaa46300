import Foundation

extension LayoutEngine {
    /// One view or layout guide in an engine: its four unknowns and the
    /// constraints the runtime made for it.
    ///
    /// Positions are the item's frame origin in its container's bounds
    /// space (a view's superview, a guide's owning view), points; sizes
    /// are its bounds size, points.
    @MainActor
    final class Item {
        /// The view or guide (held weakly: a view that goes away leaves an
        /// inert item behind).
        weak var object: AnyObject?
        /// The index in the engine's item list (the variables' `tag`).
        let index: Int
        /// The engine the item is in.
        weak var engine: LayoutEngine?
        /// The frame's minimum x and y in the container, and the size.
        let x, y, w, h: Cassowary.Variable
        /// For a view with `translatesAutoresizingMaskIntoConstraints`: the
        /// required `x, y, w, h == frame` constraints and their constants.
        var frameConstraints: [Cassowary.Constraint] = []
        /// For a view laid out by constraints: its content size constraints,
        /// hugging and compression resistance for width then height (nil
        /// where the intrinsic size has no metric).
        var contentSize: [Cassowary.Constraint?] = [nil, nil, nil, nil]
        /// The intrinsic size the content size constraints were made from.
        var intrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        /// The priorities they were made with (hugging w, compression w, hugging h, compression h).
        var contentPriorities: [LayoutPriority] = []
        /// For a margins or safe-area guide: `x == l, y == t, w == W − l − r, h == H − t − b`.
        var guideConstraints: [Cassowary.Constraint] = []
        /// The insets those were made with.
        var guideInsets = EdgeInsets.zero
        /// Whether the item's frame is an input (a translating view, or an
        /// engine's fitting root) rather than an output of the solve.
        var translates: Bool
        /// Whether the item is the root of a fitting engine (sized by the
        /// fitting constraints only).
        var isFittingRoot = false
        /// Whether the translating view's new frame waits in
        /// its engine's `changedFrames` to be read.
        var isFrameChanged = false
        /// Whether the view's frame waits in its superview's
        /// `scheduledSubviews` for the next layout pass.
        var isScheduled = false

        init(object: AnyObject, index: Int, name: String, translates: Bool) {
            self.object = object
            self.index = index
            x = Cassowary.Variable("\(name).minX")
            y = Cassowary.Variable("\(name).minY")
            w = Cassowary.Variable("\(name).width")
            h = Cassowary.Variable("\(name).height")
            self.translates = translates
            for v in [x, y, w, h] { v.tag = index }
        }

        /// The solved frame, points.
        var frame: CGRect { CGRect(x: x.value, y: y.value, width: w.value, height: h.value) }

        /// Every constraint the runtime made for the item.
        var systemConstraints: [Cassowary.Constraint] {
            frameConstraints + contentSize.compactMap { $0 } + guideConstraints
        }
    }
}
