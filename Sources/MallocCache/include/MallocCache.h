#ifndef GTPUSH_MALLOC_CACHE_H
#define GTPUSH_MALLOC_CACHE_H

#include <stddef.h>

/// Turns the cache on for the rest of the process (`parse` does, before it reads the files).
void gtpush_malloc_cache_enable(void);

/// Bytes of freed small blocks the calling thread holds for reuse (0 where the cache is not built).
size_t gtpush_malloc_cache_bytes(void);

/// Bytes of cached blocks that ending threads have given back to glibc since the process started.
size_t gtpush_malloc_cache_released(void);

/// Whether this build can put the cache in front of the C library's allocator (glibc only).
int gtpush_malloc_cache_available(void);

#endif
