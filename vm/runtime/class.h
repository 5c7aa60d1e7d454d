// The runtime form of classes, methods and fields: what the loader builds
// from a parsed class file and what the interpreter runs.
//
// Lifetime: the classes of the bootstrap and application loaders are never
// unloaded, so their Class, Method and Field pointers stay valid for the
// life of the VM. A user class loader's classes are freed with the loader
// once it is unreachable (class_unloading.cpp): a pointer to one of them
// stays valid while its loader is alive, which a frame running one of its
// methods or a reachable instance or mirror guarantees. Heap objects a class
// refers to (the mirror, resolved string constants, static reference
// fields) are GC roots while its loader lives, visited by
// vm/runtime/gc_support.cpp.
#pragma once

#include <jni.h>

#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "gc/object_model.h"
#include "vm/base/symbol.h"
#include "vm/classfile/class_file.h"
#include "vm/classfile/descriptors.h"
#include "vm/runtime/class_metadata.h"

namespace loupe::interp {
class StackMaps;
}

namespace loupe::vm::jni {
struct NativeCall;
}

namespace loupe::vm {

using gc::ArrayObject;
using gc::Object;

class Class;
class ClassLoader;
class Thread;

// One local-variable or operand-stack slot. A long or double takes two
// slots (JVMS 2.6.1) and lives in the first of them.
union Slot {
  jint i;
  jlong j;
  jfloat f;
  jdouble d;
  Object* ref;
  uint64_t bits;
};
static_assert(sizeof(Slot) == 8);

namespace access {
inline constexpr uint16_t kPublic = 0x0001;
inline constexpr uint16_t kPrivate = 0x0002;
inline constexpr uint16_t kProtected = 0x0004;
inline constexpr uint16_t kStatic = 0x0008;
inline constexpr uint16_t kFinal = 0x0010;
inline constexpr uint16_t kSynchronized = 0x0020;
inline constexpr uint16_t kSuper = 0x0020;
inline constexpr uint16_t kVolatile = 0x0040;
inline constexpr uint16_t kBridge = 0x0040;
inline constexpr uint16_t kVarargs = 0x0080;
inline constexpr uint16_t kNative = 0x0100;
inline constexpr uint16_t kInterface = 0x0200;
inline constexpr uint16_t kAbstract = 0x0400;
inline constexpr uint16_t kSynthetic = 0x1000;
inline constexpr uint16_t kAnnotation = 0x2000;
inline constexpr uint16_t kEnum = 0x4000;
}  // namespace access

struct Field {
  Class* holder = nullptr;
  const Symbol* name = nullptr;
  const Symbol* descriptor = nullptr;
  uint16_t access_flags = 0;
  BasicType type = BasicType::kInt;
  // Instances: byte offset in the object. Statics: index into holder->statics.
  uint32_t offset = 0;
  uint16_t constant_value_index = 0;

  bool is_static() const { return access_flags & access::kStatic; }
  bool is_volatile() const { return access_flags & access::kVolatile; }
  bool is_final() const { return access_flags & access::kFinal; }
  bool is_private() const { return access_flags & access::kPrivate; }
};

// A native method's implementation inside the VM. `args` are the caller's
// argument slots (receiver first), which the collector keeps up to date, so
// they double as handles: reread them after anything that may allocate.
using NativeFunction = Slot (*)(Thread* thread, Slot* args);

struct StackMapsDeleter {
  void operator()(const interp::StackMaps* maps) const;
};

class Method {
 public:
  Class* holder = nullptr;
  const Symbol* name = nullptr;
  const Symbol* descriptor = nullptr;
  uint16_t access_flags = 0;
  uint16_t max_stack = 0;
  uint16_t max_locals = 0;
  uint16_t arg_slots = 0;  // including the receiver
  BasicType return_type = BasicType::kVoid;
  std::vector<BasicType> parameter_types;  // not including the receiver

  std::vector<uint8_t> bytecode;             // as in the class file
  std::unique_ptr<uint8_t[]> interp_code;    // the interpreter's quickened copy
  std::vector<ExceptionHandler> handlers;
  std::vector<LineNumberEntry> line_numbers;
  std::vector<LocalVariableEntry> local_variables;
  // Reflection (Method.getExceptionTypes): the classes the Exceptions attribute names.
  std::vector<const Symbol*> checked_exceptions;

  int32_t vtable_index = -1;     // class methods that can be overridden
  uint32_t itable_selector = 0;  // interface methods: a VM-wide unique number
  bool hidden_in_traces = false; // lambda and concat glue spun by the VM

  // What the interpreter made of the code before its first run (owner:
  // interp/runtime_calls.cpp, ensure_prepared): the reference maps per bci
  // and whether the analysis passed.
  std::unique_ptr<const interp::StackMaps, StackMapsDeleter> stack_maps;
  std::atomic<bool> prepared{false};  // analysed and mapped: may run
  std::once_flag prepare_once;
  std::string verify_error;           // set when the analysis rejected the code
  // -Xtrace:bytecodes names this method (set while preparing, before
  // `prepared`; interp/tracing.h): the interpreter prints each instruction
  // of it, and the JIT neither compiles nor inlines it.
  bool trace_bytecodes = false;

  // How a native method runs. Owner: vm/jni/native_methods.cpp (binding,
  // RegisterNatives) and interp/runtime_calls.cpp (call_native, which
  // caches the binding in `function`). Nobody else writes these.
  struct NativeState {
    // The VM-side function the interpreter calls: a built-in
    // (vm/natives) or the JNI trampoline.
    std::atomic<NativeFunction> function{nullptr};
    // A native method implemented in C (vm/jni): the function
    // RegisterNatives or a library's Java_... symbol bound it to, and how
    // libffi calls it (described on the first call).
    std::atomic<void*> jni_entry{nullptr};
    std::atomic<const jni::NativeCall*> jni_call{nullptr};
  };
  NativeState native;

  // What a profiler asked the interpreter to keep about this method. Owner:
  // interp/block_sampling.cpp (JVMPI BYTECODE_SAMPLE's charging at each
  // transfer of control); read by the interpreter and the JIT's translator.
  struct ProfileState {
    // Once a profiler has counted bytecodes here: by bci, the length of the
    // run of blocks that starts there (interp/block_sampling.h).
    std::atomic<const uint16_t*> run_lengths{nullptr};
    std::unique_ptr<uint16_t[]> run_lengths_storage;
  };
  ProfileState profile;

  // The baseline JIT's state (owner: jit/compiler.cpp; docs/jit.md).
  // Compiled code reads `direct_entry` by its offset from the Method
  // (jit/compiler.cpp, offsets_for, computes it from this struct).
  struct JitState {
    // By bci, where compiled code starts each instruction (null until
    // compiled); the compiled code itself (entered at one of those
    // addresses); where compiled callers call it (it builds its own
    // frame); the calls and back-edges counted towards compiling; whether
    // compiling was tried.
    std::atomic<const void* const*> entries{nullptr};
    std::atomic<void*> code{nullptr};
    std::atomic<const void*> direct_entry{nullptr};
    std::atomic<uint32_t> counter{0};
    std::atomic<bool> tried{false};
  };
  JitState jit;

  bool is_static() const { return access_flags & access::kStatic; }
  bool is_native() const { return access_flags & access::kNative; }
  bool is_abstract() const { return access_flags & access::kAbstract; }
  bool is_private() const { return access_flags & access::kPrivate; }
  bool is_public() const { return access_flags & access::kPublic; }
  bool is_protected() const { return access_flags & access::kProtected; }
  bool is_synchronized() const { return access_flags & access::kSynchronized; }
  bool is_final() const { return access_flags & access::kFinal; }
  bool is_constructor() const { return name == sym::init; }
  bool is_class_initializer() const { return name == sym::clinit; }
  uint32_t code_length() const { return static_cast<uint32_t>(bytecode.size()); }

  // Source line of the instruction at bci, -1 when the class has no table.
  int line_number_at(uint32_t bci) const;
  // "java.lang.String.valueOf(I)Ljava/lang/String;" style, for messages.
  std::string qualified_name() const;
  // "'int Foo.bar(java.lang.String)'" as HotSpot words NoSuchMethodError.
  std::string external_signature() const;
};

enum class ClassState : uint8_t {
  kLinked,               // loaded, verified and prepared; vtables built
  kBeingInitialized,     // <clinit> running on init_thread
  kInitialized,
  kInitializationError,  // <clinit> failed: every later use throws NoClassDefFoundError
};

// One runtime constant-pool entry: the class file's data plus what
// resolution found. `resolved` is published with release ordering after the
// resolved thing is complete, so readers need only an acquire load.
struct CpCacheEntry {
  CpTag tag = CpTag::kInvalid;
  uint16_t first = 0, second = 0;  // indexes, as in CpEntry
  union {
    int32_t int_value;
    float float_value;
    int64_t long_value;
    double double_value;
    const Symbol* utf8;
  };
  std::atomic<void*> resolved{nullptr};  // Class*, Field*, Method*, or a call site
  std::atomic<Method*> special_target{nullptr};  // what invokespecial runs (super calls differ)
  // Set before an instruction is quickened, so the quick form needs one load:
  // the field offset, vtable index or interface selector, and the argument
  // slots of a call; for statics the storage slot itself.
  uint32_t quick_index = 0;
  uint16_t quick_arg_slots = 0;
  Slot* static_slot = nullptr;
  Object* string_object = nullptr;       // kString: the interned string (a GC root)
  // Virtual and interface calls: the receiver's class the interpreter
  // saw last, a one-entry type profile the JIT inlines by (jit/inliner.cpp).
  // Cleared when that class is unloaded (class_unloading.cpp).
  mutable std::atomic<const Class*> receiver_profile{nullptr};
  RefKind handle_kind = RefKind::kGetField;  // kMethodHandle
  CpCacheEntry() : long_value(0) {}
};

struct InnerClassInfo {
  const Symbol* inner_class;
  const Symbol* outer_class;  // null: local or anonymous
  const Symbol* simple_name;  // null: anonymous
  uint16_t access_flags;
};

// The interface method table: invokeinterface looks up a selector's target
// in constant time (selector modulo the table size). Two selectors that share
// an entry make it a conflict list, searched linearly.
class InterfaceMethodTable {
 public:
  static constexpr size_t kSize = 32;
  struct Target {
    uint32_t selector;
    Method* method;  // null: no implementation (AbstractMethodError)
  };

  void add(uint32_t selector, Method* method);
  // Returns false when the class implements no method for the selector.
  bool lookup(uint32_t selector, Method** method) const {
    const Bucket& b = buckets_[selector % kSize];
    for (const Target& t : b) {
      if (t.selector == selector) {
        *method = t.method;
        return true;
      }
    }
    return false;
  }

 private:
  using Bucket = std::vector<Target>;
  std::array<Bucket, kSize> buckets_;
};

class Class : public gc::TypeLayout {
 public:
  const Symbol* name = nullptr;  // internal form: "java/lang/String", "[I"
  ClassLoader* loader = nullptr;
  Class* super = nullptr;
  std::vector<Class*> interfaces;      // direct superinterfaces
  std::vector<Class*> all_interfaces;  // every superinterface, transitively
  uint16_t access_flags = 0;
  uint16_t major_version = 0;
  std::atomic<ClassState> state{ClassState::kLinked};
  bool is_bootstrap = false;  // defined by the bootstrap loader

  std::vector<Field> fields;    // declared here; never resized after linking
  std::deque<Method> methods;   // declared here; Methods never move (deque)
  std::vector<Method*> vtable;
  Method* const* vtable_base = nullptr;  // vtable.data(), fixed once linked: compiled code's virtual calls read it
  std::unique_ptr<InterfaceMethodTable> imt;
  std::vector<CpCacheEntry> constant_pool;
  std::vector<BootstrapMethod> bootstrap_methods;
  std::vector<Slot> statics;
  std::vector<uint32_t> static_ref_indexes;  // statics holding references
  std::vector<uint32_t> ref_offset_storage;  // backs TypeLayout::ref_offsets

  Object* mirror = nullptr;  // the java.lang.Class object (a GC root)

  // Subtype checks: the superclass chain by depth (java/lang/Object at 0).
  std::vector<Class*> primary_supers;
  uint32_t depth = 0;

  // Arrays and primitives.
  bool is_array = false;
  bool is_primitive = false;
  BasicType element_type = BasicType::kObject;  // arrays: element; primitives: the type
  Class* component = nullptr;                   // arrays: component type's class
  std::atomic<Class*> array_class{nullptr};     // the class of arrays of this type

  // Attributes kept for reflection and stack traces.
  const Symbol* source_file = nullptr;
  std::vector<InnerClassInfo> inner_classes;
  const Symbol* enclosing_class = nullptr;
  bool has_enclosing_method = false;
  const Symbol* nest_host_name = nullptr;
  std::vector<const Symbol*> nest_members;
  bool is_record = false;
  Class* nest_host_class = nullptr;  // for VM-spun classes: the host they serve
  // Reflection metadata (signatures, annotations, records, sealed classes;
  // vm/runtime/class_metadata.h): null when the class file had none.
  std::unique_ptr<ClassMetadata> metadata;

  // Initialization (JVMS 5.5).
  std::mutex init_lock;
  std::condition_variable init_done;
  Thread* init_thread = nullptr;
  // Why initialization failed: the cause of every later NoClassDefFoundError
  // (an ExceptionInInitializerError naming the original exception; a GC root).
  Object* init_error = nullptr;

  bool is_interface() const { return access_flags & access::kInterface; }
  bool is_abstract() const { return access_flags & access::kAbstract; }
  bool is_final() const { return access_flags & access::kFinal; }
  bool is_public() const { return access_flags & access::kPublic; }
  bool is_initialized() const { return state.load(std::memory_order_acquire) == ClassState::kInitialized; }

  // "java.lang.String", "[I", "[Ljava.lang.String;" (Class.getName()).
  std::string external_name() const;
  // Class.getSimpleName(): "String", "int[]", "Inner", "" for anonymous classes.
  std::string simple_name() const;
  // The package part of the internal name ("java/lang"), "" for none.
  std::string_view package_name() const;
  bool same_package(const Class* other) const;

  // Declared members only.
  Field* find_declared_field(const Symbol* name, const Symbol* descriptor);
  Method* find_declared_method(const Symbol* name, const Symbol* descriptor);
  // This class and its superclasses (not interfaces).
  Method* find_method_in_hierarchy(const Symbol* name, const Symbol* descriptor);

  // Assignability as checkcast and instanceof define it (JVMS 6.5).
  bool is_subtype_of(const Class* other) const;
  bool implements(const Class* iface) const;
};

// Reads a field of any type from an object or static slot into a Slot.
inline Slot load_field_value(const void* address, BasicType type) {
  Slot s;
  s.bits = 0;
  switch (type) {
    case BasicType::kBoolean: s.i = *static_cast<const uint8_t*>(address); break;
    case BasicType::kByte: s.i = *static_cast<const int8_t*>(address); break;
    case BasicType::kChar: s.i = *static_cast<const uint16_t*>(address); break;
    case BasicType::kShort: s.i = *static_cast<const int16_t*>(address); break;
    case BasicType::kInt:
    case BasicType::kFloat: s.i = *static_cast<const int32_t*>(address); break;
    default: s.j = *static_cast<const int64_t*>(address); break;
  }
  return s;
}

}  // namespace loupe::vm
