import Flipbook
import Foundation

/// Decoding fuzzer bytes into Core Animation values: paths, transforms,
/// animation values of every kind (and of no kind), timing, and whole
/// animations with fuzzed key paths.
extension ByteReader {
    /// The most elements one decoded path may have.
    static let maximumPathElements = 600

    /// A path: nil, empty, shapes, arcs, hand-built element lists, paths of
    /// hundreds of elements, paths with huge or non-finite coordinates.
    func path() -> CGPath? {
        switch next() % 11 {
        case 0: return nil
        case 1: return CGMutablePath()
        case 2: return CGPath(rect: rect())
        case 3: return CGPath(ellipseIn: rect())
        case 4: return CGPath(roundedRect: rect(), cornerWidth: coordinate(), cornerHeight: coordinate())
        case 5:
            // The circle of a circular reveal.
            return BezierPath(arcCenter: point(), radius: coordinate(), startAngle: 0, endAngle: .pi * 2, clockwise: true).cgPath
        case 6:
            return BezierPath(arcCenter: point(), radius: coordinate(), startAngle: CGFloat(double()),
                              endAngle: CGFloat(double()), clockwise: bool()).cgPath
        case 7:
            // Many elements from two bytes: a star polygon (or curves) of up to 600 points.
            let count = min(Self.maximumPathElements, Int(next()) * 3 + 3)
            let center = point(), radius = coordinate(), curved = bool()
            let p = CGMutablePath()
            for i in 0..<count {
                let a = CGFloat(i) * 2.399963
                let r = i % 2 == 0 ? radius : radius / 3
                let q = CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
                if i == 0 { p.move(to: q) } else if curved {
                    p.addQuadCurve(to: q, control: CGPoint(x: center.x, y: center.y + CGFloat(i % 7)))
                } else { p.addLine(to: q) }
            }
            p.closeSubpath()
            return p
        case 8:
            return BezierPath(roundedRect: rect(), byRoundingCorners: RectCorner(rawValue: UInt(next() % 16)),
                              cornerRadii: size()).cgPath
        case 9:
            return CGPath(rect: CGRect(x: CGFloat(Self.edgeDoubles[index(Self.edgeDoubles.count)]), y: coordinate(),
                                       width: CGFloat(Self.edgeDoubles[index(Self.edgeDoubles.count)]), height: coordinate()))
        default:
            // Element by element.
            let p = CGMutablePath()
            for _ in 0..<Int(next() % 12) {
                switch next() % 9 {
                case 0: p.move(to: point())
                case 1, 2: p.addLine(to: point())
                case 3: p.addQuadCurve(to: point(), control: point())
                case 4: p.addCurve(to: point(), control1: point(), control2: point())
                case 5: p.addArc(center: point(), radius: coordinate(), startAngle: CGFloat(double()),
                                 endAngle: CGFloat(double()), clockwise: bool())
                case 6: p.addRelativeArc(center: point(), radius: coordinate(), startAngle: CGFloat(double()), delta: CGFloat(double()))
                case 7: p.addArc(tangent1End: point(), tangent2End: point(), radius: coordinate())
                default: p.closeSubpath()
                }
            }
            return p
        }
    }

    /// A 3-D transform: identity, rotations, scales, translations,
    /// perspective, singular and non-finite ones, products of those.
    func transform() -> Transform3D {
        var t = Transform3D.identity
        for _ in 0..<Int(next() % 3 + 1) {
            let step: Transform3D
            switch next() % 9 {
            case 0: step = .identity
            case 1: step = Transform3D(rotationAngle: CGFloat(double()), x: 0, y: 0, z: 1)
            case 2: step = Transform3D(rotationAngle: CGFloat(double()), x: CGFloat(double()), y: CGFloat(double()), z: CGFloat(double()))
            case 3: step = Transform3D(scaleX: CGFloat(double()), y: CGFloat(double()), z: 1)
            case 4: step = Transform3D(translationX: coordinate(), y: coordinate(), z: coordinate())
            case 5:
                var p = Transform3D.identity
                p.m34 = -1 / max(1e-3, CGFloat(next()) * 4)
                step = p
            case 6: step = Transform3D(scaleX: 0, y: 0, z: 0)
            case 7:
                var p = Transform3D.identity
                p.m34 = CGFloat(double())
                p.m44 = CGFloat(double())
                step = p
            default: step = Transform3D(CGAffineTransform(a: CGFloat(double()), b: CGFloat(double()), c: CGFloat(double()),
                                                          d: CGFloat(double()), tx: coordinate(), ty: coordinate()))
            }
            t = t.concatenating(step)
        }
        return t
    }

    /// A value for `fromValue`, `toValue`, `byValue` or a keyframe: nil,
    /// numbers of every Swift type, geometry, colours, transforms, paths,
    /// lists (also mixed and nested), and values no animation takes.
    func animationValue(depth: Int = 0) -> Any? {
        switch next() % 20 {
        case 0: return nil
        case 1, 2: return double()
        case 3: return Float(double())
        case 4: return CGFloat(double())
        case 5: return Int(next()) - 128
        case 6: return NSNumber(value: double())
        case 7: return point()
        case 8: return size()
        case 9: return rect()
        case 10: return color()
        case 11: return transform()
        case 12: return transform().affineTransform
        case 13: return path()
        case 14: return path()?.path
        case 15: return "not a value"
        case 16: return (0..<Int(next() % 5)).map { _ in color() }
        case 17: return (0..<Int(next() % 5)).map { _ in NSNumber(value: double()) }
        case 18:
            guard depth < 2 else { return [Any]() }
            return (0..<Int(next() % 4)).map { _ in animationValue(depth: depth + 1) as Any }
        default: return Optional<Color>.none as Any
        }
    }

    /// Key paths of every layer class, fields of them, and invalid ones.
    static let keyPaths: [String?] = [
        "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.origin", "bounds.size.width",
        "bounds.origin.y", "anchorPoint", "anchorPoint.x", "transform", "transform.rotation.z", "transform.rotation",
        "transform.rotation.x", "transform.rotation.y", "transform.scale", "transform.scale.x", "transform.scale.y",
        "transform.scale.z", "transform.translation", "transform.translation.x", "transform.translation.y",
        "transform.translation.z", "sublayerTransform", "sublayerTransform.rotation.y", "sublayerTransform.scale",
        "zPosition", "opacity", "hidden", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowOffset.height", "shadowPath",
        "contentsRect", "contentsRect.size.width", "masksToBounds", "doubleSided",
        // Layer classes.
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "lineDashPattern",
        "strokeStart", "strokeEnd", "colors", "locations", "startPoint", "endPoint", "startPoint.x",
        "fontSize", "foregroundColor",
        // Invalid.
        nil, "", "frame", "frame.origin.x", "position.z", "opacity.x", "transform.rotation.w", "transform.",
        ".x", "position..x", "path.x", "colors.width", "transform.scale.x.y", "bogus", "bounds.size.depth",
        "POSITION", "position.x ",
    ]

    func keyPath() -> String? { pick(Self.keyPaths) }

    func timingFunction() -> MediaTimingFunction? {
        switch next() % 8 {
        case 0, 1: return nil
        case 2: return MediaTimingFunction(name: .easeInEaseOut)
        case 3: return MediaTimingFunction(name: pick([.linear, .easeIn, .easeOut, .default,
                                                        MediaTimingFunctionName(rawValue: "bogus")]))
        default: return MediaTimingFunction(controlPoints: float(), float(), float(), float())
        }
    }

    /// Sets the `MediaTiming` fields of `object` from the bytes: begin time
    /// (relative to `now`, the layer's time, or absolute), duration, speed
    /// (with 0 and negative), time offset, repeats (with `.infinity`),
    /// autoreverses, fill mode.
    func time(_ object: some MediaTiming, now: Double) {
        let flags = next()
        if flags & 1 != 0 {
            object.beginTime = flags & 2 != 0 ? now + seconds() : seconds()
        }
        object.duration = seconds()
        if flags & 4 != 0 {
            object.speed = pick([0, -1, 2, 0.5, -0.25, 1e-20, .infinity, -.infinity, .nan, 1e30, Float(double())])
        }
        if flags & 8 != 0 { object.timeOffset = seconds() }
        if flags & 16 != 0 {
            object.repeatCount = pick([0, 1, 2, 2.5, .infinity, -1, .nan, 1e9, Float(double())])
        }
        if flags & 32 != 0 { object.repeatDuration = seconds() }
        object.autoreverses = flags & 64 != 0
        object.fillMode = pick([.removed, .forwards, .backwards, .both, MediaTimingFillMode(rawValue: "bogus")])
    }

    /// Any animation: basic, spring, keyframe, transition or a group of them.
    func animation(now: Double, depth: Int = 0) -> Animation {
        let kind = next() % (depth < 2 ? 6 : 5)
        let animation: Animation
        switch kind {
        case 0, 1: animation = basicAnimation(BasicAnimation())
        case 2:
            let spring = SpringAnimation()
            spring.mass = CGFloat(double()); spring.stiffness = CGFloat(double()) * 50
            spring.damping = CGFloat(double()); spring.initialVelocity = CGFloat(double())
            animation = basicAnimation(spring)
            if bool() { spring.duration = spring.settlingDuration }
        case 3: animation = keyframeAnimation()
        case 4:
            let transition = Transition()
            transition.type = pick([.fade, .moveIn, .push, .reveal, TransitionType(rawValue: "cube")])
            transition.subtype = pick([nil, .fromLeft, .fromRight, .fromTop, .fromBottom, TransitionSubtype(rawValue: "x")])
            if bool() { transition.startProgress = float(); transition.endProgress = float() }
            animation = transition
        default:
            let group = AnimationGroup()
            group.animations = (0..<Int(next() % 5)).map { _ in self.animation(now: now, depth: depth + 1) }
            if next() % 8 == 0 { group.animations = nil }
            animation = group
        }
        time(animation, now: now)
        animation.timingFunction = timingFunction()
        animation.isRemovedOnCompletion = next() % 4 != 0
        if let property = animation as? PropertyAnimation {
            property.isAdditive = next() % 4 == 0
            property.isCumulative = next() % 4 == 0
        }
        return animation
    }

    private func basicAnimation(_ basic: BasicAnimation) -> BasicAnimation {
        basic.keyPath = keyPath()
        let set = next()
        if set & 1 != 0 { basic.fromValue = animationValue() }
        if set & 2 != 0 { basic.toValue = animationValue() }
        if set & 4 != 0 { basic.byValue = animationValue() }
        return basic
    }

    private func keyframeAnimation() -> KeyframeAnimation {
        let k = KeyframeAnimation()
        k.keyPath = keyPath()
        let count = Int(next() % 10)
        k.values = next() % 6 == 0 ? nil : (0..<count).map { _ in animationValue() as Any }
        if next() % 3 == 0 { k.path = path() }
        if next() % 2 == 0 { k.keyTimes = (0..<Int(next() % 10)).map { _ in NSNumber(value: double()) } }
        if next() % 3 == 0 { k.timingFunctions = (0..<Int(next() % 8)).compactMap { _ in timingFunction() } }
        k.calculationMode = pick([.linear, .discrete, .paced, .cubic, .cubicPaced, AnimationCalculationMode(rawValue: "x")])
        k.rotationMode = pick([nil, .rotateAuto, .rotateAutoReverse, AnimationRotationMode(rawValue: "x")])
        if next() % 3 == 0 {
            k.tensionValues = (0..<Int(next() % 10)).map { _ in NSNumber(value: double()) }
            k.continuityValues = (0..<Int(next() % 10)).map { _ in NSNumber(value: double()) }
            k.biasValues = (0..<Int(next() % 10)).map { _ in NSNumber(value: double()) }
        }
        return k
    }
}
