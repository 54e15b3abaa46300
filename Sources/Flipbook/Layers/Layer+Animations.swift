import Foundation

/// Explicit animations (`add(_:forKey:)`) and the layer's own timing.
extension Layer {
    // MARK: Adding and removing

    /// Adds a copy of `animation` (`CALayer.add(_:forKey:)`), replacing the
    /// animation of the same key (which stops with `finished` false).
    ///
    /// A `beginTime` of 0 becomes the layer's current time, so the animation
    /// starts now; a `duration` of 0 means the duration the enclosing
    /// transactions set (`Transaction.setAnimationDuration(_:)`), or else
    /// 0.25 s (the copy keeps 0 then). The animation changes
    /// only the presentation value: the model value is what shows once it is
    /// removed (set the model to the final value first, as Core Animation
    /// code does). An animation added while an interactive transition sets
    /// up its animations follows the transition: a scrub moves it, a cancel
    /// runs it back, and it stops when the transition ends, or earlier at its
    /// own end (its begin time, delay included, plus its active duration).
    public func add(_ animation: Animation, forKey key: String?) {
        if let property = animation as? PropertyAnimation, !(animation is AnimationGroup) {
            guard let keyPath = property.keyPath, AnimationKeyPath(keyPath) != nil else {
                reportDiagnostic(
                    "animation.badKeyPath",
                    "an animation with key path \(property.keyPath.map { "\"\($0)\"" } ?? "nil") was added to a layer; it animates nothing. Use a Core Animation key path such as \"position\", \"opacity\" or \"transform.scale\"."
                )
                return
            }
        }
        if let key { removeAnimation(forKey: key) }
        let copy = animation.copied()
        let window = hostWindow
        let now = window?.clock.time ?? 0
        let layerNow = convertTime(fromBase: now)
        if copy.beginTime == 0 { copy.beginTime = layerNow }
        if copy.duration == 0, let duration = Transaction.value(forKey: Transaction.durationKey) as? CFTimeInterval,
            duration.isFinite, duration > 0
        {
            // Core Animation gives an animation without a duration the
            // transaction's (`CATransaction.setAnimationDuration(_:)`).
            copy.duration = duration
        }
        var timeline: AnimationTimeline?
        if let adopting = AnimationRecorder.adoptingTimeline {
            // Bound to the transition from now until the animation's end: a begin
            // time ahead (a delayed animation) or behind moves that end.
            let active = copy.resolvedDuration > 0 ? copy.activeDuration / max(abs(Double(copy.speed)), 1e-9) : 0
            let length = copy.beginTime - layerNow + active
            if length.isFinite {
                timeline = AnimationTimeline(duration: max(0, length), parent: adopting)
            }
        }
        if let basic = copy as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
            let path = basic.animationKeyPath
        {
            // No values: from what is on screen now to the model value.
            let presented = presentedCopy()
            basic.capturedPresentationValue = presented.animatableValue(forKey: path.property).flatMap { path.value(in: $0) }
        }
        let snapshot = copy is Transition ? makeRenderNode() : nil
        let added = AddedAnimation(
            key: key, animation: copy, timeline: timeline, clockAtAdd: now,
            snapshot: snapshot, leaveTransactions: Transaction.animationAdded())
        addedAnimations.append(added)
        if let timeline {
            timeline.onReachEnd = { [weak self, weak added] _ in
                timeline.isRetired = true
                guard let self, let added else { return }
                self.stop(added, finished: true)
            }
        }
        (window ?? Window.active)?.animationEngine.watch(self)
    }

    /// The animation added under `key` (one whose `isRemovedOnCompletion` is
    /// false stays after it ends, as in Core Animation), or a description of the animation
    /// block animation of that property (a ``BasicAnimation`` from the value
    /// it started at to the model value), nil when there is none. Changing
    /// the returned object changes nothing (as Core Animation's copies).
    public func animation(forKey key: String) -> Animation? {
        // An animation that is not removed on completion stays on the layer
        // after it ends (holding its end with a forwards fill) until removed.
        if let added = addedAnimations.last(where: { $0.key == key && (!$0.hasStopped || !$0.animation.isRemovedOnCompletion) }) {
            return added.animation.copied()
        }
        guard let property = AnimatableProperty(key: key), let block = animations[property] else { return nil }
        let description = BasicAnimation(keyPath: key)
        description.fromValue = block.startValue
        description.toValue = properties.value(of: property)
        description.duration = block.timeline.duration
        return description
    }

    /// The keys of the running animations, explicit ones in the order they
    /// were added, then those of animation blocks by property name
    /// (`"position"`, `"opacity"`...); nil when there are none
    /// (`CALayer.animationKeys()`).
    public func animationKeys() -> [String]? {
        var keys = addedAnimations.filter { !$0.hasStopped || !$0.animation.isRemovedOnCompletion }.compactMap(\.key)
        animations.forEach { block in if !keys.contains(block.property.key) { keys.append(block.property.key) } }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation added under `key`; its delegate hears
    /// `animationDidStop(_:finished: false)` unless it had already stopped.
    /// An animation block's animation of that property is removed too.
    public func removeAnimation(forKey key: String) {
        for added in addedAnimations where added.key == key { stop(added, finished: false, remove: true) }
        if let property = AnimatableProperty(key: key), let block = animations[property] {
            block.isInstalled = false
            animations[property] = nil
        }
    }

    /// Removes every animation of the layer, explicit and block ones.
    public func removeAllAnimations() {
        for added in addedAnimations { stop(added, finished: false, remove: true) }
        var installed: [BlockAnimation] = []
        animations.forEach { installed.append($0) }
        for block in installed {
            block.isInstalled = false
            animations[block.property] = nil
        }
    }

    /// Removes the animations of this layer and of every layer under it
    /// (sublayers and masks), as UIKit does to a view's layer tree when the
    /// view leaves its window: explicit animations stop with
    /// `animationDidStop(_:finished: false)` and release the transactions
    /// that waited for them, so nothing an animation holds (a delegate, a
    /// completion block) outlives the view's time on screen.
    func removeAnimationsInTree() {
        if !addedAnimations.isEmpty || !animations.isEmpty { removeAllAnimations() }
        mask?.removeAnimationsInTree()
        for child in children { child.removeAnimationsInTree() }
    }

    /// Ends an added animation: removes it when it is removed on completion
    /// (or `remove` is set), tells its delegate once, and lets the
    /// transactions that waited for it go on.
    func stop(_ added: AddedAnimation, finished: Bool, remove: Bool = false) {
        if remove || added.animation.isRemovedOnCompletion {
            addedAnimations.removeAll { $0 === added }
        }
        guard !added.hasStopped else { return }
        added.hasStopped = true
        if let timeline = added.timeline, !timeline.isRetired {
            timeline.isRetired = true
        }
        if finished, !added.hasStarted {
            added.hasStarted = true
            added.animation.delegate?.animationDidStart(added.animation)
        }
        added.animation.delegate?.animationDidStop(added.animation, finished: finished)
        added.leaveTransactions()
    }

    /// Called by the engine on every tick: starts and stops clock-driven animations.
    func stepAddedAnimations(now: Double) {
        for added in addedAnimations where !added.hasStopped {
            let local = convertTime(fromBase: added.baseTime(now: now))
            if !added.hasStarted, local >= added.animation.beginTime {
                added.hasStarted = true
                added.animation.delegate?.animationDidStart(added.animation)
            }
            // Animations bound to a transition end with it (see `add`), not by the clock.
            if added.timeline == nil, local >= added.animation.endTime {
                stop(added, finished: true)
            }
        }
    }

    /// True when the layer has explicit animations that have not stopped.
    var hasRunningAddedAnimations: Bool { addedAnimations.contains { !$0.hasStopped } }

    // MARK: Time

    /// The window this layer is drawn in: the view of its root layer.
    var hostWindow: Window? {
        var layer: Layer = self
        while let parent = layer.superlayer ?? layer.maskedLayer { layer = parent }
        return layer.view as? Window ?? layer.view?.window
    }

    /// This layer's local time for a base time (the window clock, in
    /// seconds): each layer from the root down maps its parent's time by
    /// `(t - beginTime) * speed + timeOffset`, then, when it has a positive
    /// ``duration``, folds it into its simple duration as any
    /// `CAMediaTiming` object (repeats, autoreversal; held at the ends).
    func convertTime(fromBase base: Double) -> Double {
        guard Layer.timingCustomized else { return base }
        let parentTime = (superlayer ?? maskedLayer)?.convertTime(fromBase: base) ?? base
        guard duration > 0 else { return (parentTime - beginTime) * Double(speed) + timeOffset }
        guard let local = localTime(atParentTime: parentTime, simpleDuration: duration) else {
            // Outside the active duration without a fill: the nearer end.
            return parentTime < beginTime ? 0 : duration
        }
        return local.basicTime
    }

    /// Converts `t` from `layer`'s time space to this layer's
    /// (`CALayer.convertTime(_:from:)`); nil means the window clock.
    public func convertTime(_ t: CFTimeInterval, from layer: Layer?) -> CFTimeInterval {
        let base = layer.map { $0.baseTime(fromLocal: t) } ?? t
        return convertTime(fromBase: base)
    }

    /// Converts `t` from this layer's time space to `layer`'s (nil: the window clock).
    public func convertTime(_ t: CFTimeInterval, to layer: Layer?) -> CFTimeInterval {
        let base = baseTime(fromLocal: t)
        return layer?.convertTime(fromBase: base) ?? base
    }

    /// The inverse of ``convertTime(fromBase:)``; a paused layer (speed 0)
    /// maps every time to its begin time.
    private func baseTime(fromLocal local: Double) -> Double {
        var chain: [Layer] = []
        var layer: Layer? = self
        while let l = layer {
            chain.append(l)
            layer = l.superlayer ?? l.maskedLayer
        }
        var t = local
        for l in chain {
            let s = Double(l.speed)
            t = s != 0 ? (t - l.timeOffset) / s + l.beginTime : l.beginTime
        }
        return t
    }

    // MARK: Presentation

    /// Applies the explicit animations at the window's current time, in the
    /// order they were added, through `read` and `write` of top-level keys.
    func applyAddedAnimations(read: (String) -> AnimatableValue?, write: (AnimatableValue, String) -> Void) {
        let host = hostWindow
        let now = host?.clock.time ?? Window.active?.clock.time ?? 0
        let shift = host?.environment.renderTimeShift ?? 0
        for added in addedAnimations {
            // A replicator copy's delay shifts the base time, bound to a transition or not.
            let local = convertTime(fromBase: added.baseTime(now: now) - shift)
            if let group = added.animation as? AnimationGroup {
                for (animation, time) in group.activeAnimations(atParentTime: local) {
                    apply(animation, at: time, read: read, write: write)
                }
            } else if let property = added.animation as? PropertyAnimation,
                let time = property.localTime(atParentTime: local)
            {
                apply(property, at: time, read: read, write: write)
            }
        }
    }

    /// Applies the explicit animations to values of the base keys (kept out
    /// of line: most layers have none, and the frame's hot path stays small).
    @inline(never)
    func applyAddedAnimations(to p: inout LayerProperties) {
        var values = p
        applyAddedAnimations(read: { values.value(forKey: $0) }, write: { values.set($0, forKey: $1) })
        p = values
    }

    private func apply(
        _ animation: PropertyAnimation, at time: MediaTimingLocalTime,
        read: (String) -> AnimatableValue?, write: (AnimatableValue, String) -> Void
    ) {
        guard let path = animation.animationKeyPath, let model = animatedValue(forKey: path.property),
            let current = read(path.property),
            let value = animation.propertyValue(at: time, model: model, presentation: current)
        else { return }
        write(value, path.property)
        // A keyframe animation along a path with a rotation mode turns the layer to the path's direction.
        if let keyframes = animation as? KeyframeAnimation, let angle = keyframes.rotationAngle(at: time),
            case .transform(let t)? = read("transform")
        {
            write(.transform(Transform3D(rotationAngle: CGFloat(angle), x: 0, y: 0, z: 1).concatenating(t)), "transform")
        }
    }

    /// A copy of this layer with every animation applied: block animations,
    /// then explicit ones (keys of layer classes included).
    func presentedCopy() -> Layer {
        let copy = makeCopy()
        copy.modelLayer = self
        copy.properties = presentationProperties
        applyAddedAnimations(
            read: { copy.animatedValue(forKey: $0) },
            write: { copy.applyAnimatableValue($0, forKey: $1) })
        return copy
    }

    /// The active `Transition` and where it is, if one runs now.
    func activeTransition() -> (snapshot: RenderNode, state: Transition.State)? {
        let host = hostWindow
        let now = host?.clock.time ?? Window.active?.clock.time ?? 0
        let shift = host?.environment.renderTimeShift ?? 0
        for added in addedAnimations.reversed() {
            guard let transition = added.animation as? Transition, let snapshot = added.snapshot,
                let state = transition.state(atParentTime: convertTime(fromBase: added.baseTime(now: now) - shift))
            else { continue }
            return (snapshot, state)
        }
        return nil
    }
}
