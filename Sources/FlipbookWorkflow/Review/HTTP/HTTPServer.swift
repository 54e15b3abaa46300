import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on POSIX sockets: what `flipbook review` needs,
/// and no more (no TLS, no chunked bodies, no compression).
///
/// One thread accepts connections; each connection has a thread of its own
/// that reads its requests one after another (``HTTPConnection``). Answers
/// carry `Content-Length`; a connection stays open for the next request
/// (HTTP/1.1 keep-alive, pipelining included) unless the client sends
/// `Connection: close` or speaks HTTP/1.0, a request is refused, or the
/// server is stopping.
///
/// Bounds (``Limits``): at most `maxConnections` connections at once (more
/// are closed as soon as they are accepted); a request must arrive whole
/// within `requestTimeout` of its first byte (else 408 and close), a new
/// connection must send its first byte within `requestTimeout`, an idle
/// keep-alive connection is closed after `idleTimeout`, an answer must be
/// written within `writeTimeout`; heads and bodies as ``HTTPRequestParser``.
/// So a client that stalls holds one thread for a bounded time, and never
/// holds up ``stop(timeout:)`` beyond its bound.
///
/// Invariant: `port` is the port actually bound (never 0) from the moment
/// ``start(host:port:limits:handler:)`` returns until ``stop(timeout:)``.
package final class HTTPServer: @unchecked Sendable {
    package struct Limits: Sendable {
        package var parser = HTTPRequestParser.Limits()
        /// Seconds from a request's first byte to its last, and from a new connection to its first byte.
        package var requestTimeout: Double = 10
        /// Seconds a keep-alive connection may wait for its next request.
        package var idleTimeout: Double = 15
        /// Seconds to write one answer.
        package var writeTimeout: Double = 10
        /// Connections open at once.
        package var maxConnections = 32
        /// Requests on one connection before the server closes it.
        package var maxRequestsPerConnection = 1000

        package init() {}
    }

    /// The numeric address listened on (`127.0.0.1`, `::1`).
    package let host: String
    /// The port listened on.
    package let port: UInt16
    package let limits: Limits
    package let handler: any HTTPHandler
    private let listener: HTTPSocket
    /// The stop pipe: one byte is written to it on stop, and it is never
    /// read, so from then on every wait that watches `wake` ends at once.
    package let wake: Int32
    private let wakeWrite: Int32
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var open: Set<Int32> = []
    private var stopping = false
    private var accepting = true
    private var listenerClosed = false

    /// Listens on `host` (a numeric IPv4 or IPv6 address) and `port` (0: any
    /// free port) and starts accepting connections on a thread of its own.
    /// - Throws: ``HTTPServerError/badAddress(_:)`` when `host` is not an
    ///   address; ``HTTPServerError/cannotListen(errno:)`` when the socket
    ///   cannot be bound (`EADDRINUSE`: the port is taken).
    package static func start(host: String, port: UInt16, limits: Limits = Limits(), handler: any HTTPHandler)
        throws(HTTPServerError) -> HTTPServer
    {
        let (listener, bound) = try HTTPSocket.listen(host: host, port: port)
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else {
            let code = errno
            close(listener.fd)
            throw .cannotListen(errno: code)
        }
        for fd in pipe { HTTPSocket.setFlags(fd) }
        let server = HTTPServer(
            host: host, port: bound, limits: limits, handler: handler, listener: listener, wake: pipe[0], wakeWrite: pipe[1])
        let thread = Thread { server.acceptLoop() }
        thread.name = "http-accept"
        thread.start()
        return server
    }

    private init(
        host: String, port: UInt16, limits: Limits, handler: any HTTPHandler, listener: HTTPSocket, wake: Int32, wakeWrite: Int32
    ) {
        self.host = host
        self.port = port
        self.limits = limits
        self.handler = handler
        self.listener = listener
        self.wake = wake
        self.wakeWrite = wakeWrite
    }

    deinit {
        // Every thread holds the server: none is left to watch the pipe.
        close(wake)
        close(wakeWrite)
    }

    /// Whether ``stop(timeout:)`` was called.
    package var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// The number of connections open now.
    package var openConnections: Int {
        condition.lock()
        defer { condition.unlock() }
        return open.count
    }

    /// Stops: no connection is accepted any more and the listening socket is
    /// closed (the port is free again); idle connections and requests still
    /// arriving are closed at once; answers being made or written are
    /// finished. Returns when every connection is closed, or after `timeout`
    /// seconds, when the ones left are shut down (their threads end as soon
    /// as their handler returns). Calling it again waits again.
    package func stop(timeout: Double = 1) {
        condition.lock()
        let first = !stopping
        stopping = true
        condition.unlock()
        if first {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }
        let deadline = Date(timeIntervalSinceNow: max(0, timeout))
        condition.lock()
        defer { condition.unlock() }
        while accepting && condition.wait(until: deadline) {}
        if !accepting && !listenerClosed {
            close(listener.fd)
            listenerClosed = true
        }
        while !open.isEmpty && condition.wait(until: deadline) {}
        for fd in open { HTTPSocket(fd: fd).shutdown() }
    }

    private func acceptLoop() {
        while HTTPSocket.wait(listener.fd, for: Int16(POLLIN), wake: wake, deadline: nil) == nil {
            let fd = accept(listener.fd, nil, nil)
            if fd < 0 {
                switch errno {
                case EAGAIN, EWOULDBLOCK, EINTR, ECONNABORTED, EPROTO: continue
                default: usleep(50_000)  // out of descriptors or memory: try again later, not in a busy loop
                }
                continue
            }
            condition.lock()
            let admitted = !stopping && open.count < limits.maxConnections
            if admitted { open.insert(fd) }
            condition.unlock()
            guard admitted else {
                close(fd)
                continue
            }
            HTTPSocket.setFlags(fd)
            let socket = HTTPSocket(fd: fd)
            socket.setNoDelay()
            let thread = Thread { [self] in
                HTTPConnection(socket: socket, server: self).run()
                closeConnection(fd)
            }
            thread.name = "http-connection"
            thread.start()
        }
        condition.lock()
        accepting = false
        condition.broadcast()
        condition.unlock()
    }

    /// Forgets and closes a connection's socket (in that order, under the
    /// lock, so ``stop(timeout:)`` never shuts down a descriptor reused since).
    private func closeConnection(_ fd: Int32) {
        condition.lock()
        open.remove(fd)
        close(fd)
        condition.broadcast()
        condition.unlock()
    }
}
