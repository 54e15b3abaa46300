import Foundation

extension LayerProperties {
    /// The Core Animation keys of the values held here that animations can
    /// change, by their `CALayer` key-value coding names.
    public static let animatableKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "transform", "sublayerTransform", "zPosition", "opacity",
        "hidden", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor",
        "shadowOpacity", "shadowRadius", "shadowOffset", "shadowPath", "contentsRect", "masksToBounds",
        "doubleSided", "backdropBlurRadius",
    ]

    /// The value of a top-level key (`"position"`, not `"position.x"`); nil
    /// for keys that are not in ``animatableKeys``. Absent colours read as
    /// clear, an absent shadow path as an empty path, flags as 0 or 1.
    public func value(forKey key: String) -> AnimatableValue? {
        switch key {
        case "bounds": return .rect(bounds)
        case "position": return .point(position)
        case "anchorPoint": return .point(anchorPoint)
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "zPosition": return .scalar(Double(zPosition))
        case "opacity": return .scalar(opacity)
        case "hidden": return .scalar(isHidden ? 1 : 0)
        case "backgroundColor": return .color(backgroundColor ?? .clear)
        case "cornerRadius": return .scalar(Double(cornerRadius))
        case "borderWidth": return .scalar(Double(borderWidth))
        case "borderColor": return .color(borderColor ?? .clear)
        case "shadowColor": return .color(shadowColor ?? .clear)
        case "shadowOpacity": return .scalar(shadowOpacity)
        case "shadowRadius": return .scalar(Double(shadowRadius))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowPath": return .path(shadowPath ?? Path())
        case "contentsRect": return .rect(contentsRect)
        case "masksToBounds": return .scalar(masksToBounds ? 1 : 0)
        case "doubleSided": return .scalar(isDoubleSided ? 1 : 0)
        case "backdropBlurRadius": return .scalar(Double(backdropBlurRadius))
        default: return nil
        }
    }

    /// Sets a top-level key; returns false (changing nothing) for an unknown
    /// key or a value of the wrong kind. Flags are true above 0.5.
    @discardableResult
    public mutating func set(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("bounds", .rect(let r)): bounds = r
        case ("position", .point(let p)): position = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("transform", .transform(let t)): transform = t
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("zPosition", .scalar(let v)): zPosition = CGFloat(v)
        case ("opacity", .scalar(let v)): opacity = v
        case ("hidden", .scalar(let v)): isHidden = v > 0.5
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
        case ("borderWidth", .scalar(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = v
        case ("shadowRadius", .scalar(let v)): shadowRadius = CGFloat(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowPath", .path(let p)): shadowPath = p.isEmpty ? nil : p
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("masksToBounds", .scalar(let v)): masksToBounds = v > 0.5
        case ("doubleSided", .scalar(let v)): isDoubleSided = v > 0.5
        case ("backdropBlurRadius", .scalar(let v)): backdropBlurRadius = CGFloat(v)
        default: return false
        }
        return true
    }
}

extension LayerProperties {
    /// True when an optional value behind `property` is nil (it reads as clear).
    func isAbsent(_ property: AnimatableProperty) -> Bool {
        switch property {
        case .backgroundColor: return backgroundColor == nil
        case .borderColor: return borderColor == nil
        case .shadowColor: return shadowColor == nil
        default: return false
        }
    }
}

extension AnimatableProperty {
    /// The Core Animation key of the property (`CALayer` key-value coding name).
    public var key: String { rawValue }

    /// The property a top-level key names, if an animation block can record it.
    init?(key: String) { self.init(rawValue: key) }
}

extension AnimatableValue {
    /// The value as Core Animation code reads it back from a layer:
    /// numbers as `CGFloat`, paths as `CGPath`, lists as arrays.
    var anyValue: Any {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .color(let c): return c
        case .transform(let t): return t
        case .path(let p): return CGPath(p)
        case .list(let items): return items.map(\.anyValue)
        }
    }
}
