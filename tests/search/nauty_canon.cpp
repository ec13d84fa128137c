// nauty_canon.cpp — see nauty_canon.hpp (sparsenauty, canonical labelling).
#include "tests/search/nauty_canon.hpp"

#include <chrono>

extern "C" {
#include <nauty/nausparse.h>
}

namespace netcert {

static double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
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
    r.seconds = seconds_since(t0);
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
  r.seconds = seconds_since(t0);
  return r;
}

}  // namespace netcert
