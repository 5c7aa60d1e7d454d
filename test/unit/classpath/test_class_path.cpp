// Class paths (directories, jars, dir/*, empty elements) on files made in a
// scratch directory, and jar manifests.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "test/unit/support/test_files.h"
#include "test/unit/support/zip_builder.h"
#include "vm/classpath/class_path.h"

using loupe::test::ScratchDirectory;
using loupe::test::WorkingDirectory;
using loupe::vm::ClassPath;
using loupe::vm::parse_manifest;

namespace {

std::vector<uint8_t> bytes_of(const std::string& text) { return {text.begin(), text.end()}; }

// Class files here are just marker texts: the class path does not parse them.
//   dirs/one/Shared.class "Shared in one"   dirs/one/p/A.class "A"
//   dirs/two/Shared.class "Shared in two"   dirs/two/B.class   "B"
//   libs/a.jar: Shared.class "Shared in a.jar", J1.class "J1", META-INF/MANIFEST.MF
//   libs/b.jar: J2.class "J2";  libs/c.txt;  libs/broken.jar (not a zip)
class ClassPathFiles {
 public:
  ClassPathFiles() {
    using loupe::test::write_file;
    write_file(path("dirs/one/Shared.class"), bytes_of("Shared in one"));
    write_file(path("dirs/one/p/A.class"), bytes_of("A"));
    write_file(path("dirs/two/Shared.class"), bytes_of("Shared in two"));
    write_file(path("dirs/two/B.class"), bytes_of("B"));
    write_file(path("libs/a.jar"), loupe::test::build_zip({{"Shared.class", "Shared in a.jar"},
                                                           {"J1.class", "J1"},
                                                           {"META-INF/MANIFEST.MF", "Main-Class: J1\n"}})
                                       .bytes);
    write_file(path("libs/b.jar"), loupe::test::build_zip({{"J2.class", "J2", false}}).bytes);
    write_file(path("libs/c.txt"), bytes_of("not a jar"));
    write_file(path("libs/broken.jar"), bytes_of("this file is not a zip archive, only text"));
  }
  std::string path(const std::string& relative) const { return (scratch_.path() / relative).string(); }

 private:
  ScratchDirectory scratch_;
};

// The marker text of a class found on `cp`, "absent", or "error: ...".
std::string lookup(const ClassPath& cp, const std::string& name) {
  std::string error;
  auto found = cp.find_class(name, &error);
  if (!found) return error.empty() ? "absent" : "error: " + error;
  return std::string(found->bytes.begin(), found->bytes.end());
}

std::string source_of(const ClassPath& cp, const std::string& name) {
  std::string error;
  auto found = cp.find_class(name, &error);
  return found ? found->source : "absent";
}

}  // namespace

TEST_CASE("Directories on the class path are searched in order", "[classpath]") {
  ClassPathFiles files;
  const std::string spec = files.path("dirs/one") + ":" + files.path("dirs/two");
  ClassPath cp = ClassPath::parse(spec);
  CHECK(cp.spec() == spec);
  CHECK(lookup(cp, "Shared") == "Shared in one");
  CHECK(lookup(cp, "p/A") == "A");
  CHECK(lookup(cp, "B") == "B");
  CHECK(lookup(cp, "Missing") == "absent");
  CHECK(source_of(cp, "p/A") == "file:" + files.path("dirs/one") + "/");
  CHECK(source_of(cp, "B") == "file:" + files.path("dirs/two") + "/");
  CHECK(lookup(ClassPath::parse(files.path("dirs/two") + ":" + files.path("dirs/one")), "Shared") == "Shared in two");
}

TEST_CASE("Jar files on the class path", "[classpath]") {
  ClassPathFiles files;
  ClassPath cp = ClassPath::parse(files.path("libs/a.jar") + ":" + files.path("dirs/one"));
  CHECK(lookup(cp, "Shared") == "Shared in a.jar");
  CHECK(lookup(cp, "J1") == "J1");
  CHECK(lookup(cp, "p/A") == "A");
  CHECK(source_of(cp, "J1") == "jar:file:" + files.path("libs/a.jar") + "!/J1.class");
  auto manifest = cp.find_resource("META-INF/MANIFEST.MF");
  REQUIRE(manifest.has_value());
  CHECK(std::string(manifest->begin(), manifest->end()) == "Main-Class: J1\n");
  CHECK_FALSE(cp.find_resource("META-INF/other").has_value());
}

TEST_CASE("dir/* stands for every jar in dir, in name order", "[classpath]") {
  ClassPathFiles files;
  ClassPath cp = ClassPath::parse(files.path("dirs/two") + ":" + files.path("libs") + "/*");
  CHECK(lookup(cp, "J1") == "J1");
  CHECK(lookup(cp, "J2") == "J2");
  CHECK(lookup(cp, "Shared") == "Shared in two");
  CHECK(lookup(ClassPath::parse(files.path("libs") + "/*"), "Shared") == "Shared in a.jar");
  // c.txt is not a jar; broken.jar cannot be read and is skipped.
  CHECK(lookup(cp, "c") == "absent");
}

TEST_CASE("An empty class-path element is the current directory", "[classpath]") {
  ClassPathFiles files;
  WorkingDirectory cwd(files.path("dirs/two"));
  CHECK(lookup(ClassPath::parse(""), "B") == "B");
  ClassPath trailing = ClassPath::parse(files.path("dirs/one") + ":");
  CHECK(lookup(trailing, "Shared") == "Shared in one");
  CHECK(lookup(trailing, "B") == "B");
  ClassPath leading = ClassPath::parse(std::string(":") + files.path("dirs/one"));
  CHECK(lookup(leading, "Shared") == "Shared in two");
  CHECK(lookup(leading, "p/A") == "A");
  CHECK(lookup(ClassPath::parse(files.path("dirs/one") + "::" + files.path("libs/b.jar")), "B") == "B");
}

TEST_CASE("A lone * stands for the jars of the current directory", "[classpath]") {
  ClassPathFiles files;
  WorkingDirectory cwd(files.path("libs"));
  ClassPath cp = ClassPath::parse("*");
  CHECK(lookup(cp, "J1") == "J1");
  CHECK(lookup(cp, "J2") == "J2");
}

TEST_CASE("Class-path elements that do not exist are ignored", "[classpath]") {
  ClassPathFiles files;
  ClassPath cp = ClassPath::parse("/nonexistent/dir:" + files.path("dirs/two") + ":/nonexistent/x.jar:" +
                                  files.path("nowhere") + "/*");
  CHECK_FALSE(cp.empty());
  CHECK(lookup(cp, "B") == "B");
  CHECK(ClassPath::parse("/nonexistent/dir:/nonexistent/x.jar").empty());
  CHECK(ClassPath::parse(files.path("libs/broken.jar")).empty());
}

TEST_CASE("Adding an unreadable jar fails with a reason", "[classpath]") {
  ClassPathFiles files;
  ClassPath cp;
  std::string error;
  CHECK_FALSE(cp.add_jar(files.path("libs/broken.jar"), &error));
  CHECK(error == "not a zip file (no end of central directory)");
  CHECK_FALSE(cp.add_jar(files.path("libs/missing.jar"), &error));
  CHECK(error == "cannot open " + files.path("libs/missing.jar"));
  CHECK(cp.empty());
}

TEST_CASE("A corrupt class in a jar is an error, not an absent class", "[classpath]") {
  ClassPathFiles files;
  loupe::test::ZipImage image = loupe::test::build_zip({{"C.class", "C"}});
  size_t crc = image.central_headers[0] + loupe::test::ZipImage::kCentralCrc;
  image.put_u4(crc, image.get_u4(crc) + 1);
  loupe::test::write_file(files.path("libs/corrupt.jar"), image.bytes);
  ClassPath cp = ClassPath::parse(files.path("libs/corrupt.jar") + ":" + files.path("dirs/two"));
  CHECK(lookup(cp, "C") == "error: CRC mismatch in zip entry C.class");
  CHECK(lookup(cp, "B") == "B");
}

TEST_CASE("Manifest main attributes: Main-Class and Class-Path", "[manifest]") {
  auto m = parse_manifest("Manifest-Version: 1.0\nMain-Class: app.Main\nClass-Path: lib/a.jar lib/b.jar\n");
  REQUIRE(m.has_value());
  CHECK(m->main_class == "app.Main");
  CHECK(m->class_path == std::vector<std::string>{"lib/a.jar", "lib/b.jar"});

  auto none = parse_manifest("Manifest-Version: 1.0\nCreated-By: 17\n");
  REQUIRE(none.has_value());
  CHECK(none->main_class.empty());
  CHECK(none->class_path.empty());
}

TEST_CASE("Manifest lines end in LF, CRLF or CR", "[manifest]") {
  CHECK(parse_manifest("Manifest-Version: 1.0\r\nMain-Class: A\r\n\r\n")->main_class == "A");
  CHECK(parse_manifest("Manifest-Version: 1.0\rMain-Class: B\r")->main_class == "B");
  CHECK(parse_manifest("Main-Class: C")->main_class == "C");  // no final newline
}

TEST_CASE("Manifest continuation lines start with one space", "[manifest]") {
  auto m = parse_manifest("Main-Class: com.example.very.long.package.na\r\n me.Main\r\n"
                          "Class-Path: one.jar two\r\n .jar  three.jar\r\n");
  REQUIRE(m.has_value());
  CHECK(m->main_class == "com.example.very.long.package.name.Main");
  CHECK(m->class_path == std::vector<std::string>{"one.jar", "two.jar", "three.jar"});
}

TEST_CASE("Only the manifest's main section counts", "[manifest]") {
  auto m = parse_manifest("Manifest-Version: 1.0\n\nName: other/\nMain-Class: Wrong\nClass-Path: x.jar\n");
  REQUIRE(m.has_value());
  CHECK(m->main_class.empty());
  CHECK(m->class_path.empty());
  // An attribute needs ": "; lines without it are skipped.
  CHECK(parse_manifest("Main-Class:NoSpace\nMain-Class: Spaced\n")->main_class == "Spaced");
}
