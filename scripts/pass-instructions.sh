#!/usr/bin/env bash
# The compile-time pass's cost in instructions, which repeat exactly where timings do not (a shared
# or noisy machine): for each folder, `gtpush parse --jobs 1` run under callgrind once whole and
# once counting only `CompileChecks.diagnostics`, and the pass's share of the whole.
# Usage: scripts/pass-instructions.sh [--binary PATH] DIR...   (needs valgrind; default binary:
# the one `make build` makes, built first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=""
if [ "${1:-}" = "--binary" ]; then
  binary=$2
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: scripts/pass-instructions.sh [--binary PATH] DIR..." >&2; exit 2; }
command -v valgrind >/dev/null || { echo "pass-instructions: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
if [ -z "$binary" ]; then
  make -s -C "$root" build >/dev/null
  binary="$root/.build/static/release/gtpush"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Instructions callgrind counted, as a plain number.
count() {
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$@" >/dev/null 2>"$work/err" || true
  sed -n 's/.*refs: *//p' "$work/err" | tr -d ','
}

printf '%-40s %16s %16s %7s\n' tree "parse" "of it the pass" share
for dir in "$@"; do
  whole=$(count "$binary" parse --jobs 1 "$dir")
  # The pass's entry, `CompileChecks.diagnostics`, as the compiler names it in its own module.
  pass=$(count --toggle-collect='*16PHPCompileChecks07CompileB0O11diagnostics*' "$binary" parse --jobs 1 "$dir")
  awk -v d="$dir" -v w="$whole" -v p="$pass" 'BEGIN { if (length(d) > 40) d = substr(d, length(d) - 39); printf "%-40s %16.0f %16.0f %6.1f%%\n", d, w, p, 100 * p / w }'
done
