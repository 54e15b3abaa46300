import Flipbook
import Foundation
import Yams

extension SceneParser {
    static let transitionKeys = [
        "kind", "from", "to", "size", "animator", "keyframes", "duration", "curve", "style",
        "transitionStyle", "presentationController", "hide", "show", "tabs", "zoom",
    ]

    func transition(_ node: Node, screens: [SceneDocument.Screen]) throws(SceneError) -> SceneTransition {
        let m = try MappingReader(node, self, what: "transition", keys: Self.transitionKeys)
        let kind = try choice(m.require("kind", in: "'transition'"), "transition kind", SceneTransition.Kind.self)
        let names = screens.map(\.name)
        func screenName(_ key: String) throws(SceneError) -> String {
            let n = try m.require(key, in: "'transition'")
            let s = try name(n, key)
            guard names.contains(s) else {
                throw error("unknown screen '\(s)'", at: n, hint: Suggestion.hint(for: s, among: names))
            }
            return s
        }
        var t = SceneTransition(kind: kind, from: try screenName("from"), to: nil)
        if kind == .resize {
            if let n = m["to"] {
                throw error("a resize transition has no 'to' screen", at: n, hint: "give the new canvas 'size' instead")
            }
            let n = try m.require("size", in: "a resize transition")
            let size = try self.size(n, "size")
            guard size.width > 0, size.height > 0, size.width <= SceneLimits.maximumCanvasPoints,
                size.height <= SceneLimits.maximumCanvasPoints
            else {
                throw error("'size' must be positive and at most \(Int(SceneLimits.maximumCanvasPoints)) points a side", at: n)
            }
            t.size = size
        } else if kind == .layout {
            if let n = m["to"] {
                throw error("a layout transition has no 'to' screen", at: n, hint: "name the views to 'hide' or 'show' instead")
            }
            if let n = m["size"] { throw error("'size' applies only to resize transitions", at: n) }
            let known = screens.first { $0.name == t.from }!.root.identifiers
            for key in ["hide", "show"] {
                guard let n = m[key] else { continue }
                var ids: [String] = []
                for item in try list(n, key, expected: "a list of view ids") {
                    let id = try name(item, key)
                    guard known.contains(id) else {
                        throw error(
                            "unknown view '\(id)' in screen '\(t.from)'", at: item, hint: Suggestion.hint(for: id, among: known))
                    }
                    ids.append(id)
                }
                if key == "hide" { t.hide = ids } else { t.show = ids }
            }
            guard !t.hide.isEmpty || !t.show.isEmpty else {
                throw error("a layout transition needs views to 'hide' or 'show'", at: node, hint: "write 'hide: [id]'")
            }
        } else {
            if let n = m["size"] { throw error("'size' applies only to resize transitions", at: n) }
            for key in ["hide", "show"] {
                if let n = m.keyNode(key) { throw error("'\(key)' applies only to layout transitions", at: n) }
            }
            t.to = try screenName("to")
            if t.to == t.from, let n = m["to"] {
                throw error("the transition goes from screen '\(t.from)' to itself", at: n)
            }
        }
        if let n = m["duration"] {
            t.duration = try number(n, "duration", min: 0, minOpen: true, max: 600)
            t.locations["duration"] = location(n)
        }
        if let n = m["curve"] {
            t.curve = try curve(n, "curve")
            t.locations["curve"] = location(n)
        }
        let presenting = kind == .present || kind == .dismiss
        for key in ["style", "transitionStyle", "presentationController"] {
            if let n = m.keyNode(key), !presenting {
                throw error("'\(key)' applies only to present and dismiss transitions", at: n)
            }
        }
        if let n = m["style"] { t.style = try choice(n, "presentation style", SceneTransition.PresentationStyle.self) }
        if let n = m["transitionStyle"] {
            t.modalTransitionStyle = try modalTransitionStyle(n)
        }
        if let n = m["presentationController"] {
            t.presentationController = try component(
                n, "presentation controller", knownNames: options.presentationControllerNames)
            if let style = t.style, style != .custom, let sn = m["style"] {
                throw error("a presentation controller needs 'style: custom', found '\(style.rawValue)'", at: sn)
            }
            t.style = .custom
        }
        if let a = m["animator"], let k = m.keyNode("keyframes") {
            _ = a
            throw error("a transition takes 'animator' or 'keyframes', not both", at: k)
        }
        if let n = m["animator"] {
            t.animation = .animator(try component(n, "animator", knownNames: options.animatorNames))
        }
        if let n = m["tabs"] {
            guard kind == .tab else { throw error("'tabs' applies only to tab transitions", at: m.keyNode("tabs")!) }
            t.tabs = try tabItems(n)
        }
        if let n = m["zoom"] {
            guard kind == .push else { throw error("'zoom' applies only to push transitions", at: m.keyNode("zoom")!) }
            if let a = m.keyNode("animator") ?? m.keyNode("keyframes") {
                throw error("a zoom is the built-in animation; it takes no 'animator' or 'keyframes'", at: a)
            }
            t.zoom = try zoom(n, from: screens.first { $0.name == t.from }!.root)
        }
        if let n = m["keyframes"] {
            guard let duration = t.duration else {
                throw error("missing key 'duration' in 'transition'", at: node, hint: "keyframes need the transition's duration")
            }
            let from = screens.first { $0.name == t.from }!.root.identifiers
            let to = t.to.flatMap { name in screens.first { $0.name == name } }?.root.identifiers ?? []
            var tracks: [KeyframeTrack] = []
            let hasTo = t.to != nil
            for item in try list(n, "keyframes", expected: "a list of keyframe tracks") {
                tracks.append(try track(item, duration: duration, fromIDs: from, toIDs: to, hasTo: hasTo))
            }
            t.animation = .keyframes(tracks)
        }
        return t
    }

    /// The tab bar's items: at least two (the from and to tabs come first).
    private func tabItems(_ node: Node) throws(SceneError) -> [SceneTabItem] {
        var items: [SceneTabItem] = []
        for n in try list(node, "tabs", expected: "a list of tab items") {
            let m = try MappingReader(n, self, what: "tab item", keys: ["title", "systemImage", "badge", "badgeColor"])
            var item = SceneTabItem(title: try m["title"].map { v throws(SceneError) in try string(v, "title") })
            if let v = m["systemImage"] { item.systemImage = try choice(v, "systemImage", SymbolCatalogue.names) }
            if let v = m["badge"] { item.badge = try string(v, "badge") }
            if let v = m["badgeColor"] { item.badgeColor = try color(v, "badgeColor") }
            items.append(item)
        }
        guard items.count >= 2 else {
            throw error(
                "'tabs' needs at least 2 items, found \(items.count)", at: node,
                hint: "the first is the 'from' tab, the second the 'to' tab")
        }
        guard items.count <= 10 else { throw error("'tabs' takes at most 10 items, found \(items.count)", at: node) }
        return items
    }

    /// The zoom's source: a view id of the from screen, and a cell of it when it is a list or grid.
    private func zoom(_ node: Node, from root: SceneView) throws(SceneError) -> SceneZoom {
        let m = try MappingReader(node, self, what: "zoom", keys: ["source", "item"])
        let sourceNode = try m.require("source", in: "'zoom'")
        let source = try name(sourceNode, "source")
        func find(_ v: SceneView) -> SceneView? {
            if v.id == source { return v }
            for c in v.children { if let f = find(c) { return f } }
            return nil
        }
        guard let view = find(root) else {
            throw error(
                "unknown view '\(source)' in the from screen", at: sourceNode,
                hint: Suggestion.hint(for: source, among: root.identifiers))
        }
        var z = SceneZoom(source: source)
        if let n = m["item"] {
            let item = try integer(n, "item", min: 0)
            let count: Int? =
                switch view.content {
                case let .list(l): l.rows
                case let .grid(g): g.items
                default: nil
                }
            guard let count else { throw error("'item' needs a list or grid source; '\(source)' is neither", at: n) }
            guard item < count else { throw error("'item' \(item) is past the last of \(count)", at: n) }
            z.item = item
        }
        return z
    }

    private func track(_ node: Node, duration total: Double, fromIDs: [String], toIDs: [String], hasTo: Bool) throws(SceneError)
        -> KeyframeTrack
    {
        let m = try MappingReader(
            node, self, what: "keyframe track",
            keys: ["view", "views", "screen", "delay", "stagger", "duration", "curve", "keyframes"])
        var viewNodes: [Node] = []
        switch (m["view"], m["views"]) {
        case let (v?, nil): viewNodes = [v]
        case let (nil, vs?):
            viewNodes = try list(vs, "views", expected: "a list of view ids")
            guard !viewNodes.isEmpty else { throw error("'views' must name at least one view", at: vs) }
        case (_?, _?): throw error("a track takes 'view' or 'views', not both", at: m.keyNode("views")!)
        case (nil, nil): throw error("missing key 'view' in keyframe track", at: node)
        }
        let side = try m["screen"].map { n throws(SceneError) in
            KeyframeTrack.Side(rawValue: try choice(n, "screen", ["from", "to"]))!
        }
        var views: [String] = []
        var resolvedSide: KeyframeTrack.Side?
        for vn in viewNodes {
            let id = try name(vn, "view")
            let found: KeyframeTrack.Side?
            switch id {
            case "fromView": found = side != .to ? .from : nil
            case "toView": found = hasTo && side != .from ? .to : nil
            default:
                if let side {
                    found = (side == .to ? toIDs : fromIDs).contains(id) ? side : nil
                } else {
                    found = toIDs.contains(id) ? .to : fromIDs.contains(id) ? .from : nil
                }
            }
            guard let found else {
                let known =
                    side == .from
                    ? fromIDs + ["fromView"]
                    : side == .to
                        ? toIDs + ["toView"]
                        : toIDs + fromIDs + ["fromView"] + (hasTo ? ["toView"] : [])
                let place = side.map { " in the '\($0.rawValue)' screen" } ?? ""
                throw error("unknown view id '\(id)'\(place)", at: vn, hint: Suggestion.hint(for: id, among: known))
            }
            if let r = resolvedSide, r != found {
                throw error(
                    "the views of one track must be in the same screen", at: vn, hint: "set 'screen: from' or 'screen: to'")
            }
            resolvedSide = found
            views.append(id)
        }
        let delay = try m["delay"].map { n throws(SceneError) in try number(n, "delay", min: 0) } ?? 0
        let stagger = try m["stagger"].map { n throws(SceneError) in try number(n, "stagger", min: 0) } ?? 0
        let offsets = delay + stagger * Double(views.count - 1)
        let span: Double
        if let n = m["duration"] {
            span = try number(n, "duration", min: 0, minOpen: true)
            guard offsets + span <= total + 1e-9 else {
                throw error(
                    "the track ends at \(Self.format(offsets + span)) s, after the transition's \(Self.format(total)) s", at: n)
            }
        } else {
            span = total - offsets
            guard span > 0 else {
                throw error("the delays leave no time for this track in the transition's \(Self.format(total)) s", at: node)
            }
        }
        let framesNode = try m.require("keyframes", in: "keyframe track")
        var frames: [Keyframe] = []
        for item in try list(framesNode, "keyframes", expected: "a list of keyframes") {
            let k = try keyframe(item)
            if let last = frames.last, k.time <= last.time {
                throw error(
                    "keyframe times must increase, found \(Self.format(k.time)) after \(Self.format(last.time))", at: item)
            }
            frames.append(k)
        }
        guard !frames.isEmpty else { throw error("a track needs at least one keyframe", at: framesNode) }
        var track = KeyframeTrack(views: views, side: resolvedSide!, duration: span, keyframes: frames)
        track.delay = delay
        track.stagger = stagger
        if let n = m["curve"] { track.curve = try curve(n, "curve") }
        return track
    }

    private func keyframe(_ node: Node) throws(SceneError) -> Keyframe {
        let m = try MappingReader(
            node, self, what: "keyframe", keys: ["at", "curve"] + KeyframeProperty.allCases.map(\.rawValue))
        let time = try number(m.require("at", in: "keyframe"), "at", min: 0, max: 1)
        var values: [KeyframeProperty: KeyframeValue] = [:]
        for e in m.entries {
            guard let p = KeyframeProperty(rawValue: e.key) else { continue }
            let n = e.value
            let key = e.key
            switch p {
            case .alpha, .shadowOpacity: values[p] = .number(try number(n, key, min: 0, max: 1))
            case .cornerRadius, .borderWidth, .shadowRadius: values[p] = .number(try number(n, key, min: 0))
            case .width, .height: values[p] = .number(try number(n, key, min: 0))
            case .x, .y: values[p] = .number(try number(n, key))
            case .rotation: values[p] = .number(try number(n, key) * .pi / 180)
            case .frame: values[p] = .rect(try rect(n, key))
            case .center, .translation: values[p] = .point(try point(n, key))
            case .scale:
                if case .scalar = n {
                    let s = try number(n, key)
                    values[p] = .point(CGPoint(x: s, y: s))
                } else {
                    values[p] = .point(try point(n, key))
                }
            case .backgroundColor, .borderColor: values[p] = .color(try color(n, key))
            }
        }
        guard !values.isEmpty else {
            throw error(
                "a keyframe sets no property", at: node,
                hint: "add one of " + KeyframeProperty.allCases.prefix(6).map { "'\($0.rawValue)'" }.joined(separator: ", ")
                    + ", ...")
        }
        var k = Keyframe(time: time, values: values)
        if let n = m["curve"] { k.curve = try curve(n, "curve") }
        return k
    }
}
