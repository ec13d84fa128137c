// butterfly_counts_symbolic.cpp — see butterfly_counts_symbolic.hpp.
#include "proofs/butterfly_counts_symbolic.hpp"

#include <z3++.h>

#include <utility>
#include <vector>

#include "proofs/bitvector64.hpp"
#include "proofs/smt.hpp"
#include "proofs/symbolic_query_set_solve.hpp"

namespace netcert {

namespace {

// Chip and link indices: n(u+1) < 2^69 and 2nu < 2^70 at u = 63, so no index or closed form
// wraps. (72 bits instead of 128 measured no faster with either solver.)
constexpr unsigned kIndexBits = 128;

// A node half (stage, row, upper?) and a link of the half graph: a butterfly edge
// (s, i, c) from lower(s, i) to upper(s+1, c ? i^2^s : i), or the cut link of inner
// node (s, i) from upper(s, i) to lower(s, i) (count_links' two kinds).
struct HalfTerm {
  z3::expr s, i, upper;
};
struct LinkTerm {
  z3::expr cut, s, i, c;
};

// M, M', the half graph and the closed forms at a symbolic u. Stages and rows are
// 64-bit, chip and link indices kIndexBits wide; the only
// data shifted by a symbolic amount are indices (s << u and back).
class CountTerms {
 public:
  CountTerms(z3::context& c, z3::expr u, SymbolicCountsMutant m) : c_(c), u_(std::move(u)), m_(m) {}

  z3::expr one() const { return bv64(c_, 1); }
  z3::expr pow2(const z3::expr& k) const { return z3::shl(one(), k); }
  z3::expr low_mask(const z3::expr& k) const { return pow2(k) - one(); }
  z3::expr rows() const { return pow2(u_); }
  z3::expr wide(const z3::expr& e) const { return z3::zext(e, kIndexBits - 64); }
  z3::expr narrow(const z3::expr& e) const { return e.extract(63, 0); }
  z3::expr wide_val(uint64_t v) const { return c_.bv_val(v, kIndexBits); }
  // a << k with a and k 64-bit, as an index.
  z3::expr wide_shl(const z3::expr& a, const z3::expr& k) const { return z3::shl(wide(a), wide(k)); }

  z3::expr delete_bit(const z3::expr& x, const z3::expr& s) const {
    return (x & low_mask(s)) | (z3::lshr(x, one()) & ~low_mask(s));
  }
  z3::expr insert_zero_bit(const z3::expr& r, const z3::expr& t) const {
    return (r & low_mask(t)) | (z3::shl(r, one()) & ~low_mask(t + one()));
  }

  HalfTerm half(const z3::expr& s, const z3::expr& i, bool upper) const { return {s, i, c_.bool_val(upper)}; }
  z3::expr needed(const HalfTerm& h) const {
    const z3::expr zero = bv64(c_, 0);
    return z3::ule(h.s, u_) && z3::ult(h.i, rows()) && !(h.s == zero && h.upper) && !(h.s == u_ && !h.upper);
  }
  z3::expr same_half(const HalfTerm& a, const HalfTerm& b) const {
    return a.s == b.s && a.i == b.i && a.upper == b.upper;
  }

  // M: one chip per node, chip s n + i.
  z3::expr chip_m(const HalfTerm& h) const { return wide_shl(h.s, u_) + wide(h.i); }
  // M' (Fig. 3): the lower half of (s, i) on block chip (s, i), the upper half on (s-1, i).
  z3::expr chip_mprime(const HalfTerm& h) const {
    const z3::expr t = m_ == SymbolicCountsMutant::UpperOnOwnStageChip ? h.s : z3::ite(h.upper, h.s - one(), h.s);
    return wide_shl(t, u_ - one()) + wide(delete_bit(h.i, t));
  }
  z3::expr chip(bool mprime, const HalfTerm& h) const { return mprime ? chip_mprime(h) : chip_m(h); }

  // The paper's closed forms.
  z3::expr chips_range(bool mprime) const {
    if (mprime) return wide_shl(u_, u_ - one());                                        // (n/2) u
    if (m_ == SymbolicCountsMutant::ChipsMClosedForm) return wide_shl(u_, u_);          // broken: n u
    return wide_shl(u_ + one(), u_);                                                    // n (u+1)
  }
  z3::expr links_range(bool mprime) const {
    return mprime ? wide_shl(u_ - one(), u_) : wide_shl(u_, u_ + one());  // n (u-1), 2 n u
  }

  // The chip's explicit preimage: M: the needed half of node (c >> u, c mod n); M': the lower
  // half of (t, r with a 0 inserted at bit t), t = c >> (u-1), r = c mod n/2.
  HalfTerm chip_preimage(bool mprime, const z3::expr& c) const {
    if (!mprime) {
      const z3::expr s = narrow(z3::lshr(c, wide(u_)));
      return {s, narrow(c) & low_mask(u_), s == u_};
    }
    const z3::expr t = narrow(z3::lshr(c, wide(u_ - one())));
    return {t, insert_zero_bit(narrow(c) & low_mask(u_ - one()), t), c_.bool_val(false)};
  }

  z3::expr link_valid(const LinkTerm& l) const {
    return z3::ult(l.s, u_) && z3::ult(l.i, rows()) && z3::implies(l.cut, l.s != bv64(c_, 0) && !l.c);
  }
  z3::expr same_link(const LinkTerm& a, const LinkTerm& b) const {
    return a.cut == b.cut && a.s == b.s && a.i == b.i && a.c == b.c;
  }
  HalfTerm link_from(const LinkTerm& l) const { return {l.s, l.i, l.cut}; }
  HalfTerm link_to(const LinkTerm& l) const {
    return {z3::ite(l.cut, l.s, l.s + one()), z3::ite(l.cut || !l.c, l.i, l.i ^ pow2(l.s)), !l.cut};
  }
  z3::expr inter_chip(bool mprime, const LinkTerm& l) const { return chip(mprime, link_from(l)) != chip(mprime, link_to(l)); }
  // The links each mapping's count names: M the butterfly edges, M' the cut links.
  z3::expr counted(bool mprime, const LinkTerm& l) const { return mprime ? l.cut : !l.cut; }
  z3::expr link_index(bool mprime, const LinkTerm& l) const {
    if (mprime) return wide_shl(l.s - one(), u_) + wide(l.i);  // (s-1) n + i
    return wide_shl(l.s, u_ + one()) + wide(l.i + l.i) + z3::ite(l.c, wide_val(1), wide_val(0));  // 2(s n + i) + c
  }
  LinkTerm link_preimage(bool mprime, const z3::expr& c) const {
    const z3::expr f = c_.bool_val(false);
    if (mprime) return {c_.bool_val(true), narrow(z3::lshr(c, wide(u_))) + one(), narrow(c) & low_mask(u_), f};
    return {f, narrow(z3::lshr(c, wide(u_ + one()))), narrow(z3::lshr(c, wide_val(1))) & low_mask(u_),
            c.extract(0, 0) == c_.bv_val(1, 1)};
  }

  // The four halves Fig. 3 puts on M' chip c: lower (t, i0), (t, i1), upper (t+1, i0), (t+1, i1).
  std::vector<HalfTerm> mprime_chip_halves(const z3::expr& c) const {
    const z3::expr t = narrow(z3::lshr(c, wide(u_ - one())));
    const z3::expr i0 = insert_zero_bit(narrow(c) & low_mask(u_ - one()), t), i1 = i0 | pow2(t);
    return {half(t, i0, false), half(t, i1, false), half(t + one(), i0, true), half(t + one(), i1, true)};
  }
  // External link and port ends of half h on chip c of M' (count_links' pins): a lower half has
  // its two butterfly edges and its cut link in (a port at stage 0); an upper half its two
  // butterfly edges in and its cut link out (a port at stage u).
  z3::expr external_ends(const HalfTerm& h, const z3::expr& c) const {
    const z3::expr lower_port = h.s == bv64(c_, 0), upper_port = h.s == u_;
    const z3::expr prev = h.s - one();
    const std::pair<z3::expr, HalfTerm> lower_ends[] = {{c_.bool_val(false), half(h.s + one(), h.i, true)},
                                                         {c_.bool_val(false), half(h.s + one(), h.i ^ pow2(h.s), true)},
                                                         {lower_port, half(h.s, h.i, true)}};
    const std::pair<z3::expr, HalfTerm> upper_ends[] = {{c_.bool_val(false), half(prev, h.i, false)},
                                                         {c_.bool_val(false), half(prev, h.i ^ pow2(prev), false)},
                                                         {upper_port, half(h.s, h.i, false)}};
    z3::expr sum = c_.bv_val(0, 8);
    for (int k = 0; k < 3; ++k) {
      const z3::expr lower_out = end_external(lower_ends[k].first, lower_ends[k].second, c);
      const z3::expr upper_out = end_external(upper_ends[k].first, upper_ends[k].second, c);
      sum = sum + z3::ite(z3::ite(h.upper, upper_out, lower_out), c_.bv_val(1, 8), c_.bv_val(0, 8));
    }
    return sum;
  }

 private:
  z3::expr end_external(const z3::expr& port, const HalfTerm& other, const z3::expr& c) const {
    const z3::expr port_counts = c_.bool_val(m_ != SymbolicCountsMutant::PinsPortForgotten);
    return z3::ite(port, port_counts, chip_mprime(other) != c);
  }
  z3::context& c_;
  z3::expr u_;
  SymbolicCountsMutant m_;
};

// Each part of the claim's negation, named for the report; and the values a model shows.
using CountsParts = std::vector<std::pair<std::string, z3::expr>>;

struct CountsVars {
  HalfTerm h;
  LinkTerm a, b;
  z3::expr c;
  static CountsVars declare(z3::context& ctx) {
    auto bv = [&](const char* name) { return ctx.bv_const(name, 64); };
    return {{bv("s"), bv("i"), ctx.bool_const("upper")},
            {ctx.bool_const("cut1"), bv("s1"), bv("i1"), ctx.bool_const("c1")},
            {ctx.bool_const("cut2"), bv("s2"), bv("i2"), ctx.bool_const("c2")},
            ctx.bv_const("index", kIndexBits)};
  }
  CountsParts shown() const {
    return {{"s", h.s}, {"i", h.i}, {"upper", h.upper}, {"cut1", a.cut}, {"s1", a.s}, {"i1", a.i}, {"c1", a.c},
            {"cut2", b.cut}, {"s2", b.s}, {"i2", b.i}, {"c2", b.c}, {"index", c}};
  }
};

CountsParts chips_violations(const CountTerms& t, bool mprime, const CountsVars& v) {
  const z3::expr range = t.chips_range(mprime);
  const HalfTerm pre = t.chip_preimage(mprime, v.c);
  return {{"a needed half on a chip outside [0, R)", t.needed(v.h) && !z3::ult(t.chip(mprime, v.h), range)},
          {"a chip index below R holding no half",
           z3::ult(v.c, range) && !(t.needed(pre) && t.chip(mprime, pre) == v.c)}};
}

CountsParts links_violations(const CountTerms& t, bool mprime, const CountsVars& v) {
  const z3::expr range = t.links_range(mprime);
  auto counted_link = [&](const LinkTerm& l) {
    return t.link_valid(l) && t.inter_chip(mprime, l) && t.counted(mprime, l);
  };
  const LinkTerm pre = t.link_preimage(mprime, v.c);
  return {{"an inter-chip link not counted or indexed outside [0, R)",
           t.link_valid(v.a) && t.inter_chip(mprime, v.a) &&
               !(t.counted(mprime, v.a) && z3::ult(t.link_index(mprime, v.a), range))},
          {"two inter-chip links with one index",
           counted_link(v.a) && counted_link(v.b) && !t.same_link(v.a, v.b) &&
               t.link_index(mprime, v.a) == t.link_index(mprime, v.b)},
          {"an index below R that is no inter-chip link's",
           z3::ult(v.c, range) && !(counted_link(pre) && t.link_index(mprime, pre) == v.c)}};
}

CountsParts pins_violations(z3::context& c, const CountTerms& t, const CountsVars& v) {
  const z3::expr on_chip = z3::ult(v.c, t.chips_range(true));
  const std::vector<HalfTerm> halves = t.mprime_chip_halves(v.c);
  z3::expr misplaced = c.bool_val(false), listed = c.bool_val(false), pins = c.bv_val(0, 8);
  for (const HalfTerm& h : halves) {
    misplaced = misplaced || !t.needed(h) || t.chip_mprime(h) != v.c;
    listed = listed || t.same_half(v.h, h);
    pins = pins + t.external_ends(h, v.c);
  }
  return {{"a half Fig. 3 puts on the chip is not needed or not there", on_chip && misplaced},
          {"a fifth half on the chip", on_chip && t.needed(v.h) && t.chip_mprime(v.h) == v.c && !listed},
          {"a chip without exactly 4 external link ends", on_chip && pins != c.bv_val(4, 8)}};
}

struct CountsRangeQuery {
  z3::solver s;
  z3::expr u;
  CountsParts violations, shown;
};

CountsRangeQuery build_counts_query(z3::context& c, const RunContext& ctx, CountsQuery kind, const SymbolicCountsRange& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  const z3::expr u = c.bv_const("u", 64);
  const CountTerms t(c, u, r.mutant);
  const CountsVars v = CountsVars::declare(c);
  s.add(z3::ule(bv64(c, static_cast<uint64_t>(r.lo)), u) && z3::ule(u, bv64(c, static_cast<uint64_t>(r.hi))),
        "u_in_range");
  const bool mprime = kind == CountsQuery::ChipsMprime || kind == CountsQuery::LinksMprime;
  CountsParts parts = kind == CountsQuery::PinsMprime                                    ? pins_violations(c, t, v)
                      : kind == CountsQuery::ChipsM || kind == CountsQuery::ChipsMprime ? chips_violations(t, mprime, v)
                                                                                         : links_violations(t, mprime, v);
  z3::expr any = c.bool_val(false);
  for (auto& part : parts) any = any || part.second;
  s.add(any, "count_is_not_a_bijection_onto_the_closed_form");
  return CountsRangeQuery{s, u, std::move(parts), v.shown()};
}

std::string counts_claim(CountsQuery kind) {
  switch (kind) {
    case CountsQuery::ChipsM: return "the chips of M's needed halves are exactly 0 .. n(u+1)-1: chip(M) = n(log n + 1)";
    case CountsQuery::ChipsMprime: return "the chips of M''s needed halves are exactly 0 .. (n/2)u-1: chip(M') = (n/2) log n";
    case CountsQuery::LinksM: return "the link index is a bijection from M's inter-chip links onto 0 .. 2nu-1: link(M) = 2n log n";
    case CountsQuery::LinksMprime:
      return "the link index is a bijection from M''s inter-chip links onto 0 .. n(u-1)-1: link(M') = n(log n - 1)";
    default: return "every chip of M' holds exactly Fig. 3's four halves, with 4 external link ends (pins)";
  }
}

SmtQueryInfo counts_query_info(CountsQuery kind, const SymbolicCountsRange& r) {
  SmtQueryInfo q;
  const std::string range = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  q.name = std::string("butterfly.chip_counts_symbolic_") + counts_query_name(kind) + "_u" + std::to_string(r.lo) +
           "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicCountsMutant::None) q.name += "_mutant";
  q.claim = "butterfly.chip_counts (Lemma 1), every u in " + range + ": " + counts_claim(kind);
  q.symbolic = symbolic_counts_symbolic();
  q.fixed = std::string(symbolic_counts_fixed()) + "; here " + range;
  q.logic = "QF_BV";
  return q;
}

SymbolicCountsModel read_counts_model(const z3::model& mdl, const CountsRangeQuery& q, CountsQuery kind) {
  SymbolicCountsModel out;
  out.query = kind;
  out.u = static_cast<int>(model_u64(mdl, q.u));
  out.values = json::object();
  for (auto& [name, e] : q.shown) {
    const z3::expr value = mdl.eval(e, true);
    if (value.is_bool()) out.values[name] = value.is_true();
    else out.values[name] = value.get_decimal_string(0);
  }
  for (auto& part : q.violations)
    if (mdl.eval(part.second, true).is_true()) {
      out.violation = part.first;
      break;
    }
  return out;
}

// The engine's pieces for the shared query-set loop (symbolic_query_set_solve.hpp).
using CountsSpec = QuerySetSpec<CountsQuery, SymbolicCountsModel, SymbolicCountsRange, CountsRangeQuery,
                                build_counts_query, counts_query_info, counts_query_name, read_counts_model,
                                &SymbolicCountsModel::u>;

}  // namespace

const char* counts_query_name(CountsQuery q) {
  switch (q) {
    case CountsQuery::ChipsM: return "chips_M";
    case CountsQuery::ChipsMprime: return "chips_Mprime";
    case CountsQuery::LinksM: return "links_M";
    case CountsQuery::LinksMprime: return "links_Mprime";
    default: return "pins_Mprime";
  }
}

json SymbolicCountsModel::to_json() const {
  return {{"query", counts_query_name(query)}, {"u", u}, {"violation", violation}, {"values", values}};
}

const char* symbolic_counts_symbolic() {
  return "u (n = 2^u rows, within the range), a node half (stage, row, side), two links (a butterfly edge (s,i,c) or "
         "the cut link of inner node (s,i)) and a 128-bit chip or link index: so every size in the range and every "
         "half, link, chip and index at once";
}

const char* symbolic_counts_fixed() {
  return "M (chip s n + i per node), M' (Fig. 3: chip s (n/2) + (i with bit s deleted) holds the lower halves of "
         "(s,i), (s,i^2^s) and the upper halves of (s+1,i), (s+1,i^2^s)), the half graph (2nu butterfly edges, n(u-1) "
         "cut links, 2n ports), the link index (M: 2(s n + i) + c; M': (s-1) n + i) with its inverse, and the closed "
         "forms n(u+1), 2nu, (n/2)u, n(u-1), 4 pins; five queries, chips_M, chips_Mprime, links_M, links_Mprime, "
         "pins_Mprime";
}

std::string symbolic_counts_query(CountsQuery q, const SymbolicCountsRange& r, const std::string& status) {
  return query_set_text<CountsSpec>(q, r, status);
}

SymbolicCountsAnswer solve_symbolic_counts(const SymbolicCountsRange& r, const RunContext& ctx) {
  return solve_query_set<CountsSpec>({CountsQuery::ChipsM, CountsQuery::ChipsMprime, CountsQuery::LinksM,
                                      CountsQuery::LinksMprime, CountsQuery::PinsMprime},
                                     r, ctx);
}

struct SymbolicCountsTerms::Impl {
  z3::context c;
  CountTerms t;
  explicit Impl(int u) : t(c, bv64(c, static_cast<uint64_t>(u)), SymbolicCountsMutant::None) {}
  uint64_t value(const z3::expr& e) { return e.simplify().get_numeral_uint64(); }
  HalfTerm half(uint64_t s, uint64_t i, bool upper) { return t.half(bv64(c, s), bv64(c, i), upper); }
};

SymbolicCountsTerms::SymbolicCountsTerms(int u) : impl_(std::make_unique<Impl>(u)) {}
SymbolicCountsTerms::~SymbolicCountsTerms() = default;

uint64_t SymbolicCountsTerms::chip_m(uint64_t s, uint64_t i, bool upper) const {
  return impl_->value(impl_->t.chip_m(impl_->half(s, i, upper)));
}

uint64_t SymbolicCountsTerms::chip_mprime(uint64_t s, uint64_t i, bool upper) const {
  return impl_->value(impl_->t.chip_mprime(impl_->half(s, i, upper)));
}

uint64_t SymbolicCountsTerms::pins_mprime(uint64_t chip) const {
  Impl& m = *impl_;
  const z3::expr c = m.c.bv_val(chip, kIndexBits);
  z3::expr pins = m.c.bv_val(0, 8);
  for (const HalfTerm& h : m.t.mprime_chip_halves(c)) pins = pins + m.t.external_ends(h, c);
  return m.value(pins);
}

}  // namespace netcert
