// The interpreter's side of compiled code (jit_support.h).
#include "interp/jit_support.h"

#include "interp/interp_internal.h"
#include "interp/runtime_calls.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"

namespace loupe::interp::compiled {

using namespace vm;

Slot* finish_in_interpreter(Thread* thread, Frame* frame, const uint8_t* pc, Slot* sp) {
  frame->pc = pc;
  frame->sp = sp;
  // From here on the interpreter owns the frame: an entry frame whose
  // return comes back here (and so to the compiled caller).
  frame->flags = (frame->flags & ~Frame::kCompiledCall) | Frame::kEntryFrame | Frame::kResumedCompiledCall;
  Slot* destination = frame->locals;
  int result_slots = slot_count(frame->method->return_type);
  Slot result = run(thread, frame, /*resume=*/true);
  if (thread->pending_exception != nullptr) return nullptr;
  destination[0] = result;
  return destination + result_slots;
}

Slot* invoke(Thread* thread, Frame* caller, Method* callee, Slot* args) {
  if (reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) < thread->compiled_call_floor) return nullptr;
  int result_slots = slot_count(callee->return_type);
  if (callee->is_native()) {
    Slot result = call_native(thread, caller, callee, args);
    if (thread->pending_exception != nullptr) return nullptr;
    args[0] = result;
    return args + result_slots;
  }
  // Abstract methods, unprepared ones and a Java stack overflow: the
  // interpreter's invoke throws what it must.
  if (!callee->prepared.load(std::memory_order_acquire) || callee->is_abstract()) return nullptr;
  Frame* frame = push_entry_frame(thread, callee, args, Frame::kResumedCompiledCall);
  if (frame == nullptr) return nullptr;
  Slot result = run(thread, frame);
  if (thread->pending_exception != nullptr) return nullptr;
  args[0] = result;
  return args + result_slots;
}

Object* new_instance(Thread* thread, Class* klass) { return allocate_instance_slow(thread, klass); }

Object* new_array(Thread* thread, Class* array_class, int32_t length) {
  return allocate_array_slow(thread, array_class, length);
}

void bytecode_sample(Thread* thread) { report_bytecode_sample(thread); }

void drop_reference(Object* obj) { the_vm().heap->drop_reference(obj); }

Object* new_multi_array(Thread* thread, Class* array_class, const Slot* dimensions, int32_t count) {
  return multianewarray(thread, array_class, dimensions, count);
}

bool enter_monitor(Thread* thread, Object* obj) {
  monitor_enter(thread, obj);
  return thread->pending_exception == nullptr;
}

bool exit_monitor(Thread* thread, Object* obj) { return monitor_exit(thread, obj); }

bool is_instance_of(Object* obj, Class* target) { return class_of(obj)->is_subtype_of(target); }

void write_reference(Object* holder, Object** slot, Object* value) {
  the_vm().heap->write_reference(holder, slot, value);
}

bool store_reference_element(Object* array, int32_t index, Object* value) {
  auto* a = static_cast<ArrayObject*>(array);
  if (value != nullptr) {
    Class* component = class_of(a)->component;
    Class* actual = class_of(value);
    if (actual != component && !actual->is_subtype_of(component)) return false;
  }
  the_vm().heap->write_reference(a, &a->elements<Object*>()[index], value);
  return true;
}

void write_static_reference(Class* holder, Object** slot, Object* value) {
  the_vm().heap->write_reference(holder->mirror, slot, value);
}

Method* interface_target(Object* receiver, const CpCacheEntry* entry) {
  Class* klass = class_of(receiver);
  Method* target = nullptr;
  if (klass->imt == nullptr || !klass->imt->lookup(entry->quick_index, &target)) return nullptr;
  return target;
}

}  // namespace loupe::interp::compiled
