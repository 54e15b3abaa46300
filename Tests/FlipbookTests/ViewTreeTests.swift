import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct ViewTreeTests {
    @Test func frameCenterAndBoundsAgree() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100), "frame is the bounding box about the centre")
        v.transform = .identity
        v.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(v.frame.origin == CGPoint(x: 60, y: 45), "the anchor point sits at the centre point")
    }

    @Test func subviewEditingKeepsOrderAndParents() {
        let root = View()
        let a = View()
        let b = View()
        let c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(a)
        #expect(root.subviews.last === a)
        root.sendSubviewToBack(a)
        #expect(root.subviews.first === a)
        b.addSubview(a)
        #expect(a.superview === b && root.subviews.count == 2, "adding elsewhere moves the view")
        a.removeFromSuperview()
        #expect(a.superview == nil && b.subviews.isEmpty)
        #expect(c.isDescendant(of: root) && !root.isDescendant(of: c))
    }

    @Test func windowCallbacksFire() {
        final class Probe: View {
            var log: [String] = []
            override func willMove(toWindow w: Window?) { log.append(w == nil ? "willLeave" : "willEnter") }
            override func didMoveToWindow() { log.append(window == nil ? "didLeave" : "didEnter") }
        }
        let window = Window(size: CGSize(width: 10, height: 10))
        let probe = Probe()
        window.addSubview(probe)
        probe.removeFromSuperview()
        #expect(probe.log == ["willEnter", "didEnter", "willLeave", "didLeave"])
    }

    @Test func autoresizingFollowsTheMask() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = View(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = View(frame: CGRect(x: 150, y: 0, width: 50, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(fill)
        parent.addSubview(pinnedRight)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
    }

    @Test func layoutRunsOncePerRequestTopDown() {
        final class Counting: View {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let window = Window(size: CGSize(width: 100, height: 100))
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(v.count == 1)
        v.frame.size = CGSize(width: 20, height: 20)
        window.tick()
        #expect(v.count == 2, "a size change asks for layout before the next frame")
    }

    @Test func convertAndHitTestRespectTransforms() {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1)
        let card = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let button = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        card.addSubview(button)
        window.addSubview(card)
        #expect(button.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 110, y: 110))
        card.transform = CGAffineTransform(scaleX: 2, y: 2)  // about the centre (150, 150)
        #expect(button.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 50))
        #expect(window.hitTest(CGPoint(x: 60, y: 60)) === button)
        #expect(window.hitTest(CGPoint(x: 240, y: 240)) === card)
        button.isHidden = true
        #expect(window.hitTest(CGPoint(x: 60, y: 60)) === card, "hidden views take no touches")
        card.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 60, y: 60)) === window)
    }

    @Test func renderTreeUsesPresentationValuesAndSkipsHidden() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 2)
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let top = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        top.layer.zPosition = 5
        window.addSubview(top)
        window.addSubview(a)
        window.addSubview(hidden)
        a.accessibilityIdentifier = "a"
        top.accessibilityIdentifier = "top"
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { a.alpha = 0 }
        window.tick(frames: 15)
        let tree = window.renderTree()
        #expect(tree.pixelWidth == 200 && tree.scale == 2)
        #expect(tree.root.children.map(\.identifier) == ["a", "top"], "hidden skipped, zPosition sorts last")
        #expect(abs(tree.root.children[0].properties.opacity - 0.75) < 1e-9)
    }

    @Test func labelLaysOutLinesWithTheMeasurer() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        label.text = "one two three four"
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.font = .systemFont(ofSize: 10)
        let lines = label.layoutLines(width: 120, measurer: ApproximateTextMeasurer())
        // 6 pt per character: "one two three" is 13 characters = 78 pt, adding " four" makes 108 pt.
        #expect(lines == ["one two three four"])
        let narrow = label.layoutLines(width: 55, measurer: ApproximateTextMeasurer())
        #expect(narrow == ["one two", "three", "four"])
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        let cut = label.layoutLines(width: 60, measurer: ApproximateTextMeasurer())
        #expect(cut.count == 1 && cut[0].hasSuffix("\u{2026}"))
        #expect(ApproximateTextMeasurer().width(of: cut[0], font: label.font) <= 60)
    }

    @Test func snapshotFreezesTheLook() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let v = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        v.backgroundColor = .red
        window.addSubview(v)
        let snap = v.snapshotView(afterScreenUpdates: true)!
        v.backgroundColor = .blue
        window.addSubview(snap)
        #expect(snap.frame == v.frame)
        let node = window.renderTree().root.children[1]
        #expect(node.children.first?.properties.backgroundColor == .red)
    }
}

@MainActor @Suite struct WindowInputTests {
    @Test func badSizesAreReportedNotFatal() {
        var window: Window?
        let reported = Diagnostics.collect {
            window = Window(size: CGSize(width: -5, height: CGFloat.nan), scale: 0)
        }
        #expect(reported.map { $0.code } == ["window.badSize", "window.badSize", "window.badScale"])
        #expect(window?.bounds.size == .zero && window?.scale == 1)
        #expect(window?.renderTree().pixelWidth == 0)
    }
}
