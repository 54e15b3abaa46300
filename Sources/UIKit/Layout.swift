// Auto Layout keeps its Objective-C names in UIKit code.
// See https://developer.apple.com/documentation/uikit/nslayoutconstraint
import Flipbook

/// `NSLayoutConstraint` (with `.Attribute`, `.Relation`, `.Axis`, `activate(_:)`).
public typealias NSLayoutConstraint = Flipbook.LayoutConstraint
/// `NSLayoutAnchor<AnchorType>`.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = Flipbook.LayoutAnchor<AnchorType>
/// `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = Flipbook.LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = Flipbook.LayoutYAxisAnchor
/// `NSLayoutDimension`.
public typealias NSLayoutDimension = Flipbook.LayoutDimension
/// `UILayoutGuide`.
public typealias UILayoutGuide = Flipbook.LayoutGuide
/// `UILayoutPriority` (`.required`, `.defaultHigh`, ...).
public typealias UILayoutPriority = Flipbook.LayoutPriority
