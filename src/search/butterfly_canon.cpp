// butterfly_canon.cpp — see butterfly_canon.hpp.
#include "search/butterfly_canon.hpp"

#include <bliss/graph.hh>

#include <chrono>
#include <memory>

extern "C" {
#include <nauty/nausparse.h>
}

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

// nauty's sparse graph: v[i] offsets, d[i] degrees, e neighbour lists.
struct NautySparse {
  std::vector<size_t> v;
  std::vector<int> d, e;
  sparsegraph sg;
  explicit NautySparse(const SimpleGraph& g) : v(g.vertices), d(g.vertices, 0), e(2 * g.edges.size()) {
    for (auto& ed : g.edges) ++d[ed.first], ++d[ed.second];
    size_t off = 0;
    for (uint32_t i = 0; i < g.vertices; ++i) v[i] = off, off += static_cast<size_t>(d[i]);
    std::vector<size_t> fill(v);
    for (auto& ed : g.edges) e[fill[ed.first]++] = static_cast<int>(ed.second), e[fill[ed.second]++] = static_cast<int>(ed.first);
    SG_INIT(sg);
    sg.nv = static_cast<int>(g.vertices);
    sg.nde = e.size();
    sg.v = v.data();
    sg.d = d.data();
    sg.e = e.data();
    sg.vlen = v.size();
    sg.dlen = d.size();
    sg.elen = e.size();
  }
};

// Returns the canonical labelling (lab[i] = vertex at canonical position i) and the canonical graph.
static std::vector<int> nauty_canon(const SimpleGraph& g, sparsegraph* canon) {
  NautySparse in(g);
  int n = static_cast<int>(g.vertices);
  int m = SETWORDSNEEDED(n);
  nauty_check(WORDSIZE, m, n, NAUTYVERSIONID);
  std::vector<int> lab(n), ptn(n), orbits(n);
  DEFAULTOPTIONS_SPARSEGRAPH(options);
  options.getcanon = TRUE;
  statsblk stats;
  sparsenauty(&in.sg, lab.data(), ptn.data(), orbits.data(), &options, &stats, canon);
  sortlists_sg(canon);
  return lab;
}

CanonResult nauty_isomorphism(const SimpleGraph& a, const SimpleGraph& b) {
  auto t0 = std::chrono::steady_clock::now();
  CanonResult r;
  if (a.vertices != b.vertices || a.edges.size() != b.edges.size() || a.vertices == 0) {
    r.isomorphic = a.vertices == 0 && b.vertices == 0;
    r.seconds = since(t0);
    return r;
  }
  SG_DECL(ca);
  SG_DECL(cb);
  std::vector<int> lab_a = nauty_canon(a, &ca), lab_b = nauty_canon(b, &cb);
  if (aresame_sg(&ca, &cb)) {
    r.isomorphic = true;
    r.phi.resize(a.vertices);
    for (uint32_t pos = 0; pos < a.vertices; ++pos) r.phi[lab_a[pos]] = static_cast<uint32_t>(lab_b[pos]);
  }
  SG_FREE(ca);
  SG_FREE(cb);
  r.seconds = since(t0);
  return r;
}

}  // namespace netcert
