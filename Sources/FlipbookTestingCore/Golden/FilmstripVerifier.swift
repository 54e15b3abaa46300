import Flipbook
import FlipbookCairo
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Checks a film against its golden folder, records goldens in a record
/// mode, writes failure artifacts, and returns a ``FilmstripVerification``
/// (it never reports: see ``assertFilmstrip(_:named:sampling:tolerance:record:goldensDirectory:fileID:filePath:function:line:column:)``).
///
/// Order: the manifest is compared first (canvas, scale, fps, frame count,
/// times...); pixels are compared only when it matches, since frames of a
/// different size or timing cannot be paired. Then the trace and every
/// sampled frame, then the strip-wide limit.
@preconcurrency @MainActor
public func verifyFilmstrip(
    _ film: Film, named name: String, sampling: FrameSampling = .standard,
    tolerance: FilmTolerance = .exact, record: RecordMode? = nil,
    goldensDirectory: URL? = nil, strategy: FilmstripStrategy? = nil,
    context: TestContext,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> FilmstripVerification {
    let check: FilmstripCheck
    do {
        check = try FilmstripCheck(context: context, goldensDirectory: goldensDirectory, record: record, environment: environment)
    } catch {
        let folder = (goldensDirectory ?? context.defaultGoldensFolder).appendingPathComponent(name)
        return FilmstripRun.configurationFailure(
            error.description, name: name, folder: folder, acceptCommand: context.acceptCommand)
    }
    return verifyFilmstrip(film, named: name, check: check, sampling: sampling, tolerance: tolerance, strategy: strategy)
}

/// Checks a film against its golden `check.goldens/name/` as `check` says,
/// without a test: the one entry point of the golden machinery (the
/// assertions, `flipbook verify` and `flipbook record` all come here).
/// Records in `check.record`'s mode, writes failure artifacts under
/// `check.artifacts/name/`, and returns the verification (it never reports).
@preconcurrency @MainActor
public func verifyFilmstrip(
    _ film: Film, named name: String, check: FilmstripCheck, sampling: FrameSampling = .standard,
    tolerance: FilmTolerance = .exact, strategy: FilmstripStrategy? = nil
) -> FilmstripVerification {
    var run = FilmstripRun(
        film: film, name: name, tolerance: tolerance, check: check,
        strategy: strategy ?? .standard(sampling: sampling, tolerance: tolerance),
        folder: check.goldens.appendingPathComponent(name))
    return run.verify(sampling: sampling)
}

/// One verification's state.
@MainActor
struct FilmstripRun {
    let film: Film
    let name: String
    let tolerance: FilmTolerance
    let check: FilmstripCheck
    let strategy: FilmstripStrategy
    let folder: URL
    var result: FilmstripVerification

    init(
        film: Film, name: String, tolerance: FilmTolerance, check: FilmstripCheck,
        strategy: FilmstripStrategy, folder: URL
    ) {
        self.film = film
        self.name = name
        self.tolerance = tolerance
        self.check = check
        self.strategy = strategy
        self.folder = folder
        result = FilmstripVerification(
            outcome: .failed, name: name, recordMode: .never, goldenFolder: folder, problems: [],
            frames: [], stripDifferingPixels: 0, stripTotalPixels: 0, wroteGolden: false,
            artifactsFolder: nil, reportURL: nil, contactSheetURL: nil,
            acceptCommand: check.acceptCommand, message: "")
    }

    static let manifestName = "manifest.json", traceName = "trace.txt"

    mutating func verify(sampling: FrameSampling) -> FilmstripVerification {
        // Configuration.
        let mode = check.record
        result.recordMode = mode
        if let problem = goldenNameProblem(name) { return configurationFailure(problem) }
        let manifestURL = folder.appendingPathComponent(Self.manifestName, isDirectory: false)
        let goldenExists = FileManager.default.fileExists(atPath: manifestURL.path)
        // The common case first: a golden that matches, checked frame by frame in parallel
        // without holding every picture (see FilmstripRun+Streamed.swift).
        if goldenExists, mode != .all, passesStreamed(manifestURL: manifestURL, mode: mode) { return result }
        let actual: Actual
        do { actual = try makeActual(sampling: sampling) } catch { return configurationFailure("\(error)") }

        // Missing golden, or record everything.
        if !goldenExists {
            guard mode != .never else {
                result.problems = [.goldenMissing(path: folder.path)]
                result.message =
                    "No golden '\(name)' at \(folder.path) (record mode never"
                    + (check.recordModeNote.map { ", " + $0 } ?? "")
                    + "); nothing was written.\nRecord it with: \(check.recordMissingCommand)"
                return result
            }
            return recorded(actual, why: "Recorded a new golden '\(name)'")
        }
        if mode == .all { return recorded(actual, why: "Re-recorded golden '\(name)' (record mode all)") }

        // Compare.
        let comparison = compare(actual, manifestURL: manifestURL)
        if result.problems.isEmpty {
            result.outcome = .passed
            return result
        }
        writeArtifacts(actual, comparison)
        if mode == .failed {
            let summary = result.problems.map(\.description).joined(separator: "\n")
            return recorded(actual, why: "Golden '\(name)' did not match and was re-recorded (record mode failed):\n\(summary)\n")
        }
        result.outcome = .failed
        var text = "Filmstrip '\(name)' does not match its golden at \(folder.path):\n"
        text += result.problems.map { "- " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n")
        if let note = comparison.versionNote { text += "\nNote: " + note }
        if let report = result.reportURL { text += "\nReport: \(report.path)" }
        if let sheet = result.contactSheetURL { text += "\nContact sheet: \(sheet.path)" }
        text += "\nIf the change is intended, accept it with: \(result.acceptCommand)"
        result.message = text
        return result
    }

    private mutating func configurationFailure(_ text: String) -> FilmstripVerification {
        result.outcome = .failed
        result.problems = [.configuration(text)]
        result.message = "Filmstrip '\(name)' cannot be checked: \(text)"
        return result
    }

    /// The verification of a check that cannot start (a bad record mode in the environment).
    static func configurationFailure(_ text: String, name: String, folder: URL, acceptCommand: String) -> FilmstripVerification {
        FilmstripVerification(
            outcome: .failed, name: name, recordMode: .never, goldenFolder: folder, problems: [.configuration(text)],
            frames: [], stripDifferingPixels: 0, stripTotalPixels: 0, wroteGolden: false,
            artifactsFolder: nil, reportURL: nil, contactSheetURL: nil,
            acceptCommand: acceptCommand, message: "Filmstrip '\(name)' cannot be checked: \(text)")
    }

    // MARK: Actual

    struct Actual {
        var manifest: FilmManifest
        var trace: String?
        var frames: [(index: Int, image: Bitmap)]
    }

    private func makeActual(sampling: FrameSampling) throws -> Actual {
        guard !film.frames.isEmpty else { throw SamplingError("the film has no frames; record at least one") }
        let manifest = try strategy.manifest.snapshot(film)
        let trace = try strategy.trace?.snapshot(film)
        let frames: [(index: Int, image: Bitmap)]
        do { frames = try strategy.frames(of: film, sampled: manifest.sampledFrames) } catch {
            throw SamplingError("a sampled frame cannot be drawn: \(error)")
        }
        return Actual(manifest: manifest, trace: trace, frames: frames)
    }

    // MARK: Recording

    private mutating func recorded(_ actual: Actual, why: String) -> FilmstripVerification {
        do {
            try writeGolden(actual)
            result.wroteGolden = true
            result.outcome = .recorded
            result.message =
                "\(why) at \(folder.path): \(actual.frames.count) frame picture"
                + "\(actual.frames.count == 1 ? "" : "s") of \(film.frames.count), manifest"
                + (actual.trace == nil ? "" : " and trace")
                + ". Re-run the test to check against it (and commit the golden)."
            if let report = result.reportURL { result.message += "\nReport of the differences: \(report.path)" }
        } catch let error as FilmError {
            result.outcome = .failed
            result.problems.append(.fileSystem(error))
            result.message = "The golden '\(name)' cannot be written: \(error)"
        } catch {
            result.outcome = .failed
            result.problems.append(.configuration("the golden '\(name)' cannot be encoded: \(error)"))
            result.message = "The golden '\(name)' cannot be written: \(error)"
        }
        return result
    }

    /// Writes the whole golden folder beside the old one (the manifest with each
    /// sampled picture's pixel hash) and swaps it in with one rename
    /// (``GoldenSwap``): the golden is wholly old or wholly new, whatever fails or
    /// kills the process, and frame files no longer sampled go with the old folder.
    private func writeGolden(_ actual: Actual) throws {
        let goldens = folder.deletingLastPathComponent()
        try FilmError.createFolder(goldens, what: "the goldens folder")
        var swap: GoldenSwap
        do { swap = try GoldenSwap(goldens: goldens) } catch {
            // Say it of the golden's folder (the part of the path at fault is the same).
            if !FileManager.default.fileExists(atPath: folder.path) {
                try FilmError.createFolder(folder, what: "the golden's folder")
            }
            throw error
        }
        let staged: URL
        do { staged = try swap.stage(folder.lastPathComponent) } catch {
            swap.discard()
            throw error
        }
        do {
            var manifest = actual.manifest
            manifest.pixelHashes = actual.frames.map(\.image.pixelHash)
            var fileHashes: [String] = []
            for (index, image) in actual.frames {
                let data = try strategy.frame.diffing.toData(image)
                try GoldenFile.writeStaged(
                    data, to: staged.appendingPathComponent(actual.manifest.fileName(ofFrame: index), isDirectory: false),
                    golden: folder)
                fileHashes.append(FilmManifest.fileHash(data))
            }
            manifest.frameFileHashes = fileHashes
            if let trace = actual.trace, let strategy = strategy.trace {
                try GoldenFile.writeStaged(
                    try strategy.diffing.toData(trace), to: staged.appendingPathComponent(Self.traceName, isDirectory: false),
                    golden: folder)
            }
            try GoldenFile.writeStaged(
                try strategy.manifest.diffing.toData(manifest),
                to: staged.appendingPathComponent(Self.manifestName, isDirectory: false),
                golden: folder)
        } catch {
            swap.discard()
            throw error
        }
        try swap.commit()
    }

    // MARK: Comparing

    struct Comparison {
        var expectedManifest: FilmManifest?
        var traceDiff: String?
        /// Expected pictures that could be read, by index.
        var expected: [Int: Bitmap] = [:]
        /// Diff pictures of failing frames, by index.
        var diffs: [Int: Bitmap] = [:]
        var versionNote: String?
    }

    private mutating func compare(_ actual: Actual, manifestURL: URL) -> Comparison {
        var comparison = Comparison()
        let expectedManifest: FilmManifest
        do {
            expectedManifest = try strategy.manifest.diffing.fromData(try Data(contentsOf: manifestURL))
        } catch {
            result.problems.append(.goldenUnreadable(path: manifestURL.path, reason: Self.reason(error)))
            return comparison
        }
        comparison.expectedManifest = expectedManifest
        let manifestFailure = strategy.manifest.diffing.diff(expectedManifest, actual.manifest)
        if let manifestFailure { result.problems.append(.manifest(manifestFailure.message.components(separatedBy: "\n"))) }

        if let trace = actual.trace, let traceStrategy = strategy.trace {
            let url = folder.appendingPathComponent(Self.traceName, isDirectory: false)
            do {
                let expected = try traceStrategy.diffing.fromData(try Data(contentsOf: url))
                if let failure = traceStrategy.diffing.diff(expected, trace) {
                    result.problems.append(.trace(failure.message))
                    comparison.traceDiff = failure.attachments.first.map { String(decoding: $0.data, as: UTF8.self) }
                }
            } catch {
                result.problems.append(.goldenUnreadable(path: url.path, reason: Self.reason(error)))
            }
        }

        // Pictures: read what exists (read and decoded in parallel on all cores, never
        // encoded); compare only when the manifest matched. A frame whose pixel hash
        // is the golden's equals it: its PNG is not decoded.
        let urls = actual.frames.map {
            folder.appendingPathComponent(expectedManifest.fileName(ofFrame: $0.index), isDirectory: false)
        }
        let fromData = strategy.frame.diffing.fromData
        let checkHashes = manifestFailure == nil
        let read =
            (try? Array(zip(urls, actual.frames)).parallelMap { pair -> (same: Bool, Result<Bitmap, any Error>?) in
                let (url, frame) = pair
                let data: Data
                do { data = try Data(contentsOf: url) } catch { return (false, .failure(error)) }
                if checkHashes,
                    expectedManifest.goldenFile(ofFrame: frame.index, data: data, matchesPixelHash: frame.image.pixelHash)
                {
                    return (true, nil)
                }
                return (false, Result { try fromData(data) })
            }) ?? []
        let sameHash = read.map(\.same)
        let decoded = read.map(\.1)
        result.decodedGoldenFrames += sameHash.filter { !$0 }.count
        for (position, (index, image)) in actual.frames.enumerated() {
            let url = urls[position]
            if sameHash[position] {
                let frame = film.frames[index]
                result.frames.append(
                    FrameComparison(
                        index: index, time: frame.time, percentComplete: frame.percentComplete,
                        differingPixels: 0, totalPixels: image.width * image.height, passed: true))
                continue
            }
            let expected: Bitmap
            do { expected = try (decoded[position] ?? .failure(SamplingError("not decoded"))).get() } catch {
                if manifestFailure == nil {
                    result.problems.append(.goldenUnreadable(path: url.path, reason: Self.reason(error)))
                }
                continue
            }
            comparison.expected[index] = expected
            guard manifestFailure == nil else { continue }
            let frame = film.frames[index]
            var entry = FrameComparison(
                index: index, time: frame.time, percentComplete: frame.percentComplete,
                differingPixels: 0, totalPixels: image.width * image.height, passed: true)
            if let failure = strategy.frame.diffing.diff(expected, image) {
                entry.passed = false
                entry.message = failure.message
                entry.differingPixels = failure.differingPixels
                result.problems.append(.frame(index: index, message: failure.message))
                if let data = failure.attachments.first(where: { $0.role == "diff" })?.data {
                    comparison.diffs[index] = try? PNGDecoder.decode(data)
                }
            } else if expected != image {
                entry.differingPixels = (try? tolerance.frame.compare(expected, image).differingPixels) ?? 0
            }
            result.frames.append(entry)
        }
        if manifestFailure == nil {
            result.stripDifferingPixels = result.frames.reduce(0) { $0 + ($1.differingPixels ?? 0) }
            result.stripTotalPixels = actual.frames.reduce(0) { $0 + $1.image.width * $1.image.height }
            if let limit = tolerance.strip, !limit.allows(result.stripDifferingPixels, of: result.stripTotalPixels) {
                result.problems.append(
                    .strip(
                        "\(result.stripDifferingPixels) of \(result.stripTotalPixels) px differ over \(actual.frames.count) sampled frames "
                            + "(\(percentText(result.stripDifferingPixels, of: result.stripTotalPixels))) by \(tolerance.frame.metric.text); "
                            + "allowed \(limit.text)"))
            }
            let anyPixels =
                result.frames.contains { !$0.passed } || result.problems.contains { if case .strip = $0 { true } else { false } }
            if anyPixels { comparison.versionNote = actual.manifest.versionNote(expected: expectedManifest) }
        }
        return comparison
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? PNGError {
            var copy = error
            copy.path = nil
            return copy.description.replacingOccurrences(of: "PNG data: ", with: "not a readable PNG: ")
        }
        if let error = error as? FilmError { return error.reason }
        // A read failure in words (never Foundation's text).
        if let code = FilmError.posixCode(of: error) { return code == ENOENT ? "the file is missing" : FilmError.readText(code) }
        return "\(error)"
    }
}

/// Atomic writes of golden files (a temporary name, then a rename).
enum GoldenFile {
    /// - Throws: ``FilmError`` in words: the folder is missing or not writable, the disk is full...
    static func write(_ data: Data, to url: URL, what: String = "the golden file") throws {
        try FilmError.save(data, to: url, what: what)
    }

    /// Writes a file of a golden being staged (see ``GoldenSwap``), counted by the swap's test hooks.
    /// A failure names the file's final place in the golden folder, not its place in the work folder.
    static func writeStaged(_ data: Data, to url: URL, golden: URL) throws {
        let final = golden.appendingPathComponent(url.lastPathComponent, isDirectory: false).path
        if GoldenSwap.simulatedDiskFull() {
            throw FilmError(path: final, reason: "the golden file cannot be written: \(FilmError.text(ENOSPC))")
        }
        do { try FilmError.save(data, to: url, what: "the golden file") } catch {
            throw FilmError(path: final, reason: error.reason)
        }
        GoldenSwap.fileOperation()
    }
}
