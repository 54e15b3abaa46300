import Foundation

/// Moves an item to a point with a damped spring and turns it upright
/// (`UISnapBehavior`, https://developer.apple.com/documentation/uikit/uisnapbehavior).
///
/// Apple does not publish the spring. Flipbook's model, in reference-view
/// points: the item's centre accelerates towards ``snapPoint`` as a spring
/// of natural frequency ``naturalFrequency`` (ω = 2π x 3 rad/s) with damping
/// ratio `ζ = 0.1 + 0.9 x damping`, the same for any mass:
/// `a = -ω² (p - snapPoint) - 2ζω v`; its rotation angle is driven to 0 by the same spring.
/// So the default ``damping`` of 0.5 (ζ = 0.55) overshoots by about 1 %, and
/// 1 (ζ = 1) is critically damped ("0.0 is minimum damping, 1.0 is maximum").
@preconcurrency @MainActor
open class SnapBehavior: DynamicBehavior {
    /// The spring's natural frequency, hertz.
    public static let naturalFrequency: CGFloat = 3

    /// The item snapped.
    public let item: any DynamicItem
    /// Where the item's centre goes, reference-view points.
    open var snapPoint: CGPoint { didSet { changed() } }
    /// 0 (least damping) to 1 (most); 0.5 by default. Values are clamped to 0...1.
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    override var ownItems: [any DynamicItem] { [item] }

    /// A snap of `item` to `point` (reference-view coordinates).
    public init(item: any DynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// The damping ratio ζ of the model.
    var dampingRatio: CGFloat { 0.1 + 0.9 * min(max(damping, 0), 1) }
    /// ω, radians per second.
    var angularFrequency: CGFloat { 2 * .pi * SnapBehavior.naturalFrequency }
}
