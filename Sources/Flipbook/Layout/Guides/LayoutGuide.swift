import Foundation

/// A rectangle that takes part in Auto Layout without being a view
/// (`UILayoutGuide`): an invisible spacer, a region to centre things in,
/// and the system's `layoutMarginsGuide` and `safeAreaLayoutGuide`.
///
/// Add it to a view with ``View/addLayoutGuide(_:)``; its frame is then in
/// that view's bounds coordinates (points) and is whatever its constraints
/// make it. It draws nothing and takes no touches.
@preconcurrency @MainActor
open class LayoutGuide: NSObject {
    /// What defines a guide's frame.
    enum Kind {
        /// Only the constraints the app gives it.
        case free
        /// The owning view's bounds inset by its `layoutMargins`.
        case margins
        /// The owning view's bounds inset by its `safeAreaInsets`.
        case safeArea
    }

    /// The view the guide belongs to (``View/addLayoutGuide(_:)`` sets it).
    public internal(set) weak var owningView: View?
    /// A name for descriptions and diagnostics.
    open var identifier = ""
    /// What defines the frame.
    let kind: Kind

    /// A guide with no owning view yet.
    public override init() {
        kind = .free
        super.init()
    }

    /// One of a view's system guides.
    init(kind: Kind, owningView: View) {
        self.kind = kind
        self.owningView = owningView
        super.init()
    }

    /// The anchors handed out, made on first use, one per attribute.
    var anchorCache: LayoutAnchorCache?
    /// The guide's frame in the owning view's bounds coordinates, points, as
    /// the last solve left it (pending layout runs first); `.zero` when the
    /// guide has no owning view. A guide no constraint mentions yet is
    /// added to the layout engine by reading this.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        return LayoutEngine.frame(of: self, in: owningView)
    }

    /// The leading edge (the left edge).
    public var leadingAnchor: LayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: LayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { xAnchor(.right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { yAnchor(.bottom) }
    /// The width, points.
    public var widthAnchor: LayoutDimension { dimension(.width) }
    /// The height, points.
    public var heightAnchor: LayoutDimension { dimension(.height) }
    /// The centre along x.
    public var centerXAnchor: LayoutXAxisAnchor { xAnchor(.centerX) }
    /// The centre along y.
    public var centerYAnchor: LayoutYAxisAnchor { yAnchor(.centerY) }

    /// `<LayoutGuide: 'identifier' frame>`.
    /// Read on the main actor (as every Flipbook object is used).
    open override var description: String {
        MainActor.assumeIsolated { "<LayoutGuide: '\(identifier)' \(layoutFrame)>" }
    }
}

extension LayoutGuide: LayoutItem {
    var layoutContainer: View? { owningView }
    var layoutName: String {
        switch kind {
        case .margins: return "\(owningView?.layoutName ?? "nil").layoutMarginsGuide"
        case .safeArea: return "\(owningView?.layoutName ?? "nil").safeAreaLayoutGuide"
        case .free: return identifier.isEmpty ? "LayoutGuide" : "LayoutGuide('\(identifier)')"
        }
    }
}
