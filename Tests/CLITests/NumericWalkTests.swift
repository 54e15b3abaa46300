import Dispatch
import Foundation
import Synchronization
import Testing

/// Every number that comes from a scene is checked where it enters: the walk
/// replaces each number written in the scenes of `Tests/Fixtures/numeric-walk`
/// (plain numbers and numbers inside strings: script steps, curves, touch
/// points), one at a time, with 0, -0, tiny, huge, NaN and infinite values,
/// and renders each variant. Each must exit 0 or with a catalogue error
/// (never a crash, a hang past the time limit, or FB-INTERNAL).
@Suite struct NumericWalkTests {
    static let replacements = ["0", "-0", "1e-300", "1e300", ".nan", "-.inf"]
    /// Seconds one render may take before it counts as a hang.
    static let timeLimit = 30.0

    /// The numbers written in `text`: ranges of decimal literals that are not
    /// part of a word (so `rotate3D` and colour names are left alone).
    static func numberRanges(in text: String) -> [Range<String.Index>] {
        let pattern = #"(?<![A-Za-z0-9_.#])-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?(?![A-Za-z0-9_])"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let ns = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: ns).compactMap { Range($0.range, in: text) }
    }

    struct Outcome: Sendable {
        var status: Int32
        var stderr: String
        var timedOut: Bool
    }

    /// Runs `flipbook render` on `scene` with a deadline; frames only, at the scene's small canvas.
    static func render(_ scene: URL, out: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", scene.path, "--out", out.path, "--outputs", "frames"]
        let errURL = out.appendingPathExtension("stderr")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let errHandle = try FileHandle(forWritingTo: errURL)
        process.standardError = errHandle
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = env
        try process.run()
        let deadline = Date().addingTimeInterval(timeLimit)  // the test's own limit; the engine never reads a clock
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        try? errHandle.close()
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, stderr: stderr, timedOut: timedOut)
    }

    @Test func everyNumberAtItsEdgesGivesSuccessOrACatalogueError() throws {
        let folder = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/numeric-walk")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(scenes.count >= 5)
        var cases: [(name: String, text: String)] = []
        for name in scenes {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let ranges = Self.numberRanges(in: text)
            #expect(ranges.count >= 10, "\(name) has few numbers")
            for (k, range) in ranges.enumerated() {
                for value in Self.replacements {
                    var variant = text
                    variant.replaceSubrange(range, with: value)
                    cases.append(
                        (
                            "\(name) number \(k + 1) ('\(text[range])' at offset \(text.distance(from: text.startIndex, to: range.lowerBound))) -> \(value)",
                            variant
                        ))
                }
            }
        }
        #expect(cases.count > 500, "the walk covers \(cases.count) variants")
        let scratch = try cliScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let failures = Mutex<[String]>([])
        let successes = Atomic<Int>(0)
        let all = cases
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in stride(from: worker, to: all.count, by: 2) {
                let scene = scratch.appendingPathComponent("case-\(index).yaml")
                let out = scratch.appendingPathComponent("out-\(index)")
                do {
                    try all[index].text.write(to: scene, atomically: true, encoding: .utf8)
                    let outcome = try Self.render(scene, out: out)
                    let firstLine = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
                    let catalogued = firstLine.hasPrefix("flipbook: error[FB-") && !firstLine.contains("FB-INTERNAL")
                    if outcome.timedOut {
                        failures.withLock { $0.append("\(all[index].name): no result within \(Self.timeLimit) s") }
                    } else if outcome.status == 0 {
                        successes.add(1, ordering: .relaxed)
                    } else if !(outcome.status == 2 && catalogued) {
                        failures.withLock {
                            $0.append("\(all[index].name): exit \(outcome.status): \(outcome.stderr.prefix(300))")
                        }
                    }
                } catch {
                    failures.withLock { $0.append("\(all[index].name): \(error)") }
                }
                try? FileManager.default.removeItem(at: scene)
                try? FileManager.default.removeItem(at: out)
                try? FileManager.default.removeItem(at: out.appendingPathExtension("stderr"))
            }
        }
        let found = failures.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) of \(all.count) variants failed:\n\(found.prefix(20).joined(separator: "\n"))")
        #expect(successes.load(ordering: .relaxed) > all.count / 10, "most zero and tiny values render")
    }

    /// The walk's own check of itself: the number scanner finds numbers inside
    /// strings and leaves names alone.
    @Test func theScannerFindsNumbersInsideStringsButNotInNames() {
        let text = "a: [update 0.3 at 0.1]\nb: 'spring(1 100 10 0)'\nc: {rotate3D: {angle: -30}}\nd: \"#3366D9\"\n"
        let found = Self.numberRanges(in: text).map { String(text[$0]) }
        #expect(found == ["0.3", "0.1", "1", "100", "10", "0", "-30"])
    }
}
