// kary_destro_minmax_check.cpp — per-level lower bound of any minimal routing and DESTRO's walked
// maximum (kary_destro_minmax_check.hpp).
#include "check/kary_destro_minmax_check.hpp"

#include <algorithm>
#include <stdexcept>

#include "check/tswitch_check.hpp"
#include "net/kary_ntree.hpp"

namespace netcert {

namespace {

// The most significant base-k digit where h and hp differ (h != hp).
int first_difference_digit(int k, int n, uint64_t h, uint64_t hp) {
  uint64_t weight = 1;
  for (int i = 1; i < n; ++i) weight *= k;
  for (int i = n - 1; i >= 0; --i, weight /= k)
    if ((h / weight) % k != (hp / weight) % k) return i;
  return -1;
}

}  // namespace

std::vector<LevelLoads> checked_minmax_levels(int k, int n) {
  const KaryNTree t(k, n);
  if (t.terminals() > kMaxCheckedMinmaxTerminals) throw std::invalid_argument("destro minmax: k^n above 4096");
  const uint64_t N = t.terminals();
  std::vector<LevelLoads> levels(n > 1 ? n - 1 : 0);
  for (int s = 1; s < n; ++s) levels[s - 1].level = s, levels[s - 1].links = N;
  for (uint64_t h = 0; h < N; ++h)
    for (uint64_t hp = 0; hp < N; ++hp) {
      if (h == hp) continue;
      const int top = first_difference_digit(k, n, h, hp);
      for (int s = 1; s <= top; ++s) ++levels[s - 1].crossing_pairs;
    }
  const std::vector<uint64_t> loads = walked_all_loads(t, {});
  const int P = 2 * k;
  for (auto& L : levels) {
    L.bound = (L.crossing_pairs + L.links - 1) / L.links;
    for (uint64_t o = 0; o < t.switches_per_stage(); ++o) {
      const uint64_t w = t.switch_id(L.level - 1, o);
      for (int up = k; up < P; ++up) {
        uint64_t going_up = 0, coming_down = 0;
        for (int other = 0; other < P; ++other) {
          going_up += loads[w * P * P + other * P + up];
          coming_down += loads[w * P * P + up * P + other];
        }
        L.walked_max_up = std::max(L.walked_max_up, going_up);
        L.walked_max_down = std::max(L.walked_max_down, coming_down);
      }
    }
  }
  return levels;
}

}  // namespace netcert
