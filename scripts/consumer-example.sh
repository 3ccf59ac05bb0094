#!/usr/bin/env bash
# Builds and tests Examples/Consumer, a package that depends on gtpush by path, applies the build
# plugin to every shared case's PHP and imports GTPushRuntime. Refreshes the cases' PHP first.
# Usage: scripts/consumer-example.sh   (from the package root; ../shared beside it)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
php_dir="$root/Examples/Consumer/Sources/SharedCasePushes/php"
if [ -d "$root/../shared/cases" ]; then
  rm -f "$php_dir"/*.php
  cp "$root"/../shared/cases/*.php "$root"/../shared/cases-oop/*.php "$php_dir"/
fi
cd "$root/Examples/Consumer"
swift build --build-tests
swift test --skip-build
