// fattree_example_tables.hpp — tables fattree-leaf-sets (Eqs. (2)/(3)/(5)/(13), Sec. II's S(3,2) = {4,5}
// example) and fattree-any-sigma (Sec. III, every sigma at n <= 3) of seed 000. The printed sets are a
// parameter so that a test can show a wrong one fails.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/catalogue.hpp"

namespace netcert {

struct PrintedLeafSet {
  std::string name;                            // as printed, e.g. "S(3,2)"
  std::vector<std::pair<int, int64_t>> cells;  // the (j,k) whose leaves it unites
  std::vector<int64_t> leaves;                 // the printed set, increasing
};

std::vector<PrintedLeafSet> fig2_leaf_sets();
// The identity rows for every cell of an n-level tree; the printed sets' rows only at n = 4 (Fig. 2).
TableData fattree_leaf_set_rows(int n, const std::vector<PrintedLeafSet>& printed);
void register_fattree_example_tables(Catalogue& cat);

}  // namespace netcert
