import FlipbookTestingCore

/// The files of a golden folder that `flipbook record` and `flipbook accept`
/// own: manifest.json, trace.txt and frame-NNNN.png. Any other file in the
/// folder (a filmstrip or preview beside the gallery's goldens) is left alone.
package enum GoldenFiles {
    package static func isGoldenFile(_ name: String) -> Bool { GoldenSwap.isGoldenFile(name) }
}
