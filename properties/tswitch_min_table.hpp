// tswitch_min_table.hpp — table tswitch-min-self-routing (seed 002: A.4's banyan property, A.4.1's
// self-routing, Fig. 19's examples); the printed examples are a parameter so that a test can show a
// wrong one fails its row.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/catalogue.hpp"

namespace netcert {

struct PrintedMinExample {
  int64_t src = 0, dst = 0;
  std::string tag;         // t_(n-1) ... t_0 as printed
  std::vector<int> ports;  // output port per stage s_0 ... s_(n-1); empty where the paper names none
};

std::vector<PrintedMinExample> fig19_examples();
TableData tswitch_min_rows(int k, int n, const std::vector<PrintedMinExample>& printed);
void register_tswitch_min_table(Catalogue& cat);

}  // namespace netcert
