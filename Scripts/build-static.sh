#!/usr/bin/env bash
# Scripts/build-static.sh: builds the release `easel` that needs only glibc at run time and
# prints its path. `--static-swift-stdlib` alone still links libstdc++.so.6 and libgcc_s.so.1 on
# this toolchain, so libstdc++ comes from gcc's static archive (a folder holding only
# libstdc++.a is searched first) and libgcc with -static-libgcc. The commit is stamped in
# (Scripts/stamp-commit.sh) for the build and the stamp removed after it. Scratch: .build-static.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH=/opt/swift/usr/bin:$PATH
fi
scratch=${EASEL_STATIC_SCRATCH:-.build-static}
archive=$(g++ -print-file-name=libstdc++.a 2>/dev/null || gcc -print-file-name=libstdc++.a)
[ -f "$archive" ] || { echo "build-static: libstdc++.a not found (install libstdc++-12-dev)" >&2; exit 1; }
mkdir -p "$scratch/static-libs"
ln -sf "$(realpath "$archive")" "$scratch/static-libs/libstdc++.a"
Scripts/stamp-commit.sh > /dev/null
trap 'Scripts/stamp-commit.sh --remove' EXIT
swift build -c release --product easel --scratch-path "$scratch" --static-swift-stdlib \
  -Xlinker -L"$PWD/$scratch/static-libs" -Xswiftc -Xclang-linker -Xswiftc -static-libgcc >&2
echo "$PWD/$scratch/release/easel"
