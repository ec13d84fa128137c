// tswitch_min_table.cpp — table tswitch-min-self-routing: seed 002's appendix on unidirectional
// MINs. A.4: banyan networks have a unique path between any source and destination; A.4.1: the
// self-routing algorithm forwards by port k + t_i at stage i; Fig. 19: on the N = 16 butterfly
// MIN the packet 0010 → 1010 carries tag 0101 and leaves by port 3 at stages s_0, s_2 and port 2 at
// s_1, s_3, and 0111 → 1101 carries 1011. The engine routes by the tag formula over the wiring
// tables (net/unidirectional_min, route/min_self_routing); the checker enumerates every path
// itself (check/min_self_routing_check).
#include <string>

#include "check/min_self_routing_check.hpp"
#include "core/table_declaration.hpp"
#include "properties/tswitch_min_table.hpp"
#include "route/min_self_routing.hpp"

namespace netcert {

namespace {

struct MinTableParams {
  int k = 2;  // switch arity
  int n = 4;  // stages
};

std::string min_terminal_digits(int64_t x, int k, int n) {
  std::string s(n, '0');
  for (int j = n - 1; j >= 0; --j, x /= k) s[j] = static_cast<char>('0' + x % k);
  return s;
}

std::string port_list(const std::vector<int>& ports) {
  std::string s;
  for (int p : ports) s += (s.empty() ? "" : ",") + std::to_string(p);
  return s;
}

std::string tag_text(const std::vector<int>& tag) {  // printed order t_(n−1) … t_0
  std::string s;
  for (auto it = tag.rbegin(); it != tag.rend(); ++it) s += static_cast<char>('0' + *it);
  return s;
}

void add_every_pair_rows(TableData& t, const UnidirectionalMin& min) {
  const int k = min.k, n = min.n;
  const int64_t pairs = min.terminals * min.terminals;
  int64_t delivered = 0, agree = 0;
  for (int64_t s = 0; s < min.terminals; ++s)
    for (int64_t d = 0; d < min.terminals; ++d) {
      const MinRoute r = self_route(min, s, butterfly_routing_tag(k, n, d));
      delivered += r.arrives == d;
      const auto paths = checked_min_paths(k, n, s, d);
      agree += paths.size() == 1 && paths[0] == r.ports;
    }
  const int64_t unique = checked_min_pairs_with_one_path(k, n);
  auto row = [&](const std::string& what, int64_t engine, int64_t checker) {
    const bool ok = engine == pairs && checker == pairs;
    t.rows.push_back({what, std::to_string(engine) + " of " + std::to_string(pairs),
                      std::to_string(checker) + " of " + std::to_string(pairs), "every pair", ok ? "holds" : "fails"});
  };
  row("self-routing (t_i = d_(n-1-i)) delivers the pair", delivered, agree);
  row("banyan: exactly one path between the pair (A.4)", unique, unique);
}

void add_example_row(TableData& t, const UnidirectionalMin& min, const PrintedMinExample& e) {
  const int k = min.k, n = min.n;
  const std::vector<int> tag = butterfly_routing_tag(k, n, e.dst);
  const MinRoute r = self_route(min, e.src, tag);
  const bool engine_ok = r.arrives == e.dst && tag_text(tag) == e.tag && (e.ports.empty() || r.ports == e.ports);
  const auto problem = check_min_routing_example(k, n, e.src, e.dst, e.tag, e.ports.empty() ? r.ports : e.ports);
  t.rows.push_back({"Fig. 19: " + min_terminal_digits(e.src, k, n) + " -> " + min_terminal_digits(e.dst, k, n),
                    "tag " + tag_text(tag) + ", ports " + port_list(r.ports), problem ? *problem : "confirmed",
                    "tag " + e.tag + (e.ports.empty() ? "" : ", ports " + port_list(e.ports)),
                    engine_ok && !problem ? "holds" : "fails"});
}

}  // namespace

TableData tswitch_min_rows(int k, int n, const std::vector<PrintedMinExample>& printed) {
  TableData t;
  t.columns = {"claim", "engine (tag routing)", "checker (every path)", "printed", "verdict"};
  const UnidirectionalMin min = butterfly_min(k, n);
  add_every_pair_rows(t, min);
  for (const auto& p : printed) add_example_row(t, min, p);
  t.notes.push_back("butterfly MIN of seed 002 A.3-A.4 with k x k switches: C_0 = C_n = identity, C_i = beta_(n-i) "
                    "between stages i-1 and i; stage i forwards by output port k + t_i. Fig. 19's \"16x16 switches\" "
                    "is read as 2x2 switches in 4 stages, the only reading with a 4-digit binary tag and ports 2 and 3");
  return t;
}

std::vector<PrintedMinExample> fig19_examples() {
  return {{0b0010, 0b1010, "0101", {3, 2, 3, 2}}, {0b0111, 0b1101, "1011", {}}};
}

void register_tswitch_min_table(Catalogue& cat) {
  using P = MinTableParams;
  cat.add(declare_table<P>(
      "tswitch-min-self-routing",
      "seed 002 A.4: the butterfly MIN is a banyan (one path per pair) and self-routing by tag delivers every pair; "
      "with k = 2, n = 4 also Fig. 19's two printed tags and ports",
      {int_field(&P::k, "k", 2, 4, "2", "switch arity (k x k switches)"),
       int_field(&P::n, "n", 1, 4, "4", "stages (N = k^n terminals)")},
      [](const P& p, const RunContext&) {
        return tswitch_min_rows(p.k, p.n, p.k == 2 && p.n == 4 ? fig19_examples() : std::vector<PrintedMinExample>{});
      }));
}

}  // namespace netcert
