import Foundation

/// How a presented view controller is shown (`UIModalPresentationStyle`).
///
/// Which styles keep the presenter's view in the window decides the
/// appearance callbacks: `.fullScreen` and `.currentContext` remove it after
/// the transition (the presenter gets disappear callbacks); the others keep
/// it (only the presented controller gets callbacks).
public enum ModalPresentationStyle: Hashable, Sendable, CustomStringConvertible {
    /// Covers the window; the presenter's view leaves the window after the transition.
    case fullScreen
    /// Covers the window; the presenter's view stays underneath.
    case overFullScreen
    /// Covers the view of the nearest ancestor with `definesPresentationContext`;
    /// that controller's view leaves the window after the transition.
    case currentContext
    /// Like `.currentContext`, but the context's view stays underneath.
    case overCurrentContext
    /// A sheet 704 pt wide (or the window's width if less), 40 pt below the top
    /// edge, in a regular width; full screen in a compact width (below 600 pt).
    case pageSheet
    /// A centred sheet of `preferredContentSize` (540 × 620 pt when zero) in a
    /// regular width; full screen in a compact width (below 600 pt).
    case formSheet
    /// The transitioning delegate's presentation controller; full screen when it gives none.
    case custom
    /// Behaves as `.pageSheet` (UIKit's default since iOS 13).
    case automatic
    /// No adaptation (the value an adaptive presentation style returns to keep the style).
    case none

    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .overFullScreen: "overFullScreen"
        case .currentContext: "currentContext"
        case .overCurrentContext: "overCurrentContext"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .custom: "custom"
        case .automatic: "automatic"
        case .none: "none"
        }
    }
}

/// The built-in animation used when the transitioning delegate gives no animator
/// (`UIModalTransitionStyle`).
public enum ModalTransitionStyle: Hashable, Sendable, CustomStringConvertible {
    /// The presented view slides up from the bottom edge; on dismissal it slides back down.
    case coverVertical
    /// The presented view fades in over the presenter; on dismissal it fades out.
    case crossDissolve
    /// A perspective flip about the vertical axis (`Transform3D` with `m34`):
    /// the old view turns away through 90°, then the new view turns in.
    case flipHorizontal
    /// An approximation of UIKit's page curl: the presenter's view (as a
    /// snapshot) lifts up and away, tilting, and stays curled at the top edge
    /// while presented, revealing the presented view underneath.
    case partialCurl

    public var description: String {
        switch self {
        case .coverVertical: "coverVertical"
        case .crossDissolve: "crossDissolve"
        case .flipHorizontal: "flipHorizontal"
        case .partialCurl: "partialCurl"
        }
    }
}

extension ModalPresentationStyle {
    /// The style a presentation asked for with this style runs in before
    /// adaptation: `.automatic` (and `.none`) are `.pageSheet`.
    var resolvedForPresentation: ModalPresentationStyle {
        self == .automatic || self == .none ? .pageSheet : self
    }
}
