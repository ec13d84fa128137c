// butterfly_chips.cpp — see butterfly_chips.hpp.
#include "net/butterfly_chips.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "core/thread_ranges.hpp"

namespace netcert {

static void check_material(int u) {
  if (u < 1 || u > ChipMapping::kMaxMaterialU)
    throw InputError("u", "a materialised chip mapping needs 1 <= u <= " + std::to_string(ChipMapping::kMaxMaterialU));
}

ChipMapping mapping_m(int u) {
  check_material(u);
  Butterfly g(u);
  ChipMapping m;
  m.u = u;
  m.offsets.reserve(g.node_count() + 1);
  m.halves.reserve(g.needed_half_count());
  for (int s = 0; s <= u; ++s)  // node by node (ids s * rows + i), stage by stage: no division per node
    for (uint64_t i = 0; i < g.rows(); ++i) {
      const uint64_t v = g.node(s, i);
      for (Half h : {Half::Upper, Half::Lower})
        if (g.needed(s, h)) m.halves.push_back(static_cast<uint32_t>(Butterfly::half(v, h)));
      m.offsets.push_back(static_cast<uint32_t>(m.halves.size()));
    }
  return m;
}

uint64_t mprime_chip(int u, int s, uint64_t i) { return static_cast<uint64_t>(s) * (1ULL << (u - 1)) + delete_bit(i, s); }

ChipMapping mapping_mprime(int u, int jobs) {
  check_material(u);
  const Butterfly g(u);
  const uint64_t blocks = g.rows() / 2, chips = blocks * static_cast<uint64_t>(u);
  ChipMapping m;
  m.u = u;
  reserve_on_threads(m.offsets, chips + 1, jobs);
  reserve_on_threads(m.halves, 4 * chips, jobs);
  m.offsets.resize(chips + 1);
  m.halves.resize(4 * chips);
  uint32_t* const offsets = m.offsets.data();
  uint32_t* const halves = m.halves.data();
  // Chip c = s * blocks + r holds halves 4c..4c+3: every chip is written by index,
  // so ranges of chips fill on threads.
  run_in_ranges(chips, jobs, [&](uint64_t lo, uint64_t hi) {
    for (uint64_t c = lo; c < hi; ++c) {
      const int s = static_cast<int>(c >> (u - 1));  // blocks = 2^(u-1): no division in the loop
      const uint64_t r = c & (blocks - 1);
      // Re-insert a 0 at bit s: the block's two rows are i and i^2^s.
      const uint64_t i = (r & ((1ULL << s) - 1)) | ((r >> s) << (s + 1)), j = i ^ (1ULL << s);
      uint32_t* const out = halves + 4 * c;
      out[0] = static_cast<uint32_t>(Butterfly::half(g.node(s, i), Half::Lower));
      out[1] = static_cast<uint32_t>(Butterfly::half(g.node(s, j), Half::Lower));
      out[2] = static_cast<uint32_t>(Butterfly::half(g.node(s + 1, i), Half::Upper));
      out[3] = static_cast<uint32_t>(Butterfly::half(g.node(s + 1, j), Half::Upper));
      offsets[c + 1] = static_cast<uint32_t>(4 * (c + 1));
    }
  });
  return m;
}

void swap_halves(ChipMapping& m, uint64_t half_a, uint64_t half_b) {
  auto a = std::find(m.halves.begin(), m.halves.end(), static_cast<uint32_t>(half_a));
  auto b = std::find(m.halves.begin(), m.halves.end(), static_cast<uint32_t>(half_b));
  if (a == m.halves.end() || b == m.halves.end()) throw std::invalid_argument("swap_halves: half not placed");
  std::iter_swap(a, b);
}

Placement place(const Butterfly& g, const ChipMapping& m, size_t max_defects) {
  Placement p;
  p.chip_of_half.assign(g.half_count(), ChipMapping::kNoChip);
  // Butterfly::half_needed without its division (this loop visits every half):
  // half 2v (upper) is needed unless v is on stage 0, half 2v+1 (lower) unless on stage u.
  const uint64_t first_needed_upper = 2 * g.rows(), end_needed_lower = 2 * g.rows() * static_cast<uint64_t>(g.u());
  auto needed = [&](uint64_t h) { return (h & 1) ? h < end_needed_lower : h >= first_needed_upper && h < g.half_count(); };
  for (uint32_t c = 0; c < m.chip_count(); ++c) {
    for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) {
      uint64_t h = m.halves[k];
      if (!needed(h)) {
        if (p.defects.size() < max_defects) p.defects.push_back({"not-needed", h, {c}});
        continue;
      }
      if (p.chip_of_half[h] != ChipMapping::kNoChip) {
        if (p.defects.size() < max_defects) p.defects.push_back({"duplicate", h, {p.chip_of_half[h], c}});
        continue;
      }
      p.chip_of_half[h] = c;
    }
  }
  for (uint64_t h = 0; h < g.half_count() && p.defects.size() < max_defects; ++h)
    if (needed(h) && p.chip_of_half[h] == ChipMapping::kNoChip) p.defects.push_back({"missing", h, {}});
  // A defect count that hit the cap still says "not ok"; the caller reports the first ones.
  return p;
}

LinkCounts count_links(const Butterfly& g, const Placement& p, uint32_t chip_count) {
  LinkCounts r;
  r.pins.assign(chip_count, 0);
  const auto& at = p.chip_of_half;
  auto link = [&](uint64_t a, uint64_t b) {
    uint32_t ca = at[a], cb = at[b];
    if (ca != cb) {
      ++r.links;
      ++r.pins[ca];
      ++r.pins[cb];
    }
  };
  int u = g.u();
  for (int s = 0; s < u; ++s)
    for (uint64_t i = 0; i < g.rows(); ++i)
      for (int c = 0; c < 2; ++c)
        link(Butterfly::half(g.node(s, i), Half::Lower), Butterfly::half(g.node(s + 1, Butterfly::next_row(s, i, c)), Half::Upper));
  for (int s = 1; s < u; ++s)
    for (uint64_t i = 0; i < g.rows(); ++i)
      link(Butterfly::half(g.node(s, i), Half::Upper), Butterfly::half(g.node(s, i), Half::Lower));
  for (uint64_t i = 0; i < g.rows(); ++i) {
    ++r.pins[at[Butterfly::half(g.node(0, i), Half::Lower)]];
    ++r.pins[at[Butterfly::half(g.node(u, i), Half::Upper)]];
  }
  if (chip_count) {
    auto [lo, hi] = std::minmax_element(r.pins.begin(), r.pins.end());
    r.min_pins = *lo;
    r.max_pins = *hi;
  }
  return r;
}

static Half parse_half(const json& v, const std::string& field) {
  if (v.is_string()) {
    if (v == "upper") return Half::Upper;
    if (v == "lower") return Half::Lower;
  }
  throw InputError(field, "half must be \"upper\" or \"lower\"");
}

ChipMapping mapping_from_json(const json& doc) {
  if (!doc.contains("params") || !doc["params"].is_object()) throw InputError("params", "missing or not an object");
  const json& params = doc["params"];
  if (!params.contains("u") || !params["u"].is_number_integer()) throw InputError("params.u", "missing or not an integer");
  int64_t u = params["u"].get<int64_t>();
  if (u < 1 || u > 16)
    throw InputError("params.u", std::to_string(u) + " is outside 1..16 (schedule files list every half)");
  Butterfly g(static_cast<int>(u));
  if (!doc.contains("chips") || !doc["chips"].is_array()) throw InputError("chips", "missing or not an array");
  const json& chips = doc["chips"];
  if (chips.size() > g.needed_half_count())
    throw InputError("chips", std::to_string(chips.size()) + " chips for only " +
                                  std::to_string(g.needed_half_count()) + " needed halves");
  ChipMapping m;
  m.u = static_cast<int>(u);
  for (size_t c = 0; c < chips.size(); ++c) {
    std::string cf = "chips[" + std::to_string(c) + "]";
    if (!chips[c].is_array()) throw InputError(cf, "a chip must be an array of [stage,row,half]");
    for (size_t k = 0; k < chips[c].size(); ++k) {
      std::string f = cf + "[" + std::to_string(k) + "]";
      const json& e = chips[c][k];
      if (!e.is_array() || e.size() != 3) throw InputError(f, "expected [stage, row, \"upper\"|\"lower\"]");
      if (!e[0].is_number_integer() || e[0].get<int64_t>() < 0 || e[0].get<int64_t>() > u)
        throw InputError(f + "[0]", "stage must be an integer in 0.." + std::to_string(u));
      if (!e[1].is_number_integer() || e[1].get<int64_t>() < 0 ||
          static_cast<uint64_t>(e[1].get<int64_t>()) >= g.rows())
        throw InputError(f + "[1]", "row must be an integer in 0.." + std::to_string(g.rows() - 1));
      Half h = parse_half(e[2], f + "[2]");
      m.halves.push_back(static_cast<uint32_t>(
          Butterfly::half(g.node(static_cast<int>(e[0].get<int64_t>()), e[1].get<uint64_t>()), h)));
      if (m.halves.size() > 2 * g.half_count())
        throw InputError("chips", "more halves listed than the butterfly has (twice over)");
    }
    m.offsets.push_back(static_cast<uint32_t>(m.halves.size()));
  }
  return m;
}

json mapping_chips_json(const Butterfly& g, const ChipMapping& m) {
  json chips = json::array();
  for (uint32_t c = 0; c < m.chip_count(); ++c) {
    json chip = json::array();
    for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) {
      uint64_t v = Butterfly::node_of_half(m.halves[k]);
      chip.push_back(json::array({g.stage_of(v), g.row_of(v), to_string(Butterfly::side_of_half(m.halves[k]))}));
    }
    chips.push_back(chip);
  }
  return chips;
}

}  // namespace netcert
