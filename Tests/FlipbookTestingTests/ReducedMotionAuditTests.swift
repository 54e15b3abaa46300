import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookTestingCore

/// The reduced-motion audit reports the first frame where a view travels or
/// scales more than the limits, and passes a dissolve.
@MainActor @Suite struct ReducedMotionAuditTests {
    /// A window with one card, drawn at `p` of a zoom from 0.2 to 1 (or a fade when `fades`).
    func frame(_ p: Double, fades: Bool) -> RenderTree {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        window.backgroundColor = .white
        let card = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        if fades {
            card.alpha = max(0.01, p)
        } else {
            let s = 0.2 + 0.8 * p
            card.transform = CGAffineTransform(scaleX: s, y: s)
        }
        return window.renderTree()
    }

    @Test func aZoomIsCaughtAtItsFirstStep() {
        var audit = FilmAudit(
            name: "zoom", duration: 1, steps: 10, scrubbed: { p in self.frame(p, fades: false) },
            invariants: [.reducedMotion])
        audit.motionLimits = FilmAudit.MotionLimits(maximumDistance: 8, maximumScale: 1.05)
        let result = audit.run()
        #expect(result.violations.count == 1)
        let v = result.firstViolation
        #expect(v?.invariant == .reducedMotion && v?.frameIndex == 1)
        #expect(v?.message.contains("View#card scales by 1.400") == true, "\(v?.message ?? "")")
    }

    @Test func aDissolveKeepsWithinTheLimits() {
        let audit = FilmAudit(
            name: "fade", duration: 1, steps: 10, scrubbed: { p in self.frame(p, fades: true) },
            invariants: [.reducedMotion])
        #expect(audit.run().passed)
    }

    @Test func aLooseLimitLetsTheZoomThrough() {
        var audit = FilmAudit(
            name: "zoom", duration: 1, steps: 10, scrubbed: { p in self.frame(p, fades: false) },
            invariants: [.reducedMotion])
        audit.motionLimits = FilmAudit.MotionLimits(maximumDistance: 8, maximumScale: 1.5)
        #expect(audit.run().passed)
    }

    @Test func theStandardSetLeavesMotionAlone() {
        #expect(!FilmAudit.standardInvariants.contains(.reducedMotion))
        #expect(FilmAudit.standardInvariants.count == FilmAudit.Invariant.allCases.count - 1)
    }
}
