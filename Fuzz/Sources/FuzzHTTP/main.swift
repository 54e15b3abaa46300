import FuzzSupport
import HTTPFuzzing

/// libFuzzer entry: bytes a client sent to `flipbook review` (see ``fuzzHTTP(_:)``).
func fuzzHTTPInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzHTTP(FuzzDriver.bytes(start, count))
    return 0
}

FuzzDriver.run(fuzzHTTPInput)
