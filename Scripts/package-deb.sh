#!/usr/bin/env bash
# Scripts/package-deb.sh [--binary PATH] [--out DIR]: builds easel_VERSION_amd64.deb with
# dpkg-deb (in DIR, default the checkout) and prints its path. The package holds the static
# binary (/usr/bin/easel; it needs only libc6), the man page, the bash, zsh and fish completions
# in their Debian places, the documents, and the Debian copyright and changelog; everything is
# laid out by Scripts/install.sh --prefix /usr with DESTDIR.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=
out=$PWD
while [ $# -gt 0 ]; do
  case $1 in
    --binary) binary=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    *) echo "package-deb.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[ -n "$binary" ] || binary=$(Scripts/build-static.sh)
version=$("$binary" --version | sed -E 's/^easel ([^ ]+).*/\1/')
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
DESTDIR=$stage Scripts/install.sh --prefix /usr --binary "$binary" > /dev/null
strip --strip-unneeded "$stage/usr/bin/easel" 2>/dev/null || true
# Debian places: bash-completion's folder, zsh's vendor-completions, fish's vendor folder.
mkdir -p "$stage/usr/share/zsh/vendor-completions"
mv "$stage/usr/share/zsh/site-functions/_easel" "$stage/usr/share/zsh/vendor-completions/_easel"
rmdir "$stage/usr/share/zsh/site-functions"
gzip -9n "$stage/usr/share/man/man1/easel.1"
doc=$stage/usr/share/doc/easel
rm -f "$doc/LICENSE"
gzip -9n "$doc/CHANGELOG.md"
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: easel"
  echo
  echo "Files: *"
  echo "Copyright: 2026 The Easel authors"
  echo "License: MIT"
  sed '1,/^Permission/{/^Permission/!d}' LICENSE | sed 's/^$/./; s/^/ /'
} > "$doc/copyright"
date=$(git log -1 --format=%aD 2>/dev/null || date -R)
printf 'easel (%s) unstable; urgency=low\n\n  * Release %s; see /usr/share/doc/easel/CHANGELOG.md.gz.\n\n -- Easel maintainers <easel@example.org>  %s\n' \
  "$version" "$version" "$date" | gzip -9n > "$doc/changelog.gz"
find "$stage" -type d -exec chmod 755 {} +
size=$(du -sk "$stage/usr" | cut -f1)
mkdir -p "$stage/DEBIAN"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: easel
Version: $version
Architecture: $arch
Maintainer: Easel maintainers <easel@example.org>
Installed-Size: $size
Depends: libc6 (>= 2.34)
Section: graphics
Priority: optional
Description: terminal canvas editor for box-and-line diagrams
 Easel draws rectangles, ellipses, connectors that follow the shapes they
 join, text and free-hand strokes in any terminal with a mouse, over SSH too,
 and exports them as text or SVG.
CONTROL
(cd "$stage" && find usr -type f -exec md5sum {} + > DEBIAN/md5sums)
package="$out/easel_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build "$stage" "$package" > /dev/null
echo "$package"
