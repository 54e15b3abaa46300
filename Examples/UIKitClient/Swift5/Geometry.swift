// Written as for iOS, importing only CoreGraphics.
import CoreGraphics

/// A card's tilt: a rotation and a shrink about its centre.
func tilt(for progress: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: progress * .pi / 24).scaledBy(x: 1 - progress / 10, y: 1 - progress / 10)
}
