/// A response's status: its code and reason phrase (the phrase is only shown;
/// clients go by the code).
package struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// 100...599.
    package let code: Int
    /// The reason phrase of the status line.
    package let reason: String

    package init(_ code: Int, _ reason: String) {
        precondition((100...599).contains(code), "an HTTP status code is 100...599")
        self.code = code
        self.reason = reason
    }

    package var description: String { "\(code) \(reason)" }

    package static let `continue` = HTTPStatus(100, "Continue")
    package static let ok = HTTPStatus(200, "OK")
    package static let badRequest = HTTPStatus(400, "Bad Request")
    package static let forbidden = HTTPStatus(403, "Forbidden")
    package static let notFound = HTTPStatus(404, "Not Found")
    package static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    package static let requestTimeout = HTTPStatus(408, "Request Timeout")
    package static let conflict = HTTPStatus(409, "Conflict")
    package static let lengthRequired = HTTPStatus(411, "Length Required")
    package static let contentTooLarge = HTTPStatus(413, "Content Too Large")
    package static let headerFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    package static let internalServerError = HTTPStatus(500, "Internal Server Error")
    package static let notImplemented = HTTPStatus(501, "Not Implemented")
    package static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    package static let versionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")
}
