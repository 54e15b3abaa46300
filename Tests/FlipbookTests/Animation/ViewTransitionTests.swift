import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct ViewTransitionTests {
    func setUp() -> (Window, View) {
        let window = Window(size: CGSize(width: 300, height: 300), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        view.backgroundColor = .red
        window.addSubview(view)
        return (window, view)
    }

    @Test func crossDissolveFadesASnapshotOfTheOldContent() {
        let (window, view) = setUp()
        var done: Bool?
        View.transition(
            with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { view.backgroundColor = .blue }
        ) { done = $0 }
        #expect(view.backgroundColor == .blue, "the change itself is immediate")
        window.tick(frames: 30)
        let nodes = window.renderTree().root.children
        #expect(nodes.count == 2)
        #expect(abs(nodes[1].properties.opacity - 0.5) < 1e-9, "the snapshot is half faded")
        #expect(nodes[1].children.first?.properties.backgroundColor == .red, "the snapshot shows the old look")
        window.tick(frames: 30)
        #expect(done == true)
        #expect(window.subviews.count == 1, "the snapshot is removed at the end")
    }

    @Test func flipTurnsTheOldAwayThenTheNewIn() {
        let (window, view) = setUp()
        View.transition(with: view, duration: 1, options: .transitionFlipFromRight, animations: { view.backgroundColor = .blue })
        window.tick(frames: 15)
        let snapshot = window.subviews[1]
        let quarter = snapshot.layer.presentationProperties.transform
        let expected = Transform3D(rotationAngle: -.pi / 4, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 1000))
        #expect(abs(quarter.m11 - expected.m11) < 1e-9 && abs(quarter.m13 - expected.m13) < 1e-9)
        #expect(abs(view.layer.presentationProperties.transform.m11) < 1e-9, "the new side waits edge-on")
        window.tick(frames: 45)
        #expect(view.layer.presentationProperties.transform == .identity)
    }

    @Test func transitionFromToSwapsTheViews() {
        let (window, view) = setUp()
        let other = View(frame: view.frame)
        View.transition(from: view, to: other, duration: 0.5, options: .transitionCrossDissolve)
        #expect(view.superview == nil && other.superview === window)
        window.tick(frames: 30)
        #expect(window.subviews.count == 1 && window.subviews[0] === other)
    }
}
