import Foundation

/// A container of columns side by side: a list (the primary column) and the
/// content it shows (the secondary), optionally a supplementary column
/// between them (`UISplitViewController`,
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller).
///
/// Layout, in the view's layout pass:
/// - In a horizontally compact environment the controller is collapsed
///   (``isCollapsed``) and shows one column full size: a classic controller
///   (no style) shows the secondary unless its delegate's
///   `collapseSecondary(_:onto:)` returns true, as UIKit does; a column-style
///   controller shows the compact column if set, else the primary (the
///   delegate's `topColumnForCollapsingToProposedTopColumn` may choose), or
///   the secondary after ``showDetailViewController(_:sender:)``.
/// - Otherwise ``displayMode`` places the columns: `.secondaryOnly` the
///   secondary alone; `.oneBesideSecondary` the primary (the supplementary
///   of a triple-column controller) at the leading edge, ``primaryColumnWidth``
///   points wide, a 0.5-point separator, then the secondary; `.oneOverSecondary`
///   the secondary full size with the primary over its leading edge;
///   `.twoBesideSecondary` (and `.twoDisplaceSecondary`) primary, supplementary
///   and secondary side by side; `.twoOverSecondary` both over the secondary.
///   `.automatic` is `.oneBesideSecondary` (`.twoBesideSecondary` for three
///   columns) when the view is wider than tall and `.secondaryOnly` otherwise.
/// - Column widths: ``preferredPrimaryColumnWidth`` points when set, else
///   ``preferredPrimaryColumnWidthFraction`` of the width when set, else
///   ``defaultColumnWidth`` (320 points), kept within ``minimumPrimaryColumnWidth``
///   (0 when automatic) and ``maximumPrimaryColumnWidth`` (no limit when
///   automatic); a supplementary column is 320 points. Apple documents every
///   one of these as defaulting to ``automaticDimension``, "an appropriate
///   width" with no number
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredprimarycolumnwidth,
///   .../minimumprimarycolumnwidth, .../maximumprimarycolumnwidth,
///   .../preferredprimarycolumnwidthfraction): the 320 points, the 0 and the
///   missing limit are Flipbook's readings, not Apple's values.
///
/// Differences: UIKit wraps each column of a column-style controller in a
/// navigation controller; Flipbook shows the controllers as given.
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// The arrangement of columns (`UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Sendable {
        /// The controller picks the mode for the size and orientation.
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// The primary column beside the secondary one.
        case oneBesideSecondary = 2
        /// The primary column over the secondary one, which keeps its full width.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary one.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary one.
        case twoOverSecondary = 5
        /// The primary and supplementary columns push the secondary one aside.
        case twoDisplaceSecondary = 6
    }

    /// The column layout the controller was made with (`UISplitViewController.Style`).
    public enum Style: Int, Sendable {
        /// A classic controller: `viewControllers` is `[primary, secondary]`.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column (`UISplitViewController.Column`).
    public enum Column: Int, Sendable {
        /// The leading column (a list, a sidebar).
        case primary = 0
        /// The middle column of a triple-column controller.
        case supplementary = 1
        /// The main content column.
        case secondary = 2
        /// The controller shown alone in a compact width.
        case compact = 3
    }

    /// The value that asks for the default width (`automaticDimension`,
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/automaticdimension);
    /// Apple does not document its number, Flipbook's is -1.
    public static let automaticDimension: CGFloat = -1
    /// The primary column's width when nothing else is asked for, points: a
    /// reading of UIKit on iPad (320 pt, the width UIKit's automatic maximum
    /// has been observed to give), not a value Apple documents.
    public static let defaultColumnWidth: CGFloat = 320
    /// The width of the line between columns, points.
    public static let separatorWidth: CGFloat = 0.5

    /// The style given to ``init(style:)``.
    public let style: Style
    /// Told of collapses and mode changes, held weakly.
    open weak var delegate: (any SplitViewControllerDelegate)?
    /// The arrangement asked for; `.automatic` by default.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard preferredDisplayMode != oldValue else { return }
            delegate?.splitViewController(self, willChangeTo: displayMode)
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The primary column's preferred width in points, or ``automaticDimension``
    /// (the default, as Apple documents); when set, it takes precedence over
    /// ``preferredPrimaryColumnWidthFraction`` (`preferredPrimaryColumnWidth`).
    open var preferredPrimaryColumnWidth: CGFloat = SplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's share of the width, 0...1, or ``automaticDimension`` (the default).
    open var preferredPrimaryColumnWidthFraction: CGFloat = SplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the primary column gets, points, or ``automaticDimension``
    /// (the default, as Apple documents; read as 0).
    open var minimumPrimaryColumnWidth: CGFloat = SplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the primary column gets, points, or ``automaticDimension``
    /// (the default, as Apple documents; read as no limit).
    open var maximumPrimaryColumnWidth: CGFloat = SplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    private var columns: [Column: ViewController] = [:]
    /// The column shown while collapsed after `showDetailViewController` (column style).
    private var collapsedTop: Column?
    private var separators: [View] = []

    /// A column-style controller (`init(style:)`); `.unspecified` makes a classic one.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic controller (`init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's archive initializer; a classic controller.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The columns' controllers (`viewControllers`): `[primary, secondary]`
    /// (with the supplementary between them for three columns). Setting it on
    /// a classic controller sets the primary and the secondary.
    open var viewControllers: [ViewController] {
        get {
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { columns[$0] }
        }
        set {
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (i, column) in order.enumerated() { setViewController(i < newValue.count ? newValue[i] : nil, for: column) }
        }
    }

    /// Puts `vc` in `column` (`setViewController(_:for:)`), replacing what was there.
    open func setViewController(_ vc: ViewController?, for column: Column) {
        if let old = columns[column], old !== vc {
            old.willMove(toParent: nil)
            if let v = old.viewIfLoaded, v.superview === viewIfLoaded { v.removeFromSuperview() }
            old.removeFromParent()
        }
        columns[column] = vc
        if let vc, vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller in `column` (`viewController(for:)`).
    open func viewController(for column: Column) -> ViewController? { columns[column] }

    /// True in a horizontally compact environment, where one column shows (`isCollapsed`).
    public var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The arrangement in effect (`displayMode`): the preferred one, with
    /// `.automatic` resolved as the type's documentation says.
    public var displayMode: DisplayMode {
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        let size = viewIfLoaded?.bounds.size ?? Screen.main.bounds.size
        guard size.width > size.height else { return .secondaryOnly }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The primary column's width in points (`primaryColumnWidth`).
    public var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? Screen.main.bounds.width
        let wanted =
            preferredPrimaryColumnWidth >= 0
            ? preferredPrimaryColumnWidth
            : preferredPrimaryColumnWidthFraction >= 0
                ? preferredPrimaryColumnWidthFraction * width
                : Self.defaultColumnWidth
        let lower = minimumPrimaryColumnWidth >= 0 ? minimumPrimaryColumnWidth : 0
        let upper = maximumPrimaryColumnWidth >= 0 ? maximumPrimaryColumnWidth : .greatestFiniteMagnitude
        return min(width, max(lower, min(upper, wanted)))
    }

    /// Shows `column` (`show(_:)`): the primary or supplementary beside the secondary.
    open func show(_ column: Column) {
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: preferredDisplayMode = .oneBesideSecondary
        case .secondary, .compact:
            if isCollapsed {
                collapsedTop = column
                viewIfLoaded?.setNeedsLayout()
            }
        }
    }

    /// Hides `column` (`hide(_:)`): the secondary shows alone.
    open func hide(_ column: Column) {
        if column == .primary || column == .supplementary { preferredDisplayMode = .secondaryOnly }
    }

    /// Shows `vc` as the secondary column's content (`showDetailViewController(_:sender:)`);
    /// collapsed, it becomes the column shown.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        setViewController(vc, for: .secondary)
        if isCollapsed { collapsedTop = .secondary }
        viewIfLoaded?.setNeedsLayout()
    }

    open override func loadView() {
        view = View(frame: Screen.main.bounds)
    }

    /// Places the columns in the view's layout pass, after `layoutSubviews()`.
    override func layoutContainerChrome() {
        let root: View = view
        let b = root.bounds
        var frames: [(ViewController, CGRect)] = []
        var lines: [CGFloat] = []
        if isCollapsed {
            if let top = collapsedController() { frames.append((top, b)) }
        } else {
            let mode = displayMode
            let primary = columns[.primary]
            let supplementary = style == .tripleColumn ? columns[.supplementary] : nil
            let secondary = columns[.secondary]
            let w1 = primaryColumnWidth
            let w2 = Self.defaultColumnWidth
            switch mode {
            case .automatic, .secondaryOnly:
                if let secondary { frames.append((secondary, b)) }
            case .oneBesideSecondary:
                let leading = supplementary ?? primary
                if let leading { frames.append((leading, CGRect(x: b.minX, y: b.minY, width: w1, height: b.height))) }
                if let secondary {
                    frames.append(
                        (
                            secondary,
                            CGRect(
                                x: b.minX + w1 + Self.separatorWidth, y: b.minY,
                                width: max(0, b.width - w1 - Self.separatorWidth), height: b.height)
                        ))
                }
                lines.append(b.minX + w1)
            case .oneOverSecondary:
                if let secondary { frames.append((secondary, b)) }
                if let leading = supplementary ?? primary {
                    frames.append((leading, CGRect(x: b.minX, y: b.minY, width: w1, height: b.height)))
                }
                lines.append(b.minX + w1)
            case .twoBesideSecondary, .twoDisplaceSecondary, .twoOverSecondary:
                var x = b.minX
                let over = mode == .twoOverSecondary
                if over, let secondary { frames.append((secondary, b)) }
                if let primary {
                    frames.append((primary, CGRect(x: x, y: b.minY, width: w1, height: b.height)))
                    x += w1
                    lines.append(x)
                    x += Self.separatorWidth
                }
                if let supplementary {
                    frames.append((supplementary, CGRect(x: x, y: b.minY, width: w2, height: b.height)))
                    x += w2
                    lines.append(x)
                    x += Self.separatorWidth
                }
                if !over, let secondary {
                    frames.append((secondary, CGRect(x: x, y: b.minY, width: max(0, b.maxX - x), height: b.height)))
                }
            }
        }
        install(frames, separatorsAt: lines, in: root)
    }

    /// The one controller a collapsed controller shows.
    private func collapsedController() -> ViewController? {
        if let collapsedTop, let vc = columns[collapsedTop] { return vc }
        if style == .unspecified {
            guard let primary = columns[.primary] else { return columns[.secondary] }
            guard let secondary = columns[.secondary] else { return primary }
            let keepsPrimary = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            return keepsPrimary ? primary : secondary
        }
        let proposed: Column = columns[.compact] != nil ? .compact : .primary
        let column = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        return columns[column] ?? columns[proposed]
    }

    /// Puts the shown columns' views in place (in order, later ones above)
    /// and takes the others out, forwarding appearance when the controller
    /// has appeared; separators are drawn at `lines`.
    private func install(_ frames: [(ViewController, CGRect)], separatorsAt lines: [CGFloat], in root: View) {
        let visible = appearanceState == .appeared
        View.performWithoutAnimation {
            for vc in children where !frames.contains(where: { $0.0 === vc }) {
                guard let v = vc.viewIfLoaded, v.superview === root else { continue }
                if visible { vc.beginAppearanceTransition(false, animated: false) }
                v.removeFromSuperview()
                if visible { vc.endAppearanceTransition() }
            }
            for (vc, frame) in frames {
                let appearing = vc.view.superview !== root
                if appearing, visible { vc.beginAppearanceTransition(true, animated: false) }
                vc.view.frame = frame
                if appearing { root.addSubview(vc.view) } else { root.bringSubviewToFront(vc.view) }
                if appearing, visible { vc.endAppearanceTransition() }
            }
            while separators.count < lines.count {
                let line = View()
                line.backgroundColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
                line.isUserInteractionEnabled = false
                separators.append(line)
            }
            for (i, line) in separators.enumerated() {
                guard i < lines.count else {
                    line.removeFromSuperview()
                    continue
                }
                line.frame = CGRect(x: lines[i], y: root.bounds.minY, width: Self.separatorWidth, height: root.bounds.height)
                if line.superview !== root { root.addSubview(line) } else { root.bringSubviewToFront(line) }
            }
        }
    }
}
