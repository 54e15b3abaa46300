import Foundation
import Yams

extension SceneParser {
    func outputs(_ node: Node) throws(SceneError) -> SceneOutputs {
        let m = try MappingReader(
            node, self, what: "outputs",
            keys: ["frames", "framePrefix", "filmstrip", "animatedPNG", "gif", "mp4", "webm", "manifest", "trace"])
        var o = SceneOutputs()
        if let n = m["frames"] { o.frames = try frameSelection(n) }
        if let n = m["framePrefix"] { o.framePrefix = try fileName(n, "framePrefix") }
        if let n = m["filmstrip"] {
            if case .mapping = n {
                let f = try MappingReader(n, self, what: "filmstrip", keys: ["name", "columns", "frames"])
                var strip = SceneOutputs.Filmstrip()
                if let v = f["name"] { strip.name = try fileName(v, "name") }
                if let v = f["columns"] { strip.columns = try integer(v, "columns", min: 1) }
                if let v = f["frames"] { strip.sampleCount = try integer(v, "frames", min: 1) }
                o.filmstrip = strip
            } else {
                o.filmstrip = try bool(n, "filmstrip") ? SceneOutputs.Filmstrip() : nil
            }
        }
        if let n = m["animatedPNG"] { o.animatedPNG = try named(n, "animatedPNG", default: "preview.png") }
        if let n = m["gif"] { o.gif = try named(n, "gif", default: "preview.gif") }
        if let n = m["mp4"] { o.mp4 = try named(n, "mp4", default: "preview.mp4") }
        if let n = m["webm"] { o.webm = try named(n, "webm", default: "preview.webm") }
        if let n = m["manifest"] { o.manifest = try named(n, "manifest", default: "manifest.json") }
        if let n = m["trace"] { o.trace = try named(n, "trace", default: "trace.txt") }
        var seen: [String: String] = [:]
        for (key, name) in [
            ("filmstrip", o.filmstrip?.name), ("animatedPNG", o.animatedPNG), ("gif", o.gif), ("mp4", o.mp4), ("webm", o.webm),
            ("manifest", o.manifest), ("trace", o.trace),
        ] {
            guard let name else { continue }
            if let other = seen[name] {
                throw error("outputs '\(other)' and '\(key)' are both named '\(name)'", at: m.keyNode(key) ?? node)
            }
            if o.frames != nil, name.hasPrefix(o.framePrefix), name.lowercased().hasSuffix(".png") {
                throw error(
                    "output '\(key)' is named '\(name)', which looks like a frame file", at: m.keyNode(key) ?? node,
                    hint: "choose a name that does not start with '\(o.framePrefix)'")
            }
            seen[name] = key
        }
        return o
    }

    /// `true`/`false` for the default name, or a plain file name.
    private func named(_ node: Node, _ key: String, default name: String) throws(SceneError) -> String? {
        if case let .scalar(s) = node, s.style == .plain,
            ["true", "false", "yes", "no", "on", "off"].contains(s.string.lowercased())
        {
            return try bool(node, key) ? name : nil
        }
        return try fileName(node, key)
    }

    /// `yes`/`no`, a frame number, "0,10,20-30", or `{percent: 0.5}` / `{percent: [0, 0.5, 1]}`.
    func frameSelection(_ node: Node) throws(SceneError) -> FrameSelection? {
        switch node {
        case .mapping:
            let m = try MappingReader(node, self, what: "frames", keys: ["percent"])
            let p = try m.require("percent", in: "'frames'")
            if case let .sequence(items) = p {
                guard !items.isEmpty else { throw error("'percent' must list at least one value", at: p) }
                var values: [Double] = []
                for i in items { values.append(try number(i, "percent", min: 0, max: 1)) }
                return .percents(values)
            }
            return .percents([try number(p, "percent", min: 0, max: 1)])
        case .sequence:
            throw mismatch("yes, no, a frame list such as \"0,10,20-30\" or {percent: 0.5}", "frames", node)
        case let .scalar(s):
            if s.style == .plain, ["true", "false", "yes", "no", "on", "off"].contains(s.string.lowercased()) {
                return try bool(node, "frames") ? .all : nil
            }
            let text = try string(node, "frames")
            var ranges: [ClosedRange<Int>] = []
            var offset = 0
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let token = Token(text: String(part), offset: offset)
                offset += part.unicodeScalars.count + 1
                let item = part.trimmingCharacters(in: .whitespaces)
                let bounds = item.split(separator: "-", omittingEmptySubsequences: false).map {
                    Int($0.trimmingCharacters(in: .whitespaces))
                }
                guard bounds.count == 1 || bounds.count == 2, let lo = bounds.first!, let hi = bounds.last! else {
                    throw error("expected a frame number or a range such as 20-30, found '\(item)'", in: node, token: token)
                }
                guard lo >= 0, hi < SceneLimits.maximumFrameCount else {
                    throw error(
                        "frame \(lo < 0 ? lo : hi) is outside 0...\(SceneLimits.maximumFrameCount - 1)", in: node, token: token)
                }
                guard lo <= hi else { throw error("the range '\(item)' runs backwards", in: node, token: token) }
                ranges.append(lo...hi)
            }
            return .indices(ranges)
        }
    }
}
