/// The review page: one HTML document, its script and its style, served by
/// ``ReviewHandler`` from the same origin (no CDN, no inline script, so the
/// page's Content-Security-Policy allows nothing else).
package enum ReviewPage {
    /// The page, its script and style addressed under `/TOKEN/`.
    package static func html(token: String) -> String { template.replacingOccurrences(of: "TOKEN", with: token) }

    private static let template = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Flipbook review</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/TOKEN/review.css">
        <script src="/TOKEN/review.js" defer></script>
        </head>
        <body data-review-status="loading">
        <header>
          <h1>Flipbook review</h1>
          <p id="summary">Loading the candidates…</p>
          <p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous scene · <kbd>a</kbd> approve · <kbd>r</kbd> reject ·
            <kbd>]</kbd>/<kbd>[</kbd> next/previous frame · <kbd>y</kbd>/<kbd>n</kbd> mark the frame right/wrong</p>
        </header>
        <div id="layout">
          <nav aria-label="Scenes"><ol id="scenes"></ol></nav>
          <main id="scene" hidden>
            <div class="title">
              <h2 id="scene-name"></h2>
              <span id="scene-status" class="badge"></span>
              <span class="spacer"></span>
              <button id="approve" type="button" class="approve" title="Promote this candidate to the golden, as flipbook accept (a)">Approve scene</button>
              <button id="reject" type="button" class="reject" title="Discard this candidate; the golden stays (r)">Reject scene</button>
            </div>
            <p id="scene-path" class="path"></p>
            <div class="scrubber">
              <label for="frame">Frame <output id="frame-label"></output></label>
              <input id="frame" type="range" min="0" max="0" step="1" value="0">
              <ol id="frame-list"></ol>
            </div>
            <div class="frame-verdict">
              <span id="frame-mark">This frame: not marked</span>
              <button id="frame-right" type="button" title="Mark this frame as right (y)">Frame looks right</button>
              <button id="frame-wrong" type="button" title="Mark this frame as wrong (n)">Frame looks wrong</button>
            </div>
            <section class="compare" aria-label="Expected and actual, with a slider">
              <h3>Slider: expected ◀ ▶ actual</h3>
              <div id="overlay" class="overlay">
                <img id="overlay-expected" alt="expected frame">
                <img id="overlay-actual" alt="actual frame">
                <p id="overlay-none" class="none" hidden>No golden for this frame: the scene is new.</p>
              </div>
              <input id="split" type="range" min="0" max="100" value="50" aria-label="Slider between expected and actual">
            </section>
            <section class="panels">
              <figure><figcaption>Expected (golden)</figcaption><img id="expected" alt="expected frame"><p id="expected-none" class="none" hidden>No golden frame.</p></figure>
              <figure><figcaption>Actual (candidate)</figcaption><img id="actual" alt="actual frame"></figure>
              <figure><figcaption>Diff</figcaption><img id="diff" alt="diff of the frame"><p id="diff-none" class="none" hidden>This frame matched.</p></figure>
            </section>
            <details id="trace" hidden><summary>Trace diff</summary><pre id="trace-text"></pre></details>
          </main>
          <p id="empty" hidden>No candidates are left to review. Every scene has been approved or rejected.</p>
        </div>
        <p id="status" role="status" aria-live="polite"></p>
        </body>
        </html>
        """#

    package static let script = #"""
        "use strict";
        (function () {
          const state = { scenes: [], current: 0, frame: 0, marks: {}, busy: false };
          const $ = (id) => document.getElementById(id);
          // Every address is under /TOKEN/, whether or not the page's own address ends with a slash.
          const base = "/" + location.pathname.split("/")[1] + "/";

          function enc(text) { return encodeURIComponent(text); }
          function pictureURL(kind, scene, file) { return base + "files/" + kind + "/" + enc(scene) + "/" + enc(file); }

          function say(text, failed) {
            const status = $("status");
            status.textContent = text;
            status.className = failed ? "failed" : "";
          }

          async function load() {
            const response = await fetch(base + "api/scenes", { cache: "no-store" });
            if (!response.ok) { throw new Error("the server answered " + response.status); }
            const body = await response.json();
            state.scenes = body.scenes;
            $("summary").textContent = body.scenes.length + " scene" + (body.scenes.length === 1 ? "" : "s") +
              " with candidates in " + body.candidates + ", against the goldens in " + body.goldens + ".";
            if (state.current >= state.scenes.length) { state.current = Math.max(0, state.scenes.length - 1); }
            renderList();
            showScene();
            document.body.dataset.reviewStatus = "ready";
          }

          function renderList() {
            const list = $("scenes");
            list.replaceChildren();
            state.scenes.forEach((scene, index) => {
              const item = document.createElement("li");
              const button = document.createElement("button");
              button.type = "button";
              button.textContent = scene.name;
              button.dataset.scene = scene.name;
              button.className = "scene-link" + (index === state.current ? " current" : "");
              const badge = document.createElement("span");
              badge.className = "badge " + scene.status;
              badge.textContent = scene.status;
              button.appendChild(badge);
              button.addEventListener("click", () => { state.current = index; state.frame = 0; renderList(); showScene(); });
              item.appendChild(button);
              list.appendChild(item);
            });
          }

          function currentScene() { return state.scenes[state.current]; }

          function showScene() {
            const scene = currentScene();
            $("scene").hidden = !scene;
            $("empty").hidden = !!scene;
            if (!scene) { return; }
            $("scene").dataset.scene = scene.name;
            $("scene-name").textContent = scene.name;
            $("scene-status").textContent = scene.status;
            $("scene-status").className = "badge " + scene.status;
            $("scene-path").textContent = scene.scenePath;
            const firstFailing = scene.frames.findIndex((f) => f.failing);
            if (state.frame >= scene.frames.length) { state.frame = 0; }
            if (state.frame === 0 && firstFailing > 0) { state.frame = firstFailing; }
            const slider = $("frame");
            slider.max = String(Math.max(0, scene.frames.length - 1));
            slider.disabled = scene.frames.length < 2;
            const list = $("frame-list");
            list.replaceChildren();
            scene.frames.forEach((frame, index) => {
              const item = document.createElement("li");
              const button = document.createElement("button");
              button.type = "button";
              button.textContent = String(frame.index);
              button.title = "frame " + frame.index + (frame.failing ? " (differs)" : "");
              button.className = "frame-link" + (frame.failing ? " failing" : "");
              button.addEventListener("click", () => { state.frame = index; showFrame(); });
              item.appendChild(button);
              list.appendChild(item);
            });
            $("trace").hidden = !scene.traceDiff;
            $("trace-text").textContent = scene.traceDiff || "";
            showFrame();
          }

          function setPicture(img, none, url) {
            img.hidden = !url;
            if (url) { img.src = url; } else { img.removeAttribute("src"); }
            if (none) { none.hidden = !!url; }
          }

          function showFrame() {
            const scene = currentScene();
            if (!scene) { return; }
            const frame = scene.frames[state.frame];
            $("frame").value = String(state.frame);
            Array.from($("frame-list").children).forEach((item, index) => {
              item.firstChild.classList.toggle("current", index === state.frame);
            });
            if (!frame) {
              $("frame-label").textContent = "none (the candidate lists no frames)";
              ["expected", "actual", "diff", "overlay-expected", "overlay-actual"].forEach((id) => setPicture($(id), null, null));
              return;
            }
            $("frame-label").textContent = frame.index + " (" + (state.frame + 1) + " of " + scene.frames.length + ")" +
              (!frame.expected ? ", new: no golden frame" : frame.failing ? ", differs" : ", matches");
            const expected = frame.expected ? pictureURL("expected", scene.name, frame.file) : null;
            const actual = pictureURL("actual", scene.name, frame.file);
            const diff = frame.diff ? pictureURL("diff", scene.name, frame.file.replace(/\.png$/, "-diff.png")) : null;
            setPicture($("expected"), $("expected-none"), expected);
            setPicture($("actual"), null, actual);
            setPicture($("diff"), $("diff-none"), diff);
            setPicture($("overlay-expected"), $("overlay-none"), expected);
            setPicture($("overlay-actual"), null, actual);
            $("overlay").classList.toggle("single", !expected);
            $("split").disabled = !expected;
            updateSplit();
            const mark = (state.marks[scene.name] || {})[frame.index];
            $("frame-mark").textContent = "This frame: " + (mark ? "marked " + mark : "not marked");
          }

          function updateSplit() {
            const value = Number($("split").value);
            const single = $("overlay").classList.contains("single");
            $("overlay-actual").style.clipPath = single ? "none" : "inset(0 0 0 " + value + "%)";
          }

          function markFrame(mark) {
            const scene = currentScene();
            if (!scene || !scene.frames[state.frame]) { return; }
            state.marks[scene.name] = state.marks[scene.name] || {};
            state.marks[scene.name][scene.frames[state.frame].index] = mark;
            showFrame();
          }

          async function decide(action) {
            const scene = currentScene();
            if (!scene || state.busy) { return; }
            state.busy = true;
            $("approve").disabled = $("reject").disabled = true;
            say((action === "approve" ? "Approving " : "Rejecting ") + scene.name + "…", false);
            try {
              const response = await fetch(base + "api/scenes/" + enc(scene.name) + "/" + action, { method: "POST" });
              const body = await response.json();
              if (!response.ok) {
                say(scene.name + ": " + body.error + ": " + body.message, true);
                document.body.dataset.lastDecision = "failed:" + scene.name;
                return;
              }
              say(action === "approve" ? "Approved " + scene.name + ": its golden now holds the candidate (" + body.files.length + " files)."
                                       : "Rejected " + scene.name + ": the candidate is gone, the golden is unchanged.", false);
              delete state.marks[scene.name];
              await load();
              document.body.dataset.lastDecision = body.decision + ":" + scene.name;
            } catch (error) {
              say(scene.name + ": " + error.message, true);
              document.body.dataset.lastDecision = "failed:" + scene.name;
            } finally {
              state.busy = false;
              $("approve").disabled = $("reject").disabled = false;
            }
          }

          function move(step) {
            if (!state.scenes.length) { return; }
            state.current = (state.current + step + state.scenes.length) % state.scenes.length;
            state.frame = 0;
            renderList();
            showScene();
          }

          function moveFrame(step) {
            const scene = currentScene();
            if (!scene || !scene.frames.length) { return; }
            state.frame = Math.min(scene.frames.length - 1, Math.max(0, state.frame + step));
            showFrame();
          }

          document.addEventListener("DOMContentLoaded", () => {
            $("approve").addEventListener("click", () => decide("approve"));
            $("reject").addEventListener("click", () => decide("reject"));
            $("frame-right").addEventListener("click", () => markFrame("right"));
            $("frame-wrong").addEventListener("click", () => markFrame("wrong"));
            $("frame").addEventListener("input", () => { state.frame = Number($("frame").value); showFrame(); });
            $("split").addEventListener("input", updateSplit);
            document.addEventListener("keydown", (event) => {
              if (event.ctrlKey || event.metaKey || event.altKey) { return; }
              const target = event.target;
              if (target && target.tagName === "INPUT" && target.type !== "range") { return; }
              const actions = { j: () => move(1), k: () => move(-1), a: () => decide("approve"), r: () => decide("reject"),
                                "]": () => moveFrame(1), "[": () => moveFrame(-1), y: () => markFrame("right"), n: () => markFrame("wrong") };
              const action = actions[event.key];
              if (action) { event.preventDefault(); action(); }
            });
            load().catch((error) => {
              say("Cannot load the candidates: " + error.message, true);
              document.body.dataset.reviewStatus = "failed";
            });
          });
        })();
        """#

    package static let style = #"""
        :root { color-scheme: light dark; --accent: #0a66c2; --bad: #c62828; --good: #2e7d32; font-family: system-ui, sans-serif; }
        body { margin: 0; padding: 0 1rem 3rem; }
        header h1 { margin: .6rem 0 .2rem; font-size: 1.3rem; }
        .keys { color: GrayText; font-size: .85rem; }
        kbd { border: 1px solid GrayText; border-radius: 3px; padding: 0 .3em; font-size: .8rem; }
        #layout { display: flex; gap: 1rem; align-items: flex-start; }
        nav { min-width: 12rem; max-width: 18rem; }
        nav ol { list-style: none; padding: 0; margin: 0; }
        .scene-link { display: flex; justify-content: space-between; gap: .5rem; width: 100%; text-align: left; margin: 2px 0;
                      padding: .35rem .5rem; border: 1px solid transparent; background: none; color: inherit; cursor: pointer; font: inherit; }
        .scene-link.current { border-color: var(--accent); font-weight: 600; }
        main { flex: 1; min-width: 0; }
        .title { display: flex; align-items: center; gap: .6rem; }
        .title h2 { margin: .4rem 0; }
        .spacer { flex: 1; }
        .badge { font-size: .75rem; padding: .05rem .4rem; border-radius: 8px; border: 1px solid GrayText; font-weight: normal; }
        .badge.failed { border-color: var(--bad); color: var(--bad); }
        .badge.missing { border-color: var(--accent); color: var(--accent); }
        button.approve, button.reject { font: inherit; padding: .35rem .9rem; cursor: pointer; border-radius: 4px; color: white; border: none; }
        button.approve { background: var(--good); }
        button.reject { background: var(--bad); }
        button:disabled { opacity: .5; cursor: progress; }
        .path { color: GrayText; font-size: .8rem; margin: 0 0 .6rem; word-break: break-all; }
        .scrubber { display: flex; flex-wrap: wrap; align-items: center; gap: .6rem; }
        .scrubber input { flex: 1; min-width: 10rem; }
        #frame-list { display: flex; flex-wrap: wrap; gap: 2px; list-style: none; padding: 0; margin: 0; }
        .frame-link { font: inherit; font-size: .8rem; min-width: 2.2rem; cursor: pointer; }
        .frame-link.failing { color: var(--bad); font-weight: 600; }
        .frame-link.current { outline: 2px solid var(--accent); }
        .frame-verdict { margin: .5rem 0; display: flex; gap: .5rem; align-items: center; font-size: .9rem; }
        .compare h3 { font-size: .9rem; margin: .8rem 0 .3rem; }
        .overlay { position: relative; display: block; width: min(100%, 18rem); background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .overlay img { display: block; width: 100%; height: auto; image-rendering: pixelated; }
        .overlay #overlay-actual { position: absolute; inset: 0; width: 100%; height: 100%; }
        .overlay.single #overlay-actual { position: static; }
        #split { display: block; width: min(100%, 18rem); margin: .3rem 0 0; }
        .panels { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 1rem; }
        figure { margin: 0; }
        figcaption { font-size: .85rem; margin-bottom: .2rem; }
        .panels img { width: 14rem; height: auto; image-rendering: pixelated; border: 1px solid GrayText;
                      background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .none { color: GrayText; font-style: italic; }
        #status { position: fixed; bottom: 0; left: 0; right: 0; margin: 0; padding: .4rem 1rem; background: Canvas; border-top: 1px solid GrayText; }
        #status.failed { color: var(--bad); }
        pre { overflow: auto; max-height: 20rem; font-size: .8rem; }
        """#
}
