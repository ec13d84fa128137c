// CatalogueTest.cpp — find_property, which builds only the paper an id names, finds every property of the whole
// catalogue as the catalogue declares it, and nothing else.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"

using namespace netcert;

TEST_CASE("catalogue: find_property finds every property of the catalogue, declared the same way", "[catalogue]") {
  size_t found = 0;
  for (const Property& whole : catalogue().properties()) {
    INFO(whole.id);
    const Property* p = find_property(whole.id);
    REQUIRE(p);
    CHECK(p->id == whole.id);
    CHECK(p->statement == whole.statement);
    CHECK(p->claim == whole.claim);
    CHECK(p->engines.size() == whole.engines.size());
    REQUIRE(p->params.size() == whole.params.size());
    for (size_t i = 0; i < p->params.size(); ++i) CHECK(p->params[i].name == whole.params[i].name);
    CHECK(find_property(whole.id) == p);  // one object per id, however often it is looked up
    ++found;
  }
  CHECK(found == catalogue().properties().size());
}

TEST_CASE("catalogue: find_property names no property the catalogue does not have", "[catalogue]") {
  for (const char* id : {"fattree.no_such_claim", "fattree", "fattree.", "nosuchpaper.ump", "", ".ump", "FATTREE.ump"}) {
    INFO(id);
    CHECK(find_property(id) == nullptr);
    CHECK(catalogue().property(id) == nullptr);
  }
}
