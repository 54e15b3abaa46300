import Flipbook
import Foundation

/// The fuzzer's bytes, read front to back by the operation player and the
/// layer player alike (one stream, so an input decodes the same way every time).
/// Reading past the end gives zeros.
@MainActor
final class ByteReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    var isEmpty: Bool { bytes.isEmpty }

    /// The next operation byte, nil at the end.
    func nextOperation() -> UInt8? { bytes.popFirst() }

    func next() -> UInt8 { bytes.popFirst() ?? 0 }

    func bool() -> Bool { next() & 1 == 1 }

    /// An index below `count` (0 when `count` is 0).
    func index(_ count: Int) -> Int { count > 0 ? Int(next()) % count : 0 }

    func pick<T>(_ options: [T]) -> T { options[index(options.count)] }

    /// Values where engines tend to break: signed zeros, tiny and huge
    /// magnitudes, infinities and NaN.
    static let edgeDoubles: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, .pi, 2 * .pi, -.pi, 1e-9, -1e-9, 1e-300, .leastNonzeroMagnitude,
        1e6, -1e6, 1e15, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .infinity, -.infinity, .nan, 0.25, 1.0 / 3, 100, -100, 4096,
    ]

    /// A number: mostly small ones (`Double(b) / 32 - 1`, in -1...6), one in
    /// four from ``edgeDoubles``.
    func double() -> Double {
        let b = next()
        if b < 0xC0 { return Double(b) / 32 - 1 }
        return Self.edgeDoubles[Int(b - 0xC0) % Self.edgeDoubles.count]
    }

    /// A coordinate in points: mostly -64...320, sometimes an edge value.
    func coordinate() -> CGFloat {
        let b = next()
        if b < 0xE0 { return CGFloat(b) * 1.5 - 16 }
        return CGFloat(Self.edgeDoubles[Int(b - 0xE0) % Self.edgeDoubles.count])
    }

    /// A duration or time in seconds: mostly 0...2 s.
    func seconds() -> Double {
        let b = next()
        if b < 0xC0 { return Double(b) / 96 }
        return Self.edgeDoubles[Int(b - 0xC0) % Self.edgeDoubles.count]
    }

    func float() -> Float { Float(double()) }

    func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }

    func size() -> CGSize { CGSize(width: coordinate(), height: coordinate()) }

    func rect() -> CGRect { CGRect(origin: point(), size: size()) }

    func color() -> Color {
        let b = next()
        switch b % 8 {
        case 0: return .clear
        case 1: return Color(red: .nan, green: 0.5, blue: .infinity, alpha: 1)
        case 2: return Color(red: double(), green: double(), blue: double(), alpha: double())
        default: return Color(hex: UInt32(next()) << 16 | UInt32(next()) << 8 | UInt32(b), alpha: Double(b % 5) / 4)
        }
    }
}
