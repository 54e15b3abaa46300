#ifndef FLIPBOOK_DEFLATE_PNG_H
#define FLIPBOOK_DEFLATE_PNG_H
/* A whole-buffer PNG writer: the image is filtered (filter type 0, None) into
   one buffer, compressed in one call into one IDAT chunk, and framed with the
   signature, IHDR and IEND. No other chunk is written, so the same pixels
   always give the same bytes.

   Level 1 uses the row encoder (row_deflate.c), which only looks for the
   matches rendered frames are made of, the pixel to the left and the row
   above: on the reference frames it is about five times faster than zlib's
   level 1 and a little smaller (docs/performance.md, "PNG encoding"). Other
   levels use libdeflate at that level (0 stores). libdeflate also computes
   the Adler-32 and CRC-32 checksums. Being whole-buffer, it holds the
   filtered image (height * (1 + width * channels) bytes) and its compressed
   form at once; callers pick libpng's streaming encoder for images above
   fb_deflate_png_max_raw_bytes. */
#include <stddef.h>
#include <stdint.h>

/** Size of every message buffer, including the terminating NUL. */
#define FB_DEFLATE_PNG_MESSAGE_SIZE 256

/** Pixel layouts the encoder accepts (the same values as CCairo's FB_PNG_INPUT_*). */
enum {
    /** 8-bit R, G, B, A per pixel, straight alpha. */
    FB_DEFLATE_PNG_INPUT_RGBA = 0,
    /** cairo ARGB32 on a little-endian machine: bytes B, G, R, A, premultiplied alpha. */
    FB_DEFLATE_PNG_INPUT_BGRA_PREMULTIPLIED = 1
};

/** The largest filtered image, in bytes, this encoder takes (256 MiB): above it the
    whole-buffer copies would cost more memory than a frame's budget allows. */
size_t fb_deflate_png_max_raw_bytes(void);

/**
 Encodes an image to PNG in memory.
 - pixels: `height` rows of `width` pixels, `stride` bytes apart, in layout `input`.
 - level: 1 for the row encoder; 0 (stored) or 2 ... 12 for libdeflate at that level; clamped to 0 ... 12.
 - always_alpha: non-zero writes RGBA even when every pixel is opaque; otherwise
   the output is RGB when every pixel is opaque and RGBA (straight alpha) when not.
 Returns 0 and sets `*out` (free with `free`) and `*out_size` on success; returns 1
 with `message` set and `*out` NULL on failure (too large, out of memory).
 */
int fb_deflate_png_encode(const unsigned char *pixels, uint32_t width, uint32_t height, size_t stride,
                          int input, int level, int always_alpha,
                          unsigned char **out, size_t *out_size, char *message);

#endif
