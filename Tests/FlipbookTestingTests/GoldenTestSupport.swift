import Flipbook
import FlipbookCairo
import Foundation

@testable import FlipbookTesting
@testable import FlipbookTestingCore

/// Films for the golden tests: a 100 x 60 pt window at scale 1 and 20 fps,
/// white, with a 20 pt red box at (0, 20) moved right by a linear
/// `View.animate` of 0.45 s; frame 0 at t = 0 and 9 ticks: 10 frames.
@MainActor
enum GoldenFixture {
    static func film(frames: Int = 10, width: CGFloat = 100, color: Color = .red, distance: CGFloat = 60) -> Film {
        let window = Window(size: CGSize(width: width, height: 60), scale: 1, clock: ManualClock(fps: 20))
        window.backgroundColor = .white
        let box = View(frame: CGRect(x: 0, y: 20, width: 20, height: 20))
        box.backgroundColor = color
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        let state = FilmStateClosure { t in
            t < 0.45 - 1e-9
                ? FilmFrameState(percentComplete: t / 0.45, phase: .running)
                : FilmFrameState(percentComplete: 1, phase: .done)
        }
        let recorder = FilmRecorder(window: window, stateSource: state)
        View.animate(withDuration: 0.45, delay: 0, options: .curveLinear) { box.frame.origin.x = distance }
        recorder.start()
        window.tick(frames: frames - 1)
        return recorder.stop()
    }
}

/// This test process's folder under the temporary directory, holding every
/// `Sandbox`; removed, with everything in it, when the process exits.
let processFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-tests-\(getpid())")
    atexit { try? FileManager.default.removeItem(at: processFolder) }
    return url
}()

/// A fresh folder for one test, inside `processFolder`: goldens under `goldens/`, artifacts under `artifacts/`.
struct Sandbox {
    let root: URL
    var goldens: URL { root.appendingPathComponent("goldens") }
    var artifacts: URL { root.appendingPathComponent("artifacts") }

    init(_ name: String = #function) throws {
        root = processFolder.appendingPathComponent("\(TestContext.sanitized(name))-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func golden(_ name: String) -> URL { goldens.appendingPathComponent(name) }

    /// Runs the verification core with this sandbox's folders and an empty environment.
    @MainActor
    func verify(
        _ film: Film, _ name: String = "strip", sampling: FrameSampling = .all, tolerance: FilmTolerance = .exact,
        record: RecordMode?, environment: [String: String] = [:],
        filePath: String = #filePath, function: String = #function
    ) -> FilmstripVerification {
        withFlipbookTesting(artifacts: artifacts) {
            verifyFilmstrip(
                film, named: name, sampling: sampling, tolerance: tolerance, record: record,
                goldensDirectory: goldens, context: TestContext.current(filePath: filePath, function: function),
                environment: environment)
        }
    }

    /// Changes pixel (x, y) of a golden frame file to `color`.
    func editGoldenPixel(_ name: String, frame: Int, x: Int, y: Int, to color: (UInt8, UInt8, UInt8, UInt8)) throws {
        let url = golden(name).appendingPathComponent(String(format: "frame-%04d.png", frame))
        var bitmap = try PNGDecoder.decode(contentsOf: url)
        bitmap[x, y] = (color.0, color.1, color.2, color.3)
        try PNGEncoder().write(bitmap, to: url)
    }
}

func fileExists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
