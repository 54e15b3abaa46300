import Foundation

/// A frozen picture of a view, made by `snapshotView(afterScreenUpdates:)`.
/// It draws the captured subtree; it has no subviews of its own.
@MainActor
final class SnapshotView: View {
    private let node: RenderNode

    init(frame: CGRect, node: RenderNode) {
        self.node = node
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    override func makeRenderNode() -> RenderNode? {
        let p = layer.presentationProperties
        guard !p.isHidden else { return nil }
        var captured = node
        // Fit the captured picture into the snapshot's presentation bounds.
        let b = p.bounds
        captured.properties.position = CGPoint(x: b.midX, y: b.midY)
        if captured.properties.bounds.size != b.size, captured.properties.bounds.width > 0, captured.properties.bounds.height > 0
        {
            captured.properties.transform = Transform3D(
                scaleX: b.width / captured.properties.bounds.width,
                y: b.height / captured.properties.bounds.height, z: 1)
        }
        return RenderNode(
            kind: "SnapshotView", identifier: accessibilityIdentifier, properties: p,
            content: DisplayList(), children: [captured] + layer.sublayerNodes())
    }
}
