import FlipbookPort
import Foundation
import Testing

/// `Porter` rewrite by rewrite (before -> after text), on the example of
/// Examples/Porting (whose After/ folder is compiled and run by UIKitTests),
/// idempotence and bad input.
@Suite struct PorterTests {
    /// Ports `source` alone (its own optional requirements as the context).
    func port(_ source: String, context extra: [String] = []) throws -> PortedFile {
        var context = PortContext()
        for text in [source] + extra { context.collect(from: text) }
        return try Porter(context: context).port(source, file: "Test.swift")
    }

    @Test func objcAttributesAreRemovedKeepingTheLayout() throws {
        let before = """
            @objcMembers final class A: NSObject {
                @objc func f() {}
                @objc(customName:) func g(_ x: Int) {}
                @objc
                var value = 0
                @IBAction @objc func h() {}
            }

            """
        let after = """
            final class A: NSObject {
                func f() {}
                func g(_ x: Int) {}
                var value = 0
                func h() {}
            }

            """
        let ported = try port(before)
        #expect(ported.text == after)
        #expect(
            ported.notes.map(\.description) == [
                "Test.swift:1:1: note: removed '@objcMembers': there is no Objective-C runtime; Swift calls the declaration directly",
                "Test.swift:2:5: note: removed '@objc': there is no Objective-C runtime; Swift calls the declaration directly",
                "Test.swift:3:5: note: removed '@objc(customName:)': there is no Objective-C runtime; Swift calls the declaration directly",
                "Test.swift:4:5: note: removed '@objc': there is no Objective-C runtime; Swift calls the declaration directly",
                "Test.swift:6:5: note: removed '@IBAction': Interface Builder connects actions through the Objective-C runtime; the method stays, to be called or passed as a method reference",
                "Test.swift:6:15: note: removed '@objc': there is no Objective-C runtime; Swift calls the declaration directly",
            ])
    }

    @Test func optionalRequirementsThrowAndGetAThrowingDefault() throws {
        let before = """
            @objc public protocol Feed: AnyObject {
                @objc optional func feedDidRefresh(_ feed: Any)
                @objc optional func feed(_ feed: Any, rowsIn section: Int) -> Int
                func reload()
            }

            """
        let after = """
            public protocol Feed: AnyObject {
                func feedDidRefresh(_ feed: Any) throws
                func feed(_ feed: Any, rowsIn section: Int) throws -> Int
                func reload()
            }

            extension Feed {
                // Ported @objc optional requirements (flipbook port): a conformer that does not
                // implement one gets this default, and a call with `try?` gives nil, as `?(...)` did.
                public func feedDidRefresh(_ feed: Any) throws { throw _OptionalRequirementNotImplemented() }
                public func feed(_ feed: Any, rowsIn section: Int) throws -> Int { throw _OptionalRequirementNotImplemented() }
            }

            /// Thrown by the defaults of ported `@objc optional` requirements: "not implemented".
            fileprivate struct _OptionalRequirementNotImplemented: Error {}

            """
        #expect(try port(before).text == after)
    }

    @Test func callsOfOptionalRequirementsUseTryQuestionMark() throws {
        let requirements =
            "@objc protocol Feed { @objc optional func refreshed(_ x: Int); @objc optional func rows(in s: Int) -> Int }"
        let before = """
            func use(feed: Feed?, other: Other?) {
                feed?.refreshed?(1)
                let rows = feed?.rows?(in: 2) ?? 0
                if let count = feed?.rows?(in: 3) { print(count) }
                other?.refreshed(4)
                other?.unrelated?(in: 5)
            }
            """
        let after = """
            func use(feed: Feed?, other: Other?) {
                _ = try? feed?.refreshed(1)
                let rows = (try? feed?.rows(in: 2)) ?? 0
                if let count = (try? feed?.rows(in: 3)) { print(count) }
                other?.refreshed(4)
                other?.unrelated?(in: 5)
            }
            """
        let ported = try port(before, context: [requirements])
        #expect(ported.text == after, "only calls spelled `?(` of a collected requirement name and labels change")
        #expect(ported.notes.count == 3 && ported.notes.allSatisfy { $0.severity == .note })
    }

    @Test func selectorsOfTargetActionBecomeMethodReferences() throws {
        let before = """
            let a = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            button.addTarget(self, action: #selector(self.tap), for: .touchUpInside)
            item = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(Editor.done(_:)))
            NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .x, object: nil)
            """
        let after = """
            let a = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
            button.addTarget(self, action: Self.tap, for: .touchUpInside)
            item = UIBarButtonItem(title: "Done", style: .done, target: self, action: Editor.done(_:))
            NotificationCenter.default.addObserver(self, selector: Self.changed, name: .x, object: nil)
            """
        let ported = try port(before)
        #expect(ported.text == after)
        #expect(
            ported.notes.last?.description
                == "Test.swift:4:56: note: '#selector(changed)' became the method reference 'Self.changed'")
    }

    @Test func keyPathsBecomeStringsWithoutTheirTypes() throws {
        let before = """
            a.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: nil)
            b.addObserver(self, forKeyPath: #keyPath(UIKit.UIView.layer.position), options: [], context: nil)
            let c = #keyPath(isHidden)
            """
        let after = """
            a.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
            b.addObserver(self, forKeyPath: "layer.position", options: [], context: nil)
            let c = "isHidden"
            """
        let ported = try port(before)
        #expect(ported.text == after)
        #expect(
            ported.notes.first?.description
                == "Test.swift:1:33: note: '#keyPath(UIScrollView.contentOffset)' became the string \"contentOffset\"")
    }

    @Test func readOnlyOptionalPropertyRequirementsGetAThrowingGetterAndSettableOnesAreReported() throws {
        let before = """
            @objc protocol P {
                @objc optional var title: String { get }
                @objc optional var count: Int { get set }
            }
            func use(delegate: P?) {
                let t = delegate?.title ?? "Untitled"
                if let u = delegate?.title { print(u) }
            }

            """
        let after = """
            protocol P {
                var title: String { get throws }
                optional var count: Int { get set }
            }

            extension P {
                // Ported @objc optional requirements (flipbook port): a conformer that does not
                // implement one gets this default, and a call with `try?` gives nil, as `?(...)` did.
                var title: String { get throws { throw _OptionalRequirementNotImplemented() } }
            }
            func use(delegate: P?) {
                let t = (try? delegate?.title) ?? "Untitled"
                if let u = (try? delegate?.title) { print(u) }
            }

            /// Thrown by the defaults of ported `@objc optional` requirements: "not implemented".
            fileprivate struct _OptionalRequirementNotImplemented: Error {}

            """
        let ported = try port(before)
        #expect(ported.text == after)
        #expect(ported.notes.filter { $0.severity == .warning }.map(\.line) == [3], "the settable one is reported")
        #expect(
            ported.notes.contains { $0.line == 6 && $0.message.hasPrefix("read of the optional property requirement 'title'") })
        #expect(try port(ported.text).text == ported.text, "idempotent")
    }

    @Test func unparsableSourceIsRefusedWithItsPlace() {
        #expect(throws: PortError.unparsable(file: "Test.swift", line: 2, column: 13)) {
            try port("struct A {\n    func f( {\n}\n")
        }
    }

    // MARK: The example (Examples/Porting)

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Porting").standardizedFileURL

    func files(_ folder: String) throws -> [(name: String, text: String)] {
        let url = Self.examples.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
    }

    func portAll(_ sources: [(name: String, text: String)]) throws -> [(name: String, ported: PortedFile)] {
        var context = PortContext()
        for source in sources { context.collect(from: source.text) }
        let porter = Porter(context: context)
        return try sources.map { ($0.name, try porter.port($0.text, file: $0.name)) }
    }

    @Test func theExampleBecomesExactlyWhatIsCompiledAndRun() throws {
        let before = try files("Before")
        let after = Dictionary(uniqueKeysWithValues: try files("After").map { ($0.name, $0.text) })
        #expect(before.count == 4)
        for (name, ported) in try portAll(before) {
            #expect(ported.text == after[name], "\(name)")
        }
    }

    @Test func theExampleReportsEachRewrite() throws {
        let ported = try portAll(try files("Before")).first { $0.name == "SheetPanel.swift" }?.ported
        #expect(
            ported?.notes.map { "\($0.line):\($0.column): \($0.severity)" } == [
                "5:1: note",  // @objc protocol
                "6:5: note", "6:25: note", "7:5: note", "7:25: note",  // each requirement's @objc, then the requirement
                "17:64: note",  // #selector
                "25:5: note",  // @objc func handlePan
                "28:9: note",  // delegate?.sheetPanelDidMove?(self)
                "35:18: note",  // delegate?.sheetPanel?(self, heightFor:)
            ])
    }

    @Test func portingPortedCodeChangesNothing() throws {
        let once = try portAll(try files("Before"))
        let twice = try portAll(once.map { ($0.name, $0.ported.text) })
        for (first, second) in zip(once, twice) {
            #expect(second.ported.text == first.ported.text, "\(first.name)")
            #expect(second.ported.notes.isEmpty, "\(first.name): \(second.ported.notes)")
        }
        let again = try portAll(try files("Before"))
        #expect(again.map(\.ported) == once.map(\.ported), "deterministic")
    }
}
