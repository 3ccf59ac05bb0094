#!/usr/bin/env bash
# `gtpush fix --intent silent` on every v2 case that is not silent, judged by the real v2 SDK.
#
#   scripts/v2-fix-differential.sh GTPUSH SDK_DIR [CASE_DIR]
#
# SDK_DIR holds GetuiLaboratory/getui-pushapi-php-client-v2 (never committed here); CASE_DIR
# defaults to the repository's copy of ../shared/cases-v2. For each case whose kind in kinds.tsv
# is not `silent`, a copy is fixed with the case's .set bindings (`$var=…` as --set, `@call F` as
# --function), then:
#   - the fixed copy must pass `php -l`, and a second `fix` must change nothing;
#   - scripts/v2-sdk-body.php runs it under the SDK with the same bindings, and
#     scripts/v2-silent-verdict.php judges the push_channel.ios it sends by RULES.md's v2
#     definition of silent.
# A case fix changed must come out silent (`fixed`). A case fix left unchanged, exiting 1 with a
# reason (a `not fixed` note, or the error it has no fix for), is `left`, shown with what the SDK
# sends; those are counted apart. Anything else is a failure.
# Exit 0 when no case failed.
set -u
bin=$1; sdk=$2
here=$(cd "$(dirname "$0")" && pwd)
dir=${3:-$here/../Tests/Fixtures/SDKCases/cases-v2}
php=${PHP:-php}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fixed=0; left=0; failed=0; total=0

while IFS=$'\t' read -r name kind rules; do
  case "$name" in ''|'#'*) continue ;; esac
  [ "$kind" = silent ] && continue
  total=$((total+1))
  source="$dir/$name.php"
  copy="$work/$name.php"
  cp "$source" "$copy"; chmod u+w "$copy"
  set_file=""; args=()
  if [ -f "$dir/$name.set" ]; then
    set_file="$dir/$name.set"
    while IFS= read -r line || [ -n "$line" ]; do
      case "$line" in ''|'#'*) ;; '@call '*) args+=(--function "${line#@call }") ;; *) args+=(--set "$line") ;; esac
    done < "$set_file"
  fi
  fix_out=$("$bin" fix --lang en --intent silent "${args[@]}" "$copy" 2>&1); fix_rc=$?
  fix_out=${fix_out//"$work/"/}
  verdict=$("$php" "$here/v2-sdk-body.php" "$sdk" "$copy" $set_file 2>/dev/null | "$php" "$here/v2-silent-verdict.php")
  problems=()
  lint=$("$php" -l "$copy" 2>&1) || problems+=("php -l: ${lint//$'\n'/ }")
  again=$("$bin" fix --lang en --intent silent "${args[@]}" --dry-run "$copy" 2>&1 | grep -c '^+++ ')
  [ "$again" -eq 0 ] || problems+=("a second fix would change it again")
  if cmp -s "$source" "$copy"; then
    # Why gtpush left it: its `not fixed` notes, else the errors left.
    why=$(printf '%s\n' "$fix_out" | grep -E ': note: not fixed, ' | sed -E 's/^[^ ]+ note: not fixed, //' | head -1)
    [ -n "$why" ] || why=$(printf '%s\n' "$fix_out" | grep -E ': error: ' | sed -E 's/^[^ ]+ error: //' | head -1)
    if [[ "$verdict" == silent* ]]; then
      problems+=("unchanged, and the SDK sends it silent: its kind in kinds.tsv is wrong")
    elif [ -z "$why" ] || [ "$fix_rc" -ne 1 ]; then
      problems+=("unchanged and not silent, and fix gave no reason (exit $fix_rc)")
    fi
    if [ ${#problems[@]} -eq 0 ]; then
      left=$((left+1))
      printf 'left    %-38s %s\n        %-38s gtpush: %s (exit %d)\n' "$name" "SDK: $verdict" "" "$why" "$fix_rc"
      continue
    fi
  elif [[ "$verdict" != silent* ]]; then
    problems+=("fixed, but the SDK sends: $verdict")
  fi
  if [ ${#problems[@]} -eq 0 ]; then
    fixed=$((fixed+1))
    rules_fixed=$(printf '%s\n' "$fix_out" | sed -nE 's/^.*: fixed [0-9]+ problems? \((.*)\)$/\1/p')
    printf 'fixed   %-38s SDK: %s; fixed %s (exit %d)\n' "$name" "$verdict" "$rules_fixed" "$fix_rc"
  else
    failed=$((failed+1))
    printf 'FAIL    %-38s %s\n' "$name" "$(IFS='; '; echo "${problems[*]}")"
    printf '%s\n' "$fix_out" | sed 's/^/        /'
  fi
done < "$dir/kinds.tsv"

echo "v2 cases not silent: $total; fixed and sent silent by the SDK: $fixed; left as they are: $left; failed: $failed"
[ "$failed" -eq 0 ]
