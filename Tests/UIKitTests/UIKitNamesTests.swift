import Flipbook
import Foundation
import Testing
import UIKit

/// The names of the UIKit, QuartzCore and CoreGraphics modules are Flipbook's
/// types under Apple's names: the same types (so code that imports both
/// modules mixes them freely), with Apple's members and constants.
@MainActor @Suite struct UIKitNamesTests {
    @Test func uikitNamesAreFlipbooksTypes() {
        #expect(ObjectIdentifier(UIView.self) == ObjectIdentifier(Flipbook.View.self))
        #expect(ObjectIdentifier(UIViewController.self) == ObjectIdentifier(Flipbook.ViewController.self))
        #expect(ObjectIdentifier(UIPresentationController.self) == ObjectIdentifier(Flipbook.PresentationController.self))
        #expect(ObjectIdentifier(CALayer.self) == ObjectIdentifier(Flipbook.Layer.self))
        #expect(ObjectIdentifier(NSLayoutConstraint.self) == ObjectIdentifier(Flipbook.LayoutConstraint.self))
        #expect(
            ObjectIdentifier(NSLayoutAnchor<NSLayoutXAxisAnchor>.self)
                == ObjectIdentifier(Flipbook.LayoutAnchor<Flipbook.LayoutXAxisAnchor>.self))
        // A view made under one name is the other.
        let view: Flipbook.View = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func coreGraphicsNamesResolveWithFlipbookImportedToo() {
        // Both modules declare `CGAffineTransform` (one an alias of the other): not ambiguous.
        let t = CGAffineTransform(scaleX: 2, y: 3)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.transform = t
        #expect(v.transform.a == 2 && v.transform.d == 3)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func quartzCoreFunctionsAndLegacyConstants() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(r.m11) < 1e-12 && abs(r.m12 - 1) < 1e-12 && abs(r.m21 + 1) < 1e-12)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(r))
        let moved = CATransform3DTranslate(CATransform3DIdentity, 5, 6, 7)
        #expect(moved.m41 == 5 && moved.m42 == 6 && moved.m43 == 7)
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(r, CATransform3DIdentity), r))

        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fillMode = kCAFillModeForwards
        animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
        #expect(animation.fillMode == CAMediaTimingFillMode.forwards)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeOut))
        let transition = CATransition()
        transition.type = kCATransitionPush
        transition.subtype = kCATransitionFromLeft
        #expect(transition.type == .push && transition.subtype == .fromLeft)
        let shape = CAShapeLayer()
        shape.lineCap = kCALineCapRound
        shape.fillRule = kCAFillRuleEvenOdd
        #expect(shape.lineCap == .round && shape.fillRule == .evenOdd)
    }

    @Test func graphicsFunctionsDrawIntoImages() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6))
        var sawContext = false
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            sawContext = UIGraphicsGetCurrentContext() != nil
        }
        #expect(image.size == CGSize(width: 8, height: 6) && sawContext)

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 7), false, 2)
        #expect(UIGraphicsGetCurrentContext() != nil)
        let before = UIGraphicsGetCurrentContext()?.displayList.commands.count ?? -1
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(
            UIGraphicsGetCurrentContext()?.displayList.commands.count == before + 1,
            "UIRectFill records one fill in the current context")
        let drawn = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(drawn?.size == CGSize(width: 5, height: 7))
        #expect(UIGraphicsGetCurrentContext() == nil, "the context ends with UIGraphicsEndImageContext()")
    }

    @Test func nestedNamesAsUIKitSpellsThem() {
        let options: UIView.AnimationOptions = [.curveEaseIn, .allowUserInteraction]
        #expect(options.contains(.curveEaseIn))
        let events: UIControl.Event = [.touchUpInside]
        #expect(events == Flipbook.ControlEvents.touchUpInside)
        let attribute: NSLayoutConstraint.Attribute = .leading
        let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
        let edges: UIRectEdge = [.left, .bottom]
        #expect(attribute == .leading && relation == .greaterThanOrEqual && edges.contains(.left) && !edges.contains(.top))
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.leading == 2 && UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).right == 4)
    }
}
