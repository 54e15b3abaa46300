import Foundation
import Testing

/// Debian's Chromium, its chromedriver and a Python with Selenium, as
/// `make test` installs them (`make test-deps`: scripts/ensure-deps.sh --browser).
enum ReviewBrowser {
    static func executable(_ paths: [String]) -> String? {
        paths.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    static let chromium = executable(["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"])
    static let chromedriver = executable(["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"])
    /// Debian's python3 (with python3-selenium), else a venv under .build.
    static let python: String? = [
        "/usr/bin/python3", CLI.packageRoot.appendingPathComponent(".build/selenium-venv/bin/python3").path,
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) && imports(selenium: $0) }

    static func imports(selenium python: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import selenium"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// What is missing, or nil when the browser test can run.
    static var missing: String? {
        let gone = [("chromium", chromium), ("chromedriver", chromedriver), ("python3 with selenium", python)]
            .filter { $0.1 == nil }.map(\.0)
        return gone.isEmpty ? nil : gone.joined(separator: ", ")
    }

    /// With `CI` set the browser test never skips: a missing browser fails it.
    static var required: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }
}

/// The review page in a real browser: Selenium drives headless Chromium,
/// clicks Approve for one scene, and the goldens on disk show exactly that
/// scene's golden changed; the console logged no error.
@Suite struct ReviewBrowserTests {
    @Test(
        .enabled(
            if: ReviewBrowser.missing == nil || ReviewBrowser.required,
            "needs chromium, chromedriver and python3-selenium (make test-deps installs them); never skipped with CI set"))
    func approvingInTheBrowserChangesExactlyThatGolden() async throws {
        if let missing = ReviewBrowser.missing {
            Issue.record(
                "CI is set but the browser test cannot run: missing \(missing); scripts/ensure-deps.sh --browser installs them")
            return
        }
        let w = try ReviewCommandTests.failingWorkspace()
        defer { w.remove() }
        let before = try filesWithBytes(w.goldens)
        let kept = try filesWithBytes(w.candidates.appendingPathComponent("push"))
        let review = try ReviewCommandTests.startReview(w)

        let keep = ProcessInfo.processInfo.environment["FLIPBOOK_KEEP_REVIEW_SCREENSHOT"]
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: ReviewBrowser.python!)
        browser.arguments =
            [
                CLI.packageRoot.appendingPathComponent("scripts/review-browser.py").path,
                review.url.absoluteString, "push",
            ] + (keep.map { [$0] } ?? [])
        let output = Pipe()
        let errors = Pipe()
        browser.standardOutput = output
        browser.standardError = errors
        try browser.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        let stopped = review.stop()

        #expect(browser.terminationStatus == 0, "\(printed)\(complaints)")
        let summary = (try? JSONSerialization.jsonObject(with: Data(printed.utf8))) as? [String: Any] ?? [:]
        #expect(summary["decision"] as? String == "approved:push", "\(printed)\(complaints)")
        #expect(summary["before"] as? [String] == ["fade", "push"])
        #expect(summary["after"] as? [String] == ["fade"])
        #expect(summary["pictures"] as? [String] == ["expected", "actual", "diff"], "\(printed)")
        let console = summary["console"] as? [[String: Any]] ?? []
        #expect(console.filter { $0["level"] as? String == "SEVERE" }.isEmpty, "console errors: \(console)")
        #expect(stopped.status == 0, "\(stopped.stderr)")

        // On disk: push's golden files are the candidate's, fade's and everything else are unchanged.
        let after = try filesWithBytes(w.goldens)
        #expect(Set(after.keys) == Set(before.keys))
        for (path, data) in before {
            if path.hasPrefix("push/") {
                #expect(after[path] == kept["golden/" + path.dropFirst("push/".count)], "\(path)")
            } else {
                #expect(after[path] == data, "\(path) changed, but only push was approved")
            }
        }
        #expect(after["push/frame-0010.png"] != before["push/frame-0010.png"])
        #expect(!FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("push").path))
        #expect(FileManager.default.fileExists(atPath: w.candidates.appendingPathComponent("fade/candidate.json").path))
    }
}
