import Foundation
import Testing

@testable import Flipbook

/// Priorities, intrinsic sizes, frames as constraints, the update pass,
/// fitting sizes, conflicts, ambiguity and bad input.
@MainActor @Suite struct AutoLayoutBehaviourTests {
    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        let (window, root) = makeScreen(CGSize(width: 200, height: 100))
        let left = Label()
        let right = Label()
        left.text = "Left label text"
        right.text = "Right label text"
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        right.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        let l = left.intrinsicContentSize.width
        let r = right.intrinsicContentSize.width
        #expect(l + r > 200, "the texts do not fit side by side")
        #expect(right.frame.width == r, "the higher compression resistance keeps its width")
        #expect(left.frame.width == 200 - r)
        // Swap the priorities: now the left label keeps its width.
        right.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(left.frame.width == l)
        #expect(right.frame.width == 200 - l)
    }

    @Test func huggingDecidesWhichViewStretches() {
        let (window, root) = makeScreen(CGSize(width: 300, height: 100))
        let a = Label()
        let b = Label()
        a.text = "A"
        b.text = "B"
        for label in [a, b] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(a.frame.width == a.intrinsicContentSize.width, "the higher hugging priority keeps its size")
        #expect(b.frame.width == 300 - a.intrinsicContentSize.width)
        #expect(contentHugging(of: View()) == (.defaultLow, .defaultHigh))
    }

    private func contentHugging(of view: View) -> (LayoutPriority, LayoutPriority) {
        (view.contentHuggingPriority(for: .vertical), view.contentCompressionResistancePriority(for: .vertical))
    }

    @Test func intrinsicSizesFollowTheirContent() throws {
        let (window, root) = makeScreen()
        let label = Label()
        label.text = "Hi"
        let image = ImageView(image: Image(bitmap: Bitmap(width: 60, height: 40), scale: 2))
        for v in [label, image] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            image.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4),
            image.topAnchor.constraint(equalTo: label.bottomAnchor),
        ])
        window.layoutIfNeeded()
        let short = label.intrinsicContentSize
        #expect(label.frame.size == short)
        #expect(image.frame == CGRect(x: 10 + short.width + 4, y: 10 + short.height, width: 30, height: 20))
        label.text = "Hello, longer text"
        window.layoutIfNeeded()
        let long = label.intrinsicContentSize
        #expect(long.width > short.width)
        #expect(label.frame.size == long)
        #expect(image.frame.minX == 10 + long.width + 4, "the image follows the label's new size")
        #expect(View().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func aTranslatingViewsFrameIsAConstraint() {
        let (window, root) = makeScreen()
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        root.addSubview(fixed)
        let follower = constrainedView(in: root, "follower")
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.5),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 120, y: 10, width: 50, height: 40))
        fixed.frame = CGRect(x: 30, y: 50, width: 200, height: 20)
        window.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 30, y: 50, width: 200, height: 20), "the engine never moves a translating view")
        #expect(follower.frame == CGRect(x: 240, y: 50, width: 100, height: 20))
        // A constraint that would move the translating view conflicts with its frame.
        let reported = Diagnostics.collect {
            fixed.widthAnchor.constraint(equalToConstant: 10).isActive = true
            window.layoutIfNeeded()
        }
        #expect(reported.map(\.code) == ["layout.unsatisfiable"])
        #expect(reported.first?.message.contains("AutoresizingMaskLayoutConstraint View.width == 200") == true)
        #expect(fixed.frame.width == 200)
    }

    @Test func updateConstraintsRunsBeforeLayoutDeepestFirst() {
        final class Recording: View {
            var log: (String) -> Void = { _ in }
            override func updateConstraints() {
                log(accessibilityIdentifier ?? "?")
                super.updateConstraints()
            }
        }
        let (window, root) = makeScreen()
        var calls: [String] = []
        let outer = Recording()
        let inner = Recording()
        outer.accessibilityIdentifier = "outer"
        inner.accessibilityIdentifier = "inner"
        outer.log = { calls.append($0) }
        inner.log = { calls.append($0) }
        root.addSubview(outer)
        outer.addSubview(inner)
        window.layoutIfNeeded()
        #expect(calls.isEmpty)
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(calls == ["inner", "outer"])
        window.layoutIfNeeded()
        #expect(calls.count == 2, "once per request")
        inner.setNeedsUpdateConstraints()
        inner.updateConstraintsIfNeeded()
        #expect(calls == ["inner", "outer", "inner"])
    }

    @Test func systemLayoutSizeFittingMeasuresTheConstraintsInside() {
        let card = View()
        let title = Label()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let t = title.intrinsicContentSize
        #expect(
            card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: t.width + 24, height: t.height + 12))
        // A required width: the label stretches (hugging is only 250), the height stays.
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: t.height + 12))
        #expect(card.frame == .zero, "fitting changes no frame")
    }

    @Test func conflictingRequiredConstraintsAreReportedAndOneIsBroken() {
        let (window, root) = makeScreen()
        let view = constrainedView(in: root, "box")
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10), narrow,
        ])
        let reported = Diagnostics.collect {
            wide.isActive = true
            window.layoutIfNeeded()
        }
        #expect(reported.count == 1)
        let message = reported.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("<LayoutConstraint 'narrow' View('box').width == 100   (active)>"))
        #expect(
            message.hasSuffix(
                "Will attempt to recover by breaking constraint\n<LayoutConstraint 'wide' View('box').width == 200   (active)>"))
        #expect(view.frame.width == 100)
        #expect(wide.isActive, "a broken constraint stays active, as in UIKit")
        // Once the other goes, the broken one takes over.
        narrow.isActive = false
        window.layoutIfNeeded()
        #expect(view.frame.width == 200)
        // A constant that makes a required constraint impossible breaks it, too.
        let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        cap.isActive = true
        let again = Diagnostics.collect { cap.constant = 150 }
        #expect(again.map(\.code) == ["layout.unsatisfiable"])
        window.layoutIfNeeded()
        #expect(view.frame.width == 200)
    }

    @Test func ambiguityIsFoundAndExercised() {
        let (window, root) = makeScreen()
        let view = constrainedView(in: root, "loose")
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 30),
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout, "any width of at least 50 fits")
        let before = view.frame
        #expect(before.width == 50)
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.width == 70, "another valid width, at once")
        #expect(view.frame.minX == 10 && view.frame.height == 30, "only the free unknown moves")
        #expect(view.hasAmbiguousLayout)
        let settled = view.widthAnchor.constraint(equalToConstant: 60)
        settled.priority = .defaultLow
        settled.isActive = true
        window.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame.width == 60)
        #expect(!View().hasAmbiguousLayout, "a view placed by its frame is never ambiguous")
    }

    @Test func badInputIsADiagnosticNeverACrash() {
        let (_, root) = makeScreen()
        let a = constrainedView(in: root, "a")
        let stranger = View()
        var made: [LayoutConstraint] = []
        let reported = Diagnostics.collect {
            made.append(
                LayoutConstraint(
                    item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0))
            made.append(
                LayoutConstraint(
                    item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0))
            made.append(
                LayoutConstraint(
                    item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                    constant: 5))
            made.append(
                LayoutConstraint(
                    item: "text", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                    constant: 5))
            made.append(
                LayoutConstraint(
                    item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: .nan,
                    constant: 5))
            for c in made { c.isActive = true }
            a.widthAnchor.constraint(equalTo: stranger.widthAnchor).isActive = true
        }
        #expect(made.allSatisfy { !$0.isActive })
        #expect(reported.filter { $0.code == "layout.invalidConstraint" }.count == 10)
        #expect(reported.last?.code == "layout.noCommonAncestor")
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let more = Diagnostics.collect {
            width.constant = .infinity
            width.priority = .defaultLow
        }
        #expect(width.constant == 10 && width.priority == .required)
        #expect(more.map(\.code) == ["layout.nonFiniteConstant", "layout.priorityRequiredChange"])
    }

    @Test func constraintsFollowTheirViewsBetweenTrees() {
        let (window, root) = makeScreen()
        let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let dot = constrainedView(in: card, "dot")
        LayoutConstraint.activate([
            dot.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 95, y: 45, width: 10, height: 10))
        root.addSubview(card)
        let pin = card.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        pin.isActive = true
        card.frame = CGRect(x: 0, y: 20, width: 100, height: 100)
        window.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 45, y: 45, width: 10, height: 10), "moved into the window's engine")
        #expect(LayoutEngine.engineHolding(dot) === LayoutEngine.existingEngine(of: root))
        card.removeFromSuperview()
        #expect(!pin.isActive, "a constraint to a view outside the removed subtree is removed")
        #expect(dot.constraints.count == 2 && card.constraints.count == 2)
        card.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        card.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 20, y: 20, width: 10, height: 10), "the subtree keeps its own constraints")
    }

    @Test func aFrameThatMovesIntoAConflictBreaksTheAppsConstraintNotTheFrame() {
        let (window, root) = makeScreen()
        let pinned = root.widthAnchor.constraint(equalToConstant: 375)
        pinned.identifier = "pinned"
        let child = constrainedView(in: root, "child")
        LayoutConstraint.activate([
            pinned, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(child.frame.width == 375)
        let reported = Diagnostics.collect {
            window.resize(to: CGSize(width: 667, height: 375), duration: 0)
            window.layoutIfNeeded()
        }
        #expect(reported.map(\.code) == ["layout.unsatisfiable"])
        #expect(reported.first?.message.contains("AutoresizingMaskLayoutConstraint View.width == 667") == true)
        #expect(
            reported.first?.message.hasSuffix("breaking constraint\n<LayoutConstraint 'pinned' View.width == 375   (active)>")
                == true)
        #expect(root.frame.width == 667)
        #expect(child.frame.width == 667, "the engine follows the frame")
    }

    @Test func aMultiLineLabelWrapsAtItsPreferredMaximumWidth() {
        let (window, root) = makeScreen()
        let label = Label()
        label.text = "Auto Layout wraps this sentence over several lines"
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let below = constrainedView(in: root, "below")
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let oneLine = label.frame.height
        label.preferredMaxLayoutWidth = 150
        window.layoutIfNeeded()
        let wrapped = label.intrinsicContentSize
        let lines = label.layoutLines(width: 150, measurer: TextMeasurement.measurer).count
        #expect(lines >= 2 && wrapped.width <= 150 && wrapped.height > oneLine, "\(lines) lines: \(wrapped)")
        #expect(label.frame == CGRect(x: 20, y: 20, width: wrapped.width, height: wrapped.height))
        #expect(below.frame.minY == 20 + wrapped.height + 8, "the view below follows the label's new height")
    }

    @Test func theOlderAddConstraintAPIAndSwitchingTranslation() {
        let (window, root) = makeScreen()
        let box = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(box)
        let rules = [
            LayoutConstraint(
                item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: box, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
        ]
        let reported = Diagnostics.collect {
            root.addConstraints(rules)
            window.layoutIfNeeded()
        }
        #expect(root.constraints.count == 2 && rules.allSatisfy(\.isActive))
        #expect(reported.count == 2, "the box still translates its frame: both conflict")
        #expect(box.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
        // Stop translating: the constraints take over (sized by two more).
        box.translatesAutoresizingMaskIntoConstraints = false
        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        box.heightAnchor.constraint(equalToConstant: 30).isActive = true
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 162.5, y: 318.5, width: 50, height: 30))
        root.removeConstraints(rules)
        #expect(root.constraints.isEmpty && rules.allSatisfy { !$0.isActive })
        // Back to translating: the frame is the input again, and the size
        // constraints that now contradict it are broken, reported.
        let again = Diagnostics.collect {
            box.translatesAutoresizingMaskIntoConstraints = true
            box.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            window.layoutIfNeeded()
        }
        #expect(box.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(again.map(\.code) == ["layout.unsatisfiable", "layout.unsatisfiable"])
    }
}
