import Foundation

/// Collects what happens to layers while a transition's animations are set
/// up, so the transition can drive them as one timeline and put everything
/// back when it is cancelled.
///
/// While a capture is active, every timeline made by `View.animate` (and
/// friends) becomes a child of ``timeline`` (unless the capture only records,
/// see ``adoptsTimelines``), and the first model value of every property
/// changed, animated or not, is remembered.
@MainActor
final class AnimationCapture {
    let timeline: AnimationTimeline
    private(set) var originals: [(layer: Layer, property: AnimatableProperty, value: AnimatableValue)] = []
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        let layer: ObjectIdentifier
        let property: AnimatableProperty
    }

    /// False while a run only records original values: new timelines stay
    /// roots (a property animator that an interaction drives by itself).
    private(set) var adoptsTimelines = true

    init(timeline: AnimationTimeline) { self.timeline = timeline }

    func noteChange(_ layer: Layer, _ property: AnimatableProperty, from old: AnimatableValue) {
        if seen.insert(Key(layer: ObjectIdentifier(layer), property: property)).inserted {
            originals.append((layer, property, old))
        }
    }

    private(set) var keyedOriginals: [(layer: Layer, key: String, value: AnimatableValue)] = []
    private var seenKeys: Set<KeyedKey> = []
    private struct KeyedKey: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    /// Remembers the first value of a key that animation blocks do not
    /// record (a shape layer's path, a layer's mask corners...).
    func noteKeyedChange(_ layer: Layer, _ key: String, from old: AnimatableValue) {
        if seenKeys.insert(KeyedKey(layer: ObjectIdentifier(layer), key: key)).inserted {
            keyedOriginals.append((layer, key, old))
        }
    }

    /// Keys whose value was nil before the capture changed it.
    private var absent: [(layer: Layer, key: String)] = []
    private var seenAbsent: Set<KeyedKey> = []

    /// Remembers that `key` of `layer` was nil before its first change
    /// (called before the change is noted).
    func noteAbsent(_ layer: Layer, key: String) {
        let id = ObjectIdentifier(layer)
        if let property = AnimatableProperty(key: key) {
            guard !seen.contains(Key(layer: id, property: property)) else { return }
        } else {
            guard !seenKeys.contains(KeyedKey(layer: id, key: key)) else { return }
        }
        if seenAbsent.insert(KeyedKey(layer: id, key: key)).inserted { absent.append((layer, key)) }
    }

    /// Puts every captured property back to its value from before the capture.
    func restoreOriginals() {
        AnimationRecorder.withoutRecording {
            for entry in keyedOriginals.reversed() {
                entry.layer.applyAnimatableValue(entry.value, forKey: entry.key)
            }
        }
        for entry in originals.reversed() {
            entry.layer.setWithoutAnimation(entry.value, of: entry.property)
        }
        // Values that were nil go back to nil, not to the clear colour or empty path they read as.
        AnimationRecorder.withoutRecording {
            for entry in absent { entry.layer.clearValue(forKey: entry.key) }
        }
    }

    /// Runs `body` with this capture active; with `adoptingTimelines` false
    /// it only remembers original values.
    func run(adoptingTimelines: Bool = true, _ body: () -> Void) {
        let saved = adoptsTimelines
        adoptsTimelines = adoptingTimelines
        AnimationRecorder.captures.append(self)
        defer {
            AnimationRecorder.captures.removeLast()
            adoptsTimelines = saved
        }
        body()
    }
}
