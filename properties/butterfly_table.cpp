// butterfly_table.cpp — table butterfly-chips: Lemma 1's closed forms (exact for
// any u) and, for u <= certify_max, both properties checked by the exhaustive
// engines. Each row's verdict: holds / fails / unknown from those checks, or
// n/a when only closed forms were printed. --certify writes the properties'
// own certificates (verify like `check --cert`).
#include "core/certificate.hpp"
#include "net/butterfly_chips.hpp"
#include "properties/butterfly.hpp"
#include "properties/table_rows.hpp"
#include "search/butterfly_engines.hpp"

namespace netcert {

namespace {
std::string fraction(BigInt num, BigInt den) {
  if (num == 0) return "0";
  BigInt g = boost::multiprecision::gcd(num, den);
  num /= g;
  den /= g;
  return den == 1 ? num.str() : num.str() + "/" + den.str();
}
}  // namespace

TableData butterfly_chips_table(const ButterflyChipsTableParams& p, const RunContext& ctx) {
  TableData t;
  t.columns = {"u", "n", "chip(M)", "chip(M')", "link(M)", "link(M')", "chip(M')/chip(M)", "link(M')/link(M)",
               "isomorphism G'_n = G_{n/2}", "verdict"};
  const int u = p.u, certify_max = p.certify_max;
  ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(u));
  std::string iso = "not run (u > certify_max=" + std::to_string(certify_max) + ")", verdict = "n/a";
  if (u <= certify_max) {
    ParamSet one;
    one.set("u", static_cast<int64_t>(u));
    Outcome counts = chip_counts_exhaustive(mapping_m(u), mapping_mprime(u), true);
    Outcome o = mprime_isomorphism_exhaustive(mapping_mprime(u), true, ctx);
    for (auto& [id, r] : {std::make_pair("butterfly.chip_counts", &counts), std::make_pair("butterfly.mprime_isomorphism", &o)})
      certify_row_outcome(t, id, one, "exhaustive", *r);
    iso = o.verdict == Verdict::Holds ? "certified (edge by edge)" : std::string(to_string(o.verdict)) + ": " + o.note;
    verdict = counts.verdict == Verdict::Fails || o.verdict == Verdict::Fails   ? "fails"
              : counts.verdict == Verdict::Holds && o.verdict == Verdict::Holds ? "holds"
                                                                                : "unknown";
  }
  t.rows.push_back({u, pow2(static_cast<unsigned>(u)).str(), f.chips_m.str(), f.chips_mprime.str(), f.links_m.str(),
                    f.links_mprime.str(), fraction(f.chips_mprime, f.chips_m), fraction(f.links_mprime, f.links_m), iso,
                    verdict});
  t.notes.push_back("closed forms of Lemma 1 (exact, any u); ratios reduced exactly: u/(2(u+1)) and (u-1)/(2u)");
  t.notes.push_back("verdict: butterfly.chip_counts and butterfly.mprime_isomorphism, exhaustive engines, for u <= "
                    "certify_max (certificates with --certify); n/a = closed forms only, nothing checked");
  return t;
}

}  // namespace netcert
