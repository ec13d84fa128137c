// lcan_bpc_root_table.cpp — table lcan-bpc-root: seed 004, Sec. 3, "BPC permutations tend to route more
// quickly than random permutations because some BPC permutations are also root permutations": how many
// of the n!·2^n BPC permutations of N = 2^n PEs are root permutations of CB-LCAN(N,d,d) (every pair's LCA
// at the top level), N <= 64. Engine: each BPC map built as a permutation and judged by the simulator's
// own is_root_permutation on the network (route/lcan_traffic); checker: bit lists
// (check/lcan_bpc_root_check). The verdict is the agreement of the two counts; the paper gives no number.
#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "check/lcan_bpc_root_check.hpp"
#include "core/table_declaration.hpp"
#include "net/lcan.hpp"
#include "route/lcan_traffic.hpp"

namespace netcert {

namespace {

struct BpcRootTableParams {
  int N = 0, d = 0;
};

int log2_exact(int64_t x) {
  int e = 0;
  while ((int64_t{1} << e) < x) ++e;
  return (int64_t{1} << e) == x ? e : -1;
}

int64_t engine_root_count(const Lcan& net, int n) {
  std::vector<int> source_bit(n);
  std::iota(source_bit.begin(), source_bit.end(), 0);
  int64_t root = 0;
  Permutation p(net.N());
  do {
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      for (uint32_t x = 0; x < net.N(); ++x) {
        uint32_t y = 0;
        for (int j = 0; j < n; ++j) y |= ((x >> source_bit[j]) & 1u) << j;
        p[x] = y ^ mask;
      }
      root += is_root_permutation(net, p);
    }
  } while (std::next_permutation(source_bit.begin(), source_bit.end()));
  return root;
}

TableData bpc_root_rows(const BpcRootTableParams& p, const RunContext&) {
  const int n = log2_exact(p.N), a = log2_exact(p.d);
  if (n < 0 || a < 1 || n > kMaxCheckedBpcBits || n % a != 0 || n / a < 2)
    throw std::invalid_argument("lcan-bpc-root: needs N = d^l with l >= 2, d and N powers of two, N <= 64");
  const Lcan net(LcanShape{LcanKind::CompleteBipartite, p.N, p.d, p.d});
  const int64_t engine = engine_root_count(net, n);
  const BpcRootCount checked = checked_bpc_root_count(n, a);
  TableData t;
  t.columns = {"network", "BPC permutations", "also root (engine)", "(checker)", "share", "verdict"};
  const double share = checked.bpc ? static_cast<double>(checked.root) / static_cast<double>(checked.bpc) : 0.0;
  t.rows.push_back({net.shape().name(), checked.bpc, engine, checked.root, share,
                    engine == checked.root ? "holds" : "fails"});
  t.notes.push_back("a BPC permutation permutes the log2 N address bits and complements some; a root permutation "
                    "changes every PE's top base-d digit. holds: both counts agree (the paper says only \"some\")");
  return t;
}

}  // namespace

void register_lcan_bpc_root_table(Catalogue& cat) {
  using P = BpcRootTableParams;
  cat.add(declare_table<P>(
      "lcan-bpc-root", "Sec. 3: how many BPC permutations are also root permutations of CB-LCAN(N,d,d), N <= 64",
      {int_field(&P::N, "N", 4, 64, "16", "PEs (a power of two, N = d^l, l >= 2)"),
       int_field(&P::d, "d", 2, 8, "2", "switch size d = u (a power of two)")},
      bpc_root_rows));
}

}  // namespace netcert
