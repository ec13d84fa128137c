// tswitch_gen.hpp — RapidCheck generators for T-switch configurations (seed 002).
//
// Built from named parts and weighted toward the edge cases of the paper's
// claims: configurations in the claimed optimal sets (paired ports, k/2 + k/2,
// one side only) and their one-swap neighbours, next to uniformly random ones.
#pragma once
#include <rapidcheck.h>

#include <algorithm>
#include <numeric>
#include <vector>

#include "net/tswitch_config.hpp"

namespace netcert::gen {

// A uniformly random k-subset of the 2k ports.
inline rc::Gen<Sides> random_sides(int k) {
  return rc::gen::map(rc::gen::container<std::vector<int>>(static_cast<size_t>(2 * k), rc::gen::arbitrary<int>()),
                      [k](const std::vector<int>& keys) {
                        std::vector<int> order(2 * k);
                        std::iota(order.begin(), order.end(), 0);
                        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return keys[a] < keys[b]; });
                        Sides x(2 * k, 0);
                        for (int i = 0; i < k; ++i) x[order[i]] = 1;
                        return x;
                      });
}

// S^va: a random k/2 of the port pairs (l, l+k) on side alpha (k even).
inline rc::Gen<Sides> paired_sides(int k) {
  return rc::gen::map(random_sides(k / 2 > 0 ? k / 2 : 1), [k](const Sides& half) {
    Sides x(2 * k, 0);
    for (int j = 0; j < k && j < static_cast<int>(half.size()); ++j)
      if (half[j]) x[j] = x[k + j] = 1;
    return x;
  });
}

// S^vb: all down ports on one side.
inline rc::Gen<Sides> one_side_sides(int k) {
  return rc::gen::map(rc::gen::arbitrary<bool>(), [k](bool down) {
    Sides x(2 * k, 0);
    for (int j = 0; j < k; ++j) x[down ? j : k + j] = 1;
    return x;
  });
}

// A configuration with one alpha port swapped for a beta port.
inline rc::Gen<Sides> swap_one(rc::Gen<Sides> base) {
  return rc::gen::mapcat(std::move(base), [](const Sides& x) {
    return rc::gen::map(rc::gen::pair(rc::gen::inRange(0, 1 << 20), rc::gen::inRange(0, 1 << 20)),
                        [x](const std::pair<int, int>& r) {
                          std::vector<int> in, out;
                          for (size_t l = 0; l < x.size(); ++l) (x[l] ? in : out).push_back(static_cast<int>(l));
                          Sides y = x;
                          if (!in.empty() && !out.empty()) {
                            y[in[r.first % in.size()]] = 0;
                            y[out[r.second % out.size()]] = 1;
                          }
                          return y;
                        });
  });
}

// The mix used by the random engine and the tests.
inline rc::Gen<Sides> tswitch_sides(int k) {
  if (k % 2)  // no paired configurations exist
    return rc::gen::weightedOneOf<Sides>(
        {{3, random_sides(k)}, {2, one_side_sides(k)}, {1, swap_one(one_side_sides(k))}});
  return rc::gen::weightedOneOf<Sides>({{3, random_sides(k)},
                                        {2, one_side_sides(k)},
                                        {1, swap_one(one_side_sides(k))},
                                        {3, paired_sides(k)},
                                        {2, swap_one(paired_sides(k))}});
}

}  // namespace netcert::gen
