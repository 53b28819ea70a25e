#!/usr/bin/env bash
# Import boundaries (docs/architecture.md): only the terminal module, the executables, fuzz
# targets and test support import Glibc; only the file-format module and the executables import
# Foundation, and never full Foundation (FoundationEssentials has the JSON coders without ICU);
# EaselTerminal imports no Easel module. Prints each violation; exits 1 if there is any.
set -u
cd "$(dirname "$0")/.."
status=0
report() { echo "import check: $1"; status=1; }
import_re='^\s*(@preconcurrency |@testable )?import'
while IFS= read -r file; do
  case "$file" in
    Sources/EaselTerminal/* | Sources/easel/* | Sources/easel-bench/* | Sources/*Fuzz*/* | Tests/EaselTestSupport/* | Tests/EaselEndToEndTests/* | Tests/EaselTerminalTests/*) ;;
    *) grep -qE "$import_re (Glibc|Darwin|Musl)\b" "$file" && report "$file imports the C library (only EaselTerminal and the executables may)" ;;
  esac
  case "$file" in
    Sources/EaselFileFormat/* | Sources/easel/* | Sources/easel-bench/*) ;;
    *) grep -qE "$import_re (Foundation|FoundationEssentials)\b" "$file" && report "$file imports Foundation (only EaselFileFormat and the executables may)" ;;
  esac
  grep -qE "$import_re Foundation\s*$" "$file" && report "$file imports full Foundation; use FoundationEssentials"
  case "$file" in
    Sources/EaselTerminal/*) grep -qE "$import_re Easel" "$file" && report "$file: EaselTerminal must not import Easel modules" ;;
  esac
  case "$file" in
    Sources/EaselInput/* | Sources/EaselGeometry/*) grep -qE "$import_re Easel(App|Terminal|Render|Raster|Tools|Commands|Document|FileFormat)\b" "$file" && report "$file imports a module above it" ;;
    Sources/EaselDocument/* | Sources/EaselFileFormat/*) grep -qE "$import_re Easel(App|Terminal|Render|Raster|Tools|Commands|Input)\b" "$file" && report "$file imports a module above it" ;;
    Sources/EaselRaster/*) grep -qE "$import_re Easel(App|Terminal|Render|Tools|Commands|Input|FileFormat)\b" "$file" && report "$file: EaselRaster may import only EaselDocument and EaselGeometry" ;;
    Sources/EaselRender/*) grep -qE "$import_re Easel(App|Terminal|Tools|Commands|Input|FileFormat)\b" "$file" && report "$file imports a module above it" ;;
    Sources/EaselTools/*) grep -qE "$import_re Easel(App|Terminal|Render|Commands|FileFormat)\b" "$file" && report "$file imports a module above it" ;;
    Sources/EaselCommands/*) grep -qE "$import_re Easel(App|Terminal|Tools|Render|Raster|Document|FileFormat|Geometry)\b" "$file" && report "$file may import only EaselInput" ;;
  esac
done < <(find Sources Tests -name '*.swift' | sort)
[ $status -eq 0 ] && echo "import check: ok"
exit $status
