#include "vm/classpath/class_path.h"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>

namespace loupe::vm {

namespace {

bool is_directory(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool is_regular_file(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string absolute(const std::string& path) {
  if (!path.empty() && path[0] == '/') return path;
  char buf[4096];
  if (getcwd(buf, sizeof buf) == nullptr) return path;
  return std::string(buf) + "/" + path;
}

std::vector<std::string> jars_in(const std::string& dir) {
  std::vector<std::string> jars;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      std::string name = e->d_name;
      if (name.size() > 4 && (name.ends_with(".jar") || name.ends_with(".JAR"))) jars.push_back(dir + "/" + name);
    }
    closedir(d);
  }
  std::sort(jars.begin(), jars.end());
  return jars;
}

}  // namespace

ClassPath ClassPath::parse(std::string_view spec) {
  ClassPath cp;
  cp.spec_ = std::string(spec);
  size_t start = 0;
  while (start <= spec.size()) {
    size_t colon = spec.find(':', start);
    std::string element(spec.substr(start, colon == std::string_view::npos ? std::string_view::npos : colon - start));
    if (element.empty()) element.push_back('.');  // not = ".": GCC 12 warns falsely (-Wrestrict)
    if (element.ends_with("/*") || element == "*") {
      std::string dir = element.size() == 1 ? "." : element.substr(0, element.size() - 2);
      for (const std::string& jar : jars_in(dir)) {
        std::string ignored;
        cp.add_jar(jar, &ignored);
      }
    } else if (is_directory(element)) {
      cp.add_directory(element);
    } else if (is_regular_file(element)) {
      std::string ignored;
      cp.add_jar(element, &ignored);
    }
    if (colon == std::string_view::npos) break;
    start = colon + 1;
  }
  return cp;
}

void ClassPath::add_directory(const std::string& dir) { entries_.push_back({dir, nullptr}); }

bool ClassPath::add_jar(const std::string& path, std::string* error) {
  auto jar = ZipArchive::open(path, error);
  if (!jar) return false;
  entries_.push_back({path, std::move(jar)});
  return true;
}

std::optional<ClassBytes> ClassPath::find_class(std::string_view internal_name, std::string* error) const {
  std::string file = std::string(internal_name) + ".class";
  for (const Entry& e : entries_) {
    if (e.jar) {
      if (!e.jar->contains(file)) continue;
      auto bytes = e.jar->read(file, error);
      if (!bytes) return std::nullopt;
      return ClassBytes{std::move(*bytes), "jar:file:" + absolute(e.path) + "!/" + file};
    }
    std::string path = e.path + "/" + file;
    std::ifstream in(path, std::ios::binary);
    if (!in) continue;
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return ClassBytes{std::move(bytes), "file:" + absolute(e.path) + "/"};
  }
  return std::nullopt;
}

std::optional<std::vector<uint8_t>> ClassPath::find_resource(std::string_view name) const {
  for (const Entry& e : entries_) {
    if (!e.jar || !e.jar->contains(name)) continue;
    std::string error;
    return e.jar->read(name, &error);
  }
  return std::nullopt;
}

// Manifest lines are "Name: value"; a line starting with one space continues
// the previous one (JAR File Specification).
std::optional<JarManifest> parse_manifest(std::string_view text) {
  std::vector<std::string> lines;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t eol = text.find_first_of("\r\n", pos);
    std::string line(text.substr(pos, eol == std::string_view::npos ? std::string_view::npos : eol - pos));
    if (eol == std::string_view::npos) {
      pos = text.size();
    } else {
      pos = eol + (text[eol] == '\r' && eol + 1 < text.size() && text[eol + 1] == '\n' ? 2 : 1);
    }
    if (line.empty()) break;  // end of the main section
    if (line[0] == ' ' && !lines.empty()) {
      lines.back() += line.substr(1);
    } else {
      lines.push_back(line);
    }
  }
  JarManifest m;
  for (const std::string& line : lines) {
    size_t colon = line.find(": ");
    if (colon == std::string::npos) continue;
    std::string key = line.substr(0, colon), value = line.substr(colon + 2);
    // Attribute names are case-insensitive (JAR File Specification).
    for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (key == "main-class") {
      m.main_class = value;
    } else if (key == "class-path") {
      size_t start = 0;
      while (start < value.size()) {
        size_t space = value.find(' ', start);
        std::string element = value.substr(start, space == std::string::npos ? std::string::npos : space - start);
        if (!element.empty()) m.class_path.push_back(element);
        if (space == std::string::npos) break;
        start = space + 1;
      }
    }
  }
  return m;
}

}  // namespace loupe::vm
