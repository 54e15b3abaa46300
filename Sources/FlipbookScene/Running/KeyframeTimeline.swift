import Flipbook
import Foundation

/// The animated properties of one view in a keyframe animator: for each
/// property a piecewise function of transition time (seconds).
@MainActor
final class KeyframeTimeline {
    /// One point of a property's function; `curve` shapes the segment to the next point.
    struct Point {
        var time: Double
        var value: KeyframeValue
        var curve: TimingCurve
    }

    let view: View
    private(set) var functions: [KeyframeProperty: [Point]] = [:]

    init(view: View) { self.view = view }

    /// Segment boundaries, seconds.
    var boundaries: [Double] { functions.values.flatMap { $0.map(\.time) } }

    static func parseCurve(_ css: String, file: String) throws -> TimingCurve {
        do { return try TimingCurve(css: css) } catch {
            throw SceneRunError(
                file: file, problem: "the keyframe curve '\(css)' is not valid (\(TimingCurveError.reason(of: error)))")
        }
    }

    /// The timelines of every view the tracks name, in first-mention order.
    static func make(tracks: [KeyframeTrack], fromRoot: View?, toRoot: View?, defaultCurve: TimingCurve) -> [KeyframeTimeline] {
        var timelines: [KeyframeTimeline] = []
        func timeline(for view: View) -> KeyframeTimeline {
            if let t = timelines.first(where: { $0.view === view }) { return t }
            let t = KeyframeTimeline(view: view)
            timelines.append(t)
            return t
        }
        for track in tracks {
            let root = track.side == .from ? fromRoot : toRoot
            let trackCurve = track.curve.flatMap { try? TimingCurve(css: $0) } ?? defaultCurve
            for (k, id) in track.views.enumerated() {
                let view: View?
                switch id {
                case "fromView": view = fromRoot
                case "toView": view = toRoot
                default: view = root?.view(withIdentifier: id)
                }
                guard let view else { continue }
                let start = track.delay + Double(k) * track.stagger
                timeline(for: view).add(track, start: start, trackCurve: trackCurve)
            }
        }
        return timelines
    }

    private func add(_ track: KeyframeTrack, start: Double, trackCurve: TimingCurve) {
        var byProperty: [KeyframeProperty: [Point]] = [:]
        for keyframe in track.keyframes {
            let curve = keyframe.curve.flatMap { try? TimingCurve(css: $0) } ?? trackCurve
            for (property, value) in keyframe.values {
                byProperty[property, default: []].append(
                    Point(time: start + keyframe.time * track.duration, value: value, curve: curve))
            }
        }
        for (property, var points) in byProperty {
            if points[0].time > start + 1e-12 {
                points.insert(Point(time: start, value: current(property), curve: trackCurve), at: 0)
            }
            functions[property] = points
        }
    }

    /// The view's value of `property` now.
    private func current(_ property: KeyframeProperty) -> KeyframeValue {
        let decomposed = Self.decompose(view.transform)
        switch property {
        case .alpha: return .number(Double(view.alpha))
        case .frame: return .rect(view.frame)
        case .center: return .point(view.center)
        case .x: return .number(Double(view.frame.minX))
        case .y: return .number(Double(view.frame.minY))
        case .width: return .number(Double(view.frame.width))
        case .height: return .number(Double(view.frame.height))
        case .scale: return .point(decomposed.scale)
        case .rotation: return .number(decomposed.rotation)
        case .translation: return .point(decomposed.translation)
        case .cornerRadius: return .number(Double(view.layer.cornerRadius))
        case .borderWidth: return .number(Double(view.layer.borderWidth))
        case .shadowRadius: return .number(Double(view.layer.shadowRadius))
        case .shadowOpacity: return .number(Double(view.layer.shadowOpacity))
        case .backgroundColor: return .color(view.backgroundColor ?? .clear)
        case .borderColor: return .color(view.layer.borderColor ?? .black)
        }
    }

    /// Sets every animated property to its value at `time` seconds.
    func apply(at time: Double) {
        var transformParts: (scale: CGPoint?, rotation: Double?, translation: CGPoint?) = (nil, nil, nil)
        for property in KeyframeProperty.allCases {
            guard let points = functions[property] else { continue }
            let value = Self.value(of: points, at: time)
            switch (property, value) {
            case let (.alpha, .number(v)): view.alpha = CGFloat(v)
            case let (.frame, .rect(r)): view.frame = r
            case let (.center, .point(p)): view.center = p
            case let (.x, .number(v)): view.frame.origin.x = CGFloat(v)
            case let (.y, .number(v)): view.frame.origin.y = CGFloat(v)
            case let (.width, .number(v)): view.frame.size.width = CGFloat(v)
            case let (.height, .number(v)): view.frame.size.height = CGFloat(v)
            case let (.scale, .point(p)): transformParts.scale = p
            case let (.rotation, .number(v)): transformParts.rotation = v
            case let (.translation, .point(p)): transformParts.translation = p
            case let (.cornerRadius, .number(v)): view.layer.cornerRadius = CGFloat(v)
            case let (.borderWidth, .number(v)): view.layer.borderWidth = CGFloat(v)
            case let (.shadowRadius, .number(v)): view.layer.shadowRadius = CGFloat(v)
            case let (.shadowOpacity, .number(v)): view.layer.shadowOpacity = Float(v)
            case let (.backgroundColor, .color(c)): view.backgroundColor = c
            case let (.borderColor, .color(c)): view.layer.borderColor = c
            default: break
            }
        }
        if transformParts.scale != nil || transformParts.rotation != nil || transformParts.translation != nil {
            let now = Self.decompose(view.transform)
            let s = transformParts.scale ?? now.scale
            let r = transformParts.rotation ?? now.rotation
            let t = transformParts.translation ?? now.translation
            view.transform = CGAffineTransform(translationX: t.x, y: t.y).rotated(by: CGFloat(r)).scaledBy(x: s.x, y: s.y)
        }
    }

    /// A closure that puts back every property this timeline animates.
    func save() -> () -> Void {
        let view = self.view
        let frame = view.frame
        let alpha = view.alpha
        let transform = view.transform
        let radius = view.layer.cornerRadius
        let border = view.layer.borderWidth
        let borderColor = view.layer.borderColor
        let shadowRadius = view.layer.shadowRadius
        let shadowOpacity = view.layer.shadowOpacity
        let background = view.backgroundColor
        return {
            view.transform = transform
            view.frame = frame
            view.alpha = alpha
            view.layer.cornerRadius = radius
            view.layer.borderWidth = border
            view.layer.borderColor = borderColor
            view.layer.shadowRadius = shadowRadius
            view.layer.shadowOpacity = shadowOpacity
            view.backgroundColor = background
        }
    }

    /// The function's value at `time`: held before the first point and after the last.
    static func value(of points: [Point], at time: Double) -> KeyframeValue {
        guard let first = points.first, let last = points.last else { return .number(0) }
        if time <= first.time { return first.value }
        if time >= last.time { return last.value }
        var i = 0
        while i + 1 < points.count, points[i + 1].time <= time { i += 1 }
        let a = points[i]
        let b = points[i + 1]
        let span = b.time - a.time
        let u = span > 0 ? (time - a.time) / span : 1
        return interpolate(a.value, b.value, a.curve.value(at: u))
    }

    static func interpolate(_ a: KeyframeValue, _ b: KeyframeValue, _ f: Double) -> KeyframeValue {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(mix(x, y))
        case let (.point(p), .point(q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case let (.rect(r), .rect(s)):
            return .rect(
                CGRect(
                    x: mix(r.minX, s.minX), y: mix(r.minY, s.minY), width: mix(r.width, s.width), height: mix(r.height, s.height))
            )
        case let (.color(c), .color(d)):
            return .color(
                Color(
                    red: mix(c.red, d.red), green: mix(c.green, d.green), blue: mix(c.blue, d.blue), alpha: mix(c.alpha, d.alpha))
            )
        default: return f < 1 ? a : b
        }
    }

    /// Scale, rotation (radians) and translation of an affine transform made as translate · rotate · scale.
    static func decompose(_ t: CGAffineTransform) -> (scale: CGPoint, rotation: Double, translation: CGPoint) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let rotation = Double(atan2(t.b, t.a))
        let det = t.a * t.d - t.b * t.c
        let sy = sx == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : det / sx
        return (CGPoint(x: sx, y: sy), rotation, CGPoint(x: t.tx, y: t.ty))
    }

    /// Sample times in (0, duration]: every half frame, plus every segment boundary.
    static func sampleTimes(duration: Double, fps: Double, boundaries: [Double]) -> [Double] {
        let step = 1 / (2 * fps)
        let count = Int((duration / step).rounded(.up))
        var times = Set((1...max(1, count)).map { min(duration, Double($0) * step) })
        for b in boundaries where b > 0 && b < duration { times.insert(b) }
        times.insert(duration)
        return times.sorted()
    }
}
