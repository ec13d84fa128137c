// butterfly_engines.hpp — the engines of seed 001's properties, on any chip mapping.
//
// The catalogue runs them on the constructed M and M'; tests and check-schedule
// run them on mutated or user-supplied mappings, which is how every check is
// shown able to fail. Counterexamples are self-contained JSON (the explicit
// chips when the mapping is not the constructed one, or u <= kExplicitU) so the
// independent checker can re-derive them.
#pragma once
#include <string>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/butterfly_chips.hpp"
#include "search/butterfly_isomorphism.hpp"

namespace netcert {

constexpr int kCanonMaxU = 10;     // bliss cross-check inside the exhaustive engine up to here
constexpr int kSmtMaxU = 5;        // the isomorphism query stays small (80 chips at u = 5)

// butterfly.chip_counts on mappings standing for M and M' (named "M", "M'").
// `constructed` says whether they are the paper's own (then counterexamples
// name them instead of listing chips).
Outcome chip_counts_exhaustive(const ChipMapping& m, const ChipMapping& mprime, bool constructed);
// The same as the catalogue's sliceable engine (a find-first over the identities checked).
Outcome chip_counts_exhaustive(const ChipMapping& m, const ChipMapping& mprime, bool constructed, const RunContext& ctx);
// The same on the constructed M and M' of order u (built, placed and counted on two threads with --jobs >= 2).
Outcome chip_counts_exhaustive(int u, const RunContext& ctx);

// butterfly.mprime_isomorphism: the chip graph (shared nodes) of `mapping` ≅ G_{2^(u-1)}.
// `bliss_cross_check` re-derives a holds with bliss for u <= kCanonMaxU (the random
// engine turns it off: it would dominate every case).
Outcome mprime_isomorphism_exhaustive(const ChipMapping& mapping, bool constructed, const RunContext& ctx,
                                      bool bliss_cross_check = true);
Outcome mprime_isomorphism_smt(const ChipMapping& mapping, bool constructed, const RunContext& ctx);

// butterfly.chip_counts at u by Z3 (src/search/butterfly_counts_smt.cpp): the
// constructed M and M' are counted, then the query of proofs/butterfly_smt.hpp
// checks Lemma 1 against the counts. Witness {"counted", "smt2"}.
Outcome chip_counts_smt(int u, const RunContext& ctx);

// True when phi is a bijection a -> b mapping the edges of a onto those of b.
bool phi_is_isomorphism(const SimpleGraph& a, const SimpleGraph& b, const std::vector<uint32_t>& phi);

// The mapping a counterexample or witness speaks of: its "chips" when present,
// else the constructed one named by "mapping" ("M" or "M'").
ChipMapping mapping_of_evidence(int u, const json& evidence);

}  // namespace netcert
