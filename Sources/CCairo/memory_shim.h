#ifndef FLIPBOOK_CCAIRO_MEMORY_SHIM_H
#define FLIPBOOK_CCAIRO_MEMORY_SHIM_H
/* The C allocator's reuse of frame-sized blocks (see MemoryReuse.swift in the
   command-line tool). glibc only; elsewhere it does nothing. */
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/** Serves blocks up to `mmap_threshold` bytes from the heap and keeps up to `trim_threshold`
    bytes of free heap. Returns 1 when the allocator took both settings, 0 otherwise. */
static inline int fb_keep_freed_blocks(int mmap_threshold, int trim_threshold) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, mmap_threshold) == 1 && mallopt(M_TRIM_THRESHOLD, trim_threshold) == 1;
#else
    (void)mmap_threshold;
    (void)trim_threshold;
    return 0;
#endif
}
#endif
