import Foundation

/// Turns model-value changes inside animation blocks into animations (placeholder).
@MainActor
enum AnimationRecorder {
    static func modelValueChanged(_ layer: Layer, _ property: AnimatableProperty,
                                  from old: AnimatableValue, to new: AnimatableValue) {}
}
