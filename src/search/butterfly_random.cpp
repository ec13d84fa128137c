// butterfly_random.cpp — see butterfly_random.hpp.
#include "search/butterfly_random.hpp"

#include <memory>

#include "generators/butterfly_gen.hpp"
#include "search/butterfly_engines.hpp"
#include "search/random.hpp"

namespace netcert {

Outcome chip_counts_random(int u, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  return run_random("butterfly.chip_counts", ctx, slot, [u, slot](uint64_t seed) {
    ChipMapping m = relabel_chips(mapping_m(u), seed), mp = relabel_chips(mapping_mprime(u), seed ^ 0x9e3779b97f4a7c15ULL);
    Outcome o = chip_counts_exhaustive(m, mp, false);
    if (o.verdict != Verdict::Holds) slot->last = o.counterexample;
    RC_ASSERT(o.verdict == Verdict::Holds);
  });
}

Outcome mprime_isomorphism_random(int u, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  RunContext quiet = ctx;
  return run_random("butterfly.mprime_isomorphism", ctx, slot, [u, slot, quiet](uint64_t seed) {
    ChipMappingCase c;
    c.u = u;
    c.kind = ChipMutationKind::RelabelChips;
    c.seed = seed;
    ChipMapping m;
    build_case_mapping(c, m);
    Outcome o = mprime_isomorphism_exhaustive(m, false, quiet, false);
    if (o.verdict != Verdict::Holds) {
      Butterfly g(u);
      slot->last = {{"u", u}, {"mapping", "relabelled M'"}, {"seed", seed}, {"chips", mapping_chips_json(g, m)},
                    {"engine_note", o.note}};
    }
    RC_ASSERT(o.verdict == Verdict::Holds);
  });
}

}  // namespace netcert
