import Flipbook
import Foundation

/// Draws a film's contact sheet: sampled frames in a grid, a caption under
/// each (frame number and time; percent and state), and a timeline bar
/// along the bottom coloured by phase, with a mark at each sampled frame
/// and a legend of the phases.
///
/// The sheet is built from Flipbook views (thumbnails are ``ImageView``s of
/// the frames drawn small, captions are ``Label``s) and drawn by
/// ``CairoRenderer``, so it is made the way every other picture is.
///
/// Layout, in points: a 16 pt margin, a 22 pt title, then rows of
/// thumbnails `thumbnailWidth` wide (height from the canvas aspect) with
/// 12 pt gaps and a 30 pt caption each, then a 14 pt timeline bar and a
/// 14 pt legend.
@preconcurrency @MainActor
public struct FilmstripWriter {
    /// The sheet's columns, samples, thumbnail width and scale.
    public var options: FilmstripOptions

    /// Layout constants, points.
    static let margin: CGFloat = 16, gap: CGFloat = 12, titleHeight: CGFloat = 22
    static let captionHeight: CGFloat = 30, barHeight: CGFloat = 14, legendHeight: CGFloat = 14

    /// A writer with these options.
    public init(options: FilmstripOptions = FilmstripOptions()) {
        self.options = options
    }

    /// `samples` frame indices evenly spaced over `frameCount` frames, the
    /// first and the last included, without repeats, ascending.
    public static func sampleIndices(frameCount: Int, samples: Int) -> [Int] {
        guard frameCount > 0 else { return [] }
        let n = min(max(2, samples), frameCount)
        if n == 1 || frameCount == 1 { return [0] }
        var indices: [Int] = []
        for i in 0..<n {
            let index = Int((Double(i) * Double(frameCount - 1) / Double(n - 1)).rounded())
            if indices.last != index { indices.append(index) }
        }
        return indices
    }

    /// Writes the sheet of `film` to `url` (atomically).
    public func write(_ film: Film, to url: URL, encoder: PNGEncoder = PNGEncoder()) throws {
        let indices = Self.sampleIndices(frameCount: film.frames.count, samples: options.samples)
        try write(
            samples: indices.map { film.frames[$0] }, phases: film.frames.map(\.phase), fps: film.fps,
            to: url, encoder: encoder)
    }

    /// The sheet of `film` as pixels (what ``write(_:to:encoder:)`` writes).
    /// - Throws: ``FilmError`` for a film without frames, ``RenderError`` for a sheet too large to draw.
    public func render(_ film: Film) throws -> Bitmap {
        let indices = Self.sampleIndices(frameCount: film.frames.count, samples: options.samples)
        return try CairoRenderer().render(
            try sheet(
                samples: indices.map { film.frames[$0] }, phases: film.frames.map(\.phase),
                fps: film.fps))
    }

    /// Writes the sheet of sampled frames, given the phase of every frame of the film.
    func write(samples: [FilmFrame], phases: [TransitionPhase], fps: Double, to url: URL, encoder: PNGEncoder) throws {
        let tree = try sheet(samples: samples, phases: phases, fps: fps)
        try CairoRenderer().writePNG(tree, to: url, encoder: encoder)
    }

    /// The sheet as a render tree.
    func sheet(samples: [FilmFrame], phases: [TransitionPhase], fps: Double) throws -> RenderTree {
        guard let first = samples.first else {
            throw FilmError(path: "filmstrip", reason: "a filmstrip needs at least one frame")
        }
        let renderer = CairoRenderer()
        let canvas = first.tree.size
        let tw = options.thumbnailWidth
        let th = (tw * canvas.height / max(canvas.width, 1)).rounded()
        let columns = min(options.columns, samples.count)
        let rows = (samples.count + columns - 1) / columns
        let m = Self.margin
        let gap = Self.gap
        let width = 2 * m + CGFloat(columns) * tw + CGFloat(columns - 1) * gap
        let gridTop = m + Self.titleHeight
        let cell = th + Self.captionHeight + gap
        let barTop = gridTop + CGFloat(rows) * cell
        let height = barTop + Self.barHeight + 6 + Self.legendHeight + m
        // The sheet's canvas is checked before any thumbnail is drawn: thousands of samples
        // would otherwise draw (and hold) every thumbnail before the sheet is refused.
        let pw = (Double(width) * options.scale).rounded(.up)
        let ph = (Double(height) * options.scale).rounded(.up)
        let side = Double(CairoRenderer.maximumPixelsPerSide)
        guard pw.isFinite, ph.isFinite, pw <= side, ph <= side, pw * ph <= Double(CairoRenderer.maximumPixelCount) else {
            throw RenderError.canvasTooLarge(pixelWidth: pw, pixelHeight: ph)
        }

        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        let title = Label(frame: CGRect(x: m, y: m - 4, width: width - 2 * m, height: Self.titleHeight - 4))
        let last = phases.count - 1
        title.text =
            "\(phases.count) frames at \(FilmTrace.fixed(fps, fps == fps.rounded() ? 0 : 3)) fps, "
            + "\(Int(canvas.width)) x \(Int(canvas.height)) pt @\(FilmTrace.fixed(first.tree.scale, 0))x"
            + (last > 0 ? ", frames 0 to \(last)" : "")
        title.font = .boldSystemFont(ofSize: 12)
        title.textColor = Color(white: 0.2)
        root.addSubview(title)

        for (n, frame) in samples.enumerated() {
            let x = m + CGFloat(n % columns) * (tw + gap)
            let y = gridTop + CGFloat(n / columns) * cell
            let backing = View(frame: CGRect(x: x - 1, y: y - 1, width: tw + 2, height: th + 2))
            backing.backgroundColor = Color(white: 0.9)
            backing.layer.borderWidth = 1
            backing.layer.borderColor = Color(white: 0.75)
            root.addSubview(backing)
            var small = frame.tree
            small.scale = tw * options.scale / max(canvas.width, 1)
            let bitmap = try renderer.render(small)
            let image = ImageView(image: Image(bitmap: bitmap, scale: options.scale))
            image.frame = CGRect(x: x, y: y, width: tw, height: th)
            image.contentMode = .scaleToFill
            image.accessibilityIdentifier = "thumbnail-\(frame.index)"
            root.addSubview(image)
            let caption = Label(frame: CGRect(x: x, y: y + th + 2, width: tw, height: Self.captionHeight - 4))
            caption.text = Self.caption(for: frame)
            caption.numberOfLines = 2
            caption.textAlignment = .center
            caption.font = .systemFont(ofSize: 10)
            caption.textColor = Color(white: 0.15)
            caption.accessibilityIdentifier = "caption-\(frame.index)"
            root.addSubview(caption)
        }
        addTimeline(to: root, top: barTop, width: width - 2 * m, phases: phases, marks: samples.map(\.index))
        root.layoutIfNeeded()
        return RenderTree(size: root.bounds.size, scale: options.scale, root: root.renderNode()!)
    }

    /// The caption of a thumbnail: "#index · time s" over "percent · state".
    public static func caption(for frame: FilmFrame) -> String {
        let percent = frame.percentComplete.map { FilmTrace.fixed($0 * 100, 1) + " %" } ?? "no transition"
        return "#\(frame.index) \u{00B7} \(FilmTrace.fixed(frame.time, 3)) s\n\(percent) \u{00B7} \(frame.phase.rawValue)"
    }

    /// The colour a phase has on the timeline bar.
    public static func color(of phase: TransitionPhase) -> Color {
        switch phase {
        case .idle: return Color(white: 0.78)
        case .running: return Color(red: 0.25, green: 0.5, blue: 0.9)
        case .interactive: return Color(red: 0.6, green: 0.35, blue: 0.85)
        case .finishing: return Color(red: 0.2, green: 0.7, blue: 0.35)
        case .cancelling: return Color(red: 0.95, green: 0.55, blue: 0.15)
        case .done: return Color(white: 0.45)
        }
    }

    private func addTimeline(to root: View, top: CGFloat, width: CGFloat, phases: [TransitionPhase], marks: [Int]) {
        let m = Self.margin
        let count = CGFloat(max(1, phases.count))
        func x(_ index: Int) -> CGFloat { m + width * CGFloat(index) / count }
        var start = 0
        while start < phases.count {
            var end = start
            while end + 1 < phases.count, phases[end + 1] == phases[start] { end += 1 }
            let segment = View(frame: CGRect(x: x(start), y: top, width: x(end + 1) - x(start), height: Self.barHeight))
            segment.backgroundColor = Self.color(of: phases[start])
            segment.accessibilityIdentifier = "phase-\(phases[start].rawValue)-\(start)"
            root.addSubview(segment)
            start = end + 1
        }
        for index in marks {
            let centre = (x(index) + x(index + 1)) / 2
            let mark = View(frame: CGRect(x: centre - 1, y: top - 3, width: 2, height: Self.barHeight + 6))
            mark.backgroundColor = Color(white: 0.1)
            mark.accessibilityIdentifier = "mark-\(index)"
            root.addSubview(mark)
        }
        var legendX = m
        let legendTop = top + Self.barHeight + 6
        for phase in TransitionPhase.allCases where phases.contains(phase) {
            let swatch = View(frame: CGRect(x: legendX, y: legendTop + 2, width: 10, height: 10))
            swatch.backgroundColor = Self.color(of: phase)
            root.addSubview(swatch)
            let name = Label(frame: CGRect(x: legendX + 14, y: legendTop, width: 80, height: Self.legendHeight))
            name.text = phase.rawValue
            name.font = .systemFont(ofSize: 10)
            name.textColor = Color(white: 0.2)
            root.addSubview(name)
            legendX += 14 + name.sizeThatFits(.zero).width + 14
        }
    }
}
