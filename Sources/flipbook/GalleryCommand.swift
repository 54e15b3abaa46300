import ArgumentParser
import Flipbook
import FlipbookAnimators
import FlipbookCairo
import FlipbookScene
import Foundation

/// `flipbook gallery --out DIR`: renders every gallery scene, the showcase pictures and the curve plots.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders the gallery: every scene of the scenes folder, showcase pictures and timing-curve plots.",
        discussion: """
            Each scene SCENES/NAME.yaml becomes OUT/NAME/: a filmstrip, an animated preview at most \
            240 pixels wide, the manifest, and the golden frames at 0 %, 50 % and 100 % \
            (golden-0.png, golden-1.png, golden-2.png are the frame files the manifest names). \
            Exit status: 0 success, 2 bad input.
            """)

    @OptionGroup var options: RenderOptions

    @Option(help: ArgumentHelp("The folder of scene documents (default: OUT/scenes).", valueName: "DIR"))
    var scenes: String?

    @Option(help: ArgumentHelp("Render only shard I of N (1-based), splitting the scenes across machines.", valueName: "I/N"))
    var shard: String?

    @Flag(name: .customLong("scenes-only"), help: "Skip the showcase pictures and curve plots.")
    var scenesOnly = false

    func validate() throws {
        if let shard { _ = try Self.shard(shard) }
    }

    static func shard(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, i >= 1, i <= n else {
            throw ValidationError("--shard must be I/N with 1 <= I <= N, such as 1/4; got '\(text)'")
        }
        return (i, n)
    }

    func run() throws {
        let root = URL(fileURLWithPath: options.out ?? "Renders")
        let scale = options.scale ?? 2
        let json: Data? = try MainActor.assumeIsolated {
            let registry = AnimatorRegistry.standard()
            try PluginHook.load(paths: options.plugins, into: registry)
            var report: [String: Any] = [:]
            report["scenes"] = try renderScenes(root: root, registry: registry)
            if !scenesOnly { report["pictures"] = try renderPictures(root: root, scale: scale) }
            return options.json ? try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]) : nil
        }
        if let json { print(String(decoding: json, as: UTF8.self)) }
    }

    /// Renders every scene of the shard; returns one summary per scene.
    @MainActor
    private func renderScenes(root: URL, registry: AnimatorRegistry) throws -> [[String: Any]] {
        let folder = scenes.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("scenes")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
        } catch {
            throw CLIError.coded("FB-FS-FOLDER-MISSING", "cannot read the scenes folder '\(folder.path)': \(error.localizedDescription)")
        }
        let (index, count) = try shard.map { try Self.shard($0) } ?? (1, 1)
        let mine = names.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        let bar = ProgressBar(label: "gallery")
        var summaries: [[String: Any]] = []
        for (i, file) in mine.enumerated() {
            let name = (file as NSString).deletingPathExtension
            bar.update(i, of: mine.count, detail: name)
            let document = try SceneFiles.load(folder.appendingPathComponent(file).path, registry: registry, scale: options.scale)
            var outputs = SceneOutputs()
            outputs.frames = .percents([0, 0.5, 1])
            outputs.framePrefix = "golden-"
            outputs.filmstrip = document.outputs.filmstrip ?? SceneOutputs.Filmstrip()
            outputs.animatedPNG = "preview.png"
            var renderOptions = SceneRenderOptions()
            renderOptions.filmstripThumbnailWidth = 120
            renderOptions.animatedPNGMaxWidth = 240
            let runner = SceneRunner(document: document, registry: registry, fileName: file)
            TerminationCleanup.register(root.appendingPathComponent(name))
            do {
                let result = try runner.render(to: root.appendingPathComponent(name), outputs: outputs, options: renderOptions)
                summaries.append(["scene": name, "frameCount": result.manifest.frameCount, "completed": result.completed,
                                  "files": result.files])
            } catch {
                bar.finish()
                throw error
            }
        }
        bar.finish()
        if !options.json, !mine.isEmpty {
            FileHandle.standardError.write(Data("rendered \(mine.count) scenes into \(root.path)\n".utf8))
        }
        return summaries
    }

    /// The showcase pictures and curve plots; returns the files written.
    @MainActor
    private func renderPictures(root: URL, scale: Double) throws -> [String] {
        let showcase = root.appendingPathComponent("showcase")
        let curves = root.appendingPathComponent("curves")
        do {
            try FileManager.default.createDirectory(at: showcase, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: curves, withIntermediateDirectories: true)
        } catch {
            throw CLIError.coded("FB-FS-NOT-WRITABLE", "cannot create the gallery folder \(root.path): \(error.localizedDescription)")
        }
        var written: [String] = []
        let renderer = CairoRenderer()
        for name in Showcase.names {
            guard let window = Showcase.window(named: name, scale: CGFloat(scale)) else { continue }
            try renderer.writePNG(window.renderTree(), to: showcase.appendingPathComponent("\(name).png"))
            written.append("showcase/\(name).png")
        }
        for (name, css) in [("ease-in-out", "ease-in-out"), ("ease", "ease"),
                            ("spring", "spring(1 100 10 0)"), ("steps", "steps(4, jump-end)")] {
            try CurvePlot.write(try TimingCurve(css: css), to: curves.appendingPathComponent("\(name).png"))
            written.append("curves/\(name).png")
        }
        return written
    }
}
