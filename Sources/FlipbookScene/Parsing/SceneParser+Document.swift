import Flipbook
import Foundation
import Yams

extension SceneParser {
    static let documentKeys = [
        "device", "canvas", "screens", "transition", "interaction", "outputs", "templates", "variants",
        "navigationBar",
    ]

    func document(_ root: Node) throws(SceneError) -> SceneDocument {
        let m = try MappingReader(root, self, what: "the document", keys: Self.documentKeys)
        var device = try m["device"].map { n throws(SceneError) in try self.device(n) }
        if let forced = options.device { device = forced }
        let canvas: SceneDocument.Canvas
        if let device, m["canvas"] == nil {
            canvas = SceneDocument.Canvas(width: device.size.width, height: device.size.height, scale: device.scale)
        } else {
            canvas = try self.canvas(m.require("canvas"), device: device, sizeFromDevice: options.device != nil)
        }
        let screensNode = try m.require("screens")
        guard case .mapping = screensNode else { throw mismatch("a mapping of named screens", "screens", screensNode) }
        let screenMap = try mergedEntries(screensNode, "screens")
        guard !screenMap.isEmpty else { throw mismatch("a mapping of named screens", "screens", screensNode) }
        var screens: [SceneDocument.Screen] = []
        let bounds = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        for (k, v) in screenMap {
            let name = try self.name(k, "screen name")
            if screens.contains(where: { $0.name == name }) { throw error("duplicate screen '\(name)'", at: k) }
            var ids: [String: Int] = [:]
            var framed: Set<String> = []
            screens.append(.init(name: name, root: try view(v, depth: 1, ids: &ids, defaultFrame: bounds, framed: &framed)))
        }
        let transitionNode = try m.require("transition")
        let transition = try self.transition(transitionNode, screens: screens)
        var interaction: SceneInteraction?
        if let n = m["interaction"] { interaction = try self.interaction(n) }
        let navigationBar = try m["navigationBar"].map { n throws(SceneError) in
            try self.navigationBar(n, keyNode: m.keyNode("navigationBar"), transition: transition, screens: screens)
        }
        let outputs = try m["outputs"].map { n throws(SceneError) in try self.outputs(n) } ?? SceneOutputs()
        try checkFrameCount(
            canvas: canvas, transition: transition, transitionNode: transitionNode,
            interaction: interaction, interactionNode: m["interaction"])
        var document = SceneDocument(
            canvas: canvas, screens: screens, transition: transition,
            interaction: interaction, outputs: outputs)
        document.device = device
        document.variants = try m["variants"].map { n throws(SceneError) in try self.variants(n) }
        document.navigationBar = navigationBar
        return document
    }

    /// A device preset by name (`Device.named(_:)`); an unknown name is
    /// refused with the closest known one.
    func device(_ node: Node) throws(SceneError) -> Device {
        let text = try string(node, "device")
        guard let device = Device.named(text) else {
            throw error(
                "unknown device '\(text)'", at: node,
                hint: Suggestion.hint(for: text, among: Device.presets.map(\.name)))
        }
        return device
    }

    func canvas(_ node: Node, device: Device? = nil, sizeFromDevice: Bool = false) throws(SceneError) -> SceneDocument.Canvas {
        let m = try MappingReader(node, self, what: "canvas", keys: ["width", "height", "scale", "fps", "background", "opaque"])
        let maxPoints = SceneLimits.maximumCanvasPoints
        if let device {
            for key in ["width", "height"] where !sizeFromDevice {
                if let k = m.keyNode(key) {
                    throw error(
                        "'\(key)' cannot be given with a device", at: k,
                        hint:
                            "'\(device.name)' is \(Self.format(device.size.width)) x \(Self.format(device.size.height)) points; remove it or the device"
                    )
                }
            }
            var c = SceneDocument.Canvas(width: device.size.width, height: device.size.height, scale: device.scale)
            if let n = m["scale"] {
                c.scale = try number(n, "scale", min: SceneLimits.minimumScale, max: SceneLimits.maximumScale)
            }
            if let n = m["fps"] { c.fps = try number(n, "fps", min: SceneLimits.minimumFPS, max: SceneLimits.maximumFPS) }
            if let n = m["background"] { c.background = try color(n, "background") }
            if let n = m["opaque"] { c.opaque = try bool(n, "opaque") }
            return c
        }
        let widthNode = try m.require("width", in: "'canvas'")
        let heightNode = try m.require("height", in: "'canvas'")
        var c = SceneDocument.Canvas(
            width: try number(widthNode, "width", min: 0, minOpen: true, max: maxPoints),
            height: try number(heightNode, "height", min: 0, minOpen: true, max: maxPoints))
        if let n = m["scale"] { c.scale = try number(n, "scale", min: SceneLimits.minimumScale, max: SceneLimits.maximumScale) }
        if let n = m["fps"] { c.fps = try number(n, "fps", min: SceneLimits.minimumFPS, max: SceneLimits.maximumFPS) }
        if let n = m["background"] { c.background = try color(n, "background") }
        if let n = m["opaque"] { c.opaque = try bool(n, "opaque") }
        let limit = SceneLimits.maximumCanvasPixels
        for (side, value, n) in [("wide", c.width, widthNode), ("high", c.height, heightNode)]
        where (value * c.scale).rounded(.up) > limit {
            throw error(
                "the canvas is \(Self.format((value * c.scale).rounded(.up))) pixels \(side) at scale \(Self.format(c.scale))",
                at: n, hint: "at most \(Int(limit)) pixels a side")
        }
        return c
    }

    /// Refuses runs longer than ``SceneLimits/maximumFrameCount`` frames, as far
    /// as the document tells: the duration, and the interaction script's end
    /// plus the longest completion it could take.
    func checkFrameCount(
        canvas: SceneDocument.Canvas, transition: SceneTransition, transitionNode: Node,
        interaction: SceneInteraction?, interactionNode: Node?
    ) throws(SceneError) {
        let duration = transition.duration ?? 0
        var end = duration
        switch interaction {
        case let .percent(script)?: end = max(end, (script.steps.last?.time ?? 0) + duration / script.completionSpeed)
        case let .touches(script)?: end = max(end, (script.latestEventTime ?? 0) + duration)
        case nil: break
        }
        let frames = (end * canvas.fps).rounded(.up) + 1
        guard frames <= Double(SceneLimits.maximumFrameCount) else {
            throw error(
                "the run would take \(Self.format(frames)) frames at \(Self.format(canvas.fps)) fps",
                at: interaction == nil ? transitionNode : interactionNode ?? transitionNode,
                hint: "at most \(SceneLimits.maximumFrameCount) frames are allowed")
        }
    }
}
