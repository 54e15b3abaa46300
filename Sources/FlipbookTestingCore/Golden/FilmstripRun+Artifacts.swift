import Flipbook
import FlipbookCairo
import Foundation

extension FilmstripRun {
    /// Writes the failure artifacts (pictures of the failing frames, or of every
    /// sampled frame when they could not be compared, the contact sheet and the
    /// report) and notes where they went in the result.
    mutating func writeArtifacts(_ actual: Actual, _ comparison: Comparison) {
        let folder = check.artifacts.appendingPathComponent(name)
        var entries: [ArtifactFrame] = []
        let failing = Set(result.frames.filter { !$0.passed }.map(\.index))
        let compared = !result.frames.isEmpty
        for (index, image) in actual.frames {
            // With frames compared, show those that fail; otherwise show every sampled frame.
            if compared && !failing.contains(index) && !failing.isEmpty { continue }
            let frame = film.frames[index]
            let entry = result.frames.first { $0.index == index }
            entries.append(
                ArtifactFrame(
                    index: index, time: frame.time, percentComplete: frame.percentComplete,
                    phase: frame.phase.rawValue, expected: comparison.expected[index], actual: image,
                    diff: comparison.diffs[index], differingPixels: entry?.differingPixels,
                    totalPixels: image.width * image.height, message: entry?.message))
        }
        let writer = ArtifactWriter(folder: folder)
        do {
            let written = try writer.write(
                name: name, testName: check.reporter, frames: entries,
                problems: result.problems.map { problem in
                    // The report shows the whole trace diff in its own section.
                    if case .trace(let text) = problem {
                        return "trace differs: " + (text.components(separatedBy: "\n").first ?? "")
                            + " (see the trace diff below)"
                    }
                    return problem.description
                },
                traceDiff: comparison.traceDiff, acceptCommand: result.acceptCommand, goldenFolder: self.folder,
                actualManifest: try? strategy.manifest.diffing.toData(actual.manifest),
                actualTrace: actual.trace.map { Data($0.utf8) })
            result.artifactsFolder = folder
            result.reportURL = written.report
            result.contactSheetURL = written.contactSheet
        } catch let error as FilmError {
            result.problems.append(.fileSystem(error))
        } catch let error as PNGError where error.path != nil {
            result.problems.append(
                .fileSystem(
                    FilmError(
                        path: error.path!,
                        reason: "the failure artifact cannot be written: "
                            + FilmError.writeText(error))))
        } catch {
            result.problems.append(.configuration("the failure artifacts cannot be written under \(folder.path): \(error)"))
        }
    }
}
