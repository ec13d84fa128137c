// oft_gen.hpp — RapidCheck generators for seed 003 (optical fat tree).
//
// Values are drawn as raw 64-bit numbers and scaled to a given r by the
// consumer (`scaled(r)`), so one generator serves every OFT size; the raw
// draws are weighted toward the edge cases of the systolic schedule: source 0
// and n-1, sources differing only in the root bit, the first and last slot of
// the cycle, and two packets injected in the same slot.
#pragma once
#include <rapidcheck.h>

#include <cstdint>

#include "core/json.hpp"

namespace netcert {

// An r-bit word (masked by the consumer).
struct OftWord {
  uint64_t value = 0;
};

// Two packets (source, injection slot), raw until scaled.
struct OftPacketPair {
  uint64_t s1 = 0, i1 = 0, s2 = 0, i2 = 0;
  // Reduced mod n = 2^r, keeping the edge-case relations (same slot, same source, root-bit twin).
  OftPacketPair scaled(int r) const {
    uint64_t mask = (1ULL << r) - 1;
    return OftPacketPair{s1 & mask, i1 & mask, s2 & mask, i2 & mask};
  }
  json to_json() const { return json{{"s1", s1}, {"i1", i1}, {"s2", s2}, {"i2", i2}}; }
};

// One flipped control bit (position reduced mod the period by the consumer).
struct OftBitFlip {
  uint64_t position = 0;
};

// One random h-relation experiment: size, traffic model and seed.
struct OftRelationCase {
  uint64_t h = 1;
  bool uniform = false;
  uint64_t seed = 0;
};

namespace oft_gen {

// Named parts.
inline rc::Gen<uint64_t> edge_word() {
  // 0, all ones, a single top bit, or anything.
  return rc::gen::weightedOneOf<uint64_t>({{2, rc::gen::just<uint64_t>(0)},
                                           {2, rc::gen::just<uint64_t>(~0ULL)},
                                           {1, rc::gen::map(rc::gen::inRange(0, 64), [](int b) { return static_cast<uint64_t>(1) << b; })},
                                           {5, rc::gen::arbitrary<uint64_t>()}});
}

inline rc::Gen<OftPacketPair> packet_pair() {
  return rc::gen::mapcat(rc::gen::tuple(edge_word(), edge_word(), edge_word(), edge_word(), rc::gen::inRange(0, 4)),
                         [](const std::tuple<uint64_t, uint64_t, uint64_t, uint64_t, int>& t) {
                           auto [s1, i1, s2, i2, relation] = t;
                           OftPacketPair p{s1, i1, s2, i2};
                           if (relation == 0) p.i2 = p.i1;                // same injection slot: the only way to share a link
                           if (relation == 1) p.s2 = p.s1;                // same source, other slot
                           if (relation == 2) p.s2 = p.s1 ^ 1, p.i2 = p.i1;  // neighbours under one level-1 router
                           return rc::gen::just(p);
                         });
}

}  // namespace oft_gen
}  // namespace netcert

namespace rc {

template <>
struct Arbitrary<netcert::OftWord> {
  static Gen<netcert::OftWord> arbitrary() {
    return gen::map(netcert::oft_gen::edge_word(), [](uint64_t v) { return netcert::OftWord{v}; });
  }
};

template <>
struct Arbitrary<netcert::OftPacketPair> {
  static Gen<netcert::OftPacketPair> arbitrary() { return netcert::oft_gen::packet_pair(); }
};

template <>
struct Arbitrary<netcert::OftBitFlip> {
  static Gen<netcert::OftBitFlip> arbitrary() {
    return gen::map(netcert::oft_gen::edge_word(), [](uint64_t v) { return netcert::OftBitFlip{v}; });
  }
};

template <>
struct Arbitrary<netcert::OftRelationCase> {
  static Gen<netcert::OftRelationCase> arbitrary() {
    // Small h (where the cost is far from 1) weighted over large.
    return gen::build<netcert::OftRelationCase>(
        gen::set(&netcert::OftRelationCase::h,
                 gen::weightedOneOf<uint64_t>({{3, gen::inRange<uint64_t>(1, 9)}, {1, gen::inRange<uint64_t>(9, 200)}})),
        gen::set(&netcert::OftRelationCase::uniform, gen::arbitrary<bool>()),
        gen::set(&netcert::OftRelationCase::seed, gen::arbitrary<uint64_t>()));
  }
};

}  // namespace rc

namespace netcert {
inline std::ostream& operator<<(std::ostream& os, const OftWord& w) { return os << "OftWord{" << w.value << "}"; }
inline std::ostream& operator<<(std::ostream& os, const OftPacketPair& p) { return os << p.to_json().dump(); }
inline std::ostream& operator<<(std::ostream& os, const OftBitFlip& f) { return os << "OftBitFlip{" << f.position << "}"; }
inline std::ostream& operator<<(std::ostream& os, const OftRelationCase& c) {
  return os << "OftRelationCase{h=" << c.h << ",uniform=" << c.uniform << ",seed=" << c.seed << "}";
}
}  // namespace netcert
