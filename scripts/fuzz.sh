#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for SECONDS (default 600), then prints one
# summary line per target: executions, corpus size, findings.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET…]     (targets: lexer parser interpreter fixer tree; default all)
# Environment: FUZZ_JOBS=2 runs two targets at once (default 1); FUZZ_NICE (default 10);
# FUZZ_BUILD_ONLY=1 builds and stops.
#
# The package's modules are compiled straight from Sources/ into static libraries under
# .build-fuzz/, instrumented for libFuzzer and ASan, so Package.swift and the normal build are
# untouched. Emitters contributes only SourceEdits/, which is all the fixer needs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-600}
[[ $# -gt 0 ]] && shift
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(lexer parser interpreter fixer tree)
jobs=${FUZZ_JOBS:-1}
niceness=${FUZZ_NICE:-10}

out="$root/.build-fuzz"
mkdir -p "$out/modules" "$out/lib" "$out/bin" "$out/logs"
flags=(-parse-as-library -O -sanitize=fuzzer,address -I "$out/modules")

sources_of() {
  case $1 in
    Emitters) find "$root/Sources/Emitters/SourceEdits" -name '*.swift' ;;
    *) find "$root/Sources/$1" -name '*.swift' ;;
  esac | sort
}

# Rebuilds a module when any of its sources, or a module it imports (the rest of the arguments),
# is newer than its library.
build_module() {
  local module=$1 lib="$out/lib/lib$1.a" newer dependency
  shift
  if [[ -f $lib ]]; then
    newer=$( { sources_of "$module"; for dependency in "$@"; do echo "$out/lib/lib$dependency.a"; done; } |
      while read -r f; do [[ $f -nt $lib ]] && echo "$f"; done || true)
    [[ -z $newer ]] && return 0
  fi
  echo "fuzz: building $module" >&2
  local files
  mapfile -t files < <(sources_of "$module")
  swiftc "${flags[@]}" -wmo -module-name "$module" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
    -emit-library -static -o "$lib" "${files[@]}"
}

modules_of() {
  case $1 in
    lexer|parser) echo SourceRanges CLibrary Platform PHPSyntax ;;
    interpreter|tree) echo SourceRanges CLibrary Platform PHPSyntax PHPRuntime GeTuiModel PushAnalysis PushRules ;;
    fixer) echo SourceRanges CLibrary Platform PHPSyntax PHPRuntime GeTuiModel PushAnalysis PushRules Emitters ;;
    *) echo "fuzz: unknown target $1 (lexer, parser, interpreter, fixer, tree)" >&2; exit 2 ;;
  esac
}

dir_of() {
  case $1 in lexer) echo LexerFuzz ;; parser) echo ParserFuzz ;; interpreter) echo InterpreterFuzz ;; fixer) echo FixerFuzz ;; tree) echo TreeFuzz ;; esac
}

build_target() {
  local target=$1 binary="$out/bin/$1" module libs=() built=()
  for module in $(modules_of "$target"); do
    build_module "$module" "${built[@]}"
    built+=("$module")
    libs=("-l$module" "${libs[@]}")  # dependents before their dependencies, for the static linker
  done
  echo "fuzz: linking $target" >&2
  swiftc "${flags[@]}" -module-name "$(dir_of "$target")" "$root/Fuzz/$(dir_of "$target")/main.swift" \
    -L "$out/lib" "${libs[@]}" -o "$binary" 2> >(grep -v 'Cannot export local symbol' >&2)
}

seed_corpus() {
  local corpus="$out/corpus/$1"
  mkdir -p "$corpus"
  # Seeds are copied in so libFuzzer can add to the work corpus without touching the sources.
  find "$root/Templates" "$root/Tests" -name '*.php' 2>/dev/null |
    grep -E '/Templates/[^/]*\.php$|/Tests/(.*/)?Fixtures/.*\.php$' |
    while read -r seed; do cp "$seed" "$corpus/seed-$(cksum < "$seed" | cut -d' ' -f1).php"; done
}

run_target() {
  local target=$1 log="$out/logs/$1.log" artifacts="$out/artifacts/$1/" began=$SECONDS
  mkdir -p "$artifacts"
  seed_corpus "$target"
  nice -n "$niceness" "$out/bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -print_final_stats=1 -artifact_prefix="$artifacts" "$out/corpus/$target" >"$log" 2>&1 || true
  local executions corpus findings
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  corpus=$(find "$out/corpus/$target" -type f | wc -l)
  findings=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) -newer "$log.start" | wc -l)
  echo "fuzz: $target: $((SECONDS - began))s, ${executions:-?} executions, corpus $corpus files, $findings crashes/hangs (log: ${log#"$root"/}, artifacts: ${artifacts#"$root"/})"
}

for target in "${targets[@]}"; do build_target "$target"; done
[[ ${FUZZ_BUILD_ONLY:-0} == 1 ]] && exit 0

running=0
for target in "${targets[@]}"; do
  touch "$out/logs/$target.log.start"
  run_target "$target" &
  running=$((running + 1))
  if (( running >= jobs )); then wait -n; running=$((running - 1)); fi
done
wait
