// destro.cpp — see destro.hpp.
#include "route/destro.hpp"

#include "core/parallel.hpp"

namespace netcert {

int first_difference(const KaryNTree& t, uint64_t h, uint64_t hp) {
  for (int i = t.n() - 1; i >= 0; --i)
    if (t.digit(h, i) != t.digit(hp, i)) return i;
  return -1;
}

void destro_route(const KaryNTree& t, uint64_t h, uint64_t hp, std::vector<Hop>& hops) {
  hops.clear();
  const int k = t.k(), turn = first_difference(t, h, hp);
  uint64_t o = h / k;  // <0, o_i = h_{i+1}>
  int in = t.digit(h, 0);
  for (int s = 0; s < turn; ++s) {  // ascending: up-port k + h'_s
    int j = t.digit(hp, s);
    hops.push_back({t.switch_id(s, o), in, k + j});
    in = t.digit(o, s);
    o = t.with_digit(o, s, j);
  }
  hops.push_back({t.switch_id(turn, o), in, t.digit(hp, turn)});  // turnaround
  for (int s = turn - 1; s >= 0; --s) {  // descending: down-port h'_s
    int d = t.digit(hp, s + 1);          // we left stage s+1 through down-port h'_{s+1}
    in = k + t.digit(o, s);
    o = t.with_digit(o, s, d);
    hops.push_back({t.switch_id(s, o), in, t.digit(hp, s)});
  }
}

bool destro_all_loads(const KaryNTree& t, const Traffic& traffic, const RunContext& ctx,
                      std::vector<uint64_t>& loads) {
  const uint64_t P = t.ports(), per_switch = P * P, N = t.terminals();
  int workers = worker_count(ctx, static_cast<int64_t>(N));
  std::vector<std::vector<uint64_t>> part(workers, std::vector<uint64_t>(t.switch_count() * per_switch, 0));
  std::vector<std::vector<Hop>> scratch(workers);
  bool complete = parallel_for(static_cast<int64_t>(N), ctx, [&](int64_t h, int w) {
    auto& acc = part[w];
    for (uint64_t hp = 0; hp < N; ++hp) {
      uint64_t weight = traffic.at(h, hp);
      if (!weight) continue;
      destro_route(t, h, hp, scratch[w]);
      for (auto& hop : scratch[w]) acc[hop.sw * per_switch + hop.in * P + hop.out] += weight;
    }
  });
  loads.assign(t.switch_count() * per_switch, 0);
  for (auto& p : part)
    for (size_t i = 0; i < loads.size(); ++i) loads[i] += p[i];
  return complete;
}

std::vector<uint64_t> destro_switch_loads(const KaryNTree& t, const Traffic& traffic, uint64_t sw) {
  const uint64_t P = t.ports(), N = t.terminals();
  const int s = t.stage_of(sw);
  const uint64_t o = t.position_of(sw);
  // Terminals below <s,o>: digits s+1..n-1 equal o_s..o_{n-2}, i.e. h / k^(s+1) == o / k^s.
  const uint64_t below = t.power(s + 1), block = o / t.power(s);
  std::vector<uint64_t> loads(P * P, 0);
  std::vector<Hop> hops;
  auto add = [&](uint64_t h, uint64_t hp) {
    uint64_t weight = traffic.at(h, hp);
    if (!weight) return;
    destro_route(t, h, hp, hops);
    for (auto& hop : hops)
      if (hop.sw == sw) loads[hop.in * P + hop.out] += weight;
  };
  for (uint64_t low = 0; low < below; ++low) {
    uint64_t inside = block * below + low;
    for (uint64_t other = 0; other < N; ++other) {
      add(inside, other);
      if (other / below != block) add(other, inside);  // pairs with both ends inside counted once
    }
  }
  return loads;
}

}  // namespace netcert
