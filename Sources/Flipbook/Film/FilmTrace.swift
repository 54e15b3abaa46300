import Dispatch
import Foundation

/// A frame of a film as text: the transition state, then the presentation
/// tree, one node a line, indented by depth, so a change can be reviewed with
/// `diff`.
///
/// Each node line gives its kind and identifier, its frame in the parent's
/// coordinates (points, 2 decimals, as if untransformed: position minus
/// anchor point times size), then only what differs from a plain layer:
/// bounds origin, anchor, alpha, transform, z position, background, corner
/// radius, border, shadow, clipping, and its content (text runs with font
/// and baseline, images with their pixel size and digest, and a digest of
/// the whole display list).
///
/// The text depends only on what is drawn and on the state, never on the
/// frame's index or time: two frames with the same pictures and state give
/// the same text. Numbers are printed with fixed decimals and `-0` as `0`.
///
/// ```text
/// state running 50.0%
/// Window frame=(0.00, 0.00, 200.00, 100.00) background=rgba(1.000 1.000 1.000 1.000)
///   View#box frame=(75.00, 40.00, 20.00, 20.00) background=rgba(1.000 0.000 0.000 1.000)
/// ```
public enum FilmTrace {
    /// The trace of one frame: the state line, then the tree.
    public static func text(for frame: FilmFrame) -> String { text(for: frame, contents: nil) }

    /// ``text(for:)-(FilmFrame)``, taking the texts of display lists met before from `contents`.
    static func text(for frame: FilmFrame, contents: TraceContentCache?) -> String {
        stateLine(frame.state) + "\n" + text(for: frame.tree, contents: contents)
    }

    /// The trace of a whole film: each frame under a `# frame NNNN t=...s`
    /// header (the only place where index and time appear).
    ///
    /// Frames are described in parallel on all cores (each frame's text
    /// depends only on that frame), then joined in order. A display list
    /// found in several frames (a label that does not change) is described
    /// once (``TraceContentCache``): the same text, made once.
    public static func text(for film: Film) -> String {
        let frames = film.frames
        guard frames.count > 1 else { return frames.map { header(for: $0) + "\n" + text(for: $0) }.joined() }
        var parts = [String](repeating: "", count: frames.count)
        let contents = TraceContentCache()
        parts.withUnsafeMutableBufferPointer { buffer in
            let out = TraceSlots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: frames.count) { i in
                out.base[i] = header(for: frames[i]) + "\n" + text(for: frames[i], contents: contents)
            }
        }
        return parts.joined()
    }

    /// The output slots of ``text(for:)-(Film)``: each worker writes only its own index.
    private struct TraceSlots: @unchecked Sendable {
        let base: UnsafeMutablePointer<String>
    }

    /// The header line of a frame in a film trace, without the newline.
    public static func header(for frame: FilmFrame) -> String { header(for: frame.index, time: frame.time) }

    /// The header line of frame `index` at `time` seconds, without the newline.
    public static func header(for index: Int, time: Double) -> String { "# frame \(index) t=\(fixed(time, 4))s" }

    /// `state <phase>` and the percent with one decimal when there is one.
    public static func stateLine(_ state: FilmFrameState) -> String {
        guard let p = state.percentComplete else { return "state \(state.phase.rawValue)" }
        return "state \(state.phase.rawValue) \(fixed(p * 100, 1))%"
    }

    /// The tree lines: the canvas, then one line per node; ends with a newline.
    public static func text(for tree: RenderTree) -> String { text(for: tree, contents: nil) }

    static func text(for tree: RenderTree, contents: TraceContentCache?) -> String {
        var out = "canvas \(fixed(tree.size.width, 2))x\(fixed(tree.size.height, 2)) @\(fixed(tree.scale, 2))x\n"
        append(tree.root, depth: 0, to: &out, contents: contents)
        return out
    }

    private static func append(_ node: RenderNode, depth: Int, to out: inout String, contents: TraceContentCache?) {
        out += String(repeating: "  ", count: depth)
        if let contents {
            out += contents.line(of: node) { line(for: node, contents: contents) }
        } else {
            out += line(for: node, contents: nil)
        }
        out += "\n"
        for child in node.children { append(child, depth: depth + 1, to: &out, contents: contents) }
    }

    /// One node's line, without indentation or newline. It depends only on the
    /// node's kind, identifier, properties and content (``TraceContentCache`` keys it so).
    static func line(for node: RenderNode, contents: TraceContentCache? = nil) -> String {
        let p = node.properties
        var parts = [node.identifier.map { "\(node.kind)#\($0)" } ?? node.kind]
        let b = p.bounds
        let frame = CGRect(
            x: p.position.x - p.anchorPoint.x * b.width, y: p.position.y - p.anchorPoint.y * b.height,
            width: b.width, height: b.height)
        parts.append("frame=" + rect(frame))
        if b.origin != .zero { parts.append("boundsOrigin=(\(fixed(b.minX, 2)), \(fixed(b.minY, 2)))") }
        if p.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            parts.append("anchor=(\(fixed(p.anchorPoint.x, 3)), \(fixed(p.anchorPoint.y, 3)))")
        }
        if p.opacity != 1 { parts.append("alpha=\(fixed(p.opacity, 3))") }
        if !p.transform.isIdentity { parts.append("transform=" + transform(p.transform)) }
        if p.zPosition != 0 { parts.append("z=\(fixed(p.zPosition, 2))") }
        if let color = p.backgroundColor { parts.append("background=\(color)") }
        if let g = p.gradient { parts.append("gradient=" + gradient(g)) }
        if p.cornerRadius != 0 {
            parts.append("radius=\(fixed(p.cornerRadius, 2))")
            if p.maskedCorners != .all { parts.append("corners=\(p.maskedCorners.rawValue)") }
        }
        if p.borderWidth != 0 {
            parts.append("border=\(fixed(p.borderWidth, 2)) \(p.borderColor.map { "\($0)" } ?? "none")")
        }
        if let s = node.shadow {
            parts.append(
                "shadow=\(s.color) opacity \(fixed(s.opacity, 3)) radius \(fixed(s.radius, 2)) "
                    + "offset (\(fixed(s.offset.width, 2)), \(fixed(s.offset.height, 2)))")
        }
        if p.backdropBlurRadius != 0 { parts.append("backdropBlur=\(fixed(p.backdropBlurRadius, 2))") }
        if p.masksToBounds { parts.append("clips") }
        if !node.content.isEmpty {
            let list = node.content
            if let contents {
                parts.append(contents.text(of: list) { content(list, contents: contents) })
            } else {
                parts.append(content(list, contents: nil))
            }
        }
        return parts.joined(separator: " ")
    }

    private static func gradient(_ g: LayerGradient) -> String {
        let stops = g.gradient.stops.map { "\($0.color) at \(fixed($0.location, 3))" }.joined(separator: ", ")
        let point = { (p: CGPoint) in "(\(fixed(p.x, 3)), \(fixed(p.y, 3)))" }
        // Axial keeps Flipbook's first name, "linear", so traces recorded before conic and
        // elliptical gradients existed still match.
        switch (g.kind, g.radialExtent) {
        case (.axial, _): return "linear(\(point(g.startPoint)) to \(point(g.endPoint)): \(stops))"
        case (.radial, .circle(let r)): return "radial(\(point(g.startPoint)) radius \(fixed(r, 2)): \(stops))"
        case (.radial, .inscribedCircle): return "radial(\(point(g.startPoint)) radius auto: \(stops))"
        case (.radial, .endPoint): return "radial(\(point(g.startPoint)) to \(point(g.endPoint)): \(stops))"
        case (.conic, _): return "conic(\(point(g.startPoint)) towards \(point(g.endPoint)): \(stops))"
        }
    }

    private static func content(_ list: DisplayList, contents: TraceContentCache?) -> String {
        var digest = FNV1a()
        var described: [String] = []
        for command in list.commands {
            switch command {
            case .text(let run):
                described.append(
                    "text \"\(run.text)\" \(run.font.familyName) \(run.font.weight.rawValue)"
                        + "\(run.font.isItalic ? " italic" : "") \(fixed(run.font.pointSize, 2))pt "
                        + "at (\(fixed(run.origin.x, 2)), \(fixed(run.origin.y, 2))) \(run.color)")
                digest.add("\(command)")
            case .image(let image, let rect):
                var pixels = FNV1a()
                pixels.add(image.bitmap.pixels)
                described.append(
                    "image \(image.bitmap.width)x\(image.bitmap.height)px@\(fixed(image.scale, 2)) "
                        + "in \(self.rect(rect)) \(pixels.hex)")
                digest.add("image \(image.bitmap.width) \(image.bitmap.height) \(image.scale) \(rect) \(pixels.hex)")
            case .layer(let node):
                // A drawn layer subtree: its node lines (images digested by
                // their pixels), not the structure's full description.
                var lines = ""
                append(node, depth: 0, to: &lines, contents: contents)
                var tree = FNV1a()
                tree.add(lines)
                described.append(
                    "layer \(node.identifier.map { "\(node.kind)#\($0)" } ?? node.kind) "
                        + "\(node.nodeCount) nodes \(tree.hex)")
                digest.add("layer \(tree.hex)")
            default:
                digest.add("\(command)")
            }
        }
        let summary = "content=\(list.commands.count) commands \(digest.hex)"
        return described.isEmpty ? summary : summary + " [" + described.joined(separator: "; ") + "]"
    }

    private static func rect(_ r: CGRect) -> String {
        "(\(fixed(r.minX, 2)), \(fixed(r.minY, 2)), \(fixed(r.width, 2)), \(fixed(r.height, 2)))"
    }

    private static func transform(_ t: Transform3D) -> String {
        if t.isAffine {
            let a = t.affineTransform
            return "affine(" + [a.a, a.b, a.c, a.d, a.tx, a.ty].map { fixed($0, 4) }.joined(separator: " ") + ")"
        }
        let m = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        return "matrix(" + m.map { fixed($0, 6) }.joined(separator: " ") + ")"
    }

    /// `value` with `decimals` decimals, with `-0.00` printed as `0.00`.
    package static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let text = FixedDecimal.text(value, decimals: decimals)
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { return String(text.dropFirst()) }
        return text
    }

    package static func fixed(_ value: CGFloat, _ decimals: Int) -> String { fixed(Double(value), decimals) }
}

/// 64-bit FNV-1a, a stable digest (Swift's `hashValue` changes from run to run).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    }

    mutating func add(_ text: String) { add(text.utf8) }

    /// The digest as 16 hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
