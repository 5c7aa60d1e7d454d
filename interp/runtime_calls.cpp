#include "interp/runtime_calls.h"

#include "interp/interp.h"

#include <algorithm>
#include <atomic>

#include "interp/quick_bytecodes.h"
#include "interp/jsr_inliner.h"
#include "interp/stack_map.h"
#include "interp/tracing.h"
#include "jit/jit.h"
#include "jvmpi/profiler.h"
#include "vm/classfile/bytecodes.h"
#include "vm/indy/call_site.h"
#include "vm/jni/jni_env.h"
#include "vm/natives/natives.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/resolution.h"

namespace loupe::interp {

using namespace vm;

namespace {

// The instruction as the class file has it. Another thread may quicken `*pc`
// between this thread's dispatch and its slow path, so resolvers never
// re-read the (possibly rewritten) byte to decide what the instruction is.
uint8_t original_opcode(const Frame* frame, const uint8_t* pc) {
  const Method* m = frame->method;
  return m->bytecode[static_cast<size_t>(pc - m->interp_code.get())];
}

// Compiled code made before the rewrite leaves for the interpreter at the
// instruction: the method is compiled again once it is hot again.
void rewrite(const Frame* frame, uint8_t* pc, uint8_t quick) {
  std::atomic_ref<uint8_t>(*pc).store(quick, std::memory_order_release);
  if (frame->method->jit.code.load(std::memory_order_relaxed) != nullptr) jit::forget(frame->method);
}

uint8_t quick_getfield(BasicType t) {
  switch (t) {
    case BasicType::kBoolean: case BasicType::kByte: return q_getfield_b;
    case BasicType::kChar: return q_getfield_c;
    case BasicType::kShort: return q_getfield_s;
    case BasicType::kInt: case BasicType::kFloat: return q_getfield_i;
    case BasicType::kLong: case BasicType::kDouble: return q_getfield_j;
    default: return q_getfield_a;
  }
}

uint8_t quick_putfield(BasicType t) {
  switch (t) {
    case BasicType::kBoolean: return q_putfield_z;
    case BasicType::kByte: return q_putfield_b;
    case BasicType::kChar: case BasicType::kShort: return q_putfield_c;
    case BasicType::kInt: case BasicType::kFloat: return q_putfield_i;
    case BasicType::kLong: case BasicType::kDouble: return q_putfield_j;
    default: return q_putfield_a;
  }
}

uint8_t quick_putstatic(BasicType t) {
  switch (t) {
    case BasicType::kInt: case BasicType::kFloat: return q_putstatic_1;
    case BasicType::kLong: case BasicType::kDouble: return q_putstatic_2;
    case BasicType::kObject: case BasicType::kArray: return q_putstatic_a;
    default: return q_putstatic_narrow;
  }
}

}  // namespace

SlowPath resolve_field_instruction(Thread* thread, Frame* frame, uint8_t* pc, Field** field) {
  uint8_t op = original_opcode(frame, pc);
  bool is_static = op == op_getstatic || op == op_putstatic;
  Field* f = resolve_field(thread, frame->method->holder, read_u2(pc + 1), is_static);
  if (f == nullptr) return SlowPath::kException;
  if (is_static) {
    if (!ensure_initialized(thread, f->holder)) return SlowPath::kException;
    if (!f->holder->is_initialized()) {
      *field = f;
      return SlowPath::kExecute;
    }
  }
  CpCacheEntry& entry = frame->method->holder->constant_pool[read_u2(pc + 1)];
  if (is_static) {
    entry.static_slot = &f->holder->statics[f->offset];
  } else {
    entry.quick_index = f->offset;
  }
  uint8_t quick;
  switch (op) {
    case op_getfield: quick = quick_getfield(f->type); break;
    case op_putfield: quick = f->is_volatile() ? uint8_t{q_putfield_volatile} : quick_putfield(f->type); break;
    case op_getstatic: quick = is_wide(f->type) ? q_getstatic_2 : q_getstatic_1; break;
    default: quick = f->is_volatile() ? uint8_t{q_putstatic_volatile} : quick_putstatic(f->type); break;
  }
  rewrite(frame, pc, quick);
  return SlowPath::kQuickened;
}

SlowPath resolve_invoke_instruction(Thread* thread, Frame* frame, uint8_t* pc, Method** method) {
  uint8_t op = original_opcode(frame, pc);
  uint16_t index = read_u2(pc + 1);
  Class* from = frame->method->holder;
  InvokeKind kind = op == op_invokestatic      ? InvokeKind::kStatic
                    : op == op_invokespecial   ? InvokeKind::kSpecial
                    : op == op_invokeinterface ? InvokeKind::kInterface
                                               : InvokeKind::kVirtual;
  Method* m = resolve_method(thread, from, index, kind);
  if (m == nullptr) return SlowPath::kException;
  CpCacheEntry& entry = from->constant_pool[index];
  entry.quick_arg_slots = m->arg_slots;
  entry.quick_index = m->holder->is_interface() ? m->itable_selector : static_cast<uint32_t>(std::max(0, m->vtable_index));
  switch (op) {
    case op_invokestatic:
      if (!ensure_initialized(thread, m->holder)) return SlowPath::kException;
      if (!m->holder->is_initialized()) {
        *method = m;
        return SlowPath::kExecute;
      }
      rewrite(frame, pc, q_invokestatic);
      break;
    case op_invokespecial: {
      Method* target = select_special(thread, from, m);
      if (target == nullptr) return SlowPath::kException;
      from->constant_pool[index].special_target.store(target, std::memory_order_release);
      rewrite(frame, pc, q_invokespecial);
      break;
    }
    case op_invokevirtual:
      if (m->holder->is_interface()) {
        rewrite(frame, pc, q_invokevirtual_interface);
      } else if (m->vtable_index < 0 || m->is_final() || m->holder->is_final()) {
        rewrite(frame, pc, q_invokevirtual_direct);
      } else {
        rewrite(frame, pc, q_invokevirtual);
      }
      break;
    default:  // invokeinterface
      if (!m->holder->is_interface()) {
        rewrite(frame, pc, q_invokeinterface_object);
      } else if (m->is_private()) {
        *method = m;  // a nestmate's private interface method: no selection, no quickening
        return SlowPath::kExecute;
      } else {
        rewrite(frame, pc, q_invokeinterface);
      }
      break;
  }
  return SlowPath::kQuickened;
}

SlowPath resolve_class_instruction(Thread* thread, Frame* frame, uint8_t* pc, Class** klass) {
  uint8_t op = original_opcode(frame, pc);
  Class* k = resolve_class(thread, frame->method->holder, read_u2(pc + 1));
  if (k == nullptr) return SlowPath::kException;
  switch (op) {
    case op_new_:
      if (k->is_interface() || k->is_abstract()) {
        throw_new(thread, "java/lang/InstantiationError", k->external_name());
        return SlowPath::kException;
      }
      if (!ensure_initialized(thread, k)) return SlowPath::kException;
      // Still being initialised by this thread, or with a finalizer (every
      // instance must be registered, which the inline bump would skip): the
      // instruction stays slow.
      if (!k->is_initialized() || k->has_finalizer) {
        *klass = k;
        return SlowPath::kExecute;
      }
      rewrite(frame, pc, q_new);
      return SlowPath::kQuickened;
    case op_anewarray:
      if (array_class_of(thread, k) == nullptr) return SlowPath::kException;
      rewrite(frame, pc, q_anewarray);
      return SlowPath::kQuickened;
    case op_checkcast:
      rewrite(frame, pc, q_checkcast);
      return SlowPath::kQuickened;
    case op_instanceof:
      rewrite(frame, pc, q_instanceof);
      return SlowPath::kQuickened;
    default:  // multianewarray: rare enough to stay slow
      *klass = k;
      return SlowPath::kExecute;
  }
}

SlowPath resolve_ldc(Thread* thread, Frame* frame, uint8_t* pc) {
  bool narrow = original_opcode(frame, pc) == op_ldc;
  uint16_t index = narrow ? pc[1] : read_u2(pc + 1);
  Class* from = frame->method->holder;
  switch (from->constant_pool[index].tag) {
    case CpTag::kInteger:
    case CpTag::kFloat:
      rewrite(frame, pc, narrow ? q_ldc_value : q_ldc_w_value);
      return SlowPath::kQuickened;
    case CpTag::kString:
      if (resolve_string(thread, from, index) == nullptr) return SlowPath::kException;
      rewrite(frame, pc, narrow ? q_ldc_string : q_ldc_w_string);
      return SlowPath::kQuickened;
    case CpTag::kClass:
      if (resolve_class(thread, from, index) == nullptr) return SlowPath::kException;
      rewrite(frame, pc, narrow ? q_ldc_class : q_ldc_w_class);
      return SlowPath::kQuickened;
    default:
      throw_new(thread, "java/lang/InternalError",
                std::string("Loupe cannot load a constant of kind ") + cp_tag_name(from->constant_pool[index].tag));
      return SlowPath::kException;
  }
}

SlowPath link_invokedynamic(Thread* thread, Frame* frame, uint8_t* pc) {
  if (link_call_site(thread, frame->method->holder, read_u2(pc + 1)) == nullptr) return SlowPath::kException;
  rewrite(frame, pc, q_invokedynamic);
  return SlowPath::kQuickened;
}

Method* select_interface_target(Thread* thread, Object* receiver, Method* resolved) {
  Class* klass = class_of(receiver);
  Method* target = nullptr;
  if (klass->imt != nullptr && klass->imt->lookup(resolved->itable_selector, &target) && target != nullptr) {
    return target;
  }
  if (!klass->is_subtype_of(resolved->holder)) {
    throw_new(thread, "java/lang/IncompatibleClassChangeError",
              "Class " + klass->external_name() + " does not implement the requested interface " +
                  resolved->holder->external_name());
    return nullptr;
  }
  bool conflict = false;
  target = select_method(klass, resolved, &conflict);
  if (target != nullptr && !target->is_abstract()) return target;
  throw_no_selected_method(thread, klass, resolved, conflict);
  return nullptr;
}

Object* allocate_instance_slow(Thread* thread, Class* klass) { return new_instance(thread, klass); }

ArrayObject* allocate_array_slow(Thread* thread, Class* array_class, int32_t length) {
  return new_array(thread, array_class, length);
}

namespace {

Object* create_multi_array(Thread* thread, Class* array_class, const int32_t* dims, int count) {
  ArrayObject* array = new_array(thread, array_class, dims[0]);
  if (array == nullptr || count == 1) return array;
  HandleScope scope(thread);
  Handle<ArrayObject> outer = scope.make<ArrayObject>(array);
  for (int32_t i = 0; i < dims[0]; ++i) {
    Object* inner = create_multi_array(thread, array_class->component, dims + 1, count - 1);
    if (inner == nullptr) return nullptr;
    set_array_element(outer.get(), i, inner);
  }
  return outer.get();
}

}  // namespace

Object* multianewarray(Thread* thread, Class* array_class, const Slot* dims, int count) {
  std::vector<int32_t> lengths(count);
  for (int i = 0; i < count; ++i) {
    lengths[i] = dims[i].i;
    if (lengths[i] < 0) {
      throw_new(thread, "java/lang/NegativeArraySizeException", std::to_string(lengths[i]));
      return nullptr;
    }
  }
  return create_multi_array(thread, array_class, lengths.data(), count);
}

void throw_null_pointer(Thread* thread, Frame* frame) {
  std::string message = null_pointer_message(frame->method, frame->bci());
  if (message.empty()) {
    throw_new(thread, "java/lang/NullPointerException", std::nullopt);
  } else {
    throw_new(thread, "java/lang/NullPointerException", message);
  }
}

void throw_array_index(Thread* thread, int32_t index, int32_t length) {
  throw_new(thread, "java/lang/ArrayIndexOutOfBoundsException",
            "Index " + std::to_string(index) + " out of bounds for length " + std::to_string(length));
}

void throw_arithmetic(Thread* thread) { throw_new(thread, "java/lang/ArithmeticException", "/ by zero"); }

void throw_class_cast(Thread* thread, Object* obj, Class* target) {
  Class* actual = class_of(obj);
  throw_new(thread, "java/lang/ClassCastException",
            "class " + actual->external_name() + " cannot be cast to class " + target->external_name() + " (" +
                describe_class_location(actual, target) + ")");
}

void throw_array_store(Thread* thread, Object* value) {
  throw_new(thread, "java/lang/ArrayStoreException", class_of(value)->external_name());
}

Slot call_native(Thread* thread, Frame* caller, Method* method, Slot* args) {
  Slot result{};
  auto* frame = reinterpret_cast<Frame*>(args + method->arg_slots);
  if (frame->stack_base() > thread->stack_limit()) {
    throw_stack_overflow(thread);
    return result;
  }
  *frame = Frame{method, nullptr, args, frame->stack_base(), caller, nullptr, Frame::kNativeFrame, 0};
  thread->top_frame = frame;
  NativeFunction fn = method->native.function.load(std::memory_order_acquire);
  if (fn == nullptr) {
    fn = find_native(method);
    if (fn == nullptr) fn = jni::link_native(method);  // a library's Java_... function
    if (fn == nullptr) {
      throw_new(thread, "java/lang/UnsatisfiedLinkError", method->external_signature());
      thread->top_frame = caller;
      return result;
    }
    method->native.function.store(fn, std::memory_order_release);
  }
  if (method->is_synchronized()) {
    frame->lock = method->is_static() ? method->holder->mirror : args[0].ref;
    monitor_enter(thread, frame->lock);
  }
  const bool profiled = jvmpi::enabled(jvmpi::kMethodHooks);
  if (profiled) [[unlikely]] report_method_entry(thread, frame);
  result = fn(thread, args);
  if (profiled) [[unlikely]] {
    // The callback may collect: a reference result waits in a handle.
    HandleScope scope(thread);
    Handle<> saved = scope.make(is_reference(method->return_type) ? result.ref : nullptr);
    report_method_exit(thread, method);
    if (is_reference(method->return_type)) result.ref = saved.get();
  }
  if (frame->lock != nullptr) {
    Object* pending = thread->pending_exception;
    thread->pending_exception = nullptr;
    monitor_exit(thread, frame->lock);
    if (pending != nullptr) thread->pending_exception = pending;
  }
  thread->top_frame = caller;
  return result;
}

namespace {

// Old class files' subroutines are inlined first, so that every instruction
// has one reference map (see jsr_inliner.h). Runs once, before the method
// first runs, so no frame refers to the old bcis yet.
bool inline_subroutines_of(Method* method, std::string* error) {
  if (method->holder->major_version >= 51 || !uses_subroutines(*method)) return true;
  auto inlined = inline_subroutines(*method, error);
  if (!inlined) return false;
  method->bytecode = std::move(inlined->code);
  method->interp_code = std::make_unique<uint8_t[]>(method->bytecode.size());
  std::copy(method->bytecode.begin(), method->bytecode.end(), method->interp_code.get());
  method->handlers = std::move(inlined->handlers);
  method->line_numbers = std::move(inlined->line_numbers);
  method->local_variables.clear();  // their ranges name the old bcis
  return true;
}

}  // namespace

bool ensure_prepared(Thread* thread, Method* method) {
  std::call_once(method->prepare_once, [method] {
    if (method->bytecode.empty()) {
      method->prepared.store(true, std::memory_order_release);
      return;
    }
    std::string error;
    std::unique_ptr<StackMaps> maps;
    if (inline_subroutines_of(method, &error)) maps = analyze_method(*method, &error);
    if (maps == nullptr) {
      method->verify_error = "(class: " + method->holder->name->str() + ", method: " + method->name->str() +
                             " signature: " + method->descriptor->str() + ") " + error;
      return;
    }
    method->stack_maps.reset(maps.release());
    tracing::method_prepared(*method);  // -Xtrace: before the method may run
    method->prepared.store(true, std::memory_order_release);
  });
  if (method->prepared.load(std::memory_order_acquire)) return true;
  throw_new(thread, "java/lang/VerifyError", method->verify_error);
  return false;
}

int32_t find_exception_handler(Thread* thread, Method* method, uint32_t bci) {
  for (const ExceptionHandler& h : method->handlers) {
    if (bci < h.start_pc || bci >= h.end_pc) continue;
    if (h.catch_type == 0) return h.handler_pc;
    HandleScope scope(thread);
    Handle<> exception = scope.make(thread->pending_exception);
    thread->pending_exception = nullptr;
    Class* catch_class = resolve_class(thread, method->holder, h.catch_type);
    if (catch_class == nullptr) continue;  // the resolution error is now the exception in flight
    thread->pending_exception = exception.get();
    if (class_of(exception.get())->is_subtype_of(catch_class)) return h.handler_pc;
  }
  return -1;
}

}  // namespace loupe::interp

namespace loupe::interp {

uint8_t standard_opcode(uint8_t op) { return kStandardOpcode[op]; }

}  // namespace loupe::interp
