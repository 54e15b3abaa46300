import ArgumentParser
import Foundation

/// A user-facing failure: one message on standard error and an exit code
/// (1: a verification found differences; 2: bad input).
enum CLIError: Error, CustomStringConvertible {
    case badInput(String)
    case verificationFailed(String)

    var description: String {
        switch self {
        case .badInput(let m), .verificationFailed(let m): return m
        }
    }

    var exitCode: Int32 {
        switch self {
        case .badInput: return 2
        case .verificationFailed: return 1
        }
    }
}
