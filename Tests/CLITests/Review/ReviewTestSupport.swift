import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `flipbook review` process, started on a workspace's candidates, with
/// its URL read from its first lines of output.
final class ReviewProcess {
    /// The page's URL, token included (`http://127.0.0.1:PORT/TOKEN/`).
    let url: URL
    /// What it printed before the URL.
    let banner: String
    private let output: Pipe
    private let errors: URL

    /// Starts `flipbook review ARGUMENTS`; nil (with the run's output) when it
    /// exits before printing a URL.
    static func start(_ arguments: [String]) throws -> Result<ReviewProcess, CLIRun> {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["review"] + arguments
        let output = Pipe()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-review-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Lines until "open URL" (blocking reads; end of file when the process exits).
        var text = ""
        func hasURL() -> Bool {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().contains { $0.hasPrefix("open ") }
        }
        while !hasURL() {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("open ") }),
            let url = URL(string: String(line.dropFirst("open ".count)))
        else {
            process.waitUntilExit()
            let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: errors)
            return .failure(CLIRun(status: process.terminationStatus, stdout: text + rest, stderr: stderr))
        }
        return .success(ReviewProcess(process: process, url: url, banner: text, output: output, errors: errors))
    }

    private init(process: Process, url: URL, banner: String, output: Pipe, errors: URL) {
        self.url = url
        self.banner = banner
        self.output = output
        self.errors = errors
        self.running = process
    }
    private let running: Process

    /// The page's token.
    var token: String { url.pathComponents.dropFirst().first ?? "" }
    /// `http://HOST:PORT/`.
    var origin: String { "\(url.scheme!)://\(url.host!):\(url.port!)/" }

    /// Sends SIGTERM and waits: the status and what it printed after the URL.
    func stop() -> CLIRun {
        if running.isRunning { running.terminate() }
        running.waitUntilExit()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errors)
        return CLIRun(status: running.terminationStatus, stdout: rest, stderr: stderr)
    }

    deinit {
        if running.isRunning {
            running.terminate()
            running.waitUntilExit()
        }
    }
}

/// One answer of the review server.
struct HTTPAnswer {
    let status: Int
    let body: Data
    let headers: [String: String]
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// Sends one request through a real socket (URLSession, no caching, no redirects followed).
/// A request that changes something carries the `Origin` of the address, as the page's does in a browser.
func http(_ method: String, _ address: String, headers: [String: String] = [:]) async throws -> HTTPAnswer {
    let url = try #require(URL(string: address))
    var request = URLRequest(url: url)
    request.httpMethod = method
    if method != "GET" && method != "HEAD" { request.setValue("http://\(url.host!):\(url.port!)", forHTTPHeaderField: "Origin") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.cachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var headers: [String: String] = [:]
    for (key, value) in http.allHeaderFields { headers["\(key)".lowercased()] = "\(value)" }
    return HTTPAnswer(status: http.statusCode, body: data, headers: headers)
}

private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

/// A review process that exited before serving is a failed start.
extension CLIRun: Error {}
