#include "EaselBuildInfo.h"

// commit.h (git-ignored) holds one line, `#define EASEL_BUILD_COMMIT "a85547c"`, written by
// Scripts/stamp-commit.sh; without it (a plain `swift build`, a tarball) the commit is unknown.
#if __has_include("commit.h")
#include "commit.h"
#endif
#ifndef EASEL_BUILD_COMMIT
#define EASEL_BUILD_COMMIT ""
#endif

const char *easel_build_commit(void) { return EASEL_BUILD_COMMIT; }
