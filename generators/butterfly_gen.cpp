// butterfly_gen.cpp — see butterfly_gen.hpp.
#include "generators/butterfly_gen.hpp"

#include <algorithm>
#include <random>

namespace netcert {

const char* to_string(ChipMutationKind k) {
  switch (k) {
    case ChipMutationKind::None: return "none";
    case ChipMutationKind::RelabelChips: return "relabel-chips";
    case ChipMutationKind::SwapHalves: return "swap-halves";
    case ChipMutationKind::MoveHalf: return "move-half";
    case ChipMutationKind::DropHalf: return "drop-half";
    default: return "duplicate-half";
  }
}

bool mutation_breaks(ChipMutationKind k) { return k != ChipMutationKind::None && k != ChipMutationKind::RelabelChips; }

std::ostream& operator<<(std::ostream& os, const ChipMappingCase& c) {
  auto pos = [](uint64_t p) { return p == ChipMappingCase::kLast ? std::string("last") : std::to_string(p); };
  return os << "{u=" << c.u << " " << to_string(c.kind) << " a=" << pos(c.a) << " b=" << pos(c.b) << " seed=" << c.seed
            << "}";
}

static uint64_t resolve(uint64_t p, uint64_t size) { return p == ChipMappingCase::kLast ? size - 1 : p % size; }

static uint32_t chip_holding(const ChipMapping& m, uint64_t position) {
  return static_cast<uint32_t>(std::upper_bound(m.offsets.begin(), m.offsets.end(), static_cast<uint32_t>(position)) -
                               m.offsets.begin() - 1);
}

// Rebuilds the CSR from per-chip lists.
static ChipMapping from_lists(int u, const std::vector<std::vector<uint32_t>>& lists) {
  ChipMapping m;
  m.u = u;
  for (auto& l : lists) {
    m.halves.insert(m.halves.end(), l.begin(), l.end());
    m.offsets.push_back(static_cast<uint32_t>(m.halves.size()));
  }
  return m;
}

static std::vector<std::vector<uint32_t>> to_lists(const ChipMapping& m) {
  std::vector<std::vector<uint32_t>> l(m.chip_count());
  for (uint32_t c = 0; c < m.chip_count(); ++c) l[c].assign(m.halves.begin() + m.offsets[c], m.halves.begin() + m.offsets[c + 1]);
  return l;
}

ChipMapping relabel_chips(const ChipMapping& m, uint64_t seed) {
  auto lists = to_lists(m);
  std::mt19937_64 rng(seed);
  std::shuffle(lists.begin(), lists.end(), rng);
  for (auto& l : lists) std::shuffle(l.begin(), l.end(), rng);
  return from_lists(m.u, lists);
}

bool build_case_mapping(const ChipMappingCase& c, ChipMapping& out) {
  out = mapping_mprime(c.u);
  const uint64_t size = out.halves.size();
  const uint32_t chips = out.chip_count();
  switch (c.kind) {
    case ChipMutationKind::None: return true;
    case ChipMutationKind::RelabelChips:
      out = relabel_chips(out, c.seed);
      return true;
    case ChipMutationKind::SwapHalves: {
      if (chips < 2) return false;
      uint64_t x = resolve(c.a, size), y = resolve(c.b, size);
      if (chip_holding(out, x) == chip_holding(out, y)) {
        // Pick the same slot on the next chip instead: two different chips, deterministically.
        uint32_t cx = chip_holding(out, x);
        uint32_t cy = (cx + 1) % chips;
        y = out.offsets[cy] + (x - out.offsets[cx]);
      }
      std::swap(out.halves[x], out.halves[y]);
      return true;
    }
    case ChipMutationKind::MoveHalf: {
      if (chips < 2) return false;
      auto lists = to_lists(out);
      uint64_t x = resolve(c.a, size);
      uint32_t from = chip_holding(out, x);
      uint32_t to = static_cast<uint32_t>(resolve(c.b, chips));
      if (to == from) to = (from + 1) % chips;
      uint32_t h = out.halves[x];
      auto& src = lists[from];
      src.erase(std::find(src.begin(), src.end(), h));
      lists[to].push_back(h);
      out = from_lists(c.u, lists);
      return true;
    }
    case ChipMutationKind::DropHalf: {
      auto lists = to_lists(out);
      uint64_t x = resolve(c.a, size);
      uint32_t from = chip_holding(out, x);
      auto& src = lists[from];
      src.erase(std::find(src.begin(), src.end(), out.halves[x]));
      out = from_lists(c.u, lists);
      return true;
    }
    case ChipMutationKind::DuplicateHalf: {
      auto lists = to_lists(out);
      uint64_t x = resolve(c.a, size);
      uint32_t to = static_cast<uint32_t>(resolve(c.b, chips));
      lists[to].push_back(out.halves[x]);  // on the same chip it is a duplicate too
      out = from_lists(c.u, lists);
      return true;
    }
  }
  return false;
}

namespace gen_butterfly {

rc::Gen<int> order(int max_u) {
  return rc::gen::suchThat(rc::gen::weightedElement<int>({{2, 1}, {4, 2}, {4, 3}, {2, 4}, {1, 5}, {1, 6}, {1, 8}}),
                           [max_u](int u) { return u <= max_u; });
}

rc::Gen<uint64_t> position() {
  return rc::gen::weightedOneOf<uint64_t>({{1, rc::gen::just<uint64_t>(0)},
                                           {1, rc::gen::just<uint64_t>(uint64_t{ChipMappingCase::kLast})},
                                           {4, rc::gen::inRange<uint64_t>(0, 1u << 20)}});
}

rc::Gen<ChipMutationKind> mutation_kind() {
  return rc::gen::weightedElement<ChipMutationKind>({{1, ChipMutationKind::None},
                                                     {2, ChipMutationKind::RelabelChips},
                                                     {4, ChipMutationKind::SwapHalves},
                                                     {2, ChipMutationKind::MoveHalf},
                                                     {1, ChipMutationKind::DropHalf},
                                                     {1, ChipMutationKind::DuplicateHalf}});
}

rc::Gen<ChipMappingCase> chip_mapping_case(int max_u) {
  return rc::gen::apply(
      [](int u, ChipMutationKind k, uint64_t a, uint64_t b, uint64_t seed) {
        ChipMappingCase c;
        c.u = u;
        c.kind = k;
        c.a = a;
        c.b = b;
        c.seed = seed;
        return c;
      },
      order(max_u), mutation_kind(), position(), position(), rc::gen::arbitrary<uint64_t>());
}

}  // namespace gen_butterfly

}  // namespace netcert
