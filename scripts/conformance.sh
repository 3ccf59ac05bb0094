#!/usr/bin/env bash
# Compares gtpush's parser with `php -l` on every .php file under the given folders and prints,
# per folder: files, agree, false errors (php accepts, gtpush reports a syntax error) and missed
# errors (php rejects, gtpush does not), with the first few of each. Needs php on PATH. php runs
# without php.ini and with short tags off, as production configurations have them.
# Usage: scripts/conformance.sh DIR...
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product gtpush >/dev/null
gtpush=$PWD/.build/release/gtpush
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for dir in "$@"; do
  find "$dir" -name '*.php' -type f -print0 | sort -z > "$work/files"
  # php -l on two cores: a line per rejected file.
  { xargs -0 -P 2 -n 50 sh -c 'for f; do php -n -d short_open_tag=0 -l "$f" >/dev/null 2>&1 || printf "%s\n" "$f"; done' sh < "$work/files" || true; } | sort > "$work/php-rejects"
  # gtpush parse reports "path:line:col: error: …" per syntax error.
  { "$gtpush" parse "$dir" 2>&1 >/dev/null || true; } | sed -n 's/^\(.*\.php\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u > "$work/gtpush-rejects"
  total=$(tr -cd '\0' < "$work/files" | wc -c)
  false_errors=$(comm -13 "$work/php-rejects" "$work/gtpush-rejects" | wc -l)
  missed=$(comm -23 "$work/php-rejects" "$work/gtpush-rejects" | wc -l)
  echo "$dir: $total files, $((total - false_errors - missed)) agree, $false_errors false errors, $missed missed"
  comm -13 "$work/php-rejects" "$work/gtpush-rejects" | head -5 | sed 's/^/  false error: /'
  comm -23 "$work/php-rejects" "$work/gtpush-rejects" | head -5 | sed 's/^/  missed: /'
done
