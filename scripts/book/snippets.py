#!/usr/bin/env python3
"""Check that the integration guide's code blocks are the files that are tested
(python3 standard library only).

Usage: scripts/book/snippets.py FILE...           check (run by scripts/checks/client.sh)
       scripts/book/snippets.py --write FILE...   copy each FILE into its marked
                                                  blocks (after changing the file)

A code block in the book that is a tested file follows the comment
`<!-- code: FILE ... -->` (FILE relative to the repository). Every FILE
given here must be quoted so in the English integration guide and in every
translation that has its own page (not the short page sending to English),
and every such block must be exactly the file, character for character.
A block naming a file that is not given is refused too (it would not be run).

Prints every difference and exits 1 if there is any.
"""
import difflib
import glob
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
PAGE = "integration.md"
MARKER = re.compile(r"^<!-- code: (\S+)[^\n]*-->$")
FENCE = re.compile(r"^(```+)\S*$")


def blocks(text):
    """[(file, block text, line number)] of the marked code blocks."""
    lines = text.split("\n")
    found = []
    i = 0
    while i < len(lines):
        m = MARKER.match(lines[i])
        if not m:
            i += 1
            continue
        start = i + 1
        fence = FENCE.match(lines[start]) if start < len(lines) else None
        if not fence:
            found.append((m.group(1), None, i + 1))
            i += 1
            continue
        end = start + 1
        while end < len(lines) and lines[end] != fence.group(1):
            end += 1
        found.append((m.group(1), "\n".join(lines[start + 1 : end]) + "\n", i + 1))
        i = end + 1
    return found


def read(path):
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def own_pages():
    """The integration pages that are their own (English and the full
    translations): those with the webhooks section."""
    pages = sorted(glob.glob(os.path.join(ROOT, "book", "*", "src", PAGE)))
    return [p for p in pages if "{#webhooks}" in read(p)]


def rewrite(text, wanted):
    """`text` with every marked block of a file in `wanted` replaced by
    that file."""
    lines = text.split("\n")
    out = []
    i = 0
    while i < len(lines):
        out.append(lines[i])
        m = MARKER.match(lines[i])
        fence = FENCE.match(lines[i + 1]) if m and i + 1 < len(lines) else None
        if not fence or m.group(1) not in wanted:
            i += 1
            continue
        end = i + 2
        while end < len(lines) and lines[end] != fence.group(1):
            end += 1
        out.append(lines[i + 1])
        out.extend(wanted[m.group(1)].rstrip("\n").split("\n"))
        i = end
    return "\n".join(out)


def main(args):
    write = args[:1] == ["--write"]
    files = args[1:] if write else args
    if not files:
        sys.exit(__doc__)
    problems = []
    wanted = {f: read(os.path.join(ROOT, f)) for f in files}
    pages = own_pages()
    if write:
        for page in pages:
            text = read(page)
            new = rewrite(text, wanted)
            if new != text:
                with open(page, "w", encoding="utf-8") as fh:
                    fh.write(new)
                print(f"wrote {os.path.relpath(page, ROOT)}")
    english = os.path.join(ROOT, "book", "en", "src", PAGE)
    if english not in pages:
        problems.append(f"{english}: no webhooks section")
    for page in pages:
        rel = os.path.relpath(page, ROOT)
        seen = set()
        for name, text, line in blocks(read(page)):
            if name not in wanted:
                problems.append(f"{rel}:{line}: quotes {name}, which is not checked here")
                continue
            seen.add(name)
            if text is None:
                problems.append(f"{rel}:{line}: no code block after the comment naming {name}")
            elif text != wanted[name]:
                diff = difflib.unified_diff(
                    wanted[name].splitlines(), text.splitlines(), name, f"{rel}:{line}", lineterm="", n=1
                )
                problems.append(f"{rel}:{line}: the block is not {name}:\n" + "\n".join(diff))
        for name in sorted(set(wanted) - seen):
            problems.append(f"{rel}: does not quote {name} (`<!-- code: {name} -->` and the file in a code block)")
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"{len(files)} file(s) quoted unchanged in {len(pages)} integration pages")


if __name__ == "__main__":
    main(sys.argv[1:])
