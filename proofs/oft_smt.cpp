// oft_smt.cpp — see oft_smt.hpp.
#include "proofs/oft_smt.hpp"

#include "core/bits.hpp"

#include <memory>
#include <vector>

namespace netcert {

namespace {

z3::expr bv(z3::context& c, uint64_t v, int r) { return c.bv_val(static_cast<uint64_t>(v), static_cast<unsigned>(r)); }

// Bit p of the constant is seq[p mod T], for p < width.
z3::expr unrolled_constant(z3::context& c, const BitSequence& seq, unsigned width) {
  std::unique_ptr<bool[]> bits(new bool[width]);
  for (unsigned p = 0; p < width; ++p) bits[p] = seq[p % seq.size()] != 0;
  return c.bv_val(width, bits.get());
}

SmtQueryInfo query_info(const std::string& name, const std::string& claim, const std::string& symbolic,
                        const std::string& fixed) {
  SmtQueryInfo q;
  q.name = name;
  q.claim = claim;
  q.symbolic = symbolic;
  q.fixed = fixed;
  q.logic = "QF_BV";
  q.confirms = "unsat";
  return q;
}

std::string cycle_origin(int r, const BitSequence& seq) {
  return std::to_string(seq.size()) + "-bit control cycle (" +
         (seq == prefer_one(r) ? "the prefer-one sequence for r" : "a supplied sequence") + ") as one constant";
}

}  // namespace

// One router level: position p (width r) through the level-lv router in state `turn` (width 1).
z3::expr oft_router_step(z3::context& c, int r, int lv, const z3::expr& p, const z3::expr& turn) {
  z3::expr mask = bv(c, low_mask(lv), r);
  z3::expr in = p & mask;
  z3::expr turned = (in + bv(c, 1ULL << (lv - 1), r)) & mask;  // (s + l/2) mod l
  z3::expr out = z3::ite(turn == c.bv_val(1, 1), turned, in);
  if (lv == r) return out;  // the root: q = 0
  return (p & bv(c, low_mask(r) & ~low_mask(lv), r)) | out;  // q * 2^lv + output
}

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
  out.answer = smt_solve_or_export(s, ctx, query_info(out.name, "oft.debruijn r=" + std::to_string(r) +
                                             " (Sec. 3.2); negated claim asserted: the word w is none of the 2^r "
                                             "cyclic windows", "w (an r-bit word)", "r; the " + cycle_origin(r, seq)),
                      keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    out.counterexample = {{"r", r}, {"kind", "missing-word"}, {"word_lsb_first", model_u64(m, w)},
                          {"sequence", to_bit_string(seq)}};
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
  OftSmtResult out;
  out.name = "oft.all_to_all.r" + std::to_string(r);
  for (uint64_t i = 0; i < seq.size(); ++i) {
    if (i % 64 == 0 && ctx.expired()) {  // the query itself grows with 2^r: building it honours --timeout
      out.answer.reason = "timeout while building the query";
      return out;
    }
    z3::expr met = z3::lshr(xi, c.bv_val(i + 1, width));
    z3::expr p = src;
    for (int lv = r; lv >= 1; --lv) {
      unsigned k = static_cast<unsigned>(r - lv);  // the k-th router met reads bit i+1+k
      p = oft_router_step(c, r, lv, p, met.extract(k, k));
    }
    s.add(p != dst);
  }
  out.answer = smt_solve_or_export(s, ctx, query_info(out.name, "oft.all_to_all r=" + std::to_string(r) +
                                             " (Sec. 3.2); negated claim asserted: none of the 2^r packets of P_s "
                                             "(one per slot) reaches P_d", "s, d (bit-vectors of width r)",
                                         "r; the Sec. 2.2 wiring; the " + cycle_origin(r, seq) +
                                             "; the 2^r packets of P_s walked with the states they meet"),
                      keep_smt2, solve);
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
  else if (property == "oft.conflict_free") {
    OftControlSpec spec = oft_paper_control(r, reading);
    built = {smt_conflict_collision(spec, ctx, true, false), smt_conflict_delivery(spec, ctx, true, false)};
    for (auto& cube : smt_conflict_coverage(spec, ctx, true, false)) built.push_back(std::move(cube));
  }
  std::vector<OftQueryText> out;
  for (auto& b : built) out.push_back({b.name, b.answer.smt2});
  return out;
}

std::string oft_smt_scope(const std::string& property) {
  if (property == "oft.debruijn")
    return "fixed: r and the prefer-one cycle for r (2^r bits, one constant); symbolic: an r-bit word w; negated "
           "claim: w is none of the 2^r cyclic windows; unsat confirms B(2,r)";
  if (property == "oft.all_to_all")
    return "fixed: r, the Sec. 2.2 wiring and the prefer-one cycle for r; symbolic: source s and destination d; the "
           "2^r packets of s (one per slot, states from the cycle) are walked; negated claim: none reaches d; unsat "
           "confirms (2^r packets, so each destination exactly once)";
  if (property == "oft.conflict_free") return oft_conflict_smt_scope();
  return "";
}

json oft_smt_witness(const std::string& property, const std::vector<OftSmtResult>& results) {
  json q = json::array();
  for (auto& r : results) q.push_back({{"name", r.name}, {"query", r.answer.smt2}, {"answer", "unsat"}});
  return json{{"smt2", q}, {"scope", oft_smt_scope(property)}};
}

bool oft_smt_witness_matches(const std::string& property, int r, TableReading reading, const json& witness,
                             std::string& why) {
  auto want = oft_smt_queries(property, r, reading);
  if (want.empty()) return why = property + " has no smt queries", false;
  if (!witness.is_object() || witness.size() != 2 || !witness.contains("smt2") || !witness["smt2"].is_array() ||
      witness.value("scope", json()) != json(oft_smt_scope(property)))
    return why = "the witness is exactly {\"smt2\": [...], \"scope\": <what " + property + " fixes and leaves symbolic>}",
           false;
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
