import FuzzSupport
import MergeFuzzing

/// libFuzzer entry: shard results as `flipbook merge` reads them (see ``fuzzMerge(_:)``).
func fuzzMergeInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzMerge(FuzzDriver.bytes(start, count))
    return 0
}

FuzzDriver.run(fuzzMergeInput)
