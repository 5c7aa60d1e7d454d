// Natives of Object, System, Runtime, Shutdown, String, Float, Double and
// Math.
#include <pwd.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <thread>

#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"
#include "vm/vm.h"

extern char** environ;

namespace loupe::vm {

namespace {

// ---- Object ------------------------------------------------------------

Slot object_get_class(Thread* t, Slot* args) { return ref_result(mirror_of(t, class_of(args[0].ref))); }

Slot object_hash_code(Thread*, Slot* args) { return int_result(identity_hash(args[0].ref)); }

// A shallow copy: same class, same field values, a fresh header.
Slot object_clone(Thread* t, Slot* args) {
  Class* klass = class_of(args[0].ref);
  Vm& vm = the_vm();
  if (!klass->is_array && !klass->is_subtype_of(vm.classes.cloneable)) {
    throw_new(t, "java/lang/CloneNotSupportedException", klass->external_name());
    return void_result();
  }
  size_t size = gc::object_size(args[0].ref);
  Object* copy = allocate_object(t, klass, size, klass->is_array ? static_cast<ArrayObject*>(args[0].ref)->length() : -1);
  if (copy == nullptr) return void_result();
  Object* original = args[0].ref;  // reread: the allocation may have moved it
  if (klass->is_array) {
    auto* from = static_cast<ArrayObject*>(original);
    auto* to = static_cast<ArrayObject*>(copy);
    to->set_length(from->length());
    if (klass->kind == gc::ObjectKind::kRefArray && vm.heap->barrier() != gc::BarrierKind::kNone) {
      for (int32_t i = 0; i < from->length(); ++i) set_array_element(to, i, from->elements<Object*>()[i]);
    } else {
      std::memcpy(to->elements<char>(), from->elements<char>(), size - ArrayObject::kElementsOffset);
    }
  } else if (vm.heap->barrier() != gc::BarrierKind::kNone) {
    std::memcpy(copy->field_at<char>(gc::Object::kHeaderSize), original->field_at<char>(gc::Object::kHeaderSize),
                size - gc::Object::kHeaderSize);
    for (uint32_t i = 0; i < klass->ref_offset_count; ++i) {
      uint32_t offset = klass->ref_offsets[i];
      *copy->field_at<Object*>(offset) = nullptr;
      set_reference_field(copy, offset, *original->field_at<Object*>(offset));
    }
  } else {
    std::memcpy(copy->field_at<char>(gc::Object::kHeaderSize), original->field_at<char>(gc::Object::kHeaderSize),
                size - gc::Object::kHeaderSize);
  }
  return ref_result(copy);
}

Slot object_notify(Thread* t, Slot* args) {
  monitor_notify(t, args[0].ref, false);
  return void_result();
}

Slot object_notify_all(Thread* t, Slot* args) {
  monitor_notify(t, args[0].ref, true);
  return void_result();
}

Slot object_wait(Thread* t, Slot* args) {
  if (args[1].j < 0) {
    throw_new(t, "java/lang/IllegalArgumentException", "timeout value is negative");
  } else {
    monitor_wait(t, args[0].ref, args[1].j);
  }
  return void_result();
}

// ---- System ------------------------------------------------------------

Slot system_current_time_millis(Thread*, Slot*) {
  auto now = std::chrono::system_clock::now().time_since_epoch();
  return long_result(std::chrono::duration_cast<std::chrono::milliseconds>(now).count());
}

Slot system_nano_time(Thread*, Slot*) {
  auto now = std::chrono::steady_clock::now().time_since_epoch();
  return long_result(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count());
}

Slot system_identity_hash_code(Thread*, Slot* args) {
  return int_result(args[0].ref == nullptr ? 0 : identity_hash(args[0].ref));
}

// "int[]", "object array[]": how HotSpot names arrays in arraycopy messages.
std::string arraycopy_type_name(const Class* array) {
  if (array->component->is_primitive) return std::string(primitive_name(array->component->element_type)) + "[]";
  return "object array[]";
}

bool arraycopy_checks(Thread* t, ArrayObject* src, int32_t src_pos, ArrayObject* dst, int32_t dst_pos,
                      int32_t length) {
  Class* src_class = class_of(src);
  Class* dst_class = class_of(dst);
  if (!src_class->is_array) {
    throw_new(t, "java/lang/ArrayStoreException", "arraycopy: source type " + src_class->external_name() + " is not an array");
    return false;
  }
  if (!dst_class->is_array) {
    throw_new(t, "java/lang/ArrayStoreException",
              "arraycopy: destination type " + dst_class->external_name() + " is not an array");
    return false;
  }
  bool src_prim = src_class->component->is_primitive, dst_prim = dst_class->component->is_primitive;
  if ((src_prim || dst_prim) && src_class != dst_class) {
    throw_new(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy " +
                                                       arraycopy_type_name(src_class) + " into " +
                                                       arraycopy_type_name(dst_class));
    return false;
  }
  auto bounds = [&](const std::string& what) {
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: " + what);
    return false;
  };
  auto named = [](const Class* c, int32_t len) {
    std::string n = arraycopy_type_name(c);
    return n.substr(0, n.size() - 2) + "[" + std::to_string(len) + "]";
  };
  if (src_pos < 0) return bounds("source index " + std::to_string(src_pos) + " out of bounds for " + named(src_class, src->length()));
  if (dst_pos < 0) return bounds("destination index " + std::to_string(dst_pos) + " out of bounds for " + named(dst_class, dst->length()));
  if (length < 0) return bounds("length " + std::to_string(length) + " is negative");
  if (int64_t{src_pos} + length > src->length()) {
    return bounds("last source index " + std::to_string(int64_t{src_pos} + length) + " out of bounds for " +
                  named(src_class, src->length()));
  }
  if (int64_t{dst_pos} + length > dst->length()) {
    return bounds("last destination index " + std::to_string(int64_t{dst_pos} + length) + " out of bounds for " +
                  named(dst_class, dst->length()));
  }
  return true;
}

Slot system_arraycopy(Thread* t, Slot* args) {
  auto* src = static_cast<ArrayObject*>(args[0].ref);
  auto* dst = static_cast<ArrayObject*>(args[2].ref);
  int32_t src_pos = args[1].i, dst_pos = args[3].i, length = args[4].i;
  if (src == nullptr || dst == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  if (!arraycopy_checks(t, src, src_pos, dst, dst_pos, length) || length == 0) return void_result();
  Class* src_class = class_of(src);
  Class* dst_class = class_of(dst);
  if (src_class->component->is_primitive) {
    int shift = src_class->element_size_log2;
    std::memmove(dst->elements<char>() + (size_t{static_cast<uint32_t>(dst_pos)} << shift),
                 src->elements<char>() + (size_t{static_cast<uint32_t>(src_pos)} << shift),
                 size_t{static_cast<uint32_t>(length)} << shift);
    return void_result();
  }
  Object** from = src->elements<Object*>() + src_pos;
  Object** to = dst->elements<Object*>() + dst_pos;
  bool checked = !src_class->is_subtype_of(dst_class);
  gc::Heap& heap = *the_vm().heap;  // once, not per element
  bool barrier = heap.barrier() != gc::BarrierKind::kNone;
  if (!checked && !barrier) {
    std::memmove(to, from, sizeof(Object*) * static_cast<size_t>(length));
    return void_result();
  }
  Class* element = dst_class->component;
  // Element by element: overlapping copies only happen within one array,
  // where no element check can fail, so direction matters only then.
  bool backwards = src == dst && src_pos < dst_pos;
  for (int32_t k = 0; k < length; ++k) {
    int32_t i = backwards ? length - 1 - k : k;
    Object* value = from[i];
    if (checked && value != nullptr && !class_of(value)->is_subtype_of(element)) {
      throw_new(t, "java/lang/ArrayStoreException",
                "arraycopy: element type mismatch: can not cast one of the elements of " +
                    src_class->component->external_name() + "[] to the type of the destination array, " +
                    element->external_name());
      return void_result();
    }
    heap.write_reference(dst, &to[i], value);
  }
  return void_result();
}

void set_system_stream(Thread* t, const char* name, const char* descriptor, Object* stream) {
  Class* system = the_vm().classes.system;
  Field* f = system->find_declared_field(intern_symbol(name), intern_symbol(descriptor));
  (void)t;
  the_vm().heap->write_reference(system->mirror, &system->statics[f->offset].ref, stream);
}

Slot system_set_in(Thread* t, Slot* args) {
  set_system_stream(t, "in", "Ljava/io/InputStream;", args[0].ref);
  return void_result();
}
Slot system_set_out(Thread* t, Slot* args) {
  set_system_stream(t, "out", "Ljava/io/PrintStream;", args[0].ref);
  return void_result();
}
Slot system_set_err(Thread* t, Slot* args) {
  set_system_stream(t, "err", "Ljava/io/PrintStream;", args[0].ref);
  return void_result();
}

// A String[] of key/value pairs, from C++ strings.
Object* string_pairs(Thread* t, const std::vector<std::pair<std::string, std::string>>& pairs) {
  HandleScope scope(t);
  ArrayObject* array = new_object_array(t, the_vm().classes.string, static_cast<int32_t>(pairs.size() * 2));
  if (array == nullptr) return nullptr;
  Handle<ArrayObject> handle = scope.make<ArrayObject>(array);
  for (size_t i = 0; i < pairs.size(); ++i) {
    for (int half = 0; half < 2; ++half) {
      Object* s = new_string_from_utf8(t, half == 0 ? pairs[i].first : pairs[i].second);
      if (s == nullptr) return nullptr;
      set_array_element(handle.get(), static_cast<int32_t>(2 * i + half), s);
    }
  }
  return handle.get();
}

// file.encoding as the JDK derives it from the locale.
std::string locale_encoding() {
  const char* locale = nullptr;
  for (const char* var : {"LC_ALL", "LC_CTYPE", "LANG"}) {
    const char* v = std::getenv(var);
    if (v != nullptr && *v != '\0') {
      locale = v;
      break;
    }
  }
  std::string l = locale ? locale : "C";
  for (char& c : l) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (l.find("utf-8") != std::string::npos || l.find("utf8") != std::string::npos) return "UTF-8";
  if (l.find("8859-1") != std::string::npos || l.find("88591") != std::string::npos) return "ISO-8859-1";
  if (l == "c" || l == "posix") return "ANSI_X3.4-1968";
  return "UTF-8";
}

// HotSpot's default on Linux: LD_LIBRARY_PATH first, then the system's
// directories (64-bit layout).
std::string library_path() {
  const char* ld_library_path = std::getenv("LD_LIBRARY_PATH");
  std::string path = ld_library_path != nullptr && *ld_library_path != '\0' ? std::string(ld_library_path) + ":" : "";
  return path + "/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib";
}

std::vector<std::pair<std::string, std::string>> default_properties() {
  const VmOptions& o = the_vm().options;
  char cwd[4096];
  struct utsname uts;
  uname(&uts);
  // As HotSpot: the user's name and home from the password database (not
  // $USER or $HOME, which a shell may not set), "?" when there is no entry.
  struct passwd entry;
  struct passwd* found = nullptr;
  char pw_buffer[4096];
  getpwuid_r(getuid(), &entry, pw_buffer, sizeof pw_buffer, &found);
  const char* user = found ? found->pw_name : "?";
  const char* home = found ? found->pw_dir : "?";
  std::string encoding = locale_encoding();
  std::string java_home = o.boot_class_path.substr(0, o.boot_class_path.rfind('/'));
  std::vector<std::pair<std::string, std::string>> p = {
      {"java.version", "17"},
      {"java.specification.version", "17"},
      {"java.specification.name", "Java Platform API Specification"},
      {"java.class.version", "61.0"},
      {"java.vendor", "Loupe"},
      {"java.vm.name", "Loupe VM"},
      {"java.vm.version", LOUPE_VERSION},
      {"java.vm.specification.version", "17"},
      {"java.runtime.name", "Loupe Runtime Environment"},
      {"java.home", java_home},
      {"java.class.path", o.class_path},
      {"java.library.path", library_path()},
      {"java.io.tmpdir", "/tmp"},
      {"os.name", "Linux"},
      {"os.arch", "amd64"},
      {"os.version", uts.release},
      {"file.separator", "/"},
      {"path.separator", ":"},
      {"line.separator", "\n"},
      {"user.name", user},
      {"user.home", home},
      {"user.dir", getcwd(cwd, sizeof cwd) ? cwd : "."},
      {"file.encoding", encoding},
      {"native.encoding", encoding},
      {"sun.jnu.encoding", encoding},
      {"stdout.encoding", encoding},
      {"stderr.encoding", encoding},
      {"sun.java.command", o.java_command},
  };
  for (const auto& [key, value] : o.properties) p.emplace_back(key, value);
  return p;
}

Slot system_vm_properties(Thread* t, Slot*) { return ref_result(string_pairs(t, default_properties())); }

Slot system_getenv(Thread* t, Slot* args) {
  const char* value = std::getenv(string_to_utf8(args[0].ref).c_str());
  return ref_result(value ? new_string_from_utf8(t, value) : nullptr);
}

Slot system_environment(Thread* t, Slot*) {
  std::vector<std::pair<std::string, std::string>> pairs;
  for (char** e = environ; *e != nullptr; ++e) {
    std::string entry = *e;
    size_t eq = entry.find('=');
    if (eq != std::string::npos) pairs.emplace_back(entry.substr(0, eq), entry.substr(eq + 1));
  }
  return ref_result(string_pairs(t, pairs));
}

// ---- Runtime and Shutdown ---------------------------------------------

Slot runtime_available_processors(Thread*, Slot*) {
  unsigned n = std::thread::hardware_concurrency();
  return int_result(n == 0 ? 1 : static_cast<int32_t>(n));
}

Slot runtime_free_memory(Thread*, Slot*) {
  gc::HeapStats s = the_vm().heap->stats();
  return long_result(static_cast<int64_t>(s.capacity_bytes - std::min(s.capacity_bytes, s.used_bytes)));
}

Slot runtime_total_memory(Thread*, Slot*) { return long_result(static_cast<int64_t>(the_vm().heap->stats().capacity_bytes)); }

Slot runtime_max_memory(Thread*, Slot*) { return long_result(static_cast<int64_t>(the_vm().heap->stats().max_bytes)); }

Slot runtime_gc(Thread*, Slot*) {
  the_vm().heap->collect(gc::GcCause::kExplicit);
  return void_result();
}

Slot shutdown_halt(Thread*, Slot* args) { halt_vm(args[0].i); }

// ---- String, Float, Double ---------------------------------------------

Slot string_intern(Thread* t, Slot* args) { return ref_result(intern_string_object(t, args[0].ref)); }

Slot float_to_raw_int_bits(Thread*, Slot* args) { return int_result(args[0].i); }
Slot int_bits_to_float(Thread*, Slot* args) { return int_result(args[0].i); }
Slot double_to_raw_long_bits(Thread*, Slot* args) { return long_result(args[0].j); }
Slot long_bits_to_double(Thread*, Slot* args) { return long_result(args[0].j); }

// ---- Math ------------------------------------------------------------------
// StrictMath is Java (fdlibm, classlib-stubs/src/java/lang/FdLibm*.java), and so
// are the functions of Math that HotSpot also takes from StrictMath. The rest
// HotSpot computes with its own x86-64 intrinsics, which are not fdlibm and
// almost always correctly rounded. On 200,000 random arguments per function,
// the C library's double functions differ from them in 0.01-0.4% of the cases
// (fdlibm in 1-5%), except log10, where the C library's double function
// differs in 4.4% and its extended-precision one, rounded to double, in
// 0.02%. The extended-precision sin, cos, tan and exp would gain less than
// 0.15 points at 5 to 16 times the cost, so only log10 uses one.
// NaN bits follow x86-64 as HotSpot shows them: a NaN argument comes back
// quieted, and a NaN made from numbers is the default NaN (sign bit set).

constexpr double kDefaultNaN = std::bit_cast<double>(0xfff8000000000000ULL);

double quiet(double nan) { return std::bit_cast<double>(std::bit_cast<uint64_t>(nan) | (1ULL << 51)); }

double nan_result(double r) { return std::isnan(r) ? kDefaultNaN : r; }

template <double (*F)(double)>
Slot math1(Thread*, Slot* args) {
  double x = args[0].d;
  if (std::isnan(x)) return double_result(quiet(x));
  return double_result(nan_result(F(x)));
}

double sin_(double x) { return std::sin(x); }
double cos_(double x) { return std::cos(x); }
double tan_(double x) { return std::tan(x); }
double exp_(double x) { return std::exp(x); }
double log_(double x) { return std::log(x); }
double log10_extended(double x) { return static_cast<double>(log10l(x)); }

Slot math_sqrt(Thread*, Slot* args) { return double_result(std::sqrt(args[0].d)); }

double java_pow(double x, double y) {
  if (y == 0) return 1.0;                          // even for NaN x
  if (std::isnan(x)) return quiet(x);
  if (std::fabs(x) == 1.0 && (std::isnan(y) || std::isinf(y))) {
    return std::numeric_limits<double>::quiet_NaN();  // C says 1; Java NaN
  }
  if (std::isnan(y)) return quiet(y);
  if (y == 2.0) return x * x;                      // as HotSpot: correctly rounded
  if (y == -1.0) return 1.0 / x;                   // (the C library's may be off by an ulp)
  if (y == 0.5 && !std::signbit(x)) return std::sqrt(x);
  return nan_result(std::pow(x, y));
}

Slot math_pow(Thread*, Slot* args) { return double_result(java_pow(args[0].d, args[2].d)); }

Slot math_fma(Thread*, Slot* args) { return double_result(std::fma(args[0].d, args[2].d, args[4].d)); }

Slot math_fma_float(Thread*, Slot* args) {
  return float_result(std::fma(args[0].f, args[1].f, args[2].f));
}

const NativeEntry kNatives[] = {
    {"java/lang/Object", "getClass", "()Ljava/lang/Class;", object_get_class},
    {"java/lang/Object", "hashCode", "()I", object_hash_code},
    {"java/lang/Object", "clone", "()Ljava/lang/Object;", object_clone},
    {"java/lang/Object", "notify", "()V", object_notify},
    {"java/lang/Object", "notifyAll", "()V", object_notify_all},
    {"java/lang/Object", "wait", "(J)V", object_wait},
    {"java/lang/System", "currentTimeMillis", "()J", system_current_time_millis},
    {"java/lang/System", "nanoTime", "()J", system_nano_time},
    {"java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", system_identity_hash_code},
    {"java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", system_arraycopy},
    {"java/lang/System", "setIn0", "(Ljava/io/InputStream;)V", system_set_in},
    {"java/lang/System", "setOut0", "(Ljava/io/PrintStream;)V", system_set_out},
    {"java/lang/System", "setErr0", "(Ljava/io/PrintStream;)V", system_set_err},
    {"java/lang/System", "vmProperties", "()[Ljava/lang/String;", system_vm_properties},
    {"java/lang/System", "getenv0", "(Ljava/lang/String;)Ljava/lang/String;", system_getenv},
    {"java/lang/System", "environment0", "()[Ljava/lang/String;", system_environment},
    {"java/lang/Runtime", "availableProcessors", "()I", runtime_available_processors},
    {"java/lang/Runtime", "freeMemory", "()J", runtime_free_memory},
    {"java/lang/Runtime", "totalMemory", "()J", runtime_total_memory},
    {"java/lang/Runtime", "maxMemory", "()J", runtime_max_memory},
    {"java/lang/Runtime", "gc", "()V", runtime_gc},
    {"java/lang/Shutdown", "halt0", "(I)V", shutdown_halt},
    {"java/lang/String", "intern", "()Ljava/lang/String;", string_intern},
    {"java/lang/Float", "floatToRawIntBits", "(F)I", float_to_raw_int_bits},
    {"java/lang/Float", "intBitsToFloat", "(I)F", int_bits_to_float},
    {"java/lang/Double", "doubleToRawLongBits", "(D)J", double_to_raw_long_bits},
    {"java/lang/Double", "longBitsToDouble", "(J)D", long_bits_to_double},
    {"java/lang/Math", "sin", "(D)D", math1<sin_>},
    {"java/lang/Math", "cos", "(D)D", math1<cos_>},
    {"java/lang/Math", "tan", "(D)D", math1<tan_>},
    {"java/lang/Math", "exp", "(D)D", math1<exp_>},
    {"java/lang/Math", "log", "(D)D", math1<log_>},
    {"java/lang/Math", "log10", "(D)D", math1<log10_extended>},
    {"java/lang/Math", "sqrt", "(D)D", math_sqrt},
    {"java/lang/Math", "pow", "(DD)D", math_pow},
    {"java/lang/Math", "fma", "(DDD)D", math_fma},
    {"java/lang/Math", "fma", "(FFF)F", math_fma_float},
};

}  // namespace

std::span<const NativeEntry> object_and_system_natives() { return kNatives; }

}  // namespace loupe::vm
