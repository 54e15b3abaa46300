import Flipbook
import Foundation
import Yams

extension SceneParser {
    static let viewTypes = ["view", "label", "image", "gradient", "blur", "stack", "list", "grid"]
    static let commonViewKeys = [
        "type", "id", "tag", "frame", "backgroundColor", "alpha", "hidden", "cornerRadius", "maskedCorners",
        "border", "shadow", "clipsToBounds", "transform", "anchorPoint", "zPosition", "children",
        "layoutMargins", "constraints",
    ]
    static let labelKeys = ["text", "font", "textColor", "alignment", "lines", "lineBreak", "baseline"]
    static let imageKeys = ["image", "contentMode", "imageScale"]
    static let gradientKeys = ["gradient"]
    static let blurKeys = ["blur"]
    static let listKeys = ["style", "rows", "rowHeight", "rowText", "detailText", "disclosure", "scroll"]
    static let gridKeys = ["items", "itemSize", "spacing", "inset", "colors", "cellCornerRadius", "scroll"]

    /// A view and its subtree; `depth` is 1 for a screen's root.
    func view(
        _ node: Node, depth: Int, ids: inout [String: Int], defaultFrame: CGRect? = nil,
        framed: inout Set<String>, inStack: Bool = false
    ) throws(SceneError) -> SceneView {
        guard depth <= SceneLimits.maximumDepth else {
            throw error("views are nested more than \(SceneLimits.maximumDepth) deep", at: node)
        }
        viewCount += 1
        guard viewCount <= SceneLimits.maximumViewCount else {
            throw error("the document has more than \(SceneLimits.maximumViewCount) views", at: node)
        }
        let m = try MappingReader(
            node, self, what: "view",
            keys: Self.commonViewKeys + Self.labelKeys + Self.imageKeys + Self.gradientKeys + Self.blurKeys
                + Self.stackKeys + Self.listKeys + Self.gridKeys.filter { $0 != "scroll" })
        let type = try m["type"].map { n throws(SceneError) in try choice(n, "view type", Self.viewTypes) } ?? "view"
        let own: [String] =
            switch type {
            case "label": Self.labelKeys
            case "image": Self.imageKeys
            case "gradient": Self.gradientKeys
            case "blur": Self.blurKeys
            case "stack": Self.stackKeys
            case "list": Self.listKeys
            case "grid": Self.gridKeys
            default: []
            }
        for e in m.entries where !Self.commonViewKeys.contains(e.key) && !own.contains(e.key) {
            let owner =
                Self.labelKeys.contains(e.key)
                ? "label"
                : Self.imageKeys.contains(e.key)
                    ? "image"
                    : Self.blurKeys.contains(e.key)
                        ? "blur"
                        : Self.stackKeys.contains(e.key)
                            ? "stack"
                            : Self.listKeys.contains(e.key) ? "list" : Self.gridKeys.contains(e.key) ? "grid" : "gradient"
            throw error(
                "key '\(e.key)' does not apply to a view of type '\(type)'", at: e.keyNode,
                hint: "it belongs to 'type: \(owner)'")
        }

        var v = SceneView()
        if let n = m["id"] {
            let id = try name(n, "id")
            if let line = ids[id] {
                throw error("duplicate id '\(id)' in this screen", at: n, hint: "it is already used at line \(line)")
            }
            ids[id] = n.mark?.line ?? 1
            v.id = id
        }
        if let n = m["tag"] { v.tag = try integer(n, "tag", min: Int.min) }
        if let n = m["frame"] {
            if inStack { throw error("a stack view's child is placed by the stack", at: n, hint: "remove its 'frame'") }
            v.frame = try rect(n, "frame")
            if let id = v.id { framed.insert(id) }
        } else if let f = defaultFrame {
            v.frame = f
        }
        v.usesConstraints = inStack
        if let n = m["layoutMargins"] {
            let e = try numbers(n, "layoutMargins", count: 4, expected: "margins [top, left, bottom, right]")
            v.layoutMargins = EdgeInsets(top: e[0], left: e[1], bottom: e[2], right: e[3])
        }
        if let n = m["backgroundColor"] { v.backgroundColor = try color(n, "backgroundColor") }
        if let n = m["alpha"] { v.alpha = try number(n, "alpha", min: 0, max: 1) }
        if let n = m["hidden"] { v.isHidden = try bool(n, "hidden") }
        if let n = m["cornerRadius"] { v.cornerRadius = try number(n, "cornerRadius", min: 0) }
        if let n = m["maskedCorners"] { v.maskedCorners = try corners(n) }
        if let n = m["border"] {
            let b = try MappingReader(n, self, what: "border", keys: ["width", "color"])
            v.borderWidth = try number(b.require("width", in: "'border'"), "width", min: 0)
            if let c = b["color"] { v.borderColor = try color(c, "color") }
        }
        if let n = m["shadow"] { v.shadow = try shadow(n) }
        if let n = m["clipsToBounds"] { v.clipsToBounds = try bool(n, "clipsToBounds") }
        if let n = m["transform"] { v.transform = try transform(n) }
        if let n = m["anchorPoint"] { v.anchorPoint = try point(n, "anchorPoint") }
        if let n = m["zPosition"] { v.zPosition = try number(n, "zPosition") }
        switch type {
        case "label": v.content = .label(try label(m))
        case "image": v.content = .image(try image(m))
        case "gradient": v.content = .gradient(try gradient(m.require("gradient", in: "a gradient view")))
        case "blur":
            let n = try m.require("blur", in: "a blur view")
            let style = try choice(n, "blur style", BlurEffect.Style.allCases.map(\.name))
            v.content = .blur(BlurEffect.Style(name: style)!)
        case "stack": v.content = .stack(try stack(m))
        case "list": v.content = .list(try list(m))
        case "grid": v.content = .grid(try grid(m))
        default: break
        }
        if let n = m["children"] {
            for child in try list(n, "children", expected: "a list of views") {
                v.children.append(try view(child, depth: depth + 1, ids: &ids, framed: &framed, inStack: type == "stack"))
            }
        }
        if let n = m["constraints"] {
            let nodes = try list(n, "constraints", expected: "a list of constraints such as 'title.top == safe.top + 20'")
            for item in nodes { v.constraints.append(try constraint(item)) }
            try resolveConstraints(of: &v, nodes: nodes, framed: framed)
        }
        return v
    }

    /// A `type: list` view's rows.
    func list(_ m: MappingReader) throws(SceneError) -> SceneList {
        let rowsNode = try m.require("rows", in: "a list view")
        var l = SceneList(rows: try integer(rowsNode, "rows", min: 0))
        guard l.rows <= SceneLimits.maximumGeneratedCells else {
            throw error("'rows' must be at most \(SceneLimits.maximumGeneratedCells)", at: rowsNode)
        }
        if let n = m["style"] { l.style = try choice(n, "list style", SceneList.Style.self) }
        if let n = m["rowHeight"] { l.rowHeight = try number(n, "rowHeight", min: 0, minOpen: true, max: 10_000) }
        if let n = m["rowText"] { l.text = try string(n, "rowText") }
        if let n = m["detailText"] { l.detail = try string(n, "detailText") }
        if let n = m["disclosure"] { l.disclosure = try bool(n, "disclosure") }
        if let n = m["scroll"] { l.scroll = try number(n, "scroll", min: 0) }
        return l
    }

    /// A `type: grid` view's cells.
    func grid(_ m: MappingReader) throws(SceneError) -> SceneGrid {
        let itemsNode = try m.require("items", in: "a grid view")
        var g = SceneGrid(items: try integer(itemsNode, "items", min: 0))
        guard g.items <= SceneLimits.maximumGeneratedCells else {
            throw error("'items' must be at most \(SceneLimits.maximumGeneratedCells)", at: itemsNode)
        }
        if let n = m["itemSize"] {
            g.itemSize = try size(n, "itemSize")
            guard g.itemSize.width > 0, g.itemSize.height > 0 else { throw error("'itemSize' must be positive", at: n) }
        }
        if let n = m["spacing"] { g.spacing = try number(n, "spacing", min: 0, max: 10_000) }
        if let n = m["inset"] { g.inset = try number(n, "inset", min: 0, max: 10_000) }
        if let n = m["colors"] {
            var colors: [Color] = []
            for c in try list(n, "colors", expected: "a list of colours") { colors.append(try color(c, "colors")) }
            guard !colors.isEmpty else { throw error("'colors' must name at least one colour", at: n) }
            g.colors = colors
        }
        if let n = m["cellCornerRadius"] { g.cornerRadius = try number(n, "cellCornerRadius", min: 0) }
        if let n = m["scroll"] { g.scroll = try number(n, "scroll", min: 0) }
        return g
    }

    func corners(_ node: Node) throws(SceneError) -> CornerMask {
        let names: [(String, CornerMask)] = [
            ("topLeft", .layerMinXMinYCorner), ("topRight", .layerMaxXMinYCorner),
            ("bottomLeft", .layerMinXMaxYCorner), ("bottomRight", .layerMaxXMaxYCorner),
        ]
        var mask: CornerMask = []
        for n in try list(node, "maskedCorners", expected: "a list of corners") {
            let c = try choice(n, "corner", names.map(\.0))
            mask.insert(names.first { $0.0 == c }!.1)
        }
        return mask
    }

    func shadow(_ node: Node) throws(SceneError) -> Shadow {
        let m = try MappingReader(node, self, what: "shadow", keys: ["color", "opacity", "radius", "offset"])
        var s = Shadow(opacity: try number(m.require("opacity", in: "'shadow'"), "opacity", min: 0, max: 1))
        if let n = m["color"] { s.color = try color(n, "color") }
        if let n = m["radius"] { s.radius = try number(n, "radius", min: 0, max: 10_000) }
        if let n = m["offset"] {
            let v = try numbers(n, "offset", count: 2, expected: "an offset [dx, dy]")
            s.offset = CGSize(width: v[0], height: v[1])
        }
        return s
    }

    /// A list of steps, or one step; angles in degrees.
    func transform(_ node: Node) throws(SceneError) -> [SceneView.TransformStep] {
        let steps: [Node]
        if case let .sequence(s) = node { steps = Array(s) } else { steps = [node] }
        var out: [SceneView.TransformStep] = []
        let kinds = ["translate", "scale", "rotate", "rotate3D", "perspective"]
        for step in steps {
            let m = try MappingReader(step, self, what: "transform", keys: kinds)
            guard m.entries.count == 1, let e = m.entries.first else {
                throw error(
                    "each transform step must have exactly one of " + kinds.map { "'\($0)'" }.joined(separator: ", "),
                    at: step, hint: "write several steps as a list")
            }
            switch e.key {
            case "translate":
                let v = try vector(e.value, "translate", defaultZ: 0)
                out.append(.translate(x: v[0], y: v[1], z: v[2]))
            case "scale":
                if case .scalar = e.value {
                    let s = try number(e.value, "scale")
                    out.append(.scale(x: s, y: s, z: 1))
                } else {
                    let v = try vector(e.value, "scale", defaultZ: 1)
                    out.append(.scale(x: v[0], y: v[1], z: v[2]))
                }
            case "rotate":
                out.append(.rotate(angle: try number(e.value, "rotate") * .pi / 180, x: 0, y: 0, z: 1))
            case "rotate3D":
                let r = try MappingReader(e.value, self, what: "rotate3D", keys: ["angle", "axis"])
                let angle = try number(r.require("angle", in: "'rotate3D'"), "angle") * .pi / 180
                let axisNode = try r.require("axis", in: "'rotate3D'")
                let a = try numbers(axisNode, "axis", count: 3, expected: "an axis [x, y, z]")
                guard a.contains(where: { $0 != 0 }) else { throw error("'axis' must not be [0, 0, 0]", at: axisNode) }
                out.append(.rotate(angle: angle, x: a[0], y: a[1], z: a[2]))
            default:
                out.append(.perspective(distance: try number(e.value, "perspective", min: 0, minOpen: true)))
            }
        }
        return out
    }

    /// `[x, y]` or `[x, y, z]`.
    private func vector(_ node: Node, _ key: String, defaultZ: Double) throws(SceneError) -> [Double] {
        guard case let .sequence(s) = node, s.count == 2 || s.count == 3 else {
            throw mismatch("[x, y] or [x, y, z]", key, node)
        }
        var v: [Double] = []
        for n in s { v.append(try number(n, key)) }
        return v.count == 3 ? v : v + [defaultZ]
    }

    func label(_ m: MappingReader) throws(SceneError) -> SceneLabel {
        var l = SceneLabel(text: try string(m.require("text", in: "a label"), "text"))
        if let n = m["font"] {
            let f = try MappingReader(n, self, what: "font", keys: ["family", "size", "weight", "italic", "style"])
            if let s = f["style"] {
                let names: [(String, Font.TextStyle)] = [
                    ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
                    ("headline", .headline), ("body", .body), ("callout", .callout), ("subheadline", .subheadline),
                    ("footnote", .footnote), ("caption1", .caption1), ("caption2", .caption2),
                ]
                let style = try choice(s, "style", names.map(\.0))
                l.textStyle = names.first { $0.0 == style }!.1
                if l.baseline != nil || m["baseline"] != nil {
                    throw error(
                        "a label with a text style cannot have a fixed 'baseline'", at: s,
                        hint: "remove 'baseline', or give the font a 'size' instead of a 'style'")
                }
            }
            if let s = f["family"] { l.font.familyName = try name(s, "family") }
            if let s = f["size"] { l.font.pointSize = try number(s, "size", min: 0, minOpen: true, max: 1000) }
            if let s = f["weight"] {
                let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
                l.font.weight = Font.Weight(rawValue: try choice(s, "weight", weights))!
            }
            if let s = f["italic"] { l.font.isItalic = try bool(s, "italic") }
        }
        if let n = m["textColor"] { l.color = try color(n, "textColor") }
        if let n = m["alignment"] {
            let names: [(String, TextAlignment)] = [
                ("left", .left), ("center", .center), ("right", .right),
                ("natural", .natural), ("justified", .justified),
            ]
            let a = try choice(n, "alignment", names.map(\.0))
            l.alignment = names.first { $0.0 == a }!.1
        }
        if let n = m["lines"] { l.lines = try integer(n, "lines", min: 0) }
        if let n = m["lineBreak"] {
            let names: [(String, LineBreakMode)] = [
                ("wordWrapping", .byWordWrapping), ("charWrapping", .byCharWrapping), ("clipping", .byClipping),
                ("truncatingHead", .byTruncatingHead), ("truncatingTail", .byTruncatingTail),
                ("truncatingMiddle", .byTruncatingMiddle),
            ]
            let b = try choice(n, "lineBreak", names.map(\.0))
            l.lineBreak = names.first { $0.0 == b }!.1
        }
        if let n = m["baseline"] { l.baseline = try point(n, "baseline") }
        return l
    }

    func image(_ m: MappingReader) throws(SceneError) -> SceneImage {
        let n = try m.require("image", in: "an image view")
        let path = try string(n, "image")
        let url = try confinedFile(path, at: n)
        var image = SceneImage(path: path, url: url, location: location(n))
        if let c = m["contentMode"] {
            let names: [(String, ContentMode)] = [
                ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
                ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
                ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
                ("bottomRight", .bottomRight),
            ]
            let mode = try choice(c, "contentMode", names.map(\.0))
            image.contentMode = names.first { $0.0 == mode }!.1
        }
        if let s = m["imageScale"] { image.scale = try number(s, "imageScale", min: 0, minOpen: true, max: 8) }
        return image
    }

    /// The PNG file `path` names, inside the scene's folder unless outside paths are allowed.
    func confinedFile(_ path: String, at node: Node) throws(SceneError) -> URL {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if !options.allowOutsidePaths {
            if path.hasPrefix("/") || path.hasPrefix("~") {
                throw error(
                    "image path '\(path)' is absolute", at: node,
                    hint: "write a path relative to the scene's folder, or load with allowOutsidePaths")
            }
            if components.contains("..") {
                throw error(
                    "image path '\(path)' leaves the scene's folder", at: node,
                    hint: "'..' is refused unless the loader allows outside paths")
            }
        }
        guard path.lowercased().hasSuffix(".png") else {
            throw error("image path '\(path)' does not name a PNG file", at: node, hint: "only .png images are read")
        }
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
        let resolved = url.resolvingSymlinksInPath().path
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        if !options.allowOutsidePaths, !resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") {
            throw error("image path '\(path)' leads out of the scene's folder through a symbolic link", at: node)
        }
        let kind = FileKind(path: resolved)
        switch kind {
        case .missing:
            throw error("image file '\(path)' does not exist", at: node, hint: "paths are relative to the scene's folder")
        case .folder, .special:
            // Never opened: a FIFO or device would block the reader.
            throw error("image file '\(path)' is \(kind.notAFileDescription ?? "not a file"), not a PNG file", at: node)
        case let .regularFile(size) where size > PNGImageDecoder.maximumFileSize:
            throw error(
                "image file '\(path)' is \(size) bytes, more than the limit of \(PNGImageDecoder.maximumFileSize)", at: node)
        case .regularFile:
            return url
        }
    }

    func gradient(_ node: Node) throws(SceneError) -> SceneGradient {
        let m = try MappingReader(node, self, what: "gradient", keys: ["kind", "colors", "locations", "start", "end", "radius"])
        let kind =
            try m["kind"].map { n throws(SceneError) in try choice(n, "gradient kind", SceneGradient.Kind.self) } ?? .linear
        let colorsNode = try m.require("colors", in: "'gradient'")
        var colors: [Color] = []
        for n in try list(colorsNode, "colors", expected: "a list of colours") { colors.append(try color(n, "colors")) }
        guard colors.count >= 2 else { throw error("a gradient needs at least 2 colours, found \(colors.count)", at: colorsNode) }
        var g = SceneGradient(kind: kind, gradient: Gradient(colors: colors))
        if let n = m["locations"] {
            let items = try list(n, "locations", expected: "a list of numbers")
            guard items.count == colors.count else {
                throw error("'locations' has \(items.count) entries for \(colors.count) colours", at: n)
            }
            var stops: [Gradient.Stop] = []
            for (item, c) in zip(items, colors) {
                let loc = try number(item, "locations", min: 0, max: 1)
                if let last = stops.last, loc < last.location {
                    throw error("'locations' must not decrease", at: item)
                }
                stops.append(Gradient.Stop(location: loc, color: c))
            }
            g.gradient = Gradient(stops: stops)
        }
        if let n = m["start"] { g.start = try point(n, "start") }
        if let n = m["end"] {
            guard kind == .linear else {
                throw error("'end' applies only to linear gradients", at: n, hint: "a radial gradient takes 'radius'")
            }
            g.end = try point(n, "end")
        }
        if let n = m["radius"] {
            guard kind == .radial else { throw error("'radius' applies only to radial gradients", at: n) }
            g.radius = try number(n, "radius", min: 0, minOpen: true)
        }
        return g
    }
}
