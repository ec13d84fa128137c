// butterfly_table1.cpp — seed 001, Sec. 2: the link and pin arithmetic of one
// network node (table butterfly-pin-budget) and Table 1, "Mapping nodes on
// chips" (table butterfly-table1): a subnetwork with n' = 2^m inputs and
// outputs on one chip, for n' = 2 (one node, Table 1's column t1), n' = 4
// (column t2) and beyond.
//
// Reading (the paper fixes no more): the subnetwork with n' inputs is G_{m-1}
// of Def. 1 (n'/2 rows, log n' stages of 2x2 nodes); its pins are the link
// ends leaving the chip (every node has 2 inputs and 2 outputs, each a link of
// width w); its gates are g per node. Every row recounts nodes and external
// link ends on the constructed G_{m-1}, compares them with the closed forms
// (n'/2) log n' nodes and 2n'w pins, and with the printed Table 1 where it has
// a column. The printed gate/pin ratios are not legible in the seed text, so
// only the closed form g log n' / (4w) is shown, and the improvement over one
// node, exactly log2 n' (the paper's Θ(log n')), is checked from the counts.
#include <array>
#include <map>
#include <utility>
#include <vector>

#include "net/butterfly.hpp"
#include "properties/butterfly.hpp"

namespace netcert {

namespace {

struct SubnetCount {
  uint64_t nodes = 0, external_ends = 0;
};

// Nodes, and link ends with no partner inside the subnetwork, of G_u.
SubnetCount count_subnetwork(int u) {
  Butterfly g(u);
  std::vector<uint8_t> in_degree(g.node_count(), 0), out_degree(g.node_count(), 0);
  for (int s = 0; s + 1 < g.stages(); ++s)
    for (uint64_t i = 0; i < g.rows(); ++i)
      for (int c = 0; c < 2; ++c) {
        ++out_degree[g.node(s, i)];
        ++in_degree[g.node(s + 1, Butterfly::next_row(s, i, c))];
      }
  SubnetCount r;
  for (uint64_t v = 0; v < g.node_count(); ++v, ++r.nodes) r.external_ends += (2 - in_degree[v]) + (2 - out_degree[v]);
  return r;
}

std::string fraction(uint64_t num, uint64_t den) {
  uint64_t a = num, b = den;
  while (b) a %= b, std::swap(a, b);
  return a == 0 ? "0" : std::to_string(num / a) + (den / a == 1 ? "" : "/" + std::to_string(den / a));
}

}  // namespace

TableData butterfly_table1(const ButterflyTable1Params& p, const RunContext&) {
  TableData t;
  t.columns = {"n'", "Table 1 column", "nodes per chip (n'/2)log n'", "nodes counted", "nodes printed",
               "pins 2n' (x w)", "pins counted", "pins printed", "gates (x g)", "gates printed",
               "gate/pin ratio (x g/w)", "improvement over one node = log2 n'", "verdict"};
  const int max_m = p.m;
  // Table 1 as printed: t1 = one node (1, 4w, g), t2 = n' = 4 (4, 8w, 4g).
  const std::map<int, std::array<uint64_t, 3>> printed = {{1, {1, 4, 1}}, {2, {4, 8, 4}}};
  for (int m = 1; m <= max_m; ++m) {
    const uint64_t np = 1ULL << m, nodes = (np / 2) * static_cast<uint64_t>(m), pins = 2 * np;
    SubnetCount c = count_subnetwork(m - 1);
    // Ratio nodes/pins against one node's 1/4: exactly (4 nodes)/pins.
    const bool improvement_is_log = 4 * c.nodes == static_cast<uint64_t>(m) * c.external_ends;
    bool ok = c.nodes == nodes && c.external_ends == pins && improvement_is_log;
    auto p = printed.find(m);
    if (p != printed.end()) ok = ok && p->second[0] == c.nodes && p->second[1] == c.external_ends && p->second[2] == c.nodes;
    auto shown = [&](int i) { return p == printed.end() ? json("-") : json(p->second[i]); };
    t.rows.push_back({np, m == 1 ? "t1" : m == 2 ? "t2" : "-", nodes, c.nodes, shown(0), pins, c.external_ends,
                      shown(1), c.nodes, shown(2), fraction(c.nodes, c.external_ends),
                      fraction(4 * c.nodes, c.external_ends), ok ? "holds" : "fails"});
  }
  t.notes.push_back("subnetwork with n' = 2^m inputs = G_{m-1} of Def. 1 (n'/2 rows, log n' stages); pins = link ends "
                    "leaving the chip, counted edge by edge on the constructed G_{m-1}; gates = g per node");
  t.notes.push_back("verdict: counted = closed form = printed Table 1 (t1, t2), and the ratio improvement over one node "
                    "is exactly log2 n' (Θ(log n')); the printed gate/pin ratios are not legible in the seed text and "
                    "are not compared");
  return t;
}

TableData butterfly_pin_budget_table(const ParamSet&, const RunContext&) {
  TableData t;
  t.columns = {"quantity", "as computed", "value", "printed", "verdict"};
  const uint64_t address = 32, data = 32, control = 8, pin_limit = 240;
  const uint64_t packet = address + data + control, answer = data, link = packet + answer, node = 4 * link;
  auto row = [&](const std::string& what, const std::string& how, uint64_t value, uint64_t printed_value) {
    t.rows.push_back({what, how, value, printed_value, value == printed_value ? "holds" : "fails"});
  };
  row("packet (one direction)", "32 address + 32 data + 8 control", packet, 72);
  row("answer (other direction)", "32 data", answer, 32);
  row("link width", "72 + 32", link, 104);
  row("pins of one node at full speed", "4 links x 104", node, 416);
  row("pins with packets in two pieces", "416 / 2", node / 2, 208);
  t.rows.push_back({"full speed exceeds p = 240", "416 > 240", node > pin_limit ? "yes" : "no", "yes (\"severe problems\")",
                    node > pin_limit ? "holds" : "fails"});
  t.rows.push_back({"two pieces fit p = 240", "208 <= 240", node / 2 <= pin_limit ? "yes" : "no", "yes (implied)",
                    node / 2 <= pin_limit ? "holds" : "fails"});
  t.notes.push_back("Sec. 2 of seed 001: a node has four outgoing links (read: four link attachments, two inputs and "
                    "two outputs, each carrying packets one way and answers the other)");
  return t;
}

}  // namespace netcert
