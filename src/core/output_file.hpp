// output_file.hpp — every file netcert writes (JSON reports, JUnit, certificates,
// tables, pictures) is written all or nothing.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace netcert {

// Writes `text` to a temporary file in the target's directory, flushes and
// fsyncs it, checks every step, then renames it over `path`. On any error the
// temporary is removed, `path` is untouched, and InputError(path, why) is
// thrown (exit 2). Missing parent directories are created.
void write_file_atomic(const std::string& path, const std::string& text);

// Several outputs of one command written all or none: add() keeps each text in
// memory, commit() writes every one to a temporary beside its target and only
// when all are written renames them into place; if any write fails, every
// temporary is removed, no target is touched, and InputError names the path.
// A transaction destroyed without commit() writes nothing.
class OutputTransaction {
 public:
  void add(const std::string& path, std::string text);
  void commit();
  bool empty() const { return files_.empty(); }

 private:
  std::vector<std::pair<std::string, std::string>> files_;
};

// Pre-flight for an output named on the command line, so a run does not do
// its work only to fail at the end: the path must not be a directory and its
// directory must exist (or be creatable) and be writable. Throws InputError.
void check_output_path(const std::string& path, const std::string& option);

// Same for an output directory (--cert, --certify): creatable, a directory, writable.
void check_output_dir(const std::string& dir, const std::string& option);

}  // namespace netcert
