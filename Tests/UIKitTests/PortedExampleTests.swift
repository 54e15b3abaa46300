import Flipbook
import Foundation
import PortedExampleSwift5
import PortedExampleSwift6
import Testing
import UIKit

/// Examples/Porting/After, what `flipbook port` makes of Before/ (the text is
/// checked by FlipbookPortTests), compiled in the Swift 5 and the Swift 6
/// language mode and run: an optional requirement that the delegate does not
/// implement gives nil (the caller's fallback), one it implements gives its
/// value; `#selector` target-action became method references that fire.
@MainActor @Suite struct PortedExampleTests {
    @MainActor struct Demo {
        let window: UIWindow
        let updateHeight: () -> CGFloat
        let panelFrame: () -> CGRect
        let moves: () -> Int
        let endings: () -> Int
        let tapClose: () -> Void
        let closeTaps: () -> Int
        let scroll: (CGFloat) -> Void
        let watchedOffsets: () -> [CGFloat]

        init(_ d: PortedExampleSwift5.PortingDemo) {
            window = d.window
            updateHeight = d.updateHeight
            panelFrame = { d.panelFrame }
            moves = { d.moves }
            endings = { d.endings }
            tapClose = d.tapClose
            closeTaps = { d.closeTaps }
            scroll = { d.scrollWatched(to: $0) }
            watchedOffsets = { d.watchedOffsets }
        }

        init(_ d: PortedExampleSwift6.PortingDemo) {
            window = d.window
            updateHeight = d.updateHeight
            panelFrame = { d.panelFrame }
            moves = { d.moves }
            endings = { d.endings }
            tapClose = d.tapClose
            closeTaps = { d.closeTaps }
            scroll = { d.scrollWatched(to: $0) }
            watchedOffsets = { d.watchedOffsets }
        }
    }

    static func builds(implementing: Bool) -> [(String, Demo)] {
        [
            ("Swift 5", Demo(PortedExampleSwift5.PortingDemo(implementsOptionalRequirements: implementing))),
            ("Swift 6", Demo(PortedExampleSwift6.PortingDemo(implementsOptionalRequirements: implementing))),
        ]
    }

    /// Drags the panel 120 points down from its middle over 0.3 s and lets go.
    func drag(_ demo: Demo) throws {
        demo.window.tick()
        let start = CGPoint(x: 187, y: demo.panelFrame().midY)
        try demo.window.play(
            TouchScript(fingers: [
                .drag(
                    from: start, to: CGPoint(x: start.x, y: start.y + 120), start: demo.window.time + 1.0 / 60,
                    duration: 0.3, steps: 18)
            ]))
        demo.window.tick(frames: 40)
    }

    @Test func anImplementedOptionalRequirementAnswersAndIsCalled() throws {
        for (mode, demo) in Self.builds(implementing: true) {
            #expect(demo.updateHeight() == 187.5, "\(mode): the delegate's width / 2, not the fallback 200")
            try drag(demo)
            #expect(
                demo.moves() > 0 && demo.endings() == 1,
                "\(mode): sheetPanelDidMove was called as the pan moved (\(demo.moves())), then the required ending once")
            #expect(
                abs(demo.panelFrame().minY - 420) < 1e-9,
                "\(mode): the pan's target-action moved the panel by 120: \(demo.panelFrame())")
        }
    }

    @Test func aMissingOptionalRequirementGivesNilAndTheFallback() throws {
        for (mode, demo) in Self.builds(implementing: false) {
            #expect(demo.updateHeight() == 200, "\(mode): not implemented: `?? 200` applies")
            try drag(demo)
            #expect(demo.endings() == 1, "\(mode): the required method is still called")
            #expect(abs(demo.panelFrame().minY - 420) < 1e-9, "\(mode)")
        }
    }

    @Test func aKeyPathObservationSeesEachScroll() {
        for (mode, demo) in Self.builds(implementing: false) {
            demo.scroll(10)
            demo.scroll(25)
            demo.scroll(25)
            #expect(demo.watchedOffsets() == [10, 25], "\(mode): #keyPath(UIScrollView.contentOffset) became \"contentOffset\"")
        }
    }

    @Test func aButtonsSelectorActionFiresTheMethod() {
        for (mode, demo) in Self.builds(implementing: false) {
            demo.tapClose()
            demo.tapClose()
            #expect(demo.closeTaps() == 2, "\(mode)")
        }
    }
}
