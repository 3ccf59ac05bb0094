#!/usr/bin/env bash
# The tests' copies of the team's shared cases: ../shared/FOLDER is copied to
# Tests/Fixtures/SDKCases/FOLDER, so a clone with nothing beside it passes its tests.
#
#   scripts/sync-shared-cases.sh [--check] [--from DIR] [FOLDER...]
#
# FOLDER... defaults to the folders already under SDKCases/ (today cases, cases-oop and seeds);
# name a new one once (`scripts/sync-shared-cases.sh cases-v2`) and it is synced and checked from
# then on. Each copy is replaced whole, so a file removed from ../shared goes from the copy too.
# --check changes nothing: it prints what differs and exits 1 when a copy is not ../shared's
# (.ci/run runs it when ../shared is there). --from names the shared folder (default ../shared).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fixtures="$root/Tests/Fixtures/SDKCases"
shared="$root/../shared"
check=0
folders=()
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=1 ;;
    --from) shift; shared="${1:?--from needs a folder}" ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "sync-shared-cases: unknown option $1" >&2; exit 2 ;;
    *) folders+=("${1%/}") ;;
  esac
  shift
done

if [ ! -d "$shared" ]; then
  echo "sync-shared-cases: $shared is not a folder" >&2
  exit 2
fi
shared=$(cd "$shared" && pwd)
if [ ${#folders[@]} -eq 0 ]; then
  for path in "$fixtures"/*/; do
    [ -d "$path" ] && folders+=("$(basename "$path")")
  done
fi
if [ ${#folders[@]} -eq 0 ]; then
  echo "sync-shared-cases: no folder named and none under ${fixtures#"$root"/}" >&2
  exit 2
fi

status=0
for folder in "${folders[@]}"; do
  case "$folder" in
    */*|.|..|'') echo "sync-shared-cases: '$folder' is not a folder name" >&2; exit 2 ;;
  esac
  if [ ! -d "$shared/$folder" ]; then
    echo "sync-shared-cases: $shared/$folder is missing" >&2
    status=1
    continue
  fi
  if [ $check -eq 1 ]; then
    if ! diff -r "$shared/$folder" "$fixtures/$folder" >/dev/null 2>&1; then
      echo "sync-shared-cases: ${fixtures#"$root"/}/$folder differs from $shared/$folder:" >&2
      diff -rq "$shared/$folder" "$fixtures/$folder" >&2 || true
      status=1
    else
      echo "sync-shared-cases: $folder matches $shared/$folder ($(find "$shared/$folder" -type f | wc -l | tr -d ' ') files)"
    fi
  else
    rm -rf "$fixtures/$folder"
    mkdir -p "$fixtures/$folder"
    # Plain copies: ../shared is read-only, the fixtures are the repository's files.
    (cd "$shared/$folder" && find . -type f -print0 | while IFS= read -r -d '' file; do
      mkdir -p "$fixtures/$folder/$(dirname "$file")"
      cat "$file" > "$fixtures/$folder/$file"
    done)
    echo "sync-shared-cases: $folder: $(find "$fixtures/$folder" -type f | wc -l | tr -d ' ') files copied from $shared/$folder"
  fi
done
if [ $status -ne 0 ] && [ $check -eq 1 ]; then
  echo "sync-shared-cases: run scripts/sync-shared-cases.sh to refresh the copies, and commit them" >&2
fi
exit $status
