import Foundation

/// The presentation controller of the built-in styles (`.fullScreen`,
/// `.overFullScreen`, the context styles and the sheets), and of adapted
/// presentations (UIKit's adaptive presentation controller).
final class BuiltInPresentationController: PresentationController {
    /// The style it lays out: never `.automatic`, `.custom` or `.none`.
    let style: ModalPresentationStyle

    init(presentedViewController: ViewController, presenting: ViewController?, style: ModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: ModalPresentationStyle { style }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var shouldPresentInFullscreen: Bool { style == .fullScreen || style == .overFullScreen }

    /// Sheets adapt to full screen in a compact width; the other styles do not adapt.
    override var defaultAdaptivePresentationStyle: ModalPresentationStyle {
        style == .pageSheet || style == .formSheet ? .fullScreen : .none
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Self.frame(for: style, in: bounds, preferredSize: presentedViewController.preferredContentSize)
    }

    /// The sheet's size for a sheet style, else `parentSize`.
    override func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        Self.frame(for: style, in: CGRect(origin: .zero, size: parentSize), preferredSize: container.preferredContentSize).size
    }

    /// A `.formSheet` that runs its presentation takes the new size at once
    /// (animated when the change is made inside an animation block).
    override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        guard style == .formSheet, let view = presentedView, containerView != nil,
            !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed
        else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// The sheet sizes: see ``ModalPresentationStyle``.
    static func frame(for style: ModalPresentationStyle, in bounds: CGRect, preferredSize: CGSize) -> CGRect {
        switch style {
        case .pageSheet:
            let width = min(bounds.width, 704)
            let top = min(40, bounds.height)
            return CGRect(
                x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + top,
                width: width, height: bounds.height - top)
        case .formSheet:
            let size = preferredSize.width > 0 && preferredSize.height > 0 ? preferredSize : CGSize(width: 540, height: 620)
            let w = min(size.width, bounds.width)
            let h = min(size.height, bounds.height)
            return CGRect(x: bounds.minX + (bounds.width - w) / 2, y: bounds.minY + (bounds.height - h) / 2, width: w, height: h)
        default:
            return bounds
        }
    }
}
