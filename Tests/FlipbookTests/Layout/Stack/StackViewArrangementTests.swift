import Foundation
import Testing

@testable import Flipbook

/// Custom spacing, margins, hidden views and the arranged list, against
/// frames computed by hand (views A 50 × 20, B 60 × 30, C 40 × 40).
@MainActor @Suite struct StackViewArrangementTests {
    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        // (340 − 30 − 10) / 3 = 100.
        let (window, stack, v) = makeStack(CGRect(x: 0, y: 0, width: 340, height: 100)) { $0.distribution = .fillEqually }
        stack.setCustomSpacing(30, after: v[0])
        window.layoutIfNeeded()
        #expect(stack.customSpacing(after: v[0]) == 30)
        #expect(stack.customSpacing(after: v[1]) == StackView.spacingUseDefault)
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 100, height: 100),
                    CGRect(x: 130, y: 0, width: 100, height: 100),
                    CGRect(x: 240, y: 0, width: 100, height: 100),
                ]), "\(frames(v))")
        // The system spacing is 8: (340 − 8 − 10) / 3.
        stack.setCustomSpacing(StackView.spacingUseSystem, after: v[0])
        window.layoutIfNeeded()
        let w: CGFloat = (340 - 18) / 3
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: w, height: 100), CGRect(x: w + 8, y: 0, width: w, height: 100),
                    CGRect(x: 2 * w + 18, y: 0, width: w, height: 100),
                ]), "\(frames(v))")
        stack.setCustomSpacing(StackView.spacingUseDefault, after: v[0])
        window.layoutIfNeeded()
        #expect(stack.customSpacing(after: v[0]) == StackView.spacingUseDefault)
        #expect(abs(v[1].frame.minX - (v[0].frame.maxX + 10)) < 1e-6)
    }

    @Test func customSpacingForAViewNotArrangedIsReported() {
        let (_, stack, _) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100))
        let stranger = View()
        let reported = Diagnostics.collect { stack.setCustomSpacing(5, after: stranger) }
        #expect(reported.map(\.code) == ["stack.customSpacingNotArranged"])
        #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
    }

    @Test func marginsRelativeArrangementLaysOutInsideTheMargins() {
        // Canvas: x 10...330 (320 − 10 − 20 = 310 wide), y 5...85; (310 − 10) / 3 = 100.
        let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 340, height: 100), spacing: 5) {
            $0.distribution = .fillEqually
            $0.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 10, y: 5, width: 100, height: 80),
                    CGRect(x: 115, y: 5, width: 100, height: 80),
                    CGRect(x: 220, y: 5, width: 100, height: 80),
                ]), "\(frames(v))")
    }

    @Test func aHiddenViewCollapsesWithItsSpacing() {
        // A and C share 320 − 10: 155 each; B sits at A's end, 0 wide.
        let (window, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .fillEqually }
        v[1].isHidden = true
        window.layoutIfNeeded()
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 155, height: 100),
                    CGRect(x: 155, y: 0, width: 0, height: 100),
                    CGRect(x: 165, y: 0, width: 155, height: 100),
                ]), "\(frames(v))")
        v[1].isHidden = false
        window.layoutIfNeeded()
        #expect(abs(v[1].frame.width - 100) < 1e-6 && abs(v[2].frame.minX - 220) < 1e-6, "\(frames(v))")
    }

    @Test func hiddenEndViewsLeaveNoSpacing() {
        // Fill: A and C hidden, B alone fills the row.
        let (window, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100))
        v[0].isHidden = true
        v[2].isHidden = true
        window.layoutIfNeeded()
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 0, height: 100),
                    CGRect(x: 0, y: 0, width: 320, height: 100),
                    CGRect(x: 320, y: 0, width: 0, height: 100),
                ]), "\(frames(v))")
    }

    @Test func aHiddenViewLeavesEqualSpacingToTheOthers() {
        // A and C: 320 − 90 = 230 in one gap.
        let (window, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .equalSpacing }
        v[1].isHidden = true
        window.layoutIfNeeded()
        #expect(
            close(
                [v[0].frame, v[2].frame],
                [
                    CGRect(x: 0, y: 0, width: 50, height: 100),
                    CGRect(x: 280, y: 0, width: 40, height: 100),
                ]), "\(frames(v))")
        #expect(v[1].frame.width == 0)
    }

    @Test func theArrangedListFollowsAddInsertAndRemove() {
        let (window, stack, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .fillEqually }
        let d = SizedView(10, 10, "D")
        stack.insertArrangedSubview(d, at: 1)
        #expect(stack.arrangedSubviews == [v[0], d, v[1], v[2]])
        #expect(stack.subviews.last === d, "a new subview goes on top; the arrangement has its own order")
        window.layoutIfNeeded()
        // (320 − 30) / 4 = 72.5.
        #expect(close(d.frame, CGRect(x: 82.5, y: 0, width: 72.5, height: 100)), "\(d.frame)")

        stack.removeArrangedSubview(d)
        #expect(stack.arrangedSubviews == v && d.superview === stack, "it stays a subview, as in UIKit")
        v[2].removeFromSuperview()
        #expect(stack.arrangedSubviews == [v[0], v[1]])
        window.layoutIfNeeded()
        #expect(
            close(
                [v[0].frame, v[1].frame],
                [
                    CGRect(x: 0, y: 0, width: 155, height: 100),
                    CGRect(x: 165, y: 0, width: 155, height: 100),
                ]), "\(frames(v))")
        #expect(stack.constraints.allSatisfy { $0.firstItem !== v[2] && $0.secondItem !== v[2] && $0.firstItem !== d })
    }

    @Test func anIndexOutOfRangeIsClampedAndReported() {
        let (_, stack, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100))
        let d = View()
        let reported = Diagnostics.collect { stack.insertArrangedSubview(d, at: 9) }
        #expect(reported.map(\.code) == ["stack.indexOutOfRange"])
        #expect(stack.arrangedSubviews == v + [d])
    }

    @Test func anIntrinsicSizeChangeLaysTheStackOutAgain() {
        let (window, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) { $0.distribution = .fillProportionally }
        v[1].size.width = 210  // 50 : 210 : 40 of 300 → 50, 210, 40.
        window.layoutIfNeeded()
        #expect(
            close(
                frames(v),
                [
                    CGRect(x: 0, y: 0, width: 50, height: 100),
                    CGRect(x: 60, y: 0, width: 210, height: 100),
                    CGRect(x: 280, y: 0, width: 40, height: 100),
                ]), "\(frames(v))")
    }

    @Test func baselineRelativeSpacingInAColumnIsBetweenBaselines() {
        let (window, root) = makeScreen()
        let a = SizedView(50, 20, "A")
        let b = SizedView(60, 30, "B")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 12
        stack.isBaselineRelativeArrangement = true
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        root.addSubview(stack)
        window.layoutIfNeeded()
        // Views without text: baselines are bottoms, so the 12 points run
        // from A's bottom to B's bottom; B ends on the stack's bottom (300),
        // A stretches down to 288 (B's top, 270, is above it).
        #expect(
            close(
                [a.frame, b.frame],
                [
                    CGRect(x: 0, y: 0, width: 50, height: 288),
                    CGRect(x: 0, y: 270, width: 60, height: 30),
                ]), "\(a.frame) \(b.frame)")
    }
}
