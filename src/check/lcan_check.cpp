// lcan_check.cpp — see lcan_check.hpp. Own data throughout: labels are split
// into their base-d prefix H and base-u suffix L, sets are std::set /
// std::vector<char> bitmaps, circuits are walked wire by wire.
#include "check/lcan_check.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <stdexcept>
#include <tuple>

#include "core/bits.hpp"

namespace netcert {

namespace {

std::string str(uint64_t v) { return std::to_string(v); }

}  // namespace

LcanWiring LcanWiring::from_labels(bool complete_bipartite, uint64_t N, uint64_t d, uint64_t u) {
  LcanWiring w;
  w.cb_ = complete_bipartite;
  w.N_ = N, w.d_ = d, w.u_ = u;
  if (d < 2 || u < 1 || N < d) throw std::invalid_argument("needs d >= 2, u >= 1, N >= d");
  uint64_t k = complete_bipartite ? d : d / u;  // PEs below a level-i switch: d k^i
  if (!complete_bipartite && (d % u != 0 || d == u)) throw std::invalid_argument("T-LCAN needs u | d, u < d");
  // l levels: CB N = d^l; T N = d^l / u^(l-1) = u k^l.
  uint64_t rest = complete_bipartite ? N : (N % u ? 0 : N / u);
  int l = 0;
  while (rest > 1 && rest % k == 0) rest /= k, ++l;
  if (rest != 1 || l < 1) throw std::invalid_argument("N is not d^l (CB) / u (d/u)^l (T)");
  w.l_ = l;
  for (int i = 0; i <= l; ++i) w.pow_u_.push_back(int_pow(u, i)), w.pow_k_.push_back(int_pow(k, i));
  // Level sizes from the labels: CB d^(l-1-i) u^i; T (N/d) / k^i.
  for (int i = 0; i < l; ++i) w.S_.push_back(complete_bipartite ? int_pow(d, l - 1 - i) * w.pow_u_[i] : (N / d) / w.pow_k_[i]);
  return w;
}

LcanWiring LcanWiring::from_model(const Lcan& net) {
  LcanWiring w = from_labels(net.complete_bipartite(), net.N(), net.d(), net.u());
  w.model_ = &net;
  if (net.levels() != w.l_) throw std::invalid_argument("model has another number of levels");
  for (int i = 0; i < w.l_; ++i)
    if (net.switches_at(i) != w.S_[static_cast<size_t>(i)]) throw std::invalid_argument("model level sizes differ");
  return w;
}

LcanWiring::End LcanWiring::up(int level, uint64_t s, uint64_t k) const {
  if (level + 1 >= l_) return {};
  if (model_) {
    uint64_t far = model_->upper_link((model_->level_offset(level) + s) * u_ + k);
    if (far == Lcan::kNone) return {};
    uint64_t sw = far / d_;
    int lv = model_->level_of(sw);
    if (lv != level + 1) return {kNone - 1 - static_cast<uint64_t>(lv), far % d_};  // a wire that skips levels
    return {sw - model_->level_offset(lv), far % d_};
  }
  if (cb_) {
    // Label = H (l-1-level base-d digits) . L (level base-u digits): drop H's
    // right-most digit w_i, append k to L; arrive on downer w_i.
    uint64_t H = s / pow_u_[static_cast<size_t>(level)], L = s % pow_u_[static_cast<size_t>(level)];
    return {(H / d_) * pow_u_[static_cast<size_t>(level) + 1] + L * u_ + k, H % d_};
  }
  uint64_t kk = d_ / u_;  // child c = s mod k of parent s div k uses the parent's downers c*u .. c*u+u-1
  return {s / kk, (s % kk) * u_ + k};
}

LcanWiring::End LcanWiring::down(int level, uint64_t s, uint64_t j) const {
  if (model_) {
    uint64_t far = model_->downer_link((model_->level_offset(level) + s) * d_ + j);
    if (far == Lcan::kNone) return {};
    if (level == 0) return {far, kNone};
    uint64_t sw = far / u_;
    int lv = model_->level_of(sw);
    if (lv != level - 1) return {kNone - 1 - static_cast<uint64_t>(lv), far % u_};
    return {sw - model_->level_offset(lv), far % u_};
  }
  if (level == 0) return {s * d_ + j, kNone};
  if (cb_) {
    // The inverse of up(): H.L with L = L'.k came from H'.L' with H = H' div d, w = j.
    uint64_t H = s / pow_u_[static_cast<size_t>(level)], L = s % pow_u_[static_cast<size_t>(level)];
    return {(H * d_ + j) * pow_u_[static_cast<size_t>(level) - 1] + L / u_, L % u_};
  }
  uint64_t kk = d_ / u_;
  return {s * kk + j / u_, j % u_};
}

LcanWiring::End LcanWiring::pe(uint64_t p) const {
  if (model_) {
    // Scan level 0 for the downer that serves p (the model's own lookup is not used).
    for (uint64_t s = 0; s < S_[0]; ++s)
      for (uint64_t j = 0; j < d_; ++j)
        if (model_->downer_link(s * d_ + j) == p) return {s, j};
    return {};
  }
  return {p / d_, p % d_};
}

// ---------------------------------------------------------------- structure

int lcan_check_lmax(uint64_t N, uint64_t d, uint64_t u, int cap) {
  // S_L = N u^L / d^(L+1) is an integer iff d^(L+1) divides N u^L (exact in long double-free BigInt).
  auto integral = [&](int L) {
    BigInt num = BigInt(N) * big_pow(BigInt(u), static_cast<unsigned>(L));
    return num % big_pow(BigInt(d), static_cast<unsigned>(L + 1)) == 0;
  };
  for (int L = 1; L <= cap; ++L)
    if (integral(L - 1) && !integral(L)) return L;
  return -1;
}

std::optional<std::string> lcan_structure_violation(const LcanWiring& w) {
  const int l = w.levels();
  // Climb from the PEs with one bitmap per level.
  std::vector<std::vector<char>> seen(static_cast<size_t>(l));
  std::vector<uint64_t> frontier, next;
  seen[0].assign(w.switches(0), 0);
  for (uint64_t p = 0; p < w.N(); ++p) {
    auto e = w.pe(p);
    if (e.sw >= w.switches(0)) return "PE " + str(p) + " is not attached to level 0";
    if (!seen[0][e.sw]) seen[0][e.sw] = 1, frontier.push_back(e.sw);
  }
  for (int i = 0; i < l; ++i) {
    // Eq. (1): S_i = N u^i / d^(i+1) switches reached at level i.
    BigInt num = BigInt(w.N()) * big_pow(BigInt(w.u()), static_cast<unsigned>(i));
    BigInt den = big_pow(BigInt(w.d()), static_cast<unsigned>(i + 1));
    if (num % den != 0 || BigInt(frontier.size()) != num / den)
      return "level " + std::to_string(i) + ": " + str(frontier.size()) + " switches reached, Eq. (1) says " +
             num.str() + "/" + den.str();
    if (i + 1 == l) break;
    seen[static_cast<size_t>(i) + 1].assign(w.switches(i + 1), 0);
    next.clear();
    for (uint64_t s : frontier)
      for (uint64_t k = 0; k < w.u(); ++k) {
        auto e = w.up(i, s, k);
        if (e.sw >= w.switches(i + 1)) return "upper " + str(k) + " of level-" + std::to_string(i) + " switch " + str(s) + " does not reach level " + std::to_string(i + 1);
        // Π_(i+1) one-to-one onto U_i: the downer leads back to this very upper.
        auto back = w.down(i + 1, e.sw, e.port);
        if (back.sw != s || back.port != k) return "downer " + str(e.port) + " of level-" + std::to_string(i + 1) + " switch " + str(e.sw) + " is not wired back to its upper";
        if (!seen[static_cast<size_t>(i) + 1][e.sw]) seen[static_cast<size_t>(i) + 1][e.sw] = 1, next.push_back(e.sw);
      }
    frontier.swap(next);
  }
  for (uint64_t s = 0; s < w.switches(l - 1); ++s)
    for (uint64_t k = 0; k < w.u(); ++k)
      if (w.up(l - 1, s, k).sw != LcanWiring::kNone) return "an upper of the top level is wired";
  // Cor. 1 / Cor. 2.
  BigInt expect_N = w.cb() ? big_pow(BigInt(w.d()), static_cast<unsigned>(l))
                           : big_pow(BigInt(w.d()), static_cast<unsigned>(l)) / big_pow(BigInt(w.u()), static_cast<unsigned>(l - 1));
  if (expect_N != w.N()) return std::string(w.cb() ? "Cor. 1" : "Cor. 2") + ": N != " + expect_N.str();
  if (!w.cb() && w.switches(l - 1) != 1) return "Cor. 2: the top level has more than one switch";
  int lmax = lcan_check_lmax(w.N(), w.d(), w.u());
  if (lmax >= 0 && l > lmax) return "Theorem 1: l = " + std::to_string(l) + " > l_max = " + std::to_string(lmax);
  return std::nullopt;
}

std::optional<std::string> lcan_model_mismatch(const LcanWiring& labels, const Lcan& model) {
  std::optional<LcanWiring> read;
  try {
    read = LcanWiring::from_model(model);
  } catch (const std::exception& e) {
    return std::string("model: ") + e.what();
  }
  const LcanWiring& m = *read;
  if (m.cb() != labels.cb() || m.N() != labels.N() || m.d() != labels.d() || m.u() != labels.u())
    return "model has another shape";
  // Level-0 downers carry the PEs, so the loop below also compares every PE's attachment.
  for (int i = 0; i < labels.levels(); ++i)
    for (uint64_t s = 0; s < labels.switches(i); ++s) {
      for (uint64_t k = 0; k < labels.u(); ++k) {
        auto a = labels.up(i, s, k), b = m.up(i, s, k);
        if (a.sw != b.sw || a.port != b.port) return "upper " + str(k) + " of level-" + std::to_string(i) + " switch " + str(s);
      }
      for (uint64_t j = 0; j < labels.d(); ++j) {
        auto a = labels.down(i, s, j), b = m.down(i, s, j);
        if (a.sw != b.sw || a.port != b.port) return "downer " + str(j) + " of level-" + std::to_string(i) + " switch " + str(s);
      }
    }
  return std::nullopt;
}

// ---------------------------------------------------------------- Lemmas 1-3

std::vector<std::set<uint64_t>> lcan_reach_by_walk(const LcanWiring& w, uint64_t p) {
  std::vector<std::set<uint64_t>> reach(static_cast<size_t>(w.levels()));
  auto e = w.pe(p);
  if (e.sw >= w.switches(0)) return reach;
  reach[0].insert(e.sw);
  for (int i = 0; i + 1 < w.levels(); ++i)
    for (uint64_t s : reach[static_cast<size_t>(i)])
      for (uint64_t k = 0; k < w.u(); ++k) {
        auto f = w.up(i, s, k);
        if (f.sw < w.switches(i + 1)) reach[static_cast<size_t>(i) + 1].insert(f.sw);
      }
  return reach;
}

LcanLca lcan_lca_by_definition(const LcanWiring& w, uint64_t p, uint64_t q) {
  auto a = lcan_reach_by_walk(w, p), b = lcan_reach_by_walk(w, q);
  LcanLca r;
  for (int i = 0; i < w.levels(); ++i) {
    for (uint64_t s : a[static_cast<size_t>(i)])
      if (b[static_cast<size_t>(i)].count(s)) r.switches.insert(s);
    if (!r.switches.empty()) return r.level = i, r;
  }
  return r;
}

namespace {
// Label class of PE p at level i: the PEs below one level-i subtree share it
// (CB: the base-d digits above position i; T: the subtree of the (d/u)-ary tree).
uint64_t label_class(const LcanWiring& w, uint64_t p, int i) {
  uint64_t k = w.cb() ? w.d() : w.d() / w.u();
  return p / (w.d() * int_pow(k, i));
}
}  // namespace

int lcan_label_lca_level(const LcanWiring& w, uint64_t p, uint64_t q) {
  for (int i = 0; i < w.levels(); ++i)
    if (label_class(w, p, i) == label_class(w, q, i)) return i;
  return -1;
}

std::optional<std::string> lcan_lemmas_violation(const LcanWiring& w, bool lca_too) {
  const uint64_t k = w.cb() ? w.d() : w.d() / w.u();
  // sets[c] = R_i of class c (sorted); level 0 from the PEs one by one.
  std::vector<std::vector<uint64_t>> sets(w.N() / w.d());
  for (uint64_t p = 0; p < w.N(); ++p) {
    auto e = w.pe(p);
    auto& s = sets[p / w.d()];
    if (s.empty()) s.push_back(e.sw);
    else if (s[0] != e.sw) return "PEs " + str(p) + " and " + str(p - 1) + " share their label above digit 0 but not their switch";
  }
  for (int i = 0;; ++i) {
    const uint64_t expect = w.cb() ? int_pow(w.u(), i) : 1;
    std::vector<uint64_t> owner(w.switches(i), LcanWiring::kNone);
    for (uint64_t c = 0; c < sets.size(); ++c) {
      if (sets[c].size() != expect)
        return "Lemma 1: the PEs of class " + str(c) + " reach " + str(sets[c].size()) + " level-" + std::to_string(i) + " switches, expected " + str(expect);
      for (uint64_t s : sets[c]) {
        if (s >= owner.size()) return "a climb leaves level " + std::to_string(i);
        if (owner[s] != LcanWiring::kNone)
          return std::string(w.cb() ? "Lemma 2" : "Lemma 3") + ": classes " + str(owner[s]) + " and " + str(c) +
                 " (labels differ above digit " + std::to_string(i) + ") share level-" + std::to_string(i) + " switch " + str(s);
        owner[s] = c;
      }
    }
    if (i + 1 == w.levels()) return std::nullopt;
    // R_(i+1)(p) = uppers of R_i(p): the same for the k classes of one parent class.
    std::vector<std::vector<uint64_t>> up_sets(sets.size() / k);
    for (uint64_t c = 0; c < sets.size(); ++c) {
      std::vector<uint64_t> img;
      for (uint64_t s : sets[c])
        for (uint64_t x = 0; x < w.u(); ++x) img.push_back(w.up(i, s, x).sw);
      std::sort(img.begin(), img.end());
      img.erase(std::unique(img.begin(), img.end()), img.end());
      auto& parent = up_sets[c / k];
      if (c % k == 0) parent = std::move(img);
      else if (parent != img)
        // Lemma 1 alone cannot be carried on per class from here: not established.
        return std::string(lca_too ? (w.cb() ? "Lemma 2" : "Lemma 3") : "Lemma 1 (class argument)") + ": PEs of classes " +
               str(c) + " and " + str(c - 1) + " agree above digit " + std::to_string(i + 1) +
               " but reach different level-" + std::to_string(i + 1) + " switches";
    }
    sets.swap(up_sets);
  }
}

// ---------------------------------------------------------------- Theorem 2

namespace {
struct PathCount {
  const LcanWiring& w;
  uint64_t target, limit, found = 0;
  std::set<std::pair<int, uint64_t>> on_path;
  std::vector<std::set<uint64_t>> above_target;
  // by_switch: a path is its sequence of switches, so of several wires from one
  // switch to the same next switch only one is followed (T-LCAN bundles).
  bool by_switch = false;
  // above_target: the switches above the target (its upward closure): a path that
  // has turned down only ever goes down, so it can reach the target only through them.
  // At (level, s), entered from below through downer `entry` (may climb or
  // turn), or from above (entry = kNone: down only).
  void visit(int level, uint64_t s, uint64_t entry) {
    if (found >= limit) return;
    on_path.insert({level, s});
    std::set<uint64_t> tried_down, tried_up;  // next switches already followed (by_switch)
    for (uint64_t j = 0; j < w.d(); ++j) {
      if (j == entry) continue;
      auto f = w.down(level, s, j);
      if (f.sw == LcanWiring::kNone) continue;
      if (by_switch && level > 0 && !tried_down.insert(f.sw).second) continue;
      if (level == 0) {
        found += f.sw == target;
        continue;
      }
      if (f.sw < w.switches(level - 1) && above_target[static_cast<size_t>(level) - 1].count(f.sw) &&
          !on_path.count({level - 1, f.sw}))
        visit(level - 1, f.sw, LcanWiring::kNone);
    }
    if (entry != LcanWiring::kNone)
      for (uint64_t k = 0; k < w.u(); ++k) {
        auto f = w.up(level, s, k);
        if (f.sw == LcanWiring::kNone || f.sw >= w.switches(level + 1)) continue;
        if (by_switch && !tried_up.insert(f.sw).second) continue;
        if (!on_path.count({level + 1, f.sw})) visit(level + 1, f.sw, f.port);
      }
    on_path.erase({level, s});
  }
};
}  // namespace

uint64_t lcan_count_paths(const LcanWiring& w, uint64_t p, uint64_t q, uint64_t limit, bool by_switch) {
  auto e = w.pe(p);
  if (e.sw == LcanWiring::kNone) return 0;
  PathCount c{w, q, limit, 0, {}, lcan_reach_by_walk(w, q), by_switch};
  c.visit(0, e.sw, e.port);
  return c.found;
}

std::optional<std::string> lcan_paths_violation(const LcanWiring& w, bool by_switch) {
  std::vector<std::vector<std::set<uint64_t>>> reach;
  for (uint64_t p = 0; p < w.N(); ++p) reach.push_back(lcan_reach_by_walk(w, p));
  for (uint64_t p = 0; p < w.N(); ++p)
    for (uint64_t q = 0; q < w.N(); ++q) {
      if (p == q) continue;
      uint64_t lca = 0;
      for (size_t i = 0; i < reach[p].size() && lca == 0; ++i)
        for (uint64_t s : reach[p][i]) lca += reach[q][i].count(s);
      uint64_t paths = lcan_count_paths(w, p, q, lca + 1, by_switch);
      if (paths != lca)
        return "Theorem 2: PEs " + str(p) + ", " + str(q) + " have " + str(paths) + " non-redundant switch paths (" +
               (by_switch ? "switch sequences" : "wire level") + ") and " + str(lca) + " LCA switches";
    }
  return std::nullopt;
}

// ---------------------------------------------------------------- circuits

std::vector<LcanCircuit> lcan_circuits_from_json(const json& j) {
  if (!j.is_array()) throw std::invalid_argument("circuits: expected an array");
  std::vector<LcanCircuit> out;
  for (auto& e : j) {
    if (!e.is_object() || e.size() != 4) throw std::invalid_argument("circuit: expected exactly {source, dest, cycle, ups}");
    LcanCircuit c;
    c.source = e.at("source").get<uint64_t>();
    c.dest = e.at("dest").get<uint64_t>();
    c.cycle = e.at("cycle").get<uint32_t>();
    for (auto& k : e.at("ups")) c.ups.push_back(k.get<uint32_t>());
    out.push_back(std::move(c));
  }
  return out;
}

namespace {

// A used wire direction or switch port in one cycle, as five numbers (not as a
// string: building one per hop was most of a walk's time).
using WalkKey = std::array<uint64_t, 5>;

// The keys a walk has used: open addressing, linear probing, at most half full.
// Hand-written: Debian 12's Boost (1.74) predates unordered_flat_set, and a node per
// key (std::unordered_set) spent most of a walk in malloc and free. Sized once: a
// circuit that climbs t levels uses 2t + 2 wires and 4t + 2 ports, t < levels.
class WalkKeys {
 public:
  explicit WalkKeys(size_t most) {
    size_t capacity = 16;
    while (capacity < 2 * most) capacity *= 2;
    slots_.assign(capacity, empty());
  }
  // True when `k` was not there yet (and is now).
  bool insert(const WalkKey& k) {
    if (2 * (size_ + 1) > slots_.size()) throw std::logic_error("lcan walk: more keys than its circuits can use");
    const size_t mask = slots_.size() - 1;
    for (size_t at = hash(k) & mask;; at = (at + 1) & mask) {
      if (same(slots_[at], k)) return false;
      if (slots_[at][0] == UINT64_MAX) {
        slots_[at] = k;
        ++size_;
        return true;
      }
    }
  }

 private:
  static WalkKey empty() { return {UINT64_MAX, 0, 0, 0, 0}; }  // the first number is a cycle: below 2^32
  static size_t hash(const WalkKey& k) {  // each number folded in, then MurmurHash3's finaliser
    uint64_t h = 0;
    for (uint64_t x : k) h = (h ^ x) * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL;
    h ^= h >> 33, h *= 0xff51afd7ed558ccdULL, h ^= h >> 33, h *= 0xc4ceb9fe1a85ec53ULL, h ^= h >> 33;
    return static_cast<size_t>(h);
  }
  static bool same(const WalkKey& a, const WalkKey& b) {
    return a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3] && a[4] == b[4];
  }
  std::vector<WalkKey> slots_;
  size_t size_ = 0;
};

// A switch port by the name the settings print: 'u' (an upper) or 'd' (a downer) and its index.
struct PortName {
  char kind;
  uint64_t index;
  std::string text() const { return kind + str(index); }
};

// The walk of one circuit; every check in the order the whole walk reports them.
class CircuitWalk {
 public:
  CircuitWalk(const LcanWiring& w, WalkKeys& wires, WalkKeys& ports,
              std::map<std::tuple<uint32_t, int, uint64_t>, json>* settings)
      : w_(w), wires_(wires), ports_(ports), settings_(settings) {}

  // The violation {what, where} of circuit c, or nothing.
  std::optional<std::pair<std::string, json>> walk(const LcanCircuit& c) {
    c_ = &c;
    auto at = w_.pe(c.source);
    if (at.sw == LcanWiring::kNone || !wire(-1, c.source, 0, 'u')) return fail("PE wire of the source taken", c.source);
    PortName in{'d', at.port};
    uint64_t s = at.sw;
    int level = 0;
    for (uint32_t k : c.ups) {
      auto f = k < w_.u() ? w_.up(level, s, k) : LcanWiring::End{};
      if (f.sw >= w_.switches(level + 1))
        return fail("upper " + str(k) + " leads nowhere", json{{"level", level}, {"switch", s}});
      if (!cross(level, s, in, {'u', k}))
        return fail("switch port taken twice in a cycle", json{{"cycle", c.cycle}, {"level", level}, {"switch", s}});
      if (!wire(level, s, k, 'u'))
        return fail("wire taken twice in a cycle",
                    json{{"cycle", c.cycle}, {"level", level}, {"switch", s}, {"upper", k}});
      s = f.sw, in = {'d', f.port}, ++level;
    }
    return descend(level, s, in);
  }

 private:
  std::optional<std::pair<std::string, json>> descend(int level, uint64_t s, PortName in) {
    const LcanCircuit& c = *c_;
    for (int j = level; j >= 0; --j) {
      uint64_t downer = (c.dest / int_pow(w_.d(), j)) % w_.d();  // digit j of the destination label
      if (!cross(j, s, in, {'d', downer}))
        return fail("switch port taken twice in a cycle", json{{"cycle", c.cycle}, {"level", j}, {"switch", s}});
      auto f = w_.down(j, s, downer);
      if (j == 0) {
        if (f.sw != c.dest)
          return fail("circuit ends at PE " + (f.sw == LcanWiring::kNone ? std::string("none") : str(f.sw)), c.dest);
        if (!wire(-1, c.dest, 1, 'd')) return fail("PE wire of the destination taken", c.dest);
        break;
      }
      if (f.sw >= w_.switches(j - 1)) return fail("downer leads nowhere", json{{"level", j}, {"switch", s}});
      if (!wire(j - 1, f.sw, f.port, 'd'))
        return fail("wire taken twice in a cycle",
                    json{{"cycle", c.cycle}, {"level", j - 1}, {"switch", f.sw}, {"upper", f.port}});
      s = f.sw, in = {'u', f.port};
    }
    return std::nullopt;
  }

  static std::optional<std::pair<std::string, json>> fail(const std::string& what, json where) {
    return std::make_pair(what, std::move(where));
  }

  // Wire: (cycle, level of its lower end (-1: PE wire), lower switch or PE, upper index, 'u'|'d').
  bool wire(int level, uint64_t s, uint64_t k, char dir) {
    return wires_.insert({c_->cycle, static_cast<uint64_t>(level + 1), s, k, static_cast<uint64_t>(dir)});
  }

  // The crosspoint in -> o of switch s: no upper-to-upper, each side's port once per cycle.
  bool cross(int level, uint64_t s, PortName in, PortName o) {
    if (in.kind == 'u' && o.kind == 'u') return false;
    auto port = [&](char side, PortName name) {
      uint64_t code = static_cast<uint64_t>(name.kind) << 56 | static_cast<uint64_t>(side) << 48 | name.index;
      return ports_.insert({c_->cycle, static_cast<uint64_t>(level), s, code, 0});
    };
    if (!port('i', in) || !port('o', o)) return false;
    if (settings_) (*settings_)[{c_->cycle, level, s}].push_back({in.text(), o.text()});
    return true;
  }

  const LcanWiring& w_;
  WalkKeys& wires_;
  WalkKeys& ports_;
  std::map<std::tuple<uint32_t, int, uint64_t>, json>* settings_;
  const LcanCircuit* c_ = nullptr;
};

}  // namespace

LcanWalk lcan_walk_circuits(const LcanWiring& w, const Permutation& perm, const std::vector<LcanCircuit>& circuits,
                            uint64_t max_cycles, bool want_settings) {
  LcanWalk out;
  auto bad = [&](size_t i, const std::string& what, json where = nullptr) {
    out.violation = json{{"circuit", i}, {"what", what}, {"where", where}};
    return out;
  };
  if (perm.size() != w.N() || !is_permutation(perm)) return bad(0, "not a permutation of the PEs");
  if (circuits.size() != w.N()) return bad(0, str(circuits.size()) + " circuits for " + str(w.N()) + " PEs");
  std::vector<char> delivered(w.N(), 0);
  WalkKeys wires(circuits.size() * 2 * static_cast<size_t>(w.levels())),
      ports(circuits.size() * 4 * static_cast<size_t>(w.levels()));
  std::map<std::tuple<uint32_t, int, uint64_t>, json> settings;
  CircuitWalk walker(w, wires, ports, want_settings ? &settings : nullptr);
  for (size_t i = 0; i < circuits.size(); ++i) {
    const LcanCircuit& c = circuits[i];
    if (c.source >= w.N() || delivered[c.source]) return bad(i, "source out of range or delivered twice", c.source);
    delivered[c.source] = 1;
    if (c.dest != perm[c.source]) return bad(i, "destination is not perm[source]", c.dest);
    if (c.cycle >= max_cycles) return bad(i, "cycle " + std::to_string(c.cycle) + " is not below " + str(max_cycles));
    if (c.ups.size() >= static_cast<size_t>(w.levels())) return bad(i, "climbs above the top level");
    out.cycles = std::max(out.cycles, c.cycle + 1);
    if (auto v = walker.walk(c)) return bad(i, v->first, std::move(v->second));
  }
  if (want_settings) {
    out.settings = json::array();
    for (auto& [key, conns] : settings)
      out.settings.push_back({{"cycle", std::get<0>(key)}, {"level", std::get<1>(key)}, {"switch", std::get<2>(key)},
                              {"connections", conns}});
  }
  return out;
}

uint64_t lcan_theorem3_bound(const LcanWiring& w) {
  BigInt num = big_pow(BigInt(w.d()), static_cast<unsigned>(w.levels() - 1));
  BigInt den = big_pow(BigInt(w.u()), static_cast<unsigned>(w.levels() - 1));
  BigInt b = (num + den - 1) / den;
  return b > 1000000 ? 1000000 : static_cast<uint64_t>(b);
}

bool lcan_in_class(const LcanWiring& w, const Permutation& perm, const std::string& cls) {
  if (perm.size() != w.N() || !is_permutation(perm)) return false;
  if (cls == "random") return true;
  if (cls == "root") {
    for (uint64_t x = 0; x < w.N(); ++x)
      if (lcan_label_lca_level(w, x, perm[x]) != w.levels() - 1) return false;
    return true;
  }
  if (cls != "bpc" || (w.N() & (w.N() - 1)) != 0) return false;
  // x -> sigma(x) xor c: c = perm[0]; bit b goes to the single bit perm[2^b] xor c.
  const uint64_t c = perm[0];
  std::vector<uint64_t> image;
  uint64_t used = 0;
  for (uint64_t b = 1; b < w.N(); b <<= 1) {
    uint64_t t = perm[b] ^ c;
    if (t == 0 || (t & (t - 1)) != 0 || (used & t)) return false;
    used |= t;
    image.push_back(t);
  }
  for (uint64_t x = 0; x < w.N(); ++x) {
    uint64_t y = c;
    for (size_t b = 0; b < image.size(); ++b)
      if (x >> b & 1) y ^= image[b];
    if (perm[x] != y) return false;
  }
  return true;
}

// ---------------------------------------------------------------- Sec. 3

double lcan_recurrence_by_definition(uint64_t N, uint64_t d, uint64_t u, int levels) {
  double top = double(N), bottom = double(N);
  for (int t = 0; t < levels - 1; ++t) top *= double(u) / double(d);
  bottom *= double(u) / double(d);
  if (levels == 1) bottom = double(N);
  double x = double(N);
  int i = 0;
  while (x >= 1.0) {
    double p = x / top < 1.0 ? x / top : 1.0;
    // The top switch has d inputs (its downers), every other switch u (its uppers).
    for (int level = levels - 1; level >= 1; --level)
      p = 1.0 - std::pow(1.0 - p / double(d), level == levels - 1 ? double(d) : double(u));
    x -= bottom * p;
    if (x < 0) x = 0;
    ++i;
  }
  return i + x;  // cycles iterated plus the probability of one more pass
}

double lcan_recurrence_tolerance(int64_t tolerance_pct, double prediction) {
  if (tolerance_pct == 0) return 0;
  return std::max(0.25, static_cast<double>(tolerance_pct) / 100.0 * prediction);
}

}  // namespace netcert
