#!/usr/bin/env bash
# pre-commit's gtpush-check and gtpush-fix hooks (.pre-commit-hooks.yaml): runs `gtpush "$@"` with
# the gtpush of the hook's revision, built once in pre-commit's checkout of this repository. Only
# the command line is built (`--product gtpush`): pre-commit's own Swift support builds every
# product, the build plugin among them, which compiles the whole pipeline a second time.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
binary="$root/.build/release/gtpush"
if [ ! -x "$binary" ]; then
  echo "gtpush: building gtpush for pre-commit, once (a few minutes)" >&2
  swift build -c release --product gtpush --package-path "$root" >&2
fi
exec "$binary" "$@"
