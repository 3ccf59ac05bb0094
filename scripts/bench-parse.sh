#!/usr/bin/env bash
# Times `gtpush parse DIR` (release build, all cores) against one PHP process running
# token_get_all over the same files, in one run, and prints the ratio (gtpush / PHP; ≤ 1.0 means
# gtpush's full parse is at least as fast as PHP's own C tokenizer).
# Usage: scripts/bench-parse.sh DIR [RUNS]
set -euo pipefail
dir=${1:?usage: scripts/bench-parse.sh DIR [RUNS]}
runs=${2:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
command -v php >/dev/null || { echo "bench-parse: php is needed (apt-get install php-cli)" >&2; exit 2; }

swift build -c release --package-path "$root" --product gtpush >/dev/null
gtpush="$root/.build/release/gtpush"

list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "$dir" -type f -name '*.php' -not -path '*/.*' -not -path '*/vendor/*' | sort > "$list"
files=$(wc -l < "$list")
bytes=$(xargs -d '\n' cat < "$list" | wc -c)

best() { sort -n | head -n 1; }
now() { date +%s.%N; }

gt_times=()
for _ in $(seq "$runs"); do
  start=$(now)
  "$gtpush" parse "$dir" >/dev/null 2>&1 || true
  gt_times+=("$(echo "$(now) - $start" | bc -l)")
done
php_times=()
for _ in $(seq "$runs"); do
  start=$(now)
  php -d memory_limit=-1 -r '$n = 0; foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $f) { $n += count(token_get_all(file_get_contents($f))); } fwrite(STDERR, "$n\n");' "$list" 2>/dev/null
  php_times+=("$(echo "$(now) - $start" | bc -l)")
done
gt=$(printf '%s\n' "${gt_times[@]}" | best)
ph=$(printf '%s\n' "${php_times[@]}" | best)
timing=$(mktemp)
/usr/bin/time -f '%M' -o "$timing" "$gtpush" parse "$dir" >/dev/null 2>&1 || true
peak=$(tail -n 1 "$timing"); rm -f "$timing"
printf 'files: %s, bytes: %s, cores: %s\n' "$files" "$bytes" "$(nproc)"
printf 'gtpush parse (lex + full parse): %.3f s   php token_get_all: %.3f s   ratio: %.2f\n' "$gt" "$ph" "$(echo "$gt / $ph" | bc -l)"
printf 'gtpush peak memory: %s KiB\n' "$peak"
