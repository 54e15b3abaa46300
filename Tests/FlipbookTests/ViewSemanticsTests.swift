import Foundation
import Testing

@testable import Flipbook

/// View semantics real code relies on, each as Apple documents it.
@MainActor @Suite struct ViewSemanticsTests {
    /// Under a scale transform the frame is the bounding box of the
    /// transformed bounds; setting it maps back through the transform
    /// (https://developer.apple.com/documentation/uikit/uiview/frame).
    @Test func settingTheFrameOfAScaledViewMapsItThroughTheTransform() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 200)
        #expect(view.bounds.size == CGSize(width: 100, height: 100))
        #expect(view.center == CGPoint(x: 110, y: 120))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 200))
        // Converting and hit testing follow: the bounds' corner lands on the frame's.
        let parent = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        parent.addSubview(view)
        #expect(view.convert(CGPoint(x: 100, y: 100), to: parent) == CGPoint(x: 210, y: 220))
        #expect(parent.hitTest(CGPoint(x: 205, y: 215), with: nil) === view)
        #expect(parent.hitTest(CGPoint(x: 215, y: 225), with: nil) === parent)
    }

    @Test func aRotatedViewsFrameRoundTrips() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let frame = view.frame
        view.frame = frame.offsetBy(dx: 30, dy: 0)
        #expect(abs(view.bounds.width - 60) < 1e-9 && abs(view.bounds.height - 20) < 1e-9)
        #expect(abs(view.frame.minX - (frame.minX + 30)) < 1e-9)
    }

    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    /// Resizing a view lays out its superview too, so a superview that
    /// places its subviews by their sizes follows
    /// (https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()).
    @Test func resizingASubviewLaysOutItsSuperview() {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        parent.addSubview(child)
        window.addSubview(parent)
        window.layoutIfNeeded()
        let before = parent.layouts
        child.bounds.size = CGSize(width: 40, height: 40)
        window.layoutIfNeeded()
        #expect(parent.layouts == before + 1)
        child.center = CGPoint(x: 90, y: 90)  // moving is not resizing
        window.layoutIfNeeded()
        #expect(parent.layouts == before + 1)
    }

    /// `insertSubview(_:aboveSubview:)` puts the new view's layer directly
    /// above the sibling's, before a bare sublayer that follows it
    /// (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)).
    @Test func insertingAboveASiblingPlacesTheLayerDirectlyAboveItsLayer() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View()
        let b = View()
        let inserted = View()
        parent.addSubview(a)
        let bare = Layer()
        parent.layer.addSublayer(bare)
        parent.addSubview(b)
        parent.insertSubview(inserted, aboveSubview: a)
        #expect(parent.subviews == [a, inserted, b])
        #expect(
            parent.layer.sublayers?.map { ObjectIdentifier($0) }
                == [a.layer, inserted.layer, bare, b.layer].map { ObjectIdentifier($0) })
    }

    /// A label of two lines with the default tail truncation wraps and
    /// truncates only the second line: "For multiple lines of text, only
    /// text on the last line truncates" (`NSLineBreakMode.byTruncatingTail`,
    /// https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatingtail).
    @Test func aTwoLineLabelWrapsAndTruncatesItsLastLine() {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        window.addSubview(label)
        label.text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        label.numberOfLines = 2
        #expect(label.lineBreakMode == .byTruncatingTail)
        let lines = label.layoutLines(width: 120, measurer: label.textMeasurer)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("The quick") && !lines[0].hasSuffix("\u{2026}"))
        #expect(lines[1].hasSuffix("\u{2026}"))
        for line in lines { #expect(label.textMeasurer.width(of: line, font: label.font) <= 120) }
        label.numberOfLines = 0
        let all = label.layoutLines(width: 120, measurer: label.textMeasurer)
        #expect(all.count > 2 && !all.contains { $0.hasSuffix("\u{2026}") })
    }
}

/// `UIView.mask` (iOS 8): a mask view whose layer masks the view
/// (https://developer.apple.com/documentation/uikit/uiview/mask).
@MainActor @Suite struct MaskViewTests {
    @Test func aMaskViewsLayerMasksTheViewAndItsFrameAnimates() throws {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 64))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        let shape = View(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
        shape.backgroundColor = .black
        view.mask = shape
        #expect(view.mask === shape && view.layer.mask === shape.layer)
        #expect(shape.superview == nil)
        window.tick()
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            })
        window.tick(frames: 32)
        let node = try #require(window.renderTree().root.children.first)
        let mask = try #require(node.mask)
        #expect(mask.properties.bounds.width == 60, "half way from 20 to 100")
        view.mask = nil
        #expect(view.layer.mask == nil)
        #expect(window.renderTree().root.children.first?.mask == nil)
    }
}
