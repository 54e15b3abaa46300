#!/usr/bin/env python3
"""Lists the public symbols that have no documentation comment, per module.

Reads the symbol graphs that `swift package dump-symbol-graph` writes (one
`MODULE.symbols.json` per module, and `MODULE@OTHER.symbols.json` for its
extensions of other modules' types) and prints, for each public or open
symbol declared in one of the modules named on the command line, with no doc
comment of its own:

    Sources/Flipbook/Graphics/Path.swift:13: Flipbook: property Path.elements has no /// comment

A symbol counts as documented when its graph entry carries a doc comment:
its own `///` (or `/** */`) comment, or, for an override or a protocol
requirement's implementation without one, the comment it inherits (as DocC
shows it). Members that the compiler synthesises (default implementations
reached through a protocol, `init(rawValue:)` of raw-value enums) are not the
module's own text and are skipped; their source is checked where it is
declared.

Exit status: 0 when every symbol is documented, 1 when some are not, 2 when a
symbol graph is missing or unreadable.

Usage: doc_coverage.py SYMBOL_GRAPH_DIR MODULE...
       doc_coverage.py --self-test   (checks this script on a made-up graph: it must fail on an
                                      undocumented symbol and name its file, line and name)
"""
import json
import os
import sys
from collections import defaultdict

KIND_NAMES = {
    "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol",
    "swift.enum.case": "case", "swift.func": "function", "swift.func.op": "operator", "swift.var": "global",
    "swift.init": "initializer", "swift.deinit": "deinitializer", "swift.method": "method",
    "swift.type.method": "type method", "swift.property": "property", "swift.type.property": "type property",
    "swift.subscript": "subscript", "swift.type.subscript": "type subscript", "swift.typealias": "typealias",
    "swift.associatedtype": "associated type", "swift.macro": "macro", "swift.extension": "extension",
}


def relative(uri: str, root: str) -> str:
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    try:
        return os.path.relpath(path, root)
    except ValueError:
        return path


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    folder, modules = argv[1], argv[2:]
    root = os.getcwd()
    missing_graphs = [m for m in modules if not os.path.exists(os.path.join(folder, f"{m}.symbols.json"))]
    if missing_graphs:
        print(f"doc-coverage: no symbol graph for {', '.join(missing_graphs)} in {folder}", file=sys.stderr)
        return 2
    undocumented: dict[str, list[tuple[str, int, str]]] = defaultdict(list)
    counted: dict[str, int] = defaultdict(int)
    seen: set[str] = set()
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".symbols.json"):
            continue
        module = name[: -len(".symbols.json")].split("@")[0]
        if module not in modules:
            continue
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                graph = json.load(f)
        except (OSError, ValueError) as error:
            print(f"doc-coverage: cannot read {name}: {error}", file=sys.stderr)
            return 2
        for symbol in graph.get("symbols", []):
            precise = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in precise or precise in seen:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location")
            if location is None:  # implicit: made by the compiler, no source to document
                continue
            file = relative(location["uri"], root)
            # Attribute the symbol to the module its source file belongs to, so
            # a re-exported module's symbols are counted once, by their own module.
            parts = file.split(os.sep)
            if len(parts) > 2 and parts[0] == "Sources" and parts[1] in modules:
                owner = parts[1]
            else:
                owner = module
            seen.add(precise)
            counted[owner] += 1
            if symbol.get("docComment", {}).get("lines"):
                continue
            kind = KIND_NAMES.get(symbol["kind"]["identifier"], symbol["kind"]["identifier"])
            title = ".".join(symbol.get("pathComponents", [symbol["names"]["title"]]))
            line = location["position"]["line"] + 1
            undocumented[owner].append((file, line, f"{kind} {title}"))
    total = 0
    for module in modules:
        items = sorted(set(undocumented.get(module, [])))
        total += len(items)
        for file, line, what in items:
            print(f"{file}:{line}: {module}: {what} has no /// comment")
    for module in modules:
        n = len(set(undocumented.get(module, [])))
        print(f"doc-coverage: {module}: {counted.get(module, 0)} public symbols, {n} undocumented")
    if total:
        print(f"doc-coverage: {total} public symbols have no documentation comment (see above)")
        return 1
    print("doc-coverage: every public symbol is documented")
    return 0


def self_test() -> int:
    """Runs main() on a graph of one documented, one undocumented, one synthesized and one
    internal symbol; the undocumented public one, and only it, must be reported."""
    import contextlib
    import io
    import tempfile

    def symbol(precise, name, line, docs, access="public"):
        entry = {"identifier": {"precise": precise}, "kind": {"identifier": "swift.property"},
                 "pathComponents": ["Box", name], "names": {"title": name}, "accessLevel": access,
                 "location": {"uri": "file://" + os.path.join(os.getcwd(), "Sources/Demo/Box.swift"),
                              "position": {"line": line - 1, "character": 4}}}
        if docs:
            entry["docComment"] = {"lines": [{"text": docs}]}
        return entry

    graph = {"symbols": [symbol("s:4Demo3BoxV5widthSdvp", "width", 3, "The width in points."),
                         symbol("s:4Demo3BoxV6heightSdvp", "height", 5, None),
                         symbol("s:4Demo3BoxV6heightSdvp::SYNTHESIZED::x", "copy", 7, None),
                         symbol("s:4Demo3BoxV5depthSdvp", "depth", 9, None, access="internal")]}
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "Demo.symbols.json"), "w", encoding="utf-8") as f:
            json.dump(graph, f)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = main(["doc_coverage.py", folder, "Demo"])
    text = out.getvalue()
    expected = "Sources/Demo/Box.swift:5: Demo: property Box.height has no /// comment"
    problems = []
    if status != 1:
        problems.append(f"exit status {status}, expected 1")
    if expected not in text:
        problems.append(f"no line {expected!r}")
    if "width" in text or "copy" in text or "depth" in text:
        problems.append("reported a documented, synthesized or internal symbol")
    if "Demo: 2 public symbols, 1 undocumented" not in text:
        problems.append("wrong counts")
    if problems:
        print(text + "\ndoc-coverage self-test failed: " + "; ".join(problems))
        return 1
    print("doc-coverage self-test: an undocumented public symbol is reported with its file, line and name")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    sys.exit(main(sys.argv))
