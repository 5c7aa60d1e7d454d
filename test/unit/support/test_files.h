// Test inputs on disk: where the build put them, reading them, and scratch
// directories.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace loupe::test {

// The value of an environment variable the meson test definition sets;
// throws (failing the test) when it is missing.
std::string required_env(const char* name);

std::vector<uint8_t> read_file(const std::filesystem::path& path);
void write_file(const std::filesystem::path& path, const std::vector<uint8_t>& bytes);

// Every *.class file below `dir`, sorted.
std::vector<std::filesystem::path> class_files_under(const std::filesystem::path& dir);

// A fresh directory under $TMPDIR, deleted with everything in it at scope end.
class ScratchDirectory {
 public:
  ScratchDirectory();
  ~ScratchDirectory();
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// Changes the working directory for the scope (the class path resolves "" and
// "*" against it).
class WorkingDirectory {
 public:
  explicit WorkingDirectory(const std::filesystem::path& dir);
  ~WorkingDirectory();
  WorkingDirectory(const WorkingDirectory&) = delete;
  WorkingDirectory& operator=(const WorkingDirectory&) = delete;

 private:
  std::filesystem::path saved_;
};

}  // namespace loupe::test
