import Foundation

/// What `flipbook accept` and the Approve button of `flipbook review` do: check
/// every chosen candidate, promote them all as one change (``GoldenPromotion``),
/// then remove the accepted candidates. Nothing is rendered.
package struct CandidateAcceptance {
    package let loader: CandidateLoader

    /// Accepts `chosen` (scene names, each with the scene file to check it
    /// against, nil for the path the candidate recorded).
    /// - Returns: the accepted candidates, and the candidates that were accepted
    ///   but could not be removed afterwards (as text).
    /// - Throws: a catalogue error before anything changes (see ``CandidateLoader/load(_:scenePath:)``),
    ///   or a file-system error after which the goldens are as they were.
    package func accept(_ chosen: [(name: String, path: String?)]) throws -> (
        accepted: [CheckedCandidate], removalProblems: [String]
    ) {
        // Under the goldens lock, so no other accept, record or review changes a golden between
        // the checks (the golden is still the one verify checked) and the swap.
        let lock = try GoldenLock.acquire(loader.goldens, exclusive: true)
        defer { lock?.release() }
        // Check every candidate before changing anything.
        let checked = try chosen.map { try loader.load($0.name, scenePath: $0.path) }
        try GoldenPromotion(goldens: loader.goldens).promote(checked)
        var removalProblems: [String] = []
        for candidate in checked {
            do { try loader.store.remove(candidate.manifest.scene) } catch { removalProblems.append("\(error)") }
        }
        return (checked, removalProblems)
    }

    package init(loader: CandidateLoader) {
        self.loader = loader
    }
}
