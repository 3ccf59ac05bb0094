#!/usr/bin/env bash
# `kill -9` at random points of an in-place `fix` (the file has a second name, so it is written
# in place through its recovery file, NAME.gtpush-backup): after each kill, the file must hold
# its old bytes or its new ones, or the recovery file must hold the old ones. Prints what each
# kill left, counted, and exits 1 if any kill left neither.
# Usage: scripts/kill-fix.sh [KILLS]   (default 200; GTPUSH=path/to/gtpush skips the build)
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-200}
if [ -z "${GTPUSH:-}" ]; then
  swift build -c release --product gtpush >/dev/null
  GTPUSH=$(pwd)/.build/release/gtpush
fi
gtpush=$GTPUSH
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Two files of 32 MB of comments and a silent payload whose sound the fix replaces: one where
# the new bytes are longer than the old, one where they are shorter (the in-place write then
# cuts the file's end).
make_file() {
  python3 - "$1" "$2" <<'PY'
import sys
with open(sys.argv[1], "w") as out:
    out.write('<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = "";\n$apn->badge = 1;\n')
    out.write(f'$apn->sound = "{sys.argv[2]}";\n$apn->contentAvailable = 1;\n')
    out.write(("// " + "x" * 76 + "\n") * 400_000)
PY
}
make_file "$work/longer.old" "ding"
make_file "$work/shorter.old" "$(printf 'a%.0s' $(seq 200)).caf"
for variant in longer shorter; do
  cp "$work/$variant.old" "$work/$variant.new"
  "$gtpush" fix "$work/$variant.new" >/dev/null 2>&1
  if cmp -s "$work/$variant.old" "$work/$variant.new"; then echo "the $variant file was not fixed" >&2; exit 1; fi
done

# How long one run takes, and how long its writing takes once it starts (when its first
# temporary file appears), so that half the kills fall anywhere in a run and half in its writing.
mkdir "$work/run"
cp "$work/longer.old" "$work/run/push.php"
ln "$work/run/push.php" "$work/run/other-name.php"
now() { echo $(( $(date +%s%N) / 1000 )); }   # microseconds
start=$(now)
"$gtpush" fix "$work/run/push.php" >/dev/null 2>&1 &
pid=$!
until [ -n "$(find "$work/run" -name '.gtpush-*' -print -quit)" ] || ! kill -0 "$pid" 2>/dev/null; do :; done
writing=$(now)
wait "$pid"
end=$(now)
span=$((end - start))
write_span=$((end - writing))
echo "one in-place fix of a 32 MB file: $((span / 1000)) ms, of which writing $((write_span / 1000)) ms"
echo "$kills kills: the odd ones up to $((span * 11 / 10000)) ms after the start, the even ones up to $((write_span * 11 / 10000)) ms after the writing starts"

old=0 new=0 recovered=0 damaged=0 temporaries=0 recovery_files=0
for index in $(seq "$kills"); do
  variant=$([ $((index % 4)) -lt 2 ] && echo longer || echo shorter)
  rm -rf "$work/run" && mkdir "$work/run"
  cp "$work/$variant.old" "$work/run/push.php"
  ln "$work/run/push.php" "$work/run/other-name.php"
  "$gtpush" fix "$work/run/push.php" >/dev/null 2>&1 &
  pid=$!
  if [ $((index % 2)) = 1 ]; then
    delay=$(( (RANDOM * 32768 + RANDOM) % (span * 11 / 10 + 1) ))
  else
    until [ -n "$(find "$work/run" -name '.gtpush-*' -print -quit)" ] || ! kill -0 "$pid" 2>/dev/null; do :; done
    delay=$(( (RANDOM * 32768 + RANDOM) % (write_span * 11 / 10 + 1) ))
  fi
  sleep "$(awk "BEGIN { printf \"%.6f\", $delay / 1000000 }")"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  recovery=$work/run/push.php.gtpush-backup
  if cmp -s "$work/run/push.php" "$work/$variant.old"; then
    old=$((old + 1))
  elif cmp -s "$work/run/push.php" "$work/$variant.new"; then
    new=$((new + 1))
  elif [ -e "$recovery" ] && cmp -s "$recovery" "$work/$variant.old"; then
    recovered=$((recovered + 1))
  else
    damaged=$((damaged + 1))
    echo "kill $index ($variant, after $delay us): the file is neither old nor new, and no whole recovery file" >&2
  fi
  # A recovery file is never half there: it appears whole, by a link.
  if [ -e "$recovery" ] && ! cmp -s "$recovery" "$work/$variant.old"; then
    damaged=$((damaged + 1))
    echo "kill $index ($variant, after $delay us): a recovery file that is not the old content" >&2
  fi
  if [ -e "$recovery" ]; then
    recovery_files=$((recovery_files + 1))
    # The next run reports the file and leaves both alone.
    set +e
    "$gtpush" fix "$work/run/push.php" >/dev/null 2>&1
    code=$?
    set -e
    if [ "$code" != 1 ] || ! cmp -s "$recovery" "$work/$variant.old"; then
      damaged=$((damaged + 1))
      echo "kill $index: the run after it did not stop at the recovery file (exit $code)" >&2
    fi
  fi
  if [ -n "$(find "$work/run" -name '.gtpush-*')" ]; then temporaries=$((temporaries + 1)); fi
done
echo "file old: $old; file new: $new; file cut short but its recovery file whole: $recovered; damaged: $damaged"
echo "kills that left a recovery file (the next fix reported it, exit 1, and left both alone): $recovery_files"
echo "kills that left a .gtpush- temporary file (a later run removes it after an hour): $temporaries"
[ "$damaged" = 0 ]
