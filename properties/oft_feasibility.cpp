// oft_feasibility.cpp — seed 003, Sec. 2.3: property oft.feasibility and table
// oft-feasibility (the feasibility arithmetic in exact rationals). Engine:
// search/oft_feasibility.cpp; checker: check/oft_feasibility_check.cpp (its own
// derivation from the printed parameters).
#include "check/oft_feasibility_check.hpp"
#include "core/catalogue.hpp"
#include "core/declaration.hpp"
#include "core/table_declaration.hpp"
#include "search/oft_feasibility.hpp"

namespace netcert {

namespace {

const char* kFeasibilityPaper = "003 Honkanen, Systolic Routing in an Optical Fat Tree (Report A/2003/2)";

using OFP = OftFeasibilityParams;

bool recheck_feasibility(const OFP& p, const json& cex, std::string& why) {
  json d = oftcheck::feasibility_defect(oft_feasibility_counts_links(p));
  if (d.is_null()) return why = "rejected: the checker finds every Sec. 2.3 number agreeing", false;
  if (cex != d) return why = "rejected: the checker's first disagreement is " + d.dump() + ", not this", false;
  why = "confirmed by the independent checker: " + d["quantity"].get<std::string>() + " = " +
        d["exact"].get<std::string>() + " rounds to " + d["rounded"].get<std::string>() + ", the paper prints " +
        d["stated"].get<std::string>();
  return true;
}

Declaration<OFP> feasibility_declaration() {
  Declaration<OFP> d;
  d.id = "oft.feasibility";
  d.paper = kFeasibilityPaper;
  d.claim = "Sec. 2.3 (feasibility of a 6-dimensional OFT)";
  d.statement =
      "From the paper's parameters (r = 6, B = 100 Gb/s, N_p = 128 b, v_c = 0.3 m/ns, refraction index 1.5, t_cc = "
      "1 ns), computed in exact rationals: bit length v_c/(B n_r) = 2 mm, l_p = N_p v_c/(B n_r) ~ 256 mm, t_p = "
      "l_p/(v_c/n_r) ~ 1.3 ns, t_p/t_cc ~ 1.3 cycles, L_f = (r+1) 2^r l_p ~ 115 m, t_r = hops t_p/t_cc ~ 8 cycles; "
      "each value rounded half up to the decimals the paper prints equals the printed number. hops = r + 1 links "
      "(reading=links: netcert's timing, one link per slot, the injection link included, the same links L_f counts) "
      "or r routing nodes (reading=routers, E-003-3).";
  // Certificates written before the reading existed meant links.
  d.params = {choice_field_absent_as(&OFP::reading, "reading", {"links", "routers"}, "links", "what a hop of t_r counts",
                                     "links")};
  d.engines = {{"exhaustive", {}, oft_feasibility_exhaustive,
                "every quantity evaluated exactly (boost cpp_rational) and compared after rounding", true}};
  d.recheck = recheck_feasibility;
  d.verify = [](const OFP& p, const std::string&, const json& w, std::string& why) {
    return Verification(oftcheck::feasibility_witness_matches(oft_feasibility_counts_links(p), w, why));
  };
  return d;
}

TableSpec feasibility_table_spec() {
  using PP = OftPhysical;
  return declare_table<PP>(
      "oft-feasibility",
      "Sec. 2.3: bit length, packet length l_p, slot t_p, clock cycles per hop, fibre length L_f and routing time "
      "t_r (over r + 1 links and over r routers) of OFT(r), exact rationals from the parameters; at the paper's "
      "parameters each row's verdict says whether the value, rounded to the decimals the paper prints, is the "
      "printed number (otherwise n/a).",
      {int_field(&PP::r, "r", 1, 40, "6", "OFT dimension (n = 2^r processors)"),
       int_field(&PP::bandwidth_gbps, "B_gbps", 1, 1000000, "100", "link bandwidth B in Gb/s (bits per ns)"),
       int_field(&PP::packet_bits, "Np_bits", 1, 1000000, "128", "packet size N_p in bits"),
       int_field(&PP::light_mm_per_ns, "vc_mm_per_ns", 1, 1000000, "300", "speed of light in vacuum v_c in mm/ns"),
       int_field(&PP::index_permille, "index_permille", 1000, 10000, "1500", "refraction index of the fibre x 1000"),
       int_field(&PP::clock_ps, "clock_ps", 1, 1000000, "1000", "clock cycle t_cc of the processing nodes in ps")},
      oft_feasibility_table);
}

}  // namespace

void register_oft_feasibility(Catalogue& c) {
  c.add(declare(feasibility_declaration()));
  c.add(feasibility_table_spec());
}

}  // namespace netcert
