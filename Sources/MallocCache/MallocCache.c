// A per-thread cache of small freed blocks in front of glibc's malloc, for `gtpush parse`: linked
// into the command line (and its tests), never into the libraries, and off until `parse` turns
// it on.
//
// Why: every node of a file's syntax tree is a small heap block, and `parse` frees a file's tree
// at once before it builds the next file's. glibc's own per-thread cache keeps 7 blocks of each
// size; the rest of a freed tree goes to its shared bins, where the next file's allocations fetch
// them again through the slow path (bin search, consolidation). Keeping a bounded number of bytes
// per thread here lets the next tree reuse them at the cost of a list pop: `parse` spent 14% less
// CPU on Laravel and WordPress (docs/benchmarks.md). `check` keeps its trees and parses few files;
// there the cache saved nothing and raised the peak, so it stays off.
//
// The blocks are glibc's own: a cached block is one glibc handed out for a request of its size
// class, kept here when freed, and given back to glibc (`__libc_free`) when the cache is full or
// its thread ends. `realloc`, `calloc`, `malloc_usable_size` and the aligned allocators stay
// glibc's and work on every block, cached or not.

#include "MallocCache.h"

#if defined(__linux__)
#include <features.h>  // says whether the C library is glibc
#endif

#if defined(__linux__) && defined(__GLIBC__)

#include <malloc.h>
#include <pthread.h>

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);

enum {
    // A class is a chunk size, in units of 16 bytes: glibc gives a request of n bytes a chunk of
    // (n + 8) rounded up to 16, at least 32, of which all but 8 bytes are usable. Chunks of 32 to
    // 544 bytes are cached.
    MIN_CLASS = 2,
    MAX_CLASS = 34,
    LARGEST_REQUEST = MAX_CLASS * 16 - 8,
    // The most a thread keeps. Twice as much saved 2–3% more CPU on Laravel and WordPress and a
    // tenth on Symfony's larger files, for a peak higher by as much on every thread
    // (docs/benchmarks.md).
    THREAD_LIMIT = 512 << 10,
};

struct block { struct block *next; };

struct thread_cache {
    struct block *heads[MAX_CLASS + 1];
    size_t bytes;
    int registered;
};

static __thread struct thread_cache cache;

static int enabled;
static size_t released;
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

// A thread's blocks go back to glibc when it ends; the key's value only makes the destructor run.
// A block freed after this (by a later destructor) registers the thread again, and glibc runs
// the destructors once more.
static void release_thread_cache(void *unused) {
    (void)unused;
    cache.registered = 0;
    for (int index = MIN_CLASS; index <= MAX_CLASS; index++) {
        struct block *block = cache.heads[index];
        while (block) {
            struct block *next = block->next;
            __libc_free(block);
            block = next;
        }
        cache.heads[index] = NULL;
    }
    __atomic_fetch_add(&released, cache.bytes, __ATOMIC_RELAXED);
    cache.bytes = 0;
}

static void make_exit_key(void) {
    pthread_key_create(&exit_key, release_thread_cache);
}

void *malloc(size_t size) {
    // Empty lists while the cache is off: every request goes to glibc as it is.
    if (size - 1 < LARGEST_REQUEST) {
        size_t index = (size + 23) >> 4;
        if (index < MIN_CLASS) index = MIN_CLASS;
        struct block *block = cache.heads[index];
        if (block) {
            cache.heads[index] = block->next;
            cache.bytes -= index * 16;
            return block;
        }
    }
    return __libc_malloc(size);
}

void free(void *pointer) {
    if (!pointer) return;
    if (__atomic_load_n(&enabled, __ATOMIC_RELAXED)) {
        size_t index = (malloc_usable_size(pointer) + 8) >> 4;
        if (index >= MIN_CLASS && index <= MAX_CLASS && cache.bytes + index * 16 <= THREAD_LIMIT) {
            if (!cache.registered) {
                cache.registered = 1;
                pthread_once(&exit_key_once, make_exit_key);
                pthread_setspecific(exit_key, &cache);
            }
            struct block *block = pointer;
            block->next = cache.heads[index];
            cache.heads[index] = block;
            cache.bytes += index * 16;
            return;
        }
    }
    __libc_free(pointer);
}

void gtpush_malloc_cache_enable(void) { __atomic_store_n(&enabled, 1, __ATOMIC_RELAXED); }
size_t gtpush_malloc_cache_bytes(void) { return cache.bytes; }
size_t gtpush_malloc_cache_released(void) { return __atomic_load_n(&released, __ATOMIC_RELAXED); }
int gtpush_malloc_cache_available(void) { return 1; }

#else

void gtpush_malloc_cache_enable(void) {}
size_t gtpush_malloc_cache_bytes(void) { return 0; }
size_t gtpush_malloc_cache_released(void) { return 0; }
int gtpush_malloc_cache_available(void) { return 0; }

#endif
