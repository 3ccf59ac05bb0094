#ifndef GTPUSH_MALLOC_CACHE_H
#define GTPUSH_MALLOC_CACHE_H

#include <stddef.h>

/// Bytes of freed small blocks the calling thread holds for reuse (0 where the cache is not built).
size_t gtpush_malloc_cache_bytes(void);

/// Bytes glibc has handed out and not been given back, cached blocks included (0 where the cache
/// is not built): what the tests weigh the cache against.
size_t gtpush_malloc_in_use(void);

/// Whether this build puts the cache in front of the C library's allocator (glibc only).
int gtpush_malloc_cache_enabled(void);

#endif
