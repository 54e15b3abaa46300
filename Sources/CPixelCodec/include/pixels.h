#ifndef FLIPBOOK_PIXELS_H
#define FLIPBOOK_PIXELS_H
/* Conversions between Cairo's ARGB32 pixels and straight RGBA bytes. */
#include <stddef.h>
#include <stdint.h>

/**
 Converts `height` rows of `width` cairo ARGB32 pixels (on a little-endian machine the bytes
 B, G, R, A, premultiplied), `stride` bytes apart, to straight-alpha R, G, B, A bytes, rows
 packed (`width * 4` bytes apart) at `out`. A channel becomes round(c * 255 / a), as cairo's
 own PNG writer rounds, at most 255; fully transparent pixels become 0, 0, 0, 0. Runs of 8 opaque pixels
 are converted with one byte swap each, which the compiler vectorises.
 */
void fb_unpremultiply_bgra(const unsigned char *pixels, uint32_t width, uint32_t height, size_t stride,
                           unsigned char *out);

/** One row of fb_unpremultiply_bgra: `width` pixels from `src` to `dst`. */
void fb_unpremultiply_bgra_row(const unsigned char *src, uint32_t width, unsigned char *dst);

#endif
