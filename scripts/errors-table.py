#!/usr/bin/env python3
"""Rewrites the tables of docs/errors.md from Sources/FlipbookWorkflow/Errors/ErrorCatalogue.swift (run after editing the catalogue)."""
import re
src = open('Sources/FlipbookWorkflow/Errors/ErrorCatalogue.swift').read()
body = src[src.index('static let all'):src.index('static func named')]
out, count = [], 0
for line in body.split('\n'):
    m = re.match(r'\s*// (.*)', line)
    if m:
        out += ['', f'## {m.group(1)}', '', '| code | exit | message | what to do |', '| --- | --- | --- | --- |']
        continue
    m = re.match(r'\s*entry\("([^"]+)", "((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)"(?:, exit: (\d+))?\),', line)
    if m:
        count += 1
        pattern = m.group(2).replace('\\"', '"').replace('|', '\\|')
        out.append(f'| `{m.group(1)}` | {m.group(4) or "2"} | `{pattern}` | {m.group(3)} |')
doc = open('docs/errors.md').read()
start = doc.index('entries.\n')
start = doc.rindex('\n', 0, start) + 1
end = doc.index('## Limits of untrusted input')
doc = doc[:start] + f'{count} entries.\n' + '\n'.join(out) + '\n\n' + doc[end:]
open('docs/errors.md', 'w').write(doc)
