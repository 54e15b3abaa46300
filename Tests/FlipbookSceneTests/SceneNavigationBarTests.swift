import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// The document's `navigationBar`: what it reads, the one error each
/// mistake gives, and a push run with the bar drawn.
@Suite("Scene navigation bar")
@MainActor
struct SceneNavigationBarTests {
    nonisolated static let bar = """
        navigationBar:
          prefersLargeTitles: no
          tintColor: red
          items:
            A: {title: Inbox, rightBarButtonItems: [{systemItem: add}]}
            B: {title: Detail, backButtonTitle: Mail, largeTitleDisplayMode: never, rightBarButtonItems: [{title: Save, style: done, enabled: no}]}
        """

    @Test func theBarAndItsItemsAreRead() throws {
        let doc = try parse(minimalScene(extra: Self.bar))
        let bar = try #require(doc.navigationBar)
        #expect(!bar.prefersLargeTitles && bar.tintColor == .red && bar.isTranslucent && bar.barTintColor == nil)
        let a = try #require(bar.items["A"])
        let b = try #require(bar.items["B"])
        #expect(a.title == "Inbox" && a.rightBarButtonItems == [.init(content: .system(.add))])
        #expect(b.backButtonTitle == "Mail" && b.largeTitleDisplayMode == .never)
        #expect(b.rightBarButtonItems == [.init(content: .title("Save", done: true), isEnabled: false)])
        #expect(try parse(minimalScene()).navigationBar == nil, "no key, no bar")
    }

    nonisolated static let errors: [(String, String)] = [
        (
            minimalScene(transition: "transition: {kind: present, from: A, to: B}", extra: "navigationBar: {}"),
            "'navigationBar' needs a push or pop transition, found 'present' at scene.yaml:6:1; only a navigation controller has a navigation bar"
        ),
        (
            minimalScene(extra: "navigationBar: {items: {C: {title: x}}}"),
            "unknown screen 'C' in 'navigationBar.items' at scene.yaml:6:25; expected one of 'A', 'B'"
        ),
        (
            minimalScene(extra: "navigationBar: {items: {A: {title: x, rightBarButtonItems: [{title: Add, systemItem: add}]}}}"),
            "a bar button item has either 'title' or 'systemItem', not both at scene.yaml:6:61"
        ),
        (
            minimalScene(extra: "navigationBar: {items: {A: {rightBarButtonItems: [{systemItem: ad}]}}}"),
            "unknown systemItem 'ad' at scene.yaml:6:64; did you mean 'add'?"
        ),
        (
            minimalScene(extra: "navigationBar: {items: {A: {titel: x}}}"),
            "unknown key 'titel' at scene.yaml:6:29; did you mean 'title'?"
        ),
        (
            minimalScene(extra: "navigationBar: {items: {A: {largeTitleDisplayMode: sometimes}}}"),
            "unknown largeTitleDisplayMode 'sometimes' at scene.yaml:6:52; expected one of 'automatic', 'always', 'never'"
        ),
        (
            minimalScene(extra: "navigationBar: {prefersLargeTitles: maybe}"),
            "expected true or false for 'prefersLargeTitles', found 'maybe' at scene.yaml:6:37"
        ),
        (
            minimalScene(extra: "navigationBar: {items: {A: {rightBarButtonItems: [{}]}}}"),
            "a bar button item needs 'title' or 'systemItem' at scene.yaml:6:51"
        ),
    ]

    @Test(arguments: errors)
    func badInputGivesOneClearError(text: String, expected: String) {
        #expect(errorText(text) == expected, "\(text)")
    }

    @Test func aPushDrawsTheBarWhenTheDocumentHasOne() throws {
        let text = runnerScene("{kind: push, from: A, to: B}", extra: Self.bar)
        let result = try SceneRunner(document: try parse(text), fileName: "scene.yaml").run()
        #expect(result.completed)
        let renderer = CairoRenderer()
        let last = try renderer.render(try #require(result.film.frames.last).tree)
        // The canvas is at scale 1, has no status bar and is 60 points tall, so vertically
        // compact: the bar is y 0 to 32, its separator the row at y = 32.
        let separator = last.rgba(3, 32)
        let background = last.rgba(3, 2)
        #expect(separator[0] < background[0] - 40, "the hairline is darker than the bar: \(separator) \(background)")
        let plain = try renderer.render(
            try #require(
                try SceneRunner(
                    document: try parse(runnerScene("{kind: push, from: A, to: B}")),
                    fileName: "scene.yaml"
                ).run().film.frames.last
            ).tree)
        #expect(plain.rgba(3, 32) != separator, "without 'navigationBar' nothing is drawn there")
    }
}
