import Foundation

// swift-format-ignore: AvoidRetroactiveConformances
// (deliberate: the conformance iOS code relies on, in the UIKit module only)
/// A Swift `String` is an `NSCopying` under `import UIKit`, as it is on iOS
/// through its bridge to `NSString`: iOS code passes strings where UIKit's
/// signatures take `NSCopying` (collision boundary identifiers,
/// https://developer.apple.com/documentation/uikit/uicollisionbehavior/addboundary(withidentifier:from:to:))
/// and reads them back with `identifier as? String`. Without this, Linux
/// compiles that cast with a warning that it "always fails" (it does not
/// fail at run time, where the value bridges back from `NSString`, but a
/// build with warnings as errors stops); with it, a `String` given is the
/// `String` read back, `"floor" as NSCopying` keeps compiling, and strings
/// still compare equal to `NSString`s of the same characters (`isEqual`).
extension String: @retroactive NSCopying {
    /// The string itself: a `String` is a value, so its copy is itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
