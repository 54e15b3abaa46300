import Foundation

/// How stroke ends are drawn, under Core Graphics' name (`.butt`, `.round`,
/// `.square`): the same type as ``StrokeStyle/LineCap``, so a `CGLineCap`
/// goes straight to ``GraphicsContext/setLineCap(_:)``. Unlike Core
/// Graphics' enum it has no `Int32` raw value.
public typealias CGLineCap = StrokeStyle.LineCap

/// How stroke corners are drawn, under Core Graphics' name (`.miter`,
/// `.round`, `.bevel`): the same type as ``StrokeStyle/LineJoin``.
public typealias CGLineJoin = StrokeStyle.LineJoin

/// Core Graphics' name for the fill rule: `CGPathFillRule.winding` is
/// ``FillRule/nonZero``, `.evenOdd` is ``FillRule/evenOdd``.
public typealias CGPathFillRule = FillRule

extension FillRule {
    /// Core Graphics' name for ``nonZero``: inside where the winding number is not 0.
    public static var winding: FillRule { .nonZero }
}
