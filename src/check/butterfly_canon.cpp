// butterfly_canon.cpp — see butterfly_canon.hpp.
#include "check/butterfly_canon.hpp"

#include <bliss/graph.hh>

#include <memory>

namespace netcert {

bool canonical_forms_equal(const CheckGraph& a, const CheckGraph& b) {
  if (a.vertices != b.vertices || a.edges.size() != b.edges.size()) return false;
  auto canon = [](const CheckGraph& g) {
    bliss::Graph bg(g.vertices);
    for (auto& e : g.edges) bg.add_edge(e.first, e.second);
    bliss::Stats st;
    const unsigned* lab = bg.canonical_form(st, nullptr, nullptr);
    std::vector<unsigned> copy(lab, lab + g.vertices);
    return std::unique_ptr<bliss::Graph>(bg.permute(copy.data()));
  };
  auto ca = canon(a), cb = canon(b);
  return ca->cmp(*cb) == 0;
}

}  // namespace netcert
