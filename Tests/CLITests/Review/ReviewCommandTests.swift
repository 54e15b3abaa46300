import Foundation
import Testing

/// `flipbook review`: its HTTP API through a real socket (token, pictures,
/// approve and reject on disk, bad requests), shutdown on SIGTERM and the
/// bad input it refuses with exit 2.
@Suite struct ReviewCommandTests {
    typealias Workspace = AcceptCommandTests.Workspace

    /// A workspace where fade and push both fail (their scenes now end green), with candidates.
    static func failingWorkspace() throws -> Workspace {
        let w = try Workspace()
        try w.write(goldenScene(to: "green"), name: "fade")
        try w.write(goldenScene(to: "green", animator: "push"), name: "push")
        let verify = try w.verify(["fade", "push"])
        #expect(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
        return w
    }

    static func startReview(_ w: Workspace, _ extra: [String] = []) throws -> ReviewProcess {
        switch try ReviewProcess.start(["--goldens", w.goldens.path, "--candidates", w.candidates.path] + extra) {
        case .success(let review): return review
        case .failure(let run): throw run
        }
    }

    @Test func theAPINeedsTheTokenAndApproveChangesExactlyThatGolden() async throws {
        let w = try Self.failingWorkspace()
        defer { w.remove() }
        let review = try Self.startReview(w)
        #expect(review.url.host == "127.0.0.1", "loopback unless --host")
        #expect(review.token.count == 32 && review.token.allSatisfy(\.isHexDigit), "\(review.url)")
        let base = review.url.absoluteString
        let before = try filesWithBytes(w.goldens)
        let kept = try filesWithBytes(w.candidates.appendingPathComponent("fade"))

        // Without the token, or with another, nothing is served.
        for address in [
            review.origin, review.origin + "api/scenes", review.origin + String(repeating: "0", count: 32) + "/api/scenes",
            review.origin + String(review.token.dropLast()) + "/", review.origin + review.token.uppercased() + "/",
        ] {
            let answer = try await http("GET", address)
            #expect(answer.status == 403, "\(address): \(answer.status)")
        }
        let forbidden = try await http("POST", review.origin + "api/scenes/fade/approve")
        #expect(forbidden.status == 403)

        // The page, its script and style, and the scene list.
        let page = try await http("GET", base)
        #expect(
            page.status == 200 && page.text.contains("<script src=\"/\(review.token)/review.js\"") && !page.text.contains("http"),
            "self-contained: no address outside the page's own")
        #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        #expect(try await http("GET", base + "review.js").status == 200)
        #expect(try await http("GET", base + "review.css").status == 200)
        let listed = try await http("GET", base + "api/scenes")
        #expect(listed.status == 200)
        let scenes = try #require(listed.json["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["name"] as? String } == ["fade", "push"])
        let frames = try #require(scenes[0]["frames"] as? [[String: Any]])
        #expect(frames.map { $0["index"] as? Int } == [0, 5, 10])
        #expect(frames.map { $0["failing"] as? Bool } == [false, true, true])
        #expect(frames.map { $0["diff"] as? Bool } == [false, true, true])

        // Pictures: the golden's, the candidate's and the diff, byte for byte.
        #expect(try await http("GET", base + "files/expected/fade/frame-0010.png").body == before["fade/frame-0010.png"])
        #expect(try await http("GET", base + "files/actual/fade/frame-0010.png").body == kept["golden/frame-0010.png"])
        #expect(try await http("GET", base + "files/diff/fade/frame-0010-diff.png").body == kept["diffs/frame-0010-diff.png"])

        // Bad requests are 4xx and change nothing.
        for (method, path, status) in [
            ("GET", "files/actual/fade/manifest.json", 404), ("GET", "files/other/fade/frame-0000.png", 404),
            ("GET", "files/actual/..%2Fpush/frame-0000.png", 404), ("GET", "files/actual/fade/frame-0003.png", 404),
            ("GET", "files/diff/fade/frame-0000-diff.png", 404), ("GET", "nothing", 404),
            ("GET", "api/scenes/fade/approve", 405), ("POST", "api/scenes", 405), ("DELETE", "api/scenes/fade/reject", 405),
            ("POST", "api/scenes/nosuch/approve", 404), ("POST", "api/scenes/.staging/approve", 404),
            ("POST", "api/scenes/fade%2F..%2Fpush/approve", 404), ("POST", "api/scenes/fade/keep", 404),
            ("POST", "api/scenes/nosuch/reject", 404),
        ] {
            let answer = try await http(method, base + path)
            #expect(answer.status == status, "\(method) \(path): \(answer.status) \(answer.text)")
        }
        #expect(try filesWithBytes(w.goldens) == before, "bad requests change no golden")
        #expect(FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("fade/candidate.json").path))

        // Approve fade: exactly fade's golden files change, to the candidate's bytes.
        let approve = try await http("POST", base + "api/scenes/fade/approve")
        #expect(approve.status == 200, "\(approve.text)")
        #expect(approve.json["decision"] as? String == "approved")
        let afterApprove = try filesWithBytes(w.goldens)
        #expect(Set(afterApprove.keys) == Set(before.keys))
        for (path, data) in before {
            if path.hasPrefix("fade/") {
                #expect(afterApprove[path] == kept["golden/" + path.dropFirst("fade/".count)], "\(path)")
            } else {
                #expect(afterApprove[path] == data, "\(path) is not fade's and does not change")
            }
        }
        #expect(afterApprove["fade/frame-0010.png"] != before["fade/frame-0010.png"])
        #expect(
            !FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("fade").path), "the candidate is used up")
        let again = try await http("POST", base + "api/scenes/fade/approve")
        #expect(again.status == 404 && again.json["error"] as? String == "FB-ACCEPT-NO-CANDIDATE", "\(again.text)")

        // Reject push: its candidate goes, no golden changes.
        let reject = try await http("POST", base + "api/scenes/push/reject")
        #expect(reject.status == 200, "\(reject.text)")
        #expect(try filesWithBytes(w.goldens) == afterApprove)
        #expect(!FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("push").path))
        let empty = try await http("GET", base + "api/scenes")
        #expect((empty.json["scenes"] as? [Any])?.isEmpty == true)

        // SIGTERM stops it cleanly.
        let stopped = review.stop()
        #expect(stopped.status == 0, "\(stopped.stdout)\(stopped.stderr)")
        #expect(stopped.stdout.contains("stopped"), "\(stopped.stdout)")
        #expect(try w.verify(["fade"]).status == 0, "the approved golden is what fade renders now")
    }

    @Test func approveRefusesACandidateOfOtherSceneInputAndChangesNothing() async throws {
        let w = try Self.failingWorkspace()
        defer { w.remove() }
        let review = try Self.startReview(w)
        let before = try filesWithBytes(w.goldens)
        try w.write(goldenScene(to: "yellow"), name: "fade")
        let approve = try await http("POST", review.url.absoluteString + "api/scenes/fade/approve")
        #expect(approve.status == 409 && approve.json["error"] as? String == "FB-ACCEPT-OTHER-SCENE", "\(approve.text)")
        #expect(try filesWithBytes(w.goldens) == before)
        #expect(FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("fade/candidate.json").path))
        #expect(review.stop().status == 0)
    }

    @Test func badInputExitsTwoWithACatalogueCode() throws {
        let w = try Self.failingWorkspace()
        defer { w.remove() }
        let before = try filesWithBytes(w.goldens)
        func refused(_ arguments: [String], _ code: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            switch try ReviewProcess.start(arguments) {
            case .success(let review):
                Issue.record("review started at \(review.url) with \(arguments)", sourceLocation: sourceLocation)
                _ = review.stop()
            case .failure(let run):
                #expect(run.status == 2, "\(run.stderr)", sourceLocation: sourceLocation)
                #expect(run.stderr.hasPrefix("flipbook: error[\(code)]: "), "\(run.stderr)", sourceLocation: sourceLocation)
            }
        }
        let none = w.folder.appendingPathComponent("no-candidates").path
        try refused(["--goldens", w.goldens.path, "--candidates", none], "FB-REVIEW-NO-CANDIDATES")
        try refused(
            ["--goldens", w.folder.appendingPathComponent("gone").path, "--candidates", w.candidates.path], "FB-REVIEW-GOLDENS")
        try refused(["--goldens", w.path("fade"), "--candidates", w.candidates.path], "FB-REVIEW-GOLDENS")
        for host in ["999.1.1.1", "example.org", "127.0.0.1:80", "::zz"] {
            try refused(["--candidates", w.candidates.path, "--host", host], "FB-REVIEW-ADDRESS")
        }
        for port in ["0", "70000", "-1", "http"] {
            try refused(["--candidates", w.candidates.path, "--port", port], "FB-CLI-USAGE")
        }
        // A port in use: the one a running review listens on.
        let first = try Self.startReview(w)
        try refused(["--candidates", w.candidates.path, "--port", "\(first.url.port!)"], "FB-REVIEW-ADDRESS")
        #expect(first.stop().status == 0)
        #expect(try filesWithBytes(w.goldens) == before)
        #expect(try CLI.run(["review", "--help"]).stdout.contains("--host"))
    }

    @Test func theGoldensFolderDefaultsToTheOneTheCandidatesName() async throws {
        let w = try Self.failingWorkspace()
        defer { w.remove() }
        let review = try ReviewProcess.start(["--artifacts", w.artifacts.path]).get()
        #expect(review.banner.contains("against \(w.goldens.path)"), "\(review.banner)")
        let listed = try await http("GET", review.url.absoluteString + "api/scenes")
        #expect(listed.json["goldens"] as? String == w.goldens.path)
        #expect(review.stop().status == 0)
    }
}
