// A class path: directories and jar files searched in order for class files.
// Also reads a jar's manifest for `-jar`.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vm/classpath/zip_archive.h"

namespace loupe::vm {

struct ClassBytes {
  std::vector<uint8_t> bytes;
  std::string source;  // where it came from, for -verbose:class ("file:/x/y/")
};

class ClassPath {
 public:
  ClassPath() = default;
  // `spec` is a ':'-separated list; an empty element means the current
  // directory and "dir/*" every jar in dir, as the java launcher has it.
  // Elements that do not exist are ignored, as HotSpot ignores them.
  static ClassPath parse(std::string_view spec);

  void add_directory(const std::string& dir);
  // False (with *error) when the jar cannot be read.
  bool add_jar(const std::string& path, std::string* error);

  // Looks up "java/lang/Object" as java/lang/Object.class; nullopt if absent.
  // A corrupt jar entry is reported through *error.
  std::optional<ClassBytes> find_class(std::string_view internal_name, std::string* error) const;

  // Reads a resource (e.g. META-INF/MANIFEST.MF) from the first entry holding it.
  std::optional<std::vector<uint8_t>> find_resource(std::string_view name) const;

  bool empty() const { return entries_.empty(); }
  const std::string& spec() const { return spec_; }

 private:
  struct Entry {
    std::string path;
    std::unique_ptr<ZipArchive> jar;  // null for a directory
  };
  std::vector<Entry> entries_;
  std::string spec_;
};

// The attributes of a jar's META-INF/MANIFEST.MF main section.
struct JarManifest {
  std::string main_class;
  std::vector<std::string> class_path;  // Class-Path, relative to the jar
};
std::optional<JarManifest> parse_manifest(std::string_view text);

}  // namespace loupe::vm
