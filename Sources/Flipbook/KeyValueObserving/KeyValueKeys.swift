import Foundation

/// The Objective-C keys the string form of key-value observing reads, by
/// class: the names `#keyPath(UIView.isHidden)` gives (`"hidden"`), as
/// Foundation's key-value coding looks them up.
@MainActor
enum KeyValueKeys {
    /// The value of `keyPath` on `object`, nil when it has no such key.
    /// Values are wrapped in `Optional` only where the property is optional,
    /// so a nil colour reads as `Optional<Color>.none`, not as "no key".
    static func value(of object: AnyObject, _ keyPath: String) -> Any? {
        switch object {
        case let view as View: return value(of: view, keyPath)
        case let layer as Layer: return value(of: layer, keyPath)
        case let controller as ViewController: return value(of: controller, keyPath)
        default: return nil
        }
    }

    /// The keys of `object`, for diagnostics.
    static func keys(of object: AnyObject) -> [String] {
        switch object {
        case is ScrollView: return scrollViewKeys + viewKeys + ["layer.<key>"]
        case is View: return viewKeys + ["layer.<key>"]
        case is Layer: return layerKeys
        case is ViewController: return ["preferredContentSize", "title"]
        default: return []
        }
    }

    static let viewKeys = [
        "frame", "bounds", "center", "transform", "alpha", "hidden", "isHidden",
        "backgroundColor", "safeAreaInsets",
    ]
    static let scrollViewKeys = ["contentOffset", "contentSize", "contentInset", "adjustedContentInset"]
    static let layerKeys = [
        "position", "bounds", "frame", "anchorPoint", "transform", "opacity", "hidden",
        "cornerRadius", "zPosition", "backgroundColor", "<Core Animation key>",
    ]

    private static func value(of view: View, _ keyPath: String) -> Any? {
        if keyPath.hasPrefix("layer.") { return value(of: view.layer, String(keyPath.dropFirst("layer.".count))) }
        if let scrollView = view as? ScrollView {
            switch keyPath {
            case "contentOffset": return scrollView.contentOffset
            case "contentSize": return scrollView.contentSize
            case "contentInset": return scrollView.contentInset
            case "adjustedContentInset": return scrollView.adjustedContentInset
            default: break
            }
        }
        switch keyPath {
        case "frame": return view.frame
        case "bounds": return view.bounds
        case "center": return view.center
        case "transform": return view.transform
        case "alpha": return view.alpha
        case "hidden", "isHidden": return view.isHidden
        case "backgroundColor": return Optional(view.backgroundColor) as Any
        case "safeAreaInsets": return view.safeAreaInsets
        default: return nil
        }
    }

    private static func value(of layer: Layer, _ keyPath: String) -> Any? {
        switch keyPath {
        case "position": return layer.position
        case "bounds": return layer.bounds
        case "frame": return layer.frame
        case "anchorPoint": return layer.anchorPoint
        case "transform": return layer.transform
        case "opacity": return layer.opacity
        case "hidden", "isHidden": return layer.isHidden
        case "cornerRadius": return layer.cornerRadius
        case "zPosition": return layer.zPosition
        case "backgroundColor": return Optional(layer.backgroundColor) as Any
        default:
            guard AnimationKeyPath(keyPath) != nil else { return nil }
            return Optional(layer.value(forKeyPath: keyPath)) as Any
        }
    }

    private static func value(of controller: ViewController, _ keyPath: String) -> Any? {
        switch keyPath {
        case "preferredContentSize": return controller.preferredContentSize
        case "title": return Optional(controller.title) as Any
        default: return nil
        }
    }
}
