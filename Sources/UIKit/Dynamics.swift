// UIKit Dynamics' names (docs/dynamics.md).
import Flipbook

/// `UIDynamicAnimator`.
public typealias UIDynamicAnimator = Flipbook.DynamicAnimator
/// `UIDynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = Flipbook.DynamicAnimatorDelegate
/// `UIDynamicBehavior`.
public typealias UIDynamicBehavior = Flipbook.DynamicBehavior
/// `UIDynamicItem`.
public typealias UIDynamicItem = Flipbook.DynamicItem
/// `UIDynamicItemCollisionBoundsType`.
public typealias UIDynamicItemCollisionBoundsType = Flipbook.DynamicItemCollisionBoundsType
/// `UIDynamicItemBehavior`.
public typealias UIDynamicItemBehavior = Flipbook.DynamicItemBehavior
/// `UIGravityBehavior`.
public typealias UIGravityBehavior = Flipbook.GravityBehavior
/// `UICollisionBehavior`.
public typealias UICollisionBehavior = Flipbook.CollisionBehavior
/// `UICollisionBehaviorDelegate`.
public typealias UICollisionBehaviorDelegate = Flipbook.CollisionBehaviorDelegate
/// `UICollisionBehavior.Mode` (Objective-C's `UICollisionBehaviorMode`).
public typealias UICollisionBehaviorMode = Flipbook.CollisionBehavior.Mode
/// `UIAttachmentBehavior`.
public typealias UIAttachmentBehavior = Flipbook.AttachmentBehavior
/// `UISnapBehavior`.
public typealias UISnapBehavior = Flipbook.SnapBehavior
/// `UIPushBehavior`.
public typealias UIPushBehavior = Flipbook.PushBehavior
/// `UIOffset`.
public typealias UIOffset = Flipbook.Offset
/// `UIFloatRange`.
public typealias UIFloatRange = Flipbook.FloatRange
