import Flipbook
import Foundation

/// The transition a scene runs: what kind, between which screens, animated how.
public struct SceneTransition: Equatable, Sendable {
    /// The kinds of transition a scene's `transition.kind` names.
    public enum Kind: String, CaseIterable, Equatable, Sendable {
        /// `present` and `dismiss` a modal controller; `push` and `pop` on a navigation controller; `tab` switches tabs; `child` swaps a container's child; `resize` changes the canvas size; `layout` animates a screen's own layout.
        case present, dismiss, push, pop, tab, child, resize, layout
    }

    /// `UIModalPresentationStyle`.
    public enum PresentationStyle: String, CaseIterable, Equatable, Sendable {
        /// UIKit's modal presentation styles, by their Swift names (`style:` in a document).
        case fullScreen, overFullScreen, currentContext, overCurrentContext, pageSheet, formSheet, custom, automatic
    }

    /// How the transition is animated.
    public enum Animation: Equatable, Sendable {
        /// UIKit's own animation for the kind (and `modalTransitionStyle`).
        case builtIn
        /// An animator registered under a name, with its parameters (checked by the registry).
        case animator(NamedComponent)
        /// A declarative animator: keyframes per view.
        case keyframes([KeyframeTrack])
    }

    /// What kind of transition runs.
    public var kind: Kind
    /// The screen shown before; for `present`/`push`/`tab`/`child` the presenter or the view below.
    public var from: String
    /// The screen shown after; nil only for `resize` and `layout`.
    public var to: String?
    /// `resize` only: the new canvas size in points.
    public var size: CGSize?
    /// `layout` only: the ids of the `from` screen's views hidden, then
    /// shown, inside one `View.animate` block that lays the screen out.
    public var hide: [String] = []
    /// `layout` only: the ids of views shown.
    public var show: [String] = []
    /// How the transition is animated; UIKit's built-in animation by default.
    public var animation: Animation = .builtIn
    /// Seconds, > 0; nil lets the animator decide (`transitionDuration(using:)`).
    public var duration: Double?
    /// CSS timing-function text, such as "ease-in-out"; nil for the animator's own.
    public var curve: String?
    /// `present` and `dismiss` only.
    public var style: PresentationStyle?
    /// `present` and `dismiss` only: the built-in animation of a present
    /// without an animator (`transitionStyle:` in a document, by the Swift
    /// names of UIKit's cases); nil is `.coverVertical`.
    public var modalTransitionStyle: ModalTransitionStyle?
    /// A presentation controller by name; only with `style: custom` (implied when absent).
    public var presentationController: NamedComponent?
    /// `tab` only: the bar's items, one per tab (`from`, `to`, then empty
    /// tabs); nil draws no tab bar.
    public var tabs: [SceneTabItem]?
    /// `push` only: the built-in zoom from a view of the from screen.
    public var zoom: SceneZoom?
    /// Where `duration` and `curve` were written (keys "duration", "curve"),
    /// for errors found when they become an animator's parameters.
    public var locations = SceneLocations()

    /// A transition of `kind` from one screen to another (nil only for `resize` and `layout`).
    public init(kind: Kind, from: String, to: String?) {
        self.kind = kind
        self.from = from
        self.to = to
    }
}

/// A runtime component (animator, presentation controller) chosen by name,
/// with parameters its registry entry interprets.
public struct NamedComponent: Equatable, Sendable {
    /// The name the component is registered under (`flipbook list` shows them).
    public var name: String
    /// The parameters as written, by name; the registry checks their names and types.
    public var parameters: [String: SceneValue]
    /// Where the name (key ``SceneLocations/nameKey``) and each parameter's
    /// value (key: the parameter's name) were written, for errors found when
    /// the registry checks them.
    public var locations = SceneLocations()

    /// A component by name, with parameters.
    public init(name: String, parameters: [String: SceneValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}

/// Places in a scene file by key, for errors found after parsing (an
/// animator refusing a parameter). Never part of equality: two documents
/// that say the same thing are equal wherever they say it.
public struct SceneLocations: Equatable, Sendable {
    /// The key of a component's name.
    public static let nameKey = ""
    /// The key of a parameter's name (as opposed to its value).
    public static func keyOf(_ parameter: String) -> String { "key:" + parameter }

    /// The locations, by key: a parameter's name (its value), ``keyOf(_:)`` (its key) or ``nameKey``.
    public var byKey: [String: SceneLocation] = [:]

    /// No locations.
    public init() {}

    /// The location written under `key`, if any.
    public subscript(key: String) -> SceneLocation? {
        get { byKey[key] }
        set { byKey[key] = newValue }
    }

    public static func == (a: SceneLocations, b: SceneLocations) -> Bool { true }
}

/// A parameter value, as written in the document.
public enum SceneValue: Equatable, Sendable {
    /// A number (integers and decimals alike).
    case number(Double)
    /// A boolean.
    case bool(Bool)
    /// A string.
    case string(String)
    /// A list of values.
    case list([SceneValue])
    /// A map of values by key.
    case map([String: SceneValue])

    /// The number, if the value is one.
    public var number: Double? { if case let .number(n) = self { n } else { nil } }
    /// The string, if the value is one.
    public var string: String? { if case let .string(s) = self { s } else { nil } }
    /// The boolean, if the value is one.
    public var bool: Bool? { if case let .bool(b) = self { b } else { nil } }
}

/// Keyframes of one view (or of several, one after another by `stagger`).
///
/// The track runs from `delay` (plus `stagger` times the view's index in
/// `views`) for `duration` seconds; keyframe times are fractions of that span.
public struct KeyframeTrack: Equatable, Sendable {
    /// Which screen a track's views are in.
    public enum Side: String, Equatable, Sendable {
        /** The from screen (shown before) or the to screen (shown after). */
        case from, to
    }

    /// View ids; the reserved names `fromView` and `toView` are the screens' roots.
    public var views: [String]
    /// The screen the ids are looked up in.
    public var side: Side
    /// Seconds, >= 0.
    public var delay: Double = 0
    /// Seconds added to the delay for each following view, >= 0.
    public var stagger: Double = 0
    /// Seconds, > 0; by default what is left of the transition after the delays.
    public var duration: Double
    /// CSS text for segments without their own curve; nil means the transition's curve.
    public var curve: String?
    /// Strictly increasing times in 0...1.
    public var keyframes: [Keyframe]

    /// A track of `keyframes` for `views` of one screen, lasting `duration` seconds.
    public init(views: [String], side: Side, duration: Double, keyframes: [Keyframe]) {
        self.views = views
        self.side = side
        self.duration = duration
        self.keyframes = keyframes
    }
}

/// Property values at one moment of a track.
public struct Keyframe: Equatable, Sendable {
    /// Fraction of the track's span, in 0...1.
    public var time: Double
    /// The property values at this moment, by property.
    public var values: [KeyframeProperty: KeyframeValue]
    /// CSS text for the segment from this keyframe to the next (as CSS keyframes do).
    public var curve: String?

    /// A keyframe at `time` (0...1 of the track's span) with values and an optional CSS curve for the next segment.
    public init(time: Double, values: [KeyframeProperty: KeyframeValue], curve: String? = nil) {
        self.time = time
        self.values = values
        self.curve = curve
    }
}

/// A property a keyframe can set, and the value type it takes.
public enum KeyframeProperty: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Number in 0...1.
    case alpha
    /// Rectangle; as `view.frame`.
    case frame
    /// Point; as `view.center`.
    case center
    /// Numbers: the frame's origin and size alone.
    case x, y, width, height
    /// Point (x, y scale factors); a single number scales both.
    case scale
    /// Number, degrees in the document, radians here; about z.
    case rotation
    /// Point, points.
    case translation
    /// Numbers, points, >= 0.
    case cornerRadius, borderWidth, shadowRadius
    /// Number in 0...1.
    case shadowOpacity
    /// Colours.
    case backgroundColor, borderColor
}

/// A keyframe's value.
public enum KeyframeValue: Equatable, Sendable {
    /// A number (alpha, a scale, a rotation in radians, a corner radius in points).
    case number(Double)
    /// A point in points (a centre).
    case point(CGPoint)
    /// A rectangle in points (a frame).
    case rect(CGRect)
    /// A colour (a background colour).
    case color(Color)
}
