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
    @MainActor
    static func picture(_ message: String) -> Bitmap {
        let root = View(frame: CGRect(x: 0, y: 0, width: 480, height: 60))
        root.backgroundColor = .white
        let label = Label(frame: CGRect(x: 8, y: 4, width: 464, height: 52))
        label.text = "FlipbookSnapshotTesting: " + message
        label.numberOfLines = 3
        label.font = .systemFont(ofSize: 11)
        label.textColor = Color(red: 0.75, green: 0.1, blue: 0.1)
        root.addSubview(label)
        root.layoutIfNeeded()
        if let node = root.renderNode(),
            let bitmap = try? CairoRenderer().render(RenderTree(size: root.bounds.size, scale: 1, root: node))
        {
            return bitmap
        }
        return unmatchable(message)
    }

    /// Off the main actor, where no text can be laid out: a 1 x 1 red
    /// picture (never a recorded frame's size), and the message on standard error.
    static func unmatchable(_ message: String) -> Bitmap {
        FileHandle.standardError.write(Data("FlipbookSnapshotTesting: \(message)\n".utf8))
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
