import Foundation

/// One connection of an ``HTTPServer``: reads requests one after another
/// (keep-alive and pipelined requests), has the handler answer each, writes
/// the answers in order, and returns when the connection is to be closed
/// (the server closes the descriptor).
///
/// It returns: when the client closes; when the client sends nothing within
/// the idle bound (nothing is answered); when a request does not arrive
/// whole within the request bound (408); after refusing a malformed or too
/// large request (4xx/505, then `Connection: close`); after answering a
/// request that asked to close, or the last one a connection may carry; when
/// an answer cannot be written in time; and as soon as the server stops,
/// unless it is making or writing an answer (that is finished first).
package struct HTTPConnection {
    package let socket: HTTPSocket
    package let server: HTTPServer

    package func run() {
        let parser = HTTPRequestParser(limits: server.limits.parser)
        var buffer: [UInt8] = []
        var served = 0
        while true {
            // Read one request.
            var requestStart: Double? = buffer.isEmpty ? nil : HTTPSocket.now()
            let waitStart = HTTPSocket.now()
            var sentContinue = false
            var request: HTTPRequest?
            while request == nil {
                if !buffer.isEmpty {
                    switch parser.parse(buffer) {
                    case .request(let whole, let consumed):
                        buffer.removeFirst(consumed)
                        request = whole
                        continue
                    case .refused(let status, let message):
                        refuse(status, message)
                        return
                    case .incomplete(let expectsContinue):
                        if expectsContinue && !sentContinue {
                            sentContinue = true
                            guard write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return }
                        }
                    }
                }
                let deadline =
                    requestStart.map { $0 + server.limits.requestTimeout }
                    ?? waitStart + (served == 0 ? server.limits.requestTimeout : server.limits.idleTimeout)
                switch socket.receive(wake: server.wake, deadline: deadline) {
                case .bytes(let chunk):
                    if requestStart == nil { requestStart = HTTPSocket.now() }
                    buffer += chunk
                case .timedOut:
                    if requestStart != nil {
                        refuse(.requestTimeout, "the request did not arrive within \(server.limits.requestTimeout) s")
                    }
                    return
                case .closed, .woken:
                    return
                }
            }
            guard let request, !server.isStopping else { return }

            // Answer it.
            served += 1
            let close = request.wantsClose || served >= server.limits.maxRequestsPerConnection
            let response = server.handler.respond(to: request)
            let closing = close || server.isStopping
            guard write(response.serialized(includeBody: request.method != "HEAD", close: closing, date: HTTPResponse.date()))
            else { return }
            if closing {
                socket.drain(wake: server.wake)
                return
            }
        }
    }

    private func write(_ bytes: Data) -> Bool {
        socket.send(bytes, deadline: HTTPSocket.now() + server.limits.writeTimeout)
    }

    /// Answers a request the server refuses, and ends the connection.
    private func refuse(_ status: HTTPStatus, _ message: String) {
        let response = server.handler.refuse(status, message)
        if write(response.serialized(includeBody: true, close: true, date: HTTPResponse.date())) {
            socket.drain(wake: server.wake)
        }
    }

    package init(socket: HTTPSocket, server: HTTPServer) {
        self.socket = socket
        self.server = server
    }
}
