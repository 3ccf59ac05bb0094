#!/usr/bin/env bash
# The bombs of a few lines that once ran for minutes: seconds and peak memory of `gtpush check`
# on each, with a release build. A benchmark, not a test: the targets are <= 20 s and <= 1 GiB.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product gtpush >/dev/null
gtpush=.build/release/gtpush
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
