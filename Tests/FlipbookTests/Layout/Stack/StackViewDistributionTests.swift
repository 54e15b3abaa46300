import Foundation
import Testing

@testable import Flipbook

/// Each distribution along a row, against frames computed by hand: three
/// views of intrinsic widths 50, 60 and 40, spacing 10, `.fill` alignment
/// (every view as tall as the stack).
@MainActor @Suite struct StackViewDistributionTests {
    @Test func fillStretchesTheEarliestViewWhenHuggingTies() {
        // 300 − (50 + 60 + 40) − 2 × 10 = 130 points spare, all to A.
        let (_, _, v) = makeStack(CGRect(x: 20, y: 100, width: 300, height: 100))
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 180, height: 100),
                    CGRect(x: 190, y: 0, width: 60, height: 100),
                    CGRect(x: 260, y: 0, width: 40, height: 100),
                ]), "\(frames(v))")
    }

    @Test func fillStretchesTheLowestHuggingPriority() {
        let (window, _, v) = makeStack(CGRect(x: 20, y: 100, width: 300, height: 100)) { _ in }
        v[0].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        v[2].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        window.layoutIfNeeded()
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 50, height: 100),
                    CGRect(x: 60, y: 0, width: 190, height: 100),
                    CGRect(x: 260, y: 0, width: 40, height: 100),
                ]), "\(frames(v))")
    }

    @Test func fillShrinksTheLowestCompressionResistance() {
        // 160 wide: 150 + 20 needed, 10 too many, all taken from C, which
        // resists least; then with ties, from A, the earliest.
        let (window, stack, v) = makeStack(CGRect(x: 0, y: 0, width: 170, height: 50))
        v[2].setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        stack.frame.size.width = 160
        window.layoutIfNeeded()
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 50, height: 50),
                    CGRect(x: 60, y: 0, width: 60, height: 50),
                    CGRect(x: 130, y: 0, width: 30, height: 50),
                ]), "\(frames(v))")
        v[2].setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        window.layoutIfNeeded()
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 40, height: 50),
                    CGRect(x: 50, y: 0, width: 60, height: 50),
                    CGRect(x: 120, y: 0, width: 40, height: 50),
                ]), "\(frames(v))")
    }

    @Test func fillEquallyGivesEveryViewTheSameWidth() {
        // (320 − 20) / 3 = 100.
        let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .fillEqually }
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 100, height: 100),
                    CGRect(x: 110, y: 0, width: 100, height: 100),
                    CGRect(x: 220, y: 0, width: 100, height: 100),
                ]), "\(frames(v))")
    }

    @Test func fillProportionallySharesByIntrinsicWidth() {
        // 300 after spacing, shared 50 : 60 : 40 → 100, 120, 80.
        let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .fillProportionally }
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 100, height: 100),
                    CGRect(x: 110, y: 0, width: 120, height: 100),
                    CGRect(x: 240, y: 0, width: 80, height: 100),
                ]), "\(frames(v))")
    }

    @Test func equalSpacingKeepsSizesAndSharesTheRest() {
        // 320 − 150 = 170 between two gaps: 85 each.
        let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .equalSpacing }
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 50, height: 100),
                    CGRect(x: 135, y: 0, width: 60, height: 100),
                    CGRect(x: 280, y: 0, width: 40, height: 100),
                ]), "\(frames(v))")
    }

    @Test func equalSpacingNeverGoesBelowTheSpacing() {
        // 150 + 2 × 10 = 170 needed in 160: the gaps stay 10, A (the
        // earliest of equal compression resistance) gives 10.
        let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 160, height: 100)) { $0.distribution = .equalSpacing }
        #expect(
            abs(v[1].frame.minX - v[0].frame.maxX - 10) < 1e-6 && abs(v[2].frame.minX - v[1].frame.maxX - 10) < 1e-6,
            "\(frames(v))")
        #expect(abs(v[2].frame.maxX - 160) < 1e-6)
    }

    @Test func equalCenteringSpacesTheCentres() {
        // Centres at 25 and 300 (A and C on the edges); B's at 162.5.
        let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .equalCentering }
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 50, height: 100),
                    CGRect(x: 132.5, y: 0, width: 60, height: 100),
                    CGRect(x: 280, y: 0, width: 40, height: 100),
                ]), "\(frames(v))")
    }

    @Test func aVerticalStackRunsTopDown() {
        // 400 − (20 + 30 + 40) − 20 = 290 spare, all to A: 310 tall.
        let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 200, height: 400), axis: .vertical) { $0.alignment = .leading }
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 50, height: 310),
                    CGRect(x: 0, y: 320, width: 60, height: 30),
                    CGRect(x: 0, y: 360, width: 40, height: 40),
                ]), "\(frames(v))")
    }

    @Test func theStackMakesItsConstraintsInTheEngine() {
        let (_, stack, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .fillEqually }
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment"]))
        #expect(stack.constraints.allSatisfy { $0.isActive })
        #expect(v.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }
}
