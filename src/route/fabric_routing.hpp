// fabric_routing.hpp — a fabric read from its files together with its
// table-driven routing: what the fabric.* engines run on.
#pragma once
#include <memory>
#include <mutex>

#include "core/context.hpp"
#include "net/fabric.hpp"
#include "net/fabric_files.hpp"
#include "net/fabric_lanes.hpp"
#include "route/fabric_lft.hpp"

namespace netcert {

struct FabricRouting {
  FabricFiles files;
  std::string digest;  // fabric_digest: reports, checkpoints and merges name the fabric by it
  // Each file's own digest too, computed at the first call (once; safe from any thread): only
  // certificates and counterexamples carry them, and each is another pass over the texts.
  const FabricDigests& digests() const {
    std::call_once(digests_once_, [this] {
      file_digests_ = file_digests(files);
      file_digests_.fabric = digest;
    });
    return file_digests_;
  }
  Fabric fabric;
  std::unique_ptr<FabricLft> lft;
  std::unique_ptr<FabricLanes> lanes;  // null when no lane files were given (one lane assumed)

 private:
  mutable std::once_flag digests_once_;
  mutable FabricDigests file_digests_;
};

// A witness or counterexample: {"fabric": the files and their digests, then `fields`} (with_fabric_first).
inline json fabric_evidence(const FabricRouting& r, json fields) {
  return with_fabric_first(fabric_blob(r.files, r.digests()), std::move(fields));
}

// A holds' witness: fabric_evidence, or when nothing will read it (ctx.holds_evidence_wanted
// false) the fabric's digest alone in place of its files.
inline json fabric_witness(const FabricRouting& r, json fields, const RunContext& ctx) {
  if (ctx.holds_evidence_wanted) return fabric_evidence(r, std::move(fields));
  return with_fabric_first(json{{"sha256", r.digest}}, std::move(fields));
}

// Parses and cross-checks the files (and the lane files when given); InputError "file:line: ..." (exit 2) on
// any malformed or inconsistent input. With jobs > 1 the files are hashed beside the parse.
std::shared_ptr<const FabricRouting> load_fabric_routing(FabricFiles files, int jobs = 1);

}  // namespace netcert
