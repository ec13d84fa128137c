// catalogue.cpp — the catalogue with every paper registered. Lives beside the
// registrations (not in core) so the core library depends on no paper.
#include "core/catalogue.hpp"
#include "core/certificate_check.hpp"
#include "properties/fabric.hpp"
#include "properties/verify_certificate.hpp"

#include <mutex>
#include <string_view>

namespace netcert {

namespace {
void install_checker_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    install_certificate_check([](const std::string& text, std::string& why) {
      CertVerdict v = verify_certificate(text);
      why = std::string(v.label()) + ": " + v.why;
      return v.status == CertVerdict::Status::Verified;
    });
  });
}

// A paper's properties, by the prefix of their ids.
struct PaperRegistrar {
  std::string_view prefix;
  void (*add)(Catalogue&);
};
constexpr PaperRegistrar kPapers[] = {{"fattree.", register_fattree}, {"butterfly.", register_butterfly},
                                      {"tswitch.", register_tswitch}, {"oft.", register_oft},
                                      {"lcan.", register_lcan},       {"fabric.", register_fabric}};
constexpr size_t kPaperCount = sizeof(kPapers) / sizeof(kPapers[0]);
}  // namespace

// Both catalogues are built once and never freed: the process ends with them, and destroying ~200 properties
// would cost a short run more than the run itself.
const Catalogue& catalogue() {
  static const Catalogue* all = [] {
    auto* c = new Catalogue;
    for (const PaperRegistrar& f : kPapers) f.add(*c);
    register_fabric_schedule(*c);
    install_checker_once();
    return c;
  }();
  return *all;
}

const Property* find_property(const std::string& id) {
  static std::once_flag built[kPaperCount];
  static const Catalogue* paper[kPaperCount] = {};
  for (size_t i = 0; i < kPaperCount; ++i) {
    if (id.compare(0, kPapers[i].prefix.size(), kPapers[i].prefix) != 0) continue;
    std::call_once(built[i], [i] {
      auto* c = new Catalogue;
      kPapers[i].add(*c);
      paper[i] = c;
      install_checker_once();
    });
    return paper[i]->property(id);
  }
  return nullptr;
}

}  // namespace netcert
