import Foundation

/// One property of one layer moving from a value to another (placeholder until the timing engine lands).
@MainActor
final class PropertyAnimation {
    let from: AnimatableValue
    let to: AnimatableValue
    init(from: AnimatableValue, to: AnimatableValue) { self.from = from; self.to = to }
    func currentValue() -> AnimatableValue { to }
}
