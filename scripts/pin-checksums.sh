#!/usr/bin/env bash
# Pins release archives in the composer package: writes their version and SHA-256s into
# composer/checksums.json, which vendor/bin/gtpush checks every download against. The release
# workflow runs it on the tag's archives before the package is published.
#
#   scripts/pin-checksums.sh [--into FILE] [--version X.Y.Z] ARCHIVE.tar.gz.sha256...
#
# Each .sha256 is one line as `make dist` writes it: HASH, two spaces, gtpush-VERSION-PLATFORM.tar.gz.
# Every archive must be of one version (and of --version, when given). FILE defaults to the
# repository's composer/checksums.json; it is replaced whole, platforms sorted.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
into="$root/composer/checksums.json"
expected=""
sums=()
while [ $# -gt 0 ]; do
  case "$1" in
    --into) shift; into="${1:?--into needs a file}" ;;
    --version) shift; expected="${1:?--version needs a version}" ;;
    -*) echo "pin-checksums: unknown option $1" >&2; exit 2 ;;
    *) sums+=("$1") ;;
  esac
  shift
done
if [ ${#sums[@]} -eq 0 ]; then
  echo "usage: scripts/pin-checksums.sh [--into FILE] [--version X.Y.Z] ARCHIVE.tar.gz.sha256..." >&2
  exit 2
fi

version="$expected"
entries=()
for file in "${sums[@]}"; do
  read -r hash name rest < "$file" || true
  if ! [[ "$hash" =~ ^[0-9a-f]{64}$ ]] || [ -n "${rest:-}" ] \
     || ! [[ "$name" =~ ^gtpush-([0-9]+\.[0-9]+\.[0-9]+[^-]*)-([a-z0-9_]+-[a-z0-9_]+)\.tar\.gz$ ]]; then
    echo "pin-checksums: $file is not 'SHA256  gtpush-VERSION-OS-ARCH.tar.gz'" >&2
    exit 1
  fi
  this="${BASH_REMATCH[1]}"
  platform="${BASH_REMATCH[2]}"
  if [ -z "$version" ]; then version="$this"; fi
  if [ "$this" != "$version" ]; then
    echo "pin-checksums: $name is version $this, not $version" >&2
    exit 1
  fi
  entries+=("$platform $hash")
done

duplicates=$(printf '%s\n' "${entries[@]}" | cut -d' ' -f1 | sort | uniq -d)
if [ -n "$duplicates" ]; then
  echo "pin-checksums: two archives for $duplicates" >&2
  exit 1
fi
{
  printf '{\n    "version": "%s",\n    "archives": {' "$version"
  separator=""
  while read -r platform hash; do
    printf '%s\n        "%s": "%s"' "$separator" "$platform" "$hash"
    separator=","
  done < <(printf '%s\n' "${entries[@]}" | LC_ALL=C sort)
  printf '\n    }\n}\n'
} > "$into.tmp"
mv "$into.tmp" "$into"
echo "pin-checksums: $into pins gtpush $version for $(printf '%s\n' "${entries[@]}" | cut -d' ' -f1 | LC_ALL=C sort | paste -sd' ' -)"
