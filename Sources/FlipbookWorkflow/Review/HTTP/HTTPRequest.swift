import Foundation

/// One request as ``HTTPRequestParser`` read it.
///
/// Invariants: `method` is an HTTP token (upper case for the standard
/// methods, as clients send them: methods are case-sensitive); `path` starts
/// with `/` and is still percent-encoded (a handler decodes each segment
/// itself, so `%2F` never becomes a separator); `body` holds exactly
/// `Content-Length` bytes (none without the field).
package struct HTTPRequest: Sendable {
    /// `GET`, `HEAD`, `POST`, ...
    package var method: String
    /// The request target's path, before any `?`, percent-encoded as sent:
    /// `/TOKEN/`, `/TOKEN/api/scenes`. A trailing slash is kept.
    package var path: String
    /// What follows the `?` of the target, without it; nil when there is no `?`.
    package var query: String?
    /// `HTTP/1.0` or `HTTP/1.1`.
    package var version: String
    package var headers: HTTPHeaders
    package var body: Data

    package init(
        method: String, path: String, query: String? = nil, version: String = "HTTP/1.1",
        headers: HTTPHeaders = [:], body: Data = Data()
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// Whether the client asked to close the connection after the answer:
    /// `Connection: close`, or HTTP/1.0 (whose keep-alive this server does not offer).
    package var wantsClose: Bool {
        version == "HTTP/1.0" || headers.lists("Connection", "close")
    }
}
