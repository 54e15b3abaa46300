#!/usr/bin/env python3
"""Rewrites the tables of docs/errors.md from Sources/FlipbookWorkflow/Errors/ErrorCatalogue.swift (run after editing the catalogue)."""
import re
src = open('Sources/FlipbookWorkflow/Errors/ErrorCatalogue.swift').read()
body = src[src.index('static let all'):src.index('static func named')]
out, count = [], 0
# Entries may be wrapped over several lines (swift-format); section comments are lines of their own.
token = re.compile(r'^\s*// (.*)$|entry\(\s*"([^"]+)",\s*"((?:[^"\\]|\\.)*)",\s*"((?:[^"\\]|\\.)*)"(?:,\s*exit: (\d+))?\s*\)', re.M)
for m in token.finditer(body):
    if m.group(1) is not None:
        out += ['', f'## {m.group(1)}', '', '| code | exit | message | what to do |', '| --- | --- | --- | --- |']
        continue
    count += 1
    pattern = m.group(3).replace('\\"', '"').replace('|', '\\|')
    out.append(f'| `{m.group(2)}` | {m.group(5) or "2"} | `{pattern}` | {m.group(4)} |')
doc = open('docs/errors.md').read()
start = doc.index('entries.\n')
start = doc.rindex('\n', 0, start) + 1
end = doc.index('## Limits of untrusted input')
doc = doc[:start] + f'{count} entries.\n' + '\n'.join(out) + '\n\n' + doc[end:]
open('docs/errors.md', 'w').write(doc)
