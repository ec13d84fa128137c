// Tests for src/engine/parallel.hpp: the first failure is the smallest index.
#include <catch2/catch.hpp>

#include "search/parallel.hpp"

using namespace netcert;

TEST_CASE("parallel_find_first reports the smallest failing index on any thread count", "[core]") {
  for (int jobs : {1, 2, 7}) {
    RunContext ctx;
    ctx.jobs = jobs;
    auto r = parallel_find_first(100000, ctx, [](int64_t i, int) { return i % 9973 == 9972 || i == 55555; });
    CHECK(r.first_failure == 9972);
    auto none = parallel_find_first(1000, ctx, [](int64_t, int) { return false; });
    CHECK(none.first_failure == -1);
    CHECK(none.checked == 1000);
  }
}
