import Foundation

/// Which recognizer recognises: failure requirements, waiting, exclusion and
/// simultaneous recognition, as ``GestureRecognizer`` describes them.
///
/// The recognizers taking part in a gesture are those of this window that
/// received a touch since their last reset, in the order they first did
/// (deepest view first, then in the order added, for one touch). Every loop
/// here runs in that order or in touch order, so the delegates are asked in
/// a fixed order and the outcome never depends on timing.
extension TouchDispatcher {
    /// The recognizers taking part in the current gesture, in the order they joined.
    var participants: [GestureRecognizer] {
        engaged
            .filter { $0.participation != nil && $0.view != nil && $0.isEnabled }
            .sorted { $0.participation! < $1.participation! }
    }

    /// Called by a recognizer whose delegate let it leave `possible` for
    /// `target` (`began` or `ended`): gathers its dynamic failure
    /// requirements (once per attempt), then lets it wait, fail or go on.
    func recognizerWantsToRecognize(_ recognizer: GestureRecognizer, as target: GestureRecognizer.State) {
        takePart(recognizer)
        recognizer.dynamicRequirements = dynamicRequirements(of: recognizer).map { .init(value: $0) }
        recognizer.pendingRecognition = target
        settle()
    }

    /// Makes `recognizer` take part in the current gesture, if it does not
    /// already: it gets the next order number and hears of the time.
    func takePart(_ recognizer: GestureRecognizer) {
        if recognizer.participation == nil {
            recognizer.participation = nextParticipation
            nextParticipation += 1
        }
        if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
    }

    /// Called by a recognizer whose state went from possible to began or
    /// recognised: the others sharing a touch with it and still possible
    /// fail unless the two may recognise simultaneously, those that require
    /// it to fail fail, and its touches are cancelled in their views when it
    /// says so (one `touchesCancelled` call per view, with its touches in
    /// touch-down order).
    func recognizerDidRecognize(_ recognizer: GestureRecognizer) {
        for other in recognizers(sharingTouchesWith: recognizer) where other.state == .possible {
            if !mayRecognizeTogether(recognizer, other) { other.failIfPossible() }
        }
        for other in participants where other !== recognizer && other.state == .possible {
            if other.failureRequirements.contains(where: { $0 === recognizer }) { other.failIfPossible() }
        }
        var taken: [Touch] = []
        for touch in recognizer.touches where recognizer.cancelsTouchesInView && touch.deliversToView {
            touch.deliversToView = false
            taken.append(touch)
        }
        if !taken.isEmpty {
            let saved = taken.map(\.phase)
            for t in taken { t.phase = .cancelled }
            deliverToViews(taken, evenTaken: true) {
                $0.touchesCancelled(Set($1), with: Event(timestamp: $1.first?.timestamp ?? 0, touches: self.active))
            }
            for (t, phase) in zip(taken, saved) { t.phase = phase }
        }
        settle()
    }

    /// Called by a recognizer that failed: those waiting for it may go on.
    func recognizerDidFail(_ recognizer: GestureRecognizer) {
        settle()
    }

    /// Called by a recognizer that stopped taking part (removed, disabled):
    /// those waiting for it may go on; their actions run now.
    func recognizerDidLeave(_ recognizer: GestureRecognizer) {
        settle()
        flushReleased()
    }

    /// Calls the actions of the recognizers the arbitration moved on, in the order it did.
    func flushReleased() {
        while !released.isEmpty {
            let r = released.removeFirst()
            r.flushActions()
        }
    }

    // MARK: Settling

    /// Decides every waiting recognizer that can be decided, in the order
    /// they joined the gesture, until none can; re-entrant calls (a decision
    /// that fails or releases another) ask for another pass instead.
    func settle() {
        if settling {
            needsAnotherPass = true
            return
        }
        settling = true
        defer { settling = false }
        repeat {
            needsAnotherPass = false
            for r in participants where r.pendingRecognition != nil {
                if decide(r) {
                    needsAnotherPass = true
                    break
                }
            }
        } while needsAnotherPass
    }

    /// Lets a waiting recognizer fail or go on when it can; false when it must keep waiting.
    private func decide(_ recognizer: GestureRecognizer) -> Bool {
        guard let target = recognizer.pendingRecognition else { return false }
        var waits = false
        for required in recognizer.failureRequirements where isTakingPart(required) {
            if required.state.didRecognize {
                recognizer.failIfPossible()
                return true
            }
            if required.state == .possible { waits = true }
        }
        if waits { return false }
        for other in recognizers(sharingTouchesWith: recognizer)
        where other.state == .began || other.state == .changed {
            if !mayRecognizeTogether(other, recognizer) {
                recognizer.failIfPossible()
                return true
            }
        }
        recognizer.pendingRecognition = nil
        released.append(recognizer)
        recognizer.machineryApply(target)
        return true
    }

    // MARK: Questions

    /// True when `recognizer` takes part in the gesture of this window.
    private func isTakingPart(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.participation != nil && recognizer.view != nil && recognizer.isEnabled
            && recognizer.dispatcher === self
    }

    /// The other recognizers that share a touch with `recognizer`, each
    /// once, in touch order and then in each touch's order.
    private func recognizers(sharingTouchesWith recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for touch in recognizer.touches {
            for other in touch.recognizers where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// True when `preventing` beginning or recognising leaves `prevented`
    /// free to recognise too: one of the subclass hooks says it cannot stop
    /// the other, or either delegate allows simultaneous recognition
    /// (`preventing`'s delegate asked first).
    private func mayRecognizeTogether(_ preventing: GestureRecognizer, _ prevented: GestureRecognizer) -> Bool {
        if !preventing.canPrevent(prevented) || !prevented.canBePrevented(by: preventing) { return true }
        if let d = preventing.delegate, d.gestureRecognizer(preventing, shouldRecognizeSimultaneouslyWith: prevented) {
            return true
        }
        if let d = prevented.delegate, d.gestureRecognizer(prevented, shouldRecognizeSimultaneouslyWith: preventing) {
            return true
        }
        return false
    }

    /// The recognizers `recognizer` must wait for at this attempt besides
    /// those of `require(toFail:)`: each other recognizer taking part that
    /// has not failed, for which `recognizer`'s subclass hook, its delegate,
    /// the other's subclass hook or the other's delegate says so (asked in
    /// that order, stopping at the first yes).
    private func dynamicRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for other in participants where other !== recognizer && other.state != .failed {
            if recognizer.staticallyRequires(other) { continue }
            let requires =
                recognizer.shouldRequireFailure(of: other)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.shouldBeRequiredToFail(by: recognizer)
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            if requires { result.append(other) }
        }
        return result
    }
}
