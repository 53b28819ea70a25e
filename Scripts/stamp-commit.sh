#!/usr/bin/env bash
# Scripts/stamp-commit.sh [--remove]: bakes the commit into the next build of `easel`.
# Writes Sources/EaselBuildInfo/commit.h (git-ignored): `#define EASEL_BUILD_COMMIT "a85547c"`,
# with "-dirty" when tracked files differ from HEAD; outside a git checkout it writes nothing, and
# `easel --version` says "(unknown)". --remove deletes the stamp again (install.sh and
# package-deb.sh remove it after their build, so a later plain `swift build` never shows a stale
# commit). The binary makes no git call at run time.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=Sources/EaselBuildInfo/commit.h
# A header that appears or goes is not in the build's dependency list: touching the source makes
# the next build compile it again.
changed() { touch Sources/EaselBuildInfo/BuildInfo.c; }
if [ "${1:-}" = "--remove" ]; then
  [ ! -f "$stamp" ] || { rm -f "$stamp"; changed; }
  exit 0
fi
if ! commit=$(git rev-parse --short=7 HEAD 2>/dev/null); then
  [ ! -f "$stamp" ] || { rm -f "$stamp"; changed; }
  echo "stamp-commit: not a git checkout; the version will say (unknown)" >&2
  exit 0
fi
git diff --quiet HEAD -- 2>/dev/null || commit="$commit-dirty"
line="#define EASEL_BUILD_COMMIT \"$commit\""
# Rewrite only when it changes, so an unchanged stamp does not rebuild anything.
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$line" ]; then
  printf '%s\n' "$line" > "$stamp"
  changed
fi
echo "$commit"
