// huge_pages.cpp — the netcert executable's operator new: blocks of 4 MiB and more
// are 2 MiB-aligned and advised MADV_HUGEPAGE (transparent huge pages).
//
// Why: the big engines fill arrays of hundreds of MB once (butterfly placements,
// fabric tables), and on a virtual machine each 4 KiB first-touch fault costs
// microseconds: `butterfly.mprime_isomorphism` u=19 spent about 40% of its time
// in the fault path (BENCHMARKS.md, "Huge pages"). Where the host has taken free
// memory back (free page reporting), a huge page costs more than its 512 small
// ones; measured both ways here, small pages were no better (BENCHMARKS.md, "Cold pages").
// glibc can do the same with GLIBC_TUNABLES=glibc.malloc.hugetlb=1, but only when
// the user sets it before start; a replacement operator new is the standard's hook for this, and it is
// hand-written because no Debian library offers it for one executable.
//
// Only the executable replaces operator new (a library must not: netcert_lib's
// callers keep their allocator). Sanitizer builds keep their own operator new.
#include <sys/mman.h>

#include <cstdlib>
#include <new>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define NETCERT_SANITIZED_NEW 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define NETCERT_SANITIZED_NEW 1
#endif

#ifndef NETCERT_SANITIZED_NEW

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;
constexpr std::size_t kHugeFrom = std::size_t{4} << 20;  // below this, a huge page would mostly be waste

void* allocate(std::size_t size) noexcept {
  if (size >= kHugeFrom) {
    const std::size_t rounded = (size + kHugePage - 1) & ~(kHugePage - 1);
    if (void* p = std::aligned_alloc(kHugePage, rounded)) {
      // Advice only: a kernel without transparent huge pages ignores it (EINVAL), the block stays usable.
      (void)madvise(p, rounded, MADV_HUGEPAGE);
      return p;
    }
    return nullptr;
  }
  return std::malloc(size == 0 ? 1 : size);
}

// The standard's loop: call the new-handler until it gives memory or there is no handler.
void* allocate_or_throw(std::size_t size) {
  for (;;) {
    if (void* p = allocate(size)) return p;
    std::new_handler handler = std::get_new_handler();
    if (!handler) throw std::bad_alloc();
    handler();
  }
}

}  // namespace

// The nothrow and array forms of libstdc++ call these two; the aligned forms
// (align_val_t) use aligned_alloc and free, which this memory is compatible with.
void* operator new(std::size_t size) { return allocate_or_throw(size); }
void* operator new[](std::size_t size) { return allocate_or_throw(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

#endif  // NETCERT_SANITIZED_NEW
