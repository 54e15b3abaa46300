#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's driver, entered from a Swift `main`.
///
/// SwiftPM points an executable's `main` at the module's own entry point, so
/// libFuzzer's `main` never runs; `LLVMFuzzerRunDriver` (libFuzzer since
/// LLVM 13) parses the usual libFuzzer flags and runs `callback` per input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments and exits with its status.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv, callback)
        exit(status)
    }

    /// The input as a buffer (libFuzzer may pass a null pointer for an empty input).
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeRawBufferPointer {
        guard let start, count > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: start, count: count)
    }
}

/// Like `precondition`, but the message survives `-O`: it is written to
/// standard error before the process aborts, so libFuzzer's log says what broke.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        let text = Array("invariant violated: \(message())\n".utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
}
