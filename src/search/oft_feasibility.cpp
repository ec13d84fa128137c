// oft_feasibility.cpp — Sec. 2.3 arithmetic in exact rationals (see the header).
// Units keep every parameter an integer: lengths in mm, times in ns, B in bits/ns.
#include "search/oft_feasibility.hpp"

#include <stdexcept>

#include "check/oft_feasibility_check.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "core/sliced_loop.hpp"

namespace netcert {

bool OftPhysical::operator==(const OftPhysical& o) const {
  return r == o.r && bandwidth_gbps == o.bandwidth_gbps && packet_bits == o.packet_bits &&
         light_mm_per_ns == o.light_mm_per_ns && index_permille == o.index_permille && clock_ps == o.clock_ps;
}

bool oft_feasibility_counts_links(const OftFeasibilityParams& p) { return p.reading == "links"; }

std::vector<FeasibilityQuantity> oft_feasibility_quantities(const OftPhysical& p, bool count_links) {
  const bool paper = p == OftPhysical{};
  const Rational index(p.index_permille, 1000), clock_ns(p.clock_ps, 1000);
  const Rational bit_mm = Rational(p.light_mm_per_ns) / (Rational(p.bandwidth_gbps) * index);
  const Rational packet_mm = bit_mm * p.packet_bits;
  const Rational slot_ns = packet_mm / (Rational(p.light_mm_per_ns) / index);  // l_p over the speed in fibre
  const Rational hop_cycles = slot_ns / clock_ns;
  const Rational links = Rational(p.r + 1) * Rational(boost::multiprecision::cpp_int(1) << p.r);  // (r+1) 2^r
  const int64_t hops = count_links ? p.r + 1 : p.r;
  auto stated = [&](int64_t num, int64_t den) { return paper ? std::optional<Rational>(Rational(num, den)) : std::nullopt; };
  return {
      {"bit_length_mm", "v_c / (B n_r)", bit_mm, stated(2, 1), 0},
      {"packet_length_mm", "l_p = N_p v_c / (B n_r)", packet_mm, stated(256, 1), 0},
      {"slot_ns", "t_p = l_p / (v_c / n_r)", slot_ns, stated(13, 10), 1},
      {"hop_cycles", "t_p / t_cc", hop_cycles, stated(13, 10), 1},
      {"fibre_m", "L_f = (r+1) 2^r l_p", links * packet_mm / 1000, stated(115, 1), 0},
      {"routing_cycles", std::string("t_r = ") + (count_links ? "(r+1)" : "r") + " t_p / t_cc",
       hop_cycles * hops, stated(8, 1), 0},
  };
}

Rational oft_round_half_up(const Rational& x, int decimals) {
  boost::multiprecision::cpp_int scale = 1;
  for (int k = 0; k < decimals; ++k) scale *= 10;
  const Rational scaled = x * Rational(scale) + Rational(1, 2);
  boost::multiprecision::cpp_int q = numerator(scaled) / denominator(scaled);  // floor for x >= 0
  return Rational(q, scale);
}

std::string oft_rational_text(const Rational& x) {
  return denominator(x) == 1 ? numerator(x).str() : numerator(x).str() + "/" + denominator(x).str();
}

std::string oft_decimal_text(const Rational& x, int decimals) {
  Rational r = oft_round_half_up(x, decimals);
  boost::multiprecision::cpp_int scale = 1;
  for (int k = 0; k < decimals; ++k) scale *= 10;
  const Rational shifted = r * Rational(scale);
  boost::multiprecision::cpp_int units = numerator(shifted) / denominator(shifted);
  std::string digits = units.str();
  if (decimals == 0) return digits;
  while (digits.size() <= static_cast<size_t>(decimals)) digits = "0" + digits;
  return digits.substr(0, digits.size() - decimals) + "." + digits.substr(digits.size() - decimals);
}

json oft_feasibility_witness(bool count_links) {
  json qs = json::array();
  for (auto& q : oft_feasibility_quantities(OftPhysical{}, count_links))
    qs.push_back({{"name", q.name}, {"exact", oft_rational_text(q.exact)}, {"stated", oft_rational_text(*q.stated)},
                  {"decimals", q.decimals}});
  return json{{"hops", count_links ? 7 : 6}, {"quantities", qs}};
}

// Closed-form arithmetic on fixed parameters, no search: the sliced loop is a
// find-first over the quantities it checks, in the paper's order.
Outcome oft_feasibility_exhaustive(const OftFeasibilityParams& params, const RunContext& ctx) {
  const bool links = oft_feasibility_counts_links(params);
  const int hops = links ? 7 : 6;
  const auto quantities = oft_feasibility_quantities(OftPhysical{}, links);
  auto agrees = [&](const FeasibilityQuantity& q) { return oft_round_half_up(q.exact, q.decimals) == *q.stated; };
  auto r = sliced_find_first(static_cast<int64_t>(quantities.size()), ctx, [&](int64_t index, int) {
    return !agrees(quantities[static_cast<size_t>(index)]);
  });
  if (r.first_failure >= 0) {
    const FeasibilityQuantity& q = quantities[static_cast<size_t>(r.first_failure)];
    return Outcome::fails({{"quantity", q.name}, {"exact", oft_rational_text(q.exact)},
                           {"rounded", oft_decimal_text(q.exact, q.decimals)},
                           {"stated", oft_decimal_text(*q.stated, q.decimals)}, {"hops", hops}},
                          q.name + " = " + oft_rational_text(q.exact) + " rounds to " +
                              oft_decimal_text(q.exact, q.decimals) + ", the paper states " +
                              oft_decimal_text(*q.stated, q.decimals));
  }
  if (r.timed_out) return Outcome::unknown("timeout before every quantity was compared");
  return Outcome::holds(oft_feasibility_witness(links),
                        "every Sec. 2.3 number, computed exactly, rounds to the value the paper prints");
}

namespace {

ParamSet feasibility_cert_params(bool links) {
  ParamSet ps;
  ps.set("reading", std::string(links ? "links" : "routers"));
  return ps;
}

}  // namespace

TableData oft_feasibility_table(const OftPhysical& p, const RunContext& ctx) {
  const bool paper = p == OftPhysical{};
  TableData d;
  d.columns = {"quantity", "formula", "exact", "decimal", "paper states", "verdict"};
  for (bool links : {true, false}) {
    auto qs = oft_feasibility_quantities(p, links);
    for (auto& q : qs) {
      if (!links && q.name != "routing_cycles") continue;  // the hop reading changes t_r only
      std::string verdict = "n/a";
      if (q.stated) {
        bool agrees = oft_round_half_up(q.exact, q.decimals) == *q.stated;
        // Second opinion: the independent checker's own derivation must give the same exact value.
        if (oftcheck::feasibility_value(q.name, links) != oft_rational_text(q.exact))
          throw std::logic_error("oft-feasibility: the checker's value of " + q.name + " differs");
        verdict = agrees ? "holds" : "fails";
      }
      d.rows.push_back({q.name + (q.name == "routing_cycles" ? (links ? " (r+1 links)" : " (r routers)") : ""),
                        q.formula, oft_rational_text(q.exact), oft_decimal_text(q.exact, 4),
                        q.stated ? "~" + oft_decimal_text(*q.stated, q.decimals) : std::string("-"), verdict});
    }
    if (paper) {
      ParamSet cps = feasibility_cert_params(links);
      Outcome o = oft_feasibility_exhaustive(OftFeasibilityParams{links ? "links" : "routers"}, ctx);
      json w = o.verdict == Verdict::Fails ? json{{"counterexample", o.counterexample}} : o.witness;
      d.certificates.push_back(make_certificate("oft.feasibility", cps, "exhaustive", o.verdict, w));
    }
  }
  d.notes.push_back("units: mm, ns, m, clock cycles of t_cc; v_c = vc_mm_per_ns, n_r = index_permille/1000, "
                    "B = B_gbps bits/ns; exact = cpp_rational; decimal rounded half up to 4 places");
  d.notes.push_back(paper ? "verdict: the exact value rounded to the decimals the paper prints equals the printed "
                            "number (Sec. 2.3, r = 6, B = 100 Gb/s, N_p = 128 b, t_cc = 1 ns); --certify writes "
                            "oft.feasibility for reading=links and reading=routers"
                          : "parameters differ from the paper's: nothing to compare (verdict n/a)");
  return d;
}

}  // namespace netcert
