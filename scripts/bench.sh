#!/usr/bin/env bash
# The speed figures of gtpush, in one run (release build):
#   parse  — `gtpush parse` against one PHP process running token_get_all on the same files;
#   check  — `gtpush check` against `grep -rl IGtAPNPayload` on the same tree (the cost of reading it);
#   growth — check's time on the corpus at 1× and 10× (linear growth gives about 10×);
#   memory — gtpush's peak resident memory for parse and check.
# Usage: scripts/bench.sh [--files N] [DIR...]   (default: a generated corpus of 2,000 files)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
files=2000
dirs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --files) files=$2; shift 2 ;;
    *) dirs+=("$1"); shift ;;
  esac
done
command -v php >/dev/null || { echo "bench: php is needed (apt-get install php-cli)" >&2; exit 2; }

swift build -c release --package-path "$root" --product gtpush >/dev/null
gtpush="$root/.build/release/gtpush"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 "$root/scripts/make-corpus.py" "$work/corpus-1x" "$files" 7
python3 "$root/scripts/make-corpus.py" "$work/corpus-10x" "$((files * 10))" 7

# Best of three wall-clock runs of a command, in seconds.
timed() {
  local best=""
  for _ in 1 2 3; do
    local start end elapsed
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    elapsed=$(echo "$end - $start" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$elapsed < $best" | bc -l)" = 1 ]; then best=$elapsed; fi
  done
  echo "$best"
}
peak() { /usr/bin/time -f '%M' -o "$work/peak" "$@" >/dev/null 2>&1 || true; tail -n 1 "$work/peak"; }
# The .php files gtpush walks: hidden folders and vendor/ are pruned, as gtpush prunes them.
php_files() { find "$1" -mindepth 1 \( -name '.*' -o -name vendor \) -prune -o -type f -name '*.php' -print; }
php_tokenize() {
  php_files "$1" > "$work/list"
  php -d memory_limit=-1 -r 'foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $f) { token_get_all(file_get_contents($f)); }' "$work/list"
}

echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB; $(swift --version 2>&1 | head -n 1); $(php --version | head -n 1 | cut -d' ' -f1-2)"
report() {
  local dir=$1 label=$2
  local bytes count parse php check grep
  bytes=$(php_files "$dir" | tr '\n' '\0' | xargs -0 cat | wc -c)
  count=$(php_files "$dir" | wc -l)
  parse=$(timed "$gtpush" parse "$dir")
  php=$(timed php_tokenize "$dir")
  check=$(timed "$gtpush" check "$dir")
  grep=$(timed grep -rl IGtAPNPayload "$dir")
  printf '%s: %s files, %s bytes\n' "$label" "$count" "$bytes"
  printf '  parse %.3f s vs token_get_all %.3f s: ratio %.2f\n' "$parse" "$php" "$(echo "$parse / $php" | bc -l)"
  printf '  check %.3f s vs grep -rl %.3f s: ratio %.2f\n' "$check" "$grep" "$(echo "$check / $grep" | bc -l)"
  printf '  peak memory: parse %s KiB, check %s KiB\n' "$(peak "$gtpush" parse "$dir")" "$(peak "$gtpush" check "$dir")"
  echo "$check" > "$work/last-check"
}

report "$work/corpus-1x" "corpus 1x"
one=$(cat "$work/last-check")
report "$work/corpus-10x" "corpus 10x"
ten=$(cat "$work/last-check")
printf 'growth of check from 1x to 10x: %.1fx (linear: 10x)\n' "$(echo "$ten / $one" | bc -l)"
for dir in "${dirs[@]}"; do report "$dir" "$dir"; done
