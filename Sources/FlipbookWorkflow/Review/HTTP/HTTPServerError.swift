#if canImport(Glibc)
import Glibc
#endif

/// Why an ``HTTPServer`` did not start.
package enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The host is not a numeric IPv4 or IPv6 address.
    case badAddress(String)
    /// The socket could not be made, bound or listened on: `errno` says why
    /// (`EADDRINUSE`: another socket listens on that address and port).
    case cannotListen(errno: Int32)

    /// Whether another socket listens on the address and port.
    package var isAddressInUse: Bool { self == .cannotListen(errno: EADDRINUSE) }

    package var description: String {
        switch self {
        case .badAddress(let host): return "'\(host)' is not an IPv4 or IPv6 address"
        case .cannotListen(let code): return String(cString: strerror(code))
        }
    }
}
