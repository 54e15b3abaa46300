import Flipbook
import FlipbookCairo
import Foundation

/// One frame shown in a failure report.
struct ArtifactFrame {
    var index: Int
    var time: Double
    var percentComplete: Double?
    var phase: String
    var expected: Bitmap?
    var actual: Bitmap?
    var diff: Bitmap?
    var differingPixels: Int?
    var totalPixels: Int
    var message: String?

    /// `frame-0003`.
    var stem: String { "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) }
}

/// Writes a failure's artifacts into one folder (emptied first):
/// `frames/frame-NNNN-{expected,actual,diff}.png`, `contact-sheet.png`,
/// `report.html`, `trace.diff`, `actual-manifest.json`, `actual-trace.txt`.
@MainActor
struct ArtifactWriter {
    let folder: URL

    struct Written {
        var report: URL
        var contactSheet: URL?
    }

    func write(
        name: String, testName: String, frames: [ArtifactFrame], problems: [String], traceDiff: String?,
        acceptCommand: String, goldenFolder: URL, actualManifest: Data?, actualTrace: Data?
    ) throws -> Written {
        // The folder is the artifacts' own (one per test and golden): emptied first.
        if let code = FileWriteGate.removeTree(folder.path) {
            throw FilmError(
                path: folder.path, reason: "the failure artifacts of an earlier run cannot be removed: \(FilmError.text(code))")
        }
        let frameFolder = folder.appendingPathComponent("frames")
        try FilmError.createFolder(frameFolder, what: "the failure artifacts' folder")
        let encoder = PNGEncoder()
        var reportFrames: [HTMLReport.Frame] = []
        for frame in frames {
            var paths: [String: String] = [:]
            for (role, image) in [("expected", frame.expected), ("actual", frame.actual), ("diff", frame.diff)] {
                guard let image else { continue }
                let relative = "frames/\(frame.stem)-\(role).png"
                try encoder.write(image, to: folder.appendingPathComponent(relative))
                paths[role] = relative
            }
            reportFrames.append(
                HTMLReport.Frame(
                    index: frame.index, caption: Self.caption(frame), message: frame.message,
                    expected: paths["expected"], actual: paths["actual"], diff: paths["diff"],
                    width: frame.actual?.width ?? frame.expected?.width ?? 0,
                    height: frame.actual?.height ?? frame.expected?.height ?? 0))
        }
        var sheetURL: URL?
        let sheetFrames = frames.filter { $0.expected != nil && $0.actual != nil }
        if !sheetFrames.isEmpty {
            let url = folder.appendingPathComponent("contact-sheet.png")
            let tree = try ComparisonSheet(
                title: "\(name): \(sheetFrames.count) frame\(sheetFrames.count == 1 ? " differs" : "s differ")"
            )
            .tree(for: sheetFrames)
            try CairoRenderer().writePNG(tree, to: url)
            sheetURL = url
        }
        if let traceDiff {
            try GoldenFile.write(
                Data(traceDiff.utf8), to: folder.appendingPathComponent("trace.diff"), what: "the failure artifact")
        }
        if let actualManifest {
            try GoldenFile.write(
                actualManifest, to: folder.appendingPathComponent("actual-manifest.json"), what: "the failure artifact")
        }
        if let actualTrace {
            try GoldenFile.write(actualTrace, to: folder.appendingPathComponent("actual-trace.txt"), what: "the failure artifact")
        }
        let report = folder.appendingPathComponent("report.html")
        let html = HTMLReport(
            title: name, testName: testName, problems: problems, frames: reportFrames,
            contactSheet: sheetURL == nil ? nil : "contact-sheet.png", traceDiff: traceDiff,
            acceptCommand: acceptCommand, goldenFolder: goldenFolder.path
        ).html()
        try GoldenFile.write(Data(html.utf8), to: report, what: "the failure artifact")
        return Written(report: report, contactSheet: sheetURL)
    }

    /// "#3 · 0.050 s · 30.0 % · running · 12 px differ".
    static func caption(_ frame: ArtifactFrame) -> String {
        var parts = ["#\(frame.index)", FilmTrace.fixed(frame.time, 3) + " s"]
        if let p = frame.percentComplete { parts.append(FilmTrace.fixed(p * 100, 1) + " %") }
        parts.append(frame.phase)
        if let d = frame.differingPixels { parts.append("\(d) px differ") }
        return parts.joined(separator: " \u{00B7} ")
    }
}
