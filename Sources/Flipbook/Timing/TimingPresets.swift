/// Named cubic Bezier curves of CSS, Core Animation, UIKit and Android, each
/// with the source of its control points (the project's table is
/// `conformance/timing/named_curves.tsv`; the tests check these against it).
public enum TimingPresets {
    static let chromiumPresets =
        "chromium ui/gfx/animation/keyframe/timing_function.cc (CreatePreset); "
        + "WebKit Source/WebCore/platform/animation/TimingFunction.cpp; CSS Easing Level 1"

    /// CSS `ease` (0.25, 0.1, 0.25, 1): CSS Easing Level 1, as Chromium's and WebKit's presets.
    public static let cssEase = NamedTimingCurve(
        "CSS ease", platform: "CSS/Web", source: chromiumPresets, 0.25, 0.1, 0.25, 1)
    /// CSS `ease-in` (0.42, 0, 1, 1): CSS Easing Level 1, as Chromium's and WebKit's presets.
    public static let cssEaseIn = NamedTimingCurve(
        "CSS ease-in", platform: "CSS/Web", source: chromiumPresets, 0.42, 0, 1, 1)
    /// CSS `ease-out` (0, 0, 0.58, 1): CSS Easing Level 1, as Chromium's and WebKit's presets.
    public static let cssEaseOut = NamedTimingCurve(
        "CSS ease-out", platform: "CSS/Web", source: chromiumPresets, 0, 0, 0.58, 1)
    /// CSS `ease-in-out` (0.42, 0, 0.58, 1): CSS Easing Level 1, as Chromium's and WebKit's presets.
    public static let cssEaseInOut = NamedTimingCurve(
        "CSS ease-in-out", platform: "CSS/Web", source: chromiumPresets, 0.42, 0, 0.58, 1)
    /// CSS `linear` written as cubic-bezier(0, 0, 1, 1): web-platform-tests easing-tests.js.
    public static let cssLinear = NamedTimingCurve(
        "CSS linear (as cubic-bezier)", platform: "CSS/Web",
        source: "web-platform-tests web-animations/resources/easing-tests.js", 0, 0, 1, 1)

    /// `kCAMediaTimingFunctionDefault` (0.25, 0.1, 0.25, 1): Apple's CAMediaTimingFunctionName.default docs.
    public static let caDefault = NamedTimingCurve(
        "kCAMediaTimingFunctionDefault (CAMediaTimingFunctionName.default)", platform: "Core Animation",
        source: "developer.apple.com/documentation/quartzcore/camediatimingfunctionname/default", 0.25, 0.1, 0.25, 1)
    /// `kCAMediaTimingFunctionEaseIn` (0.42, 0, 1, 1): Apple's CAMediaTimingFunctionName.easeIn docs.
    public static let caEaseIn = NamedTimingCurve(
        "kCAMediaTimingFunctionEaseIn", platform: "Core Animation",
        source: "developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easein", 0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut` (0, 0, 0.58, 1): Apple's CAMediaTimingFunctionName.easeOut docs.
    public static let caEaseOut = NamedTimingCurve(
        "kCAMediaTimingFunctionEaseOut", platform: "Core Animation",
        source: "developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeout", 0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut` (0.42, 0, 0.58, 1): Apple's CAMediaTimingFunctionName.easeInEaseOut docs.
    public static let caEaseInEaseOut = NamedTimingCurve(
        "kCAMediaTimingFunctionEaseInEaseOut", platform: "Core Animation",
        source: "developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout",
        0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionLinear` (0, 0, 1, 1): a public report (RSTimingFunction.h); Apple says only "linear pacing".
    public static let caLinear = NamedTimingCurve(
        "kCAMediaTimingFunctionLinear", platform: "Core Animation",
        source: "gist.github.com/raphaelschaad/6739676 (public report)", 0, 0, 1, 1)

    /// `UIView.AnimationCurve.easeInOut` (0.42, 0, 0.58, 1): reported equal to CA easeInEaseOut; Apple documents only its shape.
    public static let uiKitEaseInOut = NamedTimingCurve(
        "UIView.AnimationCurve.easeInOut (UIViewAnimationCurveEaseInOut=0)", platform: "UIKit",
        source: "developer.apple.com/documentation/uikit/uiview/animationcurve/easeinout; public report", 0.42, 0, 0.58, 1)
    /// `UIView.AnimationCurve.easeIn` (0.42, 0, 1, 1): the commonly reported mapping to CA easeIn (not Apple-stated).
    public static let uiKitEaseIn = NamedTimingCurve(
        "UIView.AnimationCurve.easeIn (=1)", platform: "UIKit",
        source: "developer.apple.com/documentation/uikit/uiview/animationcurve; assumed mapping", 0.42, 0, 1, 1)
    /// `UIView.AnimationCurve.easeOut` (0, 0, 0.58, 1): the commonly reported mapping to CA easeOut (not Apple-stated).
    public static let uiKitEaseOut = NamedTimingCurve(
        "UIView.AnimationCurve.easeOut (=2)", platform: "UIKit",
        source: "developer.apple.com/documentation/uikit/uiview/animationcurve; assumed mapping", 0, 0, 0.58, 1)
    /// `UIView.AnimationCurve.linear` (0, 0, 1, 1): the commonly reported mapping to CA linear (not Apple-stated).
    public static let uiKitLinear = NamedTimingCurve(
        "UIView.AnimationCurve.linear (=3)", platform: "UIKit",
        source: "developer.apple.com/documentation/uikit/uiview/animationcurve; assumed mapping", 0, 0, 1, 1)
    /// UIKit's undocumented keyboard curve 7 as a cubic approximation (0.38, 0.7, 0.125, 1): Apple forums thread 48088, user reverse-engineering.
    public static let uiKitKeyboard = NamedTimingCurve(
        "UIKit keyboard curve 7 (undocumented) - cubic approximation", platform: "UIKit",
        source: "developer.apple.com/forums/thread/48088 (third-party approximation)", 0.38, 0.7, 0.125, 1)

    /// Android/Material `FastOutSlowInInterpolator` (0.4, 0, 0.2, 1): androidx FastOutSlowInInterpolator.java.
    public static let androidFastOutSlowIn = NamedTimingCurve(
        "Android fast_out_slow_in / FastOutSlowInInterpolator (Compose FastOutSlowInEasing)", platform: "Android",
        source: "androidx interpolator/.../FastOutSlowInInterpolator.java", 0.4, 0, 0.2, 1)
    /// Android/Material `LinearOutSlowInInterpolator` (0, 0, 0.2, 1): androidx LinearOutSlowInInterpolator.java.
    public static let androidLinearOutSlowIn = NamedTimingCurve(
        "Android linear_out_slow_in / LinearOutSlowInInterpolator", platform: "Android",
        source: "androidx interpolator/.../LinearOutSlowInInterpolator.java", 0, 0, 0.2, 1)
    /// Android/Material `FastOutLinearInInterpolator` (0.4, 0, 1, 1): androidx FastOutLinearInInterpolator.java.
    public static let androidFastOutLinearIn = NamedTimingCurve(
        "Android fast_out_linear_in / FastOutLinearInInterpolator", platform: "Android",
        source: "androidx interpolator/.../FastOutLinearInInterpolator.java", 0.4, 0, 1, 1)

    /// Every preset above, in the order of this file.
    public static let all: [NamedTimingCurve] = [
        cssEase, cssEaseIn, cssEaseOut, cssEaseInOut, cssLinear,
        caDefault, caEaseIn, caEaseOut, caEaseInEaseOut, caLinear,
        uiKitEaseInOut, uiKitEaseIn, uiKitEaseOut, uiKitLinear, uiKitKeyboard,
        androidFastOutSlowIn, androidLinearOutSlowIn, androidFastOutLinearIn,
    ]
}
