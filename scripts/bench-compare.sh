#!/usr/bin/env bash
# Paired speed comparison of `gtpush check` between a base revision and the working tree, in one
# run: both release builds check the same trees in alternation, five times each, and the median
# wall times and their ratio are printed (new ÷ base; below 1.10 is within issue 13's budget).
# Usage: scripts/bench-compare.sh BASE_REVISION [DIR...]   (default: generated corpora of 2,000 and 20,000 files)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base=${1:?usage: scripts/bench-compare.sh BASE_REVISION [DIR...]}
shift
work=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$root" worktree add --detach "$work/base" "$base" >/dev/null 2>&1
swift build -c release --package-path "$work/base" --product gtpush >/dev/null
swift build -c release --package-path "$root" --product gtpush >/dev/null
old="$work/base/.build/release/gtpush"
new="$root/.build/release/gtpush"

dirs=("$@")
if [ ${#dirs[@]} -eq 0 ]; then
  python3 "$root/scripts/make-corpus.py" "$work/corpus-2k" 2000 7
  python3 "$root/scripts/make-corpus.py" "$work/corpus-20k" 20000 7
  dirs=("$work/corpus-2k" "$work/corpus-20k")
fi

python3 - "$old" "$new" "${dirs[@]}" <<'PY'
import statistics, subprocess, sys, time
old, new, dirs = sys.argv[1], sys.argv[2], sys.argv[3:]
def run(binary, folder):
    start = time.perf_counter()
    subprocess.run([binary, "check", folder], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start
print(f"{'tree':<40} {'base s':>8} {'new s':>8} {'new/base':>9}")
for folder in dirs:
    run(old, folder); run(new, folder)  # warm the page cache
    pairs = [(run(old, folder), run(new, folder)) for _ in range(5)]
    b = statistics.median(p[0] for p in pairs)
    n = statistics.median(p[1] for p in pairs)
    print(f"{folder[-40:]:<40} {b:8.3f} {n:8.3f} {n / b:9.2f}")
PY
