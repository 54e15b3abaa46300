import FlipbookPort
import Foundation
import Testing

/// The rewrites beyond `@objc` and optional requirements, each before -> after:
/// selectors of other targets, notifications, display links and `perform`;
/// `responds(to:)`; `dynamic` and Interface Builder's attributes; overrides in
/// extensions; shared mutable statics; and the warnings for what cannot be
/// ported (swizzling, message forwarding). What the rewritten code calls is
/// compiled and run by UIKitTests (PortedRuntimeTests).
@Suite struct RuntimeIdiomTests {
    func port(_ source: String, context extra: [String] = []) throws -> PortedFile {
        var context = PortContext()
        for text in [source] + extra { context.collect(from: text) }
        return try Porter(context: context).port(source, file: "Test.swift")
    }

    @Test func selectorsOfDisplayLinksObserversPerformAndOtherTargets() throws {
        let before = """
            let link = CADisplayLink(target: self, selector: #selector(step(_:)))
            center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: .x, object: nil)
            button.addTarget(handler, action: #selector(Handler.tap), for: .touchUpInside)
            perform(#selector(hideHint), with: nil, afterDelay: 2)
            self.perform(#selector(self.reload))
            other.addTarget(handler, action: #selector(tap), for: .touchUpInside)
            let s = #selector(unknown)
            """
        let after = """
            let link = CADisplayLink(target: self, selector: Self.step(_:))
            center.addObserver(self, selector: Self.keyboardWillShow(_:), name: .x, object: nil)
            button.addTarget(handler, action: Handler.tap, for: .touchUpInside)
            perform(Self.hideHint, with: nil, afterDelay: 2)
            self.perform(Self.reload)
            other.addTarget(handler, action: #selector(tap), for: .touchUpInside)
            let s = #selector(unknown)
            """
        let ported = try port(before)
        #expect(ported.text == after)
        let warnings = ported.notes.filter { $0.severity == .warning }.map(\.description)
        #expect(
            warnings == [
                "Test.swift:6:34: warning: '#selector(tap)' names a method of 'handler', not of self; it was not ported: write the method with its type (#selector(TargetType.method(_:)))",
                "Test.swift:7:9: warning: '#selector(unknown)' is not the action of a target-action call, a notification observer's selector, nor the method of perform(_:) or responds(to:); it was not ported",
            ])
    }

    @Test func respondsToIsTrueForDeclaredMethodsAndReportedForOptionalRequirements() throws {
        let requirements = "@objc protocol Feed { @objc optional func refreshed(_ x: Int) }"
        let before = """
            if context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:))) { use() }
            let known = delegate?.responds(to: #selector(Feed.reload)) ?? false
            let maybe = feed.responds(to: #selector(Feed.refreshed(_:)))
            """
        let after = """
            if true { use() }
            let known = (delegate != nil) ?? false
            let maybe = feed.responds(to: #selector(Feed.refreshed(_:)))
            """
        let ported = try port(before, context: [requirements])
        #expect(ported.text == after)
        #expect(ported.notes.map { "\($0.line):\($0.column): \($0.severity)" } == ["1:4: note", "2:13: note", "3:13: warning"])
        #expect(
            ported.notes[2].message.hasPrefix(
                "'feed.responds(to: #selector(Feed.refreshed(_:)))' asks whether a conformer implements the optional requirement 'refreshed(_:)'"
            ))
    }

    @Test func dynamicAndInterfaceBuilderAttributesAreRemoved() throws {
        let before = """
            @IBDesignable final class Card: UIView {
                @IBOutlet weak var title: UILabel!
                @IBInspectable var radius: CGFloat = 8
                @objc dynamic var progress: CGFloat = 0
                dynamic func refresh() {}
                @IBAction func close(_ sender: Any) {}
            }
            final class ProgressLayer: CALayer {
                @NSManaged var fraction: CGFloat
            }

            """
        let after = """
            final class Card: UIView {
                weak var title: UILabel!
                var radius: CGFloat = 8
                var progress: CGFloat = 0
                func refresh() {}
                func close(_ sender: Any) {}
            }
            final class ProgressLayer: CALayer {
                var fraction: CGFloat
            }

            """
        let ported = try port(before)
        #expect(ported.text == after)
        #expect(
            ported.notes.map { "\($0.line):\($0.column): \($0.severity)" } == [
                "1:1: note", "2:5: note", "3:5: note", "4:5: note", "4:11: note", "5:5: note", "6:5: note", "9:5: warning",
            ])
        #expect(ported.notes.last?.message.contains("give it storage or accessors") == true)
    }

    @Test func swizzlingAndForwardingAreReportedAndLeftAsTheyAre() throws {
        let before = """
            final class Proxy: NSObject {
                override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
            }
            func swizzle() {
                method_exchangeImplementations(original, swizzled)
            }

            """
        let ported = try port(before)
        #expect(ported.text == before)
        #expect(ported.notes.map { "\($0.line):\($0.column): \($0.severity)" } == ["2:19: warning", "5:5: warning"])
        #expect(ported.notes[0].message.hasPrefix("'forwardingTarget(for:)' (message forwarding) cannot be ported"))
        #expect(ported.notes[1].message.hasPrefix("'method_exchangeImplementations' (method swizzling) cannot be ported"))
    }

    @Test func overridesInExtensionsMoveIntoTheClassBody() throws {
        let before = """
            final class Sheet: UIPresentationController {
                var height: CGFloat = 0
            }

            extension Sheet {
                override func containerViewWillLayoutSubviews() {
                    super.containerViewWillLayoutSubviews()
                }

                func helper() {}
            }

            extension Sheet: UIGestureRecognizerDelegate {
                override var frameOfPresentedViewInContainerView: CGRect { .zero }
            }

            extension Elsewhere {
                override func viewDidLoad() {}
            }

            """
        let after = """
            final class Sheet: UIPresentationController {
                var height: CGFloat = 0
                override func containerViewWillLayoutSubviews() {
                    super.containerViewWillLayoutSubviews()
                }
                override var frameOfPresentedViewInContainerView: CGRect { .zero }
            }

            extension Sheet {

                func helper() {}
            }

            extension Sheet: UIGestureRecognizerDelegate {
            }

            extension Elsewhere {
                override func viewDidLoad() {}
            }

            """
        let ported = try port(before)
        #expect(ported.text == after)
        #expect(ported.notes.map { "\($0.line):\($0.column): \($0.severity)" } == ["6:5: note", "14:5: note", "18:5: warning"])
    }

    @Test func sharedMutableStaticsAreMarkedNonisolatedUnsafe() throws {
        let before = """
            var counter = 0
            public struct Config {
                public static var shared = Config()
                static let fixed = 1
                static var computed: Int { 2 }
                nonisolated(unsafe) static var already = 3
            }
            @MainActor final class Model {
                static var isolated = 4
            }
            func f() {
                var local = 5
            }

            """
        let after = """
            nonisolated(unsafe) var counter = 0
            public struct Config {
                nonisolated(unsafe) public static var shared = Config()
                static let fixed = 1
                static var computed: Int { 2 }
                nonisolated(unsafe) static var already = 3
            }
            @MainActor final class Model {
                static var isolated = 4
            }
            func f() {
                var local = 5
            }

            """
        let ported = try port(before)
        #expect(ported.text == after)
        #expect(ported.notes.map { "\($0.line):\($0.column)" } == ["1:1", "3:19"])
        #expect(try port(ported.text).text == ported.text, "idempotent")
    }
}
