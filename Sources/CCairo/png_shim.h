#ifndef FLIPBOOK_CCAIRO_PNG_SHIM_H
#define FLIPBOOK_CCAIRO_PNG_SHIM_H
/* libpng behind setjmp: libpng reports errors with longjmp, which Swift cannot
   cross, so every call into libpng happens inside one of the static inline
   functions below. Each sets its own jump target, returns a status code
   (0 = success) and leaves a readable message in a caller-provided buffer. */
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/** Size of every message buffer, including the terminating NUL. */
#define FB_PNG_MESSAGE_SIZE 256

/** Pixel layouts the encoder accepts. */
enum {
    /** 8-bit R, G, B, A per pixel, straight alpha. */
    FB_PNG_INPUT_RGBA = 0,
    /** cairo ARGB32 on a little-endian machine: bytes B, G, R, A, premultiplied alpha. */
    FB_PNG_INPUT_BGRA_PREMULTIPLIED = 1
};

/** Growable output buffer, owned by the caller once fb_png_encode returns (free with fb_png_buffer_free). */
typedef struct fb_png_buffer {
    unsigned char *data;
    size_t size;
    size_t capacity;
} fb_png_buffer;

static inline void fb_png_buffer_free(fb_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}

static inline void fb_png_error_fn(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    if (buffer) snprintf(buffer, FB_PNG_MESSAGE_SIZE, "%s", message ? message : "libpng error");
    png_longjmp(png, 1);
}

static inline void fb_png_warning_fn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static inline void fb_png_write_fn(png_structp png, png_bytep data, size_t length) {
    fb_png_buffer *out = (fb_png_buffer *)png_get_io_ptr(png);
    if (length > out->capacity - out->size) {
        size_t capacity = out->capacity ? out->capacity : (size_t)1 << 16;
        while (capacity - out->size < length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(out->data, capacity);
        if (!grown) png_error(png, "out of memory while encoding the PNG");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, length);
    out->size += length;
}

static inline void fb_png_flush_fn(png_structp png) { (void)png; }

/** Whether every pixel of the image is opaque (alpha byte at offset 3 in both input layouts). */
static inline int fb_png_is_opaque(const unsigned char *pixels, uint32_t width, uint32_t height, size_t stride) {
    for (uint32_t y = 0; y < height; y++) {
        const unsigned char *row = pixels + (size_t)y * stride;
        unsigned char all = 255;
        for (uint32_t x = 0; x < width; x++) all &= row[4 * (size_t)x + 3];
        if (all != 255) return 0;
    }
    return 1;
}

/**
 Encodes an image to PNG in memory.
 - pixels: `height` rows of `width` pixels, `stride` bytes apart, in layout `input`.
 - level: zlib level 0...9; filters: a PNG_FILTER_* mask; strategy: a zlib strategy (Z_DEFAULT_STRATEGY = 0, Z_RLE = 3).
 Writes RGB when every pixel is opaque, RGBA otherwise; writes no time or text chunks.
 Returns 0 and fills `out` on success; returns 1 with `message` set on failure (`out` is then empty).
 With `always_alpha` non-zero the output is RGBA even when every pixel is opaque (animated PNG frames
 must all share one colour type).
 */
static inline int fb_png_encode_as(const unsigned char *pixels, uint32_t width, uint32_t height, size_t stride,
                                   int input, int level, int filters, int strategy, int always_alpha,
                                   fb_png_buffer *out, char *message) {
    message[0] = 0;
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    int opaque = !always_alpha && fb_png_is_opaque(pixels, width, height, stride);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, fb_png_error_fn, fb_png_warning_fn);
    if (!png) {
        snprintf(message, FB_PNG_MESSAGE_SIZE, "libpng could not allocate its write state");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        snprintf(message, FB_PNG_MESSAGE_SIZE, "libpng could not allocate its info state");
        return 1;
    }
    unsigned char *volatile row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        fb_png_buffer_free(out);
        return 1;
    }
    png_set_write_fn(png, out, fb_png_write_fn, fb_png_flush_fn);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_compression_buffer_size(png, (size_t)1 << 17);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    int direct = (input == FB_PNG_INPUT_RGBA && !opaque);
    if (!direct) {
        row = (unsigned char *)malloc((size_t)width * 4 + 1);
        if (!row) png_error(png, "out of memory while encoding the PNG");
    }
    for (uint32_t y = 0; y < height; y++) {
        const unsigned char *src = pixels + (size_t)y * stride;
        if (direct) {
            png_write_row(png, src);
            continue;
        }
        unsigned char *dst = row;
        if (input == FB_PNG_INPUT_RGBA) { /* opaque: drop alpha */
            for (uint32_t x = 0; x < width; x++, src += 4, dst += 3) {
                dst[0] = src[0]; dst[1] = src[1]; dst[2] = src[2];
            }
        } else if (opaque) { /* BGRA, alpha 255: premultiplied equals straight */
            for (uint32_t x = 0; x < width; x++, src += 4, dst += 3) {
                dst[0] = src[2]; dst[1] = src[1]; dst[2] = src[0];
            }
        } else { /* BGRA premultiplied to RGBA straight, rounding as cairo does */
            for (uint32_t x = 0; x < width; x++, src += 4, dst += 4) {
                unsigned a = src[3];
                if (a == 255) {
                    dst[0] = src[2]; dst[1] = src[1]; dst[2] = src[0];
                } else if (a == 0) {
                    dst[0] = dst[1] = dst[2] = 0;
                } else {
                    dst[0] = (unsigned char)((src[2] * 255u + a / 2) / a);
                    dst[1] = (unsigned char)((src[1] * 255u + a / 2) / a);
                    dst[2] = (unsigned char)((src[0] * 255u + a / 2) / a);
                }
                dst[3] = (unsigned char)a;
            }
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    return 0;
}

/** fb_png_encode_as choosing RGB for opaque images and RGBA otherwise. */
static inline int fb_png_encode(const unsigned char *pixels, uint32_t width, uint32_t height, size_t stride,
                                int input, int level, int filters, int strategy,
                                fb_png_buffer *out, char *message) {
    return fb_png_encode_as(pixels, width, height, stride, input, level, filters, strategy, 0, out, message);
}

/** State of one decode, kept between fb_png_read_begin and fb_png_read_destroy. Allocate it at a stable address. */
typedef struct fb_png_reader {
    png_structp png;
    png_infop info;
    const unsigned char *data;
    size_t size;
    size_t offset;
    uint32_t width;
    uint32_t height;
    char message[FB_PNG_MESSAGE_SIZE];
} fb_png_reader;

static inline void fb_png_read_fn(png_structp png, png_bytep out, size_t length) {
    fb_png_reader *reader = (fb_png_reader *)png_get_io_ptr(png);
    if (reader->size - reader->offset < length)
        png_error(png, "the data ends early (truncated PNG)");
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

/** Status codes of fb_png_read_begin. */
enum {
    FB_PNG_READ_OK = 0,
    FB_PNG_READ_ERROR = 1,
    FB_PNG_READ_NOT_PNG = 2,
    FB_PNG_READ_TOO_LARGE = 3
};

/**
 Reads the header of the PNG in `data` (which must stay valid until fb_png_read_destroy) and
 sets up conversion to 8-bit RGBA, straight alpha, no gamma correction.
 Fails with FB_PNG_READ_TOO_LARGE when width * height exceeds `max_pixels`.
 Call fb_png_read_destroy afterwards whatever the result.
 */
static inline int fb_png_read_begin(fb_png_reader *reader, const unsigned char *data, size_t size, uint64_t max_pixels) {
    memset(reader, 0, sizeof *reader);
    reader->data = data;
    reader->size = size;
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        snprintf(reader->message, FB_PNG_MESSAGE_SIZE, "the PNG signature is missing");
        return FB_PNG_READ_NOT_PNG;
    }
    if (size >= 24 && memcmp(data + 12, "IHDR", 4) == 0) { /* refuse huge images before libpng allocates anything */
        uint32_t w = (uint32_t)data[16] << 24 | (uint32_t)data[17] << 16 | (uint32_t)data[18] << 8 | data[19];
        uint32_t h = (uint32_t)data[20] << 24 | (uint32_t)data[21] << 16 | (uint32_t)data[22] << 8 | data[23];
        if ((uint64_t)w * (uint64_t)h > max_pixels) {
            reader->width = w;
            reader->height = h;
            snprintf(reader->message, FB_PNG_MESSAGE_SIZE, "%u x %u pixels is more than the limit of %llu pixels",
                     (unsigned)w, (unsigned)h, (unsigned long long)max_pixels);
            return FB_PNG_READ_TOO_LARGE;
        }
    }
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader->message, fb_png_error_fn, fb_png_warning_fn);
    if (!reader->png) {
        snprintf(reader->message, FB_PNG_MESSAGE_SIZE, "libpng could not allocate its read state");
        return FB_PNG_READ_ERROR;
    }
    reader->info = png_create_info_struct(reader->png);
    if (!reader->info) {
        snprintf(reader->message, FB_PNG_MESSAGE_SIZE, "libpng could not allocate its info state");
        return FB_PNG_READ_ERROR;
    }
    if (setjmp(png_jmpbuf(reader->png))) return FB_PNG_READ_ERROR;
    png_set_read_fn(reader->png, reader, fb_png_read_fn);
#if defined(PNG_IGNORE_ADLER32) && defined(PNG_SET_OPTION_SUPPORTED)
    /* The zlib Adler-32 of the image data costs about a tenth of a decode; every chunk's
       CRC-32, which libpng still checks, already covers the same bytes. */
    png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(reader->png, reader->info);
    png_uint_32 width = 0, height = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(reader->png, reader->info, &width, &height, &depth, &color, &interlace, NULL, NULL);
    reader->width = width;
    reader->height = height;
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        snprintf(reader->message, FB_PNG_MESSAGE_SIZE, "%u x %u pixels is more than the limit of %llu pixels",
                 (unsigned)width, (unsigned)height, (unsigned long long)max_pixels);
        return FB_PNG_READ_TOO_LARGE;
    }
    png_set_expand(reader->png);           /* palette -> RGB, tRNS -> alpha, grey 1/2/4 -> 8 */
    png_set_strip_16(reader->png);         /* 16-bit -> 8-bit: keep the high byte */
    png_set_gray_to_rgb(reader->png);
    if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(reader->png, reader->info, PNG_INFO_tRNS))
        png_set_add_alpha(reader->png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(reader->png);
    png_read_update_info(reader->png, reader->info);
    if (png_get_rowbytes(reader->png, reader->info) != (size_t)width * 4)
        png_error(reader->png, "unexpected row size after conversion to RGBA");
    return FB_PNG_READ_OK;
}

/** Decodes all rows into `pixels` (width * height * 4 bytes) and checks the rest of the file. Returns 0 on success. */
static inline int fb_png_read_pixels(fb_png_reader *reader, unsigned char *pixels) {
    png_bytep *volatile rows = (png_bytep *)malloc(sizeof(png_bytep) * (reader->height ? reader->height : 1));
    if (!rows) {
        snprintf(reader->message, FB_PNG_MESSAGE_SIZE, "out of memory while decoding the PNG");
        return 1;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        free(rows);
        return 1;
    }
    for (uint32_t y = 0; y < reader->height; y++) rows[y] = pixels + (size_t)y * reader->width * 4;
    png_read_image(reader->png, rows);
    png_read_end(reader->png, NULL);
    free(rows);
    return 0;
}

static inline void fb_png_read_destroy(fb_png_reader *reader) {
    if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    reader->png = NULL;
    reader->info = NULL;
}

#endif
