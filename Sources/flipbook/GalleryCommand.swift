import ArgumentParser
import Flipbook
import FlipbookCairo
import FlipbookScene
import Foundation

/// `flipbook gallery --out DIR`: renders the built-in pictures into a folder.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders the gallery: showcase pictures and timing-curve plots.")

    @Option(help: "The folder to write into (created when missing).")
    var out: String = "Renders"

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    func validate() throws {
        guard scale > 0, scale <= 8, scale.isFinite else {
            throw ValidationError("--scale must be a number in (0, 8], got \(scale)")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: out)
        let showcase = root.appendingPathComponent("showcase")
        let curves = root.appendingPathComponent("curves")
        do {
            try FileManager.default.createDirectory(at: showcase, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: curves, withIntermediateDirectories: true)
        } catch {
            throw CLIError.badInput("cannot create the gallery folder \(root.path): \(error.localizedDescription)")
        }
        try MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            for name in Showcase.names {
                guard let window = Showcase.window(named: name, scale: CGFloat(scale)) else { continue }
                let file = showcase.appendingPathComponent("\(name).png")
                try renderer.writePNG(window.renderTree(), to: file)
                progress("showcase/\(name).png")
            }
            for (name, css) in [("ease-in-out", "ease-in-out"), ("ease", "ease"),
                                ("spring", "spring(1 100 10 0)"), ("steps", "steps(4, jump-end)")] {
                let curve = try TimingCurve(css: css)
                try CurvePlot.write(curve, to: curves.appendingPathComponent("\(name).png"))
                progress("curves/\(name).png")
            }
        }
    }

    private func progress(_ file: String) {
        FileHandle.standardError.write(Data("wrote \(out)/\(file)\n".utf8))
    }
}
