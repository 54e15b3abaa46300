import FuzzSupport
import Flipbook
import FlipbookCairo
import FlipbookAnimators
import FlipbookScene
import Foundation

/// libFuzzer entry: runs the bytes as a whole scene document, as
/// `flipbook render` does: parse, run the transition and its script, draw
/// every frame with Cairo, at a small canvas.
///
/// Every input must load and render, or throw one of the errors the CLI
/// catalogues (scene, run, render errors). A crash, a trap, a hang (libFuzzer's
/// `-timeout`) or runaway memory (`-rss_limit_mb`, `-malloc_limit_mb`) is a
/// finding. The canvas is scaled to at most 48 pixels on its longer side and
/// the frame rate lowered to at most 10 fps, so an input's cost comes from
/// what it asks to draw, not from its size. Images resolve against an empty
/// folder, so nothing outside is read.
@MainActor
final class DrawingSink: FilmFrameSink {
    let renderer = CairoRenderer()
    var frames = 0
    func receive(_ frame: FilmFrame) throws {
        let bitmap = try renderer.render(frame.tree)
        require(bitmap.width >= 1 && bitmap.height >= 1, "empty frame")
        frames += 1
    }
}

func fuzzRender(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: FuzzDriver.bytes(start, count), as: UTF8.self)
    MainActor.assumeIsolated {
        guard var document = try? SceneLoader().parse(text, file: "fuzz.yaml", folder: URL(fileURLWithPath: "/nonexistent-fuzz-folder"))
        else { return }
        let longer = max(document.canvas.width, document.canvas.height)
        document.canvas.scale = min(document.canvas.scale, 48 / longer)
        document.canvas.fps = min(document.canvas.fps, 10)
        let runner = SceneRunner(document: document, fileName: "fuzz.yaml")
        let sink = DrawingSink()
        do {
            let result = try runner.run(sink: sink)
            require(result.frameCount == sink.frames, "frames recorded \(result.frameCount) != drawn \(sink.frames)")
            require(result.frameCount >= 1, "a run without frames")
        } catch is SceneError {
        } catch is SceneRunError {
        } catch is RenderError {
        } catch is TouchScriptError {
        } catch is AnimatorRegistryError {
        } catch is TimingCurveError {
        } catch {
            require(false, "an error the CLI does not catalogue: \(type(of: error)): \(error)")
        }
    }
    return 0
}

FuzzDriver.run(fuzzRender)
