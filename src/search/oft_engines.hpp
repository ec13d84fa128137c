// oft_engines.hpp — the search engines of seed 003 (optical fat tree), one
// algorithm per file (src/search/oft_*.cpp); properties/oft.cpp registers them.
//
// Evidence is canonical so that a certificate has exactly one valid form:
// a holds witness is a function of the params (oft_*_witness), and a
// counterexample is the first defect in a fixed order (documented per engine),
// with exactly the fields listed.
#pragma once
#include <string>

#include "core/catalogue.hpp"
#include "core/context.hpp"
#include "core/oft_params.hpp"
#include "core/verdict.hpp"
#include "route/oft_systolic.hpp"

namespace netcert {

TableReading oft_reading(const OftParams& p);  // the reading, per-processor when the property has none

// Every oft counterexample in a certificate also names its size and the engine
// that reported it ({"r": r, "engine": name}); the re-check requires both to
// match the certificate.
json oft_bind(json cex, int r, const std::string& engine);

// oft.debruijn (oft_debruijn_search.cpp). Counterexample: {"kind":"linear-length",
// "linear_length"} or the first repeated window {"kind":"repeated-window","first","second"}.
Outcome oft_debruijn_exhaustive(const OftParams& p, const RunContext& ctx);
Outcome oft_debruijn_smt(const OftParams& p, const RunContext& ctx);
Outcome oft_debruijn_random(const OftParams& p, const RunContext& ctx);
json oft_debruijn_witness(int r);

// oft.conflict_free (oft_cycle_search.cpp). Counterexample: the first
// misdelivered packet in (injection, source) order, {"kind":"misdelivery",
// "source","injection","table_destination","arrival"}, or a collision
// {"kind":"collision","slot","packets":[[s,i],[s,i]]}.
Outcome oft_conflict_exhaustive(const OftParams& p, const RunContext& ctx);
Outcome oft_conflict_smt(const OftParams& p, const RunContext& ctx);
Outcome oft_conflict_random(const OftParams& p, const RunContext& ctx);
json oft_conflict_witness(int r, TableReading reading);
// The first misdelivered packet under prefer-one, scanning at most `budget` packets (null: none found).
json oft_first_misdelivery(int r, TableReading reading, uint64_t budget);
// Project a whole-cycle defect (route/oft_systolic) onto the canonical counterexample.
json oft_canonical_cycle_defect(const json& defect);

// oft.all_to_all (oft_all_to_all_search.cpp). Counterexample: the first source,
// then first destination, not reached exactly once: {"source","destination","times_reached"}.
Outcome oft_all_to_all_exhaustive(const OftParams& p, const RunContext& ctx);
Outcome oft_all_to_all_smt(const OftParams& p, const RunContext& ctx);
Outcome oft_all_to_all_random(const OftParams& p, const RunContext& ctx);
json oft_all_to_all_witness(int r);

// oft.counts (oft_counts_search.cpp). Counterexample: the counts that differ.
Outcome oft_counts_exhaustive(const OftParams& p, const RunContext& ctx);
json oft_counts_witness(int r);

// oft.diameter (oft_diameter_search.cpp). reading=routers (default): routing
// nodes crossed; reading=links: links crossed. Counterexample: the first
// (source, destination) pair, source-major, at the largest distance when that
// is not r, {"reading","diameter","source","destination"}, or the first pair not
// reached, {"reading","source","destination","reachable":false}.
Outcome oft_diameter_exhaustive(const OftParams& p, const RunContext& ctx);
bool oft_diameter_counts_routers(const OftParams& p);
json oft_diameter_witness(int r, bool routers);

// oft.hrelation (oft_hrelation_search.cpp). Counterexample: the smallest
// (source, destination) whose one-packet relation is misdelivered,
// {"kind":"misdelivery","source","destination","injection","arrival"}
// (injection = first row of P_source's table naming the destination).
Outcome oft_hrelation_random(const OftParams& p, const RunContext& ctx);
json oft_hrelation_canonical_defect(int r, TableReading reading);

// Tables (oft_tables.cpp).
TableData oft_routing_table(const OftParams& p, const RunContext& ctx);
TableData oft_hrelation_table(const OftHrelationTableParams& p, const RunContext& ctx);

}  // namespace netcert
