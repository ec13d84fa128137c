// verify_certificate.hpp — the one verification path for every certificate.
//
// verify-cert, the round-trip tests and the forgery tester all call this. It
// checks integrity (canonical form, content hash), then rebuilds everything
// that decides the verdict from the certificate's *params* alone: the property,
// its parameter domain, the engine and whether that engine accepts those
// params. The evidence is then handed to the property's independent re-check
// (fails) or witness verifier (holds). Nothing but the evidence is read from
// the witness; unknown fields anywhere are rejected.
#pragma once
#include <string>

#include "core/json.hpp"

namespace netcert {

struct CertVerifyOptions {
  bool resolve = false;          // re-solve stored SMT queries
  double solver_timeout = 600;   // seconds per query when re-solving
  // Who re-solves: "z3" (the linked library, the default), "cvc5" (the `cvc5`
  // program on PATH, run as a subprocess) or "both" (each must agree). An answer
  // that differs from the recorded one rejects; a timeout, error or unknown from
  // either solver leaves the certificate UNKNOWN, never verified.
  std::string solver = "z3";
  std::string cvc5_path;         // resolved by the caller (find_on_path); required for cvc5 / both
  // verify-cert --topology F --lfts F: each file's sha256. When set, the
  // certificate must be a fabric certificate about exactly these two files.
  std::string fabric_topology_sha256, fabric_lfts_sha256;
  std::string fabric_topology_name, fabric_lfts_name;  // the paths, for the message
  // Their sizes summed. A fabric certificate embeds both files (JSON-escaped),
  // so at 4096 hosts it is far above the 64 MiB input limit; given the files,
  // the limit grows by twice their size (an escaped file is under twice its size).
  std::size_t fabric_files_bytes = 0;
};

struct CertVerdict {
  // Unknown: the verifier could not finish (out of memory); never a verification.
  enum class Status { Verified, Rejected, Partial, Unknown };
  Status status = Status::Rejected;
  std::string why;       // what was established, or why not
  std::string summary;   // "property params [engine] verdict" when readable
  int exit_code() const {
    return status == Status::Verified ? 0 : status == Status::Rejected ? 1 : 3;
  }
  const char* label() const {
    return status == Status::Verified  ? "VERIFIED"
           : status == Status::Partial ? "PARTIAL"
           : status == Status::Unknown ? "UNKNOWN"
                                       : "REJECTED";
  }
};

// `text` is the certificate file's exact content.
CertVerdict verify_certificate(const std::string& text, const CertVerifyOptions& options = {});

}  // namespace netcert
