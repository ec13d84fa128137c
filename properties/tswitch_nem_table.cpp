// tswitch_nem_table.cpp — table tswitch-nem-budget: seed 002's port arithmetic for
// building a high-radix switch from two low-radix ones (Sec. 1: an n-port switch of
// two m-port switches, n/2 < m < n, joins them with m − n/2 ports each) and the Sun
// Blade 6048 NEM it cites (Sec. 6: two 36-port chips, 12 blade connections, 9 ports
// joining the chips and 15 external ports each). Each printed number is recomputed
// from the others; a verdict per row.
#include "properties/tswitch.hpp"

namespace netcert {

TableData tswitch_nem_budget_rows(const NemPrinted& printed) {
  TableData t;
  t.columns = {"quantity", "as computed", "value", "printed", "verdict"};
  const int64_t blades_per_chip = 12, joining = 9, external_per_chip = 15;
  const int64_t chip = blades_per_chip + joining + external_per_chip;
  auto row = [&](const std::string& what, const std::string& how, int64_t value, int64_t shown) {
    t.rows.push_back({what, how, value, shown, value == shown ? "holds" : "fails"});
  };
  row("ports of one chip", "12 blade + 9 joining + 15 external", chip, printed.chip_ports);
  row("blade connections", "2 chips x 12", 2 * blades_per_chip, printed.blade_connections);
  row("remaining (external) ports", "2 chips x 15", 2 * external_per_chip, printed.external_ports);
  row("ports of the two chips", "2 x 36 = 24 + 2 x 9 + 30", 2 * chip, 2 * blades_per_chip + 2 * joining + 2 * external_per_chip);
  // Sec. 1 with m = 36 and m − n/2 = 9 joining ports: n = 2(m − 9) external ports, n/2 < m < n.
  const int64_t n = 2 * (chip - joining);
  row("ports of the twin as one switch (n = 2(m - (m - n/2)))", "2 x (36 - 9)", n, 2 * blades_per_chip + 2 * external_per_chip);
  t.rows.push_back({"n/2 < m < n (Sec. 1)", "27 < 36 < 54", n / 2 < chip && chip < n ? "yes" : "no", "yes",
                    n / 2 < chip && chip < n ? "holds" : "fails"});
  t.notes.push_back("Sec. 6 of seed 002: \"Each NEM provides 12 connections from each of the 36-port ... switches. A total "
                    "of 24 connections ... with 9 ports used to connect the two switches together. The 30 remaining ports "
                    "(15 per switch chip)\"; the 9 joining ports are read as 9 per chip (one end of each of 9 links)");
  return t;
}

TableData tswitch_nem_budget_table(const ParamSet&, const RunContext&) { return tswitch_nem_budget_rows(NemPrinted{}); }

}  // namespace netcert
