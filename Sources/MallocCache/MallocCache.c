// A per-thread cache of small freed blocks in front of glibc's malloc, linked into the gtpush
// executable (and the tests that run the command line), never into the libraries.
//
// Why: every node of a file's syntax tree is a small heap block, and a file's tree is freed at once
// before the next file's is built. glibc's own per-thread cache keeps 7 blocks of each size; the
// rest of a freed tree goes to its shared bins, where the next file's allocations fetch them again
// through the slow path (bin search, consolidation). Keeping up to a bounded number of bytes per
// thread here lets the next tree reuse them at the cost of a list pop: `parse` spends 14% less
// CPU on Laravel and WordPress, 9% on Symfony (docs/benchmarks.md).
//
// The blocks are glibc's own: a block is taken from glibc with the size of its class, kept here
// when freed, and given back to glibc (`__libc_free`) when the cache is full or its thread ends.
// `realloc`, `calloc`, `malloc_usable_size` and the aligned allocators stay glibc's, and work on
// every block, cached or not, because each is a genuine glibc block.

#include "MallocCache.h"

#if defined(__linux__)
#include <features.h>  // says whether the C library is glibc
#endif

#if defined(__linux__) && defined(__GLIBC__)

#include <malloc.h>
#include <pthread.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);

enum {
    // Classes of 16 bytes up to 512: class k holds blocks that can hold 16k bytes.
    GRANULE = 16,
    CLASSES = 32,
    // The most a thread keeps: a large file's tree is a few times this; more saved no time on
    // Laravel, WordPress or Symfony and raised the peak (docs/benchmarks.md).
    THREAD_LIMIT = 1 << 20,
};

struct block { struct block *next; };

struct thread_cache {
    struct block *heads[CLASSES + 1];
    size_t bytes;
    int registered;
};

static __thread struct thread_cache cache;

static pthread_key_t exit_key;
static size_t released;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

// A thread's blocks go back to glibc when it ends; the key's value only makes the destructor run.
// A block freed after this (by a later destructor) registers the thread again, and glibc runs
// the destructors once more.
static void release_thread_cache(void *unused) {
    (void)unused;
    cache.registered = 0;
    for (int index = 1; index <= CLASSES; index++) {
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
    // Sizes 1 to 512 (0 wraps around and goes to glibc, as does everything larger).
    if (size - 1 < (size_t)CLASSES * GRANULE) {
        size_t index = (size + GRANULE - 1) / GRANULE;
        struct block *block = cache.heads[index];
        if (block) {
            cache.heads[index] = block->next;
            cache.bytes -= index * GRANULE;
            return block;
        }
        // The whole class's size, so that the block fits any request of the class when reused.
        return __libc_malloc(index * GRANULE);
    }
    return __libc_malloc(size);
}

void free(void *pointer) {
    if (!pointer) return;
    // A block of glibc's can hold its usable size; filed under the largest class it can serve.
    size_t index = malloc_usable_size(pointer) / GRANULE;
    if (index >= 1 && index <= CLASSES && cache.bytes + index * GRANULE <= THREAD_LIMIT) {
        if (!cache.registered) {
            cache.registered = 1;
            pthread_once(&exit_key_once, make_exit_key);
            pthread_setspecific(exit_key, &cache);
        }
        struct block *block = pointer;
        block->next = cache.heads[index];
        cache.heads[index] = block;
        cache.bytes += index * GRANULE;
        return;
    }
    __libc_free(pointer);
}

size_t gtpush_malloc_cache_bytes(void) { return cache.bytes; }
size_t gtpush_malloc_cache_released(void) { return __atomic_load_n(&released, __ATOMIC_RELAXED); }
int gtpush_malloc_cache_enabled(void) { return 1; }

#else

size_t gtpush_malloc_cache_bytes(void) { return 0; }
size_t gtpush_malloc_cache_released(void) { return 0; }
int gtpush_malloc_cache_enabled(void) { return 0; }

#endif
