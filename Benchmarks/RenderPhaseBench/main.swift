// Drawing-phase benchmark: the frames of a scene drawn, encoded and written
// by the render path's exporter (`FilmExporter`, frames only, as
// `flipbook render --outputs frames` writes them) with two threads
// against one, timed inside the process from the first frame handed over to
// the last file written. Process start, scene loading and the engine's run
// are outside the timed span: the scene is run once first and its film (one
// render tree per frame) is kept, so both sides draw exactly the same trees.
//
//   RenderPhaseBench [--rounds R] [--keep DIR] SCENE
//
// Each round times two threads, then one (A B A B ...; round 0 is a
// warm-up), each into a fresh folder. Prints the median milliseconds of
// each and the median of the per-round ratios on a line the summary of
// `make bench` reads ("ratio drawing phase, two threads / one thread").
// Before timing it checks that both wrote the same bytes; with `--keep DIR`
// the one-thread frames of the warm-up stay in DIR, so a script can compare
// them with what `flipbook render` writes. Bad input: one message on
// standard error and exit status 2. Run with `make bench` (release).
//
// The clock is read here, in the benchmark, never in the engine.
import Flipbook
import FlipbookAnimators
import FlipbookCairo
import FlipbookScene
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("RenderPhaseBench: \(message)\n".utf8))
    exit(2)
}

func median(_ values: [Double]) -> Double {
    let v = values.sorted()
    return v.isEmpty ? .nan : v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// Writes `film`'s frames into `folder` with `jobs` threads (this one among them); returns the seconds
/// from the first frame handed over to the last file written.
@MainActor
func drawingPhase(_ film: Film, fps: Double, jobs: Int, into folder: URL) throws -> Double {
    var output = FilmOutput()
    output.concurrency = jobs
    output.filmstrip = nil
    output.animatedPNG = nil
    output.writesTrace = false
    output.writesManifest = false
    let exporter = try FilmExporter(folder: folder, output: output, fps: fps, expectedFrameCount: film.frames.count)
    // As `flipbook render` writes into its private staging folder: each file straight under its name.
    exporter.writesFramesAtomically = false
    let clock = ContinuousClock()
    let start = clock.now
    for frame in film.frames { try exporter.receive(frame) }
    _ = try exporter.finish()
    return seconds(clock.now - start)
}

/// The frame files of `folder`, by name, with their bytes.
func frameFiles(_ folder: URL) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [String: Data] = [:]
    for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") {
        files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
    }
    return files
}

@MainActor
func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    func option(_ name: String) -> String? {
        guard let i = arguments.firstIndex(of: name) else { return nil }
        guard i + 1 < arguments.count else { fail("\(name) needs a value") }
        let value = arguments[i + 1]
        arguments.removeSubrange(i...(i + 1))
        return value
    }
    let roundsText = option("--rounds") ?? "7"
    guard let rounds = Int(roundsText), (1...1000).contains(rounds) else { fail("--rounds must be 1 to 1000, got '\(roundsText)'") }
    let keep = option("--keep").map { URL(fileURLWithPath: $0) }
    guard arguments.count == 1, !arguments[0].hasPrefix("--") else {
        fail("usage: RenderPhaseBench [--rounds R] [--keep DIR] SCENE")
    }
    let sceneURL = URL(fileURLWithPath: arguments[0])

    // As the command-line tool does before rendering.
    MemoryReuse.configure()
    CairoRenderer.warmUpSystemFonts()
    let document: SceneDocument
    do { document = try SceneLoader().load(contentsOf: sceneURL) } catch { fail("\(sceneURL.path): \(error)") }
    let film: Film
    do {
        film = try SceneRunner(document: document, registry: .standard(), fileName: sceneURL.lastPathComponent).run().film
    } catch { fail("\(sceneURL.path): \(error)") }
    guard !film.frames.isEmpty else { fail("\(sceneURL.path): the scene recorded no frames") }
    let fps = document.canvas.fps

    let work = FileManager.default.temporaryDirectory.appendingPathComponent("RenderPhaseBench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: work) }
    var two: [Double] = [], one: [Double] = [], ratios: [Double] = []
    do {
        for round in 0...rounds {
            let a = work.appendingPathComponent("two-\(round)"), b = work.appendingPathComponent("one-\(round)")
            let t2 = try drawingPhase(film, fps: fps, jobs: 2, into: a)
            let t1 = try drawingPhase(film, fps: fps, jobs: 1, into: b)
            if round == 0 {
                let filesA = frameFiles(a), filesB = frameFiles(b)
                guard filesA.count == film.frames.count, filesA == filesB else {
                    fail("two threads and one wrote different frames (\(filesA.count) and \(filesB.count) files)")
                }
                print("  both: \(filesA.count) frames, the same bytes")
                if let keep {
                    try? FileManager.default.removeItem(at: keep)
                    try FileManager.default.moveItem(at: b, to: keep)
                }
            } else {
                two.append(t2); one.append(t1); ratios.append(t2 / t1)
            }
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
    } catch { fail("\(error)") }
    let frames = film.frames.count
    print(String(format: "  two threads: median %.1f ms for %ld frames (%.2f ms a frame)", median(two) * 1000, frames,
                 median(two) * 1000 / Double(frames)))
    print(String(format: "  one thread:  median %.1f ms for %ld frames (%.2f ms a frame)", median(one) * 1000, frames,
                 median(one) * 1000 / Double(frames)))
    print(String(format: "ratio drawing phase, two threads / one thread (median of %d pairs): %.3f", rounds, median(ratios)))
}

MainActor.assumeIsolated { main() }
