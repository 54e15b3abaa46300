import Foundation

@testable import Flipbook

/// A view with a settable intrinsic content size, as a label or an image
/// view has one from its content.
@MainActor
final class SizedView: View {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat, _ name: String) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { size }
}

/// A stack of three sized views A (50 × 20), B (60 × 30) and C (40 × 40)
/// in a window, its frame `frame` in the root view.
@MainActor
func makeStack(
    _ frame: CGRect, axis: LayoutConstraint.Axis = .horizontal, spacing: CGFloat = 10,
    configure: (StackView) -> Void = { _ in }
) -> (Window, StackView, [SizedView]) {
    let (window, root) = makeScreen()
    let views = [SizedView(50, 20, "A"), SizedView(60, 30, "B"), SizedView(40, 40, "C")]
    let stack = StackView(arrangedSubviews: views)
    stack.frame = frame
    stack.axis = axis
    stack.spacing = spacing
    configure(stack)
    root.addSubview(stack)
    window.layoutIfNeeded()
    return (window, stack, views)
}

/// The frames of `views`, in their superview's coordinates.
@MainActor
func frames(_ views: [View]) -> [CGRect] { views.map(\.frame) }

/// Whether each rectangle agrees with its expected one within `tolerance`.
func close(_ a: [CGRect], _ b: [CGRect], _ tolerance: CGFloat = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance) }
}
