// lcan_graph.cpp — see lcan_graph.hpp.
#include "net/lcan_graph.hpp"

#include <stdexcept>

namespace netcert {

namespace {

uint32_t narrow(uint64_t v) {
  if (v >= (1ULL << 31)) throw std::invalid_argument("LCAN graph: more than 2^31 vertices");
  return static_cast<uint32_t>(v);
}

// Each wired upper as (lower switch, upper switch), dense switch ids.
template <class Fn>
void for_each_wire(const Lcan& net, Fn fn) {
  for (uint64_t port = 0; port < net.switch_count() * net.u(); ++port) {
    uint64_t far = net.upper_link(port);
    if (far != Lcan::kNone) fn(port / net.u(), far / net.d());
  }
}

}  // namespace

ColouredGraph lcan_folded_graph(const Lcan& net) {
  ColouredGraph g;
  const uint64_t N = net.N();
  narrow(N + net.switch_count());
  for (uint64_t p = 0; p < N; ++p) g.add_vertex(0);
  for (uint64_t s = 0; s < net.switch_count(); ++s) g.add_vertex(narrow(1 + net.level_of(s)));
  for (uint64_t p = 0; p < N; ++p) g.edges.emplace_back(narrow(p), narrow(N + net.pe_switch(p)));
  for_each_wire(net, [&](uint64_t lo, uint64_t hi) { g.edges.emplace_back(narrow(N + lo), narrow(N + hi)); });
  return g;
}

ColouredGraph lcan_unfolded_graph(const Lcan& net, bool virtual_links) {
  const uint64_t N = net.N(), T = net.switch_count();
  const int l = net.levels();
  const uint64_t below_top = net.level_offset(l - 1);
  narrow(N + T + below_top + N);
  ColouredGraph g;
  for (uint64_t p = 0; p < N; ++p) g.add_vertex(0);
  for (uint64_t s = 0; s < T; ++s) g.add_vertex(narrow(1 + net.level_of(s)));
  for (uint64_t s = 0; s < below_top; ++s) g.add_vertex(narrow(1 + (2 * l - 2 - net.level_of(s))));
  for (uint64_t p = 0; p < N; ++p) g.add_vertex(narrow(2 * l));
  auto copy = [&](uint64_t s) { return narrow(s < below_top ? N + T + s : N + s); };
  const uint64_t out_pe = N + T + below_top;
  for (uint64_t p = 0; p < N; ++p) {
    g.edges.emplace_back(narrow(p), narrow(N + net.pe_switch(p)));
    g.edges.emplace_back(copy(net.pe_switch(p)), narrow(out_pe + p));
  }
  for_each_wire(net, [&](uint64_t lo, uint64_t hi) {
    g.edges.emplace_back(narrow(N + lo), narrow(N + hi));
    g.edges.emplace_back(copy(hi), copy(lo));
  });
  if (virtual_links)
    for (uint64_t s = 0; s < below_top; ++s) g.edges.emplace_back(narrow(N + s), copy(s));
  return g;
}

}  // namespace netcert
