// shrinker.cpp — greedy shrinking of a disagreement, mobical style: every step
// is kept only while the same class of disagreement persists.
//  1. drop mutations one at a time (back to the valid base where possible);
//  2. smaller sizes, then small base seeds (0, 1, 2, ...: the simplest bases);
//  3. integers in the JSON toward 0 (0, v/2, v-1) and 1-bits of bit strings to 0.
#include <functional>

#include "mobical.hpp"

namespace netcert::mobical {

namespace {

class Shrinker {
 public:
  Shrinker(const Outcome& original, int sabotage, int budget) : original_(original), sabotage_(sabotage), budget_(budget) {}

  bool still_disagrees(const json& doc) {
    if (budget_ <= 0) return false;
    --budget_;
    try {
      return compare_on(kind_of_document(doc), doc, sabotage_).disagreement == original_.disagreement;
    } catch (const std::exception&) {
      return false;  // a candidate the harness cannot even build is not kept
    }
  }

  bool still_disagrees(const Case& c) {
    try {
      return still_disagrees(build_schedule(c));
    } catch (const std::exception&) {
      return false;
    }
  }

  Case shrink_case(Case c) {
    for (bool progress = true; progress && budget_ > 0;) {
      progress = false;
      for (size_t i = 0; i < c.mutations.size() && !progress; ++i) {
        Case t = c;
        t.mutations.erase(t.mutations.begin() + static_cast<long>(i));
        if (still_disagrees(t)) c = t, progress = true;
      }
      for (int size = min_size(c.kind); size < c.size && !progress; ++size) {
        Case t = c;
        t.size = size;
        if (still_disagrees(t)) c = t, progress = true;
      }
      for (uint64_t seed = 0; seed < 16 && seed < c.base_seed && !progress; ++seed) {
        Case t = c;
        t.base_seed = seed;
        if (still_disagrees(t)) c = t, progress = true;
      }
    }
    return c;
  }

  // Every integer leaf and bit string of doc (network/kind excluded), by JSON pointer.
  void leaves(const json& j, const std::string& at, std::vector<std::string>& out) {
    if (j.is_object()) {
      for (auto& [key, v] : j.items())
        if (at.size() || (key != "network" && key != "kind")) leaves(v, at + "/" + key, out);
    } else if (j.is_array()) {
      for (size_t i = 0; i < j.size(); ++i) leaves(j[i], at + "/" + std::to_string(i), out);
    } else if (j.is_number_integer() || (j.is_string() && j.get<std::string>().find_first_not_of("01") == std::string::npos)) {
      out.push_back(at);
    }
  }

  json shrink_values(json doc) {
    for (bool progress = true; progress && budget_ > 0;) {
      progress = false;
      std::vector<std::string> paths;
      leaves(doc, "", paths);
      for (auto& p : paths) {
        json::json_pointer ptr(p);
        const json v = doc[ptr];
        std::vector<json> smaller;
        if (v.is_number_integer()) {
          int64_t x = v.get<int64_t>();
          for (int64_t y : {int64_t{0}, x / 2, x - 1})
            if (y >= 0 && y < x && (smaller.empty() || smaller.back() != y)) smaller.push_back(y);
        } else {
          std::string s = v.get<std::string>();
          for (size_t i = 0; i < s.size(); ++i)
            if (s[i] == '1') {
              std::string t = s;
              t[i] = '0';
              smaller.push_back(t);
            }
        }
        for (auto& cand : smaller) {
          json t = doc;
          t[ptr] = cand;
          if (still_disagrees(t)) {
            doc = t;
            progress = true;
            break;
          }
        }
      }
    }
    return doc;
  }

 private:
  Outcome original_;
  int sabotage_;
  int budget_;
};

}  // namespace

json shrink(const Case& c, const Outcome& original, int sabotage, int max_steps) {
  Shrinker s(original, sabotage, max_steps);
  Case small = s.shrink_case(c);
  return s.shrink_values(build_schedule(small));
}

}  // namespace netcert::mobical
