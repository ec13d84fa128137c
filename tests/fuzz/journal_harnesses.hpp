// journal_harnesses.hpp — fuzz harnesses of what netcert reads back from its own
// runs: a checkpoint (check --checkpoint resumes from it) and a set of shard
// reports (netcert merge). The fields tying a file to its run are forced to one
// of a few small runs, so the fuzzer's time goes into the slice journal; a journal
// must be refused (InputError) or fit its loop, never reach an engine unchecked,
// and a holds from it must be re-established by the independent verifier.
#pragma once
#include <string>

namespace netcert::fuzz {

// A checkpoint file's text: resumed by the small run its "property" names.
int checkpoint(const std::string& text);
// A JSON array of shard reports (check --shard I/M --json each): merged.
int shard_report(const std::string& text);

}  // namespace netcert::fuzz
