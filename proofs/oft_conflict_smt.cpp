// oft_conflict_smt.cpp — see oft_conflict_smt.hpp.
#include "proofs/oft_conflict_smt.hpp"

#include <algorithm>
#include <memory>

#include "core/bits.hpp"
#include "core/errors.hpp"
#include "core/parallel.hpp"
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

// Collision and delivery do not depend on which cycle drives the routers, only
// on the wiring and on the table reading the states the packet meets: those two
// queries leave the cycle symbolic (an uninterpreted state per slot), which
// proves them for every cycle and keeps the 2^r bits out of them.
struct AnyCycle {
  int r;
  z3::func_decl state;  // slot (width r) -> state (width 1)
};

z3::func_decl any_cycle(z3::context& c, int r) {
  return c.function("xi_at", c.bv_sort(static_cast<unsigned>(r)), c.bv_sort(1));
}

std::vector<z3::expr> walk_any(z3::context& c, const AnyCycle& k, const z3::expr& s, const z3::expr& i) {
  const int r = k.r;
  std::vector<z3::expr> pos{s};
  for (int lv = r; lv >= 1; --lv) {
    z3::expr slot = i + word(c, static_cast<uint64_t>(r - lv) + 1, r);  // the level-lv router's slot
    pos.push_back(oft_router_step(c, r, lv, pos.back(), k.state(slot)));
  }
  return pos;
}

z3::expr table_entry_any(z3::context& c, const AnyCycle& k, const OftControlSpec& spec, const z3::expr& s,
                         const z3::expr& row) {
  auto at = [&](int t) {
    return k.state(row + word(c, (static_cast<uint64_t>(spec.row_offset) + static_cast<uint64_t>(t)) & low_mask(k.r), k.r));
  };
  z3::expr tau = at(0);  // τ_0 most significant
  for (int t = 1; t < k.r; ++t) tau = z3::concat(tau, at(t));
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

// The two queries over every cycle say so in their header.
void any_cycle_info(SmtQueryInfo& q) {
  q.symbolic += "; the control cycle: xi_at(slot), an uninterpreted state for every slot mod 2^r (every cycle at once)";
  q.fixed = "r; the Sec. 2.2 wiring; the routing-table rows computed in the query from the same cycle by the paper's "
            "formula; router states xi_at(slot) with the level-lv router met in slot i+(r-lv)+1";
  q.logic = "QF_UFBV";
}

// The coverage query in cubes: the words whose first c bits are `prefix`
// (c = 0: all words, one query), each cube carrying only the rows whose word
// starts with its prefix and only the bits of xi those rows read. Which rows a
// cube carries is computed here, but it cannot make a wrong claim pass: a row
// left out can only make its cube satisfiable, and the cubes' prefixes cover
// every word.
struct CoverageCube {
  uint64_t prefix = 0;
  std::vector<uint64_t> starts;  // unrolled position of each carried row's first bit (row i: i + offset mod T)
};

int coverage_prefix_bits(int r) { return r > kOftCoverageCubeLog2Rows ? r - kOftCoverageCubeLog2Rows : 0; }

std::vector<CoverageCube> coverage_cubes(const OftControlSpec& spec) {
  const int r = spec.r, c = coverage_prefix_bits(r);
  const uint64_t T = spec.xi.size(), offset = static_cast<uint64_t>(spec.row_offset) % T;
  std::vector<CoverageCube> cubes(1ULL << c);
  for (uint64_t k = 0; k < cubes.size(); ++k) cubes[k].prefix = k;
  uint64_t tau = 0;  // τ of row i: ξ_(i+offset .. i+offset+r-1), τ_0 most significant
  for (int t = 0; t < r; ++t) tau = (tau << 1) | spec.xi[(offset + static_cast<uint64_t>(t)) % T];
  for (uint64_t i = 0; i < T; ++i) {
    cubes[tau >> (r - c)].starts.push_back((i + offset) % T);
    tau = ((tau << 1) & low_mask(r)) | spec.xi[(i + offset + static_cast<uint64_t>(r)) % T];
  }
  for (auto& cube : cubes) std::sort(cube.starts.begin(), cube.starts.end());
  return cubes;
}

std::string prefix_name(uint64_t prefix, int bits) {
  std::string out;
  for (int b = bits - 1; b >= 0; --b) out += ((prefix >> b) & 1) ? '1' : '0';
  return out;
}

std::string cube_name(const OftControlSpec& spec, const CoverageCube& cube, int c) {
  return "oft.conflict_free.coverage" + suffix(spec, true) + (c > 0 ? ".prefix" + prefix_name(cube.prefix, c) : "");
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
  return "collision and delivery: fixed r, the Sec. 2.2 wiring and the paper's table formula (row i: tau_t = "
         "xi_(i+t+1 mod 2^r)) under the given reading; symbolic the control cycle (an uninterpreted state per slot: "
         "every cycle at once), sources, injection slots and destinations. coverage (some destination is named by no "
         "row of a table): fixed the prefer-one cycle for r, read bit by bit in the query, split into 2^c cubes by "
         "the first c = max(0, r-10) bits of the word, each cube carrying the rows whose word begins with its prefix; "
         "symbolic sources and destinations. Every query unsat confirms the claim";
}

OftSmtResult smt_conflict_collision(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2, bool solve) {
  require_spec(spec);
  z3::context c;
  z3::solver s = make_solver(c, ctx, "QF_UFBV");
  const int r = spec.r;
  AnyCycle k{r, any_cycle(c, r)};
  z3::expr s1 = c.bv_const("s1", r), i1 = c.bv_const("i1", r), s2 = c.bv_const("s2", r), i2 = c.bv_const("i2", r);
  s.add(s1 != s2 || i1 != i2);
  auto p1 = walk_any(c, k, s1, i1), p2 = walk_any(c, k, s2, i2);
  z3::expr_vector share(c);
  for (int layer = 0; layer <= r; ++layer) {
    z3::expr hop = word(c, static_cast<uint64_t>(layer), r);
    share.push_back(i1 + hop == i2 + hop && p1[static_cast<size_t>(layer)] == p2[static_cast<size_t>(layer)]);
  }
  s.add(z3::mk_or(share));
  OftSmtResult out;
  out.name = "oft.conflict_free.collision" + suffix(spec, false);
  SmtQueryInfo q = info_for(spec, out.name, "two distinct packets (s1,i1), (s2,i2) on one link in one slot", "s1, i1, s2, i2");
  any_cycle_info(q);
  out.answer = smt_solve_or_export(s, ctx, q, keep_smt2, solve);
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
  require_spec(spec);
  z3::context c;
  z3::solver s = make_solver(c, ctx, "QF_UFBV");
  const int r = spec.r;
  AnyCycle k{r, any_cycle(c, r)};
  z3::expr src = c.bv_const("s", r), i = c.bv_const("i", r), d = c.bv_const("d", r);
  s.add(d == table_entry_any(c, k, spec, src, i));  // the destination row i of P_s names
  z3::expr arrival = walk_any(c, k, src, i).back();
  s.add(arrival != d);
  OftSmtResult out;
  out.name = "oft.conflict_free.delivery" + suffix(spec, true);
  SmtQueryInfo q = info_for(spec, out.name, "for some control cycle, the packet P_s injects in slot i arrives elsewhere "
                                            "than d, the destination row i of P_s's table (computed from that cycle) names",
                            "s, i, d");
  any_cycle_info(q);
  out.answer = smt_solve_or_export(s, ctx, q, keep_smt2, solve);
  if (out.answer.status == z3::sat) {  // a packet, and the cycle the solver chose: is it misdelivered on the real one?
    z3::model m = s.get_model();
    out.counterexample = {{"kind", "some-cycle"}, {"source", model_u64(m, src)}, {"injection", model_u64(m, i)}};
  }
  return out;
}

OftSmtResult smt_conflict_delivery_on_cycle(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2, bool solve) {
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
  out.name = "oft.conflict_free.delivery_on_cycle" + suffix(spec, true);
  out.answer = smt_solve_or_export(s, ctx, info_for(spec, out.name, "the packet P_s injects in slot i arrives elsewhere than d, "
                                       "the destination row i of P_s's table names", "s, i, d"), keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    out.counterexample = {{"kind", "misdelivery"}, {"source", model_u64(m, src)}, {"injection", model_u64(m, i)},
                          {"table_destination", model_u64(m, d)}, {"arrival", model_u64(m, arrival)}};
  }
  return out;
}

namespace {

// One cube: xi's bits in runs (each run one constant xi_<first position>, the
// positions unrolled past 2^r so no row wraps), and for every carried row "the
// word is not this row's window".
OftSmtResult coverage_cube(const OftControlSpec& spec, const CoverageCube& cube, int c, const RunContext& ctx,
                           bool keep_smt2, bool solve) {
  z3::context z;
  z3::solver s = make_solver(z, ctx, "QF_BV");
  const int r = spec.r;
  const unsigned ur = static_cast<unsigned>(r);
  const uint64_t T = spec.xi.size();
  z3::expr src = z.bv_const("s", ur), d = z.bv_const("d", ur);
  z3::expr need = spec.reading == TableReading::Shared ? d : (src ^ d);
  if (c > 0) s.add(need.extract(ur - 1, ur - static_cast<unsigned>(c)) == z.bv_val(cube.prefix, static_cast<unsigned>(c)));
  // A run's bit k is ξ at position start + k, so a window read from it holds τ_0
  // in bit 0: compare with need reversed.
  z3::expr bits_reversed = need.extract(0, 0);
  for (unsigned t = 1; t < ur; ++t) bits_reversed = z3::concat(bits_reversed, need.extract(t, t));
  z3::expr reversed = z.bv_const("w", ur);  // named once: each row's assertion then names w, not the concat
  s.add(reversed == bits_reversed);
  size_t k = 0;
  while (k < cube.starts.size()) {
    size_t last = k;  // rows whose windows overlap or touch share one run
    while (last + 1 < cube.starts.size() && cube.starts[last + 1] <= cube.starts[last] + ur) ++last;
    const uint64_t first = cube.starts[k], width = cube.starts[last] + ur - first;
    std::unique_ptr<bool[]> bits(new bool[width]);
    for (uint64_t b = 0; b < width; ++b) bits[b] = spec.xi[(first + b) % T] != 0;
    z3::expr run = z.bv_const(("xi_" + std::to_string(first)).c_str(), static_cast<unsigned>(width));
    s.add(run == z.bv_val(static_cast<unsigned>(width), bits.get()));
    for (size_t j = k; j <= last; ++j) {
      const unsigned lo = static_cast<unsigned>(cube.starts[j] - first);
      s.add(reversed != run.extract(lo + ur - 1, lo));
    }
    k = last + 1;
  }
  OftSmtResult out;
  out.name = cube_name(spec, cube, c);
  SmtQueryInfo q = info_for(spec, out.name, std::string("no row of P_s's table names d") +
                                                (c > 0 ? " (the words beginning " + prefix_name(cube.prefix, c) + ")" : "") +
                                                " (buffer b_(s,d) is never served; unsat: the de Bruijn property of xi)",
                            "s, d");
  q.fixed = "r; the control cycle's bits that the rows whose word begins with the prefix read (" +
            std::string(spec.xi == prefer_one(r) && spec.row_offset == 1 ? "the prefer-one sequence" : "a supplied sequence") +
            "), as constants xi_<position> (positions past 2^r wrap); each such row's word read from them (tau_t = "
            "xi_(i+t+" + std::to_string(spec.row_offset) + " mod 2^r)), " + to_string(spec.reading) + " reading";
  out.answer = smt_solve_or_export(s, ctx, q, keep_smt2, solve);
  if (out.answer.status == z3::sat) {
    z3::model m = s.get_model();
    out.counterexample = {{"kind", "unserved"}, {"source", model_u64(m, src)}, {"destination", model_u64(m, d)}};
  }
  return out;
}

}  // namespace

std::vector<OftSmtResult> smt_conflict_coverage(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2,
                                                bool solve) {
  require_spec(spec);
  const int c = coverage_prefix_bits(spec.r);
  const std::vector<CoverageCube> cubes = coverage_cubes(spec);
  std::vector<OftSmtResult> out(cubes.size());
  if (!solve) {
    for (size_t k = 0; k < cubes.size(); ++k) out[k] = coverage_cube(spec, cubes[k], c, ctx, keep_smt2, false);
    return out;
  }
  // Each cube in its own Z3 context, on every core; the answer kept is the first
  // cube in prefix order that is not unsat (every cube before it is solved), so
  // the result does not depend on the thread timing.
  std::vector<char> done(cubes.size(), 0);
  Progress progress("coverage cubes", cubes.size());
  SearchResult found = parallel_find_first(
      static_cast<int64_t>(cubes.size()), ctx,
      [&](int64_t k, int) {
        const auto at = static_cast<size_t>(k);
        out[at] = coverage_cube(spec, cubes[at], c, ctx, keep_smt2, true);
        done[at] = 1;
        return out[at].answer.status != z3::unsat;
      },
      &progress, 1);
  size_t kept = found.first_failure >= 0 ? static_cast<size_t>(found.first_failure) + 1 : cubes.size();
  for (size_t k = 0; k < kept; ++k)
    if (!done[k]) {  // the deadline came first: this cube is the answer, unanswered
      out[k].name = cube_name(spec, cubes[k], c);
      out[k].answer.reason = interrupt_requested() ? "interrupted before this cube" : "timeout before this cube";
      kept = k + 1;
      break;
    }
  out.resize(kept);
  return out;
}

}  // namespace netcert
