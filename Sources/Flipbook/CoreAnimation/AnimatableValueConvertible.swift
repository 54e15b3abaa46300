import Foundation

/// A Swift value that Core Animation code hands to an animation as `Any`
/// (`fromValue`, `toValue`, `values`, a layer's `setValue(_:forKeyPath:)`),
/// and the ``AnimatableValue`` it stands for.
///
/// Numbers (`Double`, `CGFloat`, `Float`, `Int`, `NSNumber`) are scalars;
/// `CGPoint`, `CGSize`, `CGRect`, `Color`, `Transform3D` and paths map to
/// their own cases.
public protocol AnimatableValueConvertible {
    /// The value as the animation engine mixes it.
    var animatableValue: AnimatableValue { get }
}
