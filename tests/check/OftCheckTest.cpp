// OftCheckTest.cpp — the independent checker for seed 003 (src/check/oft_check.cpp):
// its own Prefer one, its own wiring, the routing lemma, the walkers; broken
// wirings and sequences must come back as confirmed defects.
#include <catch2/catch.hpp>

#include "check/oft_check.hpp"

using namespace netcert;
using namespace netcert::oftcheck;

namespace {
Bits cycle(int r) {
  Bits b = prefer_one_linear(r);
  b.resize(1ULL << r);
  return b;
}
std::string text(const Bits& b) {
  std::string s;
  for (auto x : b) s += x ? '1' : '0';
  return s;
}
}  // namespace

TEST_CASE("oft checker: Prefer one as printed gives the paper's r = 4 sequence", "[oft]") {
  CHECK(text(cycle(4)) == "0000111101100101");
  CHECK(prefer_one_linear(4).size() == 16 + 3);
  for (int r = 1; r <= 12; ++r) {
    CHECK(prefer_one_prefix(r, 1ULL << r) == cycle(r));
    auto c = window_census(r, cycle(r));
    CHECK(c.missing.empty());
    CHECK(c.repeated.empty());
  }
  CHECK(prefer_one_prefix(40, 45).size() == 45);
}

TEST_CASE("oft checker: a flipped control bit is a repeated and a missing window", "[oft]") {
  Bits b = cycle(5);
  b[9] ^= 1;
  auto c = window_census(5, b);
  CHECK(!c.missing.empty());
  REQUIRE(!c.repeated.empty());
  CHECK(c.repeated[0].second.size() >= 2);
}

TEST_CASE("oft checker: the explicit wiring has the Sec. 2.2 counts and satisfies the routing lemma", "[oft]") {
  for (int r = 1; r <= 10; ++r) {
    Wiring w(r);
    Counts c = count_wiring(w);
    CHECK(c.routers == (1ULL << r) - 1);
    CHECK(c.links == static_cast<uint64_t>(r + 1) << r);
    CHECK(c.degrees_balanced);
    for (int lv = 1; lv <= r; ++lv) CHECK(c.routers_per_level[static_cast<size_t>(lv)] == (1ULL << (r - lv)));
    CHECK(xor_lemma_defect(w) == "");
  }
}

TEST_CASE("oft checker: walking a packet crosses r+1 links - one per slot - and reaches s XOR states", "[oft]") {
  const int r = 4;
  Wiring w(r);
  Bits xi = cycle(r);
  for (uint64_t s = 0; s < 16; ++s)
    for (uint64_t i = 0; i < 16; ++i) {
      auto states = states_met(xi, 16, r, i);
      Walk pw = walk(w, s, i, states);
      REQUIRE(pw.legal);
      REQUIRE(pw.link_slots.size() == r + 1);
      for (size_t k = 0; k < pw.link_slots.size(); ++k) CHECK(pw.link_slots[k].first == i + k);
      uint64_t tau = table_window(xi, 16, r, i);
      CHECK(pw.arrival == (s ^ tau));
      CHECK(arrival_by_definition(r, s, states) == pw.arrival);
    }
  // The paper's example: P011 -> P111 with states turn, drop, drop.
  CHECK(walk(Wiring(3), 3, 0, {1, 0, 0}).arrival == 7);
  CHECK(arrival_by_definition(3, 3, {1, 0, 0}) == 7);
  CHECK(arrival_by_definition(40, 5, std::vector<int>(40, 0)) == 5);
}

TEST_CASE("oft checker: whole cycle walked: per-processor holds - shared misdelivers P_1 first", "[oft]") {
  for (int r = 1; r <= 5; ++r) {
    CHECK(!cycle_defect_by_walking(Wiring(r), cycle(r), false));
    auto d = cycle_defect_by_walking(Wiring(r), cycle(r), true);
    REQUIRE(d);
    CHECK((*d)["kind"] == "misdelivery");
    CHECK((*d)["source"] == 1);
    CHECK((*d)["injection"] == 0);
  }
}

TEST_CASE("oft checker: a mis-wired router breaks the lemma and collides or misdelivers", "[oft]") {
  Wiring w(3);
  // Swap two outputs of the root: addresses no longer follow drop/turn.
  std::swap(w.routers[0].out[1], w.routers[0].out[5]);
  CHECK(xor_lemma_defect(w) != "");
  auto d = cycle_defect_by_walking(w, cycle(3), false);
  REQUIRE(d);
  CHECK((*d)["kind"] == "misdelivery");
  // Two inputs of a level-2 router fed by one link: the walk collides.
  Wiring v(3);
  auto& R = v.routers[1];
  R.out[1] = R.out[0];
  CHECK(xor_lemma_defect(v) != "");
  auto c = cycle_defect_by_walking(v, cycle(3), false);
  REQUIRE(c);
  CHECK(((*c)["kind"] == "collision" || (*c)["kind"] == "misdelivery"));
}

TEST_CASE("oft checker: a router's ports relabelled on both sides keep every drop path but break the turn", "[oft]") {
  Wiring w(3);
  // Root ports 1 and 2 trade places on the input side (with their links' heads) and the output side, so every
  // drop i_p -> o_p still carries the same link on to the same link; a turn from P2's input now reaches o_5.
  auto& root = w.routers[0];
  std::swap(root.in[1], root.in[2]);
  std::swap(w.head[root.in[1]].port, w.head[root.in[2]].port);
  std::swap(root.out[1], root.out[2]);
  for (uint64_t s = 0; s < 8; ++s) CHECK(walk(w, s, 0, {0, 0, 0}).arrival == s);
  CHECK(xor_lemma_defect(w).find("does not flip address bit 2") != std::string::npos);
  auto d = cycle_defect_by_walking(w, cycle(3), false);
  REQUIRE(d);
  CHECK((*d)["kind"] == "misdelivery");
}

TEST_CASE("oft checker: a link recorded one hop late breaks the hop layering", "[oft]") {
  // The lemma's one link per slot: every router's inputs share a hop count and its outputs have one more.
  Wiring w(3);
  ++w.hop[w.routers[0].out[0]];
  CHECK(xor_lemma_defect(w) == "router 0 output 0 breaks the hop layering");
}

TEST_CASE("oft checker: a spare link that feeds no router port or processor is caught", "[oft]") {
  Wiring w(3);
  w.head.push_back(Wiring::Head{});  // names router 0's input 0, which its own link feeds
  w.hop.push_back(1);
  CHECK(xor_lemma_defect(w) == "link " + std::to_string(w.head.size() - 1) + " feeds nothing");
}

TEST_CASE("oft checker: claimed packet paths are validated on the explicit wiring", "[oft]") {
  const int r = 3;
  Wiring w(r);
  Bits xi = cycle(r);
  std::vector<Claim> good;
  for (uint64_t i = 0; i < 8; ++i)
    for (uint64_t s = 0; s < 8; ++s) good.push_back({s, s ^ table_window(xi, 8, r, i), i});
  CHECK(!validate_claims(w, xi, good));
  auto wrong = good;
  wrong[13].destination ^= 1;
  auto v = validate_claims(w, xi, wrong);
  REQUIRE(v);
  CHECK((*v)["kind"] == "misdelivery");
  auto twice = good;
  twice.push_back(good[5]);  // the same packet claimed twice: one link, one slot
  auto c = validate_claims(w, xi, twice);
  REQUIRE(c);
  CHECK((*c)["kind"] == "collision");
}
