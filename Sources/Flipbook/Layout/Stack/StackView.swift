import Foundation

/// A view that lays out a row or a column of views with Auto Layout
/// (`UIStackView`).
///
/// The stack view makes the constraints itself, as UIKit's does, into the
/// same layout engine as every other constraint (see
/// `StackView+Constraints.swift` for the list, named like UIKit's `UISV-*`
/// constraints): its ``arrangedSubviews`` are placed one after the other
/// along ``axis`` per ``distribution``, ``spacing`` points apart (or the
/// custom spacing after a view), and across the axis per ``alignment``,
/// inside its bounds, or inside its layout margins when
/// ``isLayoutMarginsRelativeArrangement`` is set.
///
/// A hidden arranged view collapses: its size along the axis becomes 0 and
/// the spacing next to it goes (`UISV-hiding`). Its siblings move at the
/// next layout pass; inside `View.animate { ... ; stack.layoutIfNeeded() }`
/// their frames animate, as every frame set by the layout pass does.
///
/// Invariants: every arranged view is a subview of the stack view and has
/// `translatesAutoresizingMaskIntoConstraints == false` from when it was
/// arranged; the generated constraints are rebuilt in the stack's
/// `updateConstraints()` after any property here, an arranged view's
/// `isHidden` or its intrinsic size changes (never while a layout pass
/// applies frames). Lengths are points.
@preconcurrency @MainActor
open class StackView: View {
    /// The spacing value meaning "the stack view's `spacing`"
    /// (`UIStackView.spacingUseDefault`), what ``customSpacing(after:)``
    /// returns for a view without custom spacing. A sentinel: compare, do not compute with it.
    nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing value meaning "the system's standard spacing"
    /// (`UIStackView.spacingUseSystem`): ``systemSpacing`` points. A sentinel.
    nonisolated public static let spacingUseSystem = CGFloat.leastNormalMagnitude
    /// The standard spacing between sibling views, points (UIKit's 8).
    nonisolated static let systemSpacing: CGFloat = 8

    /// The views laid out by the stack, in order along the axis
    /// (`arrangedSubviews`); a subset of `subviews`, in its own order.
    public private(set) var arrangedSubviews: [View] = []

    /// Horizontal (a row, left to right) or vertical (a column, top down);
    /// horizontal by default, as in UIKit.
    open var axis: LayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    /// How the views share the axis; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// How the views are placed across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// The gap between adjacent visible views, points (0 by default); the
    /// minimum gap for `.equalSpacing` and `.equalCentering`. May be
    /// ``spacingUseSystem``.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Whether the views are laid out inside the stack's layout margins
    /// (its `layoutMarginsGuide`) rather than its bounds; false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }
    /// In a vertical stack, whether the spacing is measured from a view's
    /// last baseline to the next view's first baseline (labels' text
    /// baselines; other views' bottom edges) instead of between edges;
    /// false by default. The first and last views still sit on the edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Custom spacings after views, by view identity, with the view held
    /// weakly; an entry goes when its view leaves the arrangement.
    private var customSpacings: [(view: WeakObject, spacing: CGFloat)] = []
    /// The constraints the stack made (active), removed at the next rebuild.
    var generatedConstraints: [LayoutConstraint] = []
    /// The spacer guides the stack added, removed at the next rebuild.
    var generatedGuides: [LayoutGuide] = []

    /// A stack view with the given frame (`init(frame:)`) and no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view arranging `views`, in order (`init(arrangedSubviews:)`),
    /// with an empty frame.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Archives are not read (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Arranged views

    /// Adds `view` at the end of the arrangement (`addArrangedSubview(_:)`),
    /// and as the last subview if it is not one yet. It is then placed by
    /// constraints (`translatesAutoresizingMaskIntoConstraints = false`).
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`
    /// (`insertArrangedSubview(_:at:)`); a view already arranged moves
    /// there. An index outside `0...arrangedSubviews.count` is reported and
    /// clamped (UIKit raises).
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        guard view !== self else {
            reportDiagnostic("stack.arrangeSelf", "a stack view cannot arrange itself; ignored.")
            return
        }
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
        var index = stackIndex
        if index < 0 || index > arrangedSubviews.count {
            reportDiagnostic(
                "stack.indexOutOfRange",
                "insertArrangedSubview(_:at: \(stackIndex)) on a stack view of \(arrangedSubviews.count) arranged views; the index was clamped."
            )
            index = max(0, min(index, arrangedSubviews.count))
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement (`removeArrangedSubview(_:)`); it
    /// stays a subview, as in UIKit (call `removeFromSuperview()` to take it
    /// away, which also takes it out of the arrangement).
    open func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings.removeAll { $0.view.object == nil || $0.view.object === view }
        arrangementChanged()
    }

    /// A subview leaving the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// Sets the gap after `arrangedSubview`, points (`setCustomSpacing(_:after:)`),
    /// used instead of ``spacing`` between it and the next visible view;
    /// ``spacingUseDefault`` removes it, ``spacingUseSystem`` is the system
    /// spacing. A view that is not arranged here is reported and ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            reportDiagnostic(
                "stack.customSpacingNotArranged",
                "setCustomSpacing(_:after:) for a view that is not arranged in this stack view; ignored.")
            return
        }
        customSpacings.removeAll { $0.view.object == nil || $0.view.object === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((WeakObject(arrangedSubview), spacing)) }
        arrangementChanged()
    }

    /// The custom gap after `arrangedSubview` (`customSpacing(after:)`), or
    /// ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings.first { $0.view.object === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    /// The gap after `view` in points: its custom spacing, else ``spacing``,
    /// with ``spacingUseSystem`` resolved.
    func resolvedSpacing(after view: View) -> CGFloat {
        var value = customSpacing(after: view)
        if value == Self.spacingUseDefault { value = spacing }
        if value == Self.spacingUseSystem || value == Self.spacingUseDefault { return Self.systemSpacing }
        return value
    }

    // MARK: Rebuilding

    /// Something that shapes the arrangement changed: the constraints are
    /// rebuilt in the next update pass.
    func arrangementChanged() {
        setNeedsUpdateConstraints()
    }

    /// An arranged view's `isHidden` or intrinsic size changed.
    func arrangedSubviewDidChange(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementChanged()
    }

    /// Rebuilds the stack's constraints, then calls `super`.
    open override func updateConstraints() {
        rebuildArrangementConstraints()
        super.updateConstraints()
    }
}

/// An object held weakly (a custom spacing's view).
private struct WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
