import Foundation

/// A failure report as one static HTML page: no network, styles and script
/// inline, images referenced by relative paths in the report's folder.
///
/// It lists what failed and the command that accepts the change, then shows
/// the failing frames one at a time: a scrubber (a range input; arrow keys
/// work too) picks the frame, and four views show it: expected, actual, diff,
/// and a slider (actual over expected, split where you drag). Below: the
/// contact sheet and the trace diff. When every image has loaded, the script
/// sets `data-report-status="ok"` on `<body>` (a missing image logs a console
/// error and sets `missing`), which `scripts/check-report.sh` checks.
struct HTMLReport {
    struct Frame {
        var index: Int
        var caption: String
        var message: String?
        var expected: String?
        var actual: String?
        var diff: String?
        var width: Int
        var height: Int
    }

    var title: String
    var testName: String
    var problems: [String]
    var frames: [Frame]
    var contactSheet: String?
    var traceDiff: String?
    var acceptCommand: String
    var goldenFolder: String

    func html() -> String {
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Flipbook golden: \(e(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body data-report-status="loading" class="mode-slider">
            <header>
            <h1>Filmstrip <code>\(e(title))</code> does not match its golden</h1>
            <p class="meta">Test <code>\(e(testName))</code> &middot; golden <code>\(e(goldenFolder))</code></p>
            <ul class="problems">
            """
        for problem in problems {
            out += "<li><pre>\(e(problem))</pre></li>\n"
        }
        out += """
            </ul>
            <p class="accept">Accept the change: <code id="accept">\(e(acceptCommand))</code></p>
            </header>

            """
        if !frames.isEmpty {
            out += """
                <section id="viewer">
                <div class="controls">
                <label>Frame <input type="range" id="scrubber" min="0" max="\(frames.count - 1)" value="0" step="1"\(frames.count == 1 ? " disabled" : "")></label>
                <span id="frame-label"></span>
                <span class="modes" role="tablist">
                <button data-mode="expected">Expected</button><button data-mode="actual">Actual</button><button data-mode="diff">Diff</button><button data-mode="slider">Slider</button>
                </span>
                <label>Zoom <select id="zoom"><option value="1">1x</option><option value="2">2x</option><option value="4">4x</option><option value="8">8x</option></select></label>
                </div>

                """
            for (n, frame) in frames.enumerated() {
                out +=
                    "<figure class=\"frame\" data-position=\"\(n)\" data-index=\"\(frame.index)\" data-caption=\"\(e(frame.caption))\"\(n == 0 ? "" : " hidden")>\n"
                out += "<figcaption>\(e(frame.caption))\(frame.message.map { " &mdash; " + e($0) } ?? "")</figcaption>\n"
                out += "<div class=\"stage\" style=\"--w: \(frame.width)px; --h: \(frame.height)px\">\n"
                out += view("expected", frame.expected) + view("actual", frame.actual)
                out += view("diff", frame.diff, missing: "no diff image: the frames were not compared")
                if let expected = frame.expected, let actual = frame.actual {
                    out += """
                        <div class="view view-slider"><div class="split">
                        <img src="\(e(expected))" alt="expected frame \(frame.index)">
                        <img class="over" src="\(e(actual))" alt="actual frame \(frame.index)">
                        <div class="handle"></div></div>
                        <input type="range" class="split-input" min="0" max="100" value="50" aria-label="split"></div>

                        """
                } else {
                    out += "<div class=\"view view-slider\"><p class=\"none\">the slider needs both pictures</p></div>\n"
                }
                out += "</div>\n</figure>\n"
            }
            out += "</section>\n"
        }
        if let contactSheet {
            out +=
                "<section><h2>Contact sheet</h2><img class=\"sheet\" src=\"\(e(contactSheet))\" alt=\"expected, actual and diff of the failing frames\"></section>\n"
        }
        if let traceDiff {
            out += "<section><h2>Trace diff</h2><pre class=\"diff\">"
            for line in traceDiff.split(separator: "\n", omittingEmptySubsequences: false) {
                let kind =
                    line.hasPrefix("+++") || line.hasPrefix("---")
                    ? "file"
                    : line.hasPrefix("@@")
                        ? "hunk"
                        : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "ctx"
                out += "<span class=\"\(kind)\">\(e(String(line)))</span>\n"
            }
            out += "</pre></section>\n"
        }
        out += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    private func view(_ role: String, _ path: String?, missing: String? = nil) -> String {
        guard let path else {
            return "<div class=\"view view-\(role)\"><p class=\"none\">\(e(missing ?? "no \(role) picture"))</p></div>\n"
        }
        return "<div class=\"view view-\(role)\"><img src=\"\(e(path))\" alt=\"\(role)\"></div>\n"
    }

    /// HTML-escaped text (also safe inside double-quoted attributes).
    private func e(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    static let style = """
        :root { --zoom: 1; font-family: system-ui, sans-serif; color: #222; }
        body { margin: 0 auto; max-width: 1200px; padding: 16px 24px; }
        h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
        code { background: #f2f2f2; padding: 1px 4px; border-radius: 3px; }
        .meta { color: #555; font-size: 13px; }
        .problems pre { white-space: pre-wrap; margin: 4px 0; font-size: 13px; }
        .accept code { user-select: all; }
        .controls { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; padding: 8px 0; position: sticky; top: 0; background: #fff; }
        #scrubber { width: 260px; vertical-align: middle; }
        .modes button { border: 1px solid #aaa; background: #f7f7f7; padding: 4px 10px; cursor: pointer; }
        .modes button.active { background: #2b6cd6; color: #fff; border-color: #2b6cd6; }
        figure { margin: 0; } figcaption { font-size: 13px; margin: 6px 0 10px; color: #333; }
        .stage { --vw: calc(var(--w) * var(--zoom)); --vh: calc(var(--h) * var(--zoom)); }
        .stage img { width: var(--vw); height: var(--vh); image-rendering: pixelated; display: block;
          background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .view { display: none; }
        body.mode-expected .view-expected, body.mode-actual .view-actual, body.mode-diff .view-diff, body.mode-slider .view-slider { display: block; }
        .split { position: relative; width: var(--vw); height: var(--vh); cursor: ew-resize; touch-action: none; outline: 1px solid #bbb; }
        .split img { position: absolute; left: 0; top: 0; }
        .split .over { clip-path: inset(0 0 0 var(--split, 50%)); }
        .handle { position: absolute; top: 0; bottom: 0; left: var(--split, 50%); width: 2px; margin-left: -1px; background: #e0245e; }
        .split-input { width: var(--vw); min-width: 120px; }
        .none { color: #888; font-style: italic; }
        .sheet { max-width: 100%; border: 1px solid #ccc; }
        pre.diff { background: #fafafa; border: 1px solid #ddd; padding: 8px; overflow: auto; font-size: 12px; }
        .diff .add { color: #116329; background: #e6ffec; } .diff .del { color: #82071e; background: #ffebe9; }
        .diff .hunk { color: #6639ba; } .diff .file { color: #555; font-weight: bold; }
        """

    static let script = """
        (function () {
          "use strict";
          var body = document.body;
          var frames = Array.prototype.slice.call(document.querySelectorAll("figure.frame"));
          var scrubber = document.getElementById("scrubber");
          var label = document.getElementById("frame-label");
          var buttons = Array.prototype.slice.call(document.querySelectorAll(".modes button"));
          function show(position) {
            if (!frames.length) { return; }
            position = Math.max(0, Math.min(frames.length - 1, position));
            frames.forEach(function (f, n) { f.hidden = n !== position; });
            if (scrubber) { scrubber.value = String(position); }
            if (label) { label.textContent = (position + 1) + " of " + frames.length + ": " + frames[position].getAttribute("data-caption"); }
          }
          function mode(name) {
            body.className = body.className.replace(/\\bmode-\\w+/g, "").trim() + " mode-" + name;
            buttons.forEach(function (b) { b.classList.toggle("active", b.getAttribute("data-mode") === name); });
          }
          buttons.forEach(function (b) { b.addEventListener("click", function () { mode(b.getAttribute("data-mode")); }); });
          if (scrubber) { scrubber.addEventListener("input", function () { show(parseInt(scrubber.value, 10)); }); }
          var zoom = document.getElementById("zoom");
          if (zoom) {
            var widest = frames.reduce(function (w, f) {
              var s = f.querySelector(".stage"); return Math.max(w, parseInt(s.style.getPropertyValue("--w"), 10) || 0); }, 1);
            var fit = [8, 4, 2, 1].filter(function (z) { return z * widest <= 1100; })[0] || 1;
            zoom.value = String(fit);
            document.documentElement.style.setProperty("--zoom", zoom.value);
            zoom.addEventListener("change", function () { document.documentElement.style.setProperty("--zoom", zoom.value); });
          }
          document.querySelectorAll(".view-slider").forEach(function (view) {
            var split = view.querySelector(".split"), input = view.querySelector(".split-input");
            if (!split) { return; }
            function place(percent) {
              percent = Math.max(0, Math.min(100, percent));
              split.style.setProperty("--split", percent + "%");
              input.value = String(Math.round(percent));
            }
            var dragging = false;
            function fromEvent(event) { var r = split.getBoundingClientRect(); place(100 * (event.clientX - r.left) / r.width); }
            split.addEventListener("pointerdown", function (event) { dragging = true; split.setPointerCapture(event.pointerId); fromEvent(event); });
            split.addEventListener("pointermove", function (event) { if (dragging) { fromEvent(event); } });
            split.addEventListener("pointerup", function () { dragging = false; });
            input.addEventListener("input", function () { place(parseFloat(input.value)); });
            place(50);
          });
          document.addEventListener("keydown", function (event) {
            if (event.target && event.target.tagName === "INPUT" && event.target.type === "range" && event.target !== scrubber) { return; }
            var current = scrubber ? parseInt(scrubber.value, 10) : 0;
            if (event.key === "ArrowRight") { show(current + 1); event.preventDefault(); }
            if (event.key === "ArrowLeft") { show(current - 1); event.preventDefault(); }
            var modes = { "1": "expected", "2": "actual", "3": "diff", "4": "slider" };
            if (modes[event.key]) { mode(modes[event.key]); }
          });
          mode("slider");
          show(0);
          var images = Array.prototype.slice.call(document.images);
          var pending = images.length, missing = [];
          function settle() {
            body.setAttribute("data-report-status", missing.length ? "missing" : "ok");
            if (missing.length) { console.error("report: images missing: " + missing.join(", ")); }
          }
          if (!pending) { settle(); }
          images.forEach(function (img) {
            function done(ok) { if (!ok) { missing.push(img.getAttribute("src")); } pending -= 1; if (pending === 0) { settle(); } }
            if (img.complete) { done(img.naturalWidth > 0); }
            else { img.addEventListener("load", function () { done(true); }); img.addEventListener("error", function () { done(false); }); }
          });
        })();
        """
}
