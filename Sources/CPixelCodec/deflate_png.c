#include "deflate_png.h"
#include "pixels.h"
#include "row_deflate.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t fb_deflate_png_max_raw_bytes(void) { return (size_t)256 << 20; }

static void put_be32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

static uint32_t load32(const unsigned char *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static void store32(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }

/* Writes one chunk's length, type and CRC around `length` data bytes already at p + 8.
   Returns the chunk's total size. */
static size_t frame_chunk(unsigned char *p, const char type[4], size_t length) {
    put_be32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    put_be32(p + 8 + length, (uint32_t)libdeflate_crc32(0, p + 4, length + 4));
    return length + 12;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define FB_HAVE_AVX2_PATH 1

/* One row of fill_rgb from cairo's pixels, 8 pixels a step with AVX2: in each 128-bit
   lane, 4 words B G R A become 12 bytes R G B (one byte shuffle), stored as 16 bytes
   whose last 4 the next store overwrites, so a row writes up to 4 bytes past its end
   (the caller's buffer has room). Returns the AND of every pixel's word, as the scalar
   loop's `all`, for the opacity test. The same bytes as the scalar loop. */
__attribute__((target("avx2")))
static uint32_t fill_rgb_row_avx2(unsigned char *dst, const unsigned char *src, uint32_t width) {
    const __m256i shuffle = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                             2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m256i all = _mm256_set1_epi32(-1);
    uint32_t x = 0;
    for (; x + 8 <= width; x += 8, src += 32, dst += 24) {
        __m256i p = _mm256_loadu_si256((const __m256i *)src);
        all = _mm256_and_si256(all, p);
        __m256i rgb = _mm256_shuffle_epi8(p, shuffle);
        _mm_storeu_si128((__m128i *)dst, _mm256_castsi256_si128(rgb));
        _mm_storeu_si128((__m128i *)(dst + 12), _mm256_extracti128_si256(rgb, 1));
    }
    __m128i a = _mm_and_si128(_mm256_castsi256_si128(all), _mm256_extracti128_si256(all, 1));
    a = _mm_and_si128(a, _mm_shuffle_epi32(a, 0x4e));
    a = _mm_and_si128(a, _mm_shuffle_epi32(a, 0xb1));
    uint32_t word = (uint32_t)_mm_cvtsi128_si32(a);
    for (; x < width; x++, src += 4, dst += 3) {
        uint32_t p = load32(src);
        word &= p;
        store32(dst, __builtin_bswap32(p) >> 8);
    }
    return word;
}
#endif

/* Spare bytes past the end of `raw` that fill_rgb may write (and later rows overwrite). */
#define FILL_SPARE 32

/* Fills `raw` with the rows of an RGB image (filter byte 0, then R, G, B per pixel).
   Returns 1 when every pixel was opaque, 0 at the first row that was not (raw is then
   partly written). `raw` has FILL_SPARE spare bytes at its end: each pixel is stored as
   a 4-byte word (16 bytes for 4 pixels on the vector path) and the next pixel (or row)
   overwrites the excess. */
static int fill_rgb(unsigned char *raw, const unsigned char *pixels, uint32_t width, uint32_t height,
                    size_t stride, int input) {
#ifdef FB_HAVE_AVX2_PATH
    int vector = input == FB_DEFLATE_PNG_INPUT_BGRA_PREMULTIPLIED && __builtin_cpu_supports("avx2");
#endif
    for (uint32_t y = 0; y < height; y++) {
        const unsigned char *src = pixels + (size_t)y * stride;
        unsigned char *dst = raw + (size_t)y * (1 + (size_t)width * 3);
        uint32_t all = 0xffffffffu;
        *dst++ = 0;
#ifdef FB_HAVE_AVX2_PATH
        if (vector) {
            all = fill_rgb_row_avx2(dst, src, width);
            if ((all >> 24) != 0xff) return 0;
            continue;
        }
#endif
        if (input == FB_DEFLATE_PNG_INPUT_BGRA_PREMULTIPLIED) {
            /* word A R G B (little-endian B, G, R, A) -> bytes R, G, B: byte swap, shift. */
            for (uint32_t x = 0; x < width; x++, src += 4, dst += 3) {
                uint32_t p = load32(src);
                all &= p;
                store32(dst, __builtin_bswap32(p) >> 8);
            }
        } else {
            for (uint32_t x = 0; x < width; x++, src += 4, dst += 3) {
                uint32_t p = load32(src);
                all &= p;
                store32(dst, p);
            }
        }
        if ((all >> 24) != 0xff) return 0;
    }
    return 1;
}

/* Fills `raw` with the rows of an RGBA image, straight alpha (filter byte 0 first). */
static void fill_rgba(unsigned char *raw, const unsigned char *pixels, uint32_t width, uint32_t height,
                      size_t stride, int input) {
    for (uint32_t y = 0; y < height; y++) {
        const unsigned char *src = pixels + (size_t)y * stride;
        unsigned char *dst = raw + (size_t)y * (1 + (size_t)width * 4);
        *dst++ = 0;
        if (input == FB_DEFLATE_PNG_INPUT_RGBA) {
            memcpy(dst, src, (size_t)width * 4);
            continue;
        }
        fb_unpremultiply_bgra_row(src, width, dst);
    }
}

int fb_deflate_png_encode(const unsigned char *pixels, uint32_t width, uint32_t height, size_t stride,
                          int input, int level, int always_alpha,
                          unsigned char **out, size_t *out_size, char *message) {
    message[0] = 0;
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0 || width > 0x7fffffffu / 4 || height > 0x7fffffffu) {
        snprintf(message, FB_DEFLATE_PNG_MESSAGE_SIZE, "%u x %u pixels cannot be written as PNG",
                 (unsigned)width, (unsigned)height);
        return 1;
    }
    size_t rgba_row = 1 + (size_t)width * 4;
    if ((uint64_t)rgba_row * height > fb_deflate_png_max_raw_bytes()) {
        snprintf(message, FB_DEFLATE_PNG_MESSAGE_SIZE, "%u x %u pixels is more than this encoder's limit",
                 (unsigned)width, (unsigned)height);
        return 1;
    }
    if (level < 0) level = 0;
    if (level > 12) level = 12;
    /* Room for the RGBA rows (the RGB ones fit too) plus the spare bytes of fill_rgb. */
    unsigned char *raw = (unsigned char *)malloc(rgba_row * height + FILL_SPARE);
    if (!raw) {
        snprintf(message, FB_DEFLATE_PNG_MESSAGE_SIZE, "out of memory while encoding the PNG");
        return 1;
    }
    int alpha = always_alpha || !fill_rgb(raw, pixels, width, height, stride, input);
    if (alpha) fill_rgba(raw, pixels, width, height, stride, input);
    size_t row_size = 1 + (size_t)width * (alpha ? 4 : 3);
    size_t raw_size = row_size * height;
    struct libdeflate_compressor *compressor = NULL;
    size_t bound;
    if (level == 1) {
        bound = fb_row_deflate_bound(raw_size);
    } else {
        compressor = libdeflate_alloc_compressor(level);
        if (!compressor) {
            free(raw);
            snprintf(message, FB_DEFLATE_PNG_MESSAGE_SIZE, "out of memory while encoding the PNG");
            return 1;
        }
        bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    }
    /* signature 8, IHDR 12 + 13, IDAT 12 + data, IEND 12 */
    unsigned char *png = (unsigned char *)malloc(8 + 25 + 12 + bound + 12);
    if (!png) {
        libdeflate_free_compressor(compressor);
        free(raw);
        snprintf(message, FB_DEFLATE_PNG_MESSAGE_SIZE, "out of memory while encoding the PNG");
        return 1;
    }
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
    memcpy(png, signature, 8);
    size_t at = 8;
    unsigned char *ihdr = png + at + 8;
    put_be32(ihdr, width);
    put_be32(ihdr + 4, height);
    ihdr[8] = 8;                     /* bit depth */
    ihdr[9] = alpha ? 6 : 2;         /* colour type: RGBA or RGB */
    ihdr[10] = 0;                    /* compression: deflate */
    ihdr[11] = 0;                    /* filter method: adaptive (every row uses type 0) */
    ihdr[12] = 0;                    /* no interlace */
    at += frame_chunk(png + at, "IHDR", 13);
    size_t compressed = compressor
        ? libdeflate_zlib_compress(compressor, raw, raw_size, png + at + 8, bound)
        : fb_row_deflate(raw, raw_size, row_size, alpha ? 4 : 3, png + at + 8);
    libdeflate_free_compressor(compressor);
    free(raw);
    if (compressed == 0) { /* the row encoder's symbol buffer; never no room, with a buffer of the bound's size */
        free(png);
        snprintf(message, FB_DEFLATE_PNG_MESSAGE_SIZE, "out of memory while compressing the PNG");
        return 1;
    }
    at += frame_chunk(png + at, "IDAT", compressed);
    at += frame_chunk(png + at, "IEND", 0);
    *out = png;
    *out_size = at;
    return 0;
}
