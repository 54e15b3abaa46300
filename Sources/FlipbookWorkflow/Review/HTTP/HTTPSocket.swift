import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A non-blocking TCP socket, read and written with deadlines, and the
/// listening socket's setup. Every wait also watches a wake descriptor
/// (the server's stop pipe): once that is readable, waits end at once.
///
/// It owns nothing: whoever holds the descriptor closes it.
package struct HTTPSocket: Sendable {
    package let fd: Int32

    /// What a receive brought.
    package enum Received {
        case bytes([UInt8])
        /// The peer closed its side (or the connection failed).
        case closed
        /// Nothing came before the deadline.
        case timedOut
        /// The wake descriptor became readable.
        case woken
    }

    /// Seconds on the monotonic clock.
    package static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// A socket listening on `host` (numeric IPv4, or IPv6 when it holds a
    /// `:`) and `port` (0: any free port), with `SO_REUSEADDR` (a port whose
    /// last connections linger in TIME_WAIT can be listened on again; two
    /// listeners on one port still fail with `EADDRINUSE`).
    /// - Returns: the socket and the port it is bound to.
    package static func listen(host: String, port: UInt16, backlog: Int32 = 64) throws(HTTPServerError) -> (HTTPSocket, UInt16) {
        var storage = sockaddr_storage()
        let length: socklen_t
        let family: Int32
        if host.contains(":") {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { throw .badAddress(host) }
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in6.self) }
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            family = AF_INET6
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw .badAddress(host) }
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in.self) }
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            family = AF_INET
        }
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .cannotListen(errno: errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, length) }
        }
        guard bound == 0, Glibc.listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw .cannotListen(errno: code)
        }
        var actual = sockaddr_storage()
        var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw .cannotListen(errno: code)
        }
        let boundPort = withUnsafeBytes(of: &actual) { raw -> UInt16 in
            family == AF_INET6
                ? UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port)
                : UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port)
        }
        return (HTTPSocket(fd: fd), boundPort)
    }

    /// Waits until `fd` has `events` (or an error), `wake` is readable, or
    /// `deadline` (monotonic seconds; nil: no deadline) passes.
    /// - Returns: whether `fd` is ready, else why not.
    package static func wait(_ fd: Int32, for events: Int16, wake: Int32, deadline: Double?) -> Received? {
        while true {
            var fds = [pollfd(fd: fd, events: events, revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline - now()
                if left <= 0 { return .timedOut }
                timeout = Int32(min((left * 1000).rounded(.up), 3_600_000))
            }
            let result = poll(&fds, 2, timeout)
            if result < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if fds[1].revents != 0 { return .woken }
            if fds[0].revents != 0 { return nil }
            if result == 0, deadline != nil, deadline! <= now() { return .timedOut }
        }
    }

    /// Up to `limit` bytes, once some have come.
    package func receive(limit: Int = 16_384, wake: Int32, deadline: Double) -> Received {
        var chunk = [UInt8](repeating: 0, count: limit)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, limit, 0) }
            if count > 0 { return .bytes(Array(chunk[0..<count])) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                if let reason = Self.wait(fd, for: Int16(POLLIN), wake: wake, deadline: deadline) { return reason }
            default: return .closed
            }
        }
    }

    /// Sends all of `bytes` before `deadline`. Does not watch a wake
    /// descriptor: an answer being written is finished (``shutdown()`` ends it).
    /// - Returns: whether every byte was sent.
    package func send(_ bytes: Data, deadline: Double) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if count > 0 {
                    offset += count
                    continue
                }
                if count < 0 && errno == EINTR { continue }
                guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK else { return false }
                var fds = [pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)]
                let left = deadline - Self.now()
                if left <= 0 { return false }
                if poll(&fds, 1, Int32(min((left * 1000).rounded(.up), 3_600_000))) < 0 && errno != EINTR { return false }
            }
            return true
        }
    }

    /// Ends both directions: a thread waiting on the socket wakes up.
    /// Safe from any thread while the descriptor is open.
    package func shutdown() { _ = Glibc.shutdown(fd, Int32(SHUT_RDWR)) }

    /// Before closing after an answer that ends the connection: stops
    /// sending, then reads and drops what the client still sends (so the
    /// answer is not lost to a reset) until it closes, `linger` seconds pass
    /// or `wake` is readable. The caller closes the descriptor.
    package func drain(wake: Int32, linger: Double = 0.5) {
        _ = Glibc.shutdown(fd, Int32(SHUT_WR))
        let deadline = Self.now() + linger
        var drained = 0
        while drained < 1 << 20, case .bytes(let chunk) = receive(wake: wake, deadline: deadline) { drained += chunk.count }
    }

    /// Makes `fd` non-blocking and closed on exec (what accept4 and pipe2
    /// would do, which Swift's Glibc module does not show).
    package static func setFlags(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
    }

    /// Turns off Nagle's algorithm: an answer goes out at once, not after the client's delayed ACK.
    package func setNoDelay() {
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    package init(fd: Int32) {
        self.fd = fd
    }
}
