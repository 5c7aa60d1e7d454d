// The dump test agent's decoding of JVMPI heap dump buffers (dumps.h), as
// docs/formats.md ("JVMPI dump buffers") lays them out: u1 tags, IDs and
// JNIEnv pointers as native pointers, integers and primitive values
// big-endian, instance values in CLASS_LOAD instances[] order then the
// superclasses', CLASS_DUMP interfaces counted by CLASS_LOAD's
// num_interfaces and statics by its statics[]. Written apart from hprof's
// reader (agents/hprof/dump_reader.h) on purpose: the test checks the VM's
// buffers against the document, not against the agent.
#include "dumps.h"

namespace dumps_test {

namespace {

// Size of a value of a JVMPI type code (§3.6), 0 for an unknown code.
size_t type_size(int ty) {
  switch (ty) {
    case JVMPI_CLASS: return kPtr;
    case JVMPI_BOOLEAN: case JVMPI_BYTE: return 1;
    case JVMPI_CHAR: case JVMPI_SHORT: return 2;
    case JVMPI_INT: case JVMPI_FLOAT: return 4;
    case JVMPI_LONG: case JVMPI_DOUBLE: return 8;
    default: return 0;
  }
}

bool is_object_record(int tag) {
  return tag == JVMPI_GC_CLASS_DUMP || tag == JVMPI_GC_INSTANCE_DUMP || tag == JVMPI_GC_OBJ_ARRAY_DUMP ||
         tag == JVMPI_GC_PRIM_ARRAY_DUMP;
}

// One record's body after its tag; false on a malformed record.
bool parse_record(Reader& r, int level, Record& rec, std::string* error) {
  switch (rec.tag) {
    case JVMPI_GC_ROOT_UNKNOWN:
    case JVMPI_GC_ROOT_STICKY_CLASS:
    case JVMPI_GC_ROOT_MONITOR_USED:
      rec.id = r.id();
      return true;
    case JVMPI_GC_ROOT_JNI_GLOBAL:
      rec.id = r.id();
      r.ptr();  // the global reference
      return true;
    case JVMPI_GC_ROOT_JNI_LOCAL:
    case JVMPI_GC_ROOT_JAVA_FRAME:
      rec.id = r.id();
      rec.env = r.env();
      rec.frame = r.u4();
      return true;
    case JVMPI_GC_ROOT_NATIVE_STACK:
    case JVMPI_GC_ROOT_THREAD_BLOCK:
      rec.id = r.id();
      rec.env = r.env();
      return true;
    case JVMPI_GC_CLASS_DUMP: {
      rec.id = r.id();
      rec.super = r.id();
      for (int i = 0; i < 5; ++i) r.ptr();  // loader, signers, protection domain, name, reserved
      rec.instance_size = r.u4();
      if (!r.ok()) return true;
      const ClassInfo* info = class_info(rec.id);
      if (info == nullptr) {
        *error = "CLASS_DUMP of a class RequestEvent(CLASS_LOAD) does not describe";
        return false;
      }
      for (jint i = 0; i < info->num_interfaces; ++i) rec.interfaces.push_back(r.id());
      uint16_t cp = r.u2();
      for (uint16_t i = 0; i < cp && r.ok(); ++i) {
        r.u2();
        int ty = r.u1();
        if (type_size(ty) == 0) {
          *error = "CLASS_DUMP constant pool entry of unknown type " + std::to_string(ty);
          return false;
        }
        if (ty == JVMPI_CLASS) {
          r.ptr();
        } else {
          r.be(type_size(ty));
        }
      }
      for (const auto& [name, sig] : info->statics) {
        if (level == JVMPI_DUMP_LEVEL_1 && !is_ref(sig[0])) continue;
        rec.statics.push_back(read_value(r, sig[0]));
      }
      return true;
    }
    case JVMPI_GC_INSTANCE_DUMP: {
      rec.id = r.id();
      rec.class_id = r.id();
      uint32_t n = r.u4();
      rec.values = r.bytes(n);
      return true;
    }
    case JVMPI_GC_OBJ_ARRAY_DUMP: {
      rec.id = r.id();
      rec.length = r.u4();
      rec.element_class = r.id();
      for (uint32_t i = 0; i < rec.length && r.ok(); ++i) rec.elements.push_back(r.id());
      return true;
    }
    case JVMPI_GC_PRIM_ARRAY_DUMP: {
      rec.id = r.id();
      rec.length = r.u4();
      rec.element_type = r.u1();
      if (rec.element_type < JVMPI_BOOLEAN || rec.element_type > JVMPI_LONG) {
        *error = "PRIM_ARRAY_DUMP of element type " + std::to_string(rec.element_type);
        return false;
      }
      if (level == JVMPI_DUMP_LEVEL_2) rec.prims = r.bytes(rec.length * type_size(rec.element_type));
      return true;
    }
    default:
      *error = "unknown record tag";
      return false;
  }
}

}  // namespace

Value read_value(Reader& r, char sig) {
  Value v;
  v.sig = sig;
  if (is_ref(sig)) {
    v.ref = r.id();
  } else {
    v.bits = r.be(sig_size(sig));
  }
  return v;
}

Parsed parse_heap(const std::vector<unsigned char>& bytes, int level) {
  Parsed out;
  Reader r(bytes.data(), bytes.size());
  while (!r.at_end()) {
    Record rec;
    rec.begin = r.pos();
    rec.tag = r.u1();
    std::string error;
    if (!parse_record(r, level, rec, &error) || !r.ok()) {
      if (error.empty()) error = "record runs past the end of the buffer";
      fail("level %d: %s (tag 0x%02x at offset %zu of %zu)", level, error.c_str(), rec.tag, rec.begin, bytes.size());
      return out;
    }
    rec.end = r.pos();
    out.tag_counts[rec.tag]++;
    if (is_object_record(rec.tag)) {
      if (!out.objects.emplace(rec.id, out.records.size()).second) {
        fail("level %d: object %p dumped twice", level, vp(rec.id));
      }
    }
    out.records.push_back(std::move(rec));
  }
  out.ok = true;
  return out;
}

bool decode_instance(const Parsed& dump, const Record& rec, int level, std::vector<FieldValue>* out) {
  size_t expected = 0;
  std::vector<jobjectID> chain;
  for (jobjectID k = rec.class_id; k != nullptr;) {
    const ClassInfo* info = class_info(k);
    const Record* class_record = dump.object(k);
    if (info == nullptr || class_record == nullptr || class_record->tag != JVMPI_GC_CLASS_DUMP) return false;
    chain.push_back(k);
    for (const auto& [name, sig] : info->instances) {
      if (level == JVMPI_DUMP_LEVEL_2 || is_ref(sig[0])) expected += sig_size(sig[0]);
    }
    k = class_record->super;
    if (chain.size() > 64) return false;
  }
  if (expected != rec.values.size()) return false;
  if (out == nullptr) return true;
  Reader r(rec.values.data(), rec.values.size());
  for (jobjectID k : chain) {
    const ClassInfo* info = class_info(k);
    for (const auto& [name, sig] : info->instances) {
      if (level == JVMPI_DUMP_LEVEL_1 && !is_ref(sig[0])) continue;
      out->push_back(FieldValue{info->name, name, read_value(r, sig[0])});
    }
  }
  return r.ok() && r.at_end();
}

const Value* field(const std::vector<FieldValue>& fields, const std::string& name) {
  for (const FieldValue& f : fields) {
    if (f.name == name) return &f.value;
  }
  return nullptr;
}

const Value* static_value(const Record& class_record, const std::string& name, int level) {
  const ClassInfo* info = class_info(class_record.id);
  if (info == nullptr) return nullptr;
  size_t index = 0;
  for (const auto& [n, sig] : info->statics) {
    if (level == JVMPI_DUMP_LEVEL_1 && !is_ref(sig[0])) continue;
    if (n == name) return index < class_record.statics.size() ? &class_record.statics[index] : nullptr;
    ++index;
  }
  return nullptr;
}

const Record* class_record_named(const Parsed& dump, const std::string& name) {
  for (const Record& rec : dump.records) {
    if (rec.tag == JVMPI_GC_CLASS_DUMP && class_name(rec.id) == name) return &rec;
  }
  return nullptr;
}

}  // namespace dumps_test
