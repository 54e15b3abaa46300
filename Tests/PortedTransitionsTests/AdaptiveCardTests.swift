import Flipbook
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

/// Examples/PortedTransitions/Swift5/AdaptiveCard.swift, compiled in both
/// language modes outside the Flipbook module: a presentation controller
/// that overrides UIKit's open members and the content-container calls, and
/// an adaptive delegate that wraps the card in a navigation controller in a
/// compact width.
@MainActor @Suite struct AdaptiveCardTests {
    typealias Make = @MainActor (CGFloat) -> PortedTransitionTests.Scenario
    static let modes: [(String, Make)] = [
        ("Swift 5", { PortedTransitionTests.Scenario(PortedTransitionsSwift5.PortedDemo.adaptiveCard(width: $0)) }),
        ("Swift 6", { PortedTransitionTests.Scenario(PortedTransitionsSwift6.PortedDemo.adaptiveCard(width: $0)) }),
    ]

    func step(_ s: PortedTransitionTests.Scenario, _ name: String, ticks: Int = 2) -> [String: Double] {
        s.run(name)
        for _ in 0..<ticks { s.window.tick() }
        return s.probe()
    }

    @Test func aRegularWidthShowsTheCardSizedByTheContentContainerCalls() {
        for (mode, make) in Self.modes {
            let s = make(800)
            let shown = step(s, "present")
            #expect(shown["wrapped"] == 0 && shown["card.inWindow"] == 1 && shown["dimming.inWindow"] == 1, "\(mode)")
            #expect(
                shown["card.minX"] == 160 && shown["card.minY"] == 150 && shown["card.width"] == 480
                    && shown["card.height"] == 300, "\(mode): 60 % x 50 %, centred: \(shown)")
            #expect(shown["adaptive.count"] == 1 && shown["adaptive.fullScreen"] == 0, "\(mode): willPresent(.none)")
            let growing = step(s, "grow", ticks: 8)
            #expect(
                (growing["card.height"] ?? 0) > 300 && (growing["card.height"] ?? 0) < 500,
                "\(mode): the card grows with the animation: \(growing)")
            let grown = step(s, "wait", ticks: 10)
            #expect(
                grown["card.minX"] == 200 && grown["card.minY"] == 50 && grown["card.width"] == 400
                    && grown["card.height"] == 500, "\(mode): the preferred size: \(grown)")
            let wide = step(s, "widen")
            #expect(wide["pc.lastTransitionWidth"] == 1000, "\(mode): viewWillTransition reached the presentation controller")
            #expect(wide["card.minX"] == 300 && wide["card.width"] == 400, "\(mode): centred again: \(wide)")
            let gone = step(s, "dismiss")
            #expect(gone["presented"] == 0 && gone["card.inWindow"] == 0 && gone["dismissCallbacks"] == 0, "\(mode)")
        }
    }

    @Test func aCompactWidthWrapsTheCardFullScreen() {
        for (mode, make) in Self.modes {
            let s = make(375)
            let shown = step(s, "present")
            #expect(shown["wrapped"] == 1 && shown["card.inWindow"] == 1, "\(mode): in a navigation controller")
            #expect(
                shown["card.width"] == 375 && shown["card.height"] == 600 && shown["root.inWindow"] == 0,
                "\(mode): full screen: \(shown)")
            #expect(shown["dimming.inWindow"] == 0, "\(mode): the card's own controller does not run an adapted presentation")
            #expect(shown["adaptive.count"] == 1 && shown["adaptive.fullScreen"] == 1, "\(mode)")
            let gone = step(s, "dismiss")
            #expect(gone["presented"] == 0 && gone["root.inWindow"] == 1 && gone["dismissCallbacks"] == 0, "\(mode)")
        }
    }
}
