import FuzzSupport
import TransitionFuzzing
import Flipbook

/// libFuzzer entry: plays the bytes as a sequence of operations on a window
/// (present, dismiss, push, pop, update, pause, finish, cancel, completion
/// speed, edge-swipe touches, resize, clock ticks), interleaved with layer
/// work (layers of every class with masks and sublayer transforms, explicit
/// animations with fuzzed key paths, values and timing, groups, transactions,
/// layer time, display links, frames drawn with Cairo); see ``OperationPlayer``
/// and `LayerPlayer`. The first 1024 bytes are used.
///
/// After each step the hierarchy must be consistent and every controller's
/// appearance callbacks must follow a legal order; at the end, after
/// finishing any open interaction, every transition must end within 60 s of
/// clock time and every controller must be settled (appeared or disappeared),
/// the top one appeared. Any violation aborts with its message.
func fuzzTransitions(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(FuzzDriver.bytes(start, min(count, 1024)))
    MainActor.assumeIsolated {
        Diagnostics.handler = { Trace.log("  \($0)") }
        let player = OperationPlayer(bytes)
        player.run()
    }
    return 0
}

FuzzDriver.run(fuzzTransitions)
