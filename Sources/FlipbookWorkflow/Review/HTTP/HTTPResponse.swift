import Foundation

/// One answer: status, header fields, body.
///
/// The server writes `Content-Length` (the body's size) and `Date` itself and
/// drops any the handler set; `Connection: close` is added when the server
/// closes the connection after it. The answer to `HEAD` has its head only
/// (the `Content-Length` of the body a `GET` would have had).
package struct HTTPResponse: Sendable {
    package var status: HTTPStatus
    package var headers: HTTPHeaders
    package var body: Data

    package init(status: HTTPStatus, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text answer (the server's own, for requests it refuses before
    /// any handler sees them).
    package static func text(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store"],
            body: Data((message + "\n").utf8))
    }

    /// The bytes on the wire: status line, fields, blank line, then the body
    /// unless `includeBody` is false (HEAD). `date` is the `Date` field's value.
    package func serialized(includeBody: Bool, close: Bool, date: String) -> Data {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in headers {
            let lower = name.lowercased()
            if lower == "content-length" || lower == "date" || lower == "connection" || lower == "transfer-encoding" { continue }
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n"
        head += "Date: \(date)\r\n"
        if close { head += "Connection: close\r\n" }
        head += "\r\n"
        var bytes = Data(head.utf8)
        if includeBody { bytes.append(body) }
        return bytes
    }

    /// The current time as an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`).
    package static func date(_ time: time_t = time(nil)) -> String {
        var moment = time
        var parts = tm()
        gmtime_r(&moment, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
