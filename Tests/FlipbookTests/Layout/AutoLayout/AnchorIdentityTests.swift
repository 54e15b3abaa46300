import Flipbook
import Foundation
import Testing

/// Anchors as UIKit has them: objects with identity, `anchorWithOffset(to:)`
/// and the read-back of a constraint made with a multiplier of 0.
@MainActor @Suite struct AnchorIdentityTests {
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor and
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstanchor:
    /// a view hands out one object per anchor, and a constraint's anchors are those objects.
    @Test func anchorsAreObjectsWithIdentity() {
        let view = View()
        let guide = LayoutGuide()
        view.addLayoutGuide(guide)
        #expect(view.heightAnchor === view.heightAnchor && view.topAnchor === view.topAnchor)
        #expect(guide.leadingAnchor === guide.leadingAnchor)
        #expect(view.heightAnchor != view.widthAnchor && view.topAnchor == view.topAnchor)
        let c = view.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.5)
        #expect(c.firstAnchor === view.heightAnchor && c.secondAnchor === guide.heightAnchor)
        #expect(c.firstAnchor is LayoutAnchor<LayoutDimension> && !(c.firstAnchor is LayoutAnchor<LayoutXAxisAnchor>))
        #expect(c.firstAnchor == view.heightAnchor, "Equatable, through NSObject")
        // A constraint made with the item initializer names the same objects.
        let made = LayoutConstraint(
            item: view, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .bottom,
            multiplier: 1, constant: 8)
        #expect(made.firstAnchor === view.topAnchor && made.secondAnchor === guide.bottomAnchor)
        #expect(made.firstAnchor is LayoutAnchor<LayoutYAxisAnchor>)
        #expect(Set<AnyLayoutAnchor>([view.topAnchor, made.firstAnchor, view.bottomAnchor]).count == 2, "hashable as equal")
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/anchorwithoffset(to:) and
    /// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:):
    /// the space between two anchors is a dimension to constrain.
    @Test func anchorWithOffsetIsTheDistanceBetweenTwoAnchors() {
        let window = Window(size: CGSize(width: 300, height: 600))
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let panel = View()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        // The panel's top sits a quarter of the root's height above the root's bottom,
        // and its left edge 40 points left of the root's centre (a horizontal offset dimension).
        let gap = panel.topAnchor.anchorWithOffset(to: root.bottomAnchor)
        let erased: AnyObject = gap
        #expect(erased is LayoutAnchor<LayoutDimension>)
        LayoutConstraint.activate([
            gap.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
            panel.leftAnchor.anchorWithOffset(to: root.centerXAnchor).constraint(equalToConstant: 40),
            panel.heightAnchor.constraint(equalToConstant: 100),
            panel.widthAnchor.constraint(equalToConstant: 80),
        ])
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 110, y: 450, width: 80, height: 100), "\(panel.frame)")
        let c = gap.constraint(equalToConstant: 200)
        #expect(c.firstAnchor === gap && c.secondAnchor == nil)
        // Two offset dimensions can be related too: top→centre == centre→bottom.
        let other = View()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        LayoutConstraint.activate([
            other.topAnchor.anchorWithOffset(to: other.centerYAnchor)
                .constraint(equalTo: other.centerYAnchor.anchorWithOffset(to: root.bottomAnchor)),
            other.heightAnchor.constraint(equalToConstant: 100),
            other.leftAnchor.constraint(equalTo: root.leftAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // top + 50 (its centre) is as far from its top as from the root's bottom (600): top = 500.
        #expect(other.frame.minY == 500, "\(other.frame)")
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:):
    /// a multiplier of 0 leaves the constant alone, and UIKit reads such a
    /// constraint back as one against a constant: no second item or anchor,
    /// multiplier 1 (what FloatingPanel's tests expect of a fractional inset of 0).
    @Test func aMultiplierOfZeroReadsBackAsAConstantConstraint() {
        let window = Window(size: CGSize(width: 300, height: 600))
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let panel = View()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let c = panel.topAnchor.anchorWithOffset(to: root.bottomAnchor).constraint(
            equalTo: root.heightAnchor, multiplier: 0,
            constant: 120)
        #expect(c.secondItem == nil && c.secondAttribute == .notAnAttribute && c.secondAnchor == nil)
        #expect(c.multiplier == 1 && c.constant == 120)
        #expect(c.firstAnchor is LayoutAnchor<LayoutDimension>)
        let half = panel.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)
        #expect(half.multiplier == 0.5 && half.secondAnchor === root.heightAnchor, "other multipliers read back as made")
        LayoutConstraint.activate([
            c, panel.heightAnchor.constraint(equalToConstant: 50),
            panel.leftAnchor.constraint(equalTo: root.leftAnchor),
            panel.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(panel.frame.minY == 480, "600 - 120: \(panel.frame)")
        // A location against a constant is what UIKit refuses.
        let refused = LayoutConstraint(
            item: panel, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
            multiplier: 0, constant: 10)
        refused.isActive = true
        #expect(!refused.isActive)
    }
}
