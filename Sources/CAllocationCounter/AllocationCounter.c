// A counting allocator for `carousel bench`: it interposes the C allocation functions in the
// `carousel` executable and forwards every call to glibc's own implementation, counting calls
// while counting is switched on. Nothing else changes: the memory comes from glibc as usual.

#include "AllocationCounter.h"

#include <errno.h>  // any libc header defines __GLIBC__ on glibc
#include <stdatomic.h>
#include <stddef.h>

// CAROUSEL_NO_INTERPOSE: build without the counting allocator (Scripts/fuzz.sh, where
// AddressSanitizer interposes the allocation functions itself).
#if defined(__linux__) && defined(__GLIBC__) && !defined(CAROUSEL_NO_INTERPOSE)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic int counting = 0;
static _Atomic unsigned long long allocations = 0;

static inline void count(void) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  }
}

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t count_, size_t size) { count(); return __libc_calloc(count_, size); }
void *realloc(void *pointer, size_t size) { count(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

int carousel_allocation_counting_available(void) { return 1; }
void carousel_allocation_counting(int enabled) { atomic_store(&counting, enabled); }
unsigned long long carousel_allocation_count(void) { return atomic_load(&allocations); }

#else

int carousel_allocation_counting_available(void) { return 0; }
void carousel_allocation_counting(int enabled) { (void)enabled; }
unsigned long long carousel_allocation_count(void) { return 0; }

#endif
