#!/usr/bin/env bash
# Writes every generated file from the sources, in the order each needs the one before:
#   1. the rule registry (Sources/PushRules/RuleRegistry+Rules.swift) from the rule files, and the
#      compile-time checks' list (Sources/PHPCompileChecks/CheckSet.swift) from the check files;
#   2. the rule documents (docs/rules/GTnnn.md) and the rules table in docs/rules.md;
#   3. the golden files the reporters and `gtpush rules` are compared with (Tests/Fixtures/golden);
#   4. the committed Swift builders (Generated/) from Templates/.
# After a new rule, a message or a format, this is the one command; review `git diff` before
# committing (the tests fail while any of these is stale).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/rule-registry.sh
scripts/compile-check-registry.sh
swift build --product gtpush >/dev/null
gtpush=$(swift build --show-bin-path)/gtpush
"$gtpush" rules --docs docs/rules
GTPUSH_UPDATE_GOLDEN=1 swift test --filter 'ReporterGoldenTests|RulesCommandTests|ReadmeTests' >/dev/null
"$gtpush" generate
git status --short -- Sources/PushRules/RuleRegistry+Rules.swift Sources/PHPCompileChecks/CheckSet.swift docs/rules docs/rules.md Tests/Fixtures/golden Generated
