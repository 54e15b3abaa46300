import Foundation

/// An object that holds content and lays out children in its size
/// (`UIContentContainer`): ``ViewController`` and ``PresentationController``
/// adopt it, with UIKit's default implementations.
///
/// - ``preferredContentSize``: the size the content would like; setting it on
///   a child controller calls its parent's
///   ``preferredContentSizeDidChange(forChildContentContainer:)``, and on a
///   presented controller its presentation controller's.
/// - ``size(forChildContentContainer:withParentContainerSize:)``: the size a
///   child gets when the window resizes; the parent size by default.
/// - ``viewWillTransition(to:with:)`` and ``willTransition(to:with:)``: called
///   when the window resizes (``Window/resize(to:duration:)``) and when its
///   traits change, with the resize's coordinator. The runtime calls every
///   container itself (UIKit's defaults forward from the parent), so
///   overrides need not call `super`.
///
/// Signatures are UIKit's with the prefixes deleted, so a UIKit subclass's
/// overrides port unchanged.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
    /// The size, in points, the content would like to have; `.zero` when it has no preference.
    var preferredContentSize: CGSize { get }

    /// Called on a parent (or a presentation controller) when `container`, a
    /// child (or the presented controller), changed its ``preferredContentSize``.
    func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)

    /// Called on a parent when a child's fitting size changed (UIKit's bridge
    /// between Auto Layout and manual layout). Flipbook has no Auto Layout, so
    /// the runtime never calls it; the defaults do nothing.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer)

    /// The size to give the child `container` when this container gets
    /// `parentSize` (during a resize, before the child's
    /// ``viewWillTransition(to:with:)``); `parentSize` by default. A child
    /// whose view already has the returned size is not told of the resize.
    func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize

    /// Called before the container's size changes to `size`, with the coordinator of the change.
    func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator)

    /// Called before the traits change to `newCollection`, with the coordinator of the change.
    func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator)
}
