// generators.cpp — random near-valid schedules of every check-schedule kind.
//
// Each kind builds a valid schedule of a small size from a base seed (a
// built-in family, the constructed mapping, a configuration of the paper's
// optimal set, the prefer-one sequence, a permutation with the off-line
// router's settings) and then applies mutations. Mutations keep the file
// schema-valid (check-schedule must accept it), so any input error is itself
// a finding; their operands are reduced modulo the current sizes so that the
// shrinker can drop mutations or shrink the size and replay the rest.
#include <algorithm>
#include <numeric>

#include "check/oft_check.hpp"
#include "mobical.hpp"
#include "net/butterfly_chips.hpp"
#include "net/kary_ntree.hpp"
#include "net/lcan.hpp"
#include "net/tswitch_config.hpp"
#include "route/lca_routing.hpp"
#include "route/lcan_offline.hpp"

namespace netcert::mobical {

namespace {

uint64_t pick(uint64_t x, uint64_t n) { return n == 0 ? 0 : x % n; }

// ---- fattree/permutation-family: size n (N = 2^n), rows = slots 1..N ------------

uint64_t bit_reverse(uint64_t x, int n) {
  uint64_t y = 0;
  for (int b = 0; b < n; ++b) y |= ((x >> b) & 1) << (n - 1 - b);
  return y;
}

json fattree_base(int n, uint64_t seed) {
  const uint64_t N = 1ULL << n;
  Rng rng(seed);
  std::vector<uint64_t> b(N), tau(N);
  std::iota(b.begin(), b.end(), 0);
  std::iota(tau.begin(), tau.end(), 0);
  switch (seed % 4) {
    case 0: for (uint64_t x = 0; x < N; ++x) b[x] = bit_reverse(x, n); break;  // bitreverse
    case 1: break;                                                             // rotator
    case 2: for (uint64_t x = 0; x < N; ++x) b[x] = (N - x) % N; break;         // tdm
    default:  // a random Latin family: outputs relabelled, inputs permuted
      std::shuffle(b.begin(), b.end(), rng);
      std::shuffle(tau.begin(), tau.end(), rng);
  }
  json perms = json::array();
  for (uint64_t i = 1; i <= N; ++i) {
    json row = json::array();
    for (uint64_t x = 0; x < N; ++x) row.push_back(tau[(b[x] + i) % N]);
    perms.push_back(row);
  }
  return {{"network", "fattree"}, {"kind", "permutation-family"}, {"params", {{"n", n}}}, {"permutations", perms}};
}

void fattree_mutate(json& doc, const Mutation& m) {
  json& P = doc["permutations"];
  const uint64_t N = P.size();
  switch (m.op) {
    case 0: std::swap(P[pick(m.c, N)][pick(m.a, N)], P[pick(m.c, N)][pick(m.b, N)]); break;  // swap in a row
    case 1: std::swap(P[pick(m.a, N)], P[pick(m.b, N)]); break;                            // swap two slots
    default: {                                                                              // rotate one row
      json& row = P[pick(m.c, N)];
      json first = row[0];
      row.erase(row.begin());
      row.push_back(first);
    }
  }
}

// ---- butterfly/chip-mapping: size u -------------------------------------------

json butterfly_base(int u, uint64_t seed) {
  Butterfly g(u);
  ChipMapping m = seed % 2 ? mapping_m(u) : mapping_mprime(u);
  return {{"network", "butterfly"}, {"kind", "chip-mapping"}, {"params", {{"u", u}}},
          {"chips", mapping_chips_json(g, m)}};
}

// Position of a random half: (chip, index) with a non-empty chip, or false.
bool pick_half(const json& chips, uint64_t x, size_t& chip, size_t& at) {
  std::vector<size_t> full;
  for (size_t c = 0; c < chips.size(); ++c)
    if (!chips[c].empty()) full.push_back(c);
  if (full.empty()) return false;
  chip = full[pick(x, full.size())];
  at = pick(x / 7, chips[chip].size());
  return true;
}

void butterfly_mutate(json& doc, const Mutation& m) {
  json& chips = doc["chips"];
  const int u = doc["params"]["u"].get<int>();
  const size_t needed = Butterfly(u).needed_half_count();
  size_t c1 = 0, i1 = 0, c2 = 0, i2 = 0;
  if (!pick_half(chips, m.a, c1, i1)) return;
  size_t other = pick(m.b, chips.size());
  switch (m.op) {
    case 0:  // swap two halves between chips
      if (pick_half(chips, m.b, c2, i2)) std::swap(chips[c1][i1], chips[c2][i2]);
      break;
    case 1:  // move a half to another chip
      chips[other].push_back(chips[c1][i1]);
      chips[c1].erase(chips[c1].begin() + static_cast<long>(i1));
      break;
    case 2: chips[c1].erase(chips[c1].begin() + static_cast<long>(i1)); break;  // lose a half
    case 3: chips[other].push_back(chips[c1][i1]); break;                       // duplicate a half
    case 4: chips[c1][i1][2] = chips[c1][i1][2] == "upper" ? "lower" : "upper"; break;  // other half of the node
    case 5:  // merge two chips
      if (other != c1) {
        for (auto& h : chips[other]) chips[c1].push_back(h);
        chips.erase(chips.begin() + static_cast<long>(other));
      }
      break;
    case 6:  // split a half off onto a chip of its own
      if (chips.size() < needed) {
        chips.push_back(json::array({chips[c1][i1]}));
        chips[c1].erase(chips[c1].begin() + static_cast<long>(i1));
      }
      break;
    default: doc["pin_budget"] = 1 + pick(m.c, 8);
  }
}

// ---- kary-ntree/tswitch-config: size indexes (k, n), N = k^n <= 64 --------------

const std::vector<std::pair<int, int>>& tswitch_shapes() {
  static const std::vector<std::pair<int, int>> s{{2, 1}, {3, 1}, {2, 2}, {4, 1}, {2, 3}, {3, 2},
                                                  {2, 4}, {4, 2}, {2, 5}, {3, 3}, {2, 6}, {4, 3}};
  return s;
}

uint64_t power(uint64_t b, int e) {
  uint64_t x = 1;
  for (int i = 0; i < e; ++i) x *= b;
  return x;
}

json tswitch_base(int size, uint64_t seed) {
  auto [k, n] = tswitch_shapes()[static_cast<size_t>(size - 1)];
  Rng rng(seed);
  const uint64_t N = power(static_cast<uint64_t>(k), n), S = power(static_cast<uint64_t>(k), n - 1);
  int stage = static_cast<int>(seed % static_cast<uint64_t>(n));
  std::vector<int> alpha;
  if ((seed / 3) % 3 == 0) alpha = alpha_of(claimed_member(claimed_set(n, stage, Connections::All), k));
  if ((seed / 3) % 3 == 2) {
    std::vector<int> ports(2 * static_cast<size_t>(k));
    std::iota(ports.begin(), ports.end(), 0);
    std::shuffle(ports.begin(), ports.end(), rng);
    alpha.assign(ports.begin(), ports.begin() + k);
  }
  if (alpha.size() != static_cast<size_t>(k)) {  // all down ports (S^vb), or the claimed set was empty
    alpha.resize(static_cast<size_t>(k));
    std::iota(alpha.begin(), alpha.end(), 0);
  }
  json traffic = nullptr;
  if ((seed / 11) % 4 == 0) {
    traffic = json::array();
    for (uint64_t i = 0; i < N; ++i) {
      json row = json::array();
      for (uint64_t j = 0; j < N; ++j) row.push_back(i == j ? 0 : rng() % 4);
      traffic.push_back(row);
    }
  }
  return {{"network", "kary-ntree"},
          {"kind", "tswitch-config"},
          {"params", {{"k", k}, {"n", n}, {"stage", stage}, {"switch", (seed / 7) % S}}},
          {"alpha", alpha},
          {"traffic", traffic}};
}

void tswitch_mutate(json& doc, const Mutation& m) {
  const int k = doc["params"]["k"].get<int>(), n = doc["params"]["n"].get<int>();
  const uint64_t N = power(static_cast<uint64_t>(k), n), S = power(static_cast<uint64_t>(k), n - 1);
  switch (m.op) {
    case 0: {  // one port of alpha replaced by a port of beta
      std::vector<int> alpha = doc["alpha"].get<std::vector<int>>(), free;
      for (int l = 0; l < 2 * k; ++l)
        if (std::find(alpha.begin(), alpha.end(), l) == alpha.end()) free.push_back(l);
      alpha[pick(m.a, alpha.size())] = free[pick(m.b, free.size())];
      doc["alpha"] = alpha;
      break;
    }
    case 1: {  // one traffic weight changed (uniform traffic written out first)
      if (doc["traffic"].is_null()) {
        json t = json::array();
        for (uint64_t i = 0; i < N; ++i) {
          json row = json::array();
          for (uint64_t j = 0; j < N; ++j) row.push_back(i == j ? 0 : 1);
          t.push_back(row);
        }
        doc["traffic"] = t;
      }
      uint64_t i = pick(m.a, N), j = pick(m.b, N);
      if (i != j) doc["traffic"][i][j] = pick(m.c, 5);
      break;
    }
    case 2: doc["traffic"] = nullptr; break;
    case 3: doc["params"]["switch"] = pick(m.a, S); break;
    default: doc["params"]["stage"] = pick(m.a, static_cast<uint64_t>(n));
  }
}

// ---- oft/control-sequence: size r --------------------------------------------

std::string bit_string(const oftcheck::Bits& b) {
  std::string s;
  for (auto x : b) s += x ? '1' : '0';
  return s;
}

json oft_base(int r, uint64_t seed) {
  json doc = {{"network", "oft"}, {"kind", "control-sequence"}, {"params", {{"r", r}}}};
  std::string cycle = bit_string(oftcheck::prefer_one_cycle(r));
  uint64_t mode = seed % 10;
  if (mode == 0) doc["generator"] = "prefer-one";
  else if (mode <= 2) doc["per_level"] = std::vector<std::string>(static_cast<size_t>(r), cycle);
  else doc["sequence"] = cycle;
  if (seed % 7 == 0) doc["reading"] = "shared";
  else if (seed % 7 == 1) doc["reading"] = "per-processor";
  return doc;
}

// The bit strings of the document (one global, or one per level), writing the
// generator out as its sequence first.
std::vector<json*> oft_levels(json& doc) {
  if (doc.contains("generator")) {
    doc["sequence"] = bit_string(oftcheck::prefer_one_cycle(doc["params"]["r"].get<int>()));
    doc.erase("generator");
  }
  std::vector<json*> levels;
  if (doc.contains("sequence")) levels.push_back(&doc["sequence"]);
  else
    for (auto& s : doc["per_level"]) levels.push_back(&s);
  return levels;
}

void oft_mutate(json& doc, const Mutation& m) {
  if (m.op == 4) {  // cycle the reading: none -> shared -> per-processor -> none
    std::string now = doc.contains("reading") ? doc["reading"].get<std::string>() : "";
    if (now.empty()) doc["reading"] = "shared";
    else if (now == "shared") doc["reading"] = "per-processor";
    else doc.erase("reading");
    return;
  }
  std::vector<json*> levels = oft_levels(doc);
  const uint64_t T = levels[0]->get<std::string>().size();
  auto edit = [&](json* level, auto&& f) {
    std::string s = level->get<std::string>();
    f(s);
    *level = s;
  };
  switch (m.op) {
    case 0: edit(levels[pick(m.b, levels.size())], [&](std::string& s) { auto& ch = s[pick(m.a, T)]; ch = ch == '1' ? '0' : '1'; }); break;
    case 1: if (T > 1) for (json* l : levels) edit(l, [&](std::string& s) { s.erase(pick(m.a, T), 1); }); break;
    case 2: if (T < 64) for (json* l : levels) edit(l, [&](std::string& s) { s.insert(pick(m.a, T + 1), 1, m.c % 2 ? '1' : '0'); }); break;
    default: edit(levels[pick(m.b, levels.size())], [&](std::string& s) { std::rotate(s.begin(), s.begin() + static_cast<long>(pick(m.a, T)), s.end()); });
  }
}

// ---- cblcan/permutation: size indexes (N, d, u) ----------------------------------

const std::vector<LcanShape>& lcan_shapes() {
  auto cb = [](int64_t N, int64_t d, int64_t u) { return LcanShape{LcanKind::CompleteBipartite, N, d, u}; };
  static const std::vector<LcanShape> s{cb(2, 2, 1),  cb(2, 2, 2),  cb(3, 3, 1),  cb(4, 2, 1),  cb(4, 2, 2),
                                        cb(9, 3, 3),  cb(8, 2, 1),  cb(8, 2, 2),  cb(9, 3, 1),  cb(16, 4, 2),
                                        cb(16, 2, 2), cb(16, 4, 1), cb(27, 3, 3), cb(32, 2, 2), cb(64, 4, 2)};
  return s;
}

json lcan_base(int size, uint64_t seed) {
  const LcanShape& shape = lcan_shapes()[static_cast<size_t>(size - 1)];
  Rng rng(seed);
  Permutation perm(static_cast<size_t>(shape.N));
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), rng);
  json doc = {{"network", "cblcan"},
              {"kind", "permutation"},
              {"params", {{"N", shape.N}, {"d", shape.d}, {"u", shape.u}}},
              {"permutation", perm},
              {"trials", seed % 13 == 0 ? 2 : 0}};
  // Starting settings from the off-line router (mutated below); a third of the cases let check-schedule route.
  if (seed % 3 != 0) doc["routes"] = routes_to_json(route_offline(Lcan(shape), perm).routes);
  return doc;
}

void lcan_mutate(json& doc, const Mutation& m) {
  const uint64_t N = doc["params"]["N"].get<uint64_t>(), u = doc["params"]["u"].get<uint64_t>();
  if (m.op == 0) {
    std::swap(doc["permutation"][pick(m.a, N)], doc["permutation"][pick(m.b, N)]);
    return;
  }
  if (!doc.contains("routes") || doc["routes"].empty()) return;
  json& routes = doc["routes"];
  json& r = routes[pick(m.a, routes.size())];
  json& ups = r["ups"];
  switch (m.op) {
    case 1: r["cycle"] = pick(m.b, 4); break;
    case 2: if (!ups.empty()) ups[pick(m.b, ups.size())] = pick(m.c, u + 1); break;
    case 3: if (!ups.empty()) ups.erase(ups.end() - 1); break;
    case 4: ups.push_back(pick(m.c, u)); break;
    case 5: std::swap(r["dest"], routes[pick(m.b, routes.size())]["dest"]); break;
    case 6: routes.erase(routes.begin() + static_cast<long>(pick(m.a, routes.size()))); break;
    default: r["source"] = pick(m.b, N);
  }
}

struct KindTable {
  std::string name;
  int lo, hi;
  uint32_t ops;
  json (*base)(int, uint64_t);
  void (*mutate)(json&, const Mutation&);
};

const std::vector<KindTable>& table() {
  static const std::vector<KindTable> t{
      {"fattree", 1, 4, 3, fattree_base, fattree_mutate},
      {"butterfly", 1, 3, 8, butterfly_base, butterfly_mutate},
      {"tswitch", 1, static_cast<int>(tswitch_shapes().size()), 5, tswitch_base, tswitch_mutate},
      {"oft", 1, 4, 5, oft_base, oft_mutate},
      {"lcan", 1, static_cast<int>(lcan_shapes().size()), 8, lcan_base, lcan_mutate}};
  return t;
}

const KindTable& entry(const std::string& kind) {
  for (auto& e : table())
    if (e.name == kind) return e;
  throw std::invalid_argument("unknown kind '" + kind + "' (fattree, butterfly, tswitch, oft, lcan)");
}

}  // namespace

const std::vector<std::string>& kinds() {
  static const std::vector<std::string> k = [] {
    std::vector<std::string> v;
    for (auto& e : table()) v.push_back(e.name);
    return v;
  }();
  return k;
}

int min_size(const std::string& kind) { return entry(kind).lo; }
int max_size(const std::string& kind) { return entry(kind).hi; }
uint32_t mutation_ops(const std::string& kind) { return entry(kind).ops; }

Case random_case(const std::string& kind, Rng& rng) {
  const KindTable& e = entry(kind);
  Case c;
  c.kind = kind;
  c.size = e.lo + static_cast<int>(rng() % static_cast<uint64_t>(e.hi - e.lo + 1));
  c.base_seed = rng() % 1000003;
  int count = static_cast<int>(rng() % 4);  // 0..3 mutations: mostly near-valid schedules
  for (int i = 0; i < count; ++i) c.mutations.push_back(Mutation{static_cast<uint32_t>(rng() % e.ops), rng(), rng(), rng()});
  return c;
}

json build_schedule(const Case& c) {
  const KindTable& e = entry(c.kind);
  json doc = e.base(c.size, c.base_seed);
  for (auto& m : c.mutations) e.mutate(doc, m);
  return doc;
}

}  // namespace netcert::mobical
