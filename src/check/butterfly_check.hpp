// butterfly_check.hpp — the independent checker for seed 001.
//
// Works from the definitions only: its own half -> chip inverse, each half's
// neighbours enumerated from Def. 1 and Sec. 3, chip graphs built pair by pair
// and compared with sort/unique. It shares nothing with the fast engines
// except the Butterfly model and the ChipMapping data (and bliss, an outside
// library, when it has to show that two graphs are not isomorphic).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "net/butterfly.hpp"
#include "net/butterfly_chips.hpp"

namespace netcert {

// Counts of a mapping, chip by chip: for every half on the chip, every link
// and port it has (Sec. 3's half graph), off-chip ends counted as pins.
struct DefinitionCounts {
  bool placement_ok = false;
  std::string placement_defect;  // first missing/duplicate/not-needed half
  uint64_t chips = 0;
  uint64_t links = 0;
  std::vector<uint32_t> pins;
};
DefinitionCounts counts_by_definition(const Butterfly& g, const ChipMapping& m);

enum class ChipAdjacency { SharedNode, Link };  // Lemma 2 | Theorem 1's interconnection

// True when phi maps the chip graph of m bijectively onto G_{2^k} with edges
// going to edges and no edge of G_{2^k} left over.
bool verify_chip_isomorphism(const Butterfly& g, const ChipMapping& m, ChipAdjacency adj, int k,
                             const std::vector<uint32_t>& phi, std::string& why);

// True when the chip graph of m is shown NOT to be isomorphic to G_{2^k}
// (by an invariant, or by bliss canonical forms for graphs up to 8192 chips).
bool confirm_not_butterfly(const Butterfly& g, const ChipMapping& m, ChipAdjacency adj, int k, std::string& why);

}  // namespace netcert
