// oft_conflict_smt.cpp — see oft_conflict_smt.hpp.
#include "proofs/oft_conflict_smt.hpp"

#include <memory>

#include "core/bits.hpp"
#include "core/errors.hpp"
#include "proofs/oft_smt.hpp"

namespace netcert {

namespace {

z3::expr word(z3::context& c, uint64_t v, int r) { return c.bv_val(static_cast<uint64_t>(v), static_cast<unsigned>(r)); }

// The query's one copy of the control cycle: `xi` (width T, bit p = ξ_p) asserted
// equal to the sequence, so the text carries the T bits once.
struct ControlCycle {
  int r;
  z3::expr xi;        // width T
  z3::expr unrolled;  // width T + r - 1, bit p = ξ_(p mod T): windows never wrap
};

ControlCycle assert_control(z3::context& c, z3::solver& s, const OftControlSpec& spec) {
  const unsigned T = static_cast<unsigned>(spec.xi.size());
  std::unique_ptr<bool[]> bits(new bool[T]);
  for (unsigned p = 0; p < T; ++p) bits[p] = spec.xi[p] != 0;
  z3::expr xi = c.bv_const("xi", T);
  s.add(xi == c.bv_val(T, bits.get()));
  z3::expr unrolled = spec.r >= 2 ? z3::concat(xi.extract(static_cast<unsigned>(spec.r) - 2, 0), xi) : xi;
  return ControlCycle{spec.r, xi, unrolled};
}

// ξ_(j), ξ_(j+1), ..., ξ_(j+r-1) for a symbolic slot j (width r), as r bits with
// ξ_(j) in bit 0: a truncating shifter, address bit r-1 first, each step
// halving the window that can still be reached (about T muxes in all).
z3::expr bits_from(const ControlCycle& k, const z3::expr& j) {
  z3::expr v = k.unrolled;
  for (int b = k.r - 1; b >= 0; --b) {
    const unsigned half = 1u << b, keep = half + static_cast<unsigned>(k.r) - 1;
    z3::expr upper = v.extract(half + keep - 1, half), lower = v.extract(keep - 1, 0);
    v = z3::ite(j.extract(static_cast<unsigned>(b), static_cast<unsigned>(b)) == j.ctx().bv_val(1, 1), upper, lower);
  }
  return v;
}

// Positions of packet (s, i) on layers 0..r. The level-lv router switches it in
// slot i + (r - lv) + 1 (the timing of the network model) in state ξ_(slot).
std::vector<z3::expr> walk(z3::context& c, const ControlCycle& k, const z3::expr& s, const z3::expr& i) {
  const int r = k.r;
  z3::expr root_slot = i + word(c, 1, r);
  z3::expr met = bits_from(k, root_slot);  // bit m: the state in slot root_slot + m
  std::vector<z3::expr> pos{s};
  for (int lv = r; lv >= 1; --lv) {
    const unsigned m = static_cast<unsigned>(r - lv);  // slot of level lv minus the root's slot
    pos.push_back(oft_router_step(c, r, lv, pos.back(), met.extract(m, m)));
  }
  return pos;
}

// Algorithm "Routing table", row i: τ_t = ξ_((i + t + offset) mod T), t = 0..r-1,
// τ_0 (the root's bit) most significant; entry s XOR τ (per-processor) or τ (shared).
z3::expr table_entry(z3::context& c, const ControlCycle& k, const OftControlSpec& spec, const z3::expr& s,
                     const z3::expr& row) {
  z3::expr b = bits_from(k, row + word(c, static_cast<uint64_t>(spec.row_offset) & low_mask(k.r), k.r));
  z3::expr tau = b.extract(0, 0);
  for (unsigned t = 1; t < static_cast<unsigned>(k.r); ++t) tau = z3::concat(tau, b.extract(t, t));
  return spec.reading == TableReading::Shared ? tau : (s ^ tau);
}

void require_spec(const OftControlSpec& spec) {
  if (spec.r < 1 || spec.r > kOftConflictSmtMaxR) throw InputError("r", "conflict-freedom smt needs 1 <= r <= 24");
  if (spec.xi.size() != (1ULL << spec.r)) throw InputError("sequence", "the control cycle must have 2^r bits");
}

// One conflict query: its own context, a QF_BV solver, and the control cycle
// asserted once; the spec is checked before anything is built.
struct ConflictQuery {
  z3::context c;
  z3::solver s;
  ControlCycle k;
  ConflictQuery(const OftControlSpec& spec, const RunContext& ctx)
      : s((require_spec(spec), make_solver(c, ctx, "QF_BV"))), k(assert_control(c, s, spec)) {}
};

std::string suffix(const OftControlSpec& spec, bool with_reading) {
  return (with_reading ? std::string(".") + to_string(spec.reading) : std::string()) + ".r" + std::to_string(spec.r);
}

// The comment header: what is fixed (the cycle: prefer-one or supplied) and symbolic.
SmtQueryInfo info_for(const OftControlSpec& spec, const std::string& name, const std::string& negated,
                      const std::string& symbolic) {
  const bool paper = spec.xi == prefer_one(spec.r) && spec.row_offset == 1;
  SmtQueryInfo q;
  q.name = name;
  q.claim = "oft.conflict_free r=" + std::to_string(spec.r) + " reading=" + to_string(spec.reading) +
            " (Honkanen Sec. 3.3); negated claim asserted: " + negated;
  q.symbolic = symbolic + " (bit-vectors of width r; slots mod 2^r)";
  q.fixed = "r; the Sec. 2.2 wiring; the control cycle xi (" + std::to_string(spec.xi.size()) + " bits, " +
            (paper ? std::string("the prefer-one sequence") : std::string("a supplied sequence")) +
            ") as one asserted constant; routing-table rows computed in the query from xi: tau_t = xi_(i+t+" +
            std::to_string(spec.row_offset) + " mod 2^r), " + to_string(spec.reading) +
            " reading; router states xi_(slot) with the level-lv router met in slot i+(r-lv)+1";
  q.logic = "QF_BV";
  q.confirms = "unsat";
  return q;
}

}  // namespace

OftControlSpec oft_paper_control(int r, TableReading reading) {
  OftControlSpec spec;
  spec.r = r;
  spec.xi = prefer_one(r);
  spec.reading = reading;
  spec.row_offset = 1;
  return spec;
}

std::string oft_conflict_smt_scope() {
  return "fixed: r, the Sec. 2.2 wiring, the prefer-one control cycle for r (2^r bits, one asserted constant), the "
         "routing tables of Algorithm Routing table computed in the query from that cycle (row i: tau_t = "
         "xi_(i+t+1 mod 2^r)) under the given reading; symbolic: sources, injection slots (mod 2^r) and destinations; "
         "three negated queries (collision; delivery; coverage: some destination is named by no row of a table), "
         "all unsat confirms the claim";
}

OftSmtResult smt_conflict_collision(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2, bool solve) {
  ConflictQuery query(spec, ctx);
  z3::context& c = query.c;
  z3::solver& s = query.s;
  const int r = spec.r;
  ControlCycle& k = query.k;
  z3::expr s1 = c.bv_const("s1", r), i1 = c.bv_const("i1", r), s2 = c.bv_const("s2", r), i2 = c.bv_const("i2", r);
  s.add(s1 != s2 || i1 != i2);
  auto p1 = walk(c, k, s1, i1), p2 = walk(c, k, s2, i2);
  z3::expr_vector share(c);
  for (int layer = 0; layer <= r; ++layer) {
    z3::expr hop = word(c, static_cast<uint64_t>(layer), r);
    share.push_back(i1 + hop == i2 + hop && p1[static_cast<size_t>(layer)] == p2[static_cast<size_t>(layer)]);
  }
  s.add(z3::mk_or(share));
  OftSmtResult out;
  out.name = "oft.conflict_free.collision" + suffix(spec, false);
  out.answer = smt_solve_or_export(s, ctx, info_for(spec, out.name, "two distinct packets (s1,i1), (s2,i2) on one link in one slot",
                                       "s1, i1, s2, i2"), keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    uint64_t a = model_u64(m, i1), b = model_u64(m, i2), layer = 0;
    for (int L = 0; L <= r; ++L)
      if (m.eval(share[static_cast<unsigned>(L)], true).is_true()) layer = static_cast<uint64_t>(L);
    out.counterexample = {{"kind", "collision"}, {"slot", a + layer},
                          {"packets", json::array({json::array({model_u64(m, s1), a}), json::array({model_u64(m, s2), b})})}};
  }
  return out;
}

OftSmtResult smt_conflict_delivery(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2, bool solve) {
  ConflictQuery query(spec, ctx);
  z3::context& c = query.c;
  z3::solver& s = query.s;
  const int r = spec.r;
  ControlCycle& k = query.k;
  z3::expr src = c.bv_const("s", r), i = c.bv_const("i", r), d = c.bv_const("d", r);
  s.add(d == table_entry(c, k, spec, src, i));  // the destination row i of P_s names
  z3::expr arrival = walk(c, k, src, i).back();
  s.add(arrival != d);
  OftSmtResult out;
  out.name = "oft.conflict_free.delivery" + suffix(spec, true);
  out.answer = smt_solve_or_export(s, ctx, info_for(spec, out.name, "the packet P_s injects in slot i arrives elsewhere than d, "
                                       "the destination row i of P_s's table names", "s, i, d"), keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    out.counterexample = {{"kind", "misdelivery"}, {"source", model_u64(m, src)}, {"injection", model_u64(m, i)},
                          {"table_destination", model_u64(m, d)}, {"arrival", model_u64(m, arrival)}};
  }
  return out;
}

OftSmtResult smt_conflict_coverage(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2, bool solve) {
  ConflictQuery query(spec, ctx);
  z3::context& c = query.c;
  z3::solver& s = query.s;
  const int r = spec.r;
  const unsigned T = static_cast<unsigned>(spec.xi.size());
  ControlCycle& k = query.k;
  z3::expr src = c.bv_const("s", r), d = c.bv_const("d", r);
  // Row i names d iff τ(i) equals `need` (s XOR d, or d when shared). All rows at
  // once: plane t has bit i = ξ_((i + t + offset) mod T) = τ_t(i); bit i of
  // `names` is 1 iff every τ_t(i) equals bit t of need (τ_0 most significant).
  z3::expr need = spec.reading == TableReading::Shared ? d : (src ^ d);
  z3::expr zeros = c.bv_val(0, T), ones = ~zeros;
  z3::expr names = ones;
  for (int t = 0; t < r; ++t) {
    unsigned shift = static_cast<unsigned>((static_cast<uint64_t>(t) + static_cast<uint64_t>(spec.row_offset)) % T);
    z3::expr plane = shift ? k.xi.rotate_right(shift) : k.xi;
    unsigned bit = static_cast<unsigned>(r - 1 - t);
    z3::expr want = z3::ite(need.extract(bit, bit) == c.bv_val(1, 1), ones, zeros);
    names = names & ~(plane ^ want);
  }
  s.add(names == zeros);  // no row of P_s names d
  OftSmtResult out;
  out.name = "oft.conflict_free.coverage" + suffix(spec, true);
  out.answer = smt_solve_or_export(s, ctx, info_for(spec, out.name, "no row of P_s's table names d (buffer b_(s,d) is never "
                                       "served; unsat: the de Bruijn property of xi)", "s, d"), keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    out.counterexample = {{"kind", "unserved"}, {"source", model_u64(m, src)}, {"destination", model_u64(m, d)}};
  }
  return out;
}

}  // namespace netcert
