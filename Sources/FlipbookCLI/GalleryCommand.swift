import ArgumentParser
import Flipbook
import FlipbookAnimators
import FlipbookCairo
import FlipbookScene
import FlipbookWorkflow
import Foundation

/// `flipbook gallery --out DIR`: renders every gallery scene, the showcase pictures and the curve plots.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders the gallery: every scene of the scenes folder, showcase pictures and timing-curve plots.",
        discussion: """
            Each scene SCENES/NAME.yaml becomes OUT/NAME/: filmstrip.png, an animated preview.png at \
            most 240 pixels wide, and the scene's golden as 'flipbook record' writes it (manifest.json, \
            trace.txt, and frame-NNNN.png for the frames at 0 %, 50 % and 100 %), so that \
            'flipbook verify SCENES/*.yaml --goldens OUT' checks against it. A golden that already \
            matches is left untouched. Exit status: 0 success, 2 bad input.
            """)

    @OptionGroup var options: RenderOptions

    @Option(help: ArgumentHelp("The folder of scene documents (default: OUT/scenes).", valueName: "DIR"))
    var scenes: String?

    @Option(help: ArgumentHelp("Render only shard I of N (1-based), splitting the scenes across machines.", valueName: "I/N"))
    var shard: String?

    @Flag(name: .customLong("scenes-only"), help: "Skip the showcase pictures and curve plots.")
    var scenesOnly = false

    func validate() throws {
        if let shard { _ = try Shard(parsing: shard) }
    }

    func run() throws {
        let root = URL(fileURLWithPath: options.out ?? "Renders")
        let scale = options.scale ?? 2
        let json: String? = try MainActor.assumeIsolated {
            let registry = AnimatorRegistry.standard()
            try PluginHook.load(paths: options.plugins, into: registry)
            var report = Report(scenes: try renderScenes(root: root, registry: registry))
            if !scenesOnly { report.pictures = try renderPictures(root: root, scale: scale) }
            return options.json ? try report.text(pretty: false) : nil
        }
        if let json { print(json) }
    }

    /// Renders every scene of the shard; returns one summary per scene.
    @MainActor
    private func renderScenes(root: URL, registry: AnimatorRegistry) throws -> [Report.Scene] {
        let folder = scenes.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("scenes")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
        } catch {
            let code = FilmError.posixCode(of: error) ?? ENOENT
            throw CLIError.coded(
                code == ENOENT ? "FB-FS-FOLDER-MISSING" : "FB-FS-IO",
                "cannot read the scenes folder '\(folder.path)': \(FilmError.readText(code).replacingOccurrences(of: "the file", with: "the folder"))"
            )
        }
        let shard = try shard.map { try Shard(parsing: $0) } ?? .whole
        let mine = shard.select(names) { ($0 as NSString).deletingPathExtension }
        let bar = ProgressBar(label: "gallery")
        var goldens = GoldenChecker(
            registry: registry, goldens: root, sampling: GoldenRequest.defaultSampling, tolerance: .exact,
            mode: .failed, artifacts: URL(fileURLWithPath: ".build/flipbook-artifacts").standardizedFileURL,
            recordCommand: { scene, sampling in
                var words = [
                    "flipbook", "record", scene, "--goldens", root.path,
                    "--sample", GoldenRequest.sampleText(sampling),
                ]
                if let scale = options.scale { words += ["--scale", GoldenRequest.scaleText(scale)] }
                for plugin in options.plugins { words += ["--plugin", plugin] }
                return words.map(ShellQuote.word).joined(separator: " ")
            })
        // The goldens record their inputs' fingerprint, as `flipbook record` writes them.
        let fingerprinter = InputFingerprinter(plugins: options.plugins, scale: options.scale)
        var summaries: [Report.Scene] = []
        for (i, file) in mine.enumerated() {
            let base = (file as NSString).deletingPathExtension
            bar.update(i, of: mine.count, detail: base)
            let path = folder.appendingPathComponent(file).path
            let documents = try SceneFiles.loadVariants(path, registry: registry, scale: options.scale)
            var rows: [VariantMatrixWriter.Row] = []
            for document in documents {
                // A variant of a scene that lists `variants` has its own golden, `<scene>@<variant>`.
                let name = document.environment.map { "\(base)@\($0.name)" } ?? base
                var outputs = SceneOutputs()
                outputs.frames = nil
                outputs.manifest = nil
                outputs.filmstrip = document.outputs.filmstrip ?? SceneOutputs.Filmstrip()
                outputs.animatedPNG = "preview.png"
                var renderOptions = SceneRenderOptions()
                if let jobs = options.jobs { renderOptions.concurrency = jobs }
                renderOptions.filmstripThumbnailWidth = 120
                renderOptions.animatedPNGMaxWidth = 240
                if document.environment != nil { renderOptions.samplePercents = RenderCommand.matrixPercents }
                // The golden is checked against the film drawn here: each scene runs once.
                renderOptions.keepsFilm = true
                let runner = SceneRunner(document: document, registry: registry, fileName: file)
                let sceneFolder = root.appendingPathComponent(name)
                do {
                    let result = try runner.render(to: sceneFolder, outputs: outputs, options: renderOptions)
                    if let variant = document.environment {
                        rows.append(VariantMatrixWriter.Row(name: variant.name, frames: result.samples))
                    }
                    Self.removeLegacyGoldenFrames(in: sceneFolder)
                    let scene = GoldenScene(path: path, name: name, document: document)
                    goldens.fingerprints[name] = fingerprinter.fingerprint(of: scene)
                    let golden = goldens.check(scene, film: result.film)
                    guard [.recorded, .rerecorded, .refreshed, .unchanged].contains(golden.status) else {
                        // A golden that cannot be written keeps its file-system code (FB-FS-*).
                        if let error = golden.error as? FilmError { throw error }
                        throw CLIError.badInput("the golden of \(file) cannot be recorded: \(golden.message)")
                    }
                    summaries.append(
                        Report.Scene(
                            scene: name, frameCount: result.manifest.frameCount, completed: result.completed,
                            files: (result.files
                                + (try FileManager.default.contentsOfDirectory(atPath: sceneFolder.path))
                                .filter { $0.hasPrefix("frame-") || $0 == "manifest.json" || $0 == "trace.txt" }).sorted(),
                            golden: golden.status.rawValue))
                } catch {
                    bar.finish()
                    throw error
                }
            }
            if rows.count > 1 {
                // The variants side by side: Renders/<scene>/matrix.png.
                let matrixFolder = root.appendingPathComponent(base)
                try FilmError.createFolder(matrixFolder, what: "the matrix folder of \(file)")
                let columns = RenderCommand.matrixPercents.map { FilmTrace.fixed($0 * 100, 0) + " %" }
                try VariantMatrixWriter().write(
                    title: "\(file): \(rows.count) variants", columns: columns, rows: rows,
                    to: matrixFolder.appendingPathComponent("matrix.png"))
            }
        }
        bar.finish()
        if !options.json, !mine.isEmpty {
            StandardError.write("rendered \(mine.count) scenes into \(root.path)\n")
        }
        return summaries
    }

    /// Removes `golden-NNNN.png`, the frame files of the gallery's layout
    /// before goldens were recorded with `flipbook record`.
    static func removeLegacyGoldenFrames(in folder: URL) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in files where file.hasPrefix("golden-") && file.hasSuffix(".png") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        }
    }

    /// The showcase pictures and curve plots; returns the files written.
    @MainActor
    private func renderPictures(root: URL, scale: Double) throws -> [String] {
        let showcase = root.appendingPathComponent("showcase")
        let curves = root.appendingPathComponent("curves")
        try FilmError.createFolder(showcase, what: "the gallery's showcase folder")
        try FilmError.createFolder(curves, what: "the gallery's curves folder")
        var written: [String] = []
        let renderer = CairoRenderer()
        for name in Showcase.names {
            guard let window = Showcase.window(named: name, scale: CGFloat(scale)) else { continue }
            try renderer.writePNG(window.renderTree(), to: showcase.appendingPathComponent("\(name).png"))
            written.append("showcase/\(name).png")
        }
        for (name, css) in [
            ("ease-in-out", "ease-in-out"), ("ease", "ease"),
            ("spring", "spring(1 100 10 0)"), ("steps", "steps(4, jump-end)"),
        ] {
            try CurvePlot.write(try TimingCurve(css: css), to: curves.appendingPathComponent("\(name).png"))
            written.append("curves/\(name).png")
        }
        return written
    }

    /// `gallery --json`.
    struct Report: JSONReport {
        var format = "flipbook-gallery"
        var version = 1
        var scenes: [Scene]
        /// The showcase pictures and curve plots written (absent with --scenes-only).
        var pictures: [String]?

        init(scenes: [Scene]) { self.scenes = scenes }

        struct Scene: Encodable {
            /// The golden's name (`<scene>@<variant>` for a variant).
            var scene: String
            var frameCount: Int
            var completed: Bool
            var files: [String]
            /// How the golden was recorded: a ``GoldenOutcome/Status`` raw value.
            var golden: String
        }
    }
}
