#!/usr/bin/env bash
# scripts/conformance.sh DIR...
#
# Runs `php -l` and `gtpush parse` on every .php file under the folders and prints how often they
# agree, and for each disagreement its cause: PHP's message for a missed error, gtpush's message
# for a false one (file names and line numbers stripped, so equal causes group).
#
#   agree          both accept, or both reject
#   false error    php -l accepts, gtpush reports an error (or refuses the file)
#   GT002 warning  php -l accepts, gtpush warns that the file is UTF-16 or UTF-32 text and
#                  skips it, as RULES.md asks (PHP reads such a file as bytes)
#   missed syntax  php -l reports a parse error, gtpush accepts
#   missed compile php -l reports a compile-time (fatal) error, gtpush accepts
#
# Of the files both reject, it also counts those where gtpush's first message and line are PHP's
# exactly ("worded as PHP"), parse errors and compile-time errors apart; the others are listed as
# "other message".
#
# GTPUSH (default .build/debug/gtpush) and PHP (default php) pick the binaries; SHOW (default 15)
# is how many causes to list per kind; CONFORMANCE_KEEP=DIR keeps the per-file verdicts there.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
GTPUSH=${GTPUSH:-.build/debug/gtpush}
PHP=${PHP:-php}
SHOW=${SHOW:-15}
[ $# -gt 0 ] || { echo "usage: scripts/conformance.sh DIR..." >&2; exit 2; }
[ -x "$GTPUSH" ] || { echo "no $GTPUSH: run swift build first" >&2; exit 2; }

work=${CONFORMANCE_KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${CONFORMANCE_KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

for dir in "$@"; do
    find "$dir" -type f -name '*.php' -print0
done | sort -z > "$work/files"
total=$(tr -cd '\0' < "$work/files" | wc -c)
echo "files: $total"

# PHP's verdict per file: OK, or "PARSE<TAB>message<TAB>line" / "COMPILE<TAB>…". php -l lints one
# file per process in 8.2, so two at a time. Short tags off, as gtpush reads them.
lint_one() {
    out=$("$PHP" -d short_open_tag=0 -d display_errors=1 -d display_startup_errors=0 -d error_reporting=-1 -d log_errors=0 -l "$1" 2>&1 || true)
    if printf '%s' "$out" | grep -aq "^No syntax errors detected"; then
        printf '%s\tOK\t\t\n' "$1"
    else
        msg=$(printf '%s\n' "$out" | grep -a -m1 -E '(Parse|Fatal) error:' || true)
        kind=COMPILE
        case "$msg" in *"Parse error:"*) kind=PARSE ;; esac
        # Strip the path and line PHP appends; keep the message.
        msg=$(printf '%s' "$msg" | sed -E 's/^(PHP )?(Parse|Fatal) error: +//')
        line=${msg##* on line }
        msg=${msg% on line *}
        msg=${msg% in "$1"}
        printf '%s\t%s\t%s\t%s\n' "$1" "$kind" "$msg" "$line"
    fi
}
export -f lint_one
export PHP
xargs -0 -P 2 -n 1 bash -c 'lint_one "$0"' < "$work/files" | sort -t $'\t' -k1,1 > "$work/php"

# gtpush's verdict: every message it prints starts with the path; the first per file is kept.
xargs -0 "$GTPUSH" parse < "$work/files" 2> "$work/gtpush.err" > /dev/null || true
awk -v list="$work/files" '
    BEGIN { RS = "\0"; while ((getline f < list) > 0) files[f] = 1; RS = "\n" }
    {
        line = $0
        # Longest known path that prefixes the line (paths may hold colons).
        split(line, parts, ":")
        path = ""; acc = ""
        for (i = 1; i <= length(parts); i++) {
            acc = (i == 1) ? parts[1] : acc ":" parts[i]
            if (acc in files) { path = acc; rest = substr(line, length(acc) + 2); break }
        }
        if (path == "" || (path in seen)) next
        seen[path] = 1
        line = ""
        if (match(rest, /^[0-9]+/)) line = substr(rest, 1, RLENGTH)
        sub(/^[0-9]+:[0-9]+: /, "", rest); sub(/^[0-9]+: /, "", rest); sub(/^error: /, "", rest)
        printf "%s\t%s\t%s\n", path, rest, line
    }' "$work/gtpush.err" | sort -t $'\t' -k1,1 > "$work/gtpush"

# path, php kind, php message, php line, gtpush message, gtpush line
join -t $'\t' -a 1 -e '' -o '1.1,1.2,1.3,1.4,2.2,2.3' "$work/php" "$work/gtpush" > "$work/joined"
awk -F '\t' -v show="$SHOW" '
    $2 == "OK" && $5 == "" { agree++; next }
    $2 != "OK" && $5 != "" {
        agree++
        both[$2]++
        if ($3 == $5 && $4 == $6) worded[$2]++
        else cause["other message\tphp: " $3 " @" $4 " / gtpush: " $5 " @" $6]++
        next
    }
    $2 == "OK" && $5 ~ /^warning: .*\[GT002\]$/ { warned++; cause["GT002 warning\t" $5]++; next }
    $2 == "OK" { falseError++; cause["false error\t" $5]++; next }
    $2 == "PARSE" { missedSyntax++; cause["missed syntax\t" $3]++; next }
    { missedCompile++; cause["missed compile\t" $3]++ }
    END {
        printf "agree: %d\nfalse error: %d\nGT002 warning: %d\nmissed syntax: %d\nmissed compile: %d\n", agree, falseError, warned, missedSyntax, missedCompile
        printf "worded as PHP: %d of %d parse errors both report (message and line)\n", worded["PARSE"], both["PARSE"]
        printf "worded as PHP: %d of %d compile-time errors both report\n", worded["COMPILE"], both["COMPILE"]
        for (c in cause) printf "%d\t%s\n", cause[c], c | "sort -t \"\t\" -k2,2 -k1,1nr > /dev/stderr"
    }' "$work/joined" 2> "$work/causes"
awk -F '\t' -v show="$SHOW" '{ if (++n[$2] <= show) printf "  %-15s %5d  %s\n", $2, $1, $3 }' "$work/causes"
