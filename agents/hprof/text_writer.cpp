// The text file's header and prelude, TRACE records and line output
// (text_writer.h). Our own prelude, with the content HPROF's jvm.hprof.txt
// had: one paragraph per record kind.
#include "text_writer.h"

#include <fcntl.h>
#include <netdb.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>

#include "hprof.h"

namespace hprof {

namespace {

constexpr const char* kPrelude =
    "Header for -Xrunhprof ASCII Output (Loupe's hprof agent)\n"
    "\n"
    "The format of this file may change in later versions. It follows the\n"
    "text output of JDK 1.2-1.4's HPROF.\n"
    "\n"
    "THREAD START and THREAD END records tell when threads begin and end;\n"
    "each thread has a serial number (id), used by other records.\n"
    "\n"
    "A TRACE record is a stack trace of at most depth frames, innermost\n"
    "first: class.method(source file:line). Other records refer to traces\n"
    "by their serial number. A trace with thread=N is one of thread N\n"
    "(option thread=y).\n"
    "\n"
    "SITES lists the allocation sites, a site being a stack trace and the\n"
    "class allocated there, ordered by the bytes of their objects still\n"
    "live: the share of all live bytes (self), the running sum (accum), the\n"
    "bytes and objects live and allocated since the start, the trace and\n"
    "the class ([I, [C... for arrays of primitives, [L<class>; for arrays\n"
    "of objects).\n"
    "\n"
    "CPU SAMPLES counts, per stack trace, how often a sampled running\n"
    "thread was found executing it; the method column names the top frame.\n"
    "With cpu=bytecodes, every thread takes a sample of itself each\n"
    "interval bytecodes it executes (Loupe's deterministic sampling).\n"
    "\n"
    "CPU TIME (ms) gives, per stack trace, the time spent in its top method\n"
    "itself (callees excluded) and the number of calls (count).\n"
    "\n"
    "Rows whose share is under the cutoff option are left out. The profile\n"
    "is written when the VM exits (doe=y) and on SIGQUIT (kill -QUIT, or\n"
    "Ctrl-\\).\n";

}  // namespace

std::string ctime_now() {
  time_t now = std::time(nullptr);
  char text[64];
  if (ctime_r(&now, text) == nullptr) return "\n";
  return text;
}

TextWriter::~TextWriter() {
  if (fd_ >= 0) ::close(fd_);
}

int open_output(const Options& options, std::string* error) {
  if (options.net_host.empty()) {
    int fd = ::open(options.file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) *error = "can't write profile file: " + options.file + " (" + std::strerror(errno) + ")";
    return fd;
  }
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  std::string port = std::to_string(options.net_port);
  std::string where = options.net_host + ":" + port;
  if (getaddrinfo(options.net_host.c_str(), port.c_str(), &hints, &found) != 0 || found == nullptr) {
    *error = "can't connect to " + where;
    return -1;
  }
  int fd = -1;
  for (addrinfo* ai = found; ai != nullptr && fd < 0; ai = ai->ai_next) {
    fd = ::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
    if (fd >= 0 && ::connect(fd, ai->ai_addr, ai->ai_addrlen) != 0) {
      ::close(fd);
      fd = -1;
    }
  }
  freeaddrinfo(found);
  if (fd < 0) *error = "can't connect to " + where;
  return fd;
}

void TextWriter::start(int fd) {
  fd_ = fd;
  pending_ = "JAVA PROFILE 1.0.1, created " + ctime_now() + "\n" + kPrelude + "\n--------\n\n";
  flush();
}

void TextWriter::line(const std::string& text, bool newline) {
  pending_ += text;
  if (newline) pending_ += '\n';
  if (pending_.size() > (1 << 16)) flush();
}

void TextWriter::trace_record(uint32_t serial) {
  if (serial == 0) return;
  Tables& t = agent().tables;
  Trace& trace = t.traces[serial - 1];
  if (trace.written) return;
  trace.written = true;
  std::string header = "TRACE " + std::to_string(serial) + ":";
  if (trace.thread_serial != 0) header += " (thread=" + std::to_string(trace.thread_serial) + ")";
  line(header);
  if (trace.frames.empty()) line("\t<empty>");
  for (const Frame& f : trace.frames) {
    std::string frame_line(1, '\t');  // appended, not "\t" + ...: GCC 12 warns falsely (-Wrestrict) on the latter
    frame_line += t.frame_text(f);
    line(frame_line);
  }
}

void TextWriter::flush() {
  if (fd_ >= 0) loupe_agents::write_all(fd_, pending_);
  pending_.clear();
}

}  // namespace hprof
