import Flipbook
import FlipbookCairo
import Foundation

/// Runs one ``FilmAudit``: frame by frame, keeping the first violation of each invariant.
@MainActor
struct AuditRunner {
    let audit: FilmAudit
    let artifacts: URL?
    let renderer = CairoRenderer()
    var result: FilmAuditResult

    init(audit: FilmAudit, artifacts: URL?) {
        self.audit = audit
        self.artifacts = artifacts
        result = FilmAuditResult(name: audit.name, framesChecked: 0, violations: [], error: nil)
    }

    private func wants(_ invariant: FilmAudit.Invariant) -> Bool {
        audit.invariants.contains(invariant) && !result.violations.contains { $0.invariant == invariant }
    }

    mutating func run() {
        do {
            try sweep()
            try checkCancel()
        } catch {
            result.error = "\(error)"
        }
        result.violations.sort { ($0.percent, $0.frameIndex) < ($1.percent, $1.frameIndex) }
    }

    private mutating func sweep() throws {
        let last = audit.percents.count - 1
        var previousPlacements: (percent: Double, views: [String: MotionProbe.Placement])?
        for (step, p) in audit.percents.enumerated() {
            let tree = try audit.scrubbed(p)
            result.framesChecked += 1
            let image = try renderer.render(tree)
            checkTree(tree, image: image, step: step, percent: p, label: "scrubbed")
            if wants(.reducedMotion) {
                let placements = MotionProbe.placements(in: tree)
                if let previous = previousPlacements,
                    let jump = MotionProbe.firstExcess(from: previous.views, to: placements, limits: audit.motionLimits)
                {
                    violate(
                        .reducedMotion, step, p, "\(jump) between \(percentText(previous.percent)) and \(percentText(p))",
                        frame: image, reference: nil)
                }
                previousPlacements = (p, placements)
            }
            if wants(.contentVisible), try !showsContent(tree, image: image) {
                violate(.contentVisible, step, p, Self.nothingVisible, frame: image, reference: nil)
            }
            if let played = audit.played, wants(.scrubMatchesPlay) {
                let playedTree = try played(p * audit.duration)
                result.framesChecked += 1
                let playedImage = try renderer.render(playedTree)
                checkTree(playedTree, image: playedImage, step: step, percent: p, label: "played")
                compare(
                    .scrubMatchesPlay, step, p, actual: image, reference: playedImage,
                    what: "the frame scrubbed to \(percentText(p)) differs from the frame played to "
                        + "\(FilmTrace.fixed(p * audit.duration, 4)) s")
            }
            if step == last, let settled = audit.settled, wants(.endsSettled) {
                let settledImage = try renderer.render(try settled())
                result.framesChecked += 1
                compare(
                    .endsSettled, step, p, actual: image, reference: settledImage,
                    what: "the last frame differs from the settled layout")
            }
        }
    }

    private mutating func checkCancel() throws {
        guard let cancel = audit.cancel, wants(.cancelRetraces) || wants(.alphaInRange) else { return }
        let film = try cancel()
        for frame in film.frames {
            guard let p = frame.percentComplete, frame.phase != .idle, frame.phase != .done else { continue }
            result.framesChecked += 1
            let image = try renderer.render(frame.tree)
            checkTree(frame.tree, image: image, step: frame.index, percent: p, label: "cancel film")
            guard wants(.cancelRetraces) else { continue }
            let forward = try renderer.render(try audit.scrubbed(p))
            compare(
                .cancelRetraces, frame.index, p, actual: image, reference: forward,
                what:
                    "cancel film frame \(frame.index) (\(frame.phase.rawValue)) differs from the forward frame at \(percentText(p))"
            )
        }
    }

    private mutating func checkTree(_ tree: RenderTree, image: Bitmap, step: Int, percent: Double, label: String) {
        guard wants(.alphaInRange), let bad = Self.firstBadAlpha(tree.root, path: []) else { return }
        violate(
            .alphaInRange, step, percent,
            "\(label) frame: alpha \(bad.alpha) of \(bad.path) is outside 0...1", frame: image, reference: nil)
    }

    private mutating func compare(
        _ invariant: FilmAudit.Invariant, _ step: Int, _ p: Double, actual: Bitmap,
        reference: Bitmap, what: String
    ) {
        guard actual.width == reference.width, actual.height == reference.height else {
            violate(
                invariant, step, p,
                what + ": sizes \(actual.width) x \(actual.height) and "
                    + "\(reference.width) x \(reference.height) px", frame: actual, reference: reference)
            return
        }
        guard actual != reference, let outcome = try? audit.tolerance.compare(reference, actual, producesDiffImage: true),
            !outcome.passed
        else { return }
        violate(
            invariant, step, p,
            what + ": \(outcome.differingPixels) of \(outcome.totalPixels) px differ by "
                + "\(audit.tolerance.metric.text), allowed \(audit.tolerance.limit.text)",
            frame: actual, reference: reference, diff: outcome.diffImage)
    }

    private mutating func violate(
        _ invariant: FilmAudit.Invariant, _ step: Int, _ p: Double, _ message: String,
        frame: Bitmap, reference: Bitmap?, diff: Bitmap? = nil
    ) {
        var violation = FilmAuditViolation(invariant: invariant, frameIndex: step, percent: p, message: message)
        if let artifacts {
            let stem = "\(invariant.rawValue)-frame-\(step)"
            func save(_ image: Bitmap?, _ suffix: String) -> URL? {
                guard let image else { return nil }
                let url = artifacts.appendingPathComponent("\(stem)-\(suffix).png")
                do {
                    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                    try PNGEncoder().write(image, to: url)
                    return url
                } catch { return nil }
            }
            violation.frameFile = save(frame, "actual")
            violation.referenceFile = save(reference, "reference")
            violation.diffFile = save(diff, "diff")
        }
        result.violations.append(violation)
    }

    /// The ``FilmAudit/Invariant/contentVisible`` message.
    static let nothingVisible = "no view below the root draws a pixel on the canvas (nothing visible but the background)"

    /// Whether some view below the root draws on the canvas: whether the
    /// screens are there, not whether they differ in colour from the
    /// background (a white screen on a white window is content).
    ///
    /// A pixel that differs from a root that paints only its background
    /// colour settles it at once; otherwise the tree is drawn again without
    /// the root's own painting (background, border, shadow, content), and
    /// any pixel with alpha above 2 levels is a view's.
    func showsContent(_ tree: RenderTree, image: Bitmap) throws -> Bool {
        var root = tree.root.properties
        let paintsOnlyBackground =
            tree.root.content.isEmpty && (root.borderWidth <= 0 || root.borderColor == nil)
            && (root.shadowOpacity <= 0 || root.shadowColor == nil)
        if paintsOnlyBackground, Self.hasContent(image, background: root.backgroundColor ?? .clear) { return true }
        root.backgroundColor = nil
        root.borderWidth = 0
        root.shadowOpacity = 0
        var stripped = tree
        stripped.root.properties = root
        stripped.root.content = DisplayList()
        return Self.hasContent(try renderer.render(stripped), background: .clear)
    }

    /// Whether some pixel differs from `background` by more than 2 levels in a channel.
    static func hasContent(_ image: Bitmap, background: Color) -> Bool {
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        let a = byte(background.alpha)
        let bg = a == 0 ? [0, 0, 0, 0] : [byte(background.red), byte(background.green), byte(background.blue), a]
        let p = image.pixels
        var i = 0
        while i < p.count {
            if a == 0 {
                if p[i + 3] > 2 { return true }
            } else if abs(Int(p[i]) - bg[0]) > 2 || abs(Int(p[i + 1]) - bg[1]) > 2 || abs(Int(p[i + 2]) - bg[2]) > 2
                || abs(Int(p[i + 3]) - bg[3]) > 2
            {
                return true
            }
            i += 4
        }
        return false
    }

    /// The first node (depth first) whose alpha is outside 0...1 or not a number.
    static func firstBadAlpha(_ node: RenderNode, path: [String]) -> (alpha: String, path: String)? {
        let name = node.identifier.map { "\(node.kind)#\($0)" } ?? node.kind
        let here = path + [name]
        let alpha = node.properties.opacity
        if !(alpha >= 0 && alpha <= 1) { return ("\(alpha)", here.joined(separator: " > ")) }
        for child in node.children {
            if let bad = firstBadAlpha(child, path: here) { return bad }
        }
        return nil
    }
}

func percentText(_ p: Double) -> String { FilmTrace.fixed(p * 100, 1) + " %" }
