// butterfly_gen.hpp — RapidCheck generators for seed 001: chip-mapping cases
// (a butterfly order u and a mutation of M'), built from named parts and
// weighted toward the edge cases: the smallest butterflies, the first and last
// stage, the first and last chip.
#pragma once
#include <rapidcheck.h>

#include <cstdint>
#include <ostream>
#include <string>

#include "net/butterfly_chips.hpp"

namespace netcert {

enum class ChipMutationKind {
  None,          // M' as constructed
  RelabelChips,  // permute chip order and the order of halves inside chips (must not matter)
  SwapHalves,    // exchange two halves held by two different chips (must break M')
  MoveHalf,      // move one half to another chip (must break M')
  DropHalf,      // remove one half (placement defect)
  DuplicateHalf  // place one half on a second chip as well (placement defect)
};
const char* to_string(ChipMutationKind k);
// True for the kinds after which M' must be rejected.
bool mutation_breaks(ChipMutationKind k);

struct ChipMappingCase {
  int u = 2;
  ChipMutationKind kind = ChipMutationKind::None;
  uint64_t a = 0, b = 0;  // positions in the halves array / chip indices; kLast means the last one
  uint64_t seed = 0;      // relabelling permutation
  static constexpr uint64_t kLast = UINT64_MAX;
};
std::ostream& operator<<(std::ostream& os, const ChipMappingCase& c);

// The same mapping presented differently: chips in another order, halves on a chip in another order.
ChipMapping relabel_chips(const ChipMapping& m, uint64_t seed);

// M' for c.u with c's mutation applied. Returns false when the mutation could
// not apply (e.g. a swap needs two chips) and left the mapping as M'.
bool build_case_mapping(const ChipMappingCase& c, ChipMapping& out);

namespace gen_butterfly {
rc::Gen<int> order(int max_u);           // u, weighted toward 1..3
rc::Gen<uint64_t> position();            // first, last, or anywhere
rc::Gen<ChipMutationKind> mutation_kind();
rc::Gen<ChipMappingCase> chip_mapping_case(int max_u);
}  // namespace gen_butterfly

}  // namespace netcert

namespace rc {
template <>
struct Arbitrary<netcert::ChipMappingCase> {
  static Gen<netcert::ChipMappingCase> arbitrary() { return netcert::gen_butterfly::chip_mapping_case(6); }
};
}  // namespace rc
