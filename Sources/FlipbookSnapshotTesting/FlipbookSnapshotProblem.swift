import Flipbook
import FlipbookCairo
import FlipbookTestingCore
import Foundation

/// What the strategies do when they cannot draw (a strategy's snapshot
/// cannot throw), and where a failure's diff picture goes.
enum FlipbookSnapshotProblem {
    /// A picture that says what went wrong: white, 480 x 60 pt at 1x, the
    /// message in red. It never equals a recorded snapshot of a film, so the
    /// assertion fails and its attachment shows the message.
    static func picture(_ message: String) -> Bitmap {
        let tree = MainActor.assumeIsolatedIfMain {
            let root = View(frame: CGRect(x: 0, y: 0, width: 480, height: 60))
            root.backgroundColor = .white
            let label = Label(frame: CGRect(x: 8, y: 4, width: 464, height: 52))
            label.text = "FlipbookSnapshotTesting: " + message
            label.numberOfLines = 3
            label.font = .systemFont(ofSize: 11)
            label.textColor = Color(red: 0.75, green: 0.1, blue: 0.1)
            root.addSubview(label)
            root.layoutIfNeeded()
            return root.renderNode().map { RenderTree(size: root.bounds.size, scale: 1, root: $0) }
        }
        if let tree, let bitmap = try? CairoRenderer().render(tree) { return bitmap }
        return Bitmap(width: 1, height: 1, fill: (255, 0, 0, 255))
    }

    /// Writes a diff picture into `SNAPSHOT_ARTIFACTS` (the folder
    /// swift-snapshot-testing writes failing snapshots to) or the temporary
    /// folder, named by its content; returns its path.
    static func saveDiff(_ png: Data) -> String? {
        let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let name = "flipbook-diff-" + String(SHA256.hex(of: png).prefix(16)) + ".png"
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try png.write(to: url, options: .atomic)
        } catch { return nil }
        return url.path
    }
}

extension MainActor {
    /// Runs `body` on the main actor when this is the main thread; nil elsewhere.
    static func assumeIsolatedIfMain<T: Sendable>(_ body: @MainActor () -> T?) -> T? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { body() }
    }
}
