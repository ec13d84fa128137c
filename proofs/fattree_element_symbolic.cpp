// fattree_element_symbolic.cpp — see fattree_element_symbolic.hpp.
#include "proofs/fattree_element_symbolic.hpp"

#include <z3++.h>

#include <utility>

#include "proofs/bitvector64.hpp"
#include "proofs/fattree_element_terms.hpp"
#include "proofs/smt.hpp"
#include "proofs/symbolic_query_set_solve.hpp"

namespace netcert {

namespace {

struct ElementRangeQuery {
  z3::solver s;
  z3::expr n, j, slot, x, k, y;
};

ElementRangeQuery build_element_query(z3::context& c, const RunContext& ctx, ElementQuery kind,
                                      const SymbolicElementRange& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  const z3::expr n = c.bv_const("n", 64), j = c.bv_const("j", 64), slot = c.bv_const("slot", 64);
  const z3::expr x = c.bv_const("x", 64), k = c.bv_const("k", 64), y = c.bv_const("y", 64);
  const ElementTerms t(c, r.kind, n, r.mutant);
  s.add(z3::ule(bv64(c, static_cast<uint64_t>(r.lo)), n) && z3::ule(n, bv64(c, static_cast<uint64_t>(r.hi))),
        "n_in_range");
  s.add(z3::ule(j, n), "level_at_most_n");
  s.add(z3::ult(slot, t.size()), "slot_mod_N");
  if (kind == ElementQuery::Element) {
    s.add(z3::ult(x, t.size()), "input_below_N");
    const z3::expr image = t.image_top(slot, x);
    s.add(image != t.named_top(image, t.alpha_top(t.block_first(x, j), j, slot), j), "image_is_not_the_named_element");
  } else {
    // k as its block's first leaf b = k 2^(n-j) < N; y in top form (its n bits at the top of the word).
    s.add(z3::ult(k, t.size()) && (k & t.low_mask(n - j)) == bv64(c, 0), "block_k_as_its_first_leaf");
    s.add((y & t.low_mask(bv64(c, 64) - n)) == bv64(c, 0), "output_y_in_top_form");
    s.add(((y ^ t.alpha_top(k, j, slot)) & t.low_j_top(j)) == bv64(c, 0), "y_is_a_named_element_of_block_k");
    const z3::expr x_of_y = t.preimage(slot, y);
    s.add(!(z3::ult(x_of_y, t.size()) && t.in_block(x_of_y, k, j) && t.image_top(slot, x_of_y) == y),
          "preimage_not_in_S_j_k_or_not_mapped_to_y");
  }
  return ElementRangeQuery{s, n, j, slot, x, k, y};
}

SmtQueryInfo element_query_info(ElementQuery kind, const SymbolicElementRange& r) {
  SmtQueryInfo q;
  const std::string range = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  q.name = std::string("fattree.ump_element_symbolic_") + element_query_name(kind) + "_" + family_name(r.kind) + "_n" +
           std::to_string(r.lo) + "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicElementMutant::None) q.name += "_mutant";
  const std::string claim = std::string("fattree.ump_element (Eqs. 12, 18), family=") + family_name(r.kind) +
                            ", every n in " + range + ", level j <= n, slot i: ";
  q.claim = claim + (kind == ElementQuery::Element
                         ? "every input x of S(j,k) is mapped to l 2^j + ((rev_j(k) + i) mod 2^j), l = sigma_i(x) >> j"
                         : "every element l 2^j + ((rev_j(k) + i) mod 2^j) has its preimage in S(j,k)");
  q.symbolic = symbolic_element_symbolic();
  q.fixed = std::string(symbolic_element_fixed()) + "; here family " + family_name(r.kind) + ", " + range;
  q.logic = "QF_BV";
  return q;
}

SymbolicElementModel read_element_model(const z3::model& mdl, const ElementRangeQuery& q, ElementQuery kind) {
  SymbolicElementModel out;
  out.query = kind;
  out.n = static_cast<int>(model_u64(mdl, q.n));
  out.level = static_cast<int>(model_u64(mdl, q.j));
  out.slot = model_u64(mdl, q.slot);
  if (out.slot == 0 && out.n >= 1 && out.n <= 63) out.slot = uint64_t{1} << out.n;
  if (kind == ElementQuery::Element) {
    out.x = model_u64(mdl, q.x);
  } else if (out.level >= 0 && out.level <= out.n && out.n >= 1 && out.n <= 63) {  // k: first leaf; y: top form
    out.k = model_u64(mdl, q.k) >> (out.n - out.level);
    out.y = model_u64(mdl, q.y) >> (64 - out.n);
  }
  return out;
}

// The engine's pieces for the shared query-set loop (symbolic_query_set_solve.hpp).
using ElementSpec = QuerySetSpec<ElementQuery, SymbolicElementModel, SymbolicElementRange, ElementRangeQuery,
                                 build_element_query, element_query_info, element_query_name, read_element_model,
                                 &SymbolicElementModel::n>;

}  // namespace

const char* element_query_name(ElementQuery q) { return q == ElementQuery::Element ? "element" : "onto"; }

json SymbolicElementModel::to_json() const {
  json j = {{"query", element_query_name(query)}, {"n", n}, {"level", level}, {"slot", slot}};
  if (query == ElementQuery::Element) j["x"] = x;
  else j["block"] = k, j["y"] = y;
  return j;
}

const char* symbolic_element_symbolic() {
  return "n (the number of levels, within the range), level j (0 <= j <= n), slot i (i = 0 stands for slot N), an "
         "input x below N = 1 << n (element) or a block S(j,k) (by its first leaf k 2^(n-j)) and an output y below N "
         "(onto): 64-bit vectors, so "
         "every size in the range, every level, slot, cell and input at once";
}

const char* symbolic_element_fixed() {
  return "the family's formula in top form (sigma_i(x) << (64 - n), as fattree.ump's symbolic query) and its inverse "
         "(bitreverse: rev_n((y - i) mod N)); the element l 2^j + alpha, alpha = (rev_j(k) + i) mod 2^j, with the block "
         "S(j,k) named by its first leaf b = k 2^(n-j), whose 64-bit reversal is rev_j(k) << (64 - n); two queries, "
         "element and onto";
}

std::string symbolic_element_query(ElementQuery q, const SymbolicElementRange& r, const std::string& status) {
  return query_set_text<ElementSpec>(q, r, status);
}

SymbolicElementAnswer solve_symbolic_element(const SymbolicElementRange& r, const RunContext& ctx) {
  return solve_query_set<ElementSpec>({ElementQuery::Element, ElementQuery::Onto}, r, ctx);
}

struct SymbolicElementTerms::Impl {
  z3::context c;
  int n;
  ElementTerms t;
  Impl(FamilyKind kind, int levels)
      : n(levels), t(c, kind, bv64(c, static_cast<uint64_t>(levels)), SymbolicElementMutant::None) {}
  z3::expr v(uint64_t value) { return bv64(c, value); }
  uint64_t value(const z3::expr& e) { return e.simplify().get_numeral_uint64(); }
  z3::expr slot(uint64_t s) { return v(s & ((uint64_t{1} << n) - 1)); }  // slot N is 0 mod N
};

SymbolicElementTerms::SymbolicElementTerms(FamilyKind kind, int n) : impl_(std::make_unique<Impl>(kind, n)) {}
SymbolicElementTerms::~SymbolicElementTerms() = default;

uint64_t SymbolicElementTerms::named_element(int j, uint64_t slot, uint64_t x) const {
  Impl& m = *impl_;
  const z3::expr jj = m.v(static_cast<uint64_t>(j)), i = m.slot(slot);
  const z3::expr image = m.t.image_top(i, m.v(x));
  const z3::expr named = m.t.named_top(image, m.t.alpha_top(m.t.block_first(m.v(x), jj), jj, i), jj);
  return m.value(z3::lshr(named, m.v(64 - static_cast<uint64_t>(m.n))));
}

uint64_t SymbolicElementTerms::preimage(uint64_t slot, uint64_t y) const {
  return impl_->value(impl_->t.preimage(impl_->slot(slot), impl_->t.top(impl_->v(y))));
}

uint64_t SymbolicElementTerms::image(uint64_t slot, uint64_t x) const {
  Impl& m = *impl_;
  return m.value(z3::lshr(m.t.image_top(m.slot(slot), m.v(x)), m.v(64 - static_cast<uint64_t>(m.n))));
}

}  // namespace netcert
