// oft_debruijn_search.cpp — oft.debruijn: is Prefer one's output a de Bruijn
// cycle B(2,r)? Exhaustive (rolling window + seen-bitset), smt (no r-bit word
// missing among the 2^r windows), random (random words occur exactly once).
#include <memory>

#include "core/sliced_loop.hpp"
#include "generators/oft_gen.hpp"
#include "proofs/oft_smt.hpp"
#include "route/oft_debruijn.hpp"
#include "search/oft_engines.hpp"
#include "search/oft_smt_outcome.hpp"
#include "search/random.hpp"

namespace netcert {

json oft_debruijn_witness(int r) { return json{{"r", r}, {"windows", 1ULL << r}}; }

namespace {
// The canonical defect of Prefer one's output, or null.
json debruijn_defect_of(int r, const BitSequence& linear) {
  uint64_t want = (1ULL << r) + static_cast<uint64_t>(r) - 1;
  if (linear.size() != want) return json{{"kind", "linear-length"}, {"linear_length", linear.size()}};
  BitSequence cyc(linear.begin(), linear.begin() + static_cast<std::ptrdiff_t>(1ULL << r));
  if (auto d = debruijn_defect_fast(r, cyc)) return json{{"kind", "repeated-window"}, {"first", d->first}, {"second", d->second}};
  return nullptr;
}

// Which r-bit words occur as cyclic windows of the first 2^r bits of `linear`: one
// rolling pass, one bit per word (2 MB at r = 24, so the random writes stay in cache).
std::vector<uint64_t> debruijn_words_seen(int r, const BitSequence& linear) {
  const uint64_t period = 1ULL << r, mask = period - 1;
  std::vector<uint64_t> seen((period + 63) / 64, 0);
  uint64_t w = 0;
  for (int k = 0; k < r; ++k) w = (w << 1) | linear[static_cast<uint64_t>(k) % period];
  for (uint64_t p = 0; p < period; ++p) {
    seen[w / 64] |= 1ULL << (w % 64);
    uint64_t next = p + static_cast<uint64_t>(r);
    if (next >= period) next -= period;
    w = ((w << 1) | linear[next]) & mask;
  }
  return seen;
}
}  // namespace

// Prefer one is one sequential greedy walk, and marking the words its windows form is
// one rolling pass: both run in every shard. The sliced loop is over the 2^r words w:
// w fails when no window forms it. 2^r windows cover all 2^r words iff no two are
// equal, so a missing word means a repeat, and the counterexample is the first
// repeated pair, found by the same scan as the other engines.
Outcome oft_debruijn_exhaustive(const OftParams& p, const RunContext& ctx) {
  int r = p.r;
  BitSequence lin = prefer_one_linear(r);
  const uint64_t period = 1ULL << r;
  if (lin.size() != period + static_cast<uint64_t>(r) - 1)
    return Outcome::fails(debruijn_defect_of(r, lin), "Prefer one's output is not a de Bruijn cycle");
  const std::vector<uint64_t> seen = debruijn_words_seen(r, lin);
  Progress progress("words", period, ctx.progress);
  auto found = sliced_find_first(static_cast<int64_t>(period), ctx, [&](int64_t w, int) {
    return !((seen[static_cast<uint64_t>(w) / 64] >> (static_cast<uint64_t>(w) % 64)) & 1);
  }, &progress);
  if (found.first_failure >= 0) {
    json d = debruijn_defect_of(r, lin);
    if (d.is_null()) return Outcome::unknown("internal: word " + std::to_string(found.first_failure) + " is missing, the window scan finds no repeat");
    return Outcome::fails(d, "Prefer one's output is not a de Bruijn cycle");
  }
  if (found.timed_out) return Outcome::unknown("timeout after " + std::to_string(found.checked) + " of " + std::to_string(period) + " words");
  Outcome o = Outcome::holds(oft_debruijn_witness(r), "all " + std::to_string(1ULL << r) +
                                                          " cyclic windows distinct; linear output " +
                                                          std::to_string(lin.size()) + " bits");
  o.stats["linear_length"] = lin.size();
  return o;
}

Outcome oft_debruijn_smt(const OftParams& p, const RunContext& ctx) {
  int r = p.r;
  OftSmtResult res = smt_debruijn(r, prefer_one(r), ctx, true);
  const OftSmtNotes notes{" unsat: every r-bit word is a window", " is satisfiable: a word is missing",
                          "solver says a word is missing, the window scan finds none"};
  return oft_smt_outcome("oft.debruijn", res, notes, [r] { return debruijn_defect_of(r, prefer_one_linear(r)); });
}

Outcome oft_debruijn_random(const OftParams& p, const RunContext& ctx) {
  int r = p.r;
  auto seq = std::make_shared<BitSequence>(prefer_one(r));
  auto slot = std::make_shared<FailureSlot>();
  Outcome o = run_random("oft.debruijn", ctx, slot, [r, seq, slot](const OftWord& w0) {
    uint64_t w = w0.value & ((1ULL << r) - 1), hits = 0;
    for (uint64_t p = 0; p < seq->size(); ++p) {
      uint64_t v = 0;
      for (int k = 0; k < r; ++k) v = v * 2 + (*seq)[(p + static_cast<uint64_t>(k)) % seq->size()];
      hits += v == w;
    }
    if (hits != 1) slot->last = {{"word", w}, {"hits", hits}};
    RC_ASSERT(hits == 1u);
  });
  if (o.verdict == Verdict::Fails) {
    o.stats["random_case"] = o.counterexample;
    o.counterexample = debruijn_defect_of(r, prefer_one_linear(r));
    if (o.counterexample.is_null()) return Outcome::unknown("random case failed but the window scan finds no defect");
  }
  return o;
}

}  // namespace netcert
