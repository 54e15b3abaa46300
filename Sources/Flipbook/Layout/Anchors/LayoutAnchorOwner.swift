import Foundation

/// What hands out anchors (a ``View`` or a ``LayoutGuide``): one anchor
/// object per attribute, made on first use and kept, since UIKit's anchors
/// are objects with identity (`view.topAnchor === view.topAnchor`).
@MainActor
protocol LayoutAnchorOwner: AnyObject {
    /// The anchors handed out so far; nil until the first is asked for.
    var anchorCache: LayoutAnchorCache? { get set }
}

extension LayoutAnchorOwner {
    /// The anchor of `attribute`, made once (anchors are objects with identity, as UIKit's).
    func anchor(for attribute: LayoutConstraint.Attribute) -> AnyLayoutAnchor {
        switch attribute.family {
        case .x: return xAnchor(attribute)
        case .y: return yAnchor(attribute)
        case .dimension: return dimension(attribute)
        case .none: return AnyLayoutAnchor(item: self, attribute: attribute)
        }
    }

    /// The cache of anchors, made on first use.
    private var anchors: LayoutAnchorCache {
        if let anchorCache { return anchorCache }
        let cache = LayoutAnchorCache()
        anchorCache = cache
        return cache
    }

    /// The x-axis anchor of `a` (leading, left, centre X...).
    func xAnchor(_ a: LayoutConstraint.Attribute) -> LayoutXAxisAnchor {
        anchors.anchor(a) { LayoutXAxisAnchor(item: self, attribute: a) }
    }

    /// The y-axis anchor of `a` (top, bottom, centre Y, baselines...).
    func yAnchor(_ a: LayoutConstraint.Attribute) -> LayoutYAxisAnchor {
        anchors.anchor(a) { LayoutYAxisAnchor(item: self, attribute: a) }
    }

    /// The dimension anchor of `a` (width or height).
    func dimension(_ a: LayoutConstraint.Attribute) -> LayoutDimension {
        anchors.anchor(a) { LayoutDimension(item: self, attribute: a) }
    }
}

extension View: LayoutAnchorOwner {}

extension LayoutGuide: LayoutAnchorOwner {}
