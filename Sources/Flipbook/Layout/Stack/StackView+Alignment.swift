import Foundation

extension StackView {
    /// How a stack view places its arranged views across its axis
    /// (`UIStackView.Alignment`), with UIKit's raw values; `.top` is
    /// `.leading` and `.bottom` is `.trailing`, as in UIKit.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// The views' leading edges (top edges in a horizontal stack) on the
        /// stack's; each view at most as large as the stack.
        case leading = 1
        /// The views' first baselines on one line (horizontal stacks; a
        /// vertical stack treats it as `.fill`). The highest view's top is on
        /// the stack's top edge.
        case firstBaseline = 2
        /// The views' centres on the stack's centre line.
        case center = 3
        /// The views' trailing edges (bottom edges in a horizontal stack) on
        /// the stack's.
        case trailing = 4
        /// The views' last baselines on one line (horizontal stacks; a
        /// vertical stack treats it as `.fill`).
        case lastBaseline = 5

        /// The top edges on the stack's (horizontal stacks): `.leading`.
        public static let top = Alignment.leading
        /// The bottom edges on the stack's (horizontal stacks): `.trailing`.
        public static let bottom = Alignment.trailing
    }
}
