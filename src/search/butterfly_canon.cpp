// butterfly_canon.cpp — see butterfly_canon.hpp.
#include "search/butterfly_canon.hpp"

#include <bliss/graph.hh>

#include <chrono>
#include <memory>

namespace netcert {

static double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

static std::unique_ptr<bliss::Graph> to_bliss(const SimpleGraph& g) {
  auto bg = std::make_unique<bliss::Graph>(g.vertices);
  for (auto& e : g.edges) bg->add_edge(e.first, e.second);
  return bg;
}

CanonResult bliss_isomorphism(const SimpleGraph& a, const SimpleGraph& b) {
  auto t0 = std::chrono::steady_clock::now();
  CanonResult r;
  if (a.vertices != b.vertices || a.edges.size() != b.edges.size()) {
    r.seconds = since(t0);
    return r;
  }
  auto ga = to_bliss(a), gb = to_bliss(b);
  ga->set_splitting_heuristic(bliss::Graph::shs_fsm);
  gb->set_splitting_heuristic(bliss::Graph::shs_fsm);
  bliss::Stats sa, sb;
  // lab[v] is v's position in the canonical form; copy before the next call.
  const unsigned* la = ga->canonical_form(sa, nullptr, nullptr);
  std::vector<unsigned> lab_a(la, la + a.vertices);
  const unsigned* lb = gb->canonical_form(sb, nullptr, nullptr);
  std::vector<unsigned> lab_b(lb, lb + b.vertices);
  std::unique_ptr<bliss::Graph> ca(ga->permute(lab_a.data())), cb(gb->permute(lab_b.data()));
  if (ca->cmp(*cb) == 0) {
    r.isomorphic = true;
    std::vector<uint32_t> pos_to_b(b.vertices);
    for (uint32_t w = 0; w < b.vertices; ++w) pos_to_b[lab_b[w]] = w;
    r.phi.resize(a.vertices);
    for (uint32_t v = 0; v < a.vertices; ++v) r.phi[v] = pos_to_b[lab_a[v]];
  }
  r.seconds = since(t0);
  return r;
}

}  // namespace netcert
