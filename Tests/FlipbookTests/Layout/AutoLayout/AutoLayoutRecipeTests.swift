import Foundation
import Testing

@testable import Flipbook

/// Layouts from Apple's Auto Layout Guide ("Auto Layout Cookbook", "Stack
/// Views" aside), with the expected frames worked out by hand from the
/// window size, the margins (8 points) and the safe area.
@MainActor @Suite struct AutoLayoutRecipeTests {
    /// "Simple Single View": a view inside the margins, 20 points below the
    /// top guide and above the bottom one.
    @Test func simpleSingleView() {
        let (window, root) = makeScreen(safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let red = constrainedView(in: root, "red")
        LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            red.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        // x = margin 8; width = 375 − 2 × 8; y = 44 + 20; height = 667 − 34 − 20 − 64.
        #expect(red.frame == CGRect(x: 8, y: 64, width: 359, height: 549))
        #expect(!red.hasAmbiguousLayout)
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 589))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 651))
    }

    /// "Two Equal-Width Views" (and, with a multiplier, "Two Different-Width Views").
    @Test(arguments: [1.0, 2.0]) func twoViewsSideBySide(ratio: CGFloat) {
        let (window, root) = makeScreen()
        let yellow = constrainedView(in: root, "yellow")
        let green = constrainedView(in: root, "green")
        let margins = root.layoutMarginsGuide
        LayoutConstraint.activate([
            yellow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            green.leadingAnchor.constraint(equalToSystemSpacingAfter: yellow.trailingAnchor, multiplier: 1),
            green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            yellow.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            green.topAnchor.constraint(equalTo: yellow.topAnchor),
            root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: 20),
            green.bottomAnchor.constraint(equalTo: yellow.bottomAnchor),
            yellow.widthAnchor.constraint(equalTo: green.widthAnchor, multiplier: ratio),
        ])
        window.layoutIfNeeded()
        // The two widths share 375 − 8 − 8 − 8 (spacing) = 351 as ratio : 1.
        let greenWidth = 351 / (1 + ratio)
        #expect(close(green.frame, CGRect(x: 367 - greenWidth, y: 20, width: greenWidth, height: 627)))
        #expect(close(yellow.frame, CGRect(x: 8, y: 20, width: 351 - greenWidth, height: 627)))
    }

    /// "Two Views with Complex Widths": green is half of yellow at 750, and
    /// at least 150 (required): the minimum wins at this width.
    @Test func twoViewsWithComplexWidths() {
        let (window, root) = makeScreen()
        let yellow = constrainedView(in: root, "yellow")
        let green = constrainedView(in: root, "green")
        let half = green.widthAnchor.constraint(equalTo: yellow.widthAnchor, multiplier: 0.5)
        half.priority = .defaultHigh
        LayoutConstraint.activate([
            yellow.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            green.leadingAnchor.constraint(equalTo: yellow.trailingAnchor, constant: 8),
            green.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            yellow.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            green.topAnchor.constraint(equalTo: yellow.topAnchor),
            yellow.heightAnchor.constraint(equalToConstant: 100),
            green.heightAnchor.constraint(equalTo: yellow.heightAnchor),
            half, green.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
        ])
        window.layoutIfNeeded()
        // Half of yellow would be 351 / 3 = 117 < 150: green is 150, yellow 351 − 150 = 201.
        #expect(close(yellow.frame, CGRect(x: 8, y: 20, width: 201, height: 100)))
        #expect(close(green.frame, CGRect(x: 217, y: 20, width: 150, height: 100)))
        // In a wider window the preference holds again: 651 / 3 = 217 ≥ 150.
        window.resize(to: CGSize(width: 675, height: 667), duration: 0)
        window.layoutIfNeeded()
        #expect(close(green.frame, CGRect(x: 667 - 217, y: 20, width: 217, height: 100)))
        #expect(close(yellow.frame, CGRect(x: 8, y: 20, width: 434, height: 100)))
    }

    /// "Simple Label and Text Field" reduced to labels: a label sized by its
    /// text, baseline-aligned with another label after it.
    @Test func labelsWithIntrinsicSizesAlignedOnTheirBaselines() throws {
        let (window, root) = makeScreen()
        let name = Label()
        let value = Label()
        name.text = "Name"
        value.text = "A longer value"
        value.font = .systemFont(ofSize: 30)
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            value.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: 1),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let n = name.intrinsicContentSize
        let v = value.intrinsicContentSize
        #expect(n.width > 0 && v.width > n.width)
        #expect(name.frame == CGRect(x: 8, y: 40, width: n.width, height: n.height))
        #expect(value.frame.minX == 8 + n.width + 8)
        #expect(value.frame.size == v)
        // Baselines: top + (height − block)/2 + ascent, the same for both.
        let nameBaseline = name.frame.midY + name.baselineOffsets()!.first
        let valueBaseline = value.frame.midY + value.baselineOffsets()!.first
        #expect(abs(nameBaseline - valueBaseline) < 1e-9)
        #expect(value.frame.minY < name.frame.minY, "the bigger font starts higher")
        #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
        // A new font moves the baseline offset: the labels stay aligned.
        let top = value.frame.minY
        value.font = .systemFont(ofSize: 44)
        window.layoutIfNeeded()
        #expect(value.frame.size == value.intrinsicContentSize)
        #expect(value.frame.minY < top)
        #expect(abs(name.frame.midY + name.baselineOffsets()!.first - (value.frame.midY + value.baselineOffsets()!.first)) < 1e-9)
    }

    /// "Aspect Ratio" and centring: a view centred in its superview, 80 % of
    /// its width, 16 : 9.
    @Test func centredWithAnAspectRatio() {
        let (window, root) = makeScreen()
        let video = constrainedView(in: root, "video")
        LayoutConstraint.activate([
            video.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            video.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            video.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.8),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        window.layoutIfNeeded()
        let w = 375 * 0.8
        let h = w * 9 / 16
        #expect(close(video.frame, CGRect(x: (375 - w) / 2, y: (667 - h) / 2, width: w, height: h)))
        // Rotation: the root follows the window by its autoresizing mask, the video follows the root.
        window.resize(to: CGSize(width: 667, height: 375), duration: 0)
        window.layoutIfNeeded()
        let w2 = 667 * 0.8
        let h2 = w2 * 9 / 16
        #expect(close(video.frame, CGRect(x: (667 - w2) / 2, y: (375 - h2) / 2, width: w2, height: h2)))
    }

    /// The same constraints written with the initializer and with anchors
    /// give the same frames.
    @Test func initializerAndAnchorsAgree() {
        let (window, root) = makeScreen()
        let a = constrainedView(in: root, "a")
        let b = constrainedView(in: root, "b")
        LayoutConstraint.activate([
            LayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 30),
            LayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 2),
            LayoutConstraint(
                item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 70),
            LayoutConstraint(
                item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 0.5, constant: 0),
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30),
            b.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 2),
            b.widthAnchor.constraint(equalToConstant: 70),
            b.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 30, y: 10, width: 70, height: 35))
        #expect(b.frame == a.frame)
        let widthRule = b.constraints.first { $0.firstAttribute == .width }!
        #expect(widthRule.firstAnchor.name == "View('b').width" && widthRule.secondAnchor == nil)
        #expect(
            root.constraints.count == 4 && a.constraints.count == 2 && b.constraints.count == 2,
            "installed on the nearest common ancestor, size constraints on the view itself")
    }

    /// "Views with Equal Spacing", with layout guides as the spacers: the
    /// three gaps around and between two views of fixed widths are equal.
    @Test func equalSpacingWithLayoutGuides() {
        let (window, root) = makeScreen()
        let short = constrainedView(in: root, "short")
        let long = constrainedView(in: root, "long")
        let spacers = (0..<3).map { _ in LayoutGuide() }
        for guide in spacers { root.addLayoutGuide(guide) }
        let margins = root.layoutMarginsGuide
        LayoutConstraint.activate([
            spacers[0].leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            short.leadingAnchor.constraint(equalTo: spacers[0].trailingAnchor),
            spacers[1].leadingAnchor.constraint(equalTo: short.trailingAnchor),
            long.leadingAnchor.constraint(equalTo: spacers[1].trailingAnchor),
            spacers[2].leadingAnchor.constraint(equalTo: long.trailingAnchor),
            spacers[2].trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            spacers[1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            spacers[2].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            short.widthAnchor.constraint(equalToConstant: 60), long.widthAnchor.constraint(equalToConstant: 120),
            short.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            long.topAnchor.constraint(equalTo: short.topAnchor),
            short.heightAnchor.constraint(equalToConstant: 30), long.heightAnchor.constraint(equalTo: short.heightAnchor),
        ])
        window.layoutIfNeeded()
        // 359 points inside the margins, 180 of views: three gaps of 179 / 3.
        let gap: CGFloat = (359 - 180) / 3
        #expect(close(short.frame, CGRect(x: 8 + gap, y: 100, width: 60, height: 30), 1e-9))
        #expect(close(long.frame, CGRect(x: 8 + 2 * gap + 60, y: 100, width: 120, height: 30), 1e-9))
        // The guides are only constrained along x: their y and height stay 0.
        let last = spacers[2].layoutFrame
        #expect(abs(last.minX - (367 - gap)) < 1e-9 && abs(last.width - gap) < 1e-9)
        #expect(spacers.allSatisfy { $0.owningView === root } && root.layoutGuides.count == 3)
    }

    /// `updateConstraints()` changes a constant in the update pass, and the
    /// same `layoutIfNeeded()` lays the result out.
    @Test func constraintsUpdatedInTheUpdatePassAreLaidOutInTheSamePass() {
        final class Banner: View {
            var expanded = false
            lazy var height = heightAnchor.constraint(equalToConstant: 40)
            override func updateConstraints() {
                height.constant = expanded ? 120 : 40
                super.updateConstraints()
            }
        }
        let (window, root) = makeScreen()
        let banner = Banner()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        LayoutConstraint.activate([
            banner.height, banner.topAnchor.constraint(equalTo: root.topAnchor),
            banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(banner.frame.height == 40)
        banner.expanded = true
        banner.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
    }
}
