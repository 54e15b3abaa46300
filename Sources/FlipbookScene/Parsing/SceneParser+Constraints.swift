import Flipbook
import Foundation
import Yams

/// The compact constraint form and `type: stack` (docs/scene-format.md,
/// "Constraints" and "type: stack").
extension SceneParser {
    static let stackKeys = ["axis", "distribution", "alignment", "spacing", "marginsRelative", "baselineRelative"]

    /// Attribute names as written (UIKit's), in `Attribute` order.
    static let attributeNames: [(String, LayoutConstraint.Attribute)] =
        LayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map { (String(describing: $0), $0) }

    /// One constraint string.
    func constraint(_ node: Node) throws(SceneError) -> SceneConstraint {
        let text = try string(node, "constraints")
        func bad(_ problem: String, hint: String? = nil) -> SceneError {
            error("constraint '\(text)': \(problem)", at: node, hint: hint)
        }
        // Spaces around the operators, so that `a.top==b.top+8` reads too.
        var spaced = text
        for op in ["==", "<=", ">=", "*", "@", "+"] { spaced = spaced.replacingOccurrences(of: op, with: " \(op) ") }
        var tokens = spaced.split(whereSeparator: \.isWhitespace).map(String.init)
        var priority: Float = 1000
        if let at = tokens.firstIndex(of: "@") {
            guard at == tokens.count - 2, let p = Float(tokens[at + 1]), p >= 1, p <= 1000 else {
                throw bad("a priority is '@' and a number in [1, 1000] at the end", hint: "write '@750'")
            }
            priority = p
            tokens.removeLast(2)
        }
        let relations: [(String, LayoutConstraint.Relation)] = [
            ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
        ]
        let found = tokens.enumerated().filter { t in relations.contains { $0.0 == t.element } }
        guard found.count == 1, let (r, symbol) = found.first else {
            throw bad(
                found.isEmpty ? "expected '==', '<=' or '>='" : "more than one relation",
                hint: "write 'view.attribute == other.attribute + constant'")
        }
        let relation = relations.first { $0.0 == symbol }!.1
        guard r == 1 else { throw bad("the left side must be one 'view.attribute'", hint: "move numbers to the right side") }
        let first = try anchor(tokens[0], bad)
        var rhs = Array(tokens[(r + 1)...])
        guard !rhs.isEmpty else { throw bad("nothing after '\(symbol)'") }
        // A constant alone.
        if rhs.count == 1, let c = Double(rhs[0]), c.isFinite {
            var out = SceneConstraint(first: first, relation: relation, second: nil, text: text)
            guard family(first.attribute) == .dimension else {
                throw bad(
                    "'\(tokens[0])' is a position, which needs another item",
                    hint: "write '\(tokens[0]) \(symbol) super.\(String(describing: first.attribute)) + \(rhs[0])'")
            }
            out.constant = c
            out.priority = priority
            return out
        }
        var multiplier = 1.0
        if rhs.count >= 2, rhs[1] == "*" {
            guard let m = Double(rhs[0]), m.isFinite else {
                throw bad("'\(rhs[0])' is not a multiplier", hint: "write '0.5 * super.width'")
            }
            multiplier = m
            rhs.removeFirst(2)
        }
        guard let head = rhs.first else { throw bad("nothing after '*'") }
        let second = try anchor(head, bad)
        var constant = 0.0
        let tail = Array(rhs.dropFirst())
        switch tail.count {
        case 0: break
        case 1 where tail[0].hasPrefix("-"):
            guard let c = Double(tail[0]), c.isFinite else { throw bad("'\(tail[0])' is not a number") }
            constant = c
        case 2 where tail[0] == "+" || tail[0] == "-":
            guard let c = Double(tail[1]), c.isFinite, !tail[1].hasPrefix("-"), !tail[1].hasPrefix("+") else {
                throw bad("'\(tail[1])' is not a number")
            }
            constant = tail[0] == "-" ? -c : c
        default:
            throw bad(
                "unexpected '\(tail.joined(separator: " "))'",
                hint: "the right side is '[multiplier *] view.attribute [+ or - constant]'")
        }
        let (f1, f2) = (family(first.attribute), family(second.attribute))
        guard f1 == f2 else {
            throw bad(
                "cannot relate \(String(describing: first.attribute)) to \(String(describing: second.attribute))",
                hint: "relate x positions, y positions or sizes to their own kind")
        }
        if let d1 = directional(first.attribute), let d2 = directional(second.attribute), d1 != d2 {
            throw bad("cannot mix leading/trailing with left/right")
        }
        var out = SceneConstraint(first: first, relation: relation, second: second, text: text)
        out.multiplier = multiplier
        out.constant = constant
        out.priority = priority
        return out
    }

    /// `item.attribute`.
    private func anchor(_ token: String, _ bad: (String, String?) -> SceneError) throws(SceneError) -> SceneConstraint.Anchor {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw bad(
                "'\(token)' is not 'view.attribute'",
                "write an id, 'super', 'safe' or 'margins', a dot and an attribute, e.g. 'title.top'")
        }
        let names = Self.attributeNames.map(\.0)
        guard let attribute = Self.attributeNames.first(where: { $0.0 == parts[1] })?.1 else {
            throw bad("unknown attribute '\(parts[1])'", Suggestion.hint(for: parts[1], among: names))
        }
        let guides = [SceneConstraint.safeItem, SceneConstraint.marginsItem]
        if guides.contains(parts[0]), attribute.rawValue > LayoutConstraint.Attribute.centerY.rawValue {
            throw bad("the '\(parts[0])' guide has no \(parts[1])", "guides have edges, centres and sizes")
        }
        return SceneConstraint.Anchor(item: parts[0], attribute: attribute)
    }

    private enum Family { case x, y, dimension }

    private func family(_ a: LayoutConstraint.Attribute) -> Family {
        switch a {
        case .width, .height: .dimension
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: .y
        default: .x
        }
    }

    private func directional(_ a: LayoutConstraint.Attribute) -> Bool? {
        switch a {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        case .left, .right, .leftMargin, .rightMargin: false
        default: nil
        }
    }

    /// Checks that each constraint's items name this view, its guides or a
    /// view inside it, and marks the views it places (those without a
    /// `frame`) as placed by constraints.
    func resolveConstraints(of view: inout SceneView, nodes: [Node], framed: Set<String>) throws(SceneError) {
        let inside = view.children.flatMap(\.identifiers)
        let special = [SceneConstraint.superItem, SceneConstraint.safeItem, SceneConstraint.marginsItem]
        var placed: Set<String> = []
        for (c, node) in zip(view.constraints, nodes) {
            for anchor in [c.first] + (c.second.map { [$0] } ?? []) where !special.contains(anchor.item) {
                guard inside.contains(anchor.item) else {
                    throw error(
                        "constraint '\(c.text)': no view '\(anchor.item)' inside the view that declares it", at: node,
                        hint: Suggestion.nearest(to: anchor.item, among: inside).map { "did you mean '\($0)'?" }
                            ?? "declare constraints on a view that contains every view they name")
                }
                if !framed.contains(anchor.item) { placed.insert(anchor.item) }
            }
        }
        if !placed.isEmpty { view.children = view.children.map { Self.mark($0, placed) } }
    }

    /// `view` and its subtree with the views whose ids are in `ids` marked as placed by constraints.
    private static func mark(_ view: SceneView, _ ids: Set<String>) -> SceneView {
        var v = view
        if let id = v.id, ids.contains(id) { v.usesConstraints = true }
        v.children = v.children.map { mark($0, ids) }
        return v
    }

    /// A stack view's settings.
    func stack(_ m: MappingReader) throws(SceneError) -> SceneStack {
        var s = SceneStack()
        if let n = m["axis"] {
            s.axis = try choice(n, "axis", ["horizontal", "vertical"]) == "vertical" ? .vertical : .horizontal
        }
        if let n = m["distribution"] {
            let names: [(String, StackView.Distribution)] = [
                ("fill", .fill), ("fillEqually", .fillEqually),
                ("fillProportionally", .fillProportionally), ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
            ]
            let d = try choice(n, "distribution", names.map(\.0))
            s.distribution = names.first { $0.0 == d }!.1
        }
        if let n = m["alignment"] {
            let names: [(String, StackView.Alignment)] = [
                ("fill", .fill), ("leading", .leading), ("top", .top),
                ("firstBaseline", .firstBaseline), ("center", .center), ("trailing", .trailing), ("bottom", .bottom),
                ("lastBaseline", .lastBaseline),
            ]
            let a = try choice(n, "alignment", names.map(\.0))
            s.alignment = names.first { $0.0 == a }!.1
        }
        if let n = m["spacing"] {
            if case let .scalar(sc) = n, sc.string == "system" {
                s.spacing = Double(StackView.spacingUseSystem)
            } else {
                s.spacing = try number(n, "spacing", min: 0, max: 10_000)
            }
        }
        if let n = m["marginsRelative"] { s.isLayoutMarginsRelativeArrangement = try bool(n, "marginsRelative") }
        if let n = m["baselineRelative"] { s.isBaselineRelativeArrangement = try bool(n, "baselineRelative") }
        return s
    }
}
