import CCairo

/// How a process that renders many frames (the command-line tool) asks the C allocator to keep a frame's buffers
/// for the next frame instead of returning them to the system.
///
/// Every frame allocates a few buffers of its canvas's size (the Cairo surface,
/// 4 bytes a pixel; the encoder's filtered rows and its output, up to 4 each).
/// By default glibc serves such blocks (a few MB) with `mmap` and unmaps them
/// on `free`, so each frame page-faults its memory in again: about a fifth of
/// a render's CPU on the reference workload went to the kernel. With blocks up
/// to 32 MiB (glibc's largest threshold) taken from the heap, and the heap not
/// trimmed below 256 MiB, the next frame on the same thread reuses the pages.
/// Peak memory does not grow: the blocks are the same ones, reused.
package enum MemoryReuse {
    /// Sets glibc's thresholds (`mallopt`) for this process; call once, before rendering.
    package static func configure() {
        _ = fb_keep_freed_blocks(32 << 20, 256 << 20)
    }
}
