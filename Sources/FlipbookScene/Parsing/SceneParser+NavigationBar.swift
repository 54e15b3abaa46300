import Flipbook
import Foundation
import Yams

extension SceneParser {
    static let navigationBarKeys = ["prefersLargeTitles", "barTintColor", "tintColor", "translucent", "items"]
    static let navigationItemKeys = [
        "title", "backButtonTitle", "hidesBackButton", "largeTitleDisplayMode",
        "leftBarButtonItems", "rightBarButtonItems",
    ]
    static let barItemKeys = ["title", "style", "systemItem", "enabled"]

    /// The document's `navigationBar`: only for a push or a pop, with items
    /// for screens of the document.
    func navigationBar(
        _ node: Node, keyNode: Node?, transition: SceneTransition,
        screens: [SceneDocument.Screen]
    ) throws(SceneError) -> SceneNavigationBar {
        guard transition.kind == .push || transition.kind == .pop else {
            throw error(
                "'navigationBar' needs a push or pop transition, found '\(transition.kind.rawValue)'",
                at: keyNode ?? node, hint: "only a navigation controller has a navigation bar")
        }
        let m = try MappingReader(node, self, what: "navigationBar", keys: Self.navigationBarKeys)
        var bar = SceneNavigationBar()
        if let n = m["prefersLargeTitles"] { bar.prefersLargeTitles = try bool(n, "prefersLargeTitles") }
        if let n = m["barTintColor"] { bar.barTintColor = try color(n, "barTintColor") }
        if let n = m["tintColor"] { bar.tintColor = try color(n, "tintColor") }
        if let n = m["translucent"] { bar.isTranslucent = try bool(n, "translucent") }
        if let n = m["items"] {
            guard case .mapping = n else { throw mismatch("a mapping of screen names to navigation items", "items", n) }
            let names = screens.map(\.name)
            for (k, v) in try mergedEntries(n, "items") {
                let name = try self.name(k, "screen name")
                guard names.contains(name) else {
                    throw error(
                        "unknown screen '\(name)' in 'navigationBar.items'", at: k,
                        hint: Suggestion.hint(for: name, among: names))
                }
                if bar.items[name] != nil { throw error("duplicate screen '\(name)' in 'navigationBar.items'", at: k) }
                bar.items[name] = try navigationItem(v)
            }
        }
        return bar
    }

    private func navigationItem(_ node: Node) throws(SceneError) -> SceneNavigationBar.Item {
        let m = try MappingReader(node, self, what: "a navigation item", keys: Self.navigationItemKeys)
        var item = SceneNavigationBar.Item()
        if let n = m["title"] { item.title = try string(n, "title") }
        if let n = m["backButtonTitle"] { item.backButtonTitle = try string(n, "backButtonTitle") }
        if let n = m["hidesBackButton"] { item.hidesBackButton = try bool(n, "hidesBackButton") }
        if let n = m["largeTitleDisplayMode"] {
            switch try choice(n, "largeTitleDisplayMode", ["automatic", "always", "never"]) {
            case "always": item.largeTitleDisplayMode = .always
            case "never": item.largeTitleDisplayMode = .never
            default: item.largeTitleDisplayMode = .automatic
            }
        }
        if let n = m["leftBarButtonItems"] { item.leftBarButtonItems = try barItems(n, "leftBarButtonItems") }
        if let n = m["rightBarButtonItems"] { item.rightBarButtonItems = try barItems(n, "rightBarButtonItems") }
        return item
    }

    private func barItems(_ node: Node, _ key: String) throws(SceneError) -> [SceneNavigationBar.BarItem] {
        var items: [SceneNavigationBar.BarItem] = []
        for n in try list(node, key, expected: "a list of bar button items") { items.append(try barItem(n)) }
        return items
    }

    /// `{title: Edit, style: done}` or `{systemItem: add}`: exactly one of `title` and `systemItem`.
    private func barItem(_ node: Node) throws(SceneError) -> SceneNavigationBar.BarItem {
        let m = try MappingReader(node, self, what: "a bar button item", keys: Self.barItemKeys)
        let enabled = try m["enabled"].map { n throws(SceneError) in try bool(n, "enabled") } ?? true
        switch (m["title"], m["systemItem"]) {
        case let (t?, nil):
            let style = try m["style"].map { n throws(SceneError) in try choice(n, "style", ["plain", "done"]) } ?? "plain"
            return .init(content: .title(try string(t, "title"), done: style == "done"), isEnabled: enabled)
        case let (nil, s?):
            if let n = m["style"] {
                throw error("a system item takes no 'style'", at: n, hint: "'done' is drawn in the done style")
            }
            let names = BarButtonItem.SystemItem.allCases
                .filter { $0 != .flexibleSpace && $0 != .fixedSpace }.map { String(describing: $0) }
            let name = try choice(s, "systemItem", names)
            let system = BarButtonItem.SystemItem.allCases.first { String(describing: $0) == name }!
            return .init(content: .system(system), isEnabled: enabled)
        case (_?, _?):
            throw error("a bar button item has either 'title' or 'systemItem', not both", at: node)
        case (nil, nil):
            throw error("a bar button item needs 'title' or 'systemItem'", at: node)
        }
    }
}
