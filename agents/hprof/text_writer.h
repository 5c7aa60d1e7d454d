// java.hprof.txt: HPROF's text layout (docs/formats.md, "HPROF text file").
#pragma once

#include <cstdint>
#include <string>

namespace hprof {

struct Options;

// Where the profile goes: the file, created or truncated, or with net= a
// TCP connection to the front end. A descriptor, or -1 with *error set.
int open_output(const Options& options, std::string* error);

// ctime() text for now, with its newline, as HPROF's headers end.
std::string ctime_now();

// Lines go to a buffer, written to the file at flush(). Callers hold the
// agent's data lock; nothing here runs in thread-suspended mode.
class TextWriter {
 public:
  ~TextWriter();
  // Takes the descriptor and writes the header and prelude.
  void start(int fd);
  void line(const std::string& text, bool newline = true);
  // The TRACE record of a trace unless it is written already (serial 0,
  // "unknown", has none).
  void trace_record(uint32_t serial);
  void flush();

 private:
  int fd_ = -1;
  std::string pending_;
};

}  // namespace hprof
