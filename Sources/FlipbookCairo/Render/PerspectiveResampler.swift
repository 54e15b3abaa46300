import Flipbook
import Foundation

/// Maps a flat picture of a layer onto the device through a homography.
///
/// For every target pixel, the centre is mapped back through the inverse
/// homography into the layer's bounds space and then into the flat
/// picture's pixels, and the picture is sampled bilinearly in premultiplied
/// ARGB (outside the picture counts as transparent, which antialiases the
/// edges). Points whose forward weight `w` is not positive lie at or
/// behind the eye and stay transparent. Plain `Double` arithmetic, rounded
/// to the nearest byte: the same inputs give the same bytes.
struct PerspectiveResampler {
    /// Device pixels -> bounds space (points).
    let fromDevice: ProjectiveTransform
    /// Bounds space -> device pixels.
    let toDevice: ProjectiveTransform
    /// The bounds-space point at the flat picture's top-left corner.
    let flatOrigin: CGPoint
    /// Flat-picture pixels per point.
    let flatScale: Double

    /// Fills `target` (whose top-left pixel is device pixel `origin`) from `flat`.
    func resample(from flat: CairoImageSurface, into target: CairoImageSurface, at origin: CGPoint) {
        let src = UnsafeRawPointer(flat.data)
        let srcStride = flat.stride
        let sw = flat.width
        let sh = flat.height
        let dst = UnsafeMutableRawPointer(target.data)
        let dstStride = target.stride
        let inv = fromDevice
        let fwd = toDevice
        let ox = Double(flatOrigin.x)
        let oy = Double(flatOrigin.y)
        let s = flatScale

        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < sw, y < sh else { return 0 }
            return src.load(fromByteOffset: y * srcStride + x * 4, as: UInt32.self)
        }

        for row in 0..<target.height {
            let out = (dst + row * dstStride).assumingMemoryBound(to: UInt32.self)
            let dy = Double(origin.y) + Double(row) + 0.5
            for col in 0..<target.width {
                let dx = Double(origin.x) + Double(col) + 0.5
                let X = dx * inv.m11 + dy * inv.m21 + inv.m31
                let Y = dx * inv.m12 + dy * inv.m22 + inv.m32
                let W = dx * inv.m13 + dy * inv.m23 + inv.m33
                guard W != 0 else {
                    out[col] = 0
                    continue
                }
                let px = X / W
                let py = Y / W
                // In front of the eye only.
                guard px * fwd.m13 + py * fwd.m23 + fwd.m33 > 0 else {
                    out[col] = 0
                    continue
                }
                let u = (px - ox) * s - 0.5
                let v = (py - oy) * s - 0.5
                guard u > -1, v > -1, u < Double(sw), v < Double(sh) else {
                    out[col] = 0
                    continue
                }
                let x0 = Int(u.rounded(.down))
                let y0 = Int(v.rounded(.down))
                let fx = u - Double(x0)
                let fy = v - Double(y0)
                let a = texel(x0, y0)
                let b = texel(x0 + 1, y0)
                let c = texel(x0, y0 + 1)
                let d = texel(x0 + 1, y0 + 1)
                if a | b | c | d == 0 {
                    out[col] = 0
                    continue
                }
                let wa = (1 - fx) * (1 - fy)
                let wb = fx * (1 - fy)
                let wc = (1 - fx) * fy
                let wd = fx * fy
                var pixel: UInt32 = 0
                for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                    let value =
                        Double((a >> shift) & 0xFF) * wa + Double((b >> shift) & 0xFF) * wb
                        + Double((c >> shift) & 0xFF) * wc + Double((d >> shift) & 0xFF) * wd
                    pixel |= UInt32(min(255, max(0, value.rounded()))) << shift
                }
                out[col] = pixel
            }
        }
        target.markDirty()
    }
}
