// fabric_traffic.cpp — see fabric_traffic.hpp.
#include "route/fabric_traffic.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "net/bvn_families.hpp"

namespace netcert {

namespace {
bool power_of_two(uint64_t n) { return n >= 1 && (n & (n - 1)) == 0; }
}  // namespace

std::string FabricTraffic::refusal(const Fabric& f, const std::string& pattern, const std::string& order) {
  const size_t n = f.hosts().size();
  if (pattern != "all-to-all" && pattern != "shift" && pattern != "bvn")
    return "pattern '" + pattern + "' is not one of all-to-all, shift, bvn";
  if (order != "lid" && order != "file") return "order '" + order + "' is not one of lid, file";
  if (n < 2) return "the fabric has " + std::to_string(n) + " hosts: no traffic between distinct hosts";
  if (n > kMaxHosts)
    return "the fabric has " + std::to_string(n) + " hosts, above this engine's limit of " +
           std::to_string(kMaxHosts) + " (N(N-1) routed flows per check)";
  if (pattern == "bvn" && !power_of_two(n))
    return "pattern bvn: seed 000's bit-reverse family is defined on N = 2^n inputs, and the fabric has " +
           std::to_string(n) + " hosts";
  return "";
}

FabricTraffic::FabricTraffic(const Fabric& f, const std::string& pattern, const std::string& order)
    : pattern_(pattern) {
  if (std::string why = refusal(f, pattern, order); !why.empty()) throw std::invalid_argument(why);
  by_rank_.resize(f.hosts().size());
  std::iota(by_rank_.begin(), by_rank_.end(), 0u);
  if (order == "lid")
    std::sort(by_rank_.begin(), by_rank_.end(),
              [&](uint32_t a, uint32_t b) { return f.hosts()[a].lid < f.hosts()[b].lid; });
  while ((uint64_t{1} << log2_hosts_) < by_rank_.size()) ++log2_hosts_;
}

uint64_t FabricTraffic::matrices() const {
  const uint64_t n = by_rank_.size();
  return pattern_ == "all-to-all" ? 1 : pattern_ == "shift" ? n - 1 : n;
}

std::vector<std::pair<uint32_t, uint32_t>> FabricTraffic::flows(uint64_t m) const {
  const uint64_t n = by_rank_.size();
  std::vector<std::pair<uint32_t, uint32_t>> out;
  out.reserve(pattern_ == "all-to-all" ? n * (n - 1) : n);
  for (uint64_t x = 0; x < n; ++x) {
    if (pattern_ == "all-to-all") {
      for (uint64_t y = 0; y < n; ++y)
        if (y != x) out.emplace_back(by_rank_[x], by_rank_[y]);
      continue;
    }
    const uint64_t y = pattern_ == "shift" ? (x + m) % n : family_apply(FamilyKind::BitReverse, log2_hosts_, m, x);
    if (y != x) out.emplace_back(by_rank_[x], by_rank_[y]);
  }
  return out;
}

std::string FabricTraffic::matrix_label(uint64_t m) const {
  if (pattern_ == "all-to-all") return "all-to-all";
  return pattern_ == "shift" ? "shift +" + std::to_string(m) : "bvn member " + std::to_string(m);
}

}  // namespace netcert
