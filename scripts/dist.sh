#!/usr/bin/env bash
# Packs a built gtpush for people without Swift: `make dist` runs it on the binary it built, the
# release workflow on each platform's (.github/workflows/release.yml).
#
#   scripts/dist.sh BINARY [DIR [PLATFORM]]
#
# writes DIR/gtpush-VERSION-PLATFORM.tar.gz, holding one file, `gtpush` (mode 755, stripped with
# $STRIP, default `strip`; STRIP=: keeps the symbols), and DIR/gtpush-VERSION-PLATFORM.tar.gz.sha256,
# one line as `sha256sum` writes it, so `sha256sum -c` (or `shasum -a 256 -c`) checks the archive.
# DIR defaults to dist. PLATFORM is OS-ARCH: `linux` or `macos`, then `uname -m` (x86_64,
# aarch64, arm64), or what is given (`macos-universal` for a lipo'd binary). VERSION is what the
# stripped binary says with --version, so the binary runs once on the machine that packs it.
# The archive's one entry is owned by 0:0 with the binary's time; it prints the archive's path.
set -euo pipefail
binary=${1:?usage: scripts/dist.sh BINARY [DIR [PLATFORM]]}
dir=${2:-dist}
platform=${3:-}
if [ -z "$platform" ]; then
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=macos ;;
    *) os=$(uname -s | tr '[:upper:]' '[:lower:]') ;;
  esac
  platform="$os-$(uname -m)"
fi

mkdir -p "$dir"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp "$binary" "$stage/gtpush"
chmod 755 "$stage/gtpush"
${STRIP:-strip} "$stage/gtpush"
touch -r "$binary" "$stage/gtpush"
version=$("$stage/gtpush" --version | sed -n 's/^gtpush \([^ ]*\).*/\1/p')
if [ -z "$version" ]; then
  echo "dist.sh: $binary --version does not say 'gtpush VERSION'" >&2
  exit 1
fi

archive="gtpush-$version-$platform.tar.gz"
if tar --version 2>/dev/null | grep -q 'GNU tar'; then
  owner=(--owner=0 --group=0 --numeric-owner)
else
  owner=(--uid 0 --gid 0)                    # bsdtar (macOS)
fi
# COPYFILE_DISABLE: macOS's tar adds no ._gtpush file of extended attributes.
COPYFILE_DISABLE=1 tar "${owner[@]}" -C "$stage" -cf - gtpush | gzip -n -9 > "$dir/$archive.tmp"
mv "$dir/$archive.tmp" "$dir/$archive"
if command -v sha256sum >/dev/null 2>&1; then
  sum=$(sha256sum "$dir/$archive" | cut -d' ' -f1)
else
  sum=$(shasum -a 256 "$dir/$archive" | cut -d' ' -f1)
fi
printf '%s  %s\n' "$sum" "$archive" > "$dir/$archive.sha256"
echo "$dir/$archive"
