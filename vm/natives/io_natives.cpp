// loupe.internal.FileIO: the system calls under java.io. Reads and writes go
// through a buffer outside the heap, so that the thread can block in a
// SafeRegion (a collection may move the Java array meanwhile).
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

std::string errno_text(int error) { return std::strerror(error); }

// FileIO's open modes: READ, WRITE (truncates), APPEND, READ_WRITE
// (RandomAccessFile's "rw": created if absent, never truncated), and
// WRITE_NEW (java.nio.file's CREATE_NEW: fails if the file exists).
int open_flags(int32_t mode) {
  switch (mode) {
    case 0: return O_RDONLY;
    case 1: return O_WRONLY | O_CREAT | O_TRUNC;
    case 2: return O_WRONLY | O_CREAT | O_APPEND;
    case 3: return O_RDWR | O_CREAT;
    default: return O_WRONLY | O_CREAT | O_EXCL;
  }
}

Slot file_open(Thread* t, Slot* args) {
  if (args[0].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  std::string path = string_to_utf8(args[0].ref);
  int flags = open_flags(args[1].i);
  int fd;
  int error = 0;
  {
    SafeRegion region(t);
    fd = ::open(path.c_str(), flags | O_CLOEXEC, 0666);
    if (fd < 0) error = errno;  // leaving the region may change errno
  }
  struct stat st;
  if (fd >= 0 && args[1].i == 0 && fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    fd = -1;
    error = EISDIR;
  }
  if (fd < 0) {
    std::string reason = error == EISDIR ? "Is a directory" : errno_text(error);
    throw_new(t, "java/io/FileNotFoundException", path + " (" + reason + ")");
    return void_result();
  }
  return int_result(fd);
}

Slot file_read(Thread* t, Slot* args) {
  int fd = args[0].i;
  int32_t off = args[2].i, len = args[3].i;
  if (!check_array_range(t, args[1].ref, off, len)) return void_result();
  if (len == 0) return int_result(0);
  std::vector<char> buffer(static_cast<size_t>(len));
  ssize_t n;
  int error = 0;
  {
    SafeRegion region(t);
    do {
      n = ::read(fd, buffer.data(), buffer.size());
    } while (n < 0 && errno == EINTR);
    if (n < 0) error = errno;  // leaving the region may change errno
  }
  if (n < 0) {
    throw_new(t, "java/io/IOException", errno_text(error));
    return void_result();
  }
  if (n == 0) return int_result(-1);
  auto* array = static_cast<ArrayObject*>(args[1].ref);  // reread: it may have moved
  std::memcpy(array->elements<char>() + off, buffer.data(), static_cast<size_t>(n));
  return int_result(static_cast<int32_t>(n));
}

Slot file_write(Thread* t, Slot* args) {
  int fd = args[0].i;
  int32_t off = args[2].i, len = args[3].i;
  if (!check_array_range(t, args[1].ref, off, len)) return void_result();
  auto* array = static_cast<ArrayObject*>(args[1].ref);
  std::vector<char> buffer(array->elements<char>() + off, array->elements<char>() + off + len);
  size_t done = 0;
  int error = 0;
  {
    SafeRegion region(t);
    while (done < buffer.size()) {
      ssize_t n = ::write(fd, buffer.data() + done, buffer.size() - done);
      if (n < 0) {
        if (errno == EINTR) continue;
        error = errno;
        break;
      }
      done += static_cast<size_t>(n);
    }
  }
  if (error != 0) throw_new(t, "java/io/IOException", errno_text(error));
  return void_result();
}

Slot file_available(Thread* t, Slot* args) {
  int available = 0;
  if (ioctl(args[0].i, FIONREAD, &available) < 0) {
    struct stat st;
    if (fstat(args[0].i, &st) == 0 && S_ISREG(st.st_mode)) {
      off_t here = lseek(args[0].i, 0, SEEK_CUR);
      return int_result(here < 0 ? 0 : static_cast<int32_t>(st.st_size - here));
    }
    if (errno == ENOTTY) return int_result(0);
    throw_new(t, "java/io/IOException", errno_text(errno));
    return void_result();
  }
  return int_result(available);
}

Slot file_close(Thread* t, Slot* args) {
  if (::close(args[0].i) < 0 && errno != EINTR) throw_new(t, "java/io/IOException", errno_text(errno));
  return void_result();
}

// lseek: the new position. A position before the start is an IOException
// ("Invalid argument"), as the JDK's seek and skip report it.
Slot file_seek(Thread* t, Slot* args) {
  off_t position = lseek(args[0].i, static_cast<off_t>(args[1].j), args[3].i);
  if (position < 0) {
    throw_new(t, "java/io/IOException", errno_text(errno));
    return void_result();
  }
  return long_result(position);
}

Slot file_size(Thread* t, Slot* args) {
  struct stat st;
  if (fstat(args[0].i, &st) != 0) {
    throw_new(t, "java/io/IOException", errno_text(errno));
    return void_result();
  }
  return long_result(st.st_size);
}

Slot file_truncate(Thread* t, Slot* args) {
  if (ftruncate(args[0].i, static_cast<off_t>(args[1].j)) != 0) throw_new(t, "java/io/IOException", errno_text(errno));
  return void_result();
}

// fsync (or fdatasync when the metadata need not be), in a safe region: a
// disk may take its time. A descriptor that cannot be synced (a pipe, a
// terminal: EINVAL) has nothing to force out.
Slot file_sync(Thread* t, Slot* args) {
  int fd = args[0].i;
  bool metadata = args[1].i != 0;
  int error = 0;
  {
    SafeRegion region(t);
    if ((metadata ? fsync(fd) : fdatasync(fd)) != 0) error = errno;  // before leaving the region changes errno
  }
  if (error != 0 && error != EINVAL) throw_new(t, "java/io/IOException", errno_text(error));
  return void_result();
}

Slot file_exists(Thread*, Slot* args) {
  struct stat st;
  return int_result(stat(string_to_utf8(args[0].ref).c_str(), &st) == 0);
}

Slot file_length(Thread*, Slot* args) {
  struct stat st;
  if (stat(string_to_utf8(args[0].ref).c_str(), &st) != 0) return long_result(0);
  return long_result(st.st_size);
}

Slot file_delete(Thread*, Slot* args) {
  std::string path = string_to_utf8(args[0].ref);
  return int_result(::unlink(path.c_str()) == 0 || ::rmdir(path.c_str()) == 0);
}

const NativeEntry kNatives[] = {
    {"loupe/internal/FileIO", "open", "(Ljava/lang/String;I)I", file_open},
    {"loupe/internal/FileIO", "read", "(I[BII)I", file_read},
    {"loupe/internal/FileIO", "write", "(I[BII)V", file_write},
    {"loupe/internal/FileIO", "available", "(I)I", file_available},
    {"loupe/internal/FileIO", "close", "(I)V", file_close},
    {"loupe/internal/FileIO", "seek", "(IJI)J", file_seek},
    {"loupe/internal/FileIO", "size", "(I)J", file_size},
    {"loupe/internal/FileIO", "truncate", "(IJ)V", file_truncate},
    {"loupe/internal/FileIO", "sync", "(IZ)V", file_sync},
    {"loupe/internal/FileIO", "exists", "(Ljava/lang/String;)Z", file_exists},
    {"loupe/internal/FileIO", "length", "(Ljava/lang/String;)J", file_length},
    {"loupe/internal/FileIO", "delete", "(Ljava/lang/String;)Z", file_delete},
};

}  // namespace

std::span<const NativeEntry> io_natives() { return kNatives; }

}  // namespace loupe::vm
