import Flipbook
import Foundation
import Yams

extension SceneParser {
    /// A word of a script line and where it starts (in Unicode scalars from the line's start).
    struct Token {
        var text: String
        var offset: Int
    }

    /// Splits a script line into words; `( ... )` is one word.
    static func tokens(_ line: String) -> [Token] {
        var out: [Token] = []
        var current = ""
        var start = 0
        var depth = 0
        for (i, ch) in line.unicodeScalars.enumerated() {
            if ch == " " && depth == 0 {
                if !current.isEmpty {
                    out.append(Token(text: current, offset: start))
                    current = ""
                }
                continue
            }
            if current.isEmpty { start = i }
            if ch == "(" { depth += 1 } else if ch == ")" { depth = max(0, depth - 1) }
            current.unicodeScalars.append(ch)
        }
        if !current.isEmpty { out.append(Token(text: current, offset: start)) }
        return out
    }

    /// An error at a word inside a scalar (or at the scalar's end when `token` is nil).
    func error(_ problem: String, in node: Node, token: Token?, hint: String? = nil) -> SceneError {
        guard case let .scalar(s) = node, let mark = s.mark else { return error(problem, at: node, hint: hint) }
        let quoted = s.style == .singleQuoted || s.style == .doubleQuoted ? 1 : 0
        let offset = token?.offset ?? s.string.unicodeScalars.count
        return SceneError(file: file, line: mark.line, column: mark.column + quoted + offset, problem: problem, hint: hint)
    }

    func interaction(_ node: Node) throws(SceneError) -> SceneInteraction {
        let m = try MappingReader(node, self, what: "interaction", keys: ["percent", "touches"])
        switch (m["percent"], m["touches"]) {
        case let (p?, nil): return .percent(try percentScript(p))
        case let (nil, t?): return .touches(try touchScript(t))
        case (_?, _?): throw error("an interaction is 'percent' or 'touches', not both", at: m.keyNode("touches")!)
        case (nil, nil): throw error("missing key 'percent' or 'touches' in 'interaction'", at: node)
        }
    }

    private func percentScript(_ node: Node) throws(SceneError) -> PercentScript {
        let m = try MappingReader(
            node, self, what: "percent", keys: ["script", "completionSpeed", "completionCurve", "wantsInteractiveStart"])
        var steps: [PercentScript.Step] = []
        let scriptNode = try m.require("script", in: "'percent'")
        for line in try list(scriptNode, "script", expected: "a list of steps such as 'update 0.5 at 0.25'") {
            let step = try percentStep(line)
            if let last = steps.last {
                if case .finish = last { throw error("no step may follow 'finish'", at: line) }
                if case .cancel = last { throw error("no step may follow 'cancel'", at: line) }
                if step.time < last.time {
                    throw error(
                        "step times must not decrease, found \(Self.format(step.time)) after \(Self.format(last.time))", at: line)
                }
            }
            steps.append(step)
        }
        switch steps.last {
        case .finish?, .cancel?: break
        default: throw error("the percent script must end with 'finish' or 'cancel'", at: scriptNode)
        }
        var script = PercentScript(steps: steps)
        if let n = m["completionSpeed"] {
            script.completionSpeed = try number(n, "completionSpeed", min: 0, minOpen: true, max: 100)
        }
        if let n = m["completionCurve"] { script.completionCurve = try curve(n, "completionCurve") }
        if let n = m["wantsInteractiveStart"] { script.wantsInteractiveStart = try bool(n, "wantsInteractiveStart") }
        return script
    }

    /// `update P at T`, `pause at T`, `finish at T [velocity V]`, `cancel at T [velocity V]`.
    private func percentStep(_ node: Node) throws(SceneError) -> PercentScript.Step {
        let text = try string(node, "script step")
        let words = Self.tokens(text)
        let verbs = ["update", "pause", "finish", "cancel"]
        guard let verb = words.first else { throw mismatch("a step", "script", node) }
        guard verbs.contains(verb.text) else {
            throw error("unknown step '\(verb.text)'", in: node, token: verb, hint: Suggestion.hint(for: verb.text, among: verbs))
        }
        var i = 1
        func next(_ what: String) throws(SceneError) -> Token {
            guard i < words.count else { throw error("expected \(what) after '\(words[i - 1].text)'", in: node, token: nil) }
            i += 1
            return words[i - 1]
        }
        func expectWord(_ word: String) throws(SceneError) {
            let w = try next("'\(word)'")
            guard w.text == word else { throw error("expected '\(word)', found '\(w.text)'", in: node, token: w) }
        }
        func value(_ what: String, min: Double? = nil, max: Double? = nil) throws(SceneError) -> Double {
            let w = try next(what)
            guard let v = Self.decimal(w.text) else { throw error("expected \(what), found '\(w.text)'", in: node, token: w) }
            if let min, v < min {
                throw error("\(what) must be at least \(Self.format(min)), found \(w.text)", in: node, token: w)
            }
            if let max, v > max {
                throw error("\(what) must be at most \(Self.format(max)), found \(w.text)", in: node, token: w)
            }
            return v
        }
        var percent = 0.0
        if verb.text == "update" { percent = try value("a percent in 0...1", min: 0, max: 1) }
        try expectWord("at")
        let time = try value("a time in seconds", min: 0)
        var velocity: Double?
        if i < words.count, verb.text == "finish" || verb.text == "cancel" {
            try expectWord("velocity")
            velocity = try value("a velocity")
        }
        if i < words.count { throw error("unexpected '\(words[i].text)' at the end of the step", in: node, token: words[i]) }
        switch verb.text {
        case "update": return .update(percent: percent, at: time)
        case "pause": return .pause(at: time)
        case "finish": return .finish(at: time, velocity: velocity)
        default: return .cancel(at: time, velocity: velocity)
        }
    }

    private func touchScript(_ node: Node) throws(SceneError) -> TouchScript {
        let m = try MappingReader(node, self, what: "touches", keys: ["script"])
        let scriptNode = try m.require("script", in: "'touches'")
        var events: [TouchLine] = []
        var down: Set<Int> = []
        var finished: Set<Int> = []
        var lines = try list(scriptNode, "script", expected: "a list of touches such as 'down (10, 300) at 0'")
        if isFlowSequence(scriptNode) { lines = Self.rejoiningPoints(lines) }
        for line in lines {
            let e = try touchEvent(line)
            if let last = events.last, e.event.time < last.event.time {
                throw error(
                    "touch times must not decrease, found \(Self.format(e.event.time)) after \(Self.format(last.event.time))",
                    at: line)
            }
            switch e.event.kind {
            case .down:
                guard !down.contains(e.finger), !finished.contains(e.finger) else {
                    throw error("finger \(e.finger) is already down", at: line)
                }
                down.insert(e.finger)
            case .move, .up, .cancel:
                guard down.contains(e.finger) else {
                    throw error("finger \(e.finger) is not down", at: line, hint: "start it with 'down'")
                }
                if e.event.kind == .up {
                    down.remove(e.finger)
                    finished.insert(e.finger)
                }
            }
            events.append(e)
        }
        if let f = down.min() { throw error("finger \(f) never goes up", at: scriptNode, hint: "end each touch with 'up'") }
        guard !events.isEmpty else { throw error("the touch script is empty", at: scriptNode) }
        return TouchLine.script(of: events)
    }

    /// The items of an inline (flow) list as written: YAML splits
    /// `[down (10, 300) at 0, up (10, 300) at 1]` at every comma, the one
    /// inside a point too, so an item that opens a parenthesis it does not
    /// close is joined with the items after it until it closes, with the
    /// comma and the spaces that stood between them (on one line, columns in
    /// error messages stay those of the file). Block lists come out whole.
    static func rejoiningPoints(_ items: [Node]) -> [Node] {
        func depth(_ text: String) -> Int {
            text.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
        }
        var out: [Node] = []
        var i = 0
        while i < items.count {
            guard case var .scalar(joined) = items[i], joined.style == .plain, depth(joined.string) > 0 else {
                out.append(items[i])
                i += 1
                continue
            }
            var j = i + 1
            var open = depth(joined.string)
            while open > 0, j < items.count, case let .scalar(next) = items[j], next.style == .plain {
                var gap = ", "
                if let a = joined.mark, let b = next.mark, a.line == b.line {
                    let end = a.column + joined.string.unicodeScalars.count
                    gap = "," + String(repeating: " ", count: max(0, b.column - end - 1))
                }
                joined.string += gap + next.string
                open += depth(next.string)
                j += 1
            }
            out.append(.scalar(joined))
            i = j
        }
        return out
    }

    /// `[finger N] down|move|up (X, Y) at T`.
    private func touchEvent(_ node: Node) throws(SceneError) -> TouchLine {
        let text = try string(node, "touch")
        var words = Self.tokens(text)[...]
        var finger = 1
        if words.first?.text == "finger" {
            words.removeFirst()
            guard let w = words.popFirst() else { throw error("expected a finger number after 'finger'", in: node, token: nil) }
            guard let f = Int(w.text), f >= 1, f <= 10 else {
                throw error("expected a finger number from 1 to 10, found '\(w.text)'", in: node, token: w)
            }
            finger = f
        }
        let phases = ["down", "move", "up"]
        guard let p = words.popFirst() else { throw error("expected 'down', 'move' or 'up'", in: node, token: nil) }
        guard phases.contains(p.text), let kind = TouchScript.Event.Kind(rawValue: p.text) else {
            throw error("unknown touch phase '\(p.text)'", in: node, token: p, hint: Suggestion.hint(for: p.text, among: phases))
        }
        guard let pt = words.popFirst() else { throw error("expected a point (x, y) after '\(p.text)'", in: node, token: nil) }
        let inner = pt.text.hasPrefix("(") && pt.text.hasSuffix(")") ? pt.text.dropFirst().dropLast() : ""
        let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = Self.decimal(parts[0]), let y = Self.decimal(parts[1]) else {
            throw error("expected a point (x, y), found '\(pt.text)'", in: node, token: pt)
        }
        guard let at = words.popFirst() else { throw error("expected 'at' after the point", in: node, token: nil) }
        guard at.text == "at" else { throw error("expected 'at', found '\(at.text)'", in: node, token: at) }
        guard let tw = words.popFirst() else { throw error("expected a time in seconds after 'at'", in: node, token: nil) }
        guard let t = Self.decimal(tw.text), t >= 0 else {
            throw error("expected a time in seconds, found '\(tw.text)'", in: node, token: tw)
        }
        if let extra = words.first { throw error("unexpected '\(extra.text)' at the end of the touch", in: node, token: extra) }
        return TouchLine(finger: finger, event: TouchScript.Event(kind, at: CGPoint(x: x, y: y), time: t))
    }
}
