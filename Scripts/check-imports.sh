#!/usr/bin/env bash
# Import and system-call boundaries (docs/architecture.md). Prints each violation; exits 1 if any.
#
# - The C library (Glibc, Darwin, Musl, ...) is imported only by EaselTerminal, the benchmark and
#   fuzz executables, test support and the test targets that drive processes and files
#   (EndToEnd, Terminal). The `easel` executable imports none: what its wiring needs of the
#   system (exit, descriptors 0-2, signal meanings, files, folders, pids) EaselTerminal provides.
#   EaselTerminal re-exports nothing, so no importer receives the C library through it.
# - No file in Sources/ outside EaselTerminal makes a C library call (easel-bench and EaselFuzz
#   keep theirs: clocks, reads, getrusage, libFuzzer's entry point). A call is the name of a C
#   system function (stat, open, read, write, close, mkdir, unlink, rename, kill, getpid, getcwd,
#   opendir, readdir, poll, ioctl, tcsetattr, signal, sigaction, fork, exec*, exit, ... below)
#   followed by "(", unqualified or qualified as `Glibc.`; a method call (`session.read(`) is
#   not one, and neither is a name the module declares as a function of its own (`func write`
#   in the file format's encoder). Any `Glibc.` (or Darwin, Musl) qualified name counts too.
#   Comments and one-line string literals are ignored.
# - Only EaselFileFormat and the executables may import Foundation, and never full Foundation
#   (FoundationEssentials has the JSON coders without ICU).
# - EaselTerminal imports no Easel module; the other modules import only the ones below them.
# - Every target declares in Package.swift each Easel module it imports.
set -u
cd "$(dirname "$0")/.."
status=0
report() { echo "import check: $1"; status=1; }
import_re='^\s*(@\w+ |(public|package|internal|fileprivate|private) )*import( (struct|class|enum|protocol|typealias|func|var|let))?'
c_libraries='Glibc|SwiftGlibc|Darwin|Musl|Bionic|Android|WASILibc|ucrt|CRT|WinSDK'
c_calls='stat|lstat|fstat|fstatat|statx|open|openat|creat|read|readv|pread|write|writev|pwrite|close'
c_calls+='|mkdir|mkdirat|mkdtemp|rmdir|unlink|unlinkat|rename|renameat|link|symlink|readlink|realpath'
c_calls+='|chmod|fchmod|chown|truncate|ftruncate|fsync|fdatasync|access|umask|kill|raise|getpid|getppid'
c_calls+='|getuid|geteuid|getcwd|chdir|opendir|readdir|closedir|scandir|poll|ppoll|select|epoll_wait'
c_calls+='|ioctl|fcntl|tcgetattr|tcsetattr|tcflush|cfmakeraw|isatty|ttyname|signal|sigaction|sigprocmask'
c_calls+='|pthread_sigmask|fork|vfork|execv|execve|execvp|execvpe|execl|execle|execlp|posix_spawn'
c_calls+='|posix_spawnp|system|popen|waitpid|pipe|pipe2|dup|dup2|mmap|munmap|socket|connect'
c_calls+='|clock_gettime|gettimeofday|nanosleep|usleep|sleep|exit|_exit|atexit|abort|getenv|setenv'
c_calls+='|unsetenv|strerror|dlopen|dlsym'

while IFS= read -r file; do
  case "$file" in
    Sources/EaselTerminal/* | Sources/easel-bench/* | Sources/*Fuzz*/* | Tests/EaselTestSupport/* | Tests/EaselEndToEndTests/* | Tests/EaselTerminalTests/*) ;;
    *) grep -qE "$import_re ($c_libraries)\b" "$file" && report "$file imports the C library (only EaselTerminal, easel-bench, the fuzz targets and test support may)" ;;
  esac
  case "$file" in
    Sources/EaselTerminal/*) grep -qE '^\s*@_exported ' "$file" && report "$file re-exports a module: EaselTerminal hands out plain values, never the C library" ;;
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
    Sources/EaselImport/*) grep -qE "$import_re Easel(App|Terminal|Render|Tools|Commands|Input|FileFormat)\b" "$file" && report "$file: EaselImport may import only EaselGeometry, EaselDocument and EaselRaster" ;;
    Sources/EaselTools/*) grep -qE "$import_re Easel(App|Terminal|Render|Commands|FileFormat)\b" "$file" && report "$file imports a module above it" ;;
    Sources/EaselCommands/*) grep -qE "$import_re Easel(App|Terminal|Tools|Render|Raster|Document|FileFormat|Geometry)\b" "$file" && report "$file may import only EaselInput" ;;
    Sources/EaselApp/*) grep -qE "$import_re Easel(Terminal|FileFormat)\b" "$file" && report "$file: EaselApp may import the pure modules (EaselImport among them) but not EaselTerminal or EaselFileFormat: the shell reads and writes files" ;;
  esac
done < <(find Sources Tests -name '*.swift' | sort)

# Prints FILE:LINE: TEXT for each line of the files that calls one of `names` (or uses the C
# library by name), after blanking comments and one-line string literals. Plain ERE with
# bracketed classes, so any awk (mawk, gawk, busybox) reads it the same.
c_calls_in() {
  local names=$1
  shift
  awk -v call="(^|[^.A-Za-z0-9_])(($c_libraries)[.])?($names)[ \t]*[(]" \
    -v declaration="(func|case)[ \t]+($names)[ \t]*[(]" \
    -v qualified="(^|[^A-Za-z0-9_])($c_libraries)[.][A-Za-z_]" '
    {
      code = $0
      gsub(/"([^"\\]|\\.)*"/, "\"\"", code)
      sub(/\/\/.*$/, "", code)
      if ((code ~ call && code !~ declaration) || code ~ qualified) print FILENAME ":" FNR ": " $0
    }' "$@"
}

for module in Sources/*/; do
  case "$module" in Sources/EaselTerminal/ | Sources/easel-bench/ | Sources/*Fuzz*/) continue ;; esac
  # The module's own functions with a C library name are its own to call.
  own=$(grep -rhoE "\bfunc ($c_calls)\b" --include='*.swift' "$module" | sed 's/^func //' | sort -u)
  names=""
  for name in ${c_calls//|/ }; do
    [[ $'\n'$own$'\n' == *$'\n'$name$'\n'* ]] || names+="${names:+|}$name"
  done
  mapfile -t files < <(find "$module" -name '*.swift' | sort)
  [ ${#files[@]} -eq 0 ] && continue
  while IFS= read -r hit; do
    report "${hit%%: *} calls the C library (only EaselTerminal makes system calls):${hit#*:*:}"
  done < <(c_calls_in "$names" "${files[@]}")
done

# In EaselTerminal every call that takes a path goes through PathCall (SystemPath.swift), so a
# file name that is not UTF-8 reaches the system as its own bytes, never as U+FFFD's. A call
# here has an argument: `stat()` alone is the struct's initializer.
path_calls='open|openat|creat|stat|lstat|statx|access|faccessat|readlink|realpath|rename|renameat'
path_calls+='|unlink|unlinkat|mkdir|mkdirat|rmdir|chmod|chown|lchown|truncate|opendir|mkfifo|mknod'
path_calls+='|symlink|link|chdir|fopen|execv|execve|execvp'
mapfile -t files < <(find Sources/EaselTerminal -name '*.swift' ! -name SystemPath.swift | sort)
while IFS= read -r hit; do
  report "${hit%%: *} passes a path to the C library itself (use PathCall, SystemPath.swift):${hit#*:*:}"
done < <(awk -v call="(^|[^.A-Za-z0-9_])(Glibc[.])?($path_calls)[ \t]*[(][ \t]*[^) \t]" \
  -v declaration="(func|case)[ \t]+($path_calls)[ \t]*[(]" '
  {
    code = $0
    gsub(/"([^"\\]|\\.)*"/, "\"\"", code)
    sub(/\/\/.*$/, "", code)
    if (code ~ call && code !~ declaration) print FILENAME ":" FNR ": " $0
  }' "${files[@]}")

# Every Easel module a target imports is one it declares in Package.swift: an undeclared import
# only builds while another dependency happens to bring the module in.
while IFS= read -r problem; do
  report "$problem"
done < <(swift package dump-package 2> /dev/null | python3 -c '
import json, os, re, sys
package = json.load(sys.stdin)
imports = re.compile(r"^\s*(?:@\w+\s+)*import\s+(Easel\w*|easel)\b", re.M)
for target in package["targets"]:
    declared = {list(dependency.values())[0][0] for dependency in target["dependencies"]}
    folder = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])
    for root, _, names in os.walk(folder):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            for module in sorted(set(imports.findall(open(path, encoding="utf-8").read()))):
                if module != target["name"] and module not in declared:
                    print("%s imports %s, which the target %s does not declare in Package.swift" % (path, module, target["name"]))
')

[ $status -eq 0 ] && echo "import check: ok"
exit $status
