// tswitch_connections_check.cpp — see tswitch_connections_check.hpp.
#include "check/tswitch_connections_check.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <stdexcept>

#include "check/tswitch_check.hpp"

namespace netcert {

namespace {
bool related(int k, int l, int lp) { return std::abs(l - lp) == k; }  // Def. 1.22

// Ports related to l under R_b, restated.
int partners(int k, int l) {
  int n = 0;
  for (int lp = 0; lp < 2 * k; ++lp) n += related(k, l, lp);
  return n;
}
}  // namespace

std::vector<uint64_t> tallied_connections(int k, const std::vector<int>& alpha) {
  uint64_t b_alpha = 0, f_alpha = 0;
  for (int l : alpha) (l < k ? b_alpha : f_alpha) += 1;
  const uint64_t K = static_cast<uint64_t>(k), b_beta = K - b_alpha, f_beta = K - f_alpha;
  const uint64_t B = b_alpha + b_beta, F = f_alpha + f_beta;
  return {B * F, F * B, B * (B - 1), b_alpha * f_beta + b_beta * f_alpha, f_alpha * b_beta + f_beta * b_alpha,
          2 * b_alpha * b_beta};
}

bool recheck_connections(int k, const json& cex, const ConnClaim& claim, std::string& why) {
  try {
    if (cex.contains("relation")) {
      const auto ports = cex.at("ports").get<std::vector<int>>();
      for (int l : ports)
        if (l < 0 || l >= 2 * k) throw std::out_of_range("port");
      if (cex.at("prop") == "1.23" && ports.size() == 2)
        return why = "R_b symmetry", related(k, ports[0], ports[1]) && !related(k, ports[1], ports[0]);
      if (cex.at("prop") == "1.24" && ports.size() == 3)
        return why = "R_b partner", related(k, ports[0], ports[1]) &&
                                        related(k, ports[0], ports[2]) != (ports[1] == ports[2]);
      throw std::invalid_argument("unknown relation counterexample");
    }
    if (cex.size() != 4) throw std::invalid_argument("expected {alpha, quantity, counted, claimed}");
    const auto alpha = cex.at("alpha").get<std::vector<int>>();
    std::set<int> distinct(alpha.begin(), alpha.end());
    if (alpha.size() != static_cast<size_t>(k) || distinct.size() != alpha.size() || *distinct.begin() < 0 ||
        *distinct.rbegin() >= 2 * k)
      throw std::invalid_argument("alpha is not k distinct ports of 0..2k-1");
    ConnQuantity q;
    if (!parse_conn_quantity(cex.at("quantity").get<std::string>().c_str(), q)) throw std::invalid_argument("quantity");
    const int p = static_cast<int>(std::count_if(alpha.begin(), alpha.end(), [k](int l) { return l < k; }));
    const uint64_t got = tallied_connections(k, alpha)[static_cast<size_t>(q)], want = claim(q, k, p);
    why = std::string("tallied ") + conn_quantity_name(q) + " = " + std::to_string(got) + " for p = " +
          std::to_string(p) + ", Sec. 4.1 says " + std::to_string(want);
    return stated_counts_confirm(cex, got, want, why);
  } catch (const std::exception& e) {
    why = std::string("malformed counterexample: ") + e.what();
    return false;
  }
}

bool verify_connections(int k, const json& w, std::string& why) {
  if (!w.is_object() || w.size() != 2 || !w.contains("configurations") || !w.contains("rb_triples"))
    return why = "witness must be exactly {configurations, rb_triples}", false;
  std::vector<bool> in_alpha(2 * k, false);
  std::fill(in_alpha.begin(), in_alpha.begin() + k, true);
  uint64_t configurations = 0;
  do {
    std::vector<int> alpha;
    for (int l = 0; l < 2 * k; ++l)
      if (in_alpha[l]) alpha.push_back(l);
    const int p = static_cast<int>(std::count_if(alpha.begin(), alpha.end(), [k](int l) { return l < k; }));
    auto got = tallied_connections(k, alpha);
    for (ConnQuantity q : kConnQuantities)
      if (got[static_cast<size_t>(q)] != conn_claim(q, k, p))
        return why = std::string("the checker refutes ") + conn_quantity_name(q) + " for p = " + std::to_string(p), false;
    ++configurations;
  } while (std::prev_permutation(in_alpha.begin(), in_alpha.end()));
  for (int l = 0; l < 2 * k; ++l) {
    if (partners(k, l) != 1) return why = "port " + std::to_string(l) + " has no single R_b partner", false;
    for (int lp = 0; lp < 2 * k; ++lp)
      if (related(k, l, lp) != related(k, lp, l)) return why = "R_b is not symmetric", false;
  }
  const uint64_t U = 2 * static_cast<uint64_t>(k);
  if (w["configurations"] != configurations || w["rb_triples"] != U * U * U)
    return why = "witness counts differ from the checker's " + std::to_string(configurations) + " configurations", false;
  return why = "tallied all " + std::to_string(configurations) + " configurations; R_b symmetric with one partner each",
         true;
}

}  // namespace netcert
