#!/usr/bin/env bash
# The bombs of a few lines that once ran for minutes: seconds and peak memory of `gtpush check`
# on each, with a release build. A benchmark, not a test: the targets are <= 20 s and <= 1 GiB.
set -euo pipefail
cd "$(dirname "$0")/.."
# GTPUSH=path/to/gtpush measures that binary instead (another commit's, for a before and after).
if [ -z "${GTPUSH:-}" ]; then swift build -c release --product gtpush >/dev/null; fi
gtpush=${GTPUSH:-.build/release/gtpush}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{ echo '<?php'; echo '$a = [1];'; for _ in $(seq 26); do echo '$a = array_merge($a, $a);'; done
  echo '$apn = new IGtAPNPayload(); $apn->badge = count($a);'; } > "$work/array-merge-x26.php"
{ echo '<?php $apn = new IGtAPNPayload();'
  echo 'for ($i = 0; $i < 1000; $i++) { $apn->add_customMsg("k$i", str_repeat("x", 1000000)); }'; } > "$work/custom-1000x1MB.php"
{ echo '<?php $apn = new IGtAPNPayload();'
  for i in $(seq 200); do echo "\$apn->add_customMsg(\"k$i\", str_repeat('x', 10000000));"; done; } > "$work/custom-200x10MB.php"
{ echo '<?php $a = []; for ($i = 0; $i < 1000; $i++) { for ($j = 0; $j < 100; $j++) { $a[] = $i * $j; } }'
  echo '$apn = new IGtAPNPayload(); $apn->badge = count($a);'; } > "$work/append-1000x100.php"
{ echo '<?php $a = [1];'; for _ in $(seq 60); do echo '$a = [$a, $a];'; done
  echo '$apn = new IGtAPNPayload(); $apn->sound = json_encode($a);'; } > "$work/nest-pairs-x60.php"
python3 - "$work/literal-payloads-1e5.php" <<'PY'
import sys
with open(sys.argv[1], "w") as out:
    out.write("<?php\n")
    for i in range(100000):
        out.write(f"$apn{i} = new IGtAPNPayload(); $apn{i}->badge = 1;\n")
PY

printf '%-28s %8s %10s %5s\n' bomb seconds "peak MiB" exit
for file in "$work"/*.php; do
  set +e
  /usr/bin/time -f '%e %M' -o "$work/time" timeout 120 "$gtpush" check "$file" >/dev/null 2>&1
  code=$?
  set -e
  read -r seconds kilobytes < <(tail -n 1 "$work/time") || { seconds=?; kilobytes=0; }
  printf '%-28s %8s %10s %5s\n' "$(basename "$file" .php)" "$seconds" "$((kilobytes / 1024))" "$code"
done

# Issue 49's analysis bombs: deep left-deep chains read on worker threads (several files at once),
# a 100,000-part concatenation, and constants that refer to themselves. Each case is a folder
# checked as one run; each must finish in <= 5 s and <= 1 GiB, and exit 0 or 1 (not a crash).
python3 - "$work/cases" <<'PY'
import os, sys
root = sys.argv[1]
def case(name, files):
    folder = os.path.join(root, name)
    os.makedirs(folder)
    for file, text in files.items():
        with open(os.path.join(folder, file), "w") as out:
            out.write(text)
payload = "<?php\n$apn = new IGtAPNPayload();\n"
good = payload + "$apn->badge = 1;\n"
case("chains-10k-x4", {
    "concat.php": payload + '$apn->sound = "a"' + ' . "a"' * 9999 + ";\n",
    "sum.php": payload + "$apn->badge = 1" + " + 1" * 9999 + ";\n",
    "calls.php": payload + "$apn->badge = 1;\n$x = $o" + "->w()" * 10000 + ";\n",
    "good.php": good,
})
case("concat-100k", {"concat.php": payload + '$apn->sound = "a"' + ' . "a"' * 99999 + ";\n", "good.php": good})
case("unknown-concat-100k", {"concat.php": "<?php\nfunction f($x) {\n    $apn = new IGtAPNPayload();\n    $apn->sound = $x" + ' . "a"' * 99999 + ";\n}\n", "good.php": good})
case("calls-100k", {"calls.php": payload + "$apn->sound = $o" + "->w()" * 100000 + ";\n", "good.php": good})
# 100,000 findings on one line (an undefined `$y` read at each level): each was placed by reading
# the line from its start.
case("findings-on-one-line-100k", {"short.php": payload + "$apn->badge = $x" + " ?: $y" * 100000 + ";\n", "good.php": good})
case("chain-past-limit", {"sum.php": payload + "$apn->badge = 1" + " + 1" * 250000 + ";\n", "good.php": good})
cycles = "<?php\nclass C {\n    const A = self::A;\n    const B = self::C;\n    const C = self::B;\n    public $p = self::B;\n    public static $s = self::C;\n}\n"
case("constant-cycles", {
    "cycles.php": cycles + "$apn = new IGtAPNPayload();\n$apn->alertMsg = C::A;\n$apn->sound = (new C())->p;\n$apn->badge = C::$s;\n",
    "chain.php": "<?php\nclass D {\n" + "".join(f"    const A{i} = self::A{i + 1};\n" for i in range(100000)) + "    const A100000 = 1;\n}\n$apn = new IGtAPNPayload();\n$apn->badge = D::A0;\n",
    "good.php": good,
})
PY
printf '\n%-28s %8s %10s %5s\n' "issue 49 (<= 5 s, 1 GiB)" seconds "peak MiB" exit
over=0
for folder in "$work"/cases/*/; do
  set +e
  /usr/bin/time -f '%e %M' -o "$work/time" timeout 60 "$gtpush" check "$folder" >/dev/null 2>&1
  code=$?
  set -e
  read -r seconds kilobytes < <(tail -n 1 "$work/time") || { seconds=?; kilobytes=0; }
  verdict=""
  if [ "$code" -gt 1 ] || [ "$seconds" = "?" ] || awk -v s="$seconds" -v k="$kilobytes" 'BEGIN { exit !(s > 5 || k > 1048576) }'; then
    verdict="  OVER"
    over=1
  fi
  printf '%-28s %8s %10s %5s%s\n' "$(basename "$folder")" "$seconds" "$((kilobytes / 1024))" "$code" "$verdict"
done
exit "$over"
