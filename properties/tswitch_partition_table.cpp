// tswitch_partition_table.cpp — table tswitch-port-partitions: seed 002's Props. 1.1–1.2 over
// every way of splitting a k×k T-switch's 2k ports between its internal switches α and β.
// Prop. 1.1: card(B^α) = card(F^β), card(B^β) = card(F^α); Prop. 1.2: card(C^i) = k. Both follow
// from Def. 1.7's card(P^α) = card(P^β) with card(J^α) = card(J^β); the table checks them on every
// split that meets it and shows that every other split breaks Prop. 1.1 (the hypothesis is needed).
// Engine: port sets as bit masks; checker: explicit sets (check/twin_port_partition_check).
#include <bitset>

#include "check/twin_port_partition_check.hpp"
#include "core/table_declaration.hpp"
#include "core/catalogue.hpp"

namespace netcert {

namespace {

struct PartitionTableParams {
  int k = 0;  // T-switch arity: 2k ports
};

struct EngineCensus {
  int64_t splits = 0, meeting_def = 0, props_hold = 0;
};

EngineCensus engine_census(int k) {
  EngineCensus c;
  const uint32_t low = (1u << k) - 1;  // B = ports 0..k−1, F = ports k..2k−1
  for (uint32_t alpha = 0; alpha < (1u << (2 * k)); ++alpha) {
    ++c.splits;
    const uint32_t beta = ~alpha & ((1u << (2 * k)) - 1);
    const auto count = [](uint32_t x) { return static_cast<int>(std::bitset<32>(x).count()); };
    if (count(alpha) != count(beta)) continue;  // card(P^α) = card(P^β) with equal joining sets
    ++c.meeting_def;
    const bool p11 = count(alpha & low) == count(beta >> k) && count(beta & low) == count(alpha >> k);
    const bool p12 = count(alpha) == k && count(beta) == k;
    c.props_hold += p11 && p12;
  }
  return c;
}

TableData partition_rows(const PartitionTableParams& p, const RunContext&) {
  TableData t;
  t.columns = {"k", "splits of the 2k ports", "meeting Def. 1.7 (engine)", "(checker)", "C(2k,k)",
               "Props. 1.1-1.2 hold (engine)", "(checker)", "other splits breaking Prop. 1.1", "verdict"};
  const EngineCensus e = engine_census(p.k);
  const PartitionCensus c = checked_partition_census(p.k);
  int64_t binomial = 1;
  for (int i = 1; i <= p.k; ++i) binomial = binomial * (p.k + i) / i;
  const bool ok = e.splits == c.splits && e.meeting_def == binomial && c.meeting_def == binomial &&
                  e.props_hold == binomial && c.props_hold == binomial &&
                  c.unequal_where_prop11_fails == c.splits - binomial;
  t.rows.push_back({p.k, e.splits, e.meeting_def, c.meeting_def, binomial, e.props_hold, c.props_hold,
                    c.unequal_where_prop11_fails, ok ? "holds" : "fails"});
  t.notes.push_back("a split puts each of the 2k T-switch ports (B = 0..k-1, F = k..2k-1) on alpha or beta; Def. 1.7 "
                    "(equal joining sets, card(P^alpha) = card(P^beta)) keeps the C(2k,k) splits with k ports each. "
                    "holds: Props. 1.1 and 1.2 hold on all of them, and every other split breaks Prop. 1.1");
  return t;
}

}  // namespace

void register_tswitch_partition_table(Catalogue& cat) {
  using P = PartitionTableParams;
  cat.add(declare_table<P>(
      "tswitch-port-partitions",
      "Props. 1.1-1.2: on every split of a T-switch's 2k ports meeting Def. 1.7, card(B^a) = card(F^b), "
      "card(B^b) = card(F^a) and card(C^i) = k; every other split breaks Prop. 1.1",
      {int_field(&P::k, "k", 1, kMaxCheckedPartitionArity, "1..8", "T-switch arity (2k ports)")}, partition_rows));
}

}  // namespace netcert
