import Foundation

@testable import Flipbook

/// The control distance of a 90° arc piece over its radius: 4/3 (√2 − 1).
let quarterArcK: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}

func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    near(a.origin, b.origin, tolerance) && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}

/// Same kinds of elements in the same order, every point within `tolerance`.
func near(_ a: [Path.Element], _ b: [Path.Element], _ tolerance: CGFloat = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        switch (x, y) {
        case let (.move(p), .move(q)), let (.line(p), .line(q)):
            if !near(p, q, tolerance) { return false }
        case let (.quadCurve(p, c), .quadCurve(q, d)):
            if !near(p, q, tolerance) || !near(c, d, tolerance) { return false }
        case let (.curve(p, c1, c2), .curve(q, d1, d2)):
            if !near(p, q, tolerance) || !near(c1, d1, tolerance) || !near(c2, d2, tolerance) { return false }
        case (.closeSubpath, .closeSubpath): break
        default: return false
        }
    }
    return true
}

func near(_ a: Path, _ b: Path, _ tolerance: CGFloat = 1e-9) -> Bool { near(a.elements, b.elements, tolerance) }

/// The curve elements of a path, in order.
func curves(_ path: Path) -> [(end: CGPoint, c1: CGPoint, c2: CGPoint)] {
    path.elements.compactMap { if case let .curve(p, c1, c2) = $0 { return (p, c1, c2) } else { return nil } }
}

/// The element at `index`, or nil past the end.
func element(_ path: Path, _ index: Int) -> Path.Element? {
    path.elements.indices.contains(index) ? path.elements[index] : nil
}
