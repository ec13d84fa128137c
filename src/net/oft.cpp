// oft.cpp — see oft.hpp.
#include "net/oft.hpp"

#include <stdexcept>

#include "core/errors.hpp"

namespace netcert {

OpticalFatTree::OpticalFatTree(int r) : r_(r), n_(0) {
  if (r < 1 || r > kMaxR) throw InputError("r", "OFT(r) needs 1 <= r <= " + std::to_string(kMaxR));
  n_ = 1ULL << r;
}

int OpticalFatTree::router_level(uint64_t id) const {
  // id + 1 lies in [2^(r-lv), 2^(r-lv+1)).
  int top = 63 - __builtin_clzll(id + 1);
  return r_ - top;
}

uint64_t OpticalFatTree::miswired_output_port(int lv, uint64_t q, uint64_t in, RouterState st) const {
  auto it = faults_.find({lv, q, static_cast<uint8_t>(st), in});
  if (it != faults_.end()) return it->second;
  return state_map(lv, in, st);
}

OpticalFatTree::Endpoint OpticalFatTree::link_head(uint64_t link) const {
  Endpoint e;
  int layer = link_layer(link);
  uint64_t pos = link_position(link);
  if (layer == r_) {
    e.processor = true;
    e.index = pos;
    return e;
  }
  e.level = r_ - layer;  // layer k feeds the routers at level r-k
  e.index = pos >> e.level;
  e.port = pos & (ports(e.level) - 1);
  return e;
}

void OpticalFatTree::miswire(int lv, uint64_t q, RouterState st, uint64_t in, uint64_t out) {
  if (lv < 1 || lv > r_ || q >= routers_at_level(lv) || in >= ports(lv) || out >= ports(lv))
    throw InputError("fault", "no such router port");
  faults_[{lv, q, static_cast<uint8_t>(st), in}] = out;
}

std::vector<OpticalFatTree::Fault> OpticalFatTree::faults() const {
  std::vector<Fault> out;
  for (auto& [k, v] : faults_)
    out.push_back(Fault{std::get<0>(k), std::get<1>(k), std::get<3>(k), v, static_cast<RouterState>(std::get<2>(k))});
  return out;
}

OpticalFatTree::Csr OpticalFatTree::materialise() const {
  if (r_ > kMaxMaterialised) throw InputError("r", "explicit link arrays only for r <= 16");
  Csr g;
  uint64_t nodes = 2 * n_ - 1, links = link_count();
  g.head.assign(links, 0);
  g.tail.assign(links, 0);
  std::vector<std::vector<uint64_t>> out(nodes);
  // Processor P_s (node n-1+s) feeds root input s.
  for (uint64_t s = 0; s < n_; ++s) {
    uint64_t l = processor_link(s);
    g.tail[l] = n_ - 1 + s;
    out[n_ - 1 + s].push_back(l);
  }
  for (int lv = 1; lv <= r_; ++lv)
    for (uint64_t q = 0; q < routers_at_level(lv); ++q)
      for (uint64_t j = 0; j < ports(lv); ++j) {
        uint64_t l = router_output_link(lv, q, j);
        g.tail[l] = router_id(lv, q);
        out[router_id(lv, q)].push_back(l);
      }
  for (uint64_t l = 0; l < links; ++l) {
    Endpoint e = link_head(l);
    g.head[l] = e.processor ? n_ - 1 + e.index : router_id(e.level, e.index);
  }
  g.offset.assign(nodes + 1, 0);
  for (uint64_t v = 0; v < nodes; ++v) {
    g.offset[v + 1] = g.offset[v] + out[v].size();
    g.link_of.insert(g.link_of.end(), out[v].begin(), out[v].end());
  }
  return g;
}

std::string OpticalFatTree::router_name(int lv, uint64_t q) const {
  return "R(" + std::to_string(lv) + "," + std::to_string(q) + ")";
}

}  // namespace netcert
