#ifndef CSYSTEMCALLS_H
#define CSYSTEMCALLS_H

/// Opens `path` (relative, no `..`) below the folder `folder` in one call, refusing a
/// symbolic link at any component: Linux's openat2(2) with RESOLVE_NO_SYMLINKS and
/// RESOLVE_BENEATH, Darwin's openat(2) with O_NOFOLLOW_ANY. Returns the descriptor, or
/// -1 with errno set (ELOOP for a link on the way; ENOSYS where neither exists).
///
///     int file = csystemcalls_open_beneath(root, "Tests/Snapshots/A/b.txt", O_RDONLY | O_CLOEXEC);
int csystemcalls_open_beneath(int folder, const char *path, int flags);

#endif
