import Foundation
import Testing
import UIKit
import UIKitClientSwift5
import UIKitClientSwift6

/// Key-value observing of UIKit properties, written as iOS code writes it
/// (Examples/UIKitClient: `observe(\.contentOffset, options: [.new, .old])`
/// and `addObserver(_:forKeyPath:options:context:)` with an overridden
/// `observeValue(forKeyPath:of:change:context:)`), compiled in the Swift 5
/// and the Swift 6 language mode. For each property: one notification per
/// change with the old and new values, none for an assignment of the same
/// value, none after invalidation or removal, none after release.
@MainActor @Suite struct KeyValueObservingTests {
    /// Either build of the probe.
    @MainActor struct Probe {
        let values: () -> [String]
        let blockNotes: () -> [String]
        let stringNotes: () -> [String]
        let change: () -> Void
        let assignSame: () -> Void
        let stopObserving: () -> Void
        let releaseObservers: () -> [String]
        let releasedObserverIsGone: () -> Bool

        init(_ p: UIKitClientSwift5.KeyValueObservingProbe) {
            values = { p.values }
            blockNotes = { p.blockNotes }
            stringNotes = { p.stringNotes }
            change = p.change
            assignSame = p.assignSame
            stopObserving = p.stopObserving
            releaseObservers = { p.releaseObservers() }
            releasedObserverIsGone = { p.releasedObserverIsGone }
        }

        init(_ p: UIKitClientSwift6.KeyValueObservingProbe) {
            values = { p.values }
            blockNotes = { p.blockNotes }
            stringNotes = { p.stringNotes }
            change = p.change
            assignSame = p.assignSame
            stopObserving = p.stopObserving
            releaseObservers = { p.releaseObservers() }
            releasedObserverIsGone = { p.releasedObserverIsGone }
        }
    }

    nonisolated static let properties = UIKitClientSwift5.KeyValueObservingProbe.properties

    static func builds(_ property: String) -> [(String, Probe)] {
        [
            ("Swift 5", Probe(UIKitClientSwift5.KeyValueObservingProbe(property))),
            ("Swift 6", Probe(UIKitClientSwift6.KeyValueObservingProbe(property))),
        ]
    }

    /// The string form's key for each probed property.
    static func key(_ property: String) -> String {
        switch property {
        case "isHidden": return "hidden"
        case "layer.position": return "position"
        case "layer.bounds": return "bounds"
        default: return property
        }
    }

    /// "v0 -> v1", "v1 -> v2", ... for the values after each change.
    static func transitions(_ values: [String]) -> [String] {
        zip(values, values.dropFirst()).map { "\($0) -> \($1)" }
    }

    @Test(arguments: properties)
    func eachChangeIsDeliveredOnceWithOldAndNewValues(_ property: String) {
        for (mode, probe) in Self.builds(property) {
            #expect(probe.blockNotes().isEmpty && probe.stringNotes().isEmpty, "\(mode) \(property): nothing before a change")
            probe.change()
            probe.change()
            let values = probe.values()
            #expect(
                values.count == 3 && values[0] != values[1] && values[1] != values[2],
                "\(mode) \(property): the probe made two real changes: \(values)")
            let expected = Self.transitions(values)
            #expect(probe.blockNotes() == expected, "\(mode) \(property): block form")
            #expect(
                probe.stringNotes() == expected.map { "\(Self.key(property)): \($0)" },
                "\(mode) \(property): string form")
        }
    }

    @Test(arguments: properties)
    func assigningTheSameValueDeliversNothing(_ property: String) {
        for (mode, probe) in Self.builds(property) {
            probe.assignSame()
            #expect(probe.blockNotes().isEmpty && probe.stringNotes().isEmpty, "\(mode) \(property)")
            probe.change()
            #expect(
                probe.blockNotes().count == 1 && probe.stringNotes().count == 1,
                "\(mode) \(property): and the observation still works")
        }
    }

    @Test(arguments: properties)
    func nothingIsDeliveredAfterInvalidationOrRemoval(_ property: String) {
        for (mode, probe) in Self.builds(property) {
            probe.change()
            probe.stopObserving()
            probe.change()
            probe.change()
            #expect(probe.blockNotes().count == 1, "\(mode) \(property): \(probe.blockNotes())")
            #expect(probe.stringNotes().count == 1, "\(mode) \(property): \(probe.stringNotes())")
        }
    }

    @Test(arguments: properties)
    func nothingIsDeliveredAfterRelease(_ property: String) {
        for (mode, probe) in Self.builds(property) {
            probe.change()
            let stringNotes = probe.releaseObservers()
            probe.change()
            probe.change()
            #expect(probe.blockNotes().count == 1, "\(mode) \(property): released observation: \(probe.blockNotes())")
            #expect(
                stringNotes.count == 1 && probe.releasedObserverIsGone(),
                "\(mode) \(property): the observed object does not keep its observer alive")
        }
    }
}
