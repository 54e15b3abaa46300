import Foundation

/// The files `flipbook merge` writes from a ``ShardMerge``: a JUnit XML file
/// as CI dashboards read it, and one static HTML page.
package enum MergeReport {
    /// JUnit XML: `<testsuites>` holding one `<testsuite>` named after the
    /// command, with one `<testcase>` per scene (`classname` `flipbook.verify`,
    /// `name` the scene, `file` its path, `time` its seconds). A scene that did
    /// not match or has no golden holds a `<failure>` (its message, the report
    /// path included), one that could not run an `<error>`, one skipped by
    /// `--changed-only` a `<skipped>`.
    package static func junit(_ merge: ShardMerge) -> String {
        let counts = merge.counts
        let failures = (counts["failed"] ?? 0) + (counts["missing"] ?? 0)
        let errors = counts["error"] ?? 0
        let skipped = counts["skipped"] ?? 0
        let time = seconds(merge.seconds)
        let suite = "flipbook.\(merge.command)"
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"flipbook \(merge.command)\" tests=\"\(merge.scenes.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(time)\">\n"
        out +=
            "  <testsuite name=\"\(suite)\" tests=\"\(merge.scenes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
            + "skipped=\"\(skipped)\" time=\"\(time)\">\n"
        for (scene, shard) in merge.scenes {
            let name = scene["name"] as! String
            let status = scene["status"] as! String
            var attributes = "classname=\"\(suite)\" name=\"\(xml(name))\""
            if let path = scene["scene"] as? String { attributes += " file=\"\(xml(path))\"" }
            attributes += " time=\"\(seconds(ShardResult.number(scene["seconds"]) ?? 0))\""
            let message = scene["message"] as? String ?? ""
            var body = ""
            switch status {
            case "failed", "missing":
                body =
                    "<failure message=\"\(xml(firstLine(message, or: status == "missing" ? "no golden" : "does not match its golden")))\" "
                    + "type=\"\(status)\">\(xml(details(scene)))</failure>"
            case "error":
                body =
                    "<error message=\"\(xml(firstLine(message, or: "could not run")))\" type=\"error\">\(xml(details(scene)))</error>"
            case "skipped":
                body =
                    "<skipped message=\"\(xml(scene["explain"] as? String ?? "inputs unchanged since the golden was recorded"))\"/>"
            default:
                break
            }
            let properties =
                "<properties><property name=\"shard\" value=\"\(shard)\"/><property name=\"status\" value=\"\(xml(status))\"/></properties>"
            out += "    <testcase \(attributes)>\(properties)\(body)</testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// The failure text of a scene: its message, its report (the copy beside
    /// the merged files when `artifacts` has it) and the commands that accept it.
    package static func details(_ scene: [String: Any], artifacts: MergeArtifacts? = nil) -> String {
        var lines = [scene["message"] as? String ?? ""]
        if let name = scene["name"] as? String, let copied = artifacts?.scenes[name], let report = scene["report"] as? String {
            // The message names the shard's files; here they are the copies beside the page.
            let shardFolder = URL(fileURLWithPath: report).deletingLastPathComponent().path
            lines[0] = lines[0].replacingOccurrences(of: shardFolder + "/", with: copied.folder + "/")
            lines.append("report: \(copied.report ?? copied.folder)")
        } else if let report = scene["report"] as? String {
            lines.append("report: \(report)")
        }
        if let accept = scene["acceptCandidate"] as? String { lines.append("accept the candidate: \(accept)") }
        if let accept = scene["accept"] as? String { lines.append("or record again: \(accept)") }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The merged run as one HTML page: counts, then the failing scenes with
    /// their messages and, from `artifacts`, their expected, actual and diff
    /// pictures and reports by paths relative to the page (or the report path
    /// the shard gave, as text, when its artifacts were not found), then a
    /// table of every scene (status, frames, seconds, shard), then the shards
    /// and their times.
    package static func html(_ merge: ShardMerge, artifacts: MergeArtifacts? = nil) -> String {
        let counts = merge.counts
        let summary = GoldenOutcome.Status.allOrdered.compactMap { s in counts[s.rawValue].map { "\($0) \(s.rawValue)" } }
            .joined(separator: ", ")
        let failing = merge.scenes.filter { ShardMerge.failing.contains($0.scene["status"] as! String) }
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Flipbook \(e(merge.command)): \(e(summary))</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
            table { border-collapse: collapse; margin: 1em 0; }
            th, td { border-bottom: 1px solid #ddd; padding: 4px 10px; text-align: left; vertical-align: top; }
            td.n { text-align: right; font-variant-numeric: tabular-nums; }
            .passed, .unchanged, .refreshed, .recorded, .rerecorded { color: #17663a; }
            .failed, .missing, .error { color: #b3261e; font-weight: bold; }
            .skipped { color: #666; }
            pre { white-space: pre-wrap; margin: 0; }
            .frames { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0; }
            figure { margin: 0; }
            figure img { max-width: 240px; border: 1px solid #ccc; image-rendering: pixelated; }
            figcaption { font-size: 12px; color: #555; }
            .legend span { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 10px; border: 1px solid #999; }
            </style>
            </head>
            <body>
            <h1>Flipbook \(e(merge.command)): \(merge.scenes.count) scene\(merge.scenes.count == 1 ? "" : "s") in \(merge.shards.count) shard\(merge.shards.count == 1 ? "" : "s")</h1>
            <p id="summary">\(e(summary)) &middot; goldens <code>\(e(merge.shards[0].goldens))</code> &middot; \(seconds(merge.seconds)) s in all</p>

            """
        if !failing.isEmpty {
            out +=
                "<h2>Failing scenes</h2>\n<p class=\"legend\">Diff pictures: <span style=\"background:#eee\"></span>unchanged (faded grey)"
                + "<span style=\"background:#f00\"></span>changed<span style=\"background:#fcc\"></span>changed slightly (under pixelmatch's threshold)"
                + "<span style=\"background:#ff0\"></span>anti-aliasing</p>\n"
            out += "<table id=\"failing\">\n<tr><th>scene</th><th>status</th><th>shard</th><th>what</th></tr>\n"
            for (scene, shard) in failing {
                let status = scene["status"] as! String
                let name = scene["name"] as! String
                var what = "<pre>\(e(details(scene, artifacts: artifacts)))</pre>"
                if let copied = artifacts?.scenes[name] {
                    what += pictures(copied)
                } else if let report = scene["report"] as? String {
                    what +=
                        "<p class=\"missing-artifacts\">The shard's artifacts were not found here: download its <code>\(e(URL(fileURLWithPath: report).deletingLastPathComponent().lastPathComponent))</code> folder next to its result file, keeping the folders above it, and merge again (the shard wrote <code>\(e(report))</code>).</p>"
                }
                out +=
                    "<tr><td><code>\(e(scene["name"] as! String))</code></td><td class=\"\(e(status))\">\(e(status))</td>"
                    + "<td class=\"n\">\(shard)</td><td>\(what)</td></tr>\n"
            }
            out += "</table>\n"
        }
        out +=
            "<h2>Every scene</h2>\n<table id=\"scenes\">\n<tr><th>scene</th><th>status</th><th>frames</th><th>seconds</th><th>shard</th></tr>\n"
        for (scene, shard) in merge.scenes {
            let status = scene["status"] as! String
            let frames = (scene["frameCount"] as? Int).map { "\((scene["sampledFrames"] as? [Any])?.count ?? 0) of \($0)" } ?? ""
            out +=
                "<tr><td><code>\(e(scene["name"] as! String))</code></td><td class=\"\(e(status))\">\(e(status))</td>"
                + "<td class=\"n\">\(frames)</td><td class=\"n\">\(seconds(ShardResult.number(scene["seconds"]) ?? 0))</td>"
                + "<td class=\"n\">\(shard)</td></tr>\n"
        }
        out +=
            "</table>\n<h2>Shards</h2>\n<table id=\"shards\">\n<tr><th>shard</th><th>result</th><th>scenes</th><th>seconds</th></tr>\n"
        for shard in merge.shards {
            out +=
                "<tr><td class=\"n\">\(shard.shard)</td><td><code>\(e(shard.path))</code></td><td class=\"n\">\(shard.scenes.count)</td>"
                + "<td class=\"n\">\(seconds(shard.seconds))</td></tr>\n"
        }
        out += "</table>\n</body>\n</html>\n"
        return out
    }

    /// A failing scene's pictures: its report, then each frame's expected, actual and diff.
    package static func pictures(_ scene: MergeArtifacts.Scene) -> String {
        var out = ""
        if let report = scene.report { out += "<p><a href=\"\(e(report))\">report</a>" }
        if let sheet = scene.contactSheet { out += " &middot; <a href=\"\(e(sheet))\">contact sheet</a>" }
        if scene.report != nil || scene.contactSheet != nil { out += "</p>" }
        for frame in scene.frames {
            out += "<div class=\"frames\">"
            for (role, path) in frame.pictures {
                out +=
                    "<figure><a href=\"\(e(path))\"><img src=\"\(e(path))\" alt=\"\(e(frame.stem)) \(role)\" loading=\"lazy\"></a>"
                    + "<figcaption>\(e(frame.stem)) \(role)</figcaption></figure>"
            }
            out += "</div>"
        }
        return out
    }

    /// Seconds with three decimals, as JUnit's `time` attributes are written.
    package static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    package static func firstLine(_ text: String, or fallback: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? fallback
    }

    /// `text` escaped for an XML attribute or text, without the characters XML 1.0 forbids.
    package static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `text` escaped for HTML.
    package static func e(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
