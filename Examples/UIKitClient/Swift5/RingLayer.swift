// Written as for iOS, importing only QuartzCore: a ring drawn by a shape
// layer, scaled in 3-D. (`@MainActor`: Flipbook's layers are main-actor objects, where
// Apple's CALayer is not isolated; see docs/porting-from-uikit.md, "Concurrency".)
import QuartzCore

@MainActor func makeRing(diameter: CGFloat, lineWidth: CGFloat) -> CAShapeLayer {
    let ring = CAShapeLayer()
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
    ring.path = path
    ring.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
    ring.lineWidth = lineWidth
    ring.lineCap = kCALineCapRound
    ring.fillColor = nil
    ring.transform = CATransform3DMakeScale(0.5, 0.5, 1)
    return ring
}
