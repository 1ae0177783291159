#ifndef CSYSTEMCALLS_H
#define CSYSTEMCALLS_H

/// Opens `path` (relative to the folder `folder`, or absolute) in one call, refusing a
/// symbolic link at any component: Linux's openat2(2) with RESOLVE_NO_SYMLINKS, Darwin's
/// openat(2) with O_NOFOLLOW_ANY. Returns the descriptor, or -1 with errno set (ELOOP for
/// a link on the way; ENOSYS where neither exists).
///
///     int file = csystemcalls_open_without_links(AT_FDCWD, "/app/Tests/Snapshots/A/b.txt", O_RDONLY | O_CLOEXEC);
int csystemcalls_open_without_links(int folder, const char *path, int flags);

#endif
