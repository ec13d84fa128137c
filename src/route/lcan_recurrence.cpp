// lcan_recurrence.cpp — see lcan_recurrence.hpp.
#include "route/lcan_recurrence.hpp"

#include <algorithm>
#include <cmath>

namespace netcert {

RecurrencePrediction lcan_recurrence(uint64_t N, uint64_t d, uint64_t u, int levels, int contention_levels,
                                     bool printed_exponent) {
  if (contention_levels < 0) contention_levels = levels - 1;
  const double ratio = static_cast<double>(u) / static_cast<double>(d);
  const double top_wires = static_cast<double>(N) * std::pow(ratio, levels - 1);
  // Eq. (2) at level j leaves its load on the N (u/d)^j downers of level j.
  const double bottom_wires =
      contention_levels == 0 ? top_wires : static_cast<double>(N) * std::pow(ratio, levels - contention_levels);
  RecurrencePrediction r;
  double x = static_cast<double>(N);
  r.remaining.push_back(x);
  while (x >= 1.0 && r.remaining.size() < 100000) {
    double p = std::min(1.0, x / top_wires);
    r.top_load.push_back(p);
    for (int t = 0; t < contention_levels; ++t) {
      double inputs = t == 0 && !printed_exponent ? static_cast<double>(d) : static_cast<double>(u);
      p = 1.0 - std::pow(1.0 - p / static_cast<double>(d), inputs);
    }
    x = std::max(0.0, x - bottom_wires * p);
    r.remaining.push_back(x);
  }
  r.cycles_iterated = static_cast<int>(r.remaining.size()) - 1;
  r.cycles_paper = r.cycles_iterated - 1 + x;
  r.cycles_plus_pass = r.cycles_iterated + x;
  return r;
}

}  // namespace netcert
