import ArgumentParser
import Flipbook
import FlipbookAnimators
import FlipbookCairo
import FlipbookScene
import FlipbookWorkflow
import Foundation

/// `flipbook render SCENE --out DIR`: runs a scene and writes its film.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Runs a scene document and writes its frames, filmstrip, animated PNG and manifest.",
        discussion: """
            Writes what the scene's 'outputs' ask for (by default every frame as frame-0000.png ... \
            and manifest.json). --frames and --percent choose the frame files; --outputs replaces \
            the set of outputs. Exit status: 0 success, 2 bad input (scene, options, output folder).
            """)

    @Argument(help: "The scene document (YAML or JSON).")
    var scene: String

    @OptionGroup var options: RenderOptions

    @Option(help: ArgumentHelp("Frame files to write: numbers from 0 and ranges, such as 0,10,20-30.", valueName: "LIST"))
    var frames: String?

    @Option(
        help: ArgumentHelp(
            "Write only the frame nearest to this transition percent (0...1); a comma-separated list is allowed.",
            valueName: "P"))
    var percent: String?

    @Option(
        help: ArgumentHelp(
            "The outputs to write, replacing the scene's: any of frames, filmstrip, apng, gif, mp4, webm, manifest, trace (mp4 and webm need ffmpeg).",
            valueName: "LIST"))
    var outputs: RenderOutputList?

    @Option(
        help: ArgumentHelp(
            "Render only this variant of a scene that lists 'variants' (its name, such as iPhone-SE_dark).",
            valueName: "NAME"))
    var variant: String?

    /// The percents of the variant matrix's columns.
    static let matrixPercents: [Double] = [0, 0.25, 0.5, 0.75, 1]

    func validate() throws {
        guard options.out != nil else { throw ValidationError("render needs --out DIR, the folder to write into") }
        if frames != nil && percent != nil {
            throw ValidationError(
                "give --frames or --percent, not both: --frames picks frame numbers, --percent the frame nearest a percent")
        }
        if let frames { do { _ = try FrameSelection(frameList: frames) } catch { throw ValidationError("\(error)") } }
        if let percent { _ = try Self.percents(percent) }
        if let problem = outputs?.problem { throw ValidationError(problem) }
    }

    static func percents(_ text: String) throws -> [Double] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map {
            let item = $0.trimmingCharacters(in: .whitespaces)
            guard let p = Double(item), p >= 0, p <= 1 else {
                throw ValidationError("--percent must be numbers in 0...1, found '\(item)'")
            }
            return p
        }
    }

    func run() throws {
        CairoRenderer.warmUpSystemFonts()
        try MainActor.assumeIsolated {
            let registry = AnimatorRegistry.standard()
            try PluginHook.load(paths: options.plugins, into: registry)
            let documents = try SceneFiles.loadVariants(scene, registry: registry, scale: options.scale, only: variant)
            let folder = URL(fileURLWithPath: options.out!)
            if documents.count > 1 || documents.first?.environment != nil {
                return try renderVariants(documents, registry: registry, into: folder)
            }
            let document = documents[0]
            let selected = try selectedOutputs(document.outputs)
            let bar = ProgressBar(label: "render \(URL(fileURLWithPath: scene).lastPathComponent)")
            var renderOptions = SceneRenderOptions()
            if let jobs = options.jobs { renderOptions.concurrency = jobs }
            renderOptions.progress = { bar.update($0) }
            if bar.isEnabled { renderOptions.frameCount = { bar.total = $0 } }
            renderOptions.selectionOrigin = frames != nil ? "--frames" : percent != nil ? "--percent" : "outputs.frames"
            let runner = SceneRunner(
                document: document, registry: registry, fileName: URL(fileURLWithPath: scene).lastPathComponent)
            let result: SceneRenderResult
            do {
                result = try runner.render(to: folder, outputs: selected, options: renderOptions)
            } catch {
                bar.finish()
                throw error
            }
            bar.finish()
            if options.json {
                print(
                    try Report(
                        scene: scene, out: folder.path, frameCount: result.manifest.frameCount, completed: result.completed,
                        files: result.files, frameFiles: result.manifest.frames.compactMap(\.file).count
                    ).text(pretty: false))
            } else {
                let written = result.manifest.frames.compactMap(\.file).count
                print(
                    "\(result.manifest.frameCount) frames (\(result.completed ? "completed" : "cancelled")); "
                        + "wrote \(written) frame files and \(result.files.count - written) other files to \(folder.path)")
            }
        }
    }

    /// Renders each variant into `folder/<variant>/` and, for more than
    /// one, the matrix sheet `folder/matrix.png` (variants as rows, the
    /// frames at 0, 25, 50, 75 and 100 % as columns).
    @MainActor
    private func renderVariants(_ documents: [SceneDocument], registry: AnimatorRegistry, into folder: URL) throws {
        let fileName = URL(fileURLWithPath: scene).lastPathComponent
        var rows: [VariantMatrixWriter.Row] = []
        var lines: [String] = []
        var entries: [VariantsReport.Variant] = []
        let bar = ProgressBar(label: "render \(fileName)")
        bar.total = documents.count
        for (i, document) in documents.enumerated() {
            let name = document.environment?.name ?? "default"
            bar.update(i, of: documents.count, detail: name)
            var renderOptions = SceneRenderOptions()
            if let jobs = options.jobs { renderOptions.concurrency = jobs }
            renderOptions.samplePercents = Self.matrixPercents
            renderOptions.selectionOrigin = frames != nil ? "--frames" : percent != nil ? "--percent" : "outputs.frames"
            let runner = SceneRunner(document: document, registry: registry, fileName: fileName)
            let result: SceneRenderResult
            do {
                result = try runner.render(
                    to: folder.appendingPathComponent(name), outputs: try selectedOutputs(document.outputs),
                    options: renderOptions)
            } catch {
                bar.finish()
                throw error
            }
            rows.append(VariantMatrixWriter.Row(name: name, frames: result.samples))
            lines.append(
                "\(name): \(result.manifest.frameCount) frames (\(result.completed ? "completed" : "cancelled")), "
                    + "\(result.files.count) files")
            entries.append(
                .init(
                    variant: name, frameCount: result.manifest.frameCount, completed: result.completed,
                    files: result.files.map { "\(name)/\($0)" }))
        }
        var matrix: String?
        if documents.count > 1 {
            let columns = Self.matrixPercents.map { FilmTrace.fixed($0 * 100, 0) + " %" }
            try VariantMatrixWriter().write(
                title: "\(fileName): \(documents.count) variants", columns: columns, rows: rows,
                to: folder.appendingPathComponent("matrix.png"))
            matrix = "matrix.png"
        }
        bar.finish()
        if options.json {
            print(try VariantsReport(scene: scene, out: folder.path, variants: entries, matrix: matrix).text(pretty: false))
        } else {
            print(lines.joined(separator: "\n"))
            print(
                "wrote \(documents.count) variant\(documents.count == 1 ? "" : "s") to \(folder.path)"
                    + (matrix.map { " and the matrix sheet \($0)" } ?? ""))
        }
    }

    /// The scene's outputs with the command's choices applied.
    private func selectedOutputs(_ base: SceneOutputs) throws -> SceneOutputs {
        var o = base
        if let names = outputs {
            if !names.contains(.frames) { o.frames = nil } else if o.frames == nil { o.frames = .all }
            if !names.contains(.filmstrip) {
                o.filmstrip = nil
            } else if o.filmstrip == nil {
                o.filmstrip = SceneOutputs.Filmstrip()
            }
            if !names.contains(.apng) { o.animatedPNG = nil } else if o.animatedPNG == nil { o.animatedPNG = "preview.png" }
            if !names.contains(.gif) { o.gif = nil } else if o.gif == nil { o.gif = "preview.gif" }
            if !names.contains(.mp4) { o.mp4 = nil } else if o.mp4 == nil { o.mp4 = "preview.mp4" }
            if !names.contains(.webm) { o.webm = nil } else if o.webm == nil { o.webm = "preview.webm" }
            if !names.contains(.manifest) { o.manifest = nil } else if o.manifest == nil { o.manifest = "manifest.json" }
            if !names.contains(.trace) { o.trace = nil } else if o.trace == nil { o.trace = "trace.txt" }
        }
        if let frames { o.frames = try FrameSelection(frameList: frames) }
        if let percent { o.frames = .percents(try Self.percents(percent)) }
        return o
    }

    /// `render --json` of a scene without variants.
    struct Report: JSONReport {
        var format = "flipbook-render"
        var version = 1
        /// The scene file as given.
        var scene: String
        /// The output folder (absolute).
        var out: String
        var frameCount: Int
        /// False when the transition was cancelled.
        var completed: Bool
        /// The files written, frame files first.
        var files: [String]
        /// How many of `files` are frame pictures.
        var frameFiles: Int
    }

    /// `render --json` of a scene with variants: one folder each, and the matrix sheet for more than one.
    struct VariantsReport: JSONReport {
        var format = "flipbook-render-variants"
        var version = 1
        var scene: String
        var out: String
        var variants: [Variant]
        /// `matrix.png` when written.
        var matrix: String?

        struct Variant: Encodable {
            var variant: String
            var frameCount: Int
            var completed: Bool
            /// The files written, as `<variant>/<file>`.
            var files: [String]
        }
    }
}
