// oft_feasibility_check.cpp — see oft_feasibility_check.hpp.
#include "check/oft_feasibility_check.hpp"

#include <stdexcept>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

namespace netcert::oftcheck {

namespace {

using Q = boost::multiprecision::cpp_rational;
using Z = boost::multiprecision::cpp_int;

// A number as Sec. 2.3 prints it ("1.3"): its value and its decimals.
struct PrintedNumber {
  Q value;
  int decimals = 0;
};
PrintedNumber feasibility_printed(const std::string& text) {
  auto dot = text.find('.');
  PrintedNumber p;
  p.decimals = dot == std::string::npos ? 0 : static_cast<int>(text.size() - dot - 1);
  std::string digits = text;
  if (dot != std::string::npos) digits.erase(dot, 1);
  Z scale = 1;
  for (int k = 0; k < p.decimals; ++k) scale *= 10;
  p.value = Q(Z(digits), scale);
  return p;
}

struct PaperNumber {
  const char* name;
  const char* printed;  // Sec. 2.3's text
};
const std::vector<PaperNumber>& feasibility_printed_numbers() {
  static const std::vector<PaperNumber> kNumbers = {{"bit_length_mm", "2"},  {"packet_length_mm", "256"},
                                                    {"slot_ns", "1.3"},      {"hop_cycles", "1.3"},
                                                    {"fibre_m", "115"},      {"routing_cycles", "8"}};
  return kNumbers;
}

Q feasibility_exact(const std::string& name, bool links) {
  const int r = 6;
  const Q bits_per_ns = 100, packet_bits = 128, light_m_per_ns = Q(3, 10), index = Q(3, 2), clock_ns = 1;
  const Q bit_m = light_m_per_ns / (bits_per_ns * index);
  const Q slot_ns = packet_bits / bits_per_ns;  // the time to emit N_p bits at B
  if (name == "bit_length_mm") return bit_m * 1000;
  if (name == "packet_length_mm") return bit_m * packet_bits * 1000;
  if (name == "slot_ns") return slot_ns;
  if (name == "hop_cycles") return slot_ns / clock_ns;
  if (name == "fibre_m") {
    Z count = Z(1) << r;  // processor -> root links
    for (int level = 1; level <= r; ++level) count += (Z(1) << (r - level)) * (Z(1) << level);  // router out-links
    return Q(count) * bit_m * packet_bits;
  }
  if (name == "routing_cycles") return Q(links ? r + 1 : r) * slot_ns / clock_ns;
  throw std::invalid_argument("no Sec. 2.3 quantity " + name);
}

std::string feasibility_text(const Q& x) {
  return denominator(x) == 1 ? numerator(x).str() : numerator(x).str() + "/" + denominator(x).str();
}

// x rounded half up to `decimals`, printed with exactly that many decimals.
std::string feasibility_rounded(const Q& x, int decimals) {
  Z scale = 1;
  for (int k = 0; k < decimals; ++k) scale *= 10;
  Q shifted = x * Q(scale) + Q(1, 2);
  std::string digits = Z(numerator(shifted) / denominator(shifted)).str();
  if (decimals == 0) return digits;
  while (digits.size() <= static_cast<size_t>(decimals)) digits = "0" + digits;
  return digits.substr(0, digits.size() - decimals) + "." + digits.substr(digits.size() - decimals);
}

// Agreement: stated - u/2 <= x < stated + u/2, u one unit of the last printed place.
bool feasibility_agrees(const Q& x, const PrintedNumber& p) {
  Z scale = 1;
  for (int k = 0; k < p.decimals; ++k) scale *= 10;
  Q half_unit = Q(1, 2) / Q(scale);
  return x >= p.value - half_unit && x < p.value + half_unit;
}

}  // namespace

std::string feasibility_value(const std::string& name, bool links) { return feasibility_text(feasibility_exact(name, links)); }

json feasibility_defect(bool links) {
  for (auto& n : feasibility_printed_numbers()) {
    PrintedNumber p = feasibility_printed(n.printed);
    Q x = feasibility_exact(n.name, links);
    if (!feasibility_agrees(x, p))
      return {{"quantity", n.name}, {"exact", feasibility_text(x)}, {"rounded", feasibility_rounded(x, p.decimals)},
              {"stated", n.printed}, {"hops", links ? 7 : 6}};
  }
  return nullptr;
}

bool feasibility_witness_matches(bool links, const json& w, std::string& why) {
  json qs = json::array();
  for (auto& n : feasibility_printed_numbers()) {
    PrintedNumber p = feasibility_printed(n.printed);
    qs.push_back({{"name", n.name}, {"exact", feasibility_value(n.name, links)},
                  {"stated", feasibility_text(p.value)}, {"decimals", p.decimals}});
  }
  if (w != json{{"hops", links ? 7 : 6}, {"quantities", qs}})
    return why = "the witness is not the checker's exact Sec. 2.3 values " + qs.dump(), false;
  json d = feasibility_defect(links);
  why = d.is_null() ? "recomputed by the checker (t_p = N_p / B, links counted level by level): every value rounds "
                      "to the printed number"
                    : "the checker finds " + d.dump();
  return d.is_null();
}

}  // namespace netcert::oftcheck
