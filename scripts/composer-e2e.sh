#!/usr/bin/env bash
# The composer package end to end, as a PHP team meets it: a temporary project runs
# `composer require --dev gtpush/gtpush` against a path repository holding this package (its
# composer.json, bin/ and composer/, with ARCHIVE's checksum pinned as the release workflow pins
# it), and vendor/bin/gtpush fetches ARCHIVE from a PHP web server on 127.0.0.1, verifies it,
# caches it and runs it. Then the failures: no network, a wrong checksum, a platform with no
# archive, an HTTP error, each one message and exit 2, in English and under a zh_CN locale.
#
#   scripts/composer-e2e.sh dist/gtpush-VERSION-OS-ARCH.tar.gz
#
# Needs php (cli) and composer; reaches nothing but 127.0.0.1 (COMPOSER_DISABLE_NETWORK, no
# Packagist). Prints each check; exits 1 on the first that fails. .ci/run runs it on `make dist`'s
# archive.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
archive_path=${1:?usage: scripts/composer-e2e.sh dist/gtpush-VERSION-OS-ARCH.tar.gz}
archive_path=$(cd "$(dirname "$archive_path")" && pwd)/$(basename "$archive_path")
archive=$(basename "$archive_path")
[ -f "$archive_path" ] && [ -f "$archive_path.sha256" ] || { echo "composer-e2e: $archive_path or its .sha256 is missing" >&2; exit 2; }
command -v php >/dev/null && command -v composer >/dev/null || { echo "composer-e2e: needs php and composer" >&2; exit 2; }

version=$(sed -n 's/^ *"version": "\(.*\)",$/\1/p' "$root/composer/checksums.json")
platform=${archive#gtpush-"$version"-}
platform=${platform%.tar.gz}
[ "$archive" = "gtpush-$version-$platform.tar.gz" ] || { echo "composer-e2e: $archive is not gtpush $version (composer/checksums.json's version)" >&2; exit 2; }
sha=$(cut -d' ' -f1 "$archive_path.sha256")

work=$(mktemp -d "${TMPDIR:-/tmp}/gtpush-composer-e2e.XXXXXX")
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

passed=0
pass() { passed=$((passed + 1)); echo "ok $passed - $1"; }
fail() {
  echo "not ok - $1" >&2
  shift
  for file in "$@"; do echo "--- $file:" >&2; cat "$work/$file" >&2 || true; done
  exit 1
}
# expect NAME CODE STDOUT STDERR: the last run's exit code and both streams, byte for byte.
expect() {
  local name=$1 code=$2 out=$3 err=$4
  [ "$status" = "$code" ] || fail "$name: exit $status, expected $code" out err
  printf '%s' "$out" | cmp -s - "$work/out" || { printf '%s' "$out" > "$work/out.expected"; fail "$name: standard output" out out.expected; }
  printf '%s' "$err" | cmp -s - "$work/err" || { printf '%s' "$err" > "$work/err.expected"; fail "$name: standard error" err err.expected; }
  pass "$name"
}
free_port() { php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); echo substr(strrchr(stream_socket_get_name($s, false), ":"), 1);'; }

# The package as the release workflow publishes it: the repository's package files, pinned.
mkdir -p "$work/package"
cp -R "$root/composer.json" "$root/bin" "$root/composer" "$work/package/"
"$root/scripts/pin-checksums.sh" --into "$work/package/composer/checksums.json" --version "$version" "$archive_path.sha256" >/dev/null
grep -q "\"$platform\": \"$sha\"" "$work/package/composer/checksums.json" || fail "pin-checksums did not pin $platform"
pass "pin-checksums pins $archive"

# The releases as GitHub lays them out (BASE/vVERSION/ARCHIVE), and a mirror serving other bytes.
mkdir -p "$work/www/v$version" "$work/www/tampered/v$version"
cp "$archive_path" "$work/www/v$version/"
{ cat "$archive_path"; printf 'x'; } > "$work/www/tampered/v$version/$archive"
bad_sha=$(php -r 'echo hash_file("sha256", $argv[1]);' "$work/www/tampered/v$version/$archive")
port=$(free_port)
php -S "127.0.0.1:$port" -t "$work/www" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 50); do
  php -r 'exit(@fsockopen("127.0.0.1", (int) $argv[1]) ? 0 : 1);' "$port" && break
  sleep 0.1
done
base="http://127.0.0.1:$port"
closed="http://127.0.0.1:$(free_port)"      # nothing listens there: no network

# A PHP project with one payload-building function, as a backend has.
mkdir -p "$work/project/app/Push"
cat > "$work/project/composer.json" <<EOF
{
    "name": "acme/backend",
    "repositories": [
        {"type": "path", "url": "../package", "options": {"symlink": false, "versions": {"gtpush/gtpush": "$version"}}},
        {"packagist.org": false}
    ]
}
EOF
cat > "$work/project/app/Push/InboxSync.php" <<'EOF'
<?php
function buildQuietInboxSync($mailbox)
{
    $template = new IGtTransmissionTemplate();
    $template->set_transmissionContent($mailbox);
    $apn = new IGtAPNPayload();
    $alert = new DictionaryAlertMsg();
    $alert->body = "New mail";
    $apn->alertMsg = $alert;
    $apn->contentAvailable = 1;
    $apn->add_customMsg("op", "sync");
    $template->set_apnInfo($apn);
    return $template;
}
EOF
cd "$work/project"
export COMPOSER_HOME="$work/composer-home" COMPOSER_CACHE_DIR="$work/composer-cache" COMPOSER_DISABLE_NETWORK=1 \
  COMPOSER_NO_INTERACTION=1 COMPOSER_ALLOW_SUPERUSER=1
composer require --dev --no-audit --no-progress gtpush/gtpush >"$work/composer.log" 2>&1 || fail "composer require --dev gtpush/gtpush" composer.log
[ -x vendor/bin/gtpush ] || fail "composer require made no vendor/bin/gtpush" composer.log
grep -q "\"gtpush/gtpush\": \"^$version\"" composer.json || fail "composer.json does not require gtpush/gtpush ^$version" composer.log
pass "composer require --dev gtpush/gtpush gives vendor/bin/gtpush"

# run [ENV=VALUE...] -- ARGS...: vendor/bin/gtpush with an environment of its own (no LANG unless given).
run() {
  local environment=(PATH="$PATH" HOME="$work/home")
  while [ "$1" != "--" ]; do environment+=("$1"); shift; done
  shift
  set +e
  env -i "${environment[@]}" "$@" <"${stdin:-/dev/null}" >"$work/out" 2>"$work/err"
  status=$?
  set -e
}
url="$base/v$version/$archive"
download="gtpush: first use of gtpush $version: downloading"

# The failures, before anything is cached; each leaves the cache empty.
for lang in en zh; do
  locale=(); zh_network=""; zh_checksum=""; zh_platform=""; zh_http=""; zh_first=""
  if [ $lang = zh ]; then
    locale=(LANG=zh_CN.UTF-8)
    zh_first="gtpush：首次使用 gtpush $version，正在下载 $closed/v$version/$archive"$'\n'
    zh_network="gtpush：无法从 $closed/v$version/$archive 下载 gtpush $version：Connection refused；请检查网络或代理，或将 GTPUSH_DOWNLOAD_URL 设为提供 v$version/$archive 的镜像地址"$'\n'
  fi
  run "${locale[@]}" GTPUSH_CACHE_DIR="$work/cache-$lang" GTPUSH_DOWNLOAD_URL="$closed" -- vendor/bin/gtpush check app/
  expect "no network ($lang): one message, exit 2" 2 "" \
"$zh_first$download $closed/v$version/$archive
${zh_network}gtpush: cannot download gtpush $version from $closed/v$version/$archive: Connection refused; check the network or the proxy, or set GTPUSH_DOWNLOAD_URL to a mirror that serves v$version/$archive
"
  if [ $lang = zh ]; then
    zh_first="gtpush：首次使用 gtpush $version，正在下载 $base/tampered/v$version/$archive"$'\n'
    zh_checksum="gtpush：$base/tampered/v$version/$archive 不是 gtpush/gtpush $version 固定的文件：其 SHA-256 为 $bad_sha，包内固定的是 $sha；未安装任何文件（如果 GTPUSH_DOWNLOAD_URL 指向镜像，该镜像提供的是另一个文件）"$'\n'
  fi
  run "${locale[@]}" GTPUSH_CACHE_DIR="$work/cache-$lang" GTPUSH_DOWNLOAD_URL="$base/tampered/" -- vendor/bin/gtpush check app/
  expect "wrong checksum ($lang): one message, exit 2" 2 "" \
"$zh_first$download $base/tampered/v$version/$archive
${zh_checksum}gtpush: $base/tampered/v$version/$archive is not the archive gtpush/gtpush $version pins: its SHA-256 is $bad_sha, the package pins $sha; nothing was installed (if GTPUSH_DOWNLOAD_URL names a mirror, it serves another file)
"
  if [ $lang = zh ]; then
    zh_first="gtpush：首次使用 gtpush $version，正在下载 $base/missing/v$version/$archive"$'\n'
    zh_http="gtpush：无法从 $base/missing/v$version/$archive 下载 gtpush $version：HTTP 404 Not Found；请检查网络或代理，或将 GTPUSH_DOWNLOAD_URL 设为提供 v$version/$archive 的镜像地址"$'\n'
  fi
  run "${locale[@]}" GTPUSH_CACHE_DIR="$work/cache-$lang" GTPUSH_DOWNLOAD_URL="$base/missing" -- vendor/bin/gtpush check app/
  expect "a mirror without the archive ($lang): one message, exit 2" 2 "" \
"$zh_first$download $base/missing/v$version/$archive
${zh_http}gtpush: cannot download gtpush $version from $base/missing/v$version/$archive: HTTP 404 Not Found; check the network or the proxy, or set GTPUSH_DOWNLOAD_URL to a mirror that serves v$version/$archive
"
  [ -z "$(find "$work/cache-$lang" -type f 2>/dev/null)" ] || fail "a failed download left files in the cache"
  pass "failed downloads ($lang) cache nothing"
done

# A platform the package pins no archive for: the pins of a release built for other machines.
pins=vendor/gtpush/gtpush/composer/checksums.json
cp "$pins" "$work/pins.json"
printf '{\n    "version": "%s",\n    "archives": {\n        "freebsd-amd64": "%s",\n        "linux-riscv64": "%s"\n    }\n}\n' "$version" "$sha" "$sha" > "$pins"
run GTPUSH_CACHE_DIR="$work/cache-en" GTPUSH_DOWNLOAD_URL="$base" -- vendor/bin/gtpush check app/
expect "unknown platform (en): one message, exit 2" 2 "" \
"gtpush: gtpush $version has no prebuilt binary for $platform (there are: freebsd-amd64, linux-riscv64); build it from source: https://github.com/gtpush/gtpush#install
"
run LANG=zh_CN.UTF-8 GTPUSH_CACHE_DIR="$work/cache-zh" GTPUSH_DOWNLOAD_URL="$base" -- vendor/bin/gtpush check app/
expect "unknown platform (zh): one message, exit 2" 2 "" \
"gtpush：gtpush $version 没有适用于 $platform 的预编译程序（已有：freebsd-amd64、linux-riscv64），请从源码构建：https://github.com/gtpush/gtpush#install
gtpush: gtpush $version has no prebuilt binary for $platform (there are: freebsd-amd64, linux-riscv64); build it from source: https://github.com/gtpush/gtpush#install
"
cp "$work/pins.json" "$pins"
# Machines with no archive at all map to none (the message above names them as PHP does).
run -- php -r 'require "vendor/gtpush/gtpush/composer/shim.php";
  foreach ([["Linux", "x86_64"], ["Linux", "amd64"], ["Linux", "aarch64"], ["Linux", "arm64"], ["Darwin", "arm64"], ["Darwin", "x86_64"],
            ["Linux", "riscv64"], ["Linux", "i686"], ["FreeBSD", "amd64"], ["WINNT", "AMD64"]] as [$os, $machine]) {
      echo "$os $machine: ", var_export(\GTPush\Composer\platform($os, $machine), true), "\n";
  }'
expect "platforms" 0 "Linux x86_64: 'linux-x86_64'
Linux amd64: 'linux-x86_64'
Linux aarch64: 'linux-aarch64'
Linux arm64: 'linux-aarch64'
Darwin arm64: 'macos-universal'
Darwin x86_64: 'macos-universal'
Linux riscv64: NULL
Linux i686: NULL
FreeBSD amd64: NULL
WINNT AMD64: NULL
" ""

# First use: download, verify, cache, run. check's own output and exit code come through.
check_out="app/Push/InboxSync.php:6:12: error: sound is not set, so the SDK sends \"default\" and the phone plays the default ding; a silent push needs \"com.gexin.ios.silence\" (meant silent: the function is named \`buildQuietInboxSync\`) [GT102]
app/Push/InboxSync.php:9:5: error: \`\$apn->alertMsg\` is \`\$alert\` (a DictionaryAlertMsg), an alert with text, so the phone shows a banner; a silent push has no alert (meant silent: the function is named \`buildQuietInboxSync\`) [GT101]
1 payload: 1 mixed; 2 errors, 0 warnings, 0 notes
"
cache="$work/home/.cache/gtpush"
run GTPUSH_DOWNLOAD_URL="$base" -- vendor/bin/gtpush check app/
expect "first use downloads from GTPUSH_DOWNLOAD_URL, then vendor/bin/gtpush check runs" 1 "$check_out" "$download $url
"
cached="$cache/$version/$platform-${sha:0:16}/gtpush"
[ -x "$cached" ] || fail "no binary at $cached"
mkdir -p "$work/unpacked" && tar -xzf "$archive_path" -C "$work/unpacked"
cmp -s "$cached" "$work/unpacked/gtpush" || fail "the cached binary is not the archive's"
[ "$(find "$cache" -type f | wc -l | tr -d ' ')" = 1 ] || fail "the cache holds more than the binary"
pass "the binary is cached in ~/.cache/gtpush/$version/$platform-${sha:0:16}/"

# A mirror that is a folder (file://), for machines without the internet: checked all the same.
run GTPUSH_CACHE_DIR="$work/cache-file" GTPUSH_DOWNLOAD_URL="file://$work/www" -- vendor/bin/gtpush check app/
expect "GTPUSH_DOWNLOAD_URL may be a file:// folder" 1 "$check_out" "$download file://$work/www/v$version/$archive
"
run GTPUSH_CACHE_DIR="$work/cache-file-tampered" GTPUSH_DOWNLOAD_URL="file://$work/www/tampered" -- vendor/bin/gtpush --version
[ "$status" = 2 ] && grep -q "is not the archive gtpush/gtpush $version pins" "$work/err" || fail "a tampered file:// archive is refused" err
pass "a tampered file:// archive is refused too"

# From the cache: no server needed. Arguments, standard input and output, exit codes.
kill "$server"; wait "$server" 2>/dev/null || true; server=""
run -- vendor/bin/gtpush check app/
expect "the second run uses the cache (server stopped), no message" 1 "$check_out" ""
run LANG=zh_CN.UTF-8 -- vendor/bin/gtpush check app/
expect "gtpush itself follows the locale" 1 "app/Push/InboxSync.php:6:12: error: 没有设置 sound，SDK 会发送 \"default\"，手机播放默认提示音；静默推送需要 \"com.gexin.ios.silence\"（意图为静默推送：函数名为 \`buildQuietInboxSync\`） [GT102]
app/Push/InboxSync.php:9:5: error: \`\$apn->alertMsg\` 为 \`\$alert\`（一个 DictionaryAlertMsg），是带文字的 alert，手机会在通知栏弹出横幅；静默推送不能带 alert（意图为静默推送：函数名为 \`buildQuietInboxSync\`） [GT101]
1 个推送：1 个混合推送；2 个错误，0 个警告，0 个提示
" ""
printf '<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 3;\n' > "$work/stdin.php"
for runner in "vendor/bin/gtpush" "php -d disable_functions=pcntl_exec vendor/bin/gtpush"; do
  stdin="$work/stdin.php" run -- $runner preview --exact /dev/stdin
  expect "$runner: standard input in, standard output out, exit 0" 0 '{"aps":{"badge":3,"sound":"default"}}
' ""
  run -- $runner check --fail-on nonsense app/
  [ "$status" = 2 ] && [ ! -s "$work/out" ] && grep -q "^gtpush check: " "$work/err" || fail "$runner: a usage error is gtpush's, exit 2" out err
  pass "$runner: gtpush's usage error and exit 2 come through"
  run -- $runner check app/
  expect "$runner: exit 1 and findings come through" 1 "$check_out" ""
  run -- $runner --version
  expect "$runner --version" 0 "gtpush $version
" ""
done

echo "composer-e2e: all $passed checks passed"
