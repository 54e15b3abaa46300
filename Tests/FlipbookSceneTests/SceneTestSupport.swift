import Flipbook
import Foundation

@testable import FlipbookScene

/// This test process's folder under the temporary directory, holding the
/// scratch folders and the plugins built for the tests; removed, with
/// everything in it, when the process exits.
let processFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-scene-tests-\(getpid())")
    atexit { try? FileManager.default.removeItem(at: processFolder) }
    return url
}()

/// A scratch folder for files a test needs (images, scene files), inside `processFolder`.
func scratchFolder(_ name: String = #function) throws -> URL {
    let url = processFolder.appendingPathComponent(name.filter { $0.isLetter || $0.isNumber })
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Parses `text` as `scene.yaml` in `folder` (a fresh scratch folder by default).
func parse(
    _ text: String, file: String = "scene.yaml", folder: URL? = nil,
    options: SceneLoader.Options = .init()
) throws(SceneError) -> SceneDocument {
    let folder = folder ?? FileManager.default.temporaryDirectory
    return try SceneLoader(options: options).parse(text, file: file, folder: folder)
}

/// The error `text` gives, as its full sentence; nil when it parses.
func errorText(_ text: String, folder: URL? = nil, options: SceneLoader.Options = .init()) -> String? {
    do {
        _ = try parse(text, folder: folder, options: options)
        return nil
    } catch {
        return error.description
    }
}

/// A small valid document; `extra` is appended at the top level and the
/// placeholders replace parts of it.
func minimalScene(
    canvas: String = "canvas: {width: 100, height: 200}",
    inbox: String = "{backgroundColor: white}",
    transition: String = "transition: {kind: push, from: A, to: B}",
    extra: String = ""
) -> String {
    """
    \(canvas)
    screens:
      A: \(inbox)
      B: {backgroundColor: black}
    \(transition)
    \(extra)
    """
}

/// Test-only PNG "decoder": every file becomes a 2 x 2 red bitmap.
struct FakeDecoder: SceneImageDecoding {
    func decodePNG(_ data: Data, from url: URL) throws -> Bitmap {
        Bitmap(width: 2, height: 2, fill: (255, 0, 0, 255))
    }
}

func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
