import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP client for the HTTP server's tests: sends exactly the bytes it
/// is given and reads exactly what comes back, every read bounded
/// (`SO_RCVTIMEO`), so a test never hangs on a server that does not answer.
final class HTTPTestClient {
    let fd: Int32

    /// Connects to `host` (numeric IPv4 or IPv6) and `port`; nil when refused.
    init?(host: String = "127.0.0.1", port: UInt16, readTimeout: Double = 5) {
        let v6 = host.contains(":")
        fd = socket(v6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var timeout = timeval(tv_sec: Int(readTimeout), tv_usec: Int((readTimeout - readTimeout.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result: Int32
        if v6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard result == 0 else {
            close(fd)
            return nil
        }
    }

    deinit { close(fd) }

    /// Bytes read but not yet returned.
    private var pending: [UInt8] = []

    /// Sends all of `text` (false when the connection refuses it).
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// One read: nil at end of file, on a reset or when the read times out.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        pending += chunk[0..<count]
        return true
    }

    /// One response: status line, fields, then `Content-Length` bytes of body
    /// (none when `head` is true: the answer to HEAD). Nil when the
    /// connection ends or stalls before a whole response came.
    func response(head: Bool = false) -> TestResponse? {
        let end = Array("\r\n\r\n".utf8)
        while true {
            if let range = pending.firstRange(of: end) {
                let text = String(decoding: pending[..<range.lowerBound], as: UTF8.self)
                var lines = text.components(separatedBy: "\r\n")
                let statusLine = lines.removeFirst()
                let parts = statusLine.split(separator: " ", maxSplits: 2)
                guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
                var headers: [(String, String)] = []
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { return nil }
                    headers.append(
                        (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
                }
                let length = head || status == 100 ? 0 : Int(headers.first { $0.0 == "content-length" }?.1 ?? "0") ?? 0
                while pending.count < range.upperBound + length {
                    guard fill() else { return nil }
                }
                let body = Array(pending[range.upperBound..<(range.upperBound + length)])
                pending.removeFirst(range.upperBound + length)
                return TestResponse(statusLine: statusLine, status: status, headers: headers, body: body)
            }
            guard fill() else { return nil }
        }
    }

    /// Whether the server closed the connection (end of file) with nothing
    /// more sent, within the read time-out.
    func closedByServer() -> Bool {
        guard pending.isEmpty else { return false }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, 0) == 0
    }

    /// Bytes already read past the last response.
    var leftover: Int { pending.count }
}

struct TestResponse {
    let statusLine: String
    let status: Int
    let headers: [(String, String)]
    let body: [UInt8]
    func header(_ name: String) -> String? { headers.first { $0.0 == name.lowercased() }?.1 }
    var text: String { String(decoding: body, as: UTF8.self) }
}
