// oft_smt.cpp — see oft_smt.hpp.
#include "proofs/oft_smt.hpp"

#include <memory>
#include <vector>

namespace netcert {

namespace {

uint64_t low_mask(int bits) { return bits >= 64 ? ~0ULL : (1ULL << bits) - 1; }

z3::expr bv(z3::context& c, uint64_t v, int r) { return c.bv_val(static_cast<uint64_t>(v), static_cast<unsigned>(r)); }

// One router level: position p (width r) through the level-lv router in state `turn` (width 1).
z3::expr router_step(z3::context& c, int r, int lv, const z3::expr& p, const z3::expr& turn) {
  z3::expr mask = bv(c, low_mask(lv), r);
  z3::expr in = p & mask;
  z3::expr turned = (in + bv(c, 1ULL << (lv - 1), r)) & mask;  // (s + l/2) mod l
  z3::expr out = z3::ite(turn == c.bv_val(1, 1), turned, in);
  if (lv == r) return out;  // the root: q = 0
  z3::expr q = z3::lshr(p, bv(c, static_cast<uint64_t>(lv), r));
  return z3::shl(q, bv(c, static_cast<uint64_t>(lv), r)) | out;
}

// ξ for router level lv, as a function BV(r) -> BV(1); one per level (or shared).
struct Controls {
  std::vector<z3::func_decl> per_level;  // index lv-1, or a single one
  z3::expr at(int lv, const z3::expr& slot) const {
    return per_level.size() == 1 ? per_level[0](slot) : per_level[lv - 1](slot);
  }
};

Controls symbolic_controls(z3::context& c, int r, bool one_per_level) {
  Controls k;
  z3::sort slot = c.bv_sort(r), bit = c.bv_sort(1);
  int count = one_per_level ? r : 1;
  for (int lv = 1; lv <= count; ++lv)
    k.per_level.push_back(c.function(("xi_" + std::to_string(lv)).c_str(), slot, bit));
  return k;
}

// Positions of packet (s,i) on layers 0..r. Layer k is crossed in slot i + k;
// the router at level lv = r-k+1 in slot i + (r-lv) + 1.
std::vector<z3::expr> walk(z3::context& c, int r, const Controls& xi, const z3::expr& s, const z3::expr& i) {
  std::vector<z3::expr> pos{s};
  for (int lv = r; lv >= 1; --lv) {
    z3::expr slot = i + bv(c, static_cast<uint64_t>(r - lv + 1), r);
    pos.push_back(router_step(c, r, lv, pos.back(), xi.at(lv, slot)));
  }
  return pos;
}

// τ = ξ_(i+1) ... ξ_(i+r), root bit most significant.
z3::expr table_window(z3::context& c, int r, const Controls& xi, const z3::expr& i) {
  z3::expr tau = xi.at(r, i + bv(c, 1, r));
  for (int t = 1; t < r; ++t) tau = z3::concat(tau, xi.at(r - t, i + bv(c, static_cast<uint64_t>(t + 1), r)));
  return tau;
}

// Bit p of the constant is seq[p mod T], for p < width.
z3::expr unrolled_constant(z3::context& c, const BitSequence& seq, unsigned width) {
  std::unique_ptr<bool[]> bits(new bool[width]);
  for (unsigned p = 0; p < width; ++p) bits[p] = seq[p % seq.size()] != 0;
  return c.bv_val(width, bits.get());
}

// Solve, or (solve = false) only write the query out.
SmtAnswer finish(z3::solver& s, const RunContext& ctx, const std::string& name, bool keep_smt2, bool solve) {
  if (solve) return smt_check(s, ctx, name, keep_smt2);
  SmtAnswer a;
  a.smt2 = standalone_smt2(s);
  return a;
}

}  // namespace

OftSmtResult smt_debruijn(int r, const BitSequence& seq, const RunContext& ctx, bool keep_smt2, bool solve) {
  z3::context c;
  z3::solver s = make_solver(c, ctx, "QF_BV");
  // ∃ an r-bit word w that is none of the 2^r cyclic windows. The cycle is one
  // constant unrolled to 2^r + r - 1 bits; window p is r bits of (XI >> p).
  // UNSAT: the 2^r windows cover all 2^r words, so each occurs exactly once.
  const unsigned width = static_cast<unsigned>(seq.size() + static_cast<size_t>(r) - 1);
  z3::expr xi = unrolled_constant(c, seq, width);
  z3::expr w = c.bv_const("w", r);
  for (uint64_t p = 0; p < seq.size(); ++p)
    s.add(w != z3::lshr(xi, c.bv_val(p, width)).extract(static_cast<unsigned>(r) - 1, 0));
  OftSmtResult out;
  out.name = "oft.debruijn.r" + std::to_string(r);
  out.answer = finish(s, ctx, out.name, keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    out.counterexample = {{"r", r}, {"kind", "missing-word"}, {"word_lsb_first", model_u64(m, w)},
                          {"sequence", to_bit_string(seq)}};
  }
  return out;
}

OftSmtResult smt_collision(int r, const RunContext& ctx, bool keep_smt2, bool solve) {
  z3::context c;
  z3::solver s = make_solver(c, ctx, "QF_UFBV");
  Controls xi = symbolic_controls(c, r, true);
  z3::expr s1 = c.bv_const("s1", r), i1 = c.bv_const("i1", r), s2 = c.bv_const("s2", r), i2 = c.bv_const("i2", r);
  s.add(s1 != s2 || i1 != i2);
  auto p1 = walk(c, r, xi, s1, i1), p2 = walk(c, r, xi, s2, i2);
  z3::expr_vector share(c);
  for (int k = 0; k <= r; ++k)
    share.push_back(i1 + bv(c, static_cast<uint64_t>(k), r) == i2 + bv(c, static_cast<uint64_t>(k), r) &&
                    p1[k] == p2[k]);
  s.add(z3::mk_or(share));
  OftSmtResult out;
  out.name = "oft.conflict_free.collision.r" + std::to_string(r);
  out.answer = finish(s, ctx, out.name, keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    out.counterexample = {{"r", r},
                          {"kind", "collision"},
                          {"packets", json::array({json::array({model_u64(m, s1), model_u64(m, i1)}),
                                                   json::array({model_u64(m, s2), model_u64(m, i2)})})}};
  }
  return out;
}

OftSmtResult smt_misdelivery(int r, TableReading reading, const RunContext& ctx, bool keep_smt2, bool solve) {
  z3::context c;
  z3::solver s = make_solver(c, ctx, "QF_UFBV");
  Controls xi = symbolic_controls(c, r, true);
  z3::expr src = c.bv_const("s", r), i = c.bv_const("i", r);
  auto p = walk(c, r, xi, src, i);
  z3::expr tau = table_window(c, r, xi, i);
  z3::expr dest = reading == TableReading::Shared ? tau : (src ^ tau);
  s.add(p.back() != dest);
  OftSmtResult out;
  out.name = std::string("oft.conflict_free.delivery.") + to_string(reading) + ".r" + std::to_string(r);
  out.answer = finish(s, ctx, out.name, keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    json states = json::array();
    for (int lv = r; lv >= 1; --lv) {
      z3::expr slot = i + bv(c, static_cast<uint64_t>(r - lv + 1), r);
      states.push_back(model_u64(m, xi.at(lv, slot)));
    }
    out.counterexample = {{"r", r},
                          {"kind", "misdelivery"},
                          {"reading", to_string(reading)},
                          {"source", model_u64(m, src)},
                          {"injection", model_u64(m, i)},
                          {"path_states", states},
                          {"table_destination", model_u64(m, dest)},
                          {"arrival", model_u64(m, p.back())}};
  }
  return out;
}

OftSmtResult smt_all_to_all(int r, const BitSequence& seq, const RunContext& ctx, bool keep_smt2, bool solve) {
  z3::context c;
  z3::solver s = make_solver(c, ctx, "QF_BV");
  // ∃ source s and destination d that none of the T packets of s reaches.
  // Each packet is walked through the routers with the states it meets,
  // r bits of the unrolled cycle shifted right by i + 1. UNSAT with T = 2^r
  // injections: every destination is reached, hence exactly once.
  const unsigned width = static_cast<unsigned>(seq.size() + static_cast<size_t>(r) + 1);
  z3::expr xi = unrolled_constant(c, seq, width);
  z3::expr src = c.bv_const("s", r), dst = c.bv_const("d", r);
  for (uint64_t i = 0; i < seq.size(); ++i) {
    z3::expr met = z3::lshr(xi, c.bv_val(i + 1, width));
    z3::expr p = src;
    for (int lv = r; lv >= 1; --lv) {
      unsigned k = static_cast<unsigned>(r - lv);  // the k-th router met reads bit i+1+k
      p = router_step(c, r, lv, p, met.extract(k, k));
    }
    s.add(p != dst);
  }
  OftSmtResult out;
  out.name = "oft.all_to_all.r" + std::to_string(r);
  out.answer = finish(s, ctx, out.name, keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    out.counterexample = {{"r", r},
                          {"control", {{"sequence", to_bit_string(seq)}}},
                          {"source", model_u64(m, src)},
                          {"destination", model_u64(m, dst)}};
  }
  return out;
}

std::vector<OftQueryText> oft_smt_queries(const std::string& property, int r, TableReading reading) {
  RunContext ctx;
  std::vector<OftSmtResult> built;
  if (property == "oft.debruijn") built.push_back(smt_debruijn(r, prefer_one(r), ctx, true, false));
  else if (property == "oft.all_to_all") built.push_back(smt_all_to_all(r, prefer_one(r), ctx, true, false));
  else if (property == "oft.conflict_free")
    built = {smt_collision(r, ctx, true, false), smt_misdelivery(r, reading, ctx, true, false)};
  std::vector<OftQueryText> out;
  for (auto& b : built) out.push_back({b.name, b.answer.smt2});
  return out;
}

json oft_smt_witness(const std::vector<OftSmtResult>& results) {
  json q = json::array();
  for (auto& r : results) q.push_back({{"name", r.name}, {"query", r.answer.smt2}, {"answer", "unsat"}});
  return json{{"smt2", q}};
}

bool oft_smt_witness_matches(const std::string& property, int r, TableReading reading, const json& witness,
                             std::string& why) {
  auto want = oft_smt_queries(property, r, reading);
  if (want.empty()) return why = property + " has no smt queries", false;
  if (!witness.is_object() || witness.size() != 1 || !witness.contains("smt2") || !witness["smt2"].is_array())
    return why = "the witness is exactly {\"smt2\": [...]}", false;
  const json& got = witness["smt2"];
  if (got.size() != want.size())
    return why = "the witness stores " + std::to_string(got.size()) + " queries; netcert generates " +
                 std::to_string(want.size()), false;
  for (size_t k = 0; k < want.size(); ++k) {
    json expected = {{"name", want[k].name}, {"query", want[k].smt2}, {"answer", "unsat"}};
    if (got[k] != expected)
      return why = "stored query " + std::to_string(k) + " is not " + want[k].name +
                   " as netcert generates it for these params (text, name or answer differ)", false;
  }
  why = std::to_string(want.size()) + " stored quer" + (want.size() == 1 ? "y equals" : "ies equal") +
        " what netcert generates for these params";
  return true;
}

}  // namespace netcert
