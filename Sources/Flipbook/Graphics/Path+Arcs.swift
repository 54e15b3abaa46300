import Foundation

/// Arcs, line runs and rectangle lists, with the calls of `CGMutablePath`.
///
/// Angles are in radians from the positive x-axis; a positive angle turns
/// from +x towards +y. Flipbook's y axis points down (as UIKit's), so angles
/// grow clockwise on screen. Arcs are drawn as cubic Bézier curves of at
/// most 90° each, with the usual control distance `4/3 tan(θ/4) × radius`
/// (a quarter circle's controls sit 0.5523 × radius along the tangents).
extension Path {
    /// Adds an arc of a circle with Core Graphics' meaning of `clockwise`:
    /// true sweeps towards decreasing angles, false towards increasing ones,
    /// as `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// In Flipbook's y-down space, as in a UIKit view, `clockwise: true`
    /// therefore looks counterclockwise on screen (Apple: "in a flipped
    /// coordinate system … specifying a clockwise arc results in a
    /// counterclockwise arc"). `BezierPath` passes the opposite flag, so its
    /// `clockwise` is clockwise on screen, as `UIBezierPath`'s.
    ///
    /// The arc covers at most one full turn: the whole circle when the angles
    /// are 2π or more apart in the arc's direction, otherwise the turn from
    /// the start angle to the end angle in that direction (0 when they are
    /// equal, leaving just the start point). A non-empty path first gets a
    /// line from its current point to the arc's start point (always, even when
    /// it has zero length, so that paths built by the same calls have the same
    /// elements); an empty one gets a move. A non-finite angle adds nothing.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        let fullTurn = 2 * CGFloat.pi
        let delta = endAngle - startAngle
        guard delta.isFinite else { return }
        var sweep: CGFloat
        if clockwise {
            if delta <= -fullTurn {
                sweep = -fullTurn
            } else {
                sweep = delta.truncatingRemainder(dividingBy: fullTurn)
                if sweep > 0 { sweep -= fullTurn }
            }
        } else {
            if delta >= fullTurn {
                sweep = fullTurn
            } else {
                sweep = delta.truncatingRemainder(dividingBy: fullTurn)
                if sweep < 0 { sweep += fullTurn }
            }
        }
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// Adds an arc from `startAngle` turning by `delta` radians, as
    /// `CGMutablePath.addRelativeArc`: a positive `delta` sweeps towards
    /// increasing angles (counterclockwise in Core Graphics' y-up space,
    /// clockwise on Flipbook's y-down screen). `delta` is clamped to one full
    /// turn either way. Connects to the current point as
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:)``.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        guard delta.isFinite else { return }
        let fullTurn = 2 * CGFloat.pi
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: min(max(delta, -fullTurn), fullTurn))
    }

    /// Adds a line from the current point towards `tangent1End` and an arc
    /// of `radius` tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End`, as
    /// `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`. The arc turns
    /// the shorter way, and the current point ends at the arc's second
    /// tangent point (not at `tangent2End`).
    ///
    /// An empty path first moves to `tangent1End`. When the radius is 0 or
    /// less, or the three points are on one line (or two coincide), it adds
    /// a straight line to `tangent1End` instead.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        if elements.isEmpty { move(to: p1) }
        let p0 = currentPoint
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        guard radius > 0, l1 > 0, l2 > 0 else {
            addLine(to: p1)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        let dot = u1.x * u2.x + u1.y * u2.y
        guard abs(cross) > 1e-12, cross.isFinite else {
            addLine(to: p1)
            return
        }
        let theta = atan2(abs(cross), dot)  // the angle at p1 between the two lines, in (0, π)
        let tangentDistance = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        // The path turns the way travel p0→p1 turns into p1→p2: cross(-u1, u2) = -cross.
        let sweep = (cross < 0 ? 1 : -1) * (CGFloat.pi - theta)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// Adds a move to the first point and straight lines through the rest,
    /// as `CGMutablePath.addLines(between:)`. No points add nothing.
    public mutating func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds each rectangle as its own closed subpath (``addRect(_:)``).
    public mutating func addRects(_ rects: [CGRect]) {
        for r in rects { addRect(r) }
    }

    /// Adds a rounded rectangle whose corners are quarter ellipses
    /// `cornerWidth` wide and `cornerHeight` tall, as
    /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:)`.
    ///
    /// Core Graphics requires `2 × cornerWidth ≤ width` and
    /// `2 × cornerHeight ≤ height`; here each is clamped to 0 and half the
    /// side instead. With either size 0 it is ``addRect(_:)``. Starts and
    /// turns as ``addRoundedRect(_:radii:)``: at the end of the top-left
    /// corner, along the top edge first.
    public mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let r = rect.standardized
        let w = max(0, min(cornerWidth, r.width / 2))
        let h = max(0, min(cornerHeight, r.height / 2))
        guard w > 0, h > 0 else {
            addRect(r)
            return
        }
        let k: CGFloat = 0.5522847498307936
        move(to: CGPoint(x: r.minX + w, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + h),
            control1: CGPoint(x: r.maxX - w + w * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h - h * k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h))
        addCurve(
            to: CGPoint(x: r.maxX - w, y: r.maxY),
            control1: CGPoint(x: r.maxX, y: r.maxY - h + h * k), control2: CGPoint(x: r.maxX - w + w * k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - h),
            control1: CGPoint(x: r.minX + w - w * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h + h * k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + h))
        addCurve(
            to: CGPoint(x: r.minX + w, y: r.minY),
            control1: CGPoint(x: r.minX, y: r.minY + h - h * k), control2: CGPoint(x: r.minX + w - w * k, y: r.minY))
        closeSubpath()
    }

    /// The arc itself: a line (or a move on an empty path) to its start, then
    /// `ceil(|sweep| / 90°)` equal cubic pieces. `sweep` is signed and finite.
    mutating func appendArc(center c: CGPoint, radius r: CGFloat, startAngle: CGFloat, sweep: CGFloat) {
        guard startAngle.isFinite, sweep.isFinite else { return }
        func onCircle(_ a: CGFloat) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        let start = onCircle(startAngle)
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)  // signed with the sweep
        var a0 = startAngle
        var p0 = start
        for i in 1...count {
            let a1 = i == count ? startAngle + sweep : startAngle + step * CGFloat(i)
            let p1 = onCircle(a1)
            let c1 = CGPoint(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0))
            let c2 = CGPoint(x: p1.x + k * r * sin(a1), y: p1.y - k * r * cos(a1))
            addCurve(to: p1, control1: c1, control2: c2)
            a0 = a1
            p0 = p1
        }
    }
}
