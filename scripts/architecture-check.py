#!/usr/bin/env python3
"""Checks that docs/architecture.md's module tables match Package.swift.

Runs `swift package dump-package` in the repository root (it evaluates the
manifest and prints it as JSON; it builds nothing and takes a few seconds),
then compares it with two tables of docs/architecture.md:

- the target table, whose header is `| target | kind | role | dependencies |`:
  one row per target of Package.swift, no more and no fewer, each with the
  target's kind and its dependencies in the order Package.swift lists them;
- the product table, whose header is `| product | kind | targets |`: one row
  per product, with its kind and its targets in Package.swift's order.

How a row is written (adding a target to Package.swift takes one such row):

    | `Name` | kind | what it is for | `Dep1`, `Dep2`, `Product` from `package` |

- The first cell is the target's name in backticks.
- The kind is `library` (a regular target: `.target`), `system library`
  (`.systemLibrary`), `executable` (`.executableTarget`), `plugin` (`.plugin`)
  or `test` (`.testTarget`), as SwiftPM's dump calls them regular, system,
  executable, plugin and test.
- The role is free text (backticks allowed; no `|`).
- The dependencies: `-` or `—` for none, else the dependencies in
  Package.swift's order, separated by commas: a target (by name or
  `.target(name:)`) as `` `Name` ``, another package's product
  (`.product(name: "P", package: "pkg")`) as `` `P` from `pkg` ``. Any text
  outside backticks other than `from` and commas is ignored, so a note in
  parentheses may follow a name only if it has no backticks. A dependency's
  condition (`.when(platforms:)`) is not written and not compared.

A product row: `` | `name` | library | `TargetA`, `TargetB` | `` with kind
`library`, `executable` or `plugin`.

Package.swift is evaluated on the machine that runs this script: on Linux it
includes the targets under `#if os(Linux)`, which the page lists too.

Usage: scripts/architecture-check.py [--page PATH] [--dump JSON]
  --page  the page to check (default docs/architecture.md): to try the check
          on an edited copy
  --dump  read the manifest's JSON from a file instead of running SwiftPM
Exit status: 0 when the tables match, 1 with one line per mismatch,
2 when the manifest or the page cannot be read.
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TARGET_HEADER = ["target", "kind", "role", "dependencies"]
PRODUCT_HEADER = ["product", "kind", "targets"]

# SwiftPM's target types (dump-package's "type") and the page's names for them.
TARGET_KINDS = {
    "regular": "library",
    "system": "system library",
    "executable": "executable",
    "plugin": "plugin",
    "test": "test",
    "macro": "macro",
    "binary": "binary",
}
PRODUCT_KINDS = ("library", "executable", "plugin", "snippet", "test", "macro")

NAME = re.compile(r"`([^`]+)`")
DEPENDENCY = re.compile(r"`([^`]+)`(?:\s+from\s+`([^`]+)`)?")
NONE_CELLS = {"", "-", "—", "–", "none"}


def fail_usage(message):
    print(f"architecture-check: {message}", file=sys.stderr)
    sys.exit(2)


def load_manifest(dump_path):
    if dump_path:
        try:
            with open(dump_path, encoding="utf-8") as f:
                return json.load(f)
        except (OSError, ValueError) as error:
            fail_usage(f"cannot read the manifest JSON {dump_path}: {error}")
    swift = os.environ.get("SWIFT", "swift")
    try:
        result = subprocess.run([swift, "package", "dump-package"], cwd=ROOT,
                                capture_output=True, text=True, check=False)
    except OSError as error:
        fail_usage(f"cannot run `{swift} package dump-package`: {error}")
    if result.returncode != 0:
        fail_usage(f"`{swift} package dump-package` failed (exit {result.returncode}):\n{result.stderr.strip()}")
    try:
        return json.loads(result.stdout)
    except ValueError as error:
        fail_usage(f"`{swift} package dump-package` printed no JSON: {error}")


def manifest_dependency(dependency):
    """A dump-package dependency as the page writes it: (name, package or None)."""
    if "byName" in dependency:
        return (dependency["byName"][0], None)
    if "target" in dependency:
        return (dependency["target"][0], None)
    if "product" in dependency:
        name, package = dependency["product"][0], dependency["product"][1]
        return (name, package)
    fail_usage(f"unknown dependency form in the manifest: {json.dumps(dependency)}")


def show_dependency(dependency):
    name, package = dependency
    return f"`{name}` from `{package}`" if package else f"`{name}`"


def show_dependencies(dependencies):
    return ", ".join(show_dependency(d) for d in dependencies) or "none"


def split_row(line):
    cells = line.strip()
    if not cells.startswith("|"):
        return None
    cells = cells.strip("|")
    return [cell.strip() for cell in cells.split("|")]


def find_table(lines, header, page):
    """The rows (line number, cells) of the one table whose header is `header`."""
    starts = [i for i, line in enumerate(lines)
              if split_row(line) is not None and [c.lower() for c in split_row(line)] == header]
    if len(starts) != 1:
        found = "no" if not starts else f"{len(starts)}"
        fail_usage(f"{page}: {found} table with the header `| {' | '.join(header)} |` (there must be exactly one)")
    rows = []
    i = starts[0] + 1
    if i < len(lines) and re.fullmatch(r"\s*\|[\s:|-]+\|\s*", lines[i]):
        i += 1
    while i < len(lines):
        cells = split_row(lines[i])
        if cells is None:
            break
        rows.append((i + 1, cells))
        i += 1
    return rows


def one_name(cell):
    names = NAME.findall(cell)
    return names[0] if len(names) == 1 else None


def parse_dependencies(cell):
    if cell.strip().lower() in NONE_CELLS:
        return []
    return [(name, package or None) for name, package in DEPENDENCY.findall(cell)]


def check_table(lines, page, table):
    """The differences between one table of the page and the manifest's entries.

    `table` describes it: `header` (the cells of its header row), `what`
    ("target" or "product"), `expected` (name -> (kind, list of members) in
    Package.swift's order), `list_cell` (the index of the members' cell),
    `list_name` ("dependencies" or "targets"), `parse` (a cell -> members),
    `show` (members -> text as the page writes them) and `row` (name, kind,
    members -> a row to add).
    """
    problems = []
    what, expected, header = table["what"], table["expected"], table["header"]
    listed = {}
    for number, cells in find_table(lines, header, page):
        where = f"{page}:{number}"
        name = one_name(cells[0])
        if name is None:
            problems.append(f"{where}: the first cell must name one {what} in backticks, not `{cells[0]}`")
            continue
        if name in listed:
            problems.append(f"{where}: {what} `{name}` is listed twice (also on line {listed[name]})")
            continue
        listed[name] = number
        if len(cells) != len(header):
            problems.append(f"{where}: the row of {what} `{name}` needs {len(header)} cells ({', '.join(header)}), "
                            f"not {len(cells)}")
            continue
        if name not in expected:
            problems.append(f"{where}: {what} `{name}` is not in Package.swift; remove the row")
            continue
        kind, members = expected[name]
        if cells[1].strip() != kind:
            problems.append(f"{where}: {what} `{name}` is of kind `{kind}` in Package.swift, not `{cells[1].strip()}`")
        written = table["parse"](cells[table["list_cell"]])
        if written != members:
            missing = [m for m in members if m not in written]
            extra = [m for m in written if m not in members]
            details = []
            if missing:
                details.append(f"missing {table['show'](missing)}")
            if extra:
                details.append(f"not in Package.swift: {table['show'](extra)}")
            if not details:
                details.append("in another order")
            problems.append(f"{where}: the {table['list_name']} of {what} `{name}` differ from Package.swift "
                            f"({'; '.join(details)}); Package.swift: {table['show'](members)}")
    for name, (kind, members) in expected.items():
        if name not in listed:
            problems.append(f"{page}: {what} `{name}` of Package.swift has no row; add {table['row'](name, kind, members)}")
    return problems


def check(manifest, page, text):
    """Every difference between the page's two tables and the manifest, one line each."""
    lines = text.splitlines()
    targets = {t["name"]: (TARGET_KINDS.get(t["type"], t["type"]),
                           [manifest_dependency(d) for d in t.get("dependencies", [])])
               for t in manifest.get("targets", [])}
    products = {p["name"]: (next(iter(p["type"])), list(p.get("targets", [])))
                for p in manifest.get("products", [])}
    show_names = lambda names: ", ".join(f"`{n}`" for n in names) or "none"
    return check_table(lines, page, {
        "header": TARGET_HEADER, "what": "target", "expected": targets, "list_cell": 3,
        "list_name": "dependencies", "parse": parse_dependencies, "show": show_dependencies,
        "row": lambda name, kind, deps: f"| `{name}` | {kind} | <role> | {show_dependencies(deps) if deps else '—'} |",
    }) + check_table(lines, page, {
        "header": PRODUCT_HEADER, "what": "product", "expected": products, "list_cell": 2,
        "list_name": "targets", "parse": lambda cell: NAME.findall(cell), "show": show_names,
        "row": lambda name, kind, members: f"| `{name}` | {kind} | {show_names(members)} |",
    })


def main():
    parser = argparse.ArgumentParser(description="Checks docs/architecture.md's module tables against Package.swift.")
    parser.add_argument("--page", default=os.path.join(ROOT, "docs", "architecture.md"))
    parser.add_argument("--dump", help="the manifest's JSON (swift package dump-package) instead of running SwiftPM")
    arguments = parser.parse_args()
    try:
        with open(arguments.page, encoding="utf-8") as f:
            text = f.read()
    except OSError as error:
        fail_usage(f"cannot read {arguments.page}: {error}")
    page = os.path.relpath(arguments.page, ROOT) if arguments.page.startswith(ROOT) else arguments.page
    problems = check(load_manifest(arguments.dump), page, text)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"architecture-check: {len(problems)} difference(s) between {page} and Package.swift", file=sys.stderr)
        sys.exit(1)
    print(f"architecture-check: {page} lists every target and product of Package.swift with its dependencies")


if __name__ == "__main__":
    main()
