// tswitch_unpaired.cpp — seed 002: tswitch.unpaired_minimum, the count in the
// uniqueness part of Prop. 1.29's proof (a balanced configuration that leaves a
// port unpaired). Engine: search/tswitch_unpaired.cpp; checker:
// check/tswitch_unpaired_check.cpp. k, n and the claimed count come from the params only.
#include "check/tswitch_unpaired_check.hpp"
#include "net/kary_ntree.hpp"
#include "properties/tswitch.hpp"
#include "search/tswitch_unpaired.hpp"

namespace netcert {

namespace {

using TP = TswitchParams;
constexpr uint64_t kMaxUnpairedTerminals = 4096;  // every pair is routed

// ½k^(n+1) + k^n − k^(s+1), the proof's count; k even.
BigInt unpaired_printed_count(int k, int n, int s) {
  auto kp = [k](int e) { return big_pow(BigInt(k), static_cast<unsigned>(e)); };
  return kp(n + 1) / 2 + kp(n) - kp(s + 1);
}

// ½k^(n+1) + 2(k^n − k^(s+1)): with |C ∩ B| = |C ∩ F| an unpaired port of B leaves one of F unpaired too.
BigInt unpaired_corrected_count(int k, int n, int s) {
  auto kp = [k](int e) { return big_pow(BigInt(k), static_cast<unsigned>(e)); };
  return kp(n + 1) / 2 + 2 * (kp(n) - kp(s + 1));
}

UnpairedClaim unpaired_claim_of(const TP& p) {
  return p.claimed == "printed" ? UnpairedClaim(unpaired_printed_count) : UnpairedClaim(unpaired_corrected_count);
}

std::string refuse_unpaired(const TP& p) {
  if (p.k % 2) return "k = " + std::to_string(p.k) + " is odd: no configuration has k/2 down ports (the proof assumes k even)";
  if (p.k > kMaxUnpairedArity)
    return "k > " + std::to_string(kMaxUnpairedArity) + ": C(2k,k) configurations is too many";
  uint64_t N = 1;
  for (int i = 0; i < p.n && N <= kMaxUnpairedTerminals; ++i) N *= static_cast<uint64_t>(p.k);
  if (N > kMaxUnpairedTerminals)
    return "k^n > " + std::to_string(kMaxUnpairedTerminals) + " terminals (every pair is routed)";
  return "";
}

Declaration<TP> unpaired_minimum() {
  return {"tswitch.unpaired_minimum", kTswitchPaper,
          "Proof of Prop. 1.29: a balanced configuration that leaves a port unpaired crosses "
          "½k^(n+1) + k^n − k^(s+1) times",
          "Under uniform traffic (one DESTRO path per ordered terminal pair, every connection counted), at switch <s,0> "
          "of every stage s < n-1, the least internal-link use over the configurations C^alpha with |C^alpha ∩ B| = k/2 "
          "that are not in S_b (some port l and its partner l±k in different twins) is the claimed count: "
          "claimed=corrected (default): ½k^(n+1) + 2(k^n − k^(s+1)), because with |C ∩ B| = |C ∩ F| a second pair is "
          "always split too; claimed=printed: ½k^(n+1) + k^n − k^(s+1), the proof's count, which no such configuration "
          "reaches (ERRATA seed 002, presentation points). k even (the proof's hypothesis).",
          {int_field(&TP::k, "k", 2, KaryNTree::kMaxArity, "4,6", "switch arity (2k ports per T-switch; even)"),
           int_field(&TP::n, "n", 2, 12, "2..3", "number of stages (N = k^n terminals; stages s < n-1 exist for n >= 2)"),
           choice_field(&TP::claimed, "claimed", {"corrected", "printed"}, "corrected",
                        "the least use claimed: corrected ½k^(n+1) + 2(k^n − k^(s+1)) or the proof's printed count")},
          {{"exhaustive", {restriction<TP>(refuse_unpaired)},
            [](const TP& p, const RunContext& ctx) { return unpaired_minimum_exhaustive(p.k, p.n, unpaired_claim_of(p), ctx); },
            "every balanced unpaired configuration of switch <s,0>, every stage s < n-1, internal-link use from the "
            "arithmetic DESTRO loads; the checker walks every path and recounts every k-subset"}},
          [](const TP& p, const json& cex, std::string& why) {
            if (!refuse_unpaired(p).empty()) return why = "rejected: " + refuse_unpaired(p), false;
            return recheck_unpaired_minimum(p.k, p.n, cex, unpaired_claim_of(p), why);
          },
          [](const TP& p, const std::string&, const json& w, std::string& why) -> Verification {
            if (!refuse_unpaired(p).empty()) return why = refuse_unpaired(p), false;
            return verify_unpaired_minimum(p.k, p.n, w, unpaired_claim_of(p), why);
          }};
}

}  // namespace

void register_tswitch_unpaired(Catalogue& cat) { cat.add(declare(unpaired_minimum())); }

}  // namespace netcert
