import Foundation

/// A bar that draws its items over a background view, with a one-pixel
/// separator along the edge it shares with the content: the navigation bar
/// (at the top of the screen: the background reaches up behind the status
/// bar, the separator runs under the bar) and the toolbar (at the bottom:
/// the background reaches down, the separator runs above the bar). Each bar
/// colours its background itself. The tab bar is not one: it is its own
/// background and places its own separator.
@MainActor
protocol BarBackgroundHosting: View {
    /// The background, behind the items; takes no touches.
    var backgroundView: View { get }
    /// The hairline between the bar and the content: one pixel tall, just
    /// outside the bar's bounds; takes no touches.
    var separatorView: View { get }
    /// How far the background reaches past the bar's outer edge, points.
    var backgroundExtension: CGFloat { get }
}

extension BarBackgroundHosting {
    /// Adds the background and the separator (in the default colour,
    /// ``NavigationBar/Metrics/separator``) as subviews, neither taking touches.
    func addBackgroundViews() {
        backgroundView.isUserInteractionEnabled = false
        separatorView.isUserInteractionEnabled = false
        separatorView.backgroundColor = NavigationBar.Metrics.separator
        addSubview(backgroundView)
        addSubview(separatorView)
    }

    /// Sets the frames of the background and the separator from the bounds
    /// (points), with autoresizing masks that keep them in place while the
    /// bar's size animates. The separator is one pixel (1 / the window's
    /// scale, else the main screen's) tall.
    ///
    /// - Parameter reachingUp: True for a bar at the top of the screen: the
    ///   background reaches ``backgroundExtension`` above the bar and the
    ///   separator lies under it. False for a bar at the bottom: the
    ///   background reaches below the bar and the separator lies above it.
    func placeBackgroundViews(reachingUp: Bool) {
        let hairline = 1 / max(1, window?.scale ?? Screen.main.scale)
        backgroundView.frame = CGRect(
            x: 0, y: reachingUp ? -backgroundExtension : 0, width: bounds.width,
            height: bounds.height + backgroundExtension)
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        separatorView.frame = CGRect(x: 0, y: reachingUp ? bounds.height : -hairline, width: bounds.width, height: hairline)
        separatorView.autoresizingMask = reachingUp ? [.flexibleWidth, .flexibleTopMargin] : [.flexibleWidth]
    }
}
