// journal_misfit.hpp — a slice journal read back from a file (a checkpoint, a
// shard or rank report) that does not fit the loop it is resumed or merged
// into: a failure index that does not fail, a loop size, width or reduction
// tag of another run. The sliced loop (core/sliced_loop.hpp) throws it before
// the engine uses the journal; the runner (checkpoint) and merge (the shard
// file that carries the value) turn it into an InputError naming the file and
// JSON path, exit 2.
#pragma once
#include <stdexcept>
#include <string>

namespace netcert {

class JournalMisfit : public std::runtime_error {
 public:
  // `path`: the field inside the journal, e.g. "first_failure_index", "max_at[1]".
  JournalMisfit(std::string path, const std::string& why) : std::runtime_error(why), path_(std::move(path)) {}
  const std::string& path() const { return path_; }
  // The top-level field of path ("max_at" of "max_at[1]").
  std::string field() const { return path_.substr(0, path_.find('[')); }
  // The entry of an indexed path ("max_at[1]" -> 1), or -1.
  long long entry() const {
    const auto at = path_.find('[');
    return at == std::string::npos ? -1 : std::stoll(path_.substr(at + 1));
  }

 private:
  std::string path_;
};

}  // namespace netcert
