// butterfly_chips.hpp — mappings of butterfly node halves onto chips (seed 001).
//
// A mapping is stored chip-major in CSR form: chip c holds the half ids
// halves[offsets[c] .. offsets[c+1]). That is the shape users write (a list of
// chips, each a list of halves) and the shape pin counting walks; the inverse
// (half -> chip) is derived once by place(). uint32 ids bound the materialised
// size (u <= kMaxMaterialU keeps every half id below 2^32) and halve the memory
// of u = 20 (42 M halves) against uint64.
//
// M  : one chip per node (both needed halves of (s,i) on chip s*n+i).
// M' : one chip per 2x2 block {(s,i),(s,i^2^s),(s+1,i),(s+1,i^2^s)}, holding the
//      lower halves of the two stage-s nodes and the upper halves of the two
//      stage-(s+1) nodes (Fig. 3).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "net/butterfly.hpp"

namespace netcert {

struct ChipMapping {
  static constexpr int kMaxMaterialU = 24;
  static constexpr uint32_t kNoChip = UINT32_MAX;
  int u = 0;
  std::vector<uint32_t> offsets{0};  // size chips + 1
  std::vector<uint32_t> halves;      // half ids, chip by chip
  uint32_t chip_count() const { return static_cast<uint32_t>(offsets.size() - 1); }
  uint32_t chip_size(uint32_t c) const { return offsets[c + 1] - offsets[c]; }
};

ChipMapping mapping_m(int u);
// jobs >= 2: the lists' pages are faulted in on that many threads first (core/thread_ranges.hpp).
ChipMapping mapping_mprime(int u, int jobs = 1);
// Index of the M' chip of the block whose stage-s rows are {i, i^2^s}: s*(n/2) + (i with bit s deleted).
uint64_t mprime_chip(int u, int s, uint64_t i);
// Deletes bit s of x (the higher bits move down by one).
inline uint64_t delete_bit(uint64_t x, int s) { return (x & ((1ULL << s) - 1)) | ((x >> (s + 1)) << s); }

// Moves half a to b's chip and b to a's (a mutation used by tests and examples).
void swap_halves(ChipMapping& m, uint64_t half_a, uint64_t half_b);

// The inverse of a mapping, with the first placement defects found.
struct PlacementDefect {
  std::string kind;  // "missing" | "duplicate" | "not-needed"
  uint64_t half = 0;
  std::vector<uint32_t> chips;  // chips holding it (empty when missing)
};
struct Placement {
  std::vector<uint32_t> chip_of_half;  // kNoChip when not placed (or not needed)
  std::vector<PlacementDefect> defects;
  bool ok() const { return defects.empty(); }
};
Placement place(const Butterfly& g, const ChipMapping& m, size_t max_defects = 16);

// Inter-chip links and pins, counted edge by edge over the half graph: the
// 2nu butterfly edges (lower half -> upper half), the n(u-1) cut links (upper
// -> lower half of an inner node) and the 2n network ports (into the stage-0
// lower halves, out of the stage-u upper halves). A port takes pins like a
// link but is not a link between chips. Needs a defect-free placement.
struct LinkCounts {
  uint64_t links = 0;            // links whose two ends lie on different chips
  std::vector<uint32_t> pins;    // external link ends per chip (in units of one link width)
  uint32_t min_pins = 0, max_pins = 0;
};
LinkCounts count_links(const Butterfly& g, const Placement& p, uint32_t chip_count);

// Pins of one original node (Sec. 2): two inputs and two outputs.
constexpr uint32_t kNodePins = 4;
// Counterexamples and witnesses list chips and phi up to this u (the engines write them, the verifiers read them).
constexpr int kExplicitU = 8;

// Schedule JSON ({"network":"butterfly","params":{"u":U},"kind":"chip-mapping",
// "chips":[[[stage,row,"upper"|"lower"],...],...]}). Throws InputError naming
// the field for malformed input; placement defects are left for the checks.
ChipMapping mapping_from_json(const json& doc);
json mapping_chips_json(const Butterfly& g, const ChipMapping& m);

}  // namespace netcert
