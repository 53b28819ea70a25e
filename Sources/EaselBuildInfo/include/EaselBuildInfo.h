#ifndef EASEL_BUILD_INFO_H
#define EASEL_BUILD_INFO_H

/// The commit the binary was built from ("a85547c", "a85547c-dirty"), or "" when it was not
/// stamped: `Scripts/stamp-commit.sh` writes the ignored `commit.h` beside BuildInfo.c before a
/// release build (install.sh and package-deb.sh do); a plain `swift build` has none.
const char *easel_build_commit(void);

#endif
