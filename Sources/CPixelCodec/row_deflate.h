#ifndef FLIPBOOK_ROW_DEFLATE_H
#define FLIPBOOK_ROW_DEFLATE_H
/* A DEFLATE encoder for the rows of a rendered frame (internal to CPixelCodec).

   Rendered frames are flat colours with edges and text: most bytes repeat the
   pixel to their left or the row above. The parse looks for exactly those two
   matches (distance = bytes per pixel, distance = bytes per row), greedily,
   comparing eight bytes at a time, and emits a literal where neither matches
   for at least 3 bytes. Each block of up to 32 768 symbols is written with
   its own dynamic Huffman code, the fixed code, or stored, whichever is
   smallest, so the output never grows much past the input. The result is a
   standard zlib stream (RFC 1950 / 1951) that any inflater reads. */
#include <stddef.h>
#include <stdint.h>

/** The most bytes `fb_row_deflate` writes for `size` input bytes (zlib header, stored-block worst case, trailer). */
size_t fb_row_deflate_bound(size_t size);

/**
 Compresses `size` bytes at `data` into a zlib stream at `out` (room for
 `fb_row_deflate_bound(size)` bytes) and returns its length.
 - row_bytes: the distance of the "row above" match (0 or more than 32 768: not used).
 - pixel_bytes: the distance of the "pixel to the left" match (1 to 8).
 Returns 0 when memory for the symbol buffer cannot be had.
 */
size_t fb_row_deflate(const unsigned char *data, size_t size, size_t row_bytes, size_t pixel_bytes,
                      unsigned char *out);

#endif
