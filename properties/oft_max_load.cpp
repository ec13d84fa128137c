// oft_max_load.cpp — seed 003, Sec. 4: oft.max_load_light and oft.max_load_heavy,
// the balls-into-bins claims the paper cites ([10], [11]) for the sending
// buffers of the systolic scheme, as Monte-Carlo properties (engine
// montecarlo). Engine: search/oft_max_load_search.cpp; checker:
// check/oft_max_load_check.cpp (throws every trial again from the seed).
#include "check/oft_max_load_check.hpp"
#include "core/catalogue.hpp"
#include "core/declaration.hpp"
#include "search/oft_max_load.hpp"

namespace netcert {

namespace {

const char* kMaxLoadPaper = "003 Honkanen, Systolic Routing in an Optical Fat Tree (Report A/2003/2)";

const char* kSampling =
    " Sampling: trial t of seed S runs splitmix64 from state y + t, y the first splitmix64 output from state S; "
    "ball j lands in bin x_j >> (64 - r) (uniform, independent). Rule: holds iff the two-sided (1 - alpha) Student-t interval of the "
    "mean over `trials` trials lies inside the band, fails iff wholly outside, unknown otherwise or with fewer than "
    "30 trials. verify-cert throws every trial again with the recorded seed (the independent checker's sampler) and "
    "recomputes mean, interval and band: a holds certificate is a replay (PARTIAL), never a proof; a fails one is a "
    "rejection at level alpha.";

using MLP = OftMaxLoadParams;

std::vector<Field<MLP>> max_load_fields(bool heavy) {
  std::vector<Field<MLP>> f = {
      int_field(&MLP::r, "r", heavy ? 1 : 4, 24, heavy ? "4,8,12" : "8,12,16", "n = 2^r bins (sending buffers)")};
  if (heavy) f.push_back(int_field(&MLP::k, "k", 1, 4096, "1,4,16", "h = k n log2 n balls"));
  f.push_back(int_field(&MLP::trials, "trials", 2, 100000, "100", "independent trials"));
  if (heavy) f.push_back(int_field(&MLP::ratio_pct, "ratio_pct", 100, 100000, "300", "upper end c of [1, c], percent"));
  else f.push_back(int_field(&MLP::band_pct, "band_pct", 100, 100000, "200", "factor f of [L/f, f L], percent"));
  f.push_back(int_field(&MLP::alpha_pct, "alpha_pct", 1, 50, "5", "test level alpha in percent: (1 - alpha) t-interval"));
  return f;
}

Declaration<MLP> max_load_declaration(bool heavy) {
  Declaration<MLP> d;
  d.id = heavy ? "oft.max_load_heavy" : "oft.max_load_light";
  d.paper = kMaxLoadPaper;
  d.claim = heavy ? "Sec. 4: h >= n log n balls into n bins, maximum load Theta(h/n) [11]"
                  : "Sec. 4: n balls into n bins, maximum load ~ log n / log log n whp [10]";
  d.statement = std::string(heavy ? "Throw h = k n log2 n balls (k >= 1, so h >= n ln n) into n = 2^r bins; the mean of "
                                    "max load / (h/n) lies in [1, ratio_pct/100] (the constant of Theta; max load >= "
                                    "h/n always)."
                                  : "Throw n = 2^r balls into n bins; the mean maximum load lies within a factor "
                                    "band_pct/100 of L = ln n / ln ln n (natural logarithms), i.e. in [L/f, f L].") +
                kSampling;
  d.params = max_load_fields(heavy);
  d.engines = {{"montecarlo", {restriction<MLP>([heavy](const MLP& p) { return oft_max_load_refusal(p, heavy); })},
                heavy ? oft_max_load_heavy_montecarlo : oft_max_load_light_montecarlo,
                "Monte-Carlo sample of `trials` trials drawn with the seed; a statistical decision at level alpha, "
                "reproducible by replay, never a proof"}};
  d.recheck = [heavy](const MLP& p, const json& cex, std::string& why) {
    Verdict v = Verdict::Unknown;
    if (!oftcheck::max_load_evidence(p, heavy, cex, v, why)) return why = "rejected: " + why, false;
    if (v != Verdict::Fails) return why = "rejected, not a refutation: " + why, false;
    why = "confirmed by the independent checker: " + why + " (a rejection at level alpha, not a proof)";
    return true;
  };
  d.verify = [heavy](const MLP& p, const std::string&, const json& w, std::string& why) {
    Verdict v = Verdict::Unknown;
    if (!oftcheck::max_load_evidence(p, heavy, w, v, why)) return Verification(false);
    if (v != Verdict::Holds) return why = "the replay does not give holds: " + why, Verification(false);
    return Verification::partial();
  };
  return d;
}

}  // namespace

void register_oft_max_load(Catalogue& c) {
  c.add(declare(max_load_declaration(false)));
  c.add(declare(max_load_declaration(true)));
}

}  // namespace netcert
