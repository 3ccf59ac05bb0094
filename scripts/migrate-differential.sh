#!/usr/bin/env bash
# Migrates every v1 side of the migration pairs with `--accept all` and checks what the issue
# asks of it: the file passes `php -l`; the v2 SDK, run on it with the pair's bindings, sends a
# push_channel.ios.aps equal to the hand migration's (key order aside); gtpush's `preview --exact`
# of it equals what the SDK sends (the generated request id bound); a second migrate changes
# nothing. Prints a line per pair and a summary; exit 1 when one fails.
# With TO=rest it migrates `--to rest`: no SDK sends a raw array, so the aps of gtpush's
# `preview --exact` is compared with the hand migration's instead.
# Usage: [TO=rest] scripts/migrate-differential.sh GTPUSH SDK_V2_DIR [PAIRS_DIR]
# SDK_V2_DIR is a fetched copy of GetuiLaboratory/getui-pushapi-php-client-v2 (never committed).
set -u
gtpush=$(realpath "$1"); sdk=$(realpath "$2"); pairs=${3:-$(dirname "$0")/../Tests/Fixtures/SDKCases/cases-migrate}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
request_id="gtpush0000000000000000000000001"
to=${TO:-sdk}
pass=0; fail=0
aps() { php -r '$b = json_decode(stream_get_contents(STDIN), true); $a = $b["push_channel"]["ios"]["aps"] ?? $b["aps"] ?? null;
  function s(&$x) { if (is_array($x)) { ksort($x); foreach ($x as &$v) s($v); } } s($a); echo json_encode($a);'; }
for v1 in "$pairs"/*.v1.php; do
  name=$(basename "$v1" .v1.php); base=${v1%.v1.php}
  set=""; [ -f "$base.set" ] && set="$base.set"
  file="$work/$name.php"; cp "$v1" "$file"; chmod u+w "$file"
  args=(); [ -n "$set" ] && while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in ''|'#'*) ;; '@call '*) args+=(--function "${line#@call }") ;; *) args+=(--set "$line") ;; esac; done < "$set"
  problems=()
  proof=$("$gtpush" migrate --to "$to" --accept all --lang en "$file" 2>&1 | grep -o 'proof: .*' | head -1)
  php -l "$file" >/dev/null 2>&1 || problems+=("php -l fails")
  preview=$("$gtpush" preview --exact "${args[@]}" --set "bin2hex(random_bytes(16))=\"$request_id\"" "$file" 2>/dev/null)
  if [ "$to" == "sdk" ]; then
    sent=$(php "$here/v2-sdk-body.php" "$sdk" "$file" $set)
    [ "$(echo "$sent" | aps)" == "$(aps < "$base.v2.expected")" ] || problems+=("aps differs from the hand migration: $sent")
    expected=$(echo "$sent" | sed -E "s/\"request_id\":\"[0-9a-f]{32}\"/\"request_id\":\"$request_id\"/")
    [ "$preview" == "$expected" ] || problems+=("preview --exact differs from the SDK: $preview")
  else
    [ "$(echo "$preview" | aps)" == "$(aps < "$base.v2.expected")" ] || problems+=("aps differs from the hand migration: $preview")
  fi
  again=$("$gtpush" migrate --to "$to" --dry-run --accept all "$file" 2>&1); [ $? -eq 0 ] && [ -z "$(grep '^---' <<< "$again")" ] || problems+=("a second migrate would change it")
  if [ ${#problems[@]} -eq 0 ]; then pass=$((pass+1)); echo "ok   $name ($proof)"; else fail=$((fail+1)); echo "FAIL $name ($proof): ${problems[*]}"; fi
done
echo "migrate pairs (--to $to): $pass passed, $fail failed"
[ $fail -eq 0 ]
