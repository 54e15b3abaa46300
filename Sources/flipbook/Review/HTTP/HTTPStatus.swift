/// A response's status: its code and reason phrase (the phrase is only shown;
/// clients go by the code).
struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// 100...599.
    let code: Int
    /// The reason phrase of the status line.
    let reason: String

    init(_ code: Int, _ reason: String) {
        precondition((100...599).contains(code), "an HTTP status code is 100...599")
        self.code = code
        self.reason = reason
    }

    var description: String { "\(code) \(reason)" }

    static let `continue` = HTTPStatus(100, "Continue")
    static let ok = HTTPStatus(200, "OK")
    static let badRequest = HTTPStatus(400, "Bad Request")
    static let forbidden = HTTPStatus(403, "Forbidden")
    static let notFound = HTTPStatus(404, "Not Found")
    static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    static let requestTimeout = HTTPStatus(408, "Request Timeout")
    static let conflict = HTTPStatus(409, "Conflict")
    static let lengthRequired = HTTPStatus(411, "Length Required")
    static let contentTooLarge = HTTPStatus(413, "Content Too Large")
    static let headerFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    static let internalServerError = HTTPStatus(500, "Internal Server Error")
    static let notImplemented = HTTPStatus(501, "Not Implemented")
    static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    static let versionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")
}
