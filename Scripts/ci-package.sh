#!/usr/bin/env bash
# Scripts/ci-package.sh: the CI step for issue 17 (run as root on a clean checkout). Builds the
# static release binary and checks that `ldd` lists only glibc's libraries and that it runs
# alone in a chroot holding nothing but those libraries and the loader (copied from the host)
# and /proc:
# --version, render, keys on piped bytes. Then builds the .deb, installs it with apt-get,
# smoke-tests it (--version, man -w, render), checks the man page with groff -ww, checks it with lintian when that installs, and
# removes it again.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=C.UTF-8
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
missing=()
need man man-db
need groff groff
need dpkg-deb dpkg
[ ${#missing[@]} -eq 0 ] || { apt-get update -qq && apt-get install -y -qq "${missing[@]}" > /dev/null; }

binary=$(nice Scripts/build-static.sh)
echo "package: $("$binary" --version)"
libraries=$(ldd "$binary" | awk '{print $1}' | grep -vE '^(linux-vdso\.so\.1|/lib64/ld-linux-x86-64\.so\.2|lib(c|m|dl|pthread|rt)\.so\.[0-9]+)$' || true)
[ -z "$libraries" ] || { echo "package: the static binary links more than glibc: $libraries" >&2; exit 1; }
echo "package: ldd lists only glibc"

# The Swift runtime reads /proc/self (the arguments), so the chroot gets a /proc and nothing else.
root=$(mktemp -d)
trap 'umount "$root/proc" 2>/dev/null || true; rm -rf "$root"' EXIT
mkdir -p "$root/bin" "$root/tmp" "$root/proc"
mount -t proc proc "$root/proc"
for library in $(ldd "$binary" | grep -oE '/[^ ]+\.so[^ ]*'); do
  mkdir -p "$root$(dirname "$library")"
  cp -L "$library" "$root$library"
done
cp "$binary" "$root/bin/easel"
cp docs/examples/flowchart.easel "$root/tmp/"
chroot "$root" /bin/easel --version
chroot "$root" /bin/easel render /tmp/flowchart.easel | head -3
printf 'ab\033[A' | chroot "$root" /bin/easel keys --count
umount "$root/proc"
echo "package: runs in a glibc-only chroot"

# The man page renders without a single warning (issue 17: `groff -ww -z` clean).
warnings=$(groff -man -ww -z docs/easel.1 2>&1) || true
[ -z "$warnings" ] || { echo "package: groff warns about docs/easel.1: $warnings" >&2; exit 1; }
echo "package: groff -ww renders docs/easel.1 without warnings"

deb=$(Scripts/package-deb.sh --binary "$binary")
apt-get install -y -qq "$deb" > /dev/null
easel --version
man -w easel
easel render docs/examples/flowchart.easel | head -3
if command -v lintian >/dev/null 2>&1 || apt-get install -y -qq lintian > /dev/null 2>&1; then
  lintian --fail-on error,warning "$deb" || { echo "package: lintian complains" >&2; exit 1; }
  echo "package: lintian clean"
else
  echo "package: lintian not installable here; skipped"
fi
apt-get remove -y -qq easel > /dev/null
# bash remembers where it last found easel, so ask dpkg and the file system, not `command -v`.
hash -r
if dpkg -s easel > /dev/null 2>&1 || [ -e /usr/bin/easel ] || [ -e /usr/share/man/man1/easel.1.gz ]; then
  echo "package: easel still installed" >&2
  exit 1
fi
rm -f "$deb"
echo "package: installed, smoke-tested and removed $(basename "$deb")"
