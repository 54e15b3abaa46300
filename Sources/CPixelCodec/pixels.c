#include "pixels.h"

#include <string.h>

static inline uint32_t load32(const unsigned char *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline void store32(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }

/* round(c * 255 / a), at most 255 (a channel above its alpha is not valid premultiplied colour). */
static inline unsigned char straight(unsigned c, unsigned a) {
    unsigned v = (c * 255u + a / 2) / a;
    return (unsigned char)(v > 255 ? 255 : v);
}

/* One pixel, any alpha. */
static inline void unpremultiply_one(const unsigned char *src, unsigned char *dst) {
    unsigned a = src[3];
    if (a == 255) {
        dst[0] = src[2]; dst[1] = src[1]; dst[2] = src[0];
    } else if (a == 0) {
        dst[0] = dst[1] = dst[2] = 0;
    } else {
        dst[0] = straight(src[2], a);
        dst[1] = straight(src[1], a);
        dst[2] = straight(src[0], a);
    }
    dst[3] = (unsigned char)a;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define FB_HAVE_AVX2_ROW 1
/* fb_unpremultiply_bgra_row with AVX2: 8 opaque pixels a step take one byte shuffle
   (B G R A -> R G B A); a step with any translucent pixel goes pixel by pixel. The
   same bytes as the portable loop below. */
__attribute__((target("avx2")))
static void unpremultiply_row_avx2(const unsigned char *src, uint32_t width, unsigned char *dst) {
    const __m256i swap = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                          2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m256i alpha = _mm256_set1_epi32((int)0xff000000u);
    uint32_t x = 0;
    for (; x + 8 <= width; x += 8, src += 32, dst += 32) {
        __m256i p = _mm256_loadu_si256((const __m256i *)src);
        __m256i opaque = _mm256_cmpeq_epi32(_mm256_and_si256(p, alpha), alpha);
        if (_mm256_movemask_epi8(opaque) == -1) {
            _mm256_storeu_si256((__m256i *)dst, _mm256_shuffle_epi8(p, swap));
        } else {
            for (int k = 0; k < 8; k++) unpremultiply_one(src + 4 * k, dst + 4 * k);
        }
    }
    for (; x < width; x++, src += 4, dst += 4) unpremultiply_one(src, dst);
}
#endif

void fb_unpremultiply_bgra_row(const unsigned char *src, uint32_t width, unsigned char *dst) {
#ifdef FB_HAVE_AVX2_ROW
    if (__builtin_cpu_supports("avx2")) {
        unpremultiply_row_avx2(src, width, dst);
        return;
    }
#endif
    uint32_t x = 0;
    for (; x + 8 <= width; x += 8, src += 32, dst += 32) {
        uint32_t w[8], all = 0xffffffffu;
        for (int k = 0; k < 8; k++) {
            w[k] = load32(src + 4 * k);
            all &= w[k];
        }
        if ((all >> 24) == 0xff) {
            /* word A R G B -> bytes R, G, B, A: swap the bytes of B and R. */
            for (int k = 0; k < 8; k++)
                store32(dst + 4 * k, (w[k] & 0xff00ff00u) | ((w[k] >> 16) & 0xffu) | ((w[k] & 0xffu) << 16));
        } else {
            for (int k = 0; k < 8; k++) unpremultiply_one(src + 4 * k, dst + 4 * k);
        }
    }
    for (; x < width; x++, src += 4, dst += 4) unpremultiply_one(src, dst);
}

void fb_unpremultiply_bgra(const unsigned char *pixels, uint32_t width, uint32_t height, size_t stride,
                           unsigned char *out) {
    for (uint32_t y = 0; y < height; y++)
        fb_unpremultiply_bgra_row(pixels + (size_t)y * stride, width, out + (size_t)y * width * 4);
}
