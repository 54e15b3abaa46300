import CCairo
import CPixelCodec
import Flipbook
import Foundation

/// An owned Cairo image surface (`cairo_surface_t`), destroyed with the object.
///
/// Internal: the renderer, the PNG writer and tests use it; nothing public
/// exposes it. Not `Sendable`: one surface belongs to one task at a time.
final class CairoImageSurface {
    /// The `cairo_surface_t`.
    let pointer: OpaquePointer
    /// Size in pixels.
    let width: Int, height: Int

    /// A cleared (transparent) ARGB32 or A8 surface.
    /// - Throws: ``RenderError/cairo(stage:reason:)`` when Cairo cannot make it.
    init(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) throws {
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
            throw RenderError.cairo(stage: "creating a \(width) x \(height) surface", reason: "out of memory")
        }
        pointer = try Self.checked(surface, width: width, height: height)
        self.width = width
        self.height = height
    }

    /// An ARGB32 surface whose pixels are NOT cleared: whatever the memory
    /// held. Only for a caller that then paints every pixel with an opaque
    /// colour before anything reads it (a frame whose root layer is opaque
    /// and covers the canvas exactly, ``CairoRenderer``): that saves the
    /// pass over the whole picture that clearing costs.
    /// - Throws: ``RenderError/cairo(stage:reason:)`` when the memory or the surface cannot be made.
    init(uninitializedWidth width: Int, height: Int) throws {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let bytes = stride.multipliedReportingOverflow(by: height)
        guard stride > 0, !bytes.overflow, let memory = malloc(max(1, bytes.partialValue)) else {
            throw RenderError.cairo(stage: "creating a \(width) x \(height) surface", reason: "out of memory")
        }
        guard
            let surface = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        else {
            free(memory)
            throw RenderError.cairo(stage: "creating a \(width) x \(height) surface", reason: "out of memory")
        }
        // The memory goes with the surface (Cairo calls `free` when its last reference goes,
        // which may be after this object, when a pattern still holds the surface).
        guard cairo_surface_set_user_data(surface, Self.memoryKey, memory, free) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            free(memory)
            throw RenderError.cairo(stage: "creating a \(width) x \(height) surface", reason: "out of memory")
        }
        pointer = try Self.checked(surface, width: width, height: height)
        self.width = width
        self.height = height
    }

    /// `surface` when Cairo made it without error; destroys it and throws otherwise.
    private static func checked(_ surface: OpaquePointer, width: Int, height: Int) throws -> OpaquePointer {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(
                stage: "creating a \(width) x \(height) surface",
                reason: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The key under which an uninitialized surface holds its memory (only its address matters).
    nonisolated(unsafe) private static let memoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Bytes per row (at least `width * 4` for ARGB32, `width` for A8).
    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The pixel memory, after Cairo has finished drawing. For ARGB32 each
    /// pixel is a native-endian `UInt32` `0xAARRGGBB`, premultiplied (on
    /// little-endian machines the bytes are B G R A). Call
    /// `cairo_surface_mark_dirty` after writing through it.
    var data: UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(pointer)
        return cairo_image_surface_get_data(pointer)!
    }

    /// Tells Cairo the memory was written directly.
    func markDirty() { cairo_surface_mark_dirty(pointer) }

    /// Calls `body` with the premultiplied pixel rows (`height * stride` bytes)
    /// without copying them: what a fast PNG writer needs.
    func withPremultipliedBytes<R>(_ body: (UnsafeRawBufferPointer, _ stride: Int) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: data, count: height * stride), stride)
    }

    /// The pixels as a straight-alpha RGBA8 ``Bitmap`` (ARGB32 surfaces only).
    func bitmap() -> Bitmap {
        let w = width
        let h = height
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            fb_unpremultiply_bgra(data, UInt32(w), UInt32(h), stride, out.baseAddress!)
            count = w * h * 4
        }
        return Bitmap(width: w, height: h, pixels: pixels)!
    }

    /// Makes a premultiplied ARGB32 surface from a straight-alpha bitmap.
    convenience init(bitmap: Bitmap) throws {
        try self.init(width: bitmap.width, height: bitmap.height)
        let dst = data
        let rowBytes = stride
        let w = bitmap.width
        bitmap.pixels.withUnsafeBufferPointer { src in
            for y in 0..<bitmap.height {
                let row = UnsafeMutableRawPointer(dst + y * rowBytes).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let i = (y * w + x) * 4
                    let a = UInt32(src[i + 3])
                    func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | pre(src[i]) << 16 | pre(src[i + 1]) << 8 | pre(src[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// Writes the surface with `cairo_surface_write_to_png`. For debugging and
    /// tests only; the project's PNG files come from its own codec.
    func writeDebugPNG(to path: String) throws {
        let status = cairo_surface_write_to_png(pointer, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(stage: "writing \(path)", reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
