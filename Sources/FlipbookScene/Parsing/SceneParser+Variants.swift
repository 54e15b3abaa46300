import Flipbook
import Foundation
import Yams

extension SceneParser {
    static let variantKeys = ["device", "appearance", "direction", "textSize", "reduceMotion"]

    /// `variants:`: each axis one value or a list of them; at most
    /// ``SceneVariants/maximumCount`` combinations.
    func variants(_ node: Node) throws(SceneError) -> SceneVariants {
        let m = try MappingReader(node, self, what: "variants", keys: Self.variantKeys)
        func values(_ key: String) throws(SceneError) -> [Node] {
            guard let n = m[key] else { return [] }
            if case .sequence = n {
                let items = try list(n, key, expected: "a list of values")
                if items.isEmpty { throw error("'\(key)' lists no values", at: n, hint: "give one value or a list of them") }
                return items
            }
            return [n]
        }
        var v = SceneVariants()
        for n in try values("device") { v.devices.append(try device(n)) }
        for n in try values("appearance") {
            v.appearances.append(try choice(n, "appearance", ["light", "dark"]) == "dark" ? .dark : .light)
        }
        for n in try values("direction") {
            v.directions.append(try choice(n, "direction", ["ltr", "rtl"]) == "rtl" ? .rightToLeft : .leftToRight)
        }
        for n in try values("textSize") {
            let text = try string(n, "textSize")
            guard let size = ContentSizeCategory(name: text) else {
                throw error(
                    "unknown text size '\(text)'", at: n,
                    hint: Suggestion.hint(for: text, among: ContentSizeCategory.shortNames)
                        ?? "one of " + ContentSizeCategory.shortNames.joined(separator: ", "))
            }
            v.textSizes.append(size)
        }
        for n in try values("reduceMotion") { v.reduceMotion.append(try bool(n, "reduceMotion")) }
        for (key, count) in [
            ("device", v.devices.count), ("appearance", v.appearances.count), ("direction", v.directions.count),
            ("textSize", v.textSizes.count), ("reduceMotion", v.reduceMotion.count),
        ] {
            let names: [String]
            switch key {
            case "device": names = v.devices.map(\.name)
            case "appearance": names = v.appearances.map { "\($0)" }
            case "direction": names = v.directions.map { "\($0)" }
            case "textSize": names = v.textSizes.map(\.rawValue)
            default: names = v.reduceMotion.map { "\($0)" }
            }
            if Set(names).count != count, let n = m[key] { throw error("'\(key)' lists a value twice", at: n) }
        }
        if v.devices.isEmpty && v.appearances.isEmpty && v.directions.isEmpty && v.textSizes.isEmpty && v.reduceMotion.isEmpty {
            throw error("'variants' lists no axis", at: node, hint: "give one of " + Self.variantKeys.joined(separator: ", "))
        }
        if v.count > SceneVariants.maximumCount {
            throw error(
                "'variants' makes \(v.count) combinations, more than the limit of \(SceneVariants.maximumCount)", at: node,
                hint: "list fewer values, or split the scene")
        }
        return v
    }
}
