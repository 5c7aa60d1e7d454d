// Records of the binary format (binary_writer.h).
#include "binary_writer.h"

#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include "hprof.h"

namespace hprof {

namespace {

constexpr uint8_t kUtf8 = 0x01, kLoadClass = 0x02, kUnloadClass = 0x03, kFrame = 0x04, kTrace = 0x05, kStartThread = 0x0A,
                  kEndThread = 0x0B, kControlSettings = 0x0E;

uint64_t now_ms() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
          .count());
}

}  // namespace

uint64_t class_file_id(uint32_t class_index) { return (static_cast<uint64_t>(class_index) << 4) | 1; }

uint64_t file_id(uintptr_t jvmpi_id) {
  if (jvmpi_id == 0) return 0;
  auto& index = agent().tables.class_index;
  auto found = index.find(reinterpret_cast<jobjectID>(jvmpi_id));
  return found != index.end() ? class_file_id(found->second) : static_cast<uint64_t>(jvmpi_id);
}

BinaryWriter::~BinaryWriter() {
  if (fd_ >= 0) ::close(fd_);
}

void BinaryWriter::start(int fd, bool alloc_traces, bool cpu_sampling, int depth) {
  fd_ = fd;
  start_ms_ = now_ms();
  pending_.append("JAVA PROFILE 1.0.2", 18);
  pending_ += '\0';
  Body header;
  header.u4(8);  // identifier size
  header.u4(start_ms_ >> 32);
  header.u4(start_ms_ & 0xffffffffu);
  pending_ += header.bytes();
  Body settings;
  settings.u4((alloc_traces ? 1 : 0) | (cpu_sampling ? 2 : 0));
  settings.u2(static_cast<uint64_t>(depth));
  record(kControlSettings, settings);
  flush();
}

void BinaryWriter::record(uint8_t tag, const Body& body) {
  Body head;
  head.u1(tag);
  head.u4((now_ms() - start_ms_) * 1000);  // microseconds since the header (wraps, as in HPROF)
  head.u4(body.size());
  pending_ += head.bytes();
  pending_ += body.bytes();
  if (pending_.size() > (1 << 16)) flush();
}

uint64_t BinaryWriter::string_id(const std::string& text) {
  auto found = strings_.find(text);
  if (found != strings_.end()) return found->second;
  // String IDs are even and below any heap address, apart from class IDs.
  uint64_t id = (next_id_++) << 4;
  strings_.emplace(text, id);
  Body body;
  body.id(id);
  body.raw(text.data(), text.size());
  record(kUtf8, body);
  return id;
}

void BinaryWriter::classes() {
  Tables& t = agent().tables;
  for (; classes_written_ < t.classes.size(); ++classes_written_) {
    Body body;
    uint64_t name = string_id(t.classes[classes_written_].name);
    body.u4(classes_written_);
    body.id(class_file_id(static_cast<uint32_t>(classes_written_)));
    body.u4(0);
    body.id(name);
    record(kLoadClass, body);
  }
}

void BinaryWriter::unload_class(uint32_t class_index) {
  classes();
  Body body;
  body.u4(class_index);
  record(kUnloadClass, body);
}

void BinaryWriter::trace(uint32_t serial) {
  if (serial == 0) return;
  Tables& t = agent().tables;
  Trace& trace = t.traces[serial - 1];
  if (trace.written) return;
  trace.written = true;
  classes();  // FRAME records name class serials
  Body ids;
  for (const Frame& f : trace.frames) {
    auto [it, inserted] = frames_.try_emplace({f.method, f.line}, 0);
    if (inserted) {
      it->second = (next_id_++) << 4;
      const MethodInfo& m = t.methods[f.method < t.methods.size() ? f.method : 0];
      uint32_t class_index = m.class_index;
      Body frame;
      frame.id(it->second);
      frame.id(string_id(m.name));
      frame.id(string_id(m.signature));
      frame.id(string_id(t.classes[class_index].source.empty() ? "<Unknown>" : t.classes[class_index].source));
      frame.u4(class_index);
      frame.u4(static_cast<uint32_t>(f.line));
      record(kFrame, frame);
    }
    ids.id(it->second);
  }
  Body body;
  body.u4(serial);
  body.u4(trace.thread_serial);
  body.u4(trace.frames.size());
  body.raw(ids.bytes().data(), ids.size());
  record(kTrace, body);
}

void BinaryWriter::start_thread(uint32_t serial, jobjectID object, const std::string& name,
                                const std::string& group) {
  Body body;
  uint64_t name_id = string_id(name), group_id = string_id(group), parent_id = string_id("system");
  body.u4(serial);
  body.id(file_id(reinterpret_cast<uintptr_t>(object)));
  body.u4(0);
  body.id(name_id);
  body.id(group_id);
  body.id(parent_id);
  record(kStartThread, body);
}

void BinaryWriter::end_thread(uint32_t serial) {
  Body body;
  body.u4(serial);
  record(kEndThread, body);
}

void BinaryWriter::flush() {
  if (fd_ >= 0) loupe_agents::write_all(fd_, pending_);
  pending_.clear();
}

}  // namespace hprof
