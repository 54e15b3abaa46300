#include "row_deflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/* Symbols per block: each block gets its own Huffman code. */
#define BLOCK_SYMBOLS 32768
#define WINDOW 32768
/* Where the row and pixel matches fall short, a table of the last position of
   each hashed 4-byte string finds repeats at other distances (the same glyph
   twice in a line of text). */
#define HASH_BITS 14
#define SHORT_MATCH 16

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                           257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                           8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                           7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
/* The order in which code-length code lengths are stored (RFC 1951, 3.2.7). */
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/** A literal (distance 0, value the byte) or a match (value its length 3...258). */
typedef struct symbol {
    uint16_t value;
    uint16_t distance;
} symbol;

/** LSB-first bit output; `out` has 8 spare bytes past the end of what is written. */
typedef struct bit_writer {
    unsigned char *out;
    size_t at;
    uint64_t bits;
    unsigned count;
} bit_writer;

static void put_bits(bit_writer *w, uint32_t value, unsigned n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        uint64_t bits = w->bits;
        memcpy(w->out + w->at, &bits, 8); /* little-endian machine: the low 4 bytes are the next 32 bits */
        w->at += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/** Writes the pending bits, padding the last byte with zeros. */
static void align_to_byte(bit_writer *w) {
    while (w->count > 0) {
        w->out[w->at++] = (unsigned char)w->bits;
        w->bits >>= 8;
        w->count = w->count >= 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/** Code lengths of a Huffman code for `freq` (n symbols), none longer than `limit`: a
    two-queue Huffman tree over the symbols sorted by (frequency, index); when it is too
    deep, the frequencies are halved (rounding up) and the tree rebuilt. Deterministic. */
static void huffman_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    uint32_t f[288];
    int order[288];
    uint32_t weight[576];
    int parent[576];
    uint8_t depth[576];
    memcpy(f, freq, sizeof(uint32_t) * (size_t)n);
    for (;;) {
        memset(lengths, 0, (size_t)n);
        int m = 0;
        for (int i = 0; i < n; i++)
            if (f[i]) order[m++] = i;
        if (m == 0) return;
        if (m == 1) {
            lengths[order[0]] = 1;
            return;
        }
        for (int i = 1; i < m; i++) { /* insertion sort by (frequency, index) */
            int s = order[i], j = i - 1;
            while (j >= 0 && (f[order[j]] > f[s] || (f[order[j]] == f[s] && order[j] > s))) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = s;
        }
        for (int i = 0; i < m; i++) weight[i] = f[order[i]];
        int leaf = 0, inner = m, next = m;
        while (next < 2 * m - 1) {
            int pick[2];
            for (int k = 0; k < 2; k++) {
                if (leaf < m && (inner >= next || weight[leaf] <= weight[inner])) pick[k] = leaf++;
                else pick[k] = inner++;
            }
            weight[next] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = next;
            next++;
        }
        depth[2 * m - 2] = 0;
        int deepest = 0;
        for (int k = 2 * m - 3; k >= 0; k--) {
            depth[k] = (uint8_t)(depth[parent[k]] + 1);
            if (k < m && depth[k] > deepest) deepest = depth[k];
        }
        if (deepest <= limit) {
            for (int k = 0; k < m; k++) lengths[order[k]] = depth[k];
            return;
        }
        for (int i = 0; i < n; i++)
            if (f[i]) f[i] = (f[i] + 1) / 2;
    }
}

/** Makes a code with fewer than two used symbols complete, as every inflater accepts:
    the used symbol (or `a`) and `a` or `b` get length 1. */
static void complete_code(uint8_t *lengths, int n, int a, int b) {
    int used = -1, count = 0;
    for (int i = 0; i < n; i++)
        if (lengths[i]) { used = i; count++; }
    if (count >= 2) return;
    if (count == 0) { lengths[a] = 1; lengths[b] = 1; return; }
    lengths[used] = 1;
    lengths[used == a ? b : a] = 1;
}

/** Canonical codes for `lengths`, bit-reversed for LSB-first output. */
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[16] = {0}, next[16] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (uint16_t)((code + count[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int i = 0; i < n; i++) {
        unsigned len = lengths[i];
        if (!len) { codes[i] = 0; continue; }
        uint16_t c = next[len]++, r = 0;
        for (unsigned b = 0; b < len; b++) r = (uint16_t)(r << 1 | ((c >> b) & 1));
        codes[i] = r;
    }
}

typedef struct encoder {
    bit_writer writer;
    symbol *symbols;
    size_t count;
    const unsigned char *data;
    size_t block_start; /* data offset of the block's first symbol */
    size_t position;    /* data offset after the last symbol */
    uint8_t length_code[259];
    uint8_t distance_code_low[256];  /* distance - 1 for distances 1...256 */
    uint8_t distance_code_high[256]; /* (distance - 1) >> 7 for distances 257...32768 */
    uint32_t recent[1 << HASH_BITS];   /* 1 + the last position of each hashed 4-byte string, 0 for none */
} encoder;

static void make_tables(encoder *e) {
    for (int c = 0; c < 28; c++)
        for (int k = 0; k < (1 << length_extra[c]); k++) {
            int len = length_base[c] + k;
            if (len <= 257) e->length_code[len] = (uint8_t)c;
        }
    e->length_code[258] = 28;
    for (int c = 0; c < 30; c++)
        for (int k = 0; k < (1 << distance_extra[c]); k++) {
            int d = distance_base[c] + k;
            if (d <= 256) e->distance_code_low[d - 1] = (uint8_t)c;
            else e->distance_code_high[(d - 1) >> 7] = (uint8_t)c;
        }
}

static unsigned distance_code(const encoder *e, unsigned d) {
    return d <= 256 ? e->distance_code_low[d - 1] : e->distance_code_high[(d - 1) >> 7];
}

/** The run-length form of the concatenated literal/length and distance code lengths. */
static int code_length_symbols(const uint8_t *lens, int total, uint8_t *sym, uint8_t *extra) {
    int k = 0;
    for (int i = 0; i < total;) {
        uint8_t l = lens[i];
        int run = 1;
        while (i + run < total && lens[i + run] == l) run++;
        i += run;
        if (l == 0) {
            while (run >= 11) { int r = run < 138 ? run : 138; sym[k] = 18; extra[k++] = (uint8_t)(r - 11); run -= r; }
            if (run >= 3) { sym[k] = 17; extra[k++] = (uint8_t)(run - 3); run = 0; }
            while (run-- > 0) { sym[k] = 0; extra[k++] = 0; }
        } else {
            sym[k] = l; extra[k++] = 0; run--;
            while (run >= 3) { int r = run < 6 ? run : 6; sym[k] = 16; extra[k++] = (uint8_t)(r - 3); run -= r; }
            while (run-- > 0) { sym[k] = l; extra[k++] = 0; }
        }
    }
    return k;
}

static const uint8_t code_length_extra_bits[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};

static void write_symbols(encoder *e, const uint8_t *litlen_lengths, const uint16_t *litlen_codes,
                          const uint8_t *distance_lengths, const uint16_t *distance_codes) {
    bit_writer *w = &e->writer;
    for (size_t i = 0; i < e->count; i++) {
        symbol s = e->symbols[i];
        if (s.distance == 0) {
            put_bits(w, litlen_codes[s.value], litlen_lengths[s.value]);
            continue;
        }
        unsigned lc = e->length_code[s.value];
        put_bits(w, litlen_codes[257 + lc], litlen_lengths[257 + lc]);
        if (length_extra[lc]) put_bits(w, s.value - length_base[lc], length_extra[lc]);
        unsigned dc = distance_code(e, s.distance);
        put_bits(w, distance_codes[dc], distance_lengths[dc]);
        if (distance_extra[dc]) put_bits(w, s.distance - distance_base[dc], distance_extra[dc]);
    }
    put_bits(w, litlen_codes[256], litlen_lengths[256]);
}

/** Writes the pending symbols as one block (dynamic, fixed or stored, the smallest). */
static void flush_block(encoder *e, int final) {
    uint32_t litlen_freq[286] = {0}, distance_freq[30] = {0};
    uint64_t extra_bits = 0;
    for (size_t i = 0; i < e->count; i++) {
        symbol s = e->symbols[i];
        if (s.distance == 0) { litlen_freq[s.value]++; continue; }
        unsigned lc = e->length_code[s.value], dc = distance_code(e, s.distance);
        litlen_freq[257 + lc]++;
        distance_freq[dc]++;
        extra_bits += length_extra[lc] + distance_extra[dc];
    }
    litlen_freq[256] = 1;

    /* Dynamic code and its size. */
    uint8_t litlen_lengths[286], distance_lengths[30], lengths[286 + 30];
    huffman_lengths(litlen_freq, 286, 15, litlen_lengths);
    complete_code(litlen_lengths, 286, 0, 256);
    huffman_lengths(distance_freq, 30, 15, distance_lengths);
    complete_code(distance_lengths, 30, 0, 1);
    int hlit = 286, hdist = 30;
    while (hlit > 257 && litlen_lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && distance_lengths[hdist - 1] == 0) hdist--;
    memcpy(lengths, litlen_lengths, (size_t)hlit);
    memcpy(lengths + hlit, distance_lengths, (size_t)hdist);
    uint8_t cl_sym[286 + 30], cl_extra[286 + 30];
    int cl_count = code_length_symbols(lengths, hlit + hdist, cl_sym, cl_extra);
    uint32_t cl_freq[19] = {0};
    for (int i = 0; i < cl_count; i++) cl_freq[cl_sym[i]]++;
    uint8_t cl_lengths[19];
    huffman_lengths(cl_freq, 19, 7, cl_lengths);
    complete_code(cl_lengths, 19, 0, 1);
    int hclen = 19;
    while (hclen > 4 && cl_lengths[code_length_order[hclen - 1]] == 0) hclen--;
    uint64_t dynamic_bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen + extra_bits;
    for (int i = 0; i < cl_count; i++) dynamic_bits += cl_lengths[cl_sym[i]] + code_length_extra_bits[cl_sym[i]];
    for (int i = 0; i < 286; i++) dynamic_bits += (uint64_t)litlen_freq[i] * litlen_lengths[i];
    for (int i = 0; i < 30; i++) dynamic_bits += (uint64_t)distance_freq[i] * distance_lengths[i];

    /* Fixed code (RFC 1951, 3.2.6). */
    uint8_t fixed_litlen[288], fixed_distance[30];
    for (int i = 0; i < 288; i++) fixed_litlen[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
    memset(fixed_distance, 5, sizeof fixed_distance);
    uint64_t fixed_bits = 3 + extra_bits;
    for (int i = 0; i < 286; i++) fixed_bits += (uint64_t)litlen_freq[i] * fixed_litlen[i];
    for (int i = 0; i < 30; i++) fixed_bits += (uint64_t)distance_freq[i] * 5;

    /* Stored: every 65 535 bytes a 3-bit header, up to 7 bits of padding and LEN, NLEN. */
    size_t span = e->position - e->block_start;
    size_t pieces = span == 0 ? 1 : (span + 65534) / 65535;
    uint64_t stored_bits = (uint64_t)pieces * (3 + 7 + 32) + 8 * (uint64_t)span;

    bit_writer *w = &e->writer;
    if (stored_bits < dynamic_bits && stored_bits < fixed_bits) {
        const unsigned char *from = e->data + e->block_start;
        for (size_t p = 0; p < pieces; p++) {
            size_t n = span - p * 65535 < 65535 ? span - p * 65535 : 65535;
            put_bits(w, (final && p + 1 == pieces) ? 1 : 0, 3);
            align_to_byte(w);
            w->out[w->at++] = (unsigned char)n;
            w->out[w->at++] = (unsigned char)(n >> 8);
            w->out[w->at++] = (unsigned char)~n;
            w->out[w->at++] = (unsigned char)(~n >> 8);
            memcpy(w->out + w->at, from, n);
            w->at += n;
            from += n;
        }
    } else if (fixed_bits <= dynamic_bits) {
        uint16_t litlen_codes[288], distance_codes[30];
        canonical_codes(fixed_litlen, 288, litlen_codes);
        canonical_codes(fixed_distance, 30, distance_codes);
        put_bits(w, (final ? 1 : 0) | 1u << 1, 3);
        write_symbols(e, fixed_litlen, litlen_codes, fixed_distance, distance_codes);
    } else {
        uint16_t litlen_codes[286], distance_codes[30], cl_codes[19];
        canonical_codes(litlen_lengths, 286, litlen_codes);
        canonical_codes(distance_lengths, 30, distance_codes);
        canonical_codes(cl_lengths, 19, cl_codes);
        put_bits(w, (final ? 1 : 0) | 2u << 1, 3);
        put_bits(w, (uint32_t)(hlit - 257), 5);
        put_bits(w, (uint32_t)(hdist - 1), 5);
        put_bits(w, (uint32_t)(hclen - 4), 4);
        for (int i = 0; i < hclen; i++) put_bits(w, cl_lengths[code_length_order[i]], 3);
        for (int i = 0; i < cl_count; i++) {
            put_bits(w, cl_codes[cl_sym[i]], cl_lengths[cl_sym[i]]);
            if (code_length_extra_bits[cl_sym[i]]) put_bits(w, cl_extra[i], code_length_extra_bits[cl_sym[i]]);
        }
        write_symbols(e, litlen_lengths, litlen_codes, distance_lengths, distance_codes);
    }
    e->count = 0;
    e->block_start = e->position;
}

static void push(encoder *e, uint16_t value, uint16_t distance, size_t covered) {
    e->symbols[e->count].value = value;
    e->symbols[e->count].distance = distance;
    e->count++;
    e->position += covered;
    if (e->count == BLOCK_SYMBOLS) flush_block(e, 0);
}

/** Emits a match of any length (at least 3) as matches of 3...258 bytes. */
static void push_match(encoder *e, size_t length, size_t distance) {
    while (length > 0) {
        size_t piece = length > 258 ? 258 : length;
        if (length - piece > 0 && length - piece < 3) piece = length - 3;
        push(e, (uint16_t)piece, (uint16_t)distance, piece);
        length -= piece;
    }
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define FB_HAVE_AVX2_MATCH 1
/** match_length 32 bytes a step (one vector comparison and a bit scan), then as below:
    the same length. Only called where the processor has AVX2. */
__attribute__((target("avx2"), noinline))
static size_t match_length_avx2(const unsigned char *a, const unsigned char *b, size_t max) {
    size_t n = 0;
    while (n + 32 <= max) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(a + n));
        __m256i y = _mm256_loadu_si256((const __m256i *)(b + n));
        uint32_t equal = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
        if (equal != 0xffffffffu) return n + (size_t)__builtin_ctz(~equal);
        n += 32;
    }
    while (n + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + ((size_t)__builtin_ctzll(x ^ y) >> 3);
        n += 8;
    }
    while (n < max && a[n] == b[n]) n++;
    return n;
}
#endif

/** How many bytes from `a` equal those from `b` (b before a), at most `max`; `avx2` non-zero
    where the processor has AVX2 (each call of fb_row_deflate asks once, so threads share nothing). */
static size_t match_length(const unsigned char *a, const unsigned char *b, size_t max, int avx2) {
#ifdef FB_HAVE_AVX2_MATCH
    /* Short matches (the common case between edges) stay in the word loop below. */
    if (avx2 && max >= 32) {
        uint64_t x, y;
        memcpy(&x, a, 8);
        memcpy(&y, b, 8);
        if (x != y) return (size_t)__builtin_ctzll(x ^ y) >> 3;
        return match_length_avx2(a, b, max);
    }
#endif
    size_t n = 0;
    while (n + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + ((size_t)__builtin_ctzll(x ^ y) >> 3);
        n += 8;
    }
    while (n < max && a[n] == b[n]) n++;
    return n;
}

size_t fb_row_deflate_bound(size_t size) { return size + size / 2048 + 64; }

size_t fb_row_deflate(const unsigned char *data, size_t size, size_t row_bytes, size_t pixel_bytes,
                      unsigned char *out) {
    int avx2 = 0;
#ifdef FB_HAVE_AVX2_MATCH
    avx2 = __builtin_cpu_supports("avx2");
#endif
    encoder *e = (encoder *)malloc(sizeof(encoder));
    if (!e) return 0;
    memset(e, 0, sizeof *e);
    e->symbols = (symbol *)malloc(sizeof(symbol) * BLOCK_SYMBOLS);
    if (!e->symbols) { free(e); return 0; }
    make_tables(e);
    e->data = data;
    e->writer.out = out;
    out[0] = 0x78; /* deflate, 32 KiB window */
    out[1] = 0x01; /* no dictionary, fastest; (0x78 * 256 + 0x01) % 31 == 0 */
    e->writer.at = 2;
    size_t up = row_bytes > 0 && row_bytes <= WINDOW ? row_bytes : 0;
    size_t left = pixel_bytes >= 1 && pixel_bytes <= 8 ? pixel_bytes : 0;
    size_t i = 0;
    while (i < size) {
        size_t best = 0, distance = 0;
        if (up && i >= up) {
            best = match_length(data + i, data + i - up, size - i, avx2);
            distance = up;
        }
        if (left && i >= left && best < size - i) {
            size_t l = match_length(data + i, data + i - left, size - i, avx2);
            if (l > best) { best = l; distance = left; }
        }
        if (best < SHORT_MATCH && i + 4 <= size && i < 0xffffffffu) {
            uint32_t word;
            memcpy(&word, data + i, 4);
            uint32_t slot = (word * 2654435761u) >> (32 - HASH_BITS);
            size_t seen = e->recent[slot];
            e->recent[slot] = (uint32_t)(i + 1);
            if (seen && i + 1 - seen <= WINDOW) {
                size_t from = seen - 1;
                size_t l = match_length(data + i, data + from, size - i, avx2);
                if (l >= 4 && l > best) { best = l; distance = i - from; }
            }
        }
        if (best >= 3) {
            push_match(e, best, distance);
            i += best;
        } else {
            push(e, data[i], 0, 1);
            i++;
        }
    }
    flush_block(e, 1);
    align_to_byte(&e->writer);
    uint32_t adler = libdeflate_adler32(1, data, size);
    unsigned char *p = out + e->writer.at;
    p[0] = (unsigned char)(adler >> 24);
    p[1] = (unsigned char)(adler >> 16);
    p[2] = (unsigned char)(adler >> 8);
    p[3] = (unsigned char)adler;
    size_t written = e->writer.at + 4;
    free(e->symbols);
    free(e);
    return written;
}
