// Core Animation's layer names, as aliases of Flipbook's layer types.
import Flipbook

/// `CALayer`. See https://developer.apple.com/documentation/quartzcore/calayer
public typealias CALayer = Flipbook.Layer
/// `CAShapeLayer`.
public typealias CAShapeLayer = Flipbook.ShapeLayer
/// `CAGradientLayer`.
public typealias CAGradientLayer = Flipbook.GradientLayer
/// `CAReplicatorLayer`.
public typealias CAReplicatorLayer = Flipbook.ReplicatorLayer
/// `CATextLayer`.
public typealias CATextLayer = Flipbook.TextLayer
/// `CATransformLayer`.
public typealias CATransformLayer = Flipbook.TransformLayer
/// `CALayerDelegate`.
public typealias CALayerDelegate = Flipbook.LayerDelegate
/// `CAAction`.
public typealias CAAction = Flipbook.Action
/// `CALayerContentsGravity`.
public typealias CALayerContentsGravity = Flipbook.LayerContentsGravity
/// `CALayerCornerCurve`.
public typealias CALayerCornerCurve = Flipbook.CornerCurve
/// `CACornerMask` (`.layerMinXMinYCorner`, ...).
public typealias CACornerMask = Flipbook.CornerMask
/// `CAGradientLayerType`.
public typealias CAGradientLayerType = Flipbook.GradientLayerType
/// `CAShapeLayerFillRule`.
public typealias CAShapeLayerFillRule = Flipbook.ShapeLayerFillRule
/// `CAShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = Flipbook.ShapeLayerLineCap
/// `CAShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = Flipbook.ShapeLayerLineJoin
/// `CATextLayerAlignmentMode`.
public typealias CATextLayerAlignmentMode = Flipbook.TextLayerAlignmentMode
/// `CATextLayerTruncationMode`.
public typealias CATextLayerTruncationMode = Flipbook.TextLayerTruncationMode
