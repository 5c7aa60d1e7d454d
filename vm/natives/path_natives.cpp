// loupe.internal.FileIO, the half that works on paths rather than open
// descriptors: stat, listing, creating, renaming and removing files and
// directories, canonical paths. java.io.File and java.nio.file.Files are
// written in Java over these. Calls that can fail for several reasons return
// 0 or the errno value, so that Files can throw NoSuchFileException,
// FileAlreadyExistsException, DirectoryNotEmptyException, ... as the JDK does.
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/objects.h"
#include "vm/vm.h"

namespace loupe::vm {

namespace {

// A path argument as the OS sees it; false (NullPointerException pending)
// for null.
bool path_argument(Thread* t, Object* string, std::string* path) {
  if (string == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return false;
  }
  *path = string_to_utf8(string);
  return true;
}

// The kinds FileIO.attributes reports in element 0 (FileIO.java names them).
enum FileKind : int64_t { kRegular = 1, kDirectory = 2, kSymbolicLink = 3, kOther = 4 };

int64_t file_kind(mode_t mode) {
  if (S_ISREG(mode)) return kRegular;
  if (S_ISDIR(mode)) return kDirectory;
  if (S_ISLNK(mode)) return kSymbolicLink;
  return kOther;
}

int64_t millis_of(const struct timespec& ts) { return int64_t{ts.tv_sec} * 1000 + ts.tv_nsec / 1000000; }

// long[] {kind, size, last modified ms, last access ms, permission bits,
// inode, device, status change ms}, or null when the path does not exist.
Slot path_attributes(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  struct stat st;
  int rc = args[1].i ? ::stat(path.c_str(), &st) : lstat(path.c_str(), &st);
  if (rc != 0) return ref_result(nullptr);
  int64_t values[] = {file_kind(st.st_mode), st.st_size,        millis_of(st.st_mtim), millis_of(st.st_atim),
                      st.st_mode & 07777,    int64_t(st.st_ino), int64_t(st.st_dev),    millis_of(st.st_ctim)};
  ArrayObject* array = new_primitive_array(t, BasicType::kLong, std::size(values));
  if (array == nullptr) return void_result();
  std::memcpy(array->elements<int64_t>(), values, sizeof values);
  return ref_result(array);
}

Slot path_access(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  return int_result(::access(path.c_str(), args[1].i) == 0);
}

// The names in a directory, without "." and "..", in the order the file
// system gives them (as the JDK's File.list); null when it cannot be read.
Slot path_list(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  std::vector<std::string> names;
  {
    SafeRegion region(t);
    DIR* dir = opendir(path.empty() ? "." : path.c_str());
    if (dir == nullptr) return ref_result(nullptr);
    while (struct dirent* entry = readdir(dir)) {
      std::string name = entry->d_name;
      if (name != "." && name != "..") names.push_back(std::move(name));
    }
    closedir(dir);
  }
  return ref_result(new_string_array(t, names));
}

Slot path_mkdir(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  return int_result(::mkdir(path.c_str(), 0777) == 0 ? 0 : errno);
}

Slot path_rename(Thread* t, Slot* args) {
  std::string from, to;
  if (!path_argument(t, args[0].ref, &from) || !path_argument(t, args[1].ref, &to)) return void_result();
  return int_result(::rename(from.c_str(), to.c_str()) == 0 ? 0 : errno);
}

// unlink for files, rmdir for directories.
Slot path_remove(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  struct stat st;
  if (lstat(path.c_str(), &st) != 0) return int_result(errno);
  int rc = S_ISDIR(st.st_mode) ? ::rmdir(path.c_str()) : ::unlink(path.c_str());
  return int_result(rc == 0 ? 0 : errno);
}

// Creates an empty file that must not exist yet (O_EXCL).
Slot path_create_new(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) return int_result(errno);
  close(fd);
  return int_result(0);
}

Slot path_set_last_modified(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  int64_t millis = args[1].j;
  struct timespec times[2];
  times[0].tv_sec = 0;
  times[0].tv_nsec = UTIME_OMIT;
  times[1].tv_sec = millis / 1000;
  times[1].tv_nsec = (millis % 1000) * 1000000;
  return int_result(utimensat(AT_FDCWD, path.c_str(), times, 0) == 0);
}

Slot path_chmod(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  return int_result(::chmod(path.c_str(), static_cast<mode_t>(args[1].i)) == 0 ? 0 : errno);
}

// The target of a symbolic link, or null.
Slot path_read_link(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  char buffer[PATH_MAX];
  ssize_t n = ::readlink(path.c_str(), buffer, sizeof buffer);
  if (n < 0) return ref_result(nullptr);
  return ref_result(new_string_from_utf8(t, std::string_view(buffer, static_cast<size_t>(n))));
}

Slot path_symlink(Thread* t, Slot* args) {
  std::string link, target;
  if (!path_argument(t, args[0].ref, &link) || !path_argument(t, args[1].ref, &target)) return void_result();
  return int_result(::symlink(target.c_str(), link.c_str()) == 0 ? 0 : errno);
}

// realpath of an absolute, already normalized path; null when some part of
// it does not exist (File.getCanonicalPath then resolves the parent).
Slot path_real(Thread* t, Slot* args) {
  std::string path;
  if (!path_argument(t, args[0].ref, &path)) return void_result();
  char buffer[PATH_MAX];
  if (realpath(path.c_str(), buffer) == nullptr) return ref_result(nullptr);
  return ref_result(new_string_from_utf8(t, buffer));
}

// strerror's text for an errno value, as the JDK's messages use it.
Slot error_text(Thread* t, Slot* args) { return ref_result(new_string_from_utf8(t, std::strerror(args[0].i))); }

const NativeEntry kNatives[] = {
    {"loupe/internal/FileIO", "attributes", "(Ljava/lang/String;Z)[J", path_attributes},
    {"loupe/internal/FileIO", "access", "(Ljava/lang/String;I)Z", path_access},
    {"loupe/internal/FileIO", "list", "(Ljava/lang/String;)[Ljava/lang/String;", path_list},
    {"loupe/internal/FileIO", "mkdir", "(Ljava/lang/String;)I", path_mkdir},
    {"loupe/internal/FileIO", "rename", "(Ljava/lang/String;Ljava/lang/String;)I", path_rename},
    {"loupe/internal/FileIO", "remove", "(Ljava/lang/String;)I", path_remove},
    {"loupe/internal/FileIO", "createNew", "(Ljava/lang/String;)I", path_create_new},
    {"loupe/internal/FileIO", "setLastModified", "(Ljava/lang/String;J)Z", path_set_last_modified},
    {"loupe/internal/FileIO", "chmod", "(Ljava/lang/String;I)I", path_chmod},
    {"loupe/internal/FileIO", "readLink", "(Ljava/lang/String;)Ljava/lang/String;", path_read_link},
    {"loupe/internal/FileIO", "symlink", "(Ljava/lang/String;Ljava/lang/String;)I", path_symlink},
    {"loupe/internal/FileIO", "realPath", "(Ljava/lang/String;)Ljava/lang/String;", path_real},
    {"loupe/internal/FileIO", "errorText", "(I)Ljava/lang/String;", error_text},
};

}  // namespace

std::span<const NativeEntry> path_natives() { return kNatives; }

}  // namespace loupe::vm
