// `import QuartzCore` brings Core Graphics and Foundation too, as on Apple platforms.
@_exported import CoreGraphics
@_exported import Foundation
