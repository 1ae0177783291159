#include "CSystemCalls.h"

#include <errno.h>
#include <fcntl.h>

#if defined(__linux__)
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_openat2
#define SYS_openat2 437 /* the same number on every Linux architecture (since 5.6) */
#endif

/* linux/openat2.h, written out: older kernel headers lack it. */
struct csystemcalls_open_how {
    uint64_t flags;
    uint64_t mode;
    uint64_t resolve;
};
#define CSYSTEMCALLS_RESOLVE_NO_SYMLINKS 0x04

int csystemcalls_open_without_links(int folder, const char *path, int flags) {
    struct csystemcalls_open_how how = {
        .flags = (uint64_t)(unsigned int)flags,
        .mode = 0,
        .resolve = CSYSTEMCALLS_RESOLVE_NO_SYMLINKS,
    };
    return (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
}

#elif defined(__APPLE__) && defined(O_NOFOLLOW_ANY)

int csystemcalls_open_without_links(int folder, const char *path, int flags) {
    return openat(folder, path, flags | O_NOFOLLOW_ANY);
}

#else

int csystemcalls_open_without_links(int folder, const char *path, int flags) {
    (void)folder;
    (void)path;
    (void)flags;
    errno = ENOSYS;
    return -1;
}

#endif
