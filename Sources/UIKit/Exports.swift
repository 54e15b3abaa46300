@_exported import CoreGraphics
// `import UIKit` on Linux.
//
// As on iOS, `import UIKit` brings Foundation, Core Graphics and Core
// Animation (QuartzCore). This module does *not* re-export Flipbook: it
// declares each UIKit name it has as an alias of the Flipbook type that
// plays its part, so a client's own `PresentationController`, `Button` or
// `View` type never clashes with a name UIKit does not have.
@_exported import Foundation
@_exported import QuartzCore
