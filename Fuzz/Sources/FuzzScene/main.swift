import FuzzSupport
import FlipbookScene
import Foundation

/// libFuzzer entry: parses the bytes as a scene document (YAML or JSON).
///
/// Every input must either load or throw a `SceneError` whose line and column
/// are at least 1; a crash, a trap, a hang or unbounded memory is a finding.
/// Image paths resolve against an empty folder, so nothing outside is read.
func fuzzScene(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: FuzzDriver.bytes(start, count), as: UTF8.self)
    do {
        _ = try SceneLoader().parse(text, file: "fuzz.yaml", folder: URL(fileURLWithPath: "/nonexistent-fuzz-folder"))
    } catch {
        require(error.line >= 1 && error.column >= 1, "bad location in \(error)")
        require(!error.problem.isEmpty, "empty problem")
    }
    return 0
}

FuzzDriver.run(fuzzScene)
