import FlipbookCairo
import FlipbookTestingCore
import Foundation

/// Replaces the goldens of several scenes with their candidates' as one change
/// (``GoldenSwap``): each new golden folder is written beside the goldens (the
/// golden files copied from the candidate and checked against its hashes, other
/// files of the old golden folder linked in), then every folder is swapped in by
/// rename after a journal names them all. A failure before the journal changes
/// nothing; a process killed after it has its swap finished at the next run
/// under the goldens lock. Files of a golden folder that are not golden files
/// are kept. Call only holding the goldens lock (``GoldenLock``).
package struct GoldenPromotion {
    /// The goldens folder (absolute).
    package let goldens: URL

    /// Promotes `candidates`.
    /// - Throws: ``FilmError`` (a file-system catalogue code) or `FB-ACCEPT-CORRUPT`
    ///   when a file cannot be copied or changed meanwhile; the goldens are then unchanged.
    package func promote(_ candidates: [CheckedCandidate]) throws {
        try FilmError.createFolder(goldens, what: "the goldens folder")
        var swap = try GoldenSwap(goldens: goldens)
        do {
            for candidate in candidates {
                let staged = try swap.stage(candidate.manifest.scene)
                for name in candidate.files {
                    let data = try FilmError.read(candidate.golden.appendingPathComponent(name), what: "the candidate file")
                    guard CandidateLayout.hash(data) == candidate.manifest.files[name] else {
                        throw CLIError.coded(
                            "FB-ACCEPT-CORRUPT",
                            "the candidate of '\(candidate.manifest.scene)' changed while it was "
                                + "being accepted (golden/\(name)); run flipbook verify again")
                    }
                    try FilmError.save(data, to: staged.appendingPathComponent(name), what: "the staged golden file")
                    GoldenSwap.fileOperation()
                }
            }
        } catch {
            swap.discard()
            throw error
        }
        try swap.commit()
    }

    package init(goldens: URL) {
        self.goldens = goldens
    }
}
