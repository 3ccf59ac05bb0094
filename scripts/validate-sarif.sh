#!/usr/bin/env bash
# Validates gtpush's SARIF against the official OASIS SARIF 2.1.0 JSON schema, with the Python
# `jsonschema` validator from PyPI (installed into a private virtual environment on first use).
# Not part of `swift test`: the tests check SARIF's required structure without the network.
#
# Usage: scripts/validate-sarif.sh [SCHEMA.json] [SARIF_FILE...]
#   SCHEMA.json  the schema file; default: $SARIF_SCHEMA, else downloaded once from OASIS into
#                .build/sarif/ (the official copy is sarif-2.1/schema/sarif-schema-2.1.0.json in
#                github.com/oasis-tcs/sarif-spec).
#   SARIF_FILE   logs to validate; default: `gtpush check --format sarif` on Templates/, on
#                Tests/Fixtures/golden/check.sarif*, and on a run with a syntax error,
#                a binary file and a missing one.
set -euo pipefail
cd "$(dirname "$0")/.."
schema_url=https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json
work=.build/sarif
mkdir -p "$work"

schema=${1:-${SARIF_SCHEMA:-}}
[ $# -gt 0 ] && shift
if [ -z "$schema" ]; then
  schema=$work/sarif-schema-2.1.0.json
  [ -s "$schema" ] || curl -fsSL "$schema_url" -o "$schema"
fi

if [ ! -x "$work/venv/bin/python" ]; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install --quiet jsonschema
fi

logs=("$@")
if [ ${#logs[@]} -eq 0 ]; then
  swift build --product gtpush >/dev/null
  bin=$(swift build --show-bin-path)/gtpush
  "$bin" check --format sarif Templates > "$work/templates.sarif" || true
  mkdir -p "$work/inputs"
  printf '<?php\n$apn = new IGtAPNPayload()\n$x = 1;\n' > "$work/inputs/broken.php"
  printf '<?php\n\0\n' > "$work/inputs/binary.php"
  "$bin" check --format sarif "$work/inputs" "$work/inputs/missing.php" > "$work/problems.sarif" 2>/dev/null || true
  logs=("$work/templates.sarif" "$work/problems.sarif" Tests/Fixtures/golden/check.sarif*)
fi

"$work/venv/bin/python" - "$schema" "${logs[@]}" <<'PY'
import json, sys
from jsonschema import Draft4Validator
schema = json.load(open(sys.argv[1], encoding="utf-8"))
validator = Draft4Validator(schema)
failed = 0
for path in sys.argv[2:]:
    errors = sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=lambda e: list(e.path))
    for error in errors:
        print(f"{path}: {'/'.join(map(str, error.path))}: {error.message}")
    print(f"{path}: {'invalid' if errors else 'valid'}")
    failed += bool(errors)
sys.exit(1 if failed else 0)
PY
