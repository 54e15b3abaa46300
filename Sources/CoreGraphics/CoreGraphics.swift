import Flipbook
// `import CoreGraphics` for code written for Apple platforms.
//
// Foundation on Linux already has `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect`; this module adds the Core Graphics names it lacks, each an alias
// of the Flipbook type that plays its part. It declares nothing else, so a
// client's own types never clash with names Core Graphics does not have.
@_exported import Foundation

/// `CGAffineTransform`: a 2-D affine transform (Flipbook's ``Flipbook/CGAffineTransform``).
/// See https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public typealias CGAffineTransform = Flipbook.CGAffineTransform
/// `CGVector`: a 2-D vector (`dx`, `dy`).
public typealias CGVector = Flipbook.CGVector
/// `CGPath`: an immutable path (Flipbook's ``Flipbook/CGPath``).
public typealias CGPath = Flipbook.CGPath
/// `CGMutablePath`: a path built with `move(to:)`, `addLine(to:)`, ...
public typealias CGMutablePath = Flipbook.CGMutablePath
/// `CGContext`: what drawing code draws into (Flipbook's ``Flipbook/GraphicsContext``,
/// which records a display list instead of filling pixels).
public typealias CGContext = Flipbook.CGContext
/// `CGColor`: Flipbook has one colour type, ``Flipbook/Color``; `UIColor.cgColor` is the colour itself.
public typealias CGColor = Flipbook.CGColor
/// `CGLineCap` (`.butt`, `.round`, `.square`).
public typealias CGLineCap = Flipbook.CGLineCap
/// `CGLineJoin` (`.miter`, `.round`, `.bevel`).
public typealias CGLineJoin = Flipbook.CGLineJoin
/// `CGPathFillRule` (`.winding`, `.evenOdd`).
public typealias CGPathFillRule = Flipbook.CGPathFillRule
/// `CFArray`: Core Foundation's array, toll-free bridged with `NSArray` on Apple
/// platforms (Core Graphics APIs take one: `colors as CFArray`); here it is `NSArray`.
/// See https://developer.apple.com/documentation/corefoundation/cfarray
public typealias CFArray = NSArray
/// `CFString`: Core Foundation's string, toll-free bridged with `NSString`; here it is `String`.
/// See https://developer.apple.com/documentation/corefoundation/cfstring
public typealias CFString = String
