#!/usr/bin/env bash
# The speed figures of gtpush, in one run (the binary `make install` installs), on a generated corpus and any folders given:
#   parse  — CPU (user+sys) of `gtpush parse` ÷ CPU of one PHP process running token_get_all on
#            every .php file: gtpush uses every core, so wall time would flatter it;
#   check  — wall time of `gtpush check` ÷ wall time of `grep -rl IGtAPNPayload` (the cost of
#            reading the tree), both on the same folder;
#   compile — the compile-time pass's share of parse CPU: `parse` against `parse --syntax-only`,
#            with the range of the pairs, and `parse` against itself, which shows how far a
#            share may move on this machine whatever the code;
#   memory — gtpush's peak resident memory for parse and check (the largest of the runs);
#   growth — check's wall time on the corpus at 1× and 10× (linear growth gives about 10×).
# Each figure is the median of 5 pairs, gtpush and its reference run in alternation, so a load
# that comes and goes on a shared machine hits both sides of a ratio alike.
# Usage: scripts/bench.sh [--files N] [--runs N] [DIR...]   (default: 2,000 generated files, 5 runs)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
files=2000
runs=5
dirs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --files) files=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) dirs+=("$1"); shift ;;
  esac
done
command -v php >/dev/null || { echo "bench: php is needed (apt-get install php-cli)" >&2; exit 2; }

# The binary `make install` installs (the Swift runtime linked in), not the dynamically linked
# `swift build -c release`, which starts in twice the time and calls the runtime through the PLT.
# GTPUSH=PATH measures another binary (two builds compared run by run), built the same way.
if [ -n "${GTPUSH:-}" ]; then
  gtpush=$GTPUSH
else
  make -s -C "$root" build >/dev/null
  gtpush="$root/.build/static/release/gtpush"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 "$root/scripts/make-corpus.py" "$work/corpus-1x" "$files" 7
python3 "$root/scripts/make-corpus.py" "$work/corpus-10x" "$((files * 10))" 7

echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB; $(swift --version 2>&1 | head -n 1); $(php --version | head -n 1 | cut -d' ' -f1-2)"
python3 "$root/scripts/bench_runs.py" "$gtpush" "$work" "$runs" "$work/corpus-1x" "$work/corpus-10x" "${dirs[@]}"
