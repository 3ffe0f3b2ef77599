#ifndef CAROUSEL_ALLOCATION_COUNTER_H
#define CAROUSEL_ALLOCATION_COUNTER_H

/// Whether this platform's allocations can be counted (glibc: yes).
int carousel_allocation_counting_available(void);

/// Starts or stops counting heap allocations (malloc, calloc, realloc, memalign families).
void carousel_allocation_counting(int enabled);

/// The number of allocations counted since the process started.
unsigned long long carousel_allocation_count(void);

#endif
