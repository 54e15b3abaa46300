import Foundation

/// Reads HTTP/1.1 requests (RFC 9112) from the bytes a connection received.
///
/// It is stateless: ``parse(_:)`` looks at everything buffered so far and
/// says whether a whole request is there (and how many bytes it took: the
/// rest may be the next, pipelined request), more bytes are needed, or the
/// request is refused with the status to answer. After a refusal the
/// connection cannot be read on (the message's end is unknown): close it.
///
/// Accepted: `METHOD SP /path[?query] SP HTTP/1.0|HTTP/1.1` (absolute-form
/// `http://host/path` too: its path is kept), header fields `name: value`,
/// lines ending in CRLF or a bare LF, empty lines before the request line,
/// a body of exactly `Content-Length` bytes. Refused:
/// - 400: a malformed request line or field line, a bare CR or other control
///   byte, a folded field line (obs-fold), a bad or disagreeing
///   `Content-Length`, HTTP/1.1 without exactly one `Host`;
/// - 505: an HTTP version other than 1.0 and 1.1;
/// - 411: `Transfer-Encoding` (chunked bodies are not supported: send `Content-Length`);
/// - 413: a `Content-Length` above ``Limits/maxBodyBytes`` (answered before the body arrives);
/// - 431: a head (request line and fields) longer than ``Limits/maxHeadBytes``
///   or with more than ``Limits/maxFieldCount`` fields.
package struct HTTPRequestParser: Sendable {
    package struct Limits: Sendable, Equatable {
        /// The longest head, request line to the blank line included, in bytes.
        package var maxHeadBytes = 16_384
        /// The most header fields in one request.
        package var maxFieldCount = 100
        /// The largest body, in bytes.
        package var maxBodyBytes = 1 << 20

        package init() {}
    }

    package enum Outcome: Sendable {
        /// More bytes are needed. `expectsContinue`: the head is complete, the
        /// body is not, and the client sent `Expect: 100-continue` (it waits
        /// for `100 Continue` before sending the body).
        case incomplete(expectsContinue: Bool)
        /// A whole request: the first `consumed` bytes of the buffer.
        case request(HTTPRequest, consumed: Int)
        /// The request is refused with `status`; `message` says why.
        case refused(HTTPStatus, String)
    }

    package var limits = Limits()

    package init(limits: Limits = Limits()) { self.limits = limits }

    /// Parses the request at the start of `buffer`.
    package func parse(_ buffer: [UInt8]) -> Outcome {
        let cr: UInt8 = 13
        let lf: UInt8 = 10
        // The head: lines up to the first empty one (empty lines before the request line are skipped).
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = 0
        var headEnd: Int?
        var index = 0
        let scanned = min(buffer.count, limits.maxHeadBytes)
        while index < scanned {
            if buffer[index] == lf {
                var line = buffer[lineStart..<index]
                if line.last == cr { line = line.dropLast() }
                lineStart = index + 1
                if line.isEmpty {
                    if !lines.isEmpty {
                        headEnd = index + 1
                        break
                    }
                } else {
                    lines.append(line)
                    if lines.count > limits.maxFieldCount + 1 {
                        return .refused(.headerFieldsTooLarge, "more than \(limits.maxFieldCount) header fields")
                    }
                }
            }
            index += 1
        }
        guard let headEnd else {
            if buffer.count >= limits.maxHeadBytes {
                return .refused(
                    .headerFieldsTooLarge, "the request line and header fields are longer than \(limits.maxHeadBytes) bytes")
            }
            return .incomplete(expectsContinue: false)
        }

        // The request line.
        let parts = lines[0].split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte) else {
            return .refused(.badRequest, "malformed request line: expected METHOD /path HTTP/1.1")
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            if Self.looksLikeVersion(parts[2]) {
                return .refused(.versionNotSupported, "\(version) is not supported; use HTTP/1.1")
            }
            return .refused(.badRequest, "malformed request line: expected METHOD /path HTTP/1.1")
        }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 32 && $0 < 127 }) else {
            return .refused(.badRequest, "malformed request target")
        }
        var target = String(decoding: parts[1], as: UTF8.self)
        if let schemeEnd = target.range(of: "://"), ["http", "https"].contains(target[..<schemeEnd.lowerBound].lowercased()) {
            // absolute-form: keep what follows the authority.
            let afterAuthority = target[schemeEnd.upperBound...]
            guard let slash = afterAuthority.firstIndex(where: { $0 == "/" || $0 == "?" }) else {
                target = "/"
                return finish(method: method, target: target, version: version, lines: lines, headEnd: headEnd, buffer: buffer)
            }
            target = (afterAuthority[slash] == "?" ? "/" : "") + String(afterAuthority[slash...])
        }
        guard target.hasPrefix("/") else { return .refused(.badRequest, "the request target must be a path starting with /") }
        return finish(method: method, target: target, version: version, lines: lines, headEnd: headEnd, buffer: buffer)
    }

    private func finish(
        method: String, target: String, version: String, lines: [ArraySlice<UInt8>], headEnd: Int,
        buffer: [UInt8]
    ) -> Outcome {
        // Header fields.
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let first = line.first, first != 32, first != 9 else {
                return .refused(.badRequest, "folded header field lines are not accepted")
            }
            guard let colon = line.firstIndex(of: 58), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy(Self.isTokenByte)
            else {
                return .refused(.badRequest, "malformed header field line")
            }
            var value = line[(colon + 1)...]
            while let byte = value.first, byte == 32 || byte == 9 { value = value.dropFirst() }
            while let byte = value.last, byte == 32 || byte == 9 { value = value.dropLast() }
            guard value.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else {
                return .refused(.badRequest, "control characters in a header field")
            }
            headers.append(String(decoding: line[line.startIndex..<colon], as: UTF8.self), String(decoding: value, as: UTF8.self))
        }
        if version == "HTTP/1.1" && headers.values("Host").count != 1 {
            return .refused(.badRequest, "an HTTP/1.1 request needs exactly one Host header field")
        }
        if !headers.values("Transfer-Encoding").isEmpty {
            return .refused(.lengthRequired, "Transfer-Encoding is not supported: send the body with Content-Length")
        }

        // The body.
        var length = 0
        let lengths = headers.values("Content-Length").flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if let first = lengths.first {
            guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 18,
                first.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(first)
            else {
                return .refused(.badRequest, "malformed Content-Length")
            }
            length = value
        }
        if length > limits.maxBodyBytes {
            return .refused(.contentTooLarge, "the body is longer than \(limits.maxBodyBytes) bytes")
        }
        guard buffer.count - headEnd >= length else {
            return .incomplete(expectsContinue: headers.lists("Expect", "100-continue"))
        }
        let path: String
        let query: String?
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            query = String(target[target.index(after: mark)...])
        } else {
            path = target
            query = nil
        }
        let request = HTTPRequest(
            method: method, path: path, query: query, version: version, headers: headers,
            body: Data(buffer[headEnd..<(headEnd + length)]))
        return .request(request, consumed: headEnd + length)
    }

    /// RFC 9110's `tchar`: the bytes of a method or field name.
    package static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: return true
        default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// `HTTP/d.d`.
    private static func looksLikeVersion(_ bytes: ArraySlice<UInt8>) -> Bool {
        let b = Array(bytes)
        return b.count == 8 && b.prefix(5) == Array("HTTP/".utf8)[...] && (48...57).contains(b[5]) && b[6] == 46
            && (48...57).contains(b[7])
    }
}
