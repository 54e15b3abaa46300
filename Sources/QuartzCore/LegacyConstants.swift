// The `kCA...` constants of the Swift 4 SDKs, which code written then still
// uses (`CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)`,
// `animation.fillMode = kCAFillModeForwards`). Each has the type its value
// has in today's SDK, so both spellings assign to the same properties.
import Flipbook

/// `kCAMediaTimingFunctionLinear`.
public let kCAMediaTimingFunctionLinear = Flipbook.MediaTimingFunctionName.linear
/// `kCAMediaTimingFunctionEaseIn`.
public let kCAMediaTimingFunctionEaseIn = Flipbook.MediaTimingFunctionName.easeIn
/// `kCAMediaTimingFunctionEaseOut`.
public let kCAMediaTimingFunctionEaseOut = Flipbook.MediaTimingFunctionName.easeOut
/// `kCAMediaTimingFunctionEaseInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = Flipbook.MediaTimingFunctionName.easeInEaseOut
/// `kCAMediaTimingFunctionDefault`.
public let kCAMediaTimingFunctionDefault = Flipbook.MediaTimingFunctionName.default

/// `kCAFillModeForwards`.
public let kCAFillModeForwards = Flipbook.MediaTimingFillMode.forwards
/// `kCAFillModeBackwards`.
public let kCAFillModeBackwards = Flipbook.MediaTimingFillMode.backwards
/// `kCAFillModeBoth`.
public let kCAFillModeBoth = Flipbook.MediaTimingFillMode.both
/// `kCAFillModeRemoved`.
public let kCAFillModeRemoved = Flipbook.MediaTimingFillMode.removed

/// `kCATransitionFade`.
public let kCATransitionFade = Flipbook.TransitionType.fade
/// `kCATransitionMoveIn`.
public let kCATransitionMoveIn = Flipbook.TransitionType.moveIn
/// `kCATransitionPush`.
public let kCATransitionPush = Flipbook.TransitionType.push
/// `kCATransitionReveal`.
public let kCATransitionReveal = Flipbook.TransitionType.reveal
/// `kCATransitionFromRight`.
public let kCATransitionFromRight = Flipbook.TransitionSubtype.fromRight
/// `kCATransitionFromLeft`.
public let kCATransitionFromLeft = Flipbook.TransitionSubtype.fromLeft
/// `kCATransitionFromTop`.
public let kCATransitionFromTop = Flipbook.TransitionSubtype.fromTop
/// `kCATransitionFromBottom`.
public let kCATransitionFromBottom = Flipbook.TransitionSubtype.fromBottom

/// `kCAAnimationLinear`.
public let kCAAnimationLinear = Flipbook.AnimationCalculationMode.linear
/// `kCAAnimationDiscrete`.
public let kCAAnimationDiscrete = Flipbook.AnimationCalculationMode.discrete
/// `kCAAnimationPaced`.
public let kCAAnimationPaced = Flipbook.AnimationCalculationMode.paced
/// `kCAAnimationCubic`.
public let kCAAnimationCubic = Flipbook.AnimationCalculationMode.cubic
/// `kCAAnimationCubicPaced`.
public let kCAAnimationCubicPaced = Flipbook.AnimationCalculationMode.cubicPaced
/// `kCAAnimationRotateAuto`.
public let kCAAnimationRotateAuto = Flipbook.AnimationRotationMode.rotateAuto
/// `kCAAnimationRotateAutoReverse`.
public let kCAAnimationRotateAutoReverse = Flipbook.AnimationRotationMode.rotateAutoReverse

/// `kCAGravityCenter`.
public let kCAGravityCenter = Flipbook.LayerContentsGravity.center
/// `kCAGravityTop`.
public let kCAGravityTop = Flipbook.LayerContentsGravity.top
/// `kCAGravityBottom`.
public let kCAGravityBottom = Flipbook.LayerContentsGravity.bottom
/// `kCAGravityLeft`.
public let kCAGravityLeft = Flipbook.LayerContentsGravity.left
/// `kCAGravityRight`.
public let kCAGravityRight = Flipbook.LayerContentsGravity.right
/// `kCAGravityTopLeft`.
public let kCAGravityTopLeft = Flipbook.LayerContentsGravity.topLeft
/// `kCAGravityTopRight`.
public let kCAGravityTopRight = Flipbook.LayerContentsGravity.topRight
/// `kCAGravityBottomLeft`.
public let kCAGravityBottomLeft = Flipbook.LayerContentsGravity.bottomLeft
/// `kCAGravityBottomRight`.
public let kCAGravityBottomRight = Flipbook.LayerContentsGravity.bottomRight
/// `kCAGravityResize`.
public let kCAGravityResize = Flipbook.LayerContentsGravity.resize
/// `kCAGravityResizeAspect`.
public let kCAGravityResizeAspect = Flipbook.LayerContentsGravity.resizeAspect
/// `kCAGravityResizeAspectFill`.
public let kCAGravityResizeAspectFill = Flipbook.LayerContentsGravity.resizeAspectFill

/// `kCAFillRuleNonZero`.
public let kCAFillRuleNonZero = Flipbook.ShapeLayerFillRule.nonZero
/// `kCAFillRuleEvenOdd`.
public let kCAFillRuleEvenOdd = Flipbook.ShapeLayerFillRule.evenOdd
/// `kCALineCapButt`.
public let kCALineCapButt = Flipbook.ShapeLayerLineCap.butt
/// `kCALineCapRound`.
public let kCALineCapRound = Flipbook.ShapeLayerLineCap.round
/// `kCALineCapSquare`.
public let kCALineCapSquare = Flipbook.ShapeLayerLineCap.square
/// `kCALineJoinMiter`.
public let kCALineJoinMiter = Flipbook.ShapeLayerLineJoin.miter
/// `kCALineJoinRound`.
public let kCALineJoinRound = Flipbook.ShapeLayerLineJoin.round
/// `kCALineJoinBevel`.
public let kCALineJoinBevel = Flipbook.ShapeLayerLineJoin.bevel

/// `kCAGradientLayerAxial`.
public let kCAGradientLayerAxial = Flipbook.GradientLayerType.axial
/// `kCAGradientLayerRadial`.
public let kCAGradientLayerRadial = Flipbook.GradientLayerType.radial
/// `kCAGradientLayerConic`.
public let kCAGradientLayerConic = Flipbook.GradientLayerType.conic

/// `kCAAlignmentNatural`.
public let kCAAlignmentNatural = Flipbook.TextLayerAlignmentMode.natural
/// `kCAAlignmentLeft`.
public let kCAAlignmentLeft = Flipbook.TextLayerAlignmentMode.left
/// `kCAAlignmentRight`.
public let kCAAlignmentRight = Flipbook.TextLayerAlignmentMode.right
/// `kCAAlignmentCenter`.
public let kCAAlignmentCenter = Flipbook.TextLayerAlignmentMode.center
/// `kCAAlignmentJustified`.
public let kCAAlignmentJustified = Flipbook.TextLayerAlignmentMode.justified
/// `kCATruncationNone`.
public let kCATruncationNone = Flipbook.TextLayerTruncationMode.none
/// `kCATruncationStart`.
public let kCATruncationStart = Flipbook.TextLayerTruncationMode.start
/// `kCATruncationEnd`.
public let kCATruncationEnd = Flipbook.TextLayerTruncationMode.end
/// `kCATruncationMiddle`.
public let kCATruncationMiddle = Flipbook.TextLayerTruncationMode.middle
