// fabric_blob_read.hpp — the checker's own reading of the "fabric" object a
// certificate carries (check/ only; net/fabric_files writes it): the texts of
// the topology and the tables, and optionally of the lane files, each with the
// SHA-256 of its text, and "sha256" over all of them (topology, NUL, tables, and
// with lanes NUL, SL2VL, NUL, path SLs). Every digest is recomputed.
#pragma once
#include <string>

#include "core/json.hpp"

namespace netcert {

struct CheckedFabricTexts {
  // The blob's own strings (not copies: a table dump can be hundreds of megabytes); valid while the blob is.
  const std::string* topology = nullptr;
  const std::string* lfts = nullptr;
  bool has_lanes = false;
  std::string sl2vl, path_sl;
};

// false with why when the object has other keys, a non-string or a digest that is not its text's.
// The digests are recomputed on two threads when the machine has two cores.
bool read_fabric_blob(const json& blob, CheckedFabricTexts& out, std::string& why);

}  // namespace netcert
