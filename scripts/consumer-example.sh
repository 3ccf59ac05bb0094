#!/usr/bin/env bash
# Builds and tests Examples/Consumer, a package that depends on gtpush by path and applies the
# build plugin to three targets: every SDK case's PHP (refreshed first from the test fixtures,
# Tests/Fixtures/SDKCases) and the two example targets whose builders share the
# runtime's types. Its tests are the plugin's: .ci/run runs this script.
# Usage: scripts/consumer-example.sh   (from anywhere)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
php_dir="$root/Examples/Consumer/Sources/SharedCasePushes/php"
cases="$root/Tests/Fixtures/SDKCases"
# The copies are not committed (.gitignore): the fixtures are the one source of the cases.
rm -rf "$php_dir"
mkdir -p "$php_dir"
cp "$cases"/cases/*.php "$cases"/cases-oop/*.php "$php_dir"/
cd "$root/Examples/Consumer"
swift build --build-tests
swift test --skip-build
