import Foundation

/// The page a `.pageCurl` page view controller turns, drawn as a sheet
/// folding back over itself towards the spine: at ``progress`` p the fold
/// line stands p of the sheet's width from its free edge; the sheet's front
/// shows between the spine and the fold, the part beyond the fold lies
/// folded over onto the front showing the sheet's back, and what the sheet
/// uncovered shows the pages beneath. At p = 1 the whole sheet lies on the
/// far side of the spine, back up. All of it is frames (two clipping
/// containers and the pictures in them), linear in p, so a `View.animate`
/// of p interpolates it exactly.
///
/// UIKit bends the sheet into a cylinder-like curl with shading; Apple does
/// not document its shape, and Flipbook draws it flat. The back is the back
/// page of a double-sided controller, else white with the front showing
/// through mirrored at 25 % opacity, as Apple describes a single-sided
/// page ("the content on the front of the page will partially show through
/// to the back",
/// https://developer.apple.com/documentation/uikit/uipageviewcontroller/isdoublesided).
@preconcurrency @MainActor
final class PageTurnSheet {
    /// The opacity of the front showing through the back of a single-sided page.
    static let showThroughOpacity: CGFloat = 0.25

    /// Snapshots laid under the sheet for the turn's length (the pages that
    /// stay in sight until the sheet covers them).
    let overlays: [View]
    private let frontClip = View(frame: .zero)
    private let backClip = View(frame: .zero)
    private let front: View
    private let back: View
    private let frame: CGRect
    private let vertical: Bool
    private let hingeAtMin: Bool
    private let startsFolded: Bool

    /// The sheet's turn so far, 0...1 (0 where it starts, 1 where it lands);
    /// setting it places the sheet at once.
    var progress: CGFloat = 0 {
        didSet { View.performWithoutAnimation { layout(at: progress) } }
    }

    /// A sheet over `frame` (in `container`'s coordinates), hinged at its
    /// leading (or top) edge when `hingeAtMin`, else its trailing (or bottom)
    /// edge. When `startsFolded` it starts folded over onto the far side of
    /// the spine and lands flat (a reverse turn), else it starts flat.
    /// `back` is drawn as the back appears once the sheet is turned over.
    init(
        frame: CGRect, in container: View, vertical: Bool, hingeAtMin: Bool, startsFolded: Bool,
        front: View, back: View, overlays: [View]
    ) {
        self.frame = frame
        self.vertical = vertical
        self.hingeAtMin = hingeAtMin
        self.startsFolded = startsFolded
        self.front = front
        self.back = back
        self.overlays = overlays
        View.performWithoutAnimation {
            for overlay in overlays { container.addSubview(overlay) }
            for (clip, picture) in [(frontClip, front), (backClip, back)] {
                clip.clipsToBounds = true
                clip.isUserInteractionEnabled = false
                picture.frame = CGRect(origin: .zero, size: frame.size)
                clip.addSubview(picture)
                container.addSubview(clip)
            }
            layout(at: 0)
        }
    }

    /// Places the two halves for `progress` (0...1).
    private func layout(at progress: CGFloat) {
        let p = startsFolded ? 1 - min(1, max(0, progress)) : min(1, max(0, progress))
        // Along the navigation axis: the sheet spans lo...hi, length w.
        let lo = vertical ? frame.minY : frame.minX
        let hi = vertical ? frame.maxY : frame.maxX
        let w = hi - lo
        let fold: CGFloat
        let frontSpan: (CGFloat, CGFloat)
        let backSpan: (CGFloat, CGFloat)
        let frontOffset: CGFloat
        let backOffset: CGFloat
        if hingeAtMin {
            fold = hi - p * w
            frontSpan = (lo, fold)
            backSpan = (2 * fold - hi, fold)
            frontOffset = 0
            backOffset = 0
        } else {
            fold = lo + p * w
            frontSpan = (fold, hi)
            backSpan = (fold, 2 * fold - lo)
            frontOffset = lo - fold
            backOffset = (backSpan.1 - backSpan.0) - w
        }
        func rect(_ span: (CGFloat, CGFloat)) -> CGRect {
            vertical
                ? CGRect(x: frame.minX, y: span.0, width: frame.width, height: span.1 - span.0)
                : CGRect(x: span.0, y: frame.minY, width: span.1 - span.0, height: frame.height)
        }
        func origin(_ offset: CGFloat) -> CGPoint { vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0) }
        frontClip.frame = rect(frontSpan)
        backClip.frame = rect(backSpan)
        front.frame.origin = origin(frontOffset)
        back.frame.origin = origin(backOffset)
    }

    /// Animates ``progress`` to `target` over `duration` seconds with
    /// `curve`, then calls `completion`.
    func animate(
        to target: CGFloat, duration: TimeInterval, curve: AnimationOptions,
        completion: @escaping (Bool) -> Void
    ) {
        View.animate(
            withDuration: duration, delay: 0, options: [curve],
            animations: {
                self.layout(at: target)
            },
            completion: { finished in
                self.progress = target
                completion(finished)
            })
    }

    /// Takes the sheet and the overlays out of the view tree.
    func remove() {
        frontClip.removeFromSuperview()
        backClip.removeFromSuperview()
        for overlay in overlays { overlay.removeFromSuperview() }
    }

    /// The back of a single-sided page: white, the front showing through
    /// mirrored across the navigation axis at ``showThroughOpacity``.
    static func showThrough(of front: View?, size: CGSize, vertical: Bool) -> View {
        let back = View(frame: CGRect(origin: .zero, size: size))
        back.backgroundColor = .white
        if let ghost = front {
            ghost.frame = back.bounds
            ghost.alpha = showThroughOpacity
            ghost.transform = vertical ? CGAffineTransform(scaleX: 1, y: -1) : CGAffineTransform(scaleX: -1, y: 1)
            back.addSubview(ghost)
        }
        return back
    }
}
