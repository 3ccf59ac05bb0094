#!/usr/bin/env python3
"""scripts/phpt-files.py SRC DEST

Writes the PHP inside test files under SRC to DEST as .php files of the same relative path, so
that scripts/conformance.sh can judge test suites like any tree:
- php-src's .phpt: the --FILE-- (or --FILEEOF--) section; --FILEEOF-- drops the final newline,
  as run-tests.php does.
- nikic/PHP-Parser's .test: the code blocks (every other part between "-----" lines), one file
  each, NAME-1.php, NAME-2.php, ...
"""
import os
import re
import sys

SECTION = re.compile(rb"^--([A-Z_]+)--\r?$")


def sections(data):
    name, body, found = None, [], {}
    for line in data.splitlines(keepends=True):
        match = SECTION.match(line.rstrip(b"\n"))
        if match:
            if name is not None:
                found.setdefault(name, b"".join(body))
            name, body = match.group(1).decode(), []
        elif name is not None:
            body.append(line)
    if name is not None:
        found.setdefault(name, b"".join(body))
    return found


def write_parser_test(path, src, dest):
    with open(path, "rb") as handle:
        parts = re.split(rb"\r?\n-----\r?\n", handle.read())
    base = os.path.join(dest, os.path.relpath(path, src)[: -len(".test")])
    os.makedirs(os.path.dirname(base), exist_ok=True)
    codes = parts[1::2]
    for number, code in enumerate(codes, 1):
        with open(f"{base}-{number}.php", "wb") as handle:
            handle.write(code)
    return len(codes)


def main(src, dest):
    written = 0
    for root, _, names in os.walk(src):
        for name in names:
            if name.endswith(".test"):
                written += write_parser_test(os.path.join(root, name), src, dest)
                continue
            if not name.endswith(".phpt"):
                continue
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                parts = sections(handle.read())
            if "FILE" in parts:
                text = parts["FILE"]
            elif "FILEEOF" in parts:
                text = re.sub(rb"\r?\n$", b"", parts["FILEEOF"])
            else:
                continue
            out = os.path.join(dest, os.path.relpath(path, src)[:-1])
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "wb") as handle:
                handle.write(text)
            written += 1
    print(f"{written} files written under {dest}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: scripts/phpt-files.py SRC DEST")
    main(sys.argv[1], sys.argv[2])
