// fabric_files.hpp — the files that describe a fabric (topology + forwarding
// tables), as they travel inside results and certificates. A fabric property's
// subject is the fabric itself, so its certificate carries the two texts and
// their SHA-256: verify-cert rebuilds the fabric from them, and the digest is
// what a user compares with `sha256sum` of their own files (fabric_digest).
#pragma once
#include <string>

#include "core/json.hpp"

namespace netcert {

struct FabricFiles {
  std::string topology_name, topology;  // ibnetdiscover output
  std::string lfts_name, lfts;          // opensm-lfts.dump or dump_fts / dump_lfts output
  // Virtual lanes (both or neither; empty names: none given, one lane is assumed).
  std::string sl2vl_name, sl2vl;        // opensm-sl2vl.dump
  std::string path_sl_name, path_sl;    // `saquery -p` output
  bool has_lanes() const { return !sl2vl_name.empty(); }
};

// Reads both files (size-limited; InputError naming the option on failure).
FabricFiles read_fabric_files(const std::string& topology_path, const std::string& lfts_path, int jobs = 1);
// Adds the lane files (--sl2vl, --path-sl: both or neither; InputError otherwise).
void read_lane_files(FabricFiles& f, const std::string& sl2vl_path, const std::string& path_sl_path);

// SHA-256 over both texts (topology, a NUL byte, forwarding tables), and with
// lanes a NUL byte, the SL2VL tables, a NUL byte and the path SLs.
std::string fabric_digest(const FabricFiles& f);

// Each file's own SHA-256 and the fabric's digest.
struct FabricDigests {
  std::string fabric;                    // fabric_digest
  std::string topology, lfts;            // each file's, as `sha256sum FILE` prints it
  std::string sl2vl, path_sl;            // empty without lanes
};
// Each file's own digest, `fabric` left empty (a FabricRouting has it from loading).
FabricDigests file_digests(const FabricFiles& f);
// Every digest: the files' own and the fabric's (each a pass over the texts).
FabricDigests digest_fabric_files(const FabricFiles& f);

// {"topology": text, "lfts": text, "sha256": digest, "topology_sha256": sha256
// of the topology file, "lfts_sha256": sha256 of the tables file}, and with lanes
// "sl2vl", "path_sl" and their "sl2vl_sha256", "path_sl_sha256". The file hashes
// are each file's own SHA-256, as `sha256sum FILE` prints it: what a user
// compares with their files (verify-cert prints them; --topology/--lfts compare).
json fabric_blob(const FabricFiles& f, const FabricDigests& d);
// The same, hashing the files here (engines use their routing's digests).
inline json fabric_blob(const FabricFiles& f) { return fabric_blob(f, digest_fabric_files(f)); }
// {"fabric": blob, then the fields of `fields` in their order}, the blob moved in.
// Why not an initializer list or operator[]: both copy (an ordered object that grows
// copies its fields), and the blob holds texts of hundreds of megabytes.
json with_fabric_first(json blob, json fields);

// The files of a blob; false with `why` when it is not exactly such an object
// or a digest does not match its texts.
bool fabric_from_blob(const json& blob, FabricFiles& out, std::string& why);

}  // namespace netcert
